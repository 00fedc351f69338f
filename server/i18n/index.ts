/**
 * Server-side messages in the four languages: `server/i18n/messages/<locale>/<area>.json`, ICU syntax,
 * keys prefixed `api.` (checked with the app's catalogs by `npm run check`). Each area (platform, booking…)
 * keeps its own file so parallel work does not collide.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale } from '../../shared/intl-locale';

export const locales = ['ar', 'en', 'tr', 'ur'] as const;
export type Locale = (typeof locales)[number];
const defaultLocale: Locale = 'ar';

/** Intl locale per language, the app's own (Gregorian calendar, Arabic-Indic digits in Arabic). */
export { intlLocale };

/** The platform's zone: notification dates (a package's end) are days in Riyadh. */
export const PLATFORM_ZONE = 'Asia/Riyadh';
const dayFormats = new Map<string, Intl.DateTimeFormat>();

const clockFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A wall-clock `HH:MM` as the language writes it (`٤:٠٠ م`, `4:00 PM`). */
export function formatTimeOfDay(locale: Locale, hhmm: string): string {
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    clockFormats.set(locale, format);
  }
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return format.format(Date.UTC(1970, 0, 1, hour, minute));
}

/** A wall-clock `HH:MM` as a message parameter, written in each message's language. */
export function timeOfDayParam(hhmm: string): PerLanguage {
  return (locale) => formatTimeOfDay(locale, hhmm);
}

/** A day as the language writes it (`٢٠ ديسمبر ٢٠٢٦`, `December 20, 2026`), in `timeZone`. */
export function formatDay(locale: Locale, date: Date, timeZone = PLATFORM_ZONE): string {
  const key = `${locale} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { timeZone, dateStyle: 'long' });
    dayFormats.set(key, format);
  }
  return format.format(date);
}

/** A value written differently per language (a time, a day): resolved for the message's language. */
export type PerLanguage = (locale: Locale) => string;
export type MessageParams = Record<string, string | number | Date | PerLanguage>;
export type Translate = (key: string, params?: MessageParams) => string;

const messagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');

function loadCatalogs(): Record<Locale, Map<string, string>> {
  const catalogs = Object.fromEntries(locales.map((locale) => [locale, new Map<string, string>()])) as Record<Locale, Map<string, string>>;
  for (const locale of locales) {
    const dir = path.join(messagesDir, locale);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
      const entries = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>;
      for (const [key, message] of Object.entries(entries)) catalogs[locale].set(key, message);
    }
  }
  return catalogs;
}

const catalogs = loadCatalogs();
const compiled = new Map<string, IntlMessageFormat>();

export function hasMessage(key: string, locale: Locale = 'en'): boolean {
  return catalogs[locale].has(key);
}

/** The message `key` in `locale` (falling back to Arabic, then English, then the key itself). */
export function translate(locale: Locale, key: string, params?: MessageParams): string {
  const source = catalogs[locale].get(key) ?? catalogs.ar.get(key) ?? catalogs.en.get(key);
  if (source === undefined) return key;
  const cacheKey = `${locale}\0${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, intlLocale[locale]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(params && resolveParams(locale, params)));
}

function resolveParams(locale: Locale, params: MessageParams): Record<string, string | number | Date> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'function' ? value(locale) : value]));
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** The same message in every language: notifications store all four. */
export function translateAll(key: string, params?: MessageParams): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, translate(locale, key, params)])) as Record<Locale, string>;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Best supported language of an Accept-Language header (`ar-SA,ar;q=0.9,en;q=0.8` → `ar`), else Arabic.
 * The contract requires this normalisation before validation, so the header never causes a 422.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return defaultLocale;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of value.split(',')) {
    const [tag = '', ...options] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qOption = options.map((o) => o.trim()).find((o) => o.startsWith('q='));
    const q = qOption ? Number(qOption.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? defaultLocale;
}

/** The text of a multilingual record in `locale`, falling back to Arabic then English (contract rule). */
export function resolveText(locale: Locale, texts: Partial<Record<Locale, string | null | undefined>>): string {
  return texts[locale] || texts.ar || texts.en || '';
}
