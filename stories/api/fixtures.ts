/**
 * The demo business the stories show, as the API answers it: Mohammed's two salons (Riyadh,
 * Jeddah), their barbers and services, a week of reservations, the wallet, notifications,
 * packages, staff, the focus area and the website — in the story's language.
 *
 * `demo(locale)` gives the success body of each call, keyed `'GET /provider/salons'`, typed from
 * the contract (api-spec/schema.d.ts); `fixtures.test.ts` validates every body with the
 * contract's response schemas, so a fixture cannot drift. Texts the server writes (notifications,
 * ledger lines, website content, messages) come from the server's own catalogues.
 *
 * Time stands still at NOW (Sunday 22 November 2026, 09:00 in Riyadh), so screenshots never move.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Schema } from '../../api-spec';
import { intlLocale, type Locale } from '../../app/i18n/locales';
import { customerDemo } from './customer-fixtures';
import { messageDemo } from './message-fixtures';
import type { Body, Route } from './http';

export type { Locale };
export const NOW = '2026-11-22T09:00:00+03:00';
export const DEMO_CODE = '1234';
export const DEMO_PASSWORD = 'password123';
const DEMO_IBAN = 'SA0380000000608010167519';

// ---------------------------------------------------------------------------------------------
// The server's words

const serverCatalogues = import.meta.glob<Record<string, unknown>>('../../server/i18n/messages/*/*.json', { eager: true, import: 'default' });

/** A message of the server's catalogue (`api.*`) in `locale`, formatted as the server does. */
export function serverSays(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const entry = Object.entries(serverCatalogues).find(([file, catalogue]) => file.includes(`/${locale}/`) && id in catalogue);
  if (!entry) throw new Error(`The server has no message ${id} in ${locale}`);
  // Catalogues are compiled at build time: IntlMessageFormat takes their AST as well as a string.
  return String(new IntlMessageFormat(entry[1][id] as string, intlLocale[locale]).format(values));
}

// ---------------------------------------------------------------------------------------------
// Time

const DAY_MS = 86_400_000;
/** `HH:MM` in Riyadh, `days` after NOW's date, as the API writes instants. */
export function riyadh(days: number, time: string): string {
  const date = new Date(Date.parse(`${NOW.slice(0, 10)}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return `${date}T${time}:00+03:00`;
}
const plus = (iso: string, minutes: number) => `${new Date(Date.parse(iso) + (minutes + 180) * 60_000).toISOString().slice(0, 19)}+03:00`;

// ---------------------------------------------------------------------------------------------
// Names in the four languages

type Texts = [ar: string, en: string, tr: string, ur: string];
const index = { ar: 0, en: 1, tr: 2, ur: 3 } as const;
/** The text of `locale` among the four. */
export const textIn = (locale: Locale, texts: Texts) => texts[index[locale]];
const say = textIn;
/** `name_ar`…`name_ur` plus `name` resolved in the request's language, as multilingual records carry. */
function multilingual<K extends string>(key: K, locale: Locale, texts: Texts) {
  return { [`${key}_ar`]: texts[0], [`${key}_en`]: texts[1], [`${key}_tr`]: texts[2], [`${key}_ur`]: texts[3], [key]: say(locale, texts) } as Record<
    `${K}_ar` | `${K}_en` | `${K}_tr` | `${K}_ur` | K,
    string
  >;
}

export const people = {
  owner: ['محمد العتيبي', 'Mohammed Alotaibi', 'Muhammed Alotaibi', 'محمد العتیبی'],
  fahd: ['فهد الدوسري', 'Fahd Aldosari', 'Fahd Aldosari', 'فہد الدوسری'],
  noura: ['نورة السبيعي', 'Noura Alsubaie', 'Nura Alsubaie', 'نورہ السبیعی'],
  sara: ['سارة القحطاني', 'Sara Alqahtani', 'Sare Alkahtani', 'سارہ القحطانی'],
  khalid: ['خالد الحربي', 'Khalid Alharbi', 'Halid Alharbi', 'خالد الحربی'],
  reem: ['ريم الشهري', 'Reem Alshehri', 'Rim Alşehri', 'ریم الشہری'],
  faisal: ['فيصل المطيري', 'Faisal Almutairi', 'Faysal Almutayri', 'فیصل المطیری'],
  layla: ['ليلى الزهراني', 'Layla Alzahrani', 'Leyla Alzahrani', 'لیلیٰ الزہرانی'],
} satisfies Record<string, Texts>;

const salonNames: Texts[] = [
  ['صالون الأناقة', 'Elegance Salon', 'Zarafet Kuaförü', 'ایلیگنس سیلون'],
  ['حلاق الواجهة البحرية', 'Waterfront Barbers', 'Sahil Berberi', 'واٹر فرنٹ باربرز'],
];
const barberNames: Texts[] = [
  ['أحمد', 'Ahmed', 'Ahmet', 'احمد'],
  ['خالد', 'Khalid', 'Halid', 'خالد'],
  ['يوسف', 'Youssef', 'Yusuf', 'یوسف'],
  ['عمر', 'Omar', 'Ömer', 'عمر'],
  ['سعد', 'Saad', 'Saad', 'سعد'],
];
/** [salon, name, minutes, price in halalas, active] */
const serviceRows: Array<[number, Texts, number, number, boolean]> = [
  [1, ['قص الشعر', 'Haircut', 'Saç kesimi', 'بال کٹوانا'], 30, 5000, true],
  [1, ['تشذيب اللحية', 'Beard trim', 'Sakal düzeltme', 'داڑھی کی تراش'], 20, 3000, true],
  [1, ['قص الشعر واللحية', 'Haircut and beard', 'Saç ve sakal', 'بال اور داڑھی'], 45, 7500, true],
  [1, ['قص شعر الأطفال', "Children's haircut", 'Çocuk saç kesimi', 'بچوں کے بال'], 25, 4000, true],
  [1, ['صبغة الشعر', 'Hair colouring', 'Saç boyama', 'بالوں کا رنگ'], 60, 12000, false],
  [2, ['حلاقة كلاسيكية', 'Classic shave', 'Klasik tıraş', 'کلاسک شیو'], 30, 4500, true],
  [2, ['قص الشعر', 'Haircut', 'Saç kesimi', 'بال کٹوانا'], 30, 5500, true],
];
const cityNames: Texts[] = [
  ['الرياض', 'Riyadh', 'Riyad', 'ریاض'],
  ['جدة', 'Jeddah', 'Cidde', 'جدہ'],
];

// ---------------------------------------------------------------------------------------------
// Records

const created = '2026-09-01T10:00:00+03:00';
const hours = (opens: string, closes: string): Schema<'WorkingHours'> =>
  [0, 1, 2, 3, 4, 5, 6].map((day) =>
    day === 5
      ? { day, is_open: true, opens_at: '16:00', closes_at: '23:00', breaks: [] }
      : { day, is_open: true, opens_at: opens, closes_at: closes, breaks: day === 6 ? [] : [{ starts_at: '13:00', ends_at: '14:00' }] },
  );

function salon(locale: Locale, id: 1 | 2): Schema<'Salon'> {
  const riyadhSalon = id === 1;
  return {
    id,
    ...multilingual('name', locale, salonNames[id - 1]!),
    ...multilingual('description', locale, riyadhSalon
      ? ['صالون رجالي متكامل في حي العليا', "Full-service men's salon in Al Olaya", "Olaya'da tam hizmet erkek kuaförü", 'العلیا میں مکمل مردانہ سیلون']
      : ['حلاقة على الواجهة البحرية', 'Barbers on the Corniche', 'Kornişte berber', 'کورنیش پر حجام']),
    address: say(locale, riyadhSalon ? ['طريق الملك فهد، العليا', 'King Fahd Road, Al Olaya', 'Kral Fahd Yolu, Olaya', 'شاہ فہد روڈ، العلیا'] : ['الكورنيش، جدة', 'Corniche Road, Jeddah', 'Korniş Yolu, Cidde', 'کورنیش روڈ، جدہ']),
    city_id: id,
    city: say(locale, cityNames[id - 1]!),
    latitude: riyadhSalon ? 24.6911 : 21.5433,
    longitude: riyadhSalon ? 46.6853 : 39.1728,
    phone: riyadhSalon ? '114567890' : '126543210',
    logo: null,
    logo_url: null,
    cover: null,
    cover_url: null,
    timezone: 'Asia/Riyadh',
    slot_interval_minutes: 15,
    working_hours: hours(riyadhSalon ? '09:00' : '10:00', '22:00'),
    is_active: true,
    barbers_count: riyadhSalon ? 3 : 2,
    services_count: riyadhSalon ? 5 : 2,
    created_at: created,
    updated_at: created,
  };
}

function service(locale: Locale, id: number): Schema<'Service'> {
  const [salonId, name, minutes, price, active] = serviceRows[id - 1]!;
  return {
    id,
    salon_id: salonId,
    salon_name: say(locale, salonNames[salonId - 1]!),
    ...multilingual('name', locale, name),
    description_ar: null, description_en: null, description_tr: null, description_ur: null, description: null,
    price,
    duration_minutes: minutes,
    image: null,
    image_url: null,
    is_active: active,
    barbers_count: salonId === 1 ? 3 : 2,
    created_at: created,
    updated_at: created,
  };
}

function barber(locale: Locale, id: number): Schema<'Barber'> {
  const salonId = id <= 3 ? 1 : 2;
  const serviceIds = serviceRows.flatMap(([s, , , , active], i) => (s === salonId && active ? [i + 1] : []));
  return {
    id,
    salon_id: salonId,
    salon_name: say(locale, salonNames[salonId - 1]!),
    name: say(locale, barberNames[id - 1]!),
    mobile: `55000000${id}`,
    photo: null,
    photo_url: null,
    skills_ar: null, skills_en: null, skills_tr: null, skills_ur: null, skills: null,
    service_ids: serviceIds,
    services: serviceIds.map((sid) => ({ id: sid, name: say(locale, serviceRows[sid - 1]![1]) })),
    working_hours: null,
    effective_working_hours: salon(locale, salonId as 1 | 2).working_hours,
    is_active: true,
    created_at: created,
    updated_at: created,
  };
}

/** [day after NOW, time, barber, services, customer, status] */
const bookings: Array<[number, string, number, number[], keyof typeof people, Schema<'ReservationStatus'>]> = [
  [-1, '10:00', 1, [1], 'khalid', 'completed'],
  [-1, '16:30', 2, [3], 'faisal', 'confirmed'],
  [0, '09:30', 1, [1, 2], 'khalid', 'confirmed'],
  [0, '10:00', 2, [1], 'reem', 'pending'],
  [0, '11:15', 3, [4], 'layla', 'confirmed'],
  [0, '14:30', 1, [3], 'faisal', 'pending'],
  [0, '16:00', 2, [2], 'sara', 'cancelled'],
  [0, '18:00', 3, [1], 'khalid', 'no_show'],
  [1, '10:00', 1, [1], 'reem', 'confirmed'],
  [1, '15:00', 2, [3], 'layla', 'pending'],
  [2, '11:00', 3, [2], 'faisal', 'confirmed'],
  [3, '17:30', 1, [1, 2], 'sara', 'pending'],
];

export function reservation(locale: Locale, id: number): Schema<'Reservation'> {
  const [day, time, barberId, serviceIds, customer, status] = bookings[id - 1]!;
  const services = serviceIds.map((sid) => {
    const [, name, minutes, price] = serviceRows[sid - 1]!;
    return { service_id: sid, name: say(locale, name), price, duration_minutes: minutes };
  });
  const startsAt = riyadh(day, time);
  return {
    id,
    salon_id: 1,
    salon_name: say(locale, salonNames[0]!),
    barber_id: barberId,
    barber_name: say(locale, barberNames[barberId - 1]!),
    client_id: Object.keys(people).indexOf(customer) + 1,
    customer_name: say(locale, people[customer]),
    customer_mobile: `5551234${String(id).padStart(2, '0')}`,
    services,
    starts_at: startsAt,
    ends_at: plus(startsAt, services.reduce((sum, s) => sum + s.duration_minutes, 0)),
    total: services.reduce((sum, s) => sum + s.price, 0),
    status,
    source: id % 3 === 0 ? 'online' : 'staff',
    walk_in: false,
    notes: null,
    cancel_reason: status === 'cancelled' ? say(locale, ['طلب العميل', 'Asked by the customer', 'Müşterinin isteği', 'گاہک کی درخواست']) : null,
    created_at: riyadh(day - 2, '18:42'),
    updated_at: riyadh(day - 2, '18:42'),
  };
}

/** Reservation 4's life: booked by the owner, moved half an hour by a receptionist who added a note. */
function reservationHistory(locale: Locale): Schema<'ReservationHistoryEntry'>[] {
  return [
    { id: 1, action: 'created', actor: { kind: 'staff', name: say(locale, people.owner) }, changes: [], created_at: riyadh(-2, '18:42') },
    {
      id: 2,
      action: 'changed',
      actor: { kind: 'staff', name: say(locale, people.noura) },
      changes: [
        { field: 'starts_at', from: riyadh(0, '09:30'), to: riyadh(0, '10:00') },
        { field: 'notes', from: null, to: say(locale, ['يفضل الصباح', 'Prefers mornings', 'Sabahları tercih eder', 'صبح کو ترجیح دیتے ہیں']) },
      ],
      created_at: riyadh(-1, '12:05'),
    },
  ];
}

const banks: Array<[string, Texts]> = [
  ['RJHI', ['مصرف الراجحي', 'Al Rajhi Bank', 'Al Rajhi Bankası', 'الراجحی بینک']],
  ['NCBK', ['البنك الأهلي السعودي', 'The Saudi National Bank', 'Suudi Ulusal Bankası', 'سعودی نیشنل بینک']],
  ['RIBL', ['بنك الرياض', 'Riyad Bank', 'Riyad Bankası', 'ریاض بینک']],
  ['INMA', ['مصرف الإنماء', 'Alinma Bank', 'Alinma Bankası', 'الانماء بینک']],
];

export const bankAccount = (locale: Locale): Schema<'BankAccount'> => ({
  id: 1,
  bank_id: 1,
  bank_name: say(locale, banks[0]![1]),
  account_holder_name: say(locale, salonNames[0]!),
  account_number: '608010167519',
  iban: DEMO_IBAN,
});

export function owner(locale: Locale): Schema<'ProviderUser'> {
  return {
    id: 1, provider_id: 1, name: say(locale, people.owner), mobile: '500000001', country_code: '+966', email: 'owner@example.com',
    avatar: null, avatar_url: null, is_super_admin: true, chat_status: true, show_hijri: true, role: 'owner', permissions: [...ALL_PERMISSIONS],
    bank_account: bankAccount(locale), created_at: created,
  };
}

export const ALL_PERMISSIONS: Schema<'PermissionKey'>[] = [
  'salons.manage', 'barbers.manage', 'services.manage', 'reservations.view', 'reservations.manage', 'wallet.view',
  'wallet.withdraw', 'bank.manage', 'packages.manage', 'admins.manage', 'buffer_times.manage', 'clients.view', 'clients.manage',
];

/** [name, role, permissions] */
const staff: Array<[Texts, Schema<'ProviderAdmin'>['role'], Schema<'PermissionKey'>[]]> = [
  [people.noura, 'manager', ['salons.manage', 'barbers.manage', 'services.manage', 'reservations.view', 'reservations.manage']],
  [people.fahd, 'receptionist', ['reservations.view', 'reservations.manage']],
  [people.sara, 'admin', ['wallet.view', 'wallet.withdraw', 'bank.manage', 'packages.manage', 'admins.manage']],
];
export const admin = (locale: Locale, id: number): Schema<'ProviderAdmin'> => {
  const [name, role, permissions] = staff[id - 2]!;
  return { id, name: say(locale, name), mobile: `50000000${id + 1}`, country_code: '+966', email: null, role, permissions, created_at: created };
};

const packageRows: Array<[Texts, number, number, number, boolean]> = [
  [['الأساسية', 'Basic', 'Temel', 'بنیادی'], 9900, 1, 3, false],
  [['الاحترافية', 'Pro', 'Profesyonel', 'پرو'], 19900, 3, 10, true],
  [['المؤسسات', 'Enterprise', 'Kurumsal', 'انٹرپرائز'], 49900, 10, 50, false],
];
export function providerPackage(locale: Locale, id: number): Schema<'Package'> {
  const [name, price, maxSalons, maxBarbers, popular] = packageRows[id - 1]!;
  const feature = (key: 'max_salons' | 'max_barbers', count: number) => {
    const all = (['ar', 'en', 'tr', 'ur'] as const).map((l) => serverSays(l, `api.booking.package.${key}`, { count })) as Texts;
    return multilingual('name', locale, all);
  };
  return {
    id,
    ...multilingual('name', locale, name),
    description_ar: null, description_en: null, description_tr: null, description_ur: null, description: null,
    price,
    duration_days: 30,
    max_salons: maxSalons,
    max_barbers: maxBarbers,
    features: [feature('max_salons', maxSalons), feature('max_barbers', maxBarbers)],
    is_popular: popular,
  };
}

/** The package the demo owner runs on (Pro), or one that ended yesterday. */
export function activePackage(locale: Locale, id = 2, expireAt = '2026-12-01T09:00:00+03:00'): Schema<'ActiveSubscription'> {
  const pkg = providerPackage(locale, id);
  return {
    id: 7, package_name: pkg.name, started_at: plus(expireAt, -30 * 1440), expire_at: expireAt,
    expire_at_timer: Math.max(0, (Date.parse(expireAt) - Date.parse(NOW)) / 1000), package: pkg,
  };
}

const focusPackageRows: Array<[Texts, number, number]> = [
  [['شهرية', 'Monthly', 'Aylık', 'ماہانہ'], 4900, 30],
  [['ربع سنوية', 'Quarterly', 'Üç aylık', 'سہ ماہی'], 12900, 90],
  [['سنوية', 'Yearly', 'Yıllık', 'سالانہ'], 44900, 365],
];
function focusPackage(locale: Locale, id: number): Schema<'FocusPackage'> {
  const [name, price, days] = focusPackageRows[id - 1]!;
  return {
    id,
    ...multilingual('name', locale, name),
    description_ar: null, description_en: null, description_tr: null, description_ur: null, description: null,
    price,
    duration_days: days,
    // Each package includes the room settings (a part, which the dashboard links to); the longer ones a benefit too.
    features: [
      { ...multilingual('name', locale, ['إعدادات الكاميرا والميكروفون والسماعة', 'Camera, microphone and speaker settings', 'Kamera, mikrofon ve hoparlör ayarları', 'کیمرا، مائیکروفون اور اسپیکر کی ترتیبات']), part: 'room_settings' },
      ...(id === 1 ? [] : [multilingual('name', locale, ['شهر مجاني', 'One month free', 'Bir ay ücretsiz', 'ایک مہینہ مفت'])]),
    ],
    is_popular: id === 2,
  };
}
export function focusSubscription(locale: Locale, expireAt = '2026-12-15T09:00:00+03:00', packageId = 1): Schema<'FocusSubscription'> {
  const pkg = focusPackage(locale, packageId);
  return {
    id: 3, package_name: pkg.name, started_at: plus(expireAt, -30 * 1440), expire_at: expireAt,
    expire_at_timer: Math.max(0, (Date.parse(expireAt) - Date.parse(NOW)) / 1000), package: pkg,
  };
}
export const focusUser = (locale: Locale): Schema<'FocusUser'> => ({
  id: 1, name: say(locale, people.sara), email: 'focus@example.com', mobile: null, avatar_url: null, social_type: null,
  email_verified_at: created, permissions: ['rooms.join'], created_at: created,
});

// ---------------------------------------------------------------------------------------------
// Wallet: a credit and its 5 % dues per completed reservation, and two withdrawals.

function ledger(locale: Locale): Schema<'WalletTransaction'>[] {
  const entries: Array<Omit<Schema<'WalletTransaction'>, 'id' | 'balance_after'>> = [];
  for (let n = 0; n < 9; n += 1) {
    const reservationId = 101 + n;
    const amount = [5000, 7500, 3000, 12000, 5000, 4000, 7500, 5000, 8000][n]!;
    const at = riyadh(-9 + n, '20:00');
    entries.push({ type: 'credit', amount, description: serverSays(locale, 'api.booking.wallet.entry.credit', { reservation: reservationId }), reservation_id: reservationId, created_at: at });
    entries.push({ type: 'dues', amount: -amount / 20, description: serverSays(locale, 'api.booking.wallet.entry.dues', { percent: 5, reservation: reservationId }), reservation_id: reservationId, created_at: at });
    if (n === 3 || n === 7) entries.push({ type: 'withdrawal', amount: -10000, description: serverSays(locale, 'api.booking.wallet.entry.withdrawal', { iban_end: '7519' }), reservation_id: null, created_at: riyadh(-9 + n, '21:00') });
  }
  let balance = 60000;
  return entries.map((entry, i) => ({ ...entry, id: i + 1, balance_after: (balance += entry.amount) })).reverse();
}

// ---------------------------------------------------------------------------------------------
// Notifications: ten over three days, four unread.

/** [days after NOW, time, kind, reservation] */
const notificationRows: Array<[number, string, 'reservation_created' | 'reservation_confirmed' | 'reservation_cancelled', number]> = [
  [0, '08:40', 'reservation_created', 4], [0, '08:10', 'reservation_created', 6], [0, '07:55', 'reservation_cancelled', 7],
  [-1, '21:30', 'reservation_created', 10], [-1, '19:05', 'reservation_confirmed', 3], [-1, '17:20', 'reservation_confirmed', 5],
  [-1, '12:00', 'reservation_created', 9], [-2, '20:45', 'reservation_confirmed', 11], [-2, '16:15', 'reservation_created', 12],
  [-2, '10:30', 'reservation_cancelled', 2],
];
export function notification(index: number, read = index >= 4): Schema<'Notification'> {
  const [day, time, kind, reservationId] = notificationRows[index]!;
  const text = (l: Locale) => {
    const r = reservation(l, reservationId);
    const start = new Intl.DateTimeFormat(intlLocale[l], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Riyadh' }).format(new Date(r.starts_at));
    const values = { customer: r.customer_name, barber: r.barber_name, salon: r.salon_name, start };
    return { title: serverSays(l, `api.booking.notify.${kind}.title`), body: serverSays(l, `api.booking.notify.${kind}.body`, values) };
  };
  return {
    id: 10 - index, type: kind === 'reservation_confirmed' ? 'reservation_updated' : kind, is_read: read, created_at: riyadh(day, time),
    data: { ar: text('ar'), en: text('en'), tr: text('tr'), ur: text('ur') }, link: `/provider-dashboard/reservations/${reservationId}`,
  };
}
/** Notifications grouped by day, newest first, as the list answers them. */
export function notificationGroups(items: Schema<'Notification'>[]): Schema<'NotificationGroup'>[] {
  const days = [...new Set(items.map((n) => n.created_at.slice(0, 10)))];
  return days.map((date) => ({ date, notifications: items.filter((n) => n.created_at.startsWith(date)) }));
}

// ---------------------------------------------------------------------------------------------
// Online booking and clients (issue 22): the Riyadh salon takes bookings online, each approved by
// the owner; the people who booked are its clients, their counts taken from the week's bookings.

/** The Riyadh salon's online booking (saved, approving each booking), or the Jeddah one's, never saved. */
export function onlineSettings(salonId: 1 | 2 = 1): Schema<'OnlineBookingSettings'> {
  if (salonId === 2) {
    return {
      salon_id: 2, enabled: false, slug: null, suggested_slug: 'waterfront-barbers', public_path: null, old_slugs: [], auto_confirm: true,
      horizon_days: 30, min_notice_minutes: 60, change_cutoff_hours: 3, max_live_per_mobile: 3, service_ids: [6, 7], barber_ids: [4, 5],
    };
  }
  return {
    salon_id: 1, enabled: true, slug: 'elegance-salon', suggested_slug: 'elegance-salon', public_path: '/ar/s/elegance-salon', old_slugs: ['elegance'],
    auto_confirm: false, horizon_days: 30, min_notice_minutes: 60, change_cutoff_hours: 3, max_live_per_mobile: 3, service_ids: [1, 2, 3, 4], barber_ids: [1, 2, 3],
  };
}

/** The people who booked this week, by the key of their name. */
export const clientPeople = ['khalid', 'reem', 'layla', 'faisal', 'sara'] as const satisfies ReadonlyArray<keyof typeof people>;
export type ClientPerson = (typeof clientPeople)[number];

/** A client of the business; its id is the one the reservations carry (`client_id`). */
export function client(locale: Locale, person: ClientPerson): Schema<'Client'> {
  const theirs = range(bookings.length).map((id) => reservation(locale, id)).filter((r) => r.customer_name === say(locale, people[person]));
  const starts = (status: Schema<'ReservationStatus'>[]) => theirs.filter((r) => status.includes(r.status)).map((r) => r.starts_at).sort();
  const next = starts(['pending', 'confirmed']).find((at) => Date.parse(at) > Date.parse(NOW)) ?? null;
  return {
    id: Object.keys(people).indexOf(person) + 1,
    mobile: `5551230${clientPeople.indexOf(person) + 1}0`,
    country_code: '+966',
    name: say(locale, people[person]),
    language: person === 'khalid' || person === 'faisal' ? 'ar' : person === 'layla' ? 'en' : null,
    notes: person === 'khalid' ? say(locale, ['يفضل الحلاق أحمد', 'Prefers Ahmed', 'Ahmet’i tercih ediyor', 'احمد کو ترجیح دیتے ہیں']) : null,
    blocked: person === 'sara',
    visits_count: starts(['completed']).length,
    last_visit_at: starts(['completed']).at(-1) ?? null,
    next_booking_at: next,
    no_shows_count: starts(['no_show']).length,
    cancellations_count: starts(['cancelled']).length,
    created_at: created,
    updated_at: created,
  };
}

// ---------------------------------------------------------------------------------------------
// Envelopes

const meta = (total: number, perPage = 15): Schema<'PaginationMeta'> => ({
  current_page: 1, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)), from: total ? 1 : null, to: total ? Math.min(total, perPage) : null,
});
const links = (path: string, lastPage: number): Schema<'PaginationLinks'> => ({ first: `${path}?page=1`, last: `${path}?page=${lastPage}`, prev: null, next: lastPage > 1 ? `${path}?page=2` : null });
/** A page of a list, as every paginated call answers. */
export function page<T>(path: string, items: T[], perPage = 15) {
  const m = meta(items.length, perPage);
  return { data: items.slice(0, perPage), message: '', meta: m, links: links(`/api${path}`, m.last_page) };
}
const data = <T>(value: T) => ({ data: value, message: '' });
const done = (locale: Locale, id = 'api.message.ok') => ({ data: null, message: serverSays(locale, id) });
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The morning, afternoon and evening of Monday 23 November for the first barbers. */
function slots(): Schema<'DaySlots'>[] {
  const times = ['09:00', '09:15', '10:30', '11:45', '14:00', '15:30', '16:45', '18:00', '19:15', '20:30'];
  return [{ date: '2026-11-23', slots: times.map((t) => ({ starts_at: riyadh(1, t), ends_at: plus(riyadh(1, t), 30), barber_ids: [1, 2] })) }];
}

// ---------------------------------------------------------------------------------------------
// Every call's success body

type Answers = { [R in Route]?: Body<R> };

export function demo(locale: Locale) {
  const salons = [salon(locale, 1), salon(locale, 2)];
  const notifications = range(10).map((n) => notification(n - 1));
  const websiteItems = (section: string, icons: string[]) =>
    icons.map((icon, i) => ({ title: serverSays(locale, `api.website.${section}.item${i + 1}.title`), body: serverSays(locale, `api.website.${section}.item${i + 1}.body`), icon }));
  const providerSession = { token: 'demo-provider-token', user: owner(locale) };
  const focusSession = { token_type: 'Bearer' as const, access_token: 'demo-focus-token', expires_in: 3600, user: focusUser(locale), focus_package: focusSubscription(locale) };
  const ledgerEntries = ledger(locale);
  return {
    'GET /provider/auth/profile': data(owner(locale)),
    'PUT /provider/auth/profile': { data: owner(locale), message: serverSays(locale, 'api.message.profile_updated') },
    'PUT /provider/auth/profile/{id}/toggle-chat-status': { data: { ...owner(locale), chat_status: false }, message: serverSays(locale, 'api.message.chat_status_off') },
    'PUT /provider/auth/profile/change-password': done(locale, 'api.message.password_changed'),
    'PUT /provider/auth/profile/bank-setting': { data: bankAccount(locale), message: serverSays(locale, 'api.booking.bank.saved') },
    'POST /provider/auth/login': { data: { mobile: '500000001', resend_in: 60 }, message: serverSays(locale, 'api.message.code_sent') },
    'POST /provider/auth/verify-login': { data: providerSession, message: serverSays(locale, 'api.message.signed_in') },
    'POST /provider/auth/register': { data: { mobile: '500000009', resend_in: 60 }, message: serverSays(locale, 'api.message.registered') },
    'POST /provider/auth/verify-account': { data: providerSession, message: serverSays(locale, 'api.message.account_verified') },
    'POST /provider/auth/forget-password': done(locale, 'api.message.reset_code_sent'),
    'POST /provider/auth/reset-password': done(locale, 'api.message.password_reset'),
    'POST /focus/auth/login': { data: focusSession, message: serverSays(locale, 'api.message.signed_in') },
    'POST /focus/auth/social-login/{provider}': { data: focusSession, message: serverSays(locale, 'api.message.signed_in') },
    'POST /focus/auth/register': { data: { email: 'sara.new@example.com', resend_in: 60 }, message: serverSays(locale, 'api.message.registration_code_sent') },
    'POST /focus/auth/verify-registration': { data: { ...focusSession, focus_package: null }, message: serverSays(locale, 'api.message.signed_in') },
    'POST /focus/auth/forget-password': done(locale, 'api.message.reset_code_sent'),
    'POST /focus/auth/reset-password': done(locale, 'api.message.password_reset'),
    'GET /focus/auth/profile': data(focusUser(locale)),
    'GET /focus/packages': data(range(3).map((id) => focusPackage(locale, id))),
    'GET /focus/packages/active': data(focusSubscription(locale)),
    'POST /focus/packages/{id}/subscribe': { data: focusSubscription(locale), message: serverSays(locale, 'api.message.subscribed', { name: focusPackage(locale, 1).name }) },
    'GET /provider/notifications': { ...page('/provider/notifications', notifications), data: { notifications: notificationGroups(notifications) } },
    'GET /provider/notifications/count': data({ unread: notifications.filter((n) => !n.is_read).length }),
    'GET /provider/read-notifications': done(locale, 'api.message.notifications_read'),
    'POST /provider/notifications/{id}/read': { data: { ...notification(0), is_read: true }, message: serverSays(locale, 'api.message.notification_read') },
    'GET /provider/packages': data(range(3).map((id) => providerPackage(locale, id))),
    'GET /provider/packages/activeSubscribedPackage': data(activePackage(locale)),
    'POST /provider/packages/{id}/subscribe': { data: activePackage(locale, 3), message: serverSays(locale, 'api.message.subscribed', { name: providerPackage(locale, 3).name }) },
    'GET /provider/salons': page('/provider/salons', salons),
    'GET /provider/salons/{id}': data(salons[0]!),
    'GET /provider/barbers': page('/provider/barbers', range(5).map((id) => barber(locale, id))),
    'GET /provider/barbers/{id}': data(barber(locale, 1)),
    'GET /provider/services': page('/provider/services', range(serviceRows.length).map((id) => service(locale, id))),
    'GET /provider/services/{id}': data(service(locale, 1)),
    // Closed time the schedule shades: Dhuhr's pause today for every barber (docs/saudi-scheduling.md).
    'GET /provider/salons/{id}/closed-time': data({
      spans: [{ barber_id: null, source: 'prayer' as const, prayer: 'dhuhr' as const, closure_id: null, name: serverSays(locale, 'api.schedule.prayer_name', { prayer: 'dhuhr' }), starts_at: riyadh(0, '11:40'), ends_at: riyadh(0, '12:00') }],
      ramadan_days: [],
      hours: [],
    }),
    'GET /provider/buffer-times': data({
      salon_id: 1, before_minutes: 5, after_minutes: 10,
      barber_overrides: [{ barber_id: 2, barber_name: say(locale, barberNames[1]!), before_minutes: 10, after_minutes: 15 }],
    }),
    'PUT /provider/buffer-times/{salon_id}': { data: { salon_id: 1, before_minutes: 20, after_minutes: 10, barber_overrides: [] }, message: serverSays(locale, 'api.booking.buffer_times.saved') },
    'GET /provider/slots': data(slots()),
    'GET /provider/reservations': page('/provider/reservations', range(bookings.length).map((id) => reservation(locale, id)), 50),
    'GET /provider/reservations/{id}': data(reservation(locale, 4)),
    'GET /provider/reservations/{id}/history': data(reservationHistory(locale)),
    // Reservation 4 moved to tomorrow 10:30 with Ahmed (one of the demo's free slots).
    'POST /provider/reservations/{id}/change': {
      data: { ...reservation(locale, 4), barber_id: 1, barber_name: say(locale, barberNames[0]!), starts_at: riyadh(1, '10:30'), ends_at: riyadh(1, '11:00'), updated_at: NOW },
      message: serverSays(locale, 'api.booking.reservation.changed'),
    },
    // Reservation 4 declined: cancelled, with the reason the customer reads.
    'POST /provider/reservations/{id}/decline': {
      data: { ...reservation(locale, 4), status: 'cancelled', cancel_reason: say(locale, ['الحلاق في إجازة ذلك اليوم', 'The barber is off that day', 'Berber o gün izinli', 'اس دن حجام چھٹی پر ہے']), updated_at: NOW },
      message: serverSays(locale, 'api.booking.reservation.declined'),
    },
    'GET /provider/salons/{id}/online-booking': data(onlineSettings(1)),
    'PUT /provider/salons/{id}/online-booking': { data: onlineSettings(1), message: serverSays(locale, 'api.online.saved') },
    'GET /provider/clients': page('/provider/clients', clientPeople.map((person) => client(locale, person))),
    'GET /provider/clients/{id}': data(client(locale, 'khalid')),
    'PATCH /provider/clients/{id}': { data: client(locale, 'khalid'), message: serverSays(locale, 'api.clients.saved') },
    'POST /provider/reservations/{id}/confirm': { data: { ...reservation(locale, 4), status: 'confirmed' }, message: serverSays(locale, 'api.booking.reservation.confirmed') },
    'GET /provider/wallet': data({
      balance: ledgerEntries[0]!.balance_after, pending_withdrawals: 30000, currency: 'SAR',
      total_credits: ledgerEntries.filter((e) => e.amount > 0).reduce((sum, e) => sum + e.amount, 0),
      total_debits: -ledgerEntries.filter((e) => e.amount < 0).reduce((sum, e) => sum + e.amount, 0),
    }),
    'GET /provider/wallet/transactions': page('/provider/wallet/transactions', ledgerEntries),
    'POST /provider/wallet/withdrawals': {
      data: { id: 3, amount: 10000, status: 'pending', bank_account: bankAccount(locale), transaction_id: 29, balance_after: ledgerEntries[0]!.balance_after - 10000, created_at: NOW },
      message: serverSays(locale, 'api.booking.wallet.withdrawal_requested'),
    },
    'GET /provider/banks': data(banks.map(([code, name], i) => ({ id: i + 1, ...multilingual('name', locale, name), code }))),
    'GET /provider/bank-account': data(bankAccount(locale)),
    'GET /provider/admins': page('/provider/admins', [2, 3, 4].map((id) => admin(locale, id))),
    'POST /provider/admins': { data: admin(locale, 2), message: serverSays(locale, 'api.booking.admin.created') },
    'PUT /provider/admins/{id}': { data: admin(locale, 2), message: serverSays(locale, 'api.booking.admin.updated') },
    'DELETE /provider/admins/{id}': done(locale, 'api.booking.admin.deleted'),
    'GET /provider/permissions': data(ALL_PERMISSIONS.map((key) => ({ key, name: serverSays(locale, `api.booking.permission.${key}`) }))),
    'GET /locations/countries': data([{ id: 1, name: say(locale, ['المملكة العربية السعودية', 'Saudi Arabia', 'Suudi Arabistan', 'سعودی عرب']), phone_code: '+966' }]),
    'GET /locations/countries/{id}/states': data([{ id: 1, name: say(locale, ['منطقة الرياض', 'Riyadh Region', 'Riyad Bölgesi', 'ریاض ریجن']) }]),
    'GET /locations/states/{id}/cities': data(cityNames.map((name, i) => ({ id: i + 1, name: say(locale, name), latitude: [24.7136, 21.4858][i]!, longitude: [46.6753, 39.1925][i]! }))),
    'GET /website/sliders': data([1, 2].map((n) => ({
      id: n,
      ...multilingual('title', locale, (['ar', 'en', 'tr', 'ur'] as const).map((l) => serverSays(l, `api.website.slide${n}.title`)) as Texts),
      ...multilingual('body', locale, (['ar', 'en', 'tr', 'ur'] as const).map((l) => serverSays(l, `api.website.slide${n}.body`)) as Texts),
      image: null,
      image_url: null,
    }))),
    'GET /website/settings': data({
      site_name: serverSays(locale, 'api.website.site_name'), logo_url: '/favicon.svg', phone: '920000000', email: 'info@example.com', whatsapp: '500000000',
      address: serverSays(locale, 'api.website.address'),
      social_links: { twitter: 'https://x.com/mawid_app', instagram: 'https://www.instagram.com/mawid_app', snapchat: null, tiktok: null, linkedin: null },
      map: { latitude: 24.7136, longitude: 46.6753 },
    }),
    'GET /website/home': data({
      about: { title: serverSays(locale, 'api.website.about.title'), body: serverSays(locale, 'api.website.about.body'), image_url: null },
      why_us: { title: serverSays(locale, 'api.website.why_us.title'), items: websiteItems('why_us', ['calendar', 'globe', 'wallet']) },
      services: { title: serverSays(locale, 'api.website.services.title'), items: websiteItems('services', ['store', 'clock', 'bell']) },
      // The salons taking bookings online, each linking to its page here.
      partners: [
        { name: say(locale, salonNames[0]!), logo: '/favicon.svg', url: null, slug: 'elegance-salon' },
        { name: say(locale, salonNames[1]!), logo: null, url: null, slug: 'waterfront-barbers' },
      ],
      free_trial: { title: serverSays(locale, 'api.website.free_trial.title', { days: 14 }), body: serverSays(locale, 'api.website.free_trial.body'), cta: serverSays(locale, 'api.website.free_trial.cta') },
    }),
    'GET /website/package-settings': data({ free_trial_days: 14, currency: 'SAR' }),
    'POST /website/contact': done(locale, 'api.message.contact_sent'),
    'POST /company/auth/token': data({ token: 'demo-company-token', started_at: NOW }),
    'GET /company/room': data({ started_at: NOW, name: serverSays(locale, 'api.company.room_name') }),
    'POST /company/auth/logout': done(locale, 'api.message.signed_out'),
    // The customers' side (stories/api/customer-fixtures.ts).
    ...customerDemo(locale),
    // Messages to customers (stories/api/message-fixtures.ts).
    ...messageDemo(locale),
  } satisfies Answers;
}

