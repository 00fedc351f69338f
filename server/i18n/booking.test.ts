// Every booking message the code can produce exists in all four languages, and every booking
// message in the catalogs is one the code can produce.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '../domain/admins';
import { TRANSITIONS } from '../domain/reservations';
import { hasMessage, locales } from './index';

const server = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every domain module (a new one, such as reservation-changes.ts, is read without being listed).
const sources = [
  ...readdirSync(path.join(server, 'domain')).map((f) => path.join(server, 'domain', f)),
  ...readdirSync(path.join(server, 'http', 'handlers', 'booking')).map((f) => path.join(server, 'http', 'handlers', 'booking', f)),
  path.join(server, 'db', 'seed-booking.ts'),
].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of sources) {
    // Code only: a key named in a comment (an example in a doc comment) is not one the code produces.
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(/['`](api\.booking\.[a-z_.]+)['`]/g)) keys.add(match[1]!);
  }
  // Keys the code builds: one per reservation action, permission and notification part.
  for (const action of Object.keys(TRANSITIONS)) keys.add(`api.booking.reservation.cannot_${action}`);
  for (const action of Object.entries(TRANSITIONS).filter(([, rule]) => rule.afterStart).map(([a]) => a)) keys.add(`api.booking.reservation.not_started_${action}`);
  for (const key of PERMISSION_KEYS) keys.add(`api.booking.permission.${key}`);
  for (const key of [...keys].filter((k) => k.startsWith('api.booking.notify.'))) {
    keys.delete(key);
    keys.add(`${key}.title`);
    keys.add(`${key}.body`);
  }
  return keys;
}

describe('booking messages', () => {
  it('every key the code uses exists in ar, en, tr and ur', () => {
    const missing = [...usedKeys()].flatMap((key) => locales.filter((locale) => !hasMessage(key, locale)).map((locale) => `${locale}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('the catalogs hold no booking message the code never uses', () => {
    const used = usedKeys();
    const catalog = Object.keys(JSON.parse(readFileSync(path.join(server, 'i18n', 'messages', 'en', 'booking.json'), 'utf8')) as Record<string, string>);
    expect(catalog.filter((key) => !used.has(key))).toEqual([]);
  });
});
