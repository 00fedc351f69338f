/**
 * The demo data as the API would answer it, for stories and tests that pass records as props
 * instead of fetching them: `demoRecords('en').salons[0]` is a `Schema<'Salon'>` in English.
 */
import type { Schema } from '../../api-spec';
import { MockDb } from './db';
import type { Locale } from './fixtures';

export interface DemoRecords {
  providerUser: Schema<'ProviderUser'>;
  /** The owner without a bank account and with an expired package. */
  lapsedProviderUser: Schema<'ProviderUser'>;
  /** The receptionist: reservations only. */
  staffUser: Schema<'ProviderUser'>;
  businessProfile: Schema<'ProviderBusinessProfile'>;
  salons: Schema<'Salon'>[];
  barbers: Schema<'Barber'>[];
  services: Schema<'Service'>[];
  bufferTimes: Schema<'BufferTimes'>[];
  reservations: Schema<'Reservation'>[];
  wallet: Schema<'Wallet'>;
  walletTransactions: Schema<'WalletTransaction'>[];
  withdrawals: Schema<'Withdrawal'>[];
  notifications: Schema<'Notification'>[];
  packages: Schema<'Package'>[];
  activeSubscription: Schema<'ActiveSubscription'>;
  banks: Schema<'Bank'>[];
  bankAccount: Schema<'BankAccount'>;
  admins: Schema<'ProviderAdmin'>[];
  permissions: Schema<'Permission'>[];
  focusUser: Schema<'FocusUser'>;
  focusSubscription: Schema<'FocusSubscription'>;
  focusPackages: Schema<'FocusPackage'>[];
  sliders: Schema<'Slider'>[];
  webSettings: Schema<'WebSettings'>;
  homeContent: Schema<'HomeContent'>;
}

function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`demo data: no ${what}`);
  return value;
}

export function demoRecords(locale: Locale = 'ar'): DemoRecords {
  const db = new MockDb();
  const p = db.present(locale);
  const tenant = db.tenant(1);
  const user = (id: number) => p.providerUser(required(db.providerUser(id), `provider user ${id}`));
  const focus = required(db.focusUser(7), 'focus user');
  return {
    providerUser: user(1),
    lapsedProviderUser: user(2),
    staffUser: user(3),
    businessProfile: p.businessProfile(tenant),
    salons: tenant.salons.map((row) => p.salon(tenant, row)),
    barbers: tenant.barbers.map((row) => p.barber(tenant, row)),
    services: tenant.services.map((row) => p.service(tenant, row)),
    bufferTimes: tenant.bufferTimes.map((row) => p.bufferTimes(tenant, row)),
    reservations: tenant.reservations.map((row) => p.reservation(tenant, row)),
    wallet: p.wallet(tenant),
    walletTransactions: [...tenant.ledger].reverse().map((row) => p.walletTransaction(row)),
    withdrawals: tenant.withdrawals.map((row) => p.withdrawal(row)),
    notifications: structuredClone(tenant.notifications),
    packages: db.packages.map((row) => p.package(row)),
    activeSubscription: required(p.activeSubscription(tenant), 'active subscription'),
    banks: db.banks.map((row) => p.bank(row)),
    bankAccount: p.bankAccount(required(tenant.bankAccount, 'bank account')),
    admins: db.users.filter((row) => row.provider_id === 1 && row.role !== 'owner').map((row) => p.providerAdmin(row)),
    permissions: db.permissions.map((row) => p.permission(row)),
    focusUser: p.focusUser(focus),
    focusSubscription: required(p.focusSubscription(focus), 'focus subscription'),
    focusPackages: db.focusPackages.map((row) => p.focusPackage(row)),
    sliders: db.sliders.map((row) => p.slider(row)),
    webSettings: p.webSettings(),
    homeContent: structuredClone(db.homeContent[locale]),
  };
}
