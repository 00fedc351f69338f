import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Sample data per locale (issue 16): a design-system story shown in en, tr or ur shows that
// language's text. Arabic-script text is therefore allowed only where it belongs to a language:
// under a key `ar` or `ur` (the Arabic and Urdu records of per-locale sample data, or a
// multilingual value's Arabic part), or inside a story that pins `globals: { locale: 'ar' | 'ur' }`.
// Comments and the docs page's prose (`parameters.docs`, which may quote an Arabic word) are not
// sample data.
const dir = path.dirname(new URL(import.meta.url).pathname);
// Arabic-script letters (Arabic, Urdu): digits (٠-٩, ۰-۹) and signs (٪ ٫) alone are not words of a
// language, e.g. a play typing Arabic-Indic digits into a code field in any locale.
const arabicLetter = /[\u0620-\u064A\u066E-\u06D3\u06D5\u06EE\u06EF\u06FA-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

const keyOf = (property: ts.ObjectLiteralElementLike) => (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined);

/** A value keyed `ar` or `ur`: that language's data (a per-locale sample, a multilingual field's value). */
const isLanguageKeyed = (node: ts.Node) => ts.isPropertyAssignment(node) && ['ar', 'ur'].includes(keyOf(node) ?? '');

const isDocs = (node: ts.Node) => ts.isPropertyAssignment(node) && keyOf(node) === 'docs';

function pinsRightToLeftLocale(node: ts.Node): boolean {
  if (!ts.isObjectLiteralExpression(node)) return false;
  const globals = node.properties.find((property) => keyOf(property) === 'globals');
  if (!globals || !ts.isPropertyAssignment(globals) || !ts.isObjectLiteralExpression(globals.initializer)) return false;
  const locale = globals.initializer.properties.find((property) => keyOf(property) === 'locale');
  return !!locale && ts.isPropertyAssignment(locale) && ts.isStringLiteral(locale.initializer) && ['ar', 'ur'].includes(locale.initializer.text);
}

/** Arabic-script literals outside per-locale data, as `line: text`. */
function arabicOutsideSamples(source: string, fileName = 'story.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node, allowed: boolean) => {
    const here = allowed || isLanguageKeyed(node) || pinsRightToLeftLocale(node) || isDocs(node);
    const isText = ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateLiteralToken(node) || ts.isRegularExpressionLiteral(node);
    if (isText && !here && arabicLetter.test(node.getText(file))) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${node.getText(file).trim()}`);
    }
    ts.forEachChild(node, (child) => visit(child, here));
  };
  visit(file, false);
  return found;
}

describe('arabicOutsideSamples', () => {
  it('finds Arabic in args, render functions and play queries', () => {
    const story = `export const A: Story = { args: { title: 'ساعات العمل' }, render: () => <p>مرحبا</p>, play: () => getByText(/حفظ/) };`;
    expect(arabicOutsideSamples(story)).toEqual([`1: 'ساعات العمل'`, '1: مرحبا', '1: /حفظ/']);
  });

  it('allows Arabic and Urdu in per-locale records and in stories pinned to ar or ur', () => {
    const story = [
      `const sample = perLocale({ ar: { title: 'ساعات العمل' }, en: { title: 'Hours' }, tr: { title: 'Saatler' }, ur: { title: 'اوقات' } });`,
      `export const Urdu: Story = { globals: { locale: 'ur' }, args: { title: 'اوقات کار' } };`,
      `// تعليق`,
    ].join('\n');
    expect(arabicOutsideSamples(story)).toEqual([]);
  });

  it('lets Arabic-Indic digits stand alone, as typed input', () => {
    expect(arabicOutsideSamples(`await userEvent.paste('١ ٢ ٣ ٤');`)).toEqual([]);
  });

  it('does not take Arabic under another key for Arabic data', () => {
    expect(arabicOutsideSamples(`const names = { arabic: 'العربية', en: 'English' };`)).toEqual([`1: 'العربية'`]);
  });
});

const files = readdirSync(dir).filter((file) => file.endsWith('.stories.tsx'));

describe.each(files)('%s', (file) => {
  it('keeps Arabic-script text in per-locale sample data', () => {
    expect(arabicOutsideSamples(readFileSync(path.join(dir, file), 'utf8'), file)).toEqual([]);
  });
});
