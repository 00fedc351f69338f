// Fails when a message key is missing in any locale, a message does not parse as ICU, its
// placeholders differ between locales, a translation is an English copy, an Arabic/Urdu message
// has no Arabic script, or code uses a message id no catalog defines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { listFiles } from './files.mjs';
import { root } from './lib.mjs';

export const checkedLocales = ['ar', 'en', 'tr', 'ur'];
const catalogRoots = ['app/i18n/messages', 'design-system/i18n/messages', 'server/i18n/messages'];

/** Keys whose value may legitimately be the same in English and another language (names, codes). */
const identicalAllowed = /^(app\.name|notFound\.code|.*\.brand|.*\.example|.*\.iso|.*\.code)$/;
/** Per-locale keys that are rightly identical to English (see app/i18n/identical-allowed.json). */
function loadIdenticalAllowed() {
  try {
    const data = JSON.parse(readFileSync(path.join(root, 'app', 'i18n', 'identical-allowed.json'), 'utf8'));
    return Object.fromEntries(Object.entries(data).filter(([k]) => !k.startsWith('$')).map(([locale, keys]) => [locale, new Set(keys)]));
  } catch {
    return {};
  }
}

const arabicScript = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
const latinLetters = /[A-Za-z]/;

function argumentsOf(ast, into = new Set()) {
  for (const node of ast) {
    if (node.type === TYPE.argument || node.type === TYPE.number || node.type === TYPE.date || node.type === TYPE.time) into.add(node.value);
    if (node.type === TYPE.select || node.type === TYPE.plural) {
      into.add(node.value);
      for (const option of Object.values(node.options)) argumentsOf(option.value, into);
    }
    if (node.type === TYPE.tag) {
      into.add(`<${node.value}>`);
      argumentsOf(node.children, into);
    }
  }
  return into;
}

/** Loads `<root>/<locale>/<area>.json` for every catalog root → { locale: { key: { message, file } } }. */
export function loadCatalogs() {
  const catalogs = Object.fromEntries(checkedLocales.map((l) => [l, {}]));
  const problems = [];
  for (const catalogRoot of catalogRoots) {
    for (const file of listFiles([catalogRoot], (f) => f.endsWith('.json'))) {
      const locale = path.basename(path.dirname(file));
      if (!checkedLocales.includes(locale)) {
        problems.push(`${path.relative(root, file)}: folder is not one of ${checkedLocales.join(', ')}`);
        continue;
      }
      let data;
      try {
        data = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${path.relative(root, file)}: not valid JSON (${error.message})`);
        continue;
      }
      for (const [key, message] of Object.entries(data)) {
        if (catalogs[locale][key]) problems.push(`${locale}: key "${key}" defined twice (${path.relative(root, file)})`);
        catalogs[locale][key] = { message, file: path.relative(root, file) };
      }
    }
  }
  return { catalogs, problems };
}

/** All problems across the catalogs (pure: takes the loaded catalogs). */
export function checkCatalogs(catalogs, allowedCopies = loadIdenticalAllowed()) {
  const problems = [];
  const allKeys = new Set(checkedLocales.flatMap((l) => Object.keys(catalogs[l])));
  for (const key of [...allKeys].sort()) {
    const parsed = {};
    for (const locale of checkedLocales) {
      const entry = catalogs[locale][key];
      if (!entry) {
        problems.push(`${locale}: missing key "${key}"`);
        continue;
      }
      if (typeof entry.message !== 'string' || entry.message.trim() === '') {
        problems.push(`${locale}: "${key}" is empty or not a string`);
        continue;
      }
      try {
        parsed[locale] = argumentsOf(parse(entry.message));
      } catch (error) {
        problems.push(`${locale}: "${key}" does not parse as ICU (${error.message})`);
      }
    }
    const english = catalogs.en[key]?.message;
    for (const locale of ['ar', 'tr', 'ur']) {
      const message = catalogs[locale][key]?.message;
      if (typeof message !== 'string') continue;
      if (english && message === english && latinLetters.test(english) && !identicalAllowed.test(key) && !allowedCopies[locale]?.has(key)) {
        problems.push(`${locale}: "${key}" is a copy of the English text`);
      }
      if ((locale === 'ar' || locale === 'ur') && /\p{L}/u.test(message.replace(/\{[^}]*\}/g, '')) && !arabicScript.test(message) && !identicalAllowed.test(key)) {
        problems.push(`${locale}: "${key}" has no Arabic-script text`);
      }
    }
    if (parsed.en) {
      const want = [...parsed.en].sort().join(',');
      for (const locale of checkedLocales) {
        if (parsed[locale] && [...parsed[locale]].sort().join(',') !== want) {
          problems.push(`${locale}: "${key}" placeholders {${[...parsed[locale]].join(', ')}} differ from en {${[...parsed.en].join(', ')}}`);
        }
      }
    }
  }
  return problems;
}

const usagePatterns = [
  /<FormattedMessage[^>]*\bid="([^"]+)"/g,
  /formatMessage\(\s*\{\s*id:\s*'([^']+)'/g,
  /\bmessageId:\s*'([^']+)'/g,
];

/** Message ids used in source code that no catalog defines. */
export function findUnknownIds(catalogs) {
  const known = new Set(Object.keys(catalogs.en));
  const problems = [];
  const sources = listFiles(['app', 'design-system'], (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.|\.css\.ts$/.test(f));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of usagePatterns) {
      for (const match of text.matchAll(pattern)) {
        if (!known.has(match[1])) problems.push(`${path.relative(root, file)}: uses unknown message id "${match[1]}"`);
      }
    }
  }
  return problems;
}

function main() {
  const { catalogs, problems } = loadCatalogs();
  problems.push(...checkCatalogs(catalogs), ...findUnknownIds(catalogs));
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\ni18n: ${problems.length} problem(s).`);
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(catalogs.en).length} messages complete and valid in ${checkedLocales.join(', ')}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
