/**
 * The customers' side of the demo (tag `Public booking`): Elegance Salon's public page, its free
 * times, a customer's sign-in and bookings — in the story's language, typed from the contract and
 * checked with the rest of the demo (fixtures.test.ts). Time stands still at NOW (Sunday
 * 22 November 2026, 09:00 in Riyadh).
 */
import type { Schema } from '../../api-spec';
import { NOW, people, riyadh, serverSays, textIn, type Locale } from './fixtures';
import type { Body, Route } from './http';

type Texts = [ar: string, en: string, tr: string, ur: string];
type Answers = { [R in Route]?: Body<R> };

const services: Array<[number, Texts, Texts | null, number, number]> = [
  [1, ['قص الشعر', 'Haircut', 'Saç kesimi', 'بال کٹوانا'], ['قص بالمقص والماكينة مع الغسيل', 'Scissor and clipper cut with a wash', 'Yıkamalı makas ve makine kesimi', 'دھلائی کے ساتھ قینچی اور مشین کٹ'], 5000, 30],
  [2, ['تشذيب اللحية', 'Beard trim', 'Sakal düzeltme', 'داڑھی کی تراش'], null, 3000, 20],
  [3, ['قص الشعر واللحية', 'Haircut and beard', 'Saç ve sakal', 'بال اور داڑھی'], null, 7500, 45],
  [4, ['قص شعر الأطفال', "Children's haircut", 'Çocuk saç kesimi', 'بچوں کے بال'], null, 4000, 25],
];
const barbers: Array<[number, Texts, number[]]> = [
  [1, ['أحمد', 'Ahmed', 'Ahmet', 'احمد'], [1, 2, 3, 4]],
  [2, ['خالد', 'Khalid', 'Halid', 'خالد'], [1, 2, 3]],
  [3, ['يوسف', 'Youssef', 'Yusuf', 'یوسف'], [1, 4]],
];
const salonName: Texts = ['صالون الأناقة', 'Elegance Salon', 'Zarafet Kuaförü', 'ایلیگنس سیلون'];

const DEMO_SLUG = 'elegance-salon';

export function publicSalon(locale: Locale): Schema<'PublicSalon'> {
  const day = (d: number) =>
    d === 5 ? { day: d, is_open: true, opens_at: '16:00', closes_at: '23:30', breaks: [] } : { day: d, is_open: true, opens_at: '10:00', closes_at: '23:00', breaks: [{ starts_at: '13:00', ends_at: '13:30' }] };
  return {
    id: 1,
    slug: DEMO_SLUG,
    name: textIn(locale, salonName),
    name_ar: salonName[0],
    name_en: salonName[1],
    name_tr: salonName[2],
    name_ur: salonName[3],
    description: textIn(locale, ['صالون رجالي متكامل في حي العليا', "Full-service men's salon in Al Olaya", "Olaya'da tam hizmet erkek kuaförü", 'العلیا میں مکمل مردانہ سیلون']),
    address: textIn(locale, ['طريق الملك فهد، العليا', 'King Fahd Road, Al Olaya', 'Kral Fahd Yolu, Olaya', 'شاہ فہد روڈ، العلیا']),
    city: textIn(locale, ['الرياض', 'Riyadh', 'Riyad', 'ریاض']),
    latitude: 24.6911,
    longitude: 46.6853,
    map_url: 'https://www.google.com/maps/search/?api=1&query=24.6911%2C46.6853',
    phone: '114567890',
    timezone: 'Asia/Riyadh',
    logo_url: null,
    cover_url: null,
    working_hours: [0, 1, 2, 3, 4, 5, 6].map(day),
    services: services.map(([id, name, description, price, minutes]) => ({ id, name: textIn(locale, name), description: description && textIn(locale, description), price, duration_minutes: minutes })),
    barbers: barbers.map(([id, name, serviceIds]) => ({ id, name: textIn(locale, name), photo_url: null, service_ids: serviceIds })),
    rules: { horizon_days: DEMO_HORIZON_DAYS, min_notice_minutes: 60, change_cutoff_hours: 3, auto_confirm: true },
    content_version: '1f3a9c0d',
  };
}

const addMinutes = (iso: string, minutes: number) => `${new Date(Date.parse(iso) + (minutes + 180) * 60_000).toISOString().slice(0, 19)}+03:00`;

/** The demo salon's window: `rules.horizon_days` days from NOW's day (30: 22 November to 21 December 2026). */
export const DEMO_HORIZON_DAYS = 30;
const DAY_MS = 86_400_000;
// Read when called, not at load: fixtures.ts and this module import each other.
const today = () => NOW.slice(0, 10);
/** How many days `date` (`YYYY-MM-DD`) is after NOW's day. */
const offsetOf = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today()}T00:00:00Z`)) / DAY_MS);
/** The last day of the demo salon's window. */
export const demoLastDay = () => riyadh(DEMO_HORIZON_DAYS - 1, '00:00').slice(0, 10);

/**
 * Free times for `days` days from `from` (default NOW's day and a week), as the slots call answers
 * them: the same week again and again (today from 10:30, Friday from 16:00, Saturday full; later
 * weeks from 10:00), and days after the salon's window empty.
 */
export function publicSlots(from: string = today(), days = 7): Schema<'PublicSlotsDay'>[] {
  const times: Record<number, string[]> = {
    0: ['10:30', '11:00', '14:00', '15:30', '18:00', '20:30'],
    1: ['10:00', '10:30', '11:30', '12:00', '14:30', '16:00', '17:30', '19:00', '21:15'],
    2: ['10:00', '13:30', '17:00', '22:00'],
    3: ['11:00', '16:00'],
    4: ['10:00', '18:30'],
    5: ['16:00', '19:30', '22:30'],
    6: [],
  };
  const first = offsetOf(from);
  return Array.from({ length: days }, (_, i) => {
    const d = first + i;
    const weekday = ((d % 7) + 7) % 7;
    const free = d < 0 || d >= DEMO_HORIZON_DAYS ? [] : d >= 7 && weekday === 0 ? ['10:00', ...times[0]!] : times[weekday]!;
    return { date: riyadh(d, '00:00').slice(0, 10), slots: free.map((t) => ({ starts_at: riyadh(d, t), ends_at: addMinutes(riyadh(d, t), 30), barber_ids: [1, 2] })) };
  });
}

/**
 * The slots call's answer to a request, as the server gives it: `from` and `days` (1–14, default 7)
 * honoured, a range starting after the salon's window refused (422 `outside_booking_window`).
 */
export function publicSlotsAnswer(query: URLSearchParams, locale: Locale): { status: 200; body: { data: Schema<'PublicSlotsDay'>[]; message: string } } | { status: 422; body: Schema<'ValidationError'> } {
  const from = query.get('from') ?? today();
  const days = Math.min(14, Math.max(1, Number(query.get('days') ?? 7) || 7));
  if (from > demoLastDay()) {
    const message = serverSays(locale, 'api.customer.outside_booking_window', { days: DEMO_HORIZON_DAYS });
    return { status: 422, body: { code: 'outside_booking_window', message, errors: { from: [message] } } };
  }
  return { status: 200, body: { data: publicSlots(from, days), message: '' } };
}

/** The customer's bookings: Khalid's haircut tomorrow (changeable), a beard trim today in 2 hours (past the cutoff), last week's visit. */
export function customerBooking(locale: Locale, which: 'tomorrow' | 'today' | 'past' = 'tomorrow'): Schema<'CustomerBooking'> {
  const [day, time, serviceId, barberId] = which === 'tomorrow' ? [1, '10:30', 1, 1] : which === 'today' ? [0, '11:00', 2, 2] : [-7, '18:00', 3, 1];
  const service = services[serviceId - 1]!;
  const startsAt = riyadh(day, time);
  const live = which !== 'past';
  return {
    public_id: which === 'tomorrow' ? 'Xq3vT9bK2mNpL8sRw4yZ1A' : which === 'today' ? 'Hn4pQ7wE2rTy6uIo8pAs1D' : 'Bv5cX8zL3kJh7gFd2sAq9W',
    salon: { slug: DEMO_SLUG, name: textIn(locale, salonName), phone: '114567890', timezone: 'Asia/Riyadh', horizon_days: DEMO_HORIZON_DAYS },
    barber_id: barberId,
    barber_name: textIn(locale, barbers[barberId - 1]![1]),
    services: [{ service_id: serviceId, name: textIn(locale, service[1]), price: service[3], duration_minutes: service[4] }],
    starts_at: startsAt,
    ends_at: addMinutes(startsAt, service[4]),
    total: service[3],
    status: live ? 'confirmed' : 'completed',
    source: 'online',
    notes: null,
    cancel_reason: null,
    can_change: which === 'tomorrow',
    change_until: live ? addMinutes(startsAt, -180) : null,
    manage_path: `/my-bookings/${which === 'tomorrow' ? 'Xq3vT9bK2mNpL8sRw4yZ1A' : which === 'today' ? 'Hn4pQ7wE2rTy6uIo8pAs1D' : 'Bv5cX8zL3kJh7gFd2sAq9W'}`,
    created_at: riyadh(-8, '20:00'),
  };
}

export function customerDemo(locale: Locale) {
  const booking = customerBooking(locale);
  return {
    'GET /public/salons/{slug}': { data: publicSalon(locale), message: '' },
    'GET /public/salons/{slug}/slots': { data: publicSlots(), message: '' },
    'POST /public/customer/code': { data: { mobile: '551234567', resend_in: 60 }, message: serverSays(locale, 'api.message.code_sent') },
    'POST /public/customer/verify': {
      data: { token: 'demo-customer-token', expires_at: riyadh(30, '09:00'), customer: { id: 12, mobile: '551234567', country_code: '+966', name: textIn(locale, people.khalid), language: locale } },
      message: '',
    },
    'POST /public/salons/{slug}/bookings': { data: { ...booking, created_at: NOW }, message: serverSays(locale, 'api.customer.booking.confirmed') },
    'GET /customer/bookings': { data: { upcoming: [customerBooking(locale, 'today'), booking], past: [customerBooking(locale, 'past')] }, message: '' },
    'GET /customer/bookings/{public_id}': { data: booking, message: '' },
    'POST /customer/bookings/{public_id}/cancel': { data: { ...booking, status: 'cancelled', can_change: false }, message: serverSays(locale, 'api.customer.booking.cancelled') },
    'POST /customer/bookings/{public_id}/move': {
      data: { ...booking, starts_at: riyadh(2, '13:30'), ends_at: riyadh(2, '14:00'), change_until: riyadh(2, '10:30') },
      message: serverSays(locale, 'api.customer.booking.moved'),
    },
    'POST /customer/auth/logout': { data: null, message: serverSays(locale, 'api.customer.signed_out') },
  } satisfies Answers;
}
