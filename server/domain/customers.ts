/**
 * Customers (the specification's visitors, issue 22) sign in with their mobile and a 4-digit SMS
 * code, under the provider sign-in rules (server/domain/otp.ts): a new code after 60 s, 5 per
 * number and client an hour, 5 wrong tries per code, a number-wide cap. Day caps on top: 10 codes
 * per number and 30 per client address. Every number gets the same answer (no enumeration): a
 * customer is created only when a code comes back right. A customer token lasts 30 days.
 */
import type { Kysely } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { Database } from '../db/schema';
import { translate, type Locale } from '../i18n';
import type { SmsDriver } from '../sms';
import { InvalidInputError, TooManyAttemptsError } from './errors';
import { issueCode, smsCodePolicy, verifyCode, type VerifyResult } from './otp';
import { issueToken } from './tokens';

type CustomerView = components['schemas']['Customer'];
type CustomerSessionView = components['schemas']['CustomerSession'];

const CUSTOMER_TOKEN_SECONDS = 30 * 86_400;
const DAY = 86_400_000;
const CODES_PER_NUMBER_PER_DAY = 10;
const CODES_PER_CLIENT_PER_DAY = 30;

export interface CustomerDeps {
  db: Kysely<Database>;
  sms: SmsDriver;
  secret: string;
  now: Date;
  /** The caller's address. */
  client: string;
}

/** A day cap reached: 429 too_many_requests, retry when its oldest code is a day old. */
async function dayCap(deps: CustomerDeps, mobile: string): Promise<number | null> {
  const since = new Date(deps.now.getTime() - DAY);
  const recent = (column: 'target' | 'client', value: string) =>
    deps.db
      .selectFrom('one_time_codes')
      .select('created_at')
      .where('purpose', '=', 'customer_login')
      .where(column, '=', value)
      .where('created_at', '>', since)
      .orderBy('created_at', 'asc')
      .execute();
  const [byNumber, byClient] = await Promise.all([recent('target', mobile), recent('client', deps.client)]);
  const wait = (rows: { created_at: Date }[]) => Math.max(1, Math.ceil((rows[0]!.created_at.getTime() + DAY - deps.now.getTime()) / 1000));
  if (byNumber.length >= CODES_PER_NUMBER_PER_DAY) return wait(byNumber);
  if (byClient.length >= CODES_PER_CLIENT_PER_DAY) return wait(byClient);
  return null;
}

/** The 60-second resend wait: its own code, so the page can say "wait" rather than "too many". */
class CodeResendTooSoonError extends TooManyAttemptsError {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds, 'api.customer.code_resend_too_soon');
    (this as { code: string }).code = 'code_resend_too_soon';
  }
}

/** POST /public/customer/code: the same answer for every number. */
export async function requestCustomerCode(deps: CustomerDeps, mobile: string, locale: Locale): Promise<{ resendIn: number }> {
  const capped = await dayCap(deps, mobile);
  if (capped) throw new TooManyAttemptsError(capped, 'api.customer.too_many_codes');
  const issued = await issueCode(deps.db, { purpose: 'customer_login', target: mobile, now: deps.now, secret: deps.secret, policy: smsCodePolicy, client: deps.client });
  if (!issued.ok) {
    // Within the first minute it is the resend wait; later, the hourly allowance.
    if (issued.retryAfter <= smsCodePolicy.resendSeconds) throw new CodeResendTooSoonError(issued.retryAfter);
    throw new TooManyAttemptsError(issued.retryAfter, 'api.customer.too_many_codes');
  }
  await deps.sms.send({ to: `+966${mobile}`, body: translate(locale, 'api.customer.sms.code', { code: issued.code }), code: issued.code });
  return { resendIn: issued.resendIn };
}

function otpError(result: Exclude<VerifyResult, { ok: true }>): InvalidInputError {
  const key = `api.error.${result.reason}`;
  return new InvalidInputError({ code: [key] }, { code: result.reason, messageKey: key, extra: { remaining_attempts: result.remaining } });
}

function customerView(row: { id: number; mobile: string; name: string | null; language: Locale }): CustomerView {
  return { id: row.id, mobile: row.mobile, country_code: '+966', name: row.name, language: row.language };
}

/** POST /public/customer/verify: the customer of this mobile (made on first success) and a token. */
export async function verifyCustomerCode(deps: CustomerDeps, input: { mobile: string; code: string }, locale: Locale): Promise<CustomerSessionView> {
  const result = await verifyCode(deps.db, { purpose: 'customer_login', target: input.mobile, code: input.code, now: deps.now, secret: deps.secret, policy: smsCodePolicy, client: deps.client });
  if (!result.ok) throw otpError(result);
  const customer = await deps.db
    .insertInto('customers')
    .values({ mobile: input.mobile, language: locale, created_at: deps.now, updated_at: deps.now })
    .onConflict((oc) => oc.column('mobile').doUpdateSet({ updated_at: deps.now }))
    .returning(['id', 'mobile', 'name', 'language'])
    .executeTakeFirstOrThrow();
  const issued = await issueToken(deps.db, { kind: 'customer', subjectId: customer.id, ttlSeconds: CUSTOMER_TOKEN_SECONDS, now: deps.now });
  return { token: issued.token, expires_at: issued.expiresAt.toISOString(), customer: customerView(customer) };
}
