/**
 * The demo data holds together: a valid IBAN, a ledger whose running balances add up, a week of
 * reservations that never overlap and sit inside working hours, texts in all four languages, and
 * nothing that depends on the real clock.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  DEMO_IBAN,
  LOCALES,
  MOCK_NOW,
  banks,
  demoTenant,
  homeContent,
  lapsedTenant,
  packages,
  permissions,
  providerUsers,
  type ProviderTenant,
} from './fixtures';

const tenant: ProviderTenant = demoTenant();
const MINUTE = 60_000;

/** ISO 13616 check, written apart from the mocks' own: move "SA" and the check digits to the end, letters to numbers, mod 97. */
function ibanIsValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

describe('IBAN', () => {
  it('the demo IBAN is SA and 22 digits with correct check digits, at Al Rajhi (80)', () => {
    expect(DEMO_IBAN).toMatch(/^SA\d{22}$/);
    expect(ibanIsValid(DEMO_IBAN)).toBe(true);
    expect(DEMO_IBAN.slice(4, 6)).toBe(banks.find((bank) => bank.name_en === 'Al Rajhi Bank')?.iban_code);
    expect(ibanIsValid(`SA04${DEMO_IBAN.slice(4)}`)).toBe(false);
  });

  it('lists at least ten real Saudi banks with distinct codes, named in four languages', () => {
    expect(banks.map((bank) => bank.name_en)).toEqual(
      expect.arrayContaining([
        'Al Rajhi Bank',
        'The Saudi National Bank',
        'Riyad Bank',
        'Saudi Awwal Bank (SAB)',
        'Alinma Bank',
        'Banque Saudi Fransi',
        'Arab National Bank',
        'Bank AlJazira',
        'Bank Albilad',
        'The Saudi Investment Bank',
        'Gulf International Bank Saudi Arabia',
      ]),
    );
    expect(new Set(banks.map((bank) => bank.iban_code)).size).toBe(banks.length);
    expect(new Set(banks.map((bank) => bank.code)).size).toBe(banks.length);
    for (const bank of banks) expect([bank.name_ar, bank.name_en, bank.name_tr, bank.name_ur].every(Boolean)).toBe(true);
  });
});

describe('users', () => {
  it('has the demo owner, the lapsed owner and a limited staff admin', () => {
    const [owner, lapsed, staff] = providerUsers;
    expect(owner).toMatchObject({ mobile: '500000001', role: 'owner', is_super_admin: true });
    expect(owner?.permissions).toHaveLength(permissions.length);
    expect(lapsed).toMatchObject({ mobile: '500000002', role: 'owner' });
    expect(lapsedTenant().bankAccount).toBeNull();
    expect(Date.parse(lapsedTenant().subscription?.expire_at ?? '')).toBeLessThan(Date.parse(MOCK_NOW));
    expect(staff?.permissions).toEqual(['reservations.view', 'reservations.manage']);
  });
});

describe('reservations', () => {
  const now = Date.parse(MOCK_NOW);
  const week = tenant.reservations.filter((row) => row.starts_at >= '2026-11-18' && row.starts_at < '2026-11-29');

  it('has forty in the week around MOCK_NOW, with every status', () => {
    expect(week).toHaveLength(40);
    expect(new Set(week.map((row) => row.status))).toEqual(new Set(['pending', 'confirmed', 'completed', 'cancelled', 'no_show']));
  });

  it('has only settled or awaiting statuses in the past and only open or cancelled ones ahead', () => {
    for (const row of tenant.reservations) {
      const past = Date.parse(row.starts_at) < now;
      if (past) expect(row.status, `#${row.id}`).not.toBe('pending');
      else expect(['pending', 'confirmed', 'cancelled'], `#${row.id}`).toContain(row.status);
      expect(Date.parse(row.created_at)).toBeLessThanOrEqual(now);
    }
  });

  it('never lets two live reservations of a barber overlap, buffers included', () => {
    const live = tenant.reservations.filter((row) => row.status === 'pending' || row.status === 'confirmed');
    for (const a of live) {
      for (const b of live) {
        if (a.id >= b.id || a.barber_id !== b.barber_id) continue;
        const aFrom = Date.parse(a.starts_at) - a.buffer_before_minutes * MINUTE;
        const aTo = Date.parse(a.ends_at) + a.buffer_after_minutes * MINUTE;
        const bFrom = Date.parse(b.starts_at) - b.buffer_before_minutes * MINUTE;
        const bTo = Date.parse(b.ends_at) + b.buffer_after_minutes * MINUTE;
        expect(aFrom < bTo && bFrom < aTo, `#${a.id} and #${b.id}`).toBe(false);
      }
    }
  });

  it('places every reservation inside its barber’s hours, outside breaks, with totals that add up', () => {
    for (const row of tenant.reservations) {
      const barber = tenant.barbers.find((item) => item.id === row.barber_id);
      const salon = tenant.salons.find((item) => item.id === row.salon_id);
      const hours = barber?.working_hours ?? salon?.working_hours ?? [];
      const day = hours.find((item) => item.day === new Date(`${row.starts_at.slice(0, 10)}T00:00:00Z`).getUTCDay());
      const start = row.starts_at.slice(11, 16);
      const end = row.ends_at.slice(11, 16);
      expect(day?.is_open, `#${row.id}`).toBe(true);
      expect(start >= (day?.opens_at ?? '') && end <= (day?.closes_at ?? ''), `#${row.id} ${start}–${end}`).toBe(true);
      for (const pause of day?.breaks ?? []) expect(start < pause.ends_at && pause.starts_at < end, `#${row.id} in a break`).toBe(false);
      expect(row.total).toBe(row.services.reduce((sum, item) => sum + item.price, 0));
      expect((Date.parse(row.ends_at) - Date.parse(row.starts_at)) / MINUTE).toBe(row.services.reduce((sum, item) => sum + item.duration_minutes, 0));
      expect(barber?.service_ids).toEqual(expect.arrayContaining(row.services.map((item) => item.service_id)));
    }
  });
});

describe('wallet ledger', () => {
  it('has credits, dues, withdrawals and refunds whose running balances add up and never dip below zero', () => {
    expect(new Set(tenant.ledger.map((row) => row.type))).toEqual(new Set(['credit', 'dues', 'withdrawal', 'refund']));
    let balance = 0;
    for (const row of tenant.ledger) {
      balance += row.amount;
      expect(row.balance_after, `entry ${row.id}`).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(Date.parse(row.created_at)).toBeLessThanOrEqual(Date.parse(MOCK_NOW));
    }
    const credited = tenant.ledger.filter((row) => row.type === 'credit').map((row) => row.reservation_id);
    const completed = tenant.reservations.filter((row) => row.status === 'completed').map((row) => row.id);
    expect(credited).toEqual(completed);
  });

  it('points each withdrawal at its ledger entry and balance', () => {
    for (const withdrawal of tenant.withdrawals) {
      const entry = tenant.ledger.find((row) => row.id === withdrawal.transaction_id);
      expect(entry).toMatchObject({ type: 'withdrawal', amount: -withdrawal.amount, balance_after: withdrawal.balance_after });
    }
  });
});

describe('texts in four languages', () => {
  const distinct = (texts: Record<string, string | null>) => new Set(Object.values(texts)).size;

  it('salons have names and descriptions in all four, in Riyadh and Jeddah', () => {
    expect(tenant.salons.map((row) => row.city_id)).toEqual([1, 4]);
    for (const row of tenant.salons) {
      expect(distinct({ ar: row.name_ar, en: row.name_en, tr: row.name_tr, ur: row.name_ur })).toBe(4);
      expect(distinct({ ar: row.description_ar, en: row.description_en, tr: row.description_tr, ur: row.description_ur })).toBe(4);
    }
  });

  it('the Riyadh salon offers the eight services of the brief, priced in halalas', () => {
    const riyadh = tenant.services.filter((row) => row.salon_id === 1);
    expect(riyadh.map((row) => row.name_en)).toEqual(['Haircut', 'Beard trim', 'Hair colouring', "Kids' haircut", 'Facial', 'Hot towel shave', 'Hair wash', 'Hair treatment']);
    for (const row of tenant.services) {
      expect(Number.isInteger(row.price) && row.price >= 100).toBe(true);
      expect(row.duration_minutes).toBeGreaterThanOrEqual(5);
    }
  });

  it('notifications: at least eight over three days, some unread, each in all four languages', () => {
    const rows = tenant.notifications;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.created_at.slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    expect(rows.some((row) => !row.is_read) && rows.some((row) => row.is_read)).toBe(true);
    for (const row of rows) {
      expect(distinct(Object.fromEntries(LOCALES.map((locale) => [locale, row.data[locale].title]))), `${row.id}`).toBe(4);
      expect(LOCALES.every((locale) => row.data[locale].body.length > 0)).toBe(true);
    }
  });

  it('packages are basic, pro and enterprise with limits and features in all four', () => {
    expect(packages.map((row) => [row.name_en, row.max_salons, row.max_barbers])).toEqual([
      ['Basic', 1, 3],
      ['Pro', 3, 15],
      ['Enterprise', 20, 100],
    ]);
    for (const row of packages.flatMap((item) => item.features)) expect(distinct({ ar: row.name_ar, en: row.name_en, tr: row.name_tr, ur: row.name_ur })).toBeGreaterThanOrEqual(3);
  });

  it('the home page has every section in every language', () => {
    for (const locale of LOCALES) {
      const content = homeContent[locale];
      expect(content.why_us.items.length && content.services.items.length && content.partners.length).toBeTruthy();
      expect(content.free_trial.cta).not.toBe(locale === 'en' ? '' : homeContent.en.free_trial.cta);
    }
  });
});

describe('stability', () => {
  it('builds the same data whatever the real clock says', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-05T12:00:00Z'));
    const later = demoTenant();
    vi.useRealTimers();
    expect(later).toEqual(demoTenant());
  });
});
