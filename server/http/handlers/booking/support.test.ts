import { describe, expect, it } from 'vitest';
import type { ReservationView } from '../../../domain/reservations';
import { reservationText } from './support';

// Only the names a reservation's notification writes.
const reservation = { customer_name: 'خالد', barber_name: 'سالم', salon_name: 'صالون الأناقة' } as ReservationView;
// 20:00 on Thursday 10 December 2026 in Riyadh (17:00 UTC): 1 Rajab 1448 by Umm al-Qura.
const startsAt = new Date('2026-12-10T17:00:00Z');

describe('a reservation notification', () => {
  it('carries the Umm al-Qura date beside the Gregorian one in Arabic, and not in English, Turkish or Urdu', () => {
    const data = reservationText('api.booking.notify.reservation_created', reservation, 'Asia/Riyadh', startsAt)({ showHijri: true });
    expect(data.ar.body).toMatch(/\(١ رجب ١٤٤٨ هـ\)/);
    expect(data.ar.body).toContain('خالد');
    expect(data.en.body).toMatch(/Dec 10, 2026/);
    for (const locale of ['en', 'tr', 'ur'] as const) expect(data[locale].body).not.toMatch(/1448|١٤٤٨|Rajab|رجب|Recep/);
  });

  it('leaves the Hijri date out for a reader who hid Hijri dates', () => {
    const data = reservationText('api.booking.notify.reservation_changed', reservation, 'Asia/Riyadh', startsAt)({ showHijri: false });
    expect(data.ar.body).not.toMatch(/١٤٤٨|هـ/);
    expect(data.ar.body).toMatch(/٢٠٢٦/);
  });

  it('counts the Hijri day in the salon’s zone: a late booking in Riyadh is already the next day', () => {
    // 22:30 UTC on 10 December is 01:30 on 11 December in Riyadh.
    const late = new Date('2026-12-10T22:30:00Z');
    const data = reservationText('api.booking.notify.reservation_cancelled', reservation, 'Asia/Riyadh', late)({ showHijri: true });
    expect(data.ar.body).toMatch(/\(٢ رجب ١٤٤٨ هـ\)/);
  });
});
