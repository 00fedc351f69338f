import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One word per product term in each language (issue 21 item 15): the focus area is "فوكس" in
// Arabic everywhere (app and server texts), never also "التركيز".
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const arabicTexts = ['app/i18n/messages/ar', 'server/i18n/messages/ar'].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => Object.entries(JSON.parse(readFileSync(path.join(root, dir, f), 'utf8')) as Record<string, string>).map(([id, text]) => ({ id: `${dir}/${f}: ${id}`, text }))),
);

describe('Arabic product terms', () => {
  it('calls the focus area فوكس, never التركيز', () => {
    expect(arabicTexts.filter(({ text }) => /تركيز/.test(text)).map(({ id }) => id)).toEqual([]);
    expect(arabicTexts.filter(({ id }) => /focus\.(dashboard\.title|packages\.title)/.test(id)).every(({ text }) => text.includes('فوكس'))).toBe(true);
  });
});
