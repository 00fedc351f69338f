import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { intlLocale, type Locale } from './locales';
import { loadMessages } from './messages';
import { formatTimeOfDay } from './timeOfDay';

/**
 * Arguments that carry a number. A plain `{minutes}` is written with `String()`, so Latin digits
 * would sit inside an Arabic sentence; they must be `{minutes, number}` (or a plural's `#`).
 */
const numericArguments = new Set(['count', 'days', 'entry', 'id', 'limit', 'max', 'megabytes', 'min', 'minutes', 'percent', 'reservation', 'seconds', 'withdrawal', 'year']);

function plainArguments(elements: MessageFormatElement[], into: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.push(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) plainArguments(option.value, into);
    if (element.type === TYPE.tag) plainArguments(element.children, into);
  }
  return into;
}

function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      if (element.type === TYPE.tag) return literalText(element.children);
      return '';
    })
    .join('');
}

const root = path.resolve(import.meta.dirname, '../..');

describe('numbers in messages', () => {
  it('no catalog (app or server) writes a number argument with String()', () => {
    const offenders: string[] = [];
    for (const catalogRoot of ['app/i18n/messages', 'server/i18n/messages']) {
      for (const locale of readdirSync(path.join(root, catalogRoot))) {
        for (const file of readdirSync(path.join(root, catalogRoot, locale))) {
          const messages = JSON.parse(readFileSync(path.join(root, catalogRoot, locale, file), 'utf8')) as Record<string, string>;
          for (const [key, message] of Object.entries(messages)) {
            for (const name of plainArguments(parse(message, { ignoreTag: true }))) if (numericArguments.has(name)) offenders.push(`${locale}/${file} ${key}: {${name}}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('Arabic text writes its own numbers in Arabic-Indic digits (Latin ones only in what is typed as shown)', () => {
    // Examples of what the user types or the API takes, written as typed: 24-hour time, a phone pattern (and IBAN examples, SA…).
    const typedAsShown = new Set(['api.booking.working_hours.invalid_time', 'ds.forms.phone.format']);
    const offenders: string[] = [];
    for (const catalogRoot of ['app/i18n/messages/ar', 'server/i18n/messages/ar', 'design-system/i18n/messages/ar']) {
      for (const file of readdirSync(path.join(root, catalogRoot))) {
        const messages = JSON.parse(readFileSync(path.join(root, catalogRoot, file), 'utf8')) as Record<string, string>;
        for (const [key, message] of Object.entries(messages)) {
          // Only the text is checked: digits in ICU syntax (plural selectors, skeletons) are not shown.
          const text = literalText(parse(message, { ignoreTag: true }));
          if (/[0-9]/.test(text) && !typedAsShown.has(key) && !/SA\d\d/.test(message)) offenders.push(`${file} ${key}: ${message}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  const intlFor = async (locale: Locale) => createIntl({ locale: intlLocale[locale], messages: await loadMessages(locale) });

  it('writes Arabic-Indic digits in Arabic and Latin digits in English, numbers and times alike', async () => {
    const ar = await intlFor('ar');
    const en = await intlFor('en');
    const line = (intl: typeof ar) =>
      intl.formatMessage({ id: 'reservations.details.serviceLine' }, { name: 'x', price: intl.formatNumber(60, { style: 'currency', currency: 'SAR' }), minutes: 30 });
    expect(line(ar)).toMatch(/٣٠ دقيقة/);
    expect(line(ar)).toMatch(/٦٠٫٠٠/);
    expect(line(ar)).not.toMatch(/[0-9]/);
    expect(line(en)).toMatch(/SAR\s?60\.00, 30 min/);
    expect(ar.formatMessage({ id: 'reservations.details.title' }, { id: 1234 })).toBe('الحجز رقم ١٢٣٤');
    expect(en.formatMessage({ id: 'reservations.details.title' }, { id: 1234 })).toMatch(/1234/);
    expect(formatTimeOfDay(ar, '21:30')).toMatch(/^٩:٣٠\s?م$/);
    expect(formatTimeOfDay(en, '21:30')).toMatch(/^9:30\sPM$/);
  });
});
