/**
 * The mock server's in-memory state. Handlers read and change it, so a story that creates,
 * updates or deletes sees the effect; `resetMockDb()` puts every variant back to the fixtures.
 *
 * Variants are separate databases for the scenarios that need a different world rather than a
 * different answer: `empty` (nothing set up yet), `noBankAccount`, `expiredPackage` and
 * `staffAdmin` (calls act as the receptionist, who may only see and manage reservations).
 */
import type { Schema } from '../../api-spec';
import {
  MOCK_NOW,
  banks,
  cities,
  countries,
  demoTenant,
  focusPackages,
  focusUsers,
  homeContent,
  lapsedTenant,
  packageSettings,
  packages,
  permissions,
  providerUsers,
  receptionist,
  riyadhAt,
  sliders,
  smsOutbox,
  states,
  webSettings,
  type FocusUserRow,
  type Locale,
  type ProviderTenant,
  type ProviderUserRow,
  type SubscriptionRow,
} from './fixtures';
import { Presenter } from './present';

export type MockDbVariant = 'default' | 'empty' | 'noBankAccount' | 'expiredPackage' | 'staffAdmin';

export interface CodeState {
  /** Real time the code was sent (ms): the 60-second resend rule runs on the real clock. */
  sentAt: number;
  wrongAttempts: number;
  /** When codes went to this address in the last hour (at most 5). */
  sentTimes: number[];
}

export interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export const DEMO_CODE = '1234';

export class MockDb {
  /** The server's "now" for dates (reservations, countdowns): MOCK_NOW, so stories never move. */
  now = Date.parse(MOCK_NOW);
  users: ProviderUserRow[] = structuredClone(providerUsers);
  tenants = new Map<number, ProviderTenant>([
    [1, demoTenant()],
    [2, lapsedTenant()],
  ]);
  focusUsers: FocusUserRow[] = focusUsers();
  banks = structuredClone(banks);
  packages = structuredClone(packages);
  focusPackages = structuredClone(focusPackages);
  countries = structuredClone(countries);
  states = structuredClone(states);
  cities = structuredClone(cities);
  permissions = structuredClone(permissions);
  sliders = structuredClone(sliders);
  webSettings = structuredClone(webSettings);
  homeContent = structuredClone(homeContent);
  packageSettings = structuredClone(packageSettings);
  outbox = smsOutbox();

  /** Whom provider, focus and company calls act for when they carry no token the mocks issued. */
  defaultProviderUserId = 1;
  defaultFocusUserId = 7;

  /** Codes sent, per `<channel>:<address>` (e.g. `sms:500000001`, `mail:owner@example.com`). */
  codes = new Map<string, CodeState>();
  /** Registrations waiting for their code, per mobile. */
  registrations = new Map<string, { name: string; email: string }>();
  /** Stored uploads (`folder/file`) and who uploaded them (`provider:1`, `focus:7`, `company:1`). */
  uploads = new Map<string, string>();
  /** Answers of createReservation / createWithdrawal per Idempotency-Key. */
  idempotency = new Map<string, StoredAnswer>();
  /** Messages sent with the website's contact form. */
  contactMessages: Schema<'ContactInput'>[] = [];
  /** Company-room sessions: start time per provider. */
  companySessions = new Map<number, string>();

  private sequences = new Map<string, number>();

  constructor(readonly variant: MockDbVariant = 'default') {
    const demo = this.tenant(1);
    for (const path of [
      ...demo.salons.flatMap((row) => [row.logo, row.cover]),
      ...demo.barbers.map((row) => row.photo),
      ...demo.services.map((row) => row.image),
      ...this.users.map((row) => row.avatar),
    ]) {
      if (path) this.uploads.set(path, 'provider:1');
    }
    if (variant === 'empty') this.makeEmpty();
    if (variant === 'noBankAccount') demo.bankAccount = null;
    if (variant === 'expiredPackage') {
      demo.subscription = { id: 12, package_id: 2, started_at: '2026-10-22T10:00:00+03:00', expire_at: riyadhAt(-1, '10:00') };
    }
    if (variant === 'staffAdmin') this.defaultProviderUserId = receptionist.id;
  }

  /** Nothing set up yet: no salons, barbers, services, reservations, ledger, notifications or staff, and empty public lists. */
  private makeEmpty(): void {
    const demo = this.tenant(1);
    Object.assign(demo, { salons: [], barbers: [], services: [], bufferTimes: [], reservations: [], ledger: [], withdrawals: [], notifications: [] });
    this.users = this.users.filter((row) => row.role === 'owner');
    this.banks = [];
    this.focusPackages = [];
    this.countries = [];
    this.states = [];
    this.cities = [];
    this.permissions = [];
    this.sliders = [];
    this.outbox = [];
    for (const locale of Object.keys(this.homeContent) as Locale[]) {
      const content = this.homeContent[locale];
      content.partners = [];
      content.why_us.items = [];
      content.services.items = [];
    }
  }

  present(locale: Locale): Presenter {
    return new Presenter(this, locale);
  }

  /** Next id of a kind, never reusing one (like a database sequence). */
  nextId(kind: string, existing: ReadonlyArray<{ id: number }>): number {
    const next = Math.max(this.sequences.get(kind) ?? 0, ...existing.map((row) => row.id)) + 1;
    this.sequences.set(kind, next);
    return next;
  }

  tenant(providerId: number): ProviderTenant {
    const tenant = this.tenants.get(providerId);
    if (!tenant) throw new Error(`mock db: no provider ${providerId}`);
    return tenant;
  }

  activeSubscription(tenant: ProviderTenant): SubscriptionRow | null {
    const subscription = tenant.subscription;
    return subscription && Date.parse(subscription.expire_at) > this.now ? subscription : null;
  }

  providerUser(id: number): ProviderUserRow | undefined {
    return this.users.find((row) => row.id === id);
  }

  providerUserByMobile(mobile: string): ProviderUserRow | undefined {
    return this.users.find((row) => row.mobile === mobile);
  }

  focusUser(id: number): FocusUserRow | undefined {
    return this.focusUsers.find((row) => row.id === id);
  }

  /** Time for rate limits and code lifetimes: the real clock, as they measure waiting. */
  clock(): number {
    return Date.now();
  }
}

const live = new Map<MockDbVariant, MockDb>();

/** The live database of a variant, created from the fixtures on first use. */
export function getMockDb(variant: MockDbVariant = 'default'): MockDb {
  let db = live.get(variant);
  if (!db) {
    db = new MockDb(variant);
    live.set(variant, db);
  }
  return db;
}

/** Back to the fixtures: call it before each story or test that changes data (`beforeEach: resetMockDb`). */
export function resetMockDb(): void {
  live.clear();
}
