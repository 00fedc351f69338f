/**
 * The ready records for stories are what the API answers: each fits its schema, in every language.
 */
import { describe, expect, it } from 'vitest';
import { demoRecords, type DemoRecords } from './examples';
import { LOCALES } from './fixtures';
import { checkSchema } from './test-utils';

const SCHEMAS: Record<keyof DemoRecords, string> = {
  providerUser: 'ProviderUser',
  lapsedProviderUser: 'ProviderUser',
  staffUser: 'ProviderUser',
  businessProfile: 'ProviderBusinessProfile',
  salons: 'Salon',
  barbers: 'Barber',
  services: 'Service',
  bufferTimes: 'BufferTimes',
  reservations: 'Reservation',
  wallet: 'Wallet',
  walletTransactions: 'WalletTransaction',
  withdrawals: 'Withdrawal',
  notifications: 'Notification',
  packages: 'Package',
  activeSubscription: 'ActiveSubscription',
  banks: 'Bank',
  bankAccount: 'BankAccount',
  admins: 'ProviderAdmin',
  permissions: 'Permission',
  focusUser: 'FocusUser',
  focusSubscription: 'FocusSubscription',
  focusPackages: 'FocusPackage',
  sliders: 'Slider',
  webSettings: 'WebSettings',
  homeContent: 'HomeContent',
};

describe('demo records', () => {
  it.each(LOCALES)('fit the contract in %s', (locale) => {
    const records = demoRecords(locale);
    const problems = Object.entries(SCHEMAS).flatMap(([key, schema]) => {
      const value = records[key as keyof DemoRecords];
      return (Array.isArray(value) ? value : [value]).flatMap((item) => checkSchema(schema, item));
    });
    expect(problems).toEqual([]);
  });

  it('are resolved in the asked language', () => {
    expect(demoRecords('tr').salons.map((row) => row.name)).toEqual(['Zarafet Kuaförü', 'Sahil Berber Salonu']);
    expect(demoRecords('en').providerUser.bank_account?.bank_name).toBe('Al Rajhi Bank');
    expect(demoRecords().lapsedProviderUser.bank_account).toBeNull();
    expect(demoRecords().staffUser.permissions).toEqual(['reservations.view', 'reservations.manage']);
  });
});
