/**
 * Focus registration that does not tell who has an account (issue 17, docs/security.md). `register`
 * answers alike for a new and a taken e-mail and does the same work either way: one password hash,
 * one code issued under the same limits, one e-mail. A new address gets the activation code; a taken
 * one gets a note that someone tried to register with it, and no code. The account exists only once
 * `verifyFocusRegistration` gets the code back, so an address is proven before it is used.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { translate, type Locale } from '../i18n';
import type { MailDriver } from '../sms';
import { InvalidInputError, TooManyAttemptsError, invalidFields } from './errors';
import { defaultFocusPermissions, type FocusUserRow } from './focus';
import { emailCodePolicy, issueCode, verifyCode, type VerifyResult } from './otp';
import { hashPassword } from './providers';

interface RegistrationDeps {
  db: Kysely<Database>;
  mail: MailDriver;
  secret: string;
  now: Date;
  /** The caller's address: the resend wait, the hourly allowance and wrong codes count per client too. */
  client?: string;
}

interface FocusRegistrationInput {
  name: string;
  email: string;
  mobile?: string | null;
  password: string;
  password_confirmation: string;
}

/** What the code carries until it comes back: the account to create (a password hash, never the password). */
interface PendingAccount {
  name: string;
  mobile: string | null;
  password_hash: string;
}

const focusColumns = ['id', 'name', 'email', 'mobile', 'avatar', 'social_type', 'email_verified_at', 'permissions', 'created_at'] as const;

export async function startFocusRegistration(deps: RegistrationDeps, input: FocusRegistrationInput, locale: Locale): Promise<{ email: string; resendIn: number }> {
  if (input.password !== input.password_confirmation) throw invalidFields({ password_confirmation: 'api.error.password_confirmation' });
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const taken = await deps.db.selectFrom('focus_users').select('id').where('email', '=', email).executeTakeFirst();
  const pending: PendingAccount = { name: input.name.trim(), mobile: input.mobile ?? null, password_hash: passwordHash };
  const issued = await issueCode(deps.db, {
    purpose: 'focus_register',
    target: email,
    now: deps.now,
    secret: deps.secret,
    policy: emailCodePolicy,
    client: deps.client,
    // A taken address's code carries nothing and is never sent: it can activate nothing.
    ...(taken ? {} : { payload: { ...pending } }),
  });
  if (!issued.ok) throw new TooManyAttemptsError(issued.retryAfter, 'api.error.resend_too_soon');
  await deps.mail.send(
    taken
      ? { to: email, subject: translate(locale, 'api.mail.register_taken_subject'), body: translate(locale, 'api.mail.register_taken_body') }
      : { to: email, subject: translate(locale, 'api.mail.register_code_subject'), body: translate(locale, 'api.mail.register_code_body', { code: issued.code }) },
  );
  return { email, resendIn: issued.resendIn };
}

function rejected(result: Exclude<VerifyResult, { ok: true }>): InvalidInputError {
  const key = `api.error.${result.reason}`;
  return new InvalidInputError({ code: [key] }, { code: result.reason, messageKey: key, extra: { remaining_attempts: result.remaining } });
}

function isPending(payload: Record<string, unknown> | null): payload is Record<string, unknown> & PendingAccount {
  return !!payload && typeof payload.name === 'string' && typeof payload.password_hash === 'string';
}

/**
 * Creates the account the code was issued for, its e-mail verified. A mobile another account took
 * meanwhile is left off (the owner of the address learns no more than that); an e-mail taken
 * meanwhile (a social sign-in, a second registration) makes the code worthless.
 */
export async function verifyFocusRegistration(deps: RegistrationDeps, input: { email: string; code: string }): Promise<FocusUserRow> {
  const email = input.email.trim().toLowerCase();
  const result = await verifyCode(deps.db, { purpose: 'focus_register', target: email, code: input.code, now: deps.now, secret: deps.secret, policy: emailCodePolicy, client: deps.client });
  if (!result.ok) throw rejected(result);
  const pending = result.payload;
  const worthless = rejected({ ok: false, reason: 'otp_invalid', remaining: emailCodePolicy.maxAttempts - 1 });
  if (!isPending(pending)) throw worthless;
  return deps.db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('focus_users').select('id').where('email', '=', email).executeTakeFirst()) throw worthless;
    const mobileFree = pending.mobile && !(await trx.selectFrom('focus_users').select('id').where('mobile', '=', pending.mobile).executeTakeFirst());
    const user = await trx
      .insertInto('focus_users')
      .values({
        name: pending.name,
        email,
        mobile: mobileFree ? pending.mobile : null,
        password_hash: pending.password_hash,
        email_verified_at: deps.now,
        permissions: defaultFocusPermissions,
        created_at: deps.now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(focusColumns)
      .executeTakeFirst();
    if (!user) throw worthless;
    return user;
  });
}
