/**
 * Demo data of the API mocks: two salons (Riyadh, Jeddah), their barbers, services, buffer times,
 * a week of reservations around MOCK_NOW, the wallet ledger, packages, notifications, website
 * content and locations — in the four languages of the product.
 *
 * Every record is typed from the contract (`Schema<'…'>`). Fields the server computes per request
 * (the resolved `name`, `salon_name`, `*_url`, counts, running totals) are left out of the stored
 * rows (`Omit<…>`) and filled in by `present.ts` for the request's language, as the server does.
 *
 * Dates are fixed relative to MOCK_NOW so that stories and their snapshots never move.
 */
import type { Schema } from '../../api-spec';
import type { PermissionKey } from './operations';

export type Locale = Schema<'Locale'>;
export type Texts = Record<Locale, string>;
export const LOCALES: readonly Locale[] = ['ar', 'en', 'tr', 'ur'];

// ---------------------------------------------------------------------------------------------
// Time

/** The mocks' "now": Sunday 22 November 2026, 09:00 in Riyadh (salons open at 09:00). */
export const MOCK_NOW = '2026-11-22T09:00:00+03:00';
export const MOCK_TIME_ZONE = 'Asia/Riyadh';
const DAY_MS = 86_400_000;

/** Wall-clock `HH:MM` in Riyadh (UTC+3 all year), `days` after MOCK_NOW's date. */
export function riyadhAt(days: number, time: string): string {
  const midnight = Date.parse(`${MOCK_NOW.slice(0, 10)}T00:00:00Z`) + days * DAY_MS;
  return `${new Date(midnight).toISOString().slice(0, 10)}T${time}:00+03:00`;
}

/** An instant plus minutes, written back in Riyadh time with its offset. */
export function plusMinutes(isoDateTime: string, minutes: number): string {
  const riyadh = new Date(Date.parse(isoDateTime) + minutes * 60_000 + 3 * 3_600_000);
  return `${riyadh.toISOString().slice(0, 19)}+03:00`;
}

// ---------------------------------------------------------------------------------------------
// Stored row types: the contract's records without the fields computed per request.

export type BankAccountRow = Omit<Schema<'BankAccount'>, 'bank_name'>;
export type ProviderUserRow = Omit<Schema<'ProviderUser'>, 'bank_account' | 'avatar_url'> & { password: string };
export type BusinessProfileRow = Omit<Schema<'ProviderBusinessProfile'>, 'commercial_name' | 'owner_name'>;
export type SalonRow = Omit<Schema<'Salon'>, 'name' | 'description' | 'city' | 'logo_url' | 'cover_url' | 'barbers_count' | 'services_count'>;
export type BarberRow = Omit<Schema<'Barber'>, 'salon_name' | 'photo_url' | 'skills' | 'services' | 'effective_working_hours'>;
export type ServiceRow = Omit<Schema<'Service'>, 'salon_name' | 'name' | 'description' | 'image_url' | 'barbers_count'>;
export type BufferTimesRow = Omit<Schema<'BufferTimes'>, 'barber_overrides'> & {
  barber_overrides: Array<Omit<Schema<'BarberBufferOverride'>, 'barber_name'>>;
};
export type ReservationServiceRow = Omit<Schema<'ReservationService'>, 'name'> & { name: Texts };
export type ReservationRow = Omit<Schema<'Reservation'>, 'salon_name' | 'services'> & {
  services: ReservationServiceRow[];
  /** The buffers in force when it was booked: a live reservation keeps blocking them. */
  buffer_before_minutes: number;
  buffer_after_minutes: number;
};
export type LedgerRow = Omit<Schema<'WalletTransaction'>, 'description'> & { description: Texts };
export type WithdrawalRow = Omit<Schema<'Withdrawal'>, 'bank_account'> & { bank_account: BankAccountRow };
export type SubscriptionRow = Pick<Schema<'ActiveSubscription'>, 'id' | 'started_at' | 'expire_at'> & { package_id: number };
export type FeatureRow = Omit<Schema<'PackageFeature'>, 'name'>;
export type PackageRow = Omit<Schema<'Package'>, 'name' | 'description' | 'features'> & { features: FeatureRow[] };
export type FocusPackageRow = Omit<Schema<'FocusPackage'>, 'name' | 'description' | 'features'> & { features: FeatureRow[] };
export type FocusUserRow = Schema<'FocusUser'> & { password: string; subscription: SubscriptionRow | null };
export type BankRow = Omit<Schema<'Bank'>, 'name'> & { name_tr: string; name_ur: string; iban_code: string };
export type CountryRow = Omit<Schema<'Country'>, 'name'> & { name: Texts };
export type StateRow = Omit<Schema<'State'>, 'name'> & { name: Texts; country_id: number };
export type CityRow = Omit<Schema<'City'>, 'name'> & { name: Texts; state_id: number };
export type PermissionRow = Omit<Schema<'Permission'>, 'name'> & { name: Texts };
export type SliderRow = Omit<Schema<'Slider'>, 'title' | 'body' | 'image_url'>;
export type WebSettingsRow = Omit<Schema<'WebSettings'>, 'site_name' | 'address'> & { site_name: Texts; address: Texts };

/** Everything one provider (business) owns. */
export interface ProviderTenant {
  profile: BusinessProfileRow;
  bankAccount: BankAccountRow | null;
  subscription: SubscriptionRow | null;
  salons: SalonRow[];
  barbers: BarberRow[];
  services: ServiceRow[];
  bufferTimes: BufferTimesRow[];
  reservations: ReservationRow[];
  ledger: LedgerRow[];
  withdrawals: WithdrawalRow[];
  notifications: Schema<'Notification'>[];
}

// ---------------------------------------------------------------------------------------------
// Reference data

export const ALL_PERMISSIONS: PermissionKey[] = [
  'salons.manage',
  'barbers.manage',
  'services.manage',
  'reservations.view',
  'reservations.manage',
  'wallet.view',
  'wallet.withdraw',
  'bank.manage',
  'packages.manage',
  'admins.manage',
  'buffer_times.manage',
];

export const permissions: PermissionRow[] = [
  { key: 'salons.manage', name: { ar: 'إدارة الصالونات', en: 'Manage salons', tr: 'Salonları yönet', ur: 'سیلونز کا انتظام' } },
  { key: 'barbers.manage', name: { ar: 'إدارة الحلاقين', en: 'Manage barbers', tr: 'Berberleri yönet', ur: 'حجاموں کا انتظام' } },
  { key: 'services.manage', name: { ar: 'إدارة الخدمات', en: 'Manage services', tr: 'Hizmetleri yönet', ur: 'خدمات کا انتظام' } },
  { key: 'reservations.view', name: { ar: 'عرض الحجوزات', en: 'View reservations', tr: 'Rezervasyonları görüntüle', ur: 'بکنگز دیکھنا' } },
  { key: 'reservations.manage', name: { ar: 'إدارة الحجوزات', en: 'Manage reservations', tr: 'Rezervasyonları yönet', ur: 'بکنگز کا انتظام' } },
  { key: 'wallet.view', name: { ar: 'عرض المحفظة', en: 'View wallet', tr: 'Cüzdanı görüntüle', ur: 'والیٹ دیکھنا' } },
  { key: 'wallet.withdraw', name: { ar: 'سحب الرصيد', en: 'Withdraw funds', tr: 'Para çek', ur: 'رقم نکلوانا' } },
  { key: 'bank.manage', name: { ar: 'إدارة الحساب البنكي', en: 'Manage bank account', tr: 'Banka hesabını yönet', ur: 'بینک اکاؤنٹ کا انتظام' } },
  { key: 'packages.manage', name: { ar: 'إدارة الباقات', en: 'Manage packages', tr: 'Paketleri yönet', ur: 'پیکجز کا انتظام' } },
  { key: 'admins.manage', name: { ar: 'إدارة المشرفين', en: 'Manage admins', tr: 'Yöneticileri yönet', ur: 'منتظمین کا انتظام' } },
  { key: 'buffer_times.manage', name: { ar: 'إدارة أوقات الفاصل', en: 'Manage buffer times', tr: 'Ara süreleri yönet', ur: 'وقفے کے اوقات کا انتظام' } },
];

/** Saudi banks; `iban_code` is the two-digit bank code inside a Saudi IBAN (SAkk BB…). */
export const banks: BankRow[] = [
  { id: 1, name_ar: 'مصرف الراجحي', name_en: 'Al Rajhi Bank', name_tr: 'Al Rajhi Bankası', name_ur: 'الراجحی بینک', code: 'RJHI', iban_code: '80' },
  { id: 2, name_ar: 'البنك الأهلي السعودي', name_en: 'The Saudi National Bank', name_tr: 'Suudi Ulusal Bankası', name_ur: 'سعودی نیشنل بینک', code: 'NCBK', iban_code: '10' },
  { id: 3, name_ar: 'بنك الرياض', name_en: 'Riyad Bank', name_tr: 'Riyad Bankası', name_ur: 'ریاض بینک', code: 'RIBL', iban_code: '20' },
  { id: 4, name_ar: 'البنك السعودي الأول', name_en: 'Saudi Awwal Bank (SAB)', name_tr: 'Saudi Awwal Bankası (SAB)', name_ur: 'سعودی اول بینک (SAB)', code: 'SABB', iban_code: '45' },
  { id: 5, name_ar: 'مصرف الإنماء', name_en: 'Alinma Bank', name_tr: 'Alinma Bankası', name_ur: 'الانماء بینک', code: 'INMA', iban_code: '05' },
  { id: 6, name_ar: 'البنك السعودي الفرنسي', name_en: 'Banque Saudi Fransi', name_tr: 'Suudi Fransız Bankası', name_ur: 'بینک سعودی فرانسی', code: 'BSFR', iban_code: '55' },
  { id: 7, name_ar: 'البنك العربي الوطني', name_en: 'Arab National Bank', name_tr: 'Arap Ulusal Bankası', name_ur: 'عرب نیشنل بینک', code: 'ARNB', iban_code: '30' },
  { id: 8, name_ar: 'بنك الجزيرة', name_en: 'Bank AlJazira', name_tr: 'AlJazira Bankası', name_ur: 'بینک الجزیرہ', code: 'BJAZ', iban_code: '60' },
  { id: 9, name_ar: 'بنك البلاد', name_en: 'Bank Albilad', name_tr: 'Albilad Bankası', name_ur: 'بینک البلاد', code: 'ALBI', iban_code: '15' },
  { id: 10, name_ar: 'البنك السعودي للاستثمار', name_en: 'The Saudi Investment Bank', name_tr: 'Suudi Yatırım Bankası', name_ur: 'سعودی انویسٹمنٹ بینک', code: 'SIBC', iban_code: '65' },
  { id: 11, name_ar: 'بنك الخليج الدولي - السعودية', name_en: 'Gulf International Bank Saudi Arabia', name_tr: 'Körfez Uluslararası Bankası Suudi Arabistan', name_ur: 'گلف انٹرنیشنل بینک سعودی عرب', code: 'GULF', iban_code: '90' },
];

/**
 * The demo IBAN: Al Rajhi (bank code 80), account 000000608010167519, check digits 03 —
 * (account + bank + "SA03" as digits) mod 97 = 1, as ISO 13616 requires (fixtures.test.ts checks it).
 */
export const DEMO_IBAN = 'SA0380000000608010167519';

export const countries: CountryRow[] = [
  { id: 1, name: { ar: 'المملكة العربية السعودية', en: 'Saudi Arabia', tr: 'Suudi Arabistan', ur: 'سعودی عرب' }, phone_code: '+966' },
];

export const states: StateRow[] = [
  { id: 1, country_id: 1, name: { ar: 'منطقة الرياض', en: 'Riyadh Region', tr: 'Riyad Bölgesi', ur: 'ریاض ریجن' } },
  { id: 2, country_id: 1, name: { ar: 'منطقة مكة المكرمة', en: 'Makkah Region', tr: 'Mekke Bölgesi', ur: 'مکہ ریجن' } },
  { id: 3, country_id: 1, name: { ar: 'المنطقة الشرقية', en: 'Eastern Province', tr: 'Doğu Bölgesi', ur: 'مشرقی صوبہ' } },
  { id: 4, country_id: 1, name: { ar: 'منطقة المدينة المنورة', en: 'Madinah Region', tr: 'Medine Bölgesi', ur: 'مدینہ ریجن' } },
];

export const cities: CityRow[] = [
  { id: 1, state_id: 1, name: { ar: 'الرياض', en: 'Riyadh', tr: 'Riyad', ur: 'ریاض' }, latitude: 24.7136, longitude: 46.6753 },
  { id: 2, state_id: 1, name: { ar: 'الخرج', en: 'Al Kharj', tr: 'El Harc', ur: 'الخرج' }, latitude: 24.1556, longitude: 47.312 },
  { id: 3, state_id: 1, name: { ar: 'الدرعية', en: 'Diriyah', tr: 'Diriye', ur: 'درعیہ' }, latitude: 24.734, longitude: 46.575 },
  { id: 4, state_id: 2, name: { ar: 'جدة', en: 'Jeddah', tr: 'Cidde', ur: 'جدہ' }, latitude: 21.4858, longitude: 39.1925 },
  { id: 5, state_id: 2, name: { ar: 'مكة المكرمة', en: 'Makkah', tr: 'Mekke', ur: 'مکہ مکرمہ' }, latitude: 21.3891, longitude: 39.8579 },
  { id: 6, state_id: 2, name: { ar: 'الطائف', en: 'Taif', tr: 'Taif', ur: 'طائف' }, latitude: 21.2703, longitude: 40.4158 },
  { id: 7, state_id: 3, name: { ar: 'الدمام', en: 'Dammam', tr: 'Dammam', ur: 'دمام' }, latitude: 26.4207, longitude: 50.0888 },
  { id: 8, state_id: 3, name: { ar: 'الخبر', en: 'Al Khobar', tr: 'Hubar', ur: 'الخبر' }, latitude: 26.2172, longitude: 50.1971 },
  { id: 9, state_id: 3, name: { ar: 'الظهران', en: 'Dhahran', tr: 'Zahran', ur: 'ظہران' }, latitude: 26.2361, longitude: 50.0393 },
  { id: 10, state_id: 4, name: { ar: 'المدينة المنورة', en: 'Madinah', tr: 'Medine', ur: 'مدینہ منورہ' }, latitude: 24.5247, longitude: 39.5692 },
  { id: 11, state_id: 4, name: { ar: 'ينبع', en: 'Yanbu', tr: 'Yanbu', ur: 'ینبع' }, latitude: 24.0895, longitude: 38.0618 },
];

// ---------------------------------------------------------------------------------------------
// Packages

const feature = (ar: string, en: string, tr: string, ur: string): FeatureRow => ({ name_ar: ar, name_en: en, name_tr: tr, name_ur: ur });

export const packages: PackageRow[] = [
  {
    id: 1,
    name_ar: 'الباقة الأساسية',
    name_en: 'Basic',
    name_tr: 'Temel',
    name_ur: 'بنیادی',
    description_ar: 'لصالون واحد يبدأ الحجز الإلكتروني',
    description_en: 'For a single salon starting online booking',
    description_tr: 'Online randevuya başlayan tek bir salon için',
    description_ur: 'آن لائن بکنگ شروع کرنے والے ایک سیلون کے لیے',
    price: 9900,
    duration_days: 30,
    max_salons: 1,
    max_barbers: 3,
    features: [
      feature('صالون واحد', '1 salon', '1 salon', '1 سیلون'),
      feature('حتى 3 حلاقين', 'Up to 3 barbers', '3 berbere kadar', '3 حجام تک'),
      feature('حجوزات غير محدودة', 'Unlimited reservations', 'Sınırsız rezervasyon', 'لامحدود بکنگز'),
    ],
    is_popular: false,
  },
  {
    id: 2,
    name_ar: 'الباقة الاحترافية',
    name_en: 'Pro',
    name_tr: 'Profesyonel',
    name_ur: 'پرو',
    description_ar: 'مناسبة لسلاسل الصالونات الصغيرة',
    description_en: 'For small salon chains',
    description_tr: 'Küçük kuaför zincirleri için',
    description_ur: 'چھوٹے سیلون چینز کے لیے',
    price: 29900,
    duration_days: 30,
    max_salons: 3,
    max_barbers: 15,
    features: [
      feature('حتى 3 صالونات', 'Up to 3 salons', '3 salona kadar', '3 سیلون تک'),
      feature('حتى 15 حلاقًا', 'Up to 15 barbers', '15 berbere kadar', '15 حجام تک'),
      feature('المحفظة والسحب إلى الحساب البنكي', 'Wallet and bank withdrawals', 'Cüzdan ve banka hesabına para çekme', 'والیٹ اور بینک میں رقم نکلوانا'),
      feature('حسابات للموظفين بصلاحيات', 'Staff accounts with permissions', 'Yetkili personel hesapları', 'اجازتوں کے ساتھ عملے کے اکاؤنٹس'),
    ],
    is_popular: true,
  },
  {
    id: 3,
    name_ar: 'باقة المؤسسات',
    name_en: 'Enterprise',
    name_tr: 'Kurumsal',
    name_ur: 'انٹرپرائز',
    description_ar: 'للعلامات التجارية متعددة الفروع',
    description_en: 'For multi-branch brands',
    description_tr: 'Çok şubeli markalar için',
    description_ur: 'کئی شاخوں والے برانڈز کے لیے',
    price: 79900,
    duration_days: 30,
    max_salons: 20,
    max_barbers: 100,
    features: [
      feature('حتى 20 صالونًا', 'Up to 20 salons', '20 salona kadar', '20 سیلون تک'),
      feature('حتى 100 حلاق', 'Up to 100 barbers', '100 berbere kadar', '100 حجام تک'),
      feature('مدير حساب مخصص', 'Dedicated account manager', 'Özel müşteri temsilcisi', 'مخصوص اکاؤنٹ مینیجر'),
      feature('دعم على مدار الساعة', '24/7 support', '7/24 destek', 'چوبیس گھنٹے سپورٹ'),
    ],
    is_popular: false,
  },
];

export const focusPackages: FocusPackageRow[] = [
  {
    id: 1,
    name_ar: 'باقة التركيز الشهرية',
    name_en: 'Focus monthly',
    name_tr: 'Odak aylık',
    name_ur: 'فوکس ماہانہ',
    description_ar: 'جلسات غير محدودة لمدة شهر',
    description_en: 'Unlimited sessions for a month',
    description_tr: 'Bir ay boyunca sınırsız oturum',
    description_ur: 'ایک مہینے کے لیے لامحدود سیشن',
    price: 4900,
    duration_days: 30,
    features: [
      feature('غرف تركيز غير محدودة', 'Unlimited focus rooms', 'Sınırsız odak odası', 'لامحدود فوکس رومز'),
      feature('مؤقت الجلسات وإحصاءاتها', 'Session timer and stats', 'Oturum zamanlayıcısı ve istatistikler', 'سیشن ٹائمر اور اعدادوشمار'),
    ],
    is_popular: false,
  },
  {
    id: 2,
    name_ar: 'باقة التركيز الربعية',
    name_en: 'Focus quarterly',
    name_tr: 'Odak üç aylık',
    name_ur: 'فوکس سہ ماہی',
    description_ar: 'ثلاثة أشهر بسعر أقل',
    description_en: 'Three months for less',
    description_tr: 'Daha uygun fiyata üç ay',
    description_ur: 'کم قیمت میں تین مہینے',
    price: 12900,
    duration_days: 90,
    features: [
      feature('غرف تركيز غير محدودة', 'Unlimited focus rooms', 'Sınırsız odak odası', 'لامحدود فوکس رومز'),
      feature('مؤقت الجلسات وإحصاءاتها', 'Session timer and stats', 'Oturum zamanlayıcısı ve istatistikler', 'سیشن ٹائمر اور اعدادوشمار'),
    ],
    is_popular: true,
  },
  {
    id: 3,
    name_ar: 'باقة التركيز السنوية',
    name_en: 'Focus yearly',
    name_tr: 'Odak yıllık',
    name_ur: 'فوکس سالانہ',
    description_ar: 'سنة كاملة مع أولوية الدعم',
    description_en: 'A full year with priority support',
    description_tr: 'Öncelikli destekle tam bir yıl',
    description_ur: 'ترجیحی سپورٹ کے ساتھ پورا سال',
    price: 39900,
    duration_days: 365,
    features: [
      feature('غرف تركيز غير محدودة', 'Unlimited focus rooms', 'Sınırsız odak odası', 'لامحدود فوکس رومز'),
      feature('مؤقت الجلسات وإحصاءاتها', 'Session timer and stats', 'Oturum zamanlayıcısı ve istatistikler', 'سیشن ٹائمر اور اعدادوشمار'),
      feature('أولوية في الدعم', 'Priority support', 'Öncelikli destek', 'ترجیحی سپورٹ'),
    ],
    is_popular: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Provider users (owners and staff) and the businesses they belong to

export const DEMO_PASSWORD = 'password123';

export const demoBankAccount: BankAccountRow = {
  id: 1,
  bank_id: 1,
  account_holder_name: 'مؤسسة صالون الأناقة',
  account_number: '608010167519',
  iban: DEMO_IBAN,
};

/** The demo provider owner: super admin, has a bank account and an active package. */
export const demoOwner: ProviderUserRow = {
  id: 1,
  provider_id: 1,
  name: 'محمد العتيبي',
  mobile: '500000001',
  country_code: '+966',
  email: 'owner@example.com',
  avatar: 'avatars/owner-mohammed.jpg',
  is_super_admin: true,
  chat_status: true,
  role: 'owner',
  permissions: [...ALL_PERMISSIONS],
  created_at: '2025-01-10T09:15:00+03:00',
  password: DEMO_PASSWORD,
};

/** A second provider's owner: no bank account and an expired package (the 423 flow). */
export const lapsedOwner: ProviderUserRow = {
  id: 2,
  provider_id: 2,
  name: 'عبدالرحمن الغامدي',
  mobile: '500000002',
  country_code: '+966',
  email: 'goldentouch@example.com',
  avatar: null,
  is_super_admin: false,
  chat_status: false,
  role: 'owner',
  permissions: [...ALL_PERMISSIONS],
  created_at: '2025-09-01T12:00:00+03:00',
  password: DEMO_PASSWORD,
};

/** A receptionist of the demo provider: may only view and manage reservations. */
export const receptionist: ProviderUserRow = {
  id: 3,
  provider_id: 1,
  name: 'فهد الدوسري',
  mobile: '500000003',
  country_code: '+966',
  email: 'reception@example.com',
  avatar: null,
  is_super_admin: false,
  chat_status: true,
  role: 'receptionist',
  permissions: ['reservations.view', 'reservations.manage'],
  created_at: '2025-02-01T10:00:00+03:00',
  password: DEMO_PASSWORD,
};

export const providerUsers: ProviderUserRow[] = [
  demoOwner,
  lapsedOwner,
  receptionist,
  {
    id: 4,
    provider_id: 1,
    name: 'نورة السبيعي',
    mobile: '500000004',
    country_code: '+966',
    email: 'manager@example.com',
    avatar: null,
    is_super_admin: false,
    chat_status: false,
    role: 'manager',
    permissions: ['salons.manage', 'barbers.manage', 'services.manage', 'buffer_times.manage', 'reservations.view', 'reservations.manage'],
    created_at: '2025-03-12T11:30:00+03:00',
    password: DEMO_PASSWORD,
  },
  {
    id: 5,
    provider_id: 1,
    name: 'ياسر القرني',
    mobile: '500000005',
    country_code: '+966',
    email: 'finance@example.com',
    avatar: null,
    is_super_admin: false,
    chat_status: false,
    role: 'admin',
    permissions: ['wallet.view', 'wallet.withdraw', 'bank.manage', 'packages.manage', 'admins.manage', 'reservations.view'],
    created_at: '2025-06-20T09:00:00+03:00',
    password: DEMO_PASSWORD,
  },
];

// ---------------------------------------------------------------------------------------------
// Salons, barbers, services, buffer times

type Break = [string, string];
const open = (day: number, opensAt: string, closesAt: string, breaks: Break[] = []): Schema<'WorkingDay'> => ({
  day,
  is_open: true,
  opens_at: opensAt,
  closes_at: closesAt,
  breaks: breaks.map(([starts_at, ends_at]) => ({ starts_at, ends_at })),
});
const closed = (day: number): Schema<'WorkingDay'> => ({ day, is_open: false, opens_at: null, closes_at: null, breaks: [] });

/** Sunday–Thursday 09:00–22:00 with a 13:00–14:00 break, Friday 16:00–23:00, Saturday 10:00–22:00. */
export function salonWeek(): Schema<'WorkingHours'> {
  const lunch: Break[] = [['13:00', '14:00']];
  return [
    open(0, '09:00', '22:00', lunch),
    open(1, '09:00', '22:00', lunch),
    open(2, '09:00', '22:00', lunch),
    open(3, '09:00', '22:00', lunch),
    open(4, '09:00', '22:00', lunch),
    open(5, '16:00', '23:00'),
    open(6, '10:00', '22:00'),
  ];
}

/** Youssef works afternoons and takes Saturdays off. */
function afternoonWeek(): Schema<'WorkingHours'> {
  return [
    open(0, '14:00', '22:00'),
    open(1, '14:00', '22:00'),
    open(2, '14:00', '22:00'),
    open(3, '14:00', '22:00'),
    open(4, '14:00', '22:00'),
    open(5, '16:00', '23:00'),
    closed(6),
  ];
}

export const RIYADH_SALON_ID = 1;
export const JEDDAH_SALON_ID = 2;

function demoSalons(): SalonRow[] {
  return [
    {
      id: RIYADH_SALON_ID,
      name_ar: 'صالون الأناقة',
      name_en: 'Elegance Salon',
      name_tr: 'Zarafet Kuaförü',
      name_ur: 'ایلیگنس سیلون',
      description_ar: 'صالون رجالي متكامل في حي العليا يقدم القصات الحديثة والعناية باللحية والبشرة',
      description_en: "Full-service men's salon in Al Olaya for modern cuts, beard and skin care",
      description_tr: "Olaya'da modern kesim, sakal ve cilt bakımı sunan tam hizmet erkek kuaförü",
      description_ur: 'العلیا میں جدید کٹنگ، داڑھی اور جلد کی دیکھ بھال کے لیے مکمل مردانہ سیلون',
      address: 'طريق الملك فهد، حي العليا، الرياض 12214',
      city_id: 1,
      latitude: 24.6911,
      longitude: 46.6853,
      phone: '114567890',
      logo: 'salons/elegance-logo.png',
      cover: 'salons/elegance-cover.jpg',
      timezone: MOCK_TIME_ZONE,
      slot_interval_minutes: 15,
      working_hours: salonWeek(),
      is_active: true,
      created_at: '2025-01-10T09:30:00+03:00',
      updated_at: '2026-10-02T14:05:00+03:00',
    },
    {
      id: JEDDAH_SALON_ID,
      name_ar: 'صالون الواجهة البحرية',
      name_en: 'Waterfront Barbers',
      name_tr: 'Sahil Berber Salonu',
      name_ur: 'واٹر فرنٹ باربرز',
      description_ar: 'حلاقة رجالية وعناية بالأطفال على كورنيش جدة',
      description_en: "Men's and kids' grooming on the Jeddah Corniche",
      description_tr: "Cidde Kornişi'nde erkek ve çocuk bakımı",
      description_ur: 'جدہ کورنیش پر مردوں اور بچوں کی گرومنگ',
      address: 'طريق الكورنيش، حي الشاطئ، جدة 23613',
      city_id: 4,
      latitude: 21.5433,
      longitude: 39.1728,
      phone: '126543210',
      logo: 'salons/waterfront-logo.png',
      cover: 'salons/waterfront-cover.jpg',
      timezone: MOCK_TIME_ZONE,
      slot_interval_minutes: 15,
      working_hours: salonWeek(),
      is_active: true,
      created_at: '2025-04-15T10:00:00+03:00',
      updated_at: '2026-09-18T16:40:00+03:00',
    },
  ];
}

interface ServiceText {
  name: Texts;
  description: Texts;
}

const SERVICE_TEXT = {
  haircut: {
    name: { ar: 'قص شعر', en: 'Haircut', tr: 'Saç kesimi', ur: 'بال کٹوانا' },
    description: {
      ar: 'قص بالمقص والماكينة مع التصفيف',
      en: 'Scissor and clipper cut with styling',
      tr: 'Makas ve makine ile kesim, şekillendirme dahil',
      ur: 'قینچی اور مشین سے کٹنگ، اسٹائلنگ کے ساتھ',
    },
  },
  beardTrim: {
    name: { ar: 'تشذيب اللحية', en: 'Beard trim', tr: 'Sakal düzeltme', ur: 'داڑھی تراشنا' },
    description: {
      ar: 'تحديد وتشذيب اللحية بالموس والماكينة',
      en: 'Beard shaping and trimming with razor and clipper',
      tr: 'Ustura ve makine ile sakal şekillendirme',
      ur: 'استرے اور مشین سے داڑھی کی تراش خراش',
    },
  },
  colouring: {
    name: { ar: 'صبغ الشعر', en: 'Hair colouring', tr: 'Saç boyama', ur: 'بالوں کو رنگنا' },
    description: {
      ar: 'صبغة كاملة أو تغطية الشيب بألوان خالية من الأمونيا',
      en: 'Full colour or grey coverage with ammonia-free dyes',
      tr: 'Amonyaksız boyalarla tam boya veya beyaz kapatma',
      ur: 'امونیا سے پاک رنگوں کے ساتھ مکمل رنگ یا سفید بالوں کی کوریج',
    },
  },
  kidsHaircut: {
    name: { ar: 'قص شعر الأطفال', en: "Kids' haircut", tr: 'Çocuk saç kesimi', ur: 'بچوں کے بال کٹوانا' },
    description: {
      ar: 'قصة مريحة للأطفال حتى 12 سنة',
      en: 'A relaxed cut for children up to 12',
      tr: '12 yaşına kadar çocuklar için rahat bir kesim',
      ur: '12 سال تک کے بچوں کے لیے آرام دہ کٹنگ',
    },
  },
  facial: {
    name: { ar: 'تنظيف البشرة', en: 'Facial', tr: 'Cilt bakımı', ur: 'فیشل' },
    description: {
      ar: 'تنظيف عميق وتقشير وماسك مرطب',
      en: 'Deep cleanse, exfoliation and hydrating mask',
      tr: 'Derin temizlik, peeling ve nemlendirici maske',
      ur: 'گہری صفائی، ایکسفولی ایشن اور نمی بخش ماسک',
    },
  },
  hotTowelShave: {
    name: { ar: 'حلاقة بالمنشفة الساخنة', en: 'Hot towel shave', tr: 'Sıcak havlu tıraşı', ur: 'گرم تولیے والی شیو' },
    description: {
      ar: 'حلاقة تقليدية بالموس مع منشفة ساخنة وزيوت',
      en: 'Traditional razor shave with hot towel and oils',
      tr: 'Sıcak havlu ve yağlarla geleneksel ustura tıraşı',
      ur: 'گرم تولیے اور تیل کے ساتھ روایتی استرے کی شیو',
    },
  },
  hairWash: {
    name: { ar: 'غسيل الشعر', en: 'Hair wash', tr: 'Saç yıkama', ur: 'بال دھونا' },
    description: {
      ar: 'غسيل بالشامبو والبلسم مع تدليك لفروة الرأس',
      en: 'Shampoo and conditioner with a scalp massage',
      tr: 'Saç derisi masajı ile şampuan ve bakım kremi',
      ur: 'سر کی مالش کے ساتھ شیمپو اور کنڈیشنر',
    },
  },
  hairTreatment: {
    name: { ar: 'علاج الشعر', en: 'Hair treatment', tr: 'Saç bakım kürü', ur: 'بالوں کا علاج' },
    description: {
      ar: 'علاج بالكيراتين لتقوية الشعر وترطيبه',
      en: 'Keratin treatment to strengthen and hydrate hair',
      tr: 'Saçı güçlendiren ve nemlendiren keratin bakımı',
      ur: 'بالوں کو مضبوط اور نم رکھنے کے لیے کیراٹین ٹریٹمنٹ',
    },
  },
} satisfies Record<string, ServiceText>;

function service(
  id: number,
  salonId: number,
  text: ServiceText,
  price: number,
  durationMinutes: number,
  image: string,
  isActive = true,
): ServiceRow {
  return {
    id,
    salon_id: salonId,
    name_ar: text.name.ar,
    name_en: text.name.en,
    name_tr: text.name.tr,
    name_ur: text.name.ur,
    description_ar: text.description.ar,
    description_en: text.description.en,
    description_tr: text.description.tr,
    description_ur: text.description.ur,
    price,
    duration_minutes: durationMinutes,
    image: `services/${image}`,
    is_active: isActive,
    created_at: salonId === RIYADH_SALON_ID ? '2025-01-11T11:10:00+03:00' : '2025-04-15T11:00:00+03:00',
    updated_at: '2026-10-02T14:05:00+03:00',
  };
}

/** The eight services of the Riyadh salon, and the three the Jeddah salon offers (prices in halalas). */
function demoServices(): ServiceRow[] {
  const r = RIYADH_SALON_ID;
  const j = JEDDAH_SALON_ID;
  return [
    service(1, r, SERVICE_TEXT.haircut, 5000, 30, 'haircut.jpg'),
    service(2, r, SERVICE_TEXT.beardTrim, 3000, 20, 'beard-trim.jpg'),
    service(3, r, SERVICE_TEXT.colouring, 12000, 60, 'hair-colouring.jpg'),
    service(4, r, SERVICE_TEXT.kidsHaircut, 3500, 20, 'kids-haircut.jpg'),
    service(5, r, SERVICE_TEXT.facial, 9000, 45, 'facial.jpg'),
    service(6, r, SERVICE_TEXT.hotTowelShave, 4500, 30, 'hot-towel-shave.jpg'),
    service(7, r, SERVICE_TEXT.hairWash, 1500, 10, 'hair-wash.jpg'),
    // Paused for the season: shows an inactive service (booked earlier in the week).
    service(8, r, SERVICE_TEXT.hairTreatment, 15000, 60, 'hair-treatment.jpg', false),
    service(9, j, SERVICE_TEXT.haircut, 5500, 30, 'haircut.jpg'),
    service(10, j, SERVICE_TEXT.beardTrim, 3000, 20, 'beard-trim.jpg'),
    service(11, j, SERVICE_TEXT.kidsHaircut, 4000, 20, 'kids-haircut.jpg'),
  ];
}

function demoBarbers(): BarberRow[] {
  const base = { created_at: '2025-01-11T11:00:00+03:00', updated_at: '2026-10-02T14:05:00+03:00', is_active: true };
  return [
    {
      ...base,
      id: 1,
      salon_id: RIYADH_SALON_ID,
      name: 'أحمد سالم',
      mobile: '512345678',
      photo: 'barbers/ahmed-salem.jpg',
      skills_ar: 'قص الشعر الكلاسيكي وتشذيب اللحية',
      skills_en: 'Classic cuts and beard trimming',
      skills_tr: 'Klasik kesim ve sakal düzeltme',
      skills_ur: 'کلاسک کٹنگ اور داڑھی تراشنا',
      service_ids: [1, 2, 4, 6, 7],
      working_hours: null,
    },
    {
      ...base,
      id: 2,
      salon_id: RIYADH_SALON_ID,
      name: 'خالد المطيري',
      mobile: '512345679',
      photo: 'barbers/khalid-almutairi.jpg',
      skills_ar: 'صبغ الشعر وعلاجات الكيراتين',
      skills_en: 'Hair colouring and keratin treatments',
      skills_tr: 'Saç boyama ve keratin bakımları',
      skills_ur: 'بالوں کو رنگنا اور کیراٹین ٹریٹمنٹ',
      service_ids: [1, 3, 7, 8],
      working_hours: null,
    },
    {
      ...base,
      id: 3,
      salon_id: RIYADH_SALON_ID,
      name: 'يوسف القحطاني',
      mobile: '512345680',
      photo: 'barbers/youssef-alqahtani.jpg',
      skills_ar: 'العناية بالبشرة والحلاقة بالمنشفة الساخنة',
      skills_en: 'Facials and hot towel shaves',
      skills_tr: 'Cilt bakımı ve sıcak havlu tıraşı',
      skills_ur: 'فیشل اور گرم تولیے والی شیو',
      service_ids: [2, 5, 6, 7],
      working_hours: afternoonWeek(),
    },
    {
      ...base,
      id: 4,
      salon_id: JEDDAH_SALON_ID,
      name: 'عمر باوزير',
      mobile: '512345681',
      photo: 'barbers/omar-bawazir.jpg',
      skills_ar: 'القصات العصرية وقصات الأطفال',
      skills_en: "Modern fades and kids' cuts",
      skills_tr: 'Modern geçişli kesimler ve çocuk kesimleri',
      skills_ur: 'جدید فیڈ کٹ اور بچوں کی کٹنگ',
      service_ids: [9, 10, 11],
      working_hours: null,
      created_at: '2025-04-15T11:30:00+03:00',
    },
    {
      ...base,
      id: 5,
      salon_id: JEDDAH_SALON_ID,
      name: 'ماجد الزهراني',
      mobile: '512345682',
      photo: null,
      skills_ar: 'تحديد اللحية والقصات الكلاسيكية',
      skills_en: 'Beard shaping and classic cuts',
      skills_tr: 'Sakal şekillendirme ve klasik kesimler',
      skills_ur: 'داڑھی کی تشکیل اور کلاسک کٹنگ',
      service_ids: [9, 10],
      working_hours: null,
      created_at: '2025-05-02T09:45:00+03:00',
    },
  ];
}

/** Riyadh keeps 5 minutes before and 10 after each reservation; Khalid needs more for colouring. */
function demoBufferTimes(): BufferTimesRow[] {
  return [
    { salon_id: RIYADH_SALON_ID, before_minutes: 5, after_minutes: 10, barber_overrides: [{ barber_id: 2, before_minutes: 10, after_minutes: 15 }] },
    { salon_id: JEDDAH_SALON_ID, before_minutes: 0, after_minutes: 5, barber_overrides: [] },
  ];
}

// ---------------------------------------------------------------------------------------------
// Reservations: 16 from the two weeks before, and 40 in the week around MOCK_NOW

export const customers: ReadonlyArray<{ name: string; mobile: string }> = [
  { name: 'خالد الحربي', mobile: '555123456' },
  { name: 'سعد الشمري', mobile: '555234567' },
  { name: 'فيصل العنزي', mobile: '555345678' },
  { name: 'عبدالله الشهري', mobile: '555456789' },
  { name: 'تركي السبيعي', mobile: '555567890' },
  { name: 'ماجد الدوسري', mobile: '555678901' },
  { name: 'نايف العتيبي', mobile: '555789012' },
  { name: 'بندر القرشي', mobile: '555890123' },
  { name: 'راكان الحازمي', mobile: '555901234' },
  { name: 'سلطان المالكي', mobile: '556012345' },
  { name: 'هشام باعشن', mobile: '556123456' },
  { name: 'زياد الجهني', mobile: '556234567' },
];

type Status = Schema<'ReservationStatus'>;
interface Booking {
  day: number;
  time: string;
  barber: number;
  services: number[];
  customer: number;
  status: Status;
  notes?: string;
  cancelReason?: string;
  /** When it was booked, if not the evening two days before. */
  createdAt?: string;
  /** When its status last changed, if not when it was booked. */
  updatedAt?: string;
}

const b = (
  day: number,
  time: string,
  barber: number,
  services: number[],
  customer: number,
  status: Status,
  extra: Partial<Booking> = {},
): Booking => ({ day, time, barber, services, customer, status, ...extra });

/** Days are relative to MOCK_NOW's date (0 = Sunday 22 November 2026). */
const BOOKINGS: Booking[] = [
  // Two weeks before: history that fed the wallet.
  b(-14, '10:00', 1, [1], 0, 'completed'),
  b(-14, '17:00', 4, [9], 3, 'completed'),
  b(-13, '11:00', 2, [3, 7], 5, 'completed'),
  b(-13, '18:30', 5, [9, 10], 7, 'completed'),
  b(-12, '15:00', 3, [5], 9, 'completed'),
  b(-12, '20:00', 1, [1, 2], 11, 'completed'),
  b(-11, '09:30', 2, [8], 1, 'completed'),
  b(-11, '16:00', 4, [11], 2, 'no_show'),
  b(-10, '12:00', 1, [6], 4, 'completed'),
  b(-10, '19:00', 5, [9], 6, 'completed'),
  b(-9, '17:00', 1, [1], 8, 'completed'),
  b(-9, '18:00', 4, [9, 11], 10, 'completed', { notes: 'قصة للأب والابن' }),
  b(-8, '11:00', 2, [3], 0, 'cancelled', { cancelReason: 'طلب العميل الإلغاء' }),
  b(-7, '14:30', 3, [2, 6], 2, 'completed'),
  b(-6, '10:00', 1, [4], 5, 'completed'),
  b(-5, '16:00', 2, [1, 7], 7, 'completed'),
  // The current week (Wednesday 18 to Saturday 28 November).
  b(-4, '10:00', 1, [1], 0, 'completed'),
  b(-4, '11:00', 2, [3], 1, 'completed'),
  b(-4, '15:00', 3, [5], 2, 'completed'),
  b(-4, '18:00', 4, [9], 3, 'completed'),
  b(-4, '19:00', 1, [1, 2], 4, 'no_show'),
  b(-3, '09:30', 1, [6], 5, 'completed'),
  b(-3, '12:00', 2, [1, 7], 6, 'cancelled', { cancelReason: 'ظرف طارئ لدى العميل' }),
  b(-3, '16:00', 5, [9, 10], 7, 'completed'),
  b(-3, '20:00', 4, [11], 8, 'completed'),
  b(-2, '16:30', 1, [1], 9, 'completed'),
  b(-2, '17:30', 3, [2, 6], 10, 'completed'),
  b(-2, '18:00', 4, [9], 11, 'no_show'),
  b(-1, '10:30', 2, [8], 0, 'completed'),
  b(-1, '12:00', 1, [4], 1, 'completed', { notes: 'طفل عمره 8 سنوات' }),
  // Yesterday's, started but not yet marked completed or no-show.
  b(-1, '17:00', 5, [10], 2, 'confirmed'),
  b(-1, '19:00', 1, [1, 2], 3, 'confirmed'),
  b(-1, '20:00', 4, [9, 11], 4, 'completed'),
  b(0, '09:30', 1, [1], 5, 'confirmed'),
  b(0, '10:00', 2, [3], 6, 'confirmed', { notes: 'أول مرة صبغ، يرغب في لون طبيعي', updatedAt: riyadhAt(-1, '12:15') }),
  b(0, '11:00', 1, [2], 7, 'pending', { createdAt: riyadhAt(0, '08:45') }),
  b(0, '14:30', 3, [5], 8, 'confirmed'),
  b(0, '16:00', 4, [9, 10], 9, 'confirmed'),
  b(0, '18:00', 5, [9], 10, 'cancelled', { cancelReason: 'الحلاق في إجازة مرضية', updatedAt: riyadhAt(0, '08:10') }),
  b(1, '09:15', 1, [1, 2], 11, 'confirmed'),
  b(1, '12:00', 2, [1], 0, 'pending', { notes: 'يصل متأخرًا أحيانًا بخمس دقائق' }),
  b(1, '15:00', 3, [6], 1, 'confirmed'),
  b(1, '19:00', 4, [11], 2, 'pending'),
  b(2, '10:00', 1, [6], 3, 'confirmed'),
  b(2, '16:00', 2, [3, 7], 4, 'confirmed', { createdAt: riyadhAt(-1, '19:30') }),
  b(2, '20:00', 5, [10], 5, 'pending'),
  b(3, '11:00', 1, [4], 6, 'confirmed', { notes: 'طفل عمره 6 سنوات' }),
  b(3, '17:00', 3, [2, 5], 7, 'pending'),
  b(3, '18:30', 4, [9], 8, 'cancelled', { cancelReason: 'تم الحجز بالخطأ' }),
  b(4, '09:30', 2, [1], 9, 'confirmed'),
  b(4, '20:00', 1, [1], 10, 'confirmed'),
  b(5, '16:00', 4, [9], 11, 'confirmed'),
  b(5, '18:00', 1, [1, 2], 0, 'pending', { notes: 'يرغب في قصة قصيرة من الجوانب' }),
  b(6, '10:00', 2, [3], 1, 'confirmed'),
  b(6, '12:30', 5, [9, 10], 2, 'pending'),
  b(6, '15:00', 1, [6, 7], 3, 'confirmed'),
];

function bufferFor(buffers: BufferTimesRow[], salonId: number, barberId: number): { before: number; after: number } {
  const salon = buffers.find((row) => row.salon_id === salonId);
  const own = salon?.barber_overrides.find((row) => row.barber_id === barberId);
  return { before: own?.before_minutes ?? salon?.before_minutes ?? 0, after: own?.after_minutes ?? salon?.after_minutes ?? 0 };
}

function demoReservations(barbers: BarberRow[], services: ServiceRow[], buffers: BufferTimesRow[]): ReservationRow[] {
  return BOOKINGS.map((booking, index) => {
    const barber = barbers.find((row) => row.id === booking.barber);
    if (!barber) throw new Error(`fixtures: no barber ${booking.barber}`);
    const booked = booking.services.map((serviceId) => {
      const found = services.find((row) => row.id === serviceId);
      if (!found) throw new Error(`fixtures: no service ${serviceId}`);
      return found;
    });
    const customer = customers[booking.customer];
    if (!customer) throw new Error(`fixtures: no customer ${booking.customer}`);
    const startsAt = riyadhAt(booking.day, booking.time);
    const minutes = booked.reduce((sum, row) => sum + row.duration_minutes, 0);
    const createdAt = booking.createdAt ?? riyadhAt(Math.min(booking.day - 2, -1), '21:30');
    const finishedAt = plusMinutes(startsAt, minutes + 10);
    const updatedAt =
      booking.updatedAt ?? (booking.status === 'completed' || booking.status === 'no_show' ? finishedAt : createdAt);
    const buffer = bufferFor(buffers, barber.salon_id, barber.id);
    return {
      id: index + 1,
      salon_id: barber.salon_id,
      barber_id: barber.id,
      barber_name: barber.name,
      customer_name: customer.name,
      customer_mobile: customer.mobile,
      services: booked.map((row) => ({
        service_id: row.id,
        name: { ar: row.name_ar, en: row.name_en, tr: row.name_tr ?? row.name_en, ur: row.name_ur ?? row.name_en },
        price: row.price,
        duration_minutes: row.duration_minutes,
      })),
      starts_at: startsAt,
      ends_at: plusMinutes(startsAt, minutes),
      total: booked.reduce((sum, row) => sum + row.price, 0),
      status: booking.status,
      notes: booking.notes ?? null,
      cancel_reason: booking.cancelReason ?? null,
      created_at: createdAt,
      updated_at: updatedAt,
      buffer_before_minutes: buffer.before,
      buffer_after_minutes: buffer.after,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Wallet

/** Application dues the platform keeps of each completed reservation: 5 %, in basis points. */
export const APPLICATION_DUES_BASIS_POINTS = 500;

export function applicationDues(total: number): number {
  return Math.round((total * APPLICATION_DUES_BASIS_POINTS) / 10_000);
}

const sar = (halalas: number) => (halalas / 100).toFixed(2);

export function creditText(reservationId: number, serviceNames: Texts[]): Texts {
  const list = (locale: Locale, separator: string) => serviceNames.map((name) => name[locale]).join(separator);
  return {
    ar: `حجز رقم ${reservationId} – ${list('ar', '، ')}`,
    en: `Reservation #${reservationId} – ${list('en', ', ')}`,
    tr: `${reservationId} numaralı rezervasyon – ${list('tr', ', ')}`,
    ur: `بکنگ نمبر ${reservationId} – ${list('ur', '، ')}`,
  };
}

export function duesText(reservationId: number): Texts {
  return {
    ar: `رسوم التطبيق – حجز رقم ${reservationId}`,
    en: `Application dues – reservation #${reservationId}`,
    tr: `Uygulama ücreti – ${reservationId} numaralı rezervasyon`,
    ur: `ایپلیکیشن فیس – بکنگ نمبر ${reservationId}`,
  };
}

export function withdrawalText(bankName: Texts): Texts {
  return {
    ar: `سحب إلى الحساب البنكي – ${bankName.ar}`,
    en: `Withdrawal to bank account – ${bankName.en}`,
    tr: `Banka hesabına para çekme – ${bankName.tr}`,
    ur: `بینک اکاؤنٹ میں رقم نکلوانا – ${bankName.ur}`,
  };
}

interface LedgerDraft {
  type: Schema<'WalletTransactionType'>;
  amount: number;
  description: Texts;
  reservation_id: number | null;
  created_at: string;
}

/** Orders drafts by time and numbers them from 301, keeping a running balance that never dips below zero. */
function buildLedger(drafts: LedgerDraft[]): LedgerRow[] {
  let balance = 0;
  return [...drafts]
    .sort((a, c) => Date.parse(a.created_at) - Date.parse(c.created_at))
    .map((draft, index) => {
      balance += draft.amount;
      if (balance < 0) throw new Error(`fixtures: the ledger goes below zero at ${draft.created_at}`);
      return { id: 301 + index, ...draft, balance_after: balance };
    });
}

function bankTexts(bankId: number): Texts {
  const bank = banks.find((row) => row.id === bankId);
  if (!bank) throw new Error(`fixtures: no bank ${bankId}`);
  return { ar: bank.name_ar, en: bank.name_en, tr: bank.name_tr, ur: bank.name_ur };
}

const PAID_WITHDRAWAL = { amount: 50000, requested: riyadhAt(-7, '09:00') };
const PENDING_WITHDRAWAL = { amount: 30000, requested: riyadhAt(-1, '21:15') };
/** Reservation whose customer complained: its credit was refunded and the dues returned. */
const REFUNDED_RESERVATION_ID = 22;

function demoLedger(reservations: ReservationRow[]): LedgerRow[] {
  const drafts: LedgerDraft[] = [];
  for (const reservation of reservations) {
    if (reservation.status !== 'completed') continue;
    const at = plusMinutes(reservation.ends_at, 10);
    const names = reservation.services.map((row) => row.name);
    drafts.push({ type: 'credit', amount: reservation.total, description: creditText(reservation.id, names), reservation_id: reservation.id, created_at: at });
    drafts.push({ type: 'dues', amount: -applicationDues(reservation.total), description: duesText(reservation.id), reservation_id: reservation.id, created_at: plusMinutes(at, 0) });
  }
  const refunded = reservations.find((row) => row.id === REFUNDED_RESERVATION_ID);
  if (!refunded) throw new Error('fixtures: no refunded reservation');
  const refundAt = riyadhAt(-2, '11:00');
  drafts.push({
    type: 'refund',
    amount: -refunded.total,
    description: {
      ar: `استرداد للعميل – حجز رقم ${refunded.id}`,
      en: `Refund to the customer – reservation #${refunded.id}`,
      tr: `Müşteriye iade – ${refunded.id} numaralı rezervasyon`,
      ur: `گاہک کو رقم کی واپسی – بکنگ نمبر ${refunded.id}`,
    },
    reservation_id: refunded.id,
    created_at: refundAt,
  });
  drafts.push({
    type: 'refund',
    amount: applicationDues(refunded.total),
    description: {
      ar: `إعادة رسوم التطبيق – حجز رقم ${refunded.id}`,
      en: `Application dues returned – reservation #${refunded.id}`,
      tr: `Uygulama ücreti iadesi – ${refunded.id} numaralı rezervasyon`,
      ur: `ایپلیکیشن فیس کی واپسی – بکنگ نمبر ${refunded.id}`,
    },
    reservation_id: refunded.id,
    created_at: plusMinutes(refundAt, 0),
  });
  for (const withdrawal of [PAID_WITHDRAWAL, PENDING_WITHDRAWAL]) {
    drafts.push({ type: 'withdrawal', amount: -withdrawal.amount, description: withdrawalText(bankTexts(demoBankAccount.bank_id)), reservation_id: null, created_at: withdrawal.requested });
  }
  return buildLedger(drafts);
}

function demoWithdrawals(ledger: LedgerRow[]): WithdrawalRow[] {
  return [
    { withdrawal: PAID_WITHDRAWAL, status: 'paid' as const },
    { withdrawal: PENDING_WITHDRAWAL, status: 'pending' as const },
  ].map(({ withdrawal, status }, index) => {
    const entry = ledger.find((row) => row.type === 'withdrawal' && row.created_at === withdrawal.requested);
    if (!entry) throw new Error('fixtures: withdrawal without ledger entry');
    return {
      id: index + 1,
      amount: withdrawal.amount,
      status,
      bank_account: { ...demoBankAccount },
      transaction_id: entry.id,
      balance_after: entry.balance_after,
      created_at: withdrawal.requested,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Notifications: ten over the last three days, four unread

type NotificationType = Schema<'Notification'>['type'];

function notification(
  id: number,
  type: NotificationType,
  createdAt: string,
  isRead: boolean,
  link: string | null,
  data: Schema<'NotificationData'>,
): Schema<'Notification'> {
  return { id, type, is_read: isRead, created_at: createdAt, data, link };
}

function demoNotifications(): Schema<'Notification'>[] {
  return [
    notification(110, 'reservation_created', riyadhAt(0, '08:45'), false, '/provider-dashboard/reservations/36', {
      ar: { title: 'حجز جديد', body: 'حجز جديد من بندر القرشي مع أحمد سالم يوم الأحد 22 نوفمبر الساعة 11:00 ص' },
      en: { title: 'New reservation', body: 'New reservation from بندر القرشي with أحمد سالم on Sunday 22 November at 11:00 AM' },
      tr: { title: 'Yeni rezervasyon', body: 'بندر القرشي adlı müşteriden أحمد سالم ile 22 Kasım Pazar saat 11:00 için yeni rezervasyon' },
      ur: { title: 'نئی بکنگ', body: 'بندر القرشي کی جانب سے أحمد سالم کے ساتھ اتوار 22 نومبر صبح 11:00 بجے نئی بکنگ' },
    }),
    notification(109, 'reservation_cancelled', riyadhAt(0, '08:10'), false, '/provider-dashboard/reservations/39', {
      ar: { title: 'تم إلغاء حجز', body: 'ألغي حجز هشام باعشن مع ماجد الزهراني يوم الأحد 22 نوفمبر الساعة 6:00 م' },
      en: { title: 'Reservation cancelled', body: 'The reservation of هشام باعشن with ماجد الزهراني on Sunday 22 November at 6:00 PM was cancelled' },
      tr: { title: 'Rezervasyon iptal edildi', body: 'هشام باعشن adlı müşterinin ماجد الزهراني ile 22 Kasım Pazar saat 18:00 rezervasyonu iptal edildi' },
      ur: { title: 'بکنگ منسوخ ہو گئی', body: 'هشام باعشن کی ماجد الزهراني کے ساتھ اتوار 22 نومبر شام 6:00 بجے کی بکنگ منسوخ ہو گئی' },
    }),
    notification(108, 'package_expiring', riyadhAt(0, '08:00'), false, '/provider-dashboard/packages', {
      ar: { title: 'باقتك تنتهي قريبًا', body: 'تنتهي الباقة الاحترافية في 1 ديسمبر 2026. جدّدها لتستمر الحجوزات دون انقطاع.' },
      en: { title: 'Your package ends soon', body: 'Your Pro package ends on 1 December 2026. Renew it to keep taking reservations.' },
      tr: { title: 'Paketiniz yakında sona eriyor', body: 'Profesyonel paketiniz 1 Aralık 2026 tarihinde sona eriyor. Rezervasyon almaya devam etmek için yenileyin.' },
      ur: { title: 'آپ کا پیکج جلد ختم ہو رہا ہے', body: 'آپ کا پرو پیکج 1 دسمبر 2026 کو ختم ہو رہا ہے۔ بکنگز جاری رکھنے کے لیے اسے تجدید کریں۔' },
    }),
    notification(107, 'wallet_credited', riyadhAt(-1, '21:00'), false, '/provider-dashboard/wallet', {
      ar: { title: 'إضافة إلى المحفظة', body: 'أضيف 95.00 ر.س إلى محفظتك عن الحجز رقم 33' },
      en: { title: 'Wallet credited', body: 'SAR 95.00 was added to your wallet for reservation #33' },
      tr: { title: 'Cüzdana eklendi', body: '33 numaralı rezervasyon için cüzdanınıza 95,00 SAR eklendi' },
      ur: { title: 'والیٹ میں رقم شامل', body: 'بکنگ نمبر 33 کے لیے آپ کے والیٹ میں 95.00 ریال شامل کیے گئے' },
    }),
    notification(106, 'reservation_created', riyadhAt(-1, '19:30'), true, '/provider-dashboard/reservations/45', {
      ar: { title: 'حجز جديد', body: 'حجز جديد من تركي السبيعي مع خالد المطيري يوم الثلاثاء 24 نوفمبر الساعة 4:00 م' },
      en: { title: 'New reservation', body: 'New reservation from تركي السبيعي with خالد المطيري on Tuesday 24 November at 4:00 PM' },
      tr: { title: 'Yeni rezervasyon', body: 'تركي السبيعي adlı müşteriden خالد المطيري ile 24 Kasım Salı saat 16:00 için yeni rezervasyon' },
      ur: { title: 'نئی بکنگ', body: 'تركي السبيعي کی جانب سے خالد المطيري کے ساتھ منگل 24 نومبر شام 4:00 بجے نئی بکنگ' },
    }),
    notification(105, 'withdrawal_requested', PENDING_WITHDRAWAL.requested, true, '/provider-dashboard/wallet', {
      ar: { title: 'طلب سحب', body: `استلمنا طلب سحب ${sar(PENDING_WITHDRAWAL.amount)} ر.س إلى حسابك في مصرف الراجحي` },
      en: { title: 'Withdrawal requested', body: `We received your request to withdraw SAR ${sar(PENDING_WITHDRAWAL.amount)} to your Al Rajhi Bank account` },
      tr: { title: 'Para çekme talebi', body: `Al Rajhi Bankası hesabınıza ${sar(PENDING_WITHDRAWAL.amount).replace('.', ',')} SAR çekme talebinizi aldık` },
      ur: { title: 'رقم نکلوانے کی درخواست', body: `الراجحی بینک اکاؤنٹ میں ${sar(PENDING_WITHDRAWAL.amount)} ریال نکلوانے کی آپ کی درخواست موصول ہو گئی` },
    }),
    notification(104, 'reservation_updated', riyadhAt(-1, '12:15'), true, '/provider-dashboard/reservations/35', {
      ar: { title: 'تم تأكيد حجز', body: 'تأكد حجز نايف العتيبي مع خالد المطيري يوم الأحد 22 نوفمبر الساعة 10:00 ص' },
      en: { title: 'Reservation confirmed', body: 'The reservation of نايف العتيبي with خالد المطيري on Sunday 22 November at 10:00 AM is confirmed' },
      tr: { title: 'Rezervasyon onaylandı', body: 'نايف العتيبي adlı müşterinin خالد المطيري ile 22 Kasım Pazar saat 10:00 rezervasyonu onaylandı' },
      ur: { title: 'بکنگ کی تصدیق ہو گئی', body: 'نايف العتيبي کی خالد المطيري کے ساتھ اتوار 22 نومبر صبح 10:00 بجے کی بکنگ کی تصدیق ہو گئی' },
    }),
    notification(103, 'withdrawal_paid', riyadhAt(-2, '14:00'), true, '/provider-dashboard/wallet', {
      ar: { title: 'تم تحويل المبلغ', body: `حوّلنا ${sar(PAID_WITHDRAWAL.amount)} ر.س إلى حسابك في مصرف الراجحي` },
      en: { title: 'Withdrawal paid', body: `SAR ${sar(PAID_WITHDRAWAL.amount)} was transferred to your Al Rajhi Bank account` },
      tr: { title: 'Ödeme yapıldı', body: `Al Rajhi Bankası hesabınıza ${sar(PAID_WITHDRAWAL.amount).replace('.', ',')} SAR aktarıldı` },
      ur: { title: 'رقم منتقل ہو گئی', body: `آپ کے الراجحی بینک اکاؤنٹ میں ${sar(PAID_WITHDRAWAL.amount)} ریال منتقل کر دیے گئے` },
    }),
    notification(102, 'wallet_credited', riyadhAt(-2, '17:10'), true, '/provider-dashboard/wallet', {
      ar: { title: 'إضافة إلى المحفظة', body: 'أضيف 50.00 ر.س إلى محفظتك عن الحجز رقم 26' },
      en: { title: 'Wallet credited', body: 'SAR 50.00 was added to your wallet for reservation #26' },
      tr: { title: 'Cüzdana eklendi', body: '26 numaralı rezervasyon için cüzdanınıza 50,00 SAR eklendi' },
      ur: { title: 'والیٹ میں رقم شامل', body: 'بکنگ نمبر 26 کے لیے آپ کے والیٹ میں 50.00 ریال شامل کیے گئے' },
    }),
    notification(101, 'general', riyadhAt(-2, '10:00'), true, '/provider-dashboard/buffer-times', {
      ar: { title: 'جديد: أوقات فاصل لكل حلاق', body: 'يمكنك الآن تحديد وقت فاصل خاص لكل حلاق من صفحة أوقات الفاصل.' },
      en: { title: 'New: buffer times per barber', body: 'You can now set buffer times for each barber on the buffer times page.' },
      tr: { title: 'Yeni: berber başına ara süreler', body: 'Artık ara süreler sayfasından her berber için ayrı ara süre belirleyebilirsiniz.' },
      ur: { title: 'نیا: ہر حجام کے لیے وقفے کا وقت', body: 'اب آپ وقفے کے اوقات والے صفحے سے ہر حجام کے لیے الگ وقفہ مقرر کر سکتے ہیں۔' },
    }),
  ];
}

function lapsedNotifications(): Schema<'Notification'>[] {
  return [
    notification(202, 'package_expired', '2026-10-31T10:00:00+03:00', false, '/provider-dashboard/packages', {
      ar: { title: 'انتهت باقتك', body: 'انتهت الباقة الأساسية في 31 أكتوبر 2026. اختر باقة لتعود إلى استقبال الحجوزات.' },
      en: { title: 'Your package has expired', body: 'Your Basic package ended on 31 October 2026. Choose a package to take reservations again.' },
      tr: { title: 'Paketinizin süresi doldu', body: 'Temel paketiniz 31 Ekim 2026 tarihinde sona erdi. Yeniden rezervasyon almak için bir paket seçin.' },
      ur: { title: 'آپ کا پیکج ختم ہو گیا', body: 'آپ کا بنیادی پیکج 31 اکتوبر 2026 کو ختم ہو گیا۔ دوبارہ بکنگز لینے کے لیے پیکج منتخب کریں۔' },
    }),
    notification(201, 'general', '2026-10-01T10:05:00+03:00', true, null, {
      ar: { title: 'مرحبًا بك في موعد', body: 'أضف صالونك الأول وحلاقيك لتبدأ استقبال الحجوزات.' },
      en: { title: 'Welcome to Mawid', body: 'Add your first salon and barbers to start taking reservations.' },
      tr: { title: "Mawid'e hoş geldiniz", body: 'Rezervasyon almaya başlamak için ilk salonunuzu ve berberlerinizi ekleyin.' },
      ur: { title: 'موعد میں خوش آمدید', body: 'بکنگز لینا شروع کرنے کے لیے اپنا پہلا سیلون اور حجام شامل کریں۔' },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Tenants

/** The demo provider: Pro package until 1 December 2026. */
export function demoTenant(): ProviderTenant {
  const salons = demoSalons();
  const barbers = demoBarbers();
  const services = demoServices();
  const bufferTimes = demoBufferTimes();
  const reservations = demoReservations(barbers, services, bufferTimes);
  const ledger = demoLedger(reservations);
  return {
    profile: {
      id: 1,
      commercial_name_ar: 'مؤسسة صالون الأناقة',
      commercial_name_en: 'Elegance Salon Est.',
      commercial_name_tr: 'Zarafet Kuaför Kuruluşu',
      commercial_name_ur: 'ایلیگنس سیلون ادارہ',
      commercial_register: '1010123456',
      tax_number: '310123456700003',
      created_at: '2025-01-10T09:15:00+03:00',
      updated_at: '2026-02-01T12:00:00+03:00',
    },
    bankAccount: { ...demoBankAccount },
    subscription: { id: 12, package_id: 2, started_at: '2026-11-01T10:00:00+03:00', expire_at: '2026-12-01T10:00:00+03:00' },
    salons,
    barbers,
    services,
    bufferTimes,
    reservations,
    ledger,
    withdrawals: demoWithdrawals(ledger),
    notifications: demoNotifications(),
  };
}

/** The second provider: no bank account, its Basic package ended on 31 October 2026, nothing set up. */
export function lapsedTenant(): ProviderTenant {
  return {
    profile: {
      id: 2,
      commercial_name_ar: 'صالون اللمسة الذهبية',
      commercial_name_en: 'Golden Touch Salon',
      commercial_name_tr: 'Altın Dokunuş Kuaförü',
      commercial_name_ur: 'گولڈن ٹچ سیلون',
      commercial_register: null,
      tax_number: null,
      created_at: '2025-09-01T12:00:00+03:00',
      updated_at: '2025-09-01T12:00:00+03:00',
    },
    bankAccount: null,
    subscription: { id: 7, package_id: 1, started_at: '2026-10-01T10:00:00+03:00', expire_at: '2026-10-31T10:00:00+03:00' },
    salons: [],
    barbers: [],
    services: [],
    bufferTimes: [],
    reservations: [],
    ledger: [],
    withdrawals: [],
    notifications: lapsedNotifications(),
  };
}

// ---------------------------------------------------------------------------------------------
// Focus users

export function focusUsers(): FocusUserRow[] {
  return [
    {
      id: 7,
      name: 'سارة القحطاني',
      email: 'focus@example.com',
      mobile: '555000222',
      avatar_url: null,
      social_type: null,
      email_verified_at: '2026-01-12T08:00:00+03:00',
      permissions: ['rooms.join', 'packages.view'],
      created_at: '2026-01-12T08:00:00+03:00',
      password: DEMO_PASSWORD,
      subscription: { id: 3, package_id: 1, started_at: '2026-11-10T10:00:00+03:00', expire_at: '2026-12-10T10:00:00+03:00' },
    },
    {
      id: 8,
      name: 'ريم الحربي',
      email: 'nopackage@example.com',
      mobile: null,
      avatar_url: null,
      social_type: null,
      email_verified_at: '2026-03-02T17:20:00+03:00',
      permissions: ['rooms.join', 'packages.view'],
      created_at: '2026-03-02T17:20:00+03:00',
      password: DEMO_PASSWORD,
      subscription: null,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Website

export const sliders: SliderRow[] = [
  {
    id: 1,
    title_ar: 'احجز موعدك في ثوانٍ',
    title_en: 'Book in seconds',
    title_tr: 'Saniyeler içinde randevu',
    title_ur: 'سیکنڈوں میں بکنگ',
    body_ar: 'أدر صالونك وحلاقيك وحجوزاتك من مكان واحد',
    body_en: 'Run your salons, barbers and reservations from one place',
    body_tr: 'Salonlarınızı, berberlerinizi ve rezervasyonlarınızı tek yerden yönetin',
    body_ur: 'اپنے سیلون، حجام اور بکنگز ایک جگہ سے چلائیں',
    image: 'documents/slide-1.jpg',
  },
  {
    id: 2,
    title_ar: 'لا تعارض في المواعيد بعد اليوم',
    title_en: 'No more double bookings',
    title_tr: 'Artık çakışan randevu yok',
    title_ur: 'اب کوئی دوہری بکنگ نہیں',
    body_ar: 'أوقات الفاصل وساعات العمل تُحترم تلقائيًا',
    body_en: 'Buffer times and working hours are respected automatically',
    body_tr: 'Ara süreler ve çalışma saatleri otomatik olarak dikkate alınır',
    body_ur: 'وقفے کے اوقات اور کام کے اوقات کا خود بخود خیال رکھا جاتا ہے',
    image: 'documents/slide-2.jpg',
  },
  {
    id: 3,
    title_ar: 'أرباحك في محفظتك',
    title_en: 'Your earnings in your wallet',
    title_tr: 'Kazançlarınız cüzdanınızda',
    title_ur: 'آپ کی کمائی آپ کے والیٹ میں',
    body_ar: 'اسحب رصيدك إلى حسابك البنكي متى شئت',
    body_en: 'Withdraw your balance to your bank account whenever you like',
    body_tr: 'Bakiyenizi dilediğiniz zaman banka hesabınıza çekin',
    body_ur: 'جب چاہیں اپنا بیلنس بینک اکاؤنٹ میں نکلوائیں',
    image: 'documents/slide-3.jpg',
  },
];

export const webSettings: WebSettingsRow = {
  site_name: { ar: 'موعد', en: 'Mawid', tr: 'Mawid', ur: 'موعد' },
  logo_url: '/uploads/documents/logo.svg',
  phone: '920000000',
  email: 'info@example.com',
  whatsapp: '500000000',
  address: { ar: 'الرياض، المملكة العربية السعودية', en: 'Riyadh, Saudi Arabia', tr: 'Riyad, Suudi Arabistan', ur: 'ریاض، سعودی عرب' },
  social_links: {
    twitter: 'https://x.com/mawid_app',
    instagram: 'https://instagram.com/mawid_app',
    snapchat: 'https://snapchat.com/add/mawid_app',
    tiktok: 'https://tiktok.com/@mawid_app',
    linkedin: null,
  },
  map: { latitude: 24.6911, longitude: 46.6853 },
};

const partners: Schema<'HomeContent'>['partners'] = [
  { name: 'صالون الأناقة', logo: '/uploads/documents/partner-elegance.png', url: 'https://example.com/elegance' },
  { name: 'Waterfront Barbers', logo: '/uploads/documents/partner-waterfront.png', url: null },
  { name: 'حلاق المدينة', logo: '/uploads/documents/partner-city-barber.png', url: 'https://example.com/city-barber' },
  { name: 'Al Nakheel Grooming', logo: '/uploads/documents/partner-nakheel.png', url: null },
];

export const homeContent: Record<Locale, Schema<'HomeContent'>> = {
  ar: {
    about: {
      title: 'من نحن',
      body: 'موعد منصة سعودية تساعد الصالونات ومحلات الحلاقة على إدارة الحجوزات والحلاقين والخدمات والمحفظة من مكان واحد.',
      image_url: '/uploads/documents/about.jpg',
    },
    why_us: {
      title: 'لماذا موعد',
      items: [
        { title: 'حجوزات بلا تعارض', body: 'لا يمكن حجز نفس الحلاق في وقتين متداخلين', icon: 'calendar' },
        { title: 'بالعربية أولًا', body: 'واجهة كاملة بالعربية والإنجليزية والتركية والأردية', icon: 'globe' },
        { title: 'أرباح واضحة', body: 'محفظة بسجل كامل لكل ريال', icon: 'wallet' },
      ],
    },
    services: {
      title: 'خدماتنا',
      items: [
        { title: 'إدارة الصالونات', body: 'ساعات العمل والفروع في مكان واحد', icon: 'store' },
        { title: 'الحجوزات', body: 'مواعيد متاحة تلقائيًا حسب الحلاق والخدمة', icon: 'calendar' },
        { title: 'فريق العمل', body: 'حسابات للموظفين بصلاحيات محددة', icon: 'users' },
      ],
    },
    partners,
    free_trial: { title: 'جرّب مجانًا لمدة 14 يومًا', body: 'بدون بطاقة ائتمان، وألغِ متى شئت', cta: 'ابدأ الآن' },
  },
  en: {
    about: {
      title: 'About us',
      body: 'Mawid is a Saudi platform that helps salons and barber shops run reservations, barbers, services and their wallet from one place.',
      image_url: '/uploads/documents/about.jpg',
    },
    why_us: {
      title: 'Why Mawid',
      items: [
        { title: 'No double bookings', body: 'A barber can never be booked for two overlapping times', icon: 'calendar' },
        { title: 'Arabic first', body: 'The whole product in Arabic, English, Turkish and Urdu', icon: 'globe' },
        { title: 'Clear earnings', body: 'A wallet with a full record of every riyal', icon: 'wallet' },
      ],
    },
    services: {
      title: 'Our services',
      items: [
        { title: 'Salon management', body: 'Working hours and branches in one place', icon: 'store' },
        { title: 'Reservations', body: 'Free times worked out for each barber and service', icon: 'calendar' },
        { title: 'Your team', body: 'Staff accounts with just the permissions they need', icon: 'users' },
      ],
    },
    partners,
    free_trial: { title: 'Try it free for 14 days', body: 'No credit card, cancel any time', cta: 'Start now' },
  },
  tr: {
    about: {
      title: 'Hakkımızda',
      body: 'Mawid, kuaförlerin ve berber dükkânlarının rezervasyonlarını, berberlerini, hizmetlerini ve cüzdanlarını tek yerden yönetmesini sağlayan bir Suudi platformudur.',
      image_url: '/uploads/documents/about.jpg',
    },
    why_us: {
      title: "Neden Mawid",
      items: [
        { title: 'Çakışmasız rezervasyon', body: 'Bir berber çakışan iki saate asla ayrılamaz', icon: 'calendar' },
        { title: 'Önce Arapça', body: 'Arapça, İngilizce, Türkçe ve Urduca eksiksiz arayüz', icon: 'globe' },
        { title: 'Net kazanç', body: 'Her riyalin kaydını tutan bir cüzdan', icon: 'wallet' },
      ],
    },
    services: {
      title: 'Hizmetlerimiz',
      items: [
        { title: 'Salon yönetimi', body: 'Çalışma saatleri ve şubeler tek yerde', icon: 'store' },
        { title: 'Rezervasyonlar', body: 'Her berber ve hizmet için otomatik boş saatler', icon: 'calendar' },
        { title: 'Ekibiniz', body: 'Yalnızca gereken yetkilere sahip personel hesapları', icon: 'users' },
      ],
    },
    partners,
    free_trial: { title: '14 gün ücretsiz deneyin', body: 'Kredi kartı gerekmez, istediğiniz zaman iptal edin', cta: 'Hemen başlayın' },
  },
  ur: {
    about: {
      title: 'ہمارے بارے میں',
      body: 'موعد ایک سعودی پلیٹ فارم ہے جو سیلونز اور حجام کی دکانوں کو بکنگز، حجام، خدمات اور والیٹ ایک جگہ سے چلانے میں مدد دیتا ہے۔',
      image_url: '/uploads/documents/about.jpg',
    },
    why_us: {
      title: 'موعد کیوں',
      items: [
        { title: 'بغیر ٹکراؤ کی بکنگز', body: 'ایک حجام کو کبھی دو ملتے جلتے اوقات میں بک نہیں کیا جا سکتا', icon: 'calendar' },
        { title: 'عربی پہلے', body: 'عربی، انگریزی، ترکی اور اردو میں مکمل انٹرفیس', icon: 'globe' },
        { title: 'واضح کمائی', body: 'ہر ریال کے مکمل ریکارڈ کے ساتھ والیٹ', icon: 'wallet' },
      ],
    },
    services: {
      title: 'ہماری خدمات',
      items: [
        { title: 'سیلون کا انتظام', body: 'کام کے اوقات اور شاخیں ایک جگہ', icon: 'store' },
        { title: 'بکنگز', body: 'ہر حجام اور خدمت کے لیے خودکار خالی اوقات', icon: 'calendar' },
        { title: 'آپ کی ٹیم', body: 'صرف ضروری اجازتوں والے عملے کے اکاؤنٹس', icon: 'users' },
      ],
    },
    partners,
    free_trial: { title: '14 دن مفت آزمائیں', body: 'کریڈٹ کارڈ کی ضرورت نہیں، جب چاہیں منسوخ کریں', cta: 'ابھی شروع کریں' },
  },
};

export const packageSettings: Schema<'PackageSettings'> = { free_trial_days: 14, currency: 'SAR' };

/** Development SMS outbox: the code sent before MOCK_NOW to the demo owner. */
export function smsOutbox(): Schema<'SmsMessage'>[] {
  return [{ to: '+966500000001', body: 'رمز الدخول: 1234. صالح لمدة 5 دقائق.', code: '1234', created_at: riyadhAt(0, '08:58') }];
}
