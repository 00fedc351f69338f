/**
 * Stored rows → the contract's records for one request language: resolved texts (`name` from
 * `name_<locale>`, falling back to Arabic, then English), names of related records, file URLs,
 * counts and countdowns — what the server computes per request.
 */
import type { Schema } from '../../api-spec';
import type {
  BankAccountRow,
  BankRow,
  BarberRow,
  BufferTimesRow,
  FeatureRow,
  FocusPackageRow,
  FocusUserRow,
  LedgerRow,
  Locale,
  PackageRow,
  PermissionRow,
  ProviderTenant,
  ProviderUserRow,
  ReservationRow,
  SalonRow,
  ServiceRow,
  SliderRow,
  SubscriptionRow,
  Texts,
  WithdrawalRow,
} from './fixtures';
import type { MockDb } from './db';

/** `row.<field>_<locale>`, else Arabic, else English (empty strings count as missing). */
export function resolve(row: object, field: string, locale: Locale): string | null {
  const values = row as Record<string, unknown>;
  for (const key of [`${field}_${locale}`, `${field}_ar`, `${field}_en`]) {
    const value = values[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

export function textIn(texts: Texts, locale: Locale): string {
  return texts[locale] || texts.ar || texts.en;
}

export function fileUrl(path: string | null): string | null {
  return path ? `/uploads/${path}` : null;
}

export class Presenter {
  constructor(
    private readonly db: MockDb,
    readonly locale: Locale,
  ) {}

  private resolved(row: object, field: string): string {
    return resolve(row, field, this.locale) ?? '';
  }

  bankName(bankId: number): string {
    const bank = this.db.banks.find((row) => row.id === bankId);
    return bank ? this.resolved(bank, 'name') : '';
  }

  bank(row: BankRow): Schema<'Bank'> {
    return { id: row.id, name_ar: row.name_ar, name_en: row.name_en, name_tr: row.name_tr, name_ur: row.name_ur, name: this.resolved(row, 'name'), code: row.code };
  }

  bankAccount(row: BankAccountRow): Schema<'BankAccount'> {
    return { ...row, bank_name: this.bankName(row.bank_id) };
  }

  providerUser(row: ProviderUserRow): Schema<'ProviderUser'> {
    const { password: _password, ...user } = row;
    const tenant = this.db.tenants.get(row.provider_id);
    return {
      ...user,
      avatar_url: fileUrl(row.avatar),
      bank_account: tenant?.bankAccount ? this.bankAccount(tenant.bankAccount) : null,
    };
  }

  providerAdmin(row: ProviderUserRow): Schema<'ProviderAdmin'> {
    return {
      id: row.id,
      name: row.name,
      mobile: row.mobile,
      country_code: row.country_code,
      email: row.email,
      role: row.role === 'admin' || row.role === 'manager' ? row.role : 'receptionist',
      permissions: [...row.permissions],
      created_at: row.created_at,
    };
  }

  businessProfile(tenant: ProviderTenant): Schema<'ProviderBusinessProfile'> {
    const owner = this.db.users.find((row) => row.provider_id === tenant.profile.id && row.role === 'owner');
    return { ...tenant.profile, commercial_name: this.resolved(tenant.profile, 'commercial_name'), owner_name: owner?.name ?? '' };
  }

  cityName(cityId: number): string {
    const city = this.db.cities.find((row) => row.id === cityId);
    return city ? textIn(city.name, this.locale) : '';
  }

  salonName(tenant: ProviderTenant, salonId: number): string {
    const salon = tenant.salons.find((row) => row.id === salonId);
    return salon ? this.resolved(salon, 'name') : '';
  }

  salon(tenant: ProviderTenant, row: SalonRow): Schema<'Salon'> {
    return {
      ...row,
      name: this.resolved(row, 'name'),
      description: resolve(row, 'description', this.locale),
      city: this.cityName(row.city_id),
      logo_url: fileUrl(row.logo),
      cover_url: fileUrl(row.cover),
      working_hours: structuredClone(row.working_hours),
      barbers_count: tenant.barbers.filter((barber) => barber.salon_id === row.id).length,
      services_count: tenant.services.filter((service) => service.salon_id === row.id).length,
    };
  }

  barber(tenant: ProviderTenant, row: BarberRow): Schema<'Barber'> {
    const salon = tenant.salons.find((item) => item.id === row.salon_id);
    const hours = row.working_hours ?? salon?.working_hours ?? [];
    return {
      ...row,
      salon_name: this.salonName(tenant, row.salon_id),
      photo_url: fileUrl(row.photo),
      skills: resolve(row, 'skills', this.locale),
      service_ids: [...row.service_ids],
      services: row.service_ids.flatMap((id) => {
        const service = tenant.services.find((item) => item.id === id);
        return service ? [{ id, name: this.resolved(service, 'name') }] : [];
      }),
      working_hours: row.working_hours ? structuredClone(row.working_hours) : null,
      effective_working_hours: structuredClone(hours),
    };
  }

  service(tenant: ProviderTenant, row: ServiceRow): Schema<'Service'> {
    return {
      ...row,
      salon_name: this.salonName(tenant, row.salon_id),
      name: this.resolved(row, 'name'),
      description: resolve(row, 'description', this.locale),
      image_url: fileUrl(row.image),
      barbers_count: tenant.barbers.filter((barber) => barber.service_ids.includes(row.id)).length,
    };
  }

  bufferTimes(tenant: ProviderTenant, row: BufferTimesRow): Schema<'BufferTimes'> {
    return {
      salon_id: row.salon_id,
      before_minutes: row.before_minutes,
      after_minutes: row.after_minutes,
      barber_overrides: row.barber_overrides.map((override) => ({
        ...override,
        barber_name: tenant.barbers.find((barber) => barber.id === override.barber_id)?.name ?? '',
      })),
    };
  }

  reservation(tenant: ProviderTenant, row: ReservationRow): Schema<'Reservation'> {
    const { buffer_before_minutes: _before, buffer_after_minutes: _after, ...reservation } = row;
    return {
      ...reservation,
      salon_name: this.salonName(tenant, row.salon_id),
      barber_name: tenant.barbers.find((barber) => barber.id === row.barber_id)?.name ?? row.barber_name,
      services: row.services.map((service) => ({ ...service, name: textIn(service.name, this.locale) })),
    };
  }

  walletTransaction(row: LedgerRow): Schema<'WalletTransaction'> {
    return { ...row, description: textIn(row.description, this.locale) };
  }

  wallet(tenant: ProviderTenant): Schema<'Wallet'> {
    const amounts = tenant.ledger.map((row) => row.amount);
    return {
      balance: amounts.reduce((sum, amount) => sum + amount, 0),
      pending_withdrawals: tenant.withdrawals.filter((row) => row.status === 'pending').reduce((sum, row) => sum + row.amount, 0),
      currency: 'SAR',
      total_credits: amounts.filter((amount) => amount > 0).reduce((sum, amount) => sum + amount, 0),
      total_debits: -amounts.filter((amount) => amount < 0).reduce((sum, amount) => sum + amount, 0),
    };
  }

  withdrawal(row: WithdrawalRow): Schema<'Withdrawal'> {
    return { ...row, bank_account: this.bankAccount(row.bank_account) };
  }

  feature(row: FeatureRow): Schema<'PackageFeature'> {
    return { ...row, name: this.resolved(row, 'name') };
  }

  package(row: PackageRow): Schema<'Package'> {
    return {
      ...row,
      name: this.resolved(row, 'name'),
      description: resolve(row, 'description', this.locale),
      features: row.features.map((item) => this.feature(item)),
    };
  }

  focusPackage(row: FocusPackageRow): Schema<'FocusPackage'> {
    return {
      ...row,
      name: this.resolved(row, 'name'),
      description: resolve(row, 'description', this.locale),
      features: row.features.map((item) => this.feature(item)),
    };
  }

  private countdown(subscription: SubscriptionRow): number {
    return Math.max(0, Math.floor((Date.parse(subscription.expire_at) - this.db.now) / 1000));
  }

  /** The active subscription, or null when there is none or it has ended. */
  activeSubscription(tenant: ProviderTenant): Schema<'ActiveSubscription'> | null {
    const subscription = this.db.activeSubscription(tenant);
    const row = subscription && this.db.packages.find((item) => item.id === subscription.package_id);
    if (!subscription || !row) return null;
    const { package_id: _packageId, ...rest } = subscription;
    const presented = this.package(row);
    return { ...rest, package_name: presented.name, expire_at_timer: this.countdown(subscription), package: presented };
  }

  focusSubscription(user: FocusUserRow): Schema<'FocusSubscription'> | null {
    const subscription = user.subscription;
    if (!subscription || Date.parse(subscription.expire_at) <= this.db.now) return null;
    const row = this.db.focusPackages.find((item) => item.id === subscription.package_id);
    if (!row) return null;
    const { package_id: _packageId, ...rest } = subscription;
    const presented = this.focusPackage(row);
    return { ...rest, package_name: presented.name, expire_at_timer: this.countdown(subscription), package: presented };
  }

  focusUser(row: FocusUserRow): Schema<'FocusUser'> {
    const { password: _password, subscription: _subscription, ...user } = row;
    return { ...user, permissions: [...row.permissions] };
  }

  slider(row: SliderRow): Schema<'Slider'> {
    return { ...row, title: this.resolved(row, 'title'), body: resolve(row, 'body', this.locale), image_url: fileUrl(row.image) };
  }

  webSettings(): Schema<'WebSettings'> {
    const row = this.db.webSettings;
    return {
      ...structuredClone(row),
      site_name: textIn(row.site_name, this.locale),
      address: textIn(row.address, this.locale),
    };
  }

  permission(row: PermissionRow): Schema<'Permission'> {
    return { key: row.key, name: textIn(row.name, this.locale) };
  }
}
