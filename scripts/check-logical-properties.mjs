// Fails when a vanilla-extract style (`*.css.ts`) uses a physical direction. Logical properties
// (inline/block, start/end) make right-to-left correct by construction.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFiles } from './files.mjs';
import { root } from './lib.mjs';

const rules = [
  { pattern: /\b(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*\s*:/, hint: 'use …InlineStart / …InlineEnd' },
  { pattern: /\bborder(Top|Bottom)(Left|Right)Radius\s*:/, hint: 'use borderStartStartRadius / borderStartEndRadius / …' },
  { pattern: /(^|[\s{,'"])(left|right)\s*:/, hint: 'use insetInlineStart / insetInlineEnd' },
  { pattern: /['"`](margin|padding|border|scroll-margin|scroll-padding)-(left|right)[\w-]*['"`]?\s*:/, hint: 'use the -inline-start / -inline-end property' },
  { pattern: /['"`]border-(top|bottom)-(left|right)-radius['"`]?\s*:/, hint: 'use border-start-start-radius and friends' },
  { pattern: /['"`](left|right)['"`]?\s*:/, hint: 'use inset-inline-start / inset-inline-end' },
  { pattern: /\btextAlign\s*:\s*['"](left|right)['"]/, hint: "use textAlign: 'start' | 'end'" },
  { pattern: /text-align\s*:\s*(left|right)\b/, hint: 'use text-align: start | end' },
  { pattern: /\bfloat\s*:/, hint: 'use flex or grid layout' },
  { pattern: /\bclear\s*:\s*['"]?(left|right)/, hint: 'use flex or grid layout' },
  {
    // Three or four values in a box shorthand set left and right separately (calc(), var() and
    // template expressions count as one value).
    test: (code) => {
      const match = code.match(/\b(margin|padding|inset|borderWidth|borderColor|borderStyle|borderRadius)\s*:\s*(['"`])(.*?)\2/);
      if (!match) return false;
      let value = match[3];
      for (let i = 0; i < 5; i += 1) value = value.replace(/\$\{[^{}]*\}|[a-z-]+\([^()]*\)/g, 'X');
      return value.trim().split(/\s+/).length >= 3;
    },
    hint: 'a 3- or 4-value shorthand sets left/right: use the logical longhands',
  },
];

/** Every physical-direction use in one file's source, as { line, text, hint }. */
export function findPhysicalProperties(source) {
  const problems = [];
  const lines = source.split('\n');
  lines.forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, '');
    for (const rule of rules) {
      if (rule.test ? rule.test(code) : rule.pattern.test(code)) {
        problems.push({ line: index + 1, text: text.trim(), hint: rule.hint });
        break;
      }
    }
  });
  return problems;
}

function main() {
  const files = listFiles(['design-system', 'app', 'stories', '.storybook'], (f) => f.endsWith('.css.ts'));
  let count = 0;
  for (const file of files) {
    for (const problem of findPhysicalProperties(readFileSync(file, 'utf8'))) {
      count += 1;
      console.error(`${path.relative(root, file)}:${problem.line}: ${problem.text}\n    → ${problem.hint}`);
    }
  }
  if (count) {
    console.error(`\n${count} physical direction(s) in styles. Use logical properties so RTL stays correct.`);
    process.exit(1);
  }
  console.log(`logical properties: ${files.length} style files checked, no physical directions.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
