import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './check-i18n.mjs';

const entry = (message) => ({ message, file: 'x.json' });
const catalogs = (table) =>
  Object.fromEntries(['ar', 'en', 'tr', 'ur'].map((l, i) => [l, Object.fromEntries(Object.entries(table).map(([k, v]) => [k, entry(v[i])]).filter(([, e]) => e.message !== undefined))]));

describe('checkCatalogs', () => {
  it('accepts complete, translated catalogs', () => {
    expect(checkCatalogs(catalogs({ 'a.count': ['{count, plural, zero {لا شيء} one {واحد} other {# عناصر}}', '{count, plural, one {# item} other {# items}}', '{count, plural, other {# öğe}}', '{count, plural, one {# آئٹم} other {# آئٹمز}}'] }))).toEqual([]);
  });
  it('reports a key missing in one locale', () => {
    expect(checkCatalogs(catalogs({ 'a.title': ['عنوان', 'Title', 'Başlık', undefined] }))).toEqual(['ur: missing key "a.title"']);
  });
  it('reports a message that does not parse', () => {
    expect(checkCatalogs(catalogs({ 'a.x': ['عنوان {', 'Title', 'Başlık', 'عنوان'] }))[0]).toMatch(/ar: "a.x" does not parse/);
  });
  it('reports English copies and placeholders that differ', () => {
    const problems = checkCatalogs(catalogs({ 'a.hello': ['مرحبا {name}', 'Hello {name}', 'Hello {name}', 'ہیلو {nam}'] }));
    expect(problems).toContain('tr: "a.hello" is a copy of the English text');
    expect(problems.some((p) => p.startsWith('ur: "a.hello" placeholders'))).toBe(true);
  });
  it('reports Arabic or Urdu messages written in Latin letters', () => {
    expect(checkCatalogs(catalogs({ 'a.y': ['Marhaba', 'Hello', 'Merhaba', 'ہیلو'] }))).toContain('ar: "a.y" has no Arabic-script text');
  });
});
