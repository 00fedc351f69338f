import { describe, expect, it } from 'vitest';
import { formatDay, formatTimeOfDay, negotiateLocale, resolveText, translate, translateAll } from '.';

describe('server messages', () => {
  it('picks the best supported language of an Accept-Language header, else Arabic', () => {
    expect(negotiateLocale('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(negotiateLocale('fr-FR,tr;q=0.4,en;q=0.6')).toBe('en');
    expect(negotiateLocale('UR')).toBe('ur');
    expect(negotiateLocale('de, fr')).toBe('ar');
    expect(negotiateLocale('en;q=0')).toBe('ar');
    expect(negotiateLocale(undefined)).toBe('ar');
  });

  it('formats ICU plurals per language', () => {
    expect(translate('en', 'api.error.too_many_requests', { seconds: 1 })).toBe('Too many requests. Try again in 1 second.');
    expect(translate('en', 'api.error.too_many_requests', { seconds: 40 })).toBe('Too many requests. Try again in 40 seconds.');
    expect(translate('ar', 'api.error.too_many_requests', { seconds: 2 })).toBe('طلبات كثيرة جدًا. حاول مرة أخرى بعد ثانيتين.');
    expect(translate('en', 'api.no.such.key')).toBe('api.no.such.key');
  });

  it('gives every language at once, and resolves multilingual fields with the contract fallbacks', () => {
    expect(Object.keys(translateAll('api.message.ok'))).toEqual(['ar', 'en', 'tr', 'ur']);
    expect(resolveText('tr', { ar: 'عربي', en: 'English', tr: null })).toBe('عربي');
    expect(resolveText('ur', { ar: '', en: 'English' })).toBe('English');
  });

  it('writes numbers, days and times with one digit system per language: Arabic-Indic in Arabic, Latin in English', () => {
    expect(translate('ar', 'api.booking.wallet.entry.credit', { reservation: 1234 })).toBe('حجز رقم ١٢٣٤');
    expect(translate('en', 'api.booking.wallet.entry.credit', { reservation: 1234 })).toBe('Reservation #1234');
    expect(translate('ar', 'api.website.free_trial.title', { days: 14 })).toContain('١٤');
    expect(translate('en', 'api.website.free_trial.title', { days: 14 })).toContain('14');
    // 21:30 UTC on 19 December is already 20 December in Riyadh.
    const day = new Date('2026-12-19T21:30:00Z');
    expect(formatDay('ar', day)).toBe('٢٠ ديسمبر ٢٠٢٦');
    expect(formatDay('en', day)).toBe('December 20, 2026');
    expect(formatTimeOfDay('ar', '21:30')).toMatch(/^٩:٣٠\s?م$/);
    expect(formatTimeOfDay('en', '21:30')).toMatch(/^9:30\sPM$/);
  });
});
