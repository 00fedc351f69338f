import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '../../i18n/locales';
import type { LegalDocument } from './legalDocuments';

const folder = path.join(__dirname, 'content');
const read = (file: string): LegalDocument => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as LegalDocument;
const arabicScript = /[\u0600-\u06FF]/;

describe.each(['privacy', 'terms'])('the %s document', (name) => {
  const english = read(`${name}.en.json`);

  it('exists in every language, and in no other', () => {
    const files = readdirSync(folder).filter((file) => file.startsWith(`${name}.`));
    expect(files.sort()).toEqual(locales.map((locale) => `${name}.${locale}.json`).sort());
  });

  it.each(locales)('in %s has the same sections and paragraphs as in English, all written out', (locale) => {
    const doc = read(`${name}.${locale}.json`);
    expect(doc.updated).toBe(english.updated);
    expect(doc.sections.map((s) => s.paragraphs.length)).toEqual(english.sections.map((s) => s.paragraphs.length));
    const texts = [doc.title, doc.lead, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])];
    for (const text of texts) expect(text.trim().length).toBeGreaterThan(2);
  });

  it.each(locales.filter((l) => l !== 'en'))('in %s is a translation, not an English copy', (locale) => {
    const doc = read(`${name}.${locale}.json`);
    const englishTexts = new Set(english.sections.flatMap((s) => [s.heading, ...s.paragraphs]));
    for (const section of doc.sections) {
      expect(englishTexts.has(section.heading)).toBe(false);
      for (const paragraph of section.paragraphs) expect(englishTexts.has(paragraph)).toBe(false);
    }
    if (locale === 'ar' || locale === 'ur') for (const section of doc.sections) expect(section.heading).toMatch(arabicScript);
  });
});
