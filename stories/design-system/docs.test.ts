import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The review surface's rules, checked on the story files' text: every component's docs page says
// when to use it and what to use instead (the meta's docs.description.component), and every story
// says in one line (a JSDoc comment above its export) which state it shows.
const dir = path.dirname(new URL(import.meta.url).pathname);
const files = readdirSync(dir).filter((file) => file.endsWith('.stories.tsx'));
const components = new Set(files.map((file) => file.replace('.stories.tsx', '')));

describe.each(files)('%s', (file) => {
  const text = readFileSync(path.join(dir, file), 'utf8');

  it('says what to use instead, naming another component', () => {
    const description = /description:\s*\{\s*component:\s*(['`])([\s\S]*?)\1,?\s*\}/.exec(text)?.[2] ?? '';
    expect(description.length).toBeGreaterThan(80);
    const named = [...description.matchAll(/\b[A-Z][A-Za-z]+\b/g)].map(([word]) => word).filter((word) => components.has(word) && `${word}.stories.tsx` !== file);
    expect(named.length, 'another component named as the alternative').toBeGreaterThan(0);
  });

  it('gives each story a one-line description', () => {
    const lines = text.split('\n');
    const undescribed = lines.flatMap((line, index) => (/^export const \w+: Story\b/.test(line) && !/^\/\*\*.*\*\/$/.test(lines[index - 1] ?? '') ? [line] : []));
    expect(undescribed).toEqual([]);
  });
});
