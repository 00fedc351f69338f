import { describe, expect, it, vi } from 'vitest';
import { OTP_LENGTH, PROVIDER_COOKIE_SECONDS, RESEND_COUNTDOWN_SECONDS, SESSION_COOKIES } from '../constants';
import type { NavigateParams, NoticeParams, SetCookieParams } from '../effects';
import type { SignInParams } from '../session/types';
import { apiErrors, providerUserFromApi, verifiedLogin } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { mobileProblem, normaliseSaudiMobile } from './mobile';
import {
  providerLoginMachine,
  type ProviderLoginInput,
  type RequestCodeInput,
  type VerifyCodeInput,
  type VerifyCodeOutput,
} from './providerLogin.machine';

type Machine = typeof providerLoginMachine;

interface Harness extends PathHarness<Machine> {
  effects: {
    endExistingSessions: ReturnType<typeof vi.fn<() => void>>;
    storeSession: ReturnType<typeof vi.fn<(params: SignInParams) => void>>;
    setCookie: ReturnType<typeof vi.fn<(params: SetCookieParams) => void>>;
    notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
    navigate: ReturnType<typeof vi.fn<(params: NavigateParams) => void>>;
  };
}

const input: ProviderLoginInput = { locale: 'ar', deviceToken: 'fcm:device' };

function start(startInput: ProviderLoginInput = input, clock = new TestClock()): Harness {
  const promises = new DeferredActors();
  const effects: Harness['effects'] = {
    endExistingSessions: vi.fn(),
    storeSession: vi.fn(),
    setCookie: vi.fn(),
    notify: vi.fn(),
    navigate: vi.fn(),
  };
  const machine = providerLoginMachine.provide({
    actors: {
      requestCode: promises.actor<unknown, RequestCodeInput>('requestCode'),
      verifyCode: promises.actor<VerifyCodeOutput, VerifyCodeInput>('verifyCode'),
    },
    actions: {
      endExistingSessions: () => effects.endExistingSessions(),
      storeSession: (_, params) => effects.storeSession(params),
      setCookie: (_, params) => effects.setCookie(params),
      notify: (_, params) => effects.notify(params),
      navigate: (_, params) => effects.navigate(params),
    },
  });
  const actor = startOnClock(machine, { ...startInput, now: () => clock.now() }, clock);
  return { actor, clock, promises, effects };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Types a valid mobile and gets the code sent: the actor is in code entry at clock time 0. */
async function toCodeEntry(harness = start()): Promise<Harness> {
  harness.actor.send({ type: 'MOBILE_CHANGED', value: '0512345678' });
  harness.actor.send({ type: 'SUBMIT_MOBILE' });
  harness.promises.resolve('sendCode');
  await settle();
  expect(harness.actor.getSnapshot().matches('codeEntry')).toBe(true);
  return harness;
}

describeMachinePaths('provider login: every path', {
  machine: providerLoginMachine,
  inputs: [input],
  serialize: ({ value, context }) =>
    JSON.stringify([
      value,
      context.mobileError,
      context.codeError,
      context.message?.messageId ?? null,
      mobileProblem(context.mobile) ?? 'valid',
      context.code.length === OTP_LENGTH,
    ]),
  events: {
    MOBILE_CHANGED: [
      { type: 'MOBILE_CHANGED', value: '' },
      { type: 'MOBILE_CHANGED', value: '12' },
      { type: 'MOBILE_CHANGED', value: '٠٥١٢٣٤٥٦٧٨' },
    ],
    CODE_CHANGED: [
      { type: 'CODE_CHANGED', value: '12' },
      { type: 'CODE_CHANGED', value: '4821' },
    ],
    'xstate.error.actor.sendCode': [
      { type: 'xstate.error.actor.sendCode', error: apiErrors.rateLimited(30) },
      { type: 'xstate.error.actor.sendCode', error: apiErrors.server },
    ],
    'xstate.done.actor.verifyCode': [{ type: 'xstate.done.actor.verifyCode', output: verifiedLogin }],
    'xstate.error.actor.verifyCode': [
      { type: 'xstate.error.actor.verifyCode', error: apiErrors.wrongCode },
      { type: 'xstate.error.actor.verifyCode', error: apiErrors.attemptsExceeded },
      { type: 'xstate.error.actor.verifyCode', error: apiErrors.codeExpired },
      { type: 'xstate.error.actor.verifyCode', error: apiErrors.rateLimited(42) },
      { type: 'xstate.error.actor.verifyCode', error: apiErrors.network },
    ],
    'xstate.error.actor.resendCode': [
      { type: 'xstate.error.actor.resendCode', error: apiErrors.rateLimited(42) },
      { type: 'xstate.error.actor.resendCode', error: apiErrors.server },
    ],
  },
  start,
  states: {
    'providerLogin.mobileEntry': ({ context }, h, event) => {
      expect(h.effects.navigate).not.toHaveBeenCalled();
      expect(h.effects.storeSession).not.toHaveBeenCalled();
      if (context.mobileError) expect(mobileProblem(context.mobile)).toBe(context.mobileError);
      // Bad input sends nothing: no call is left waiting.
      if (event.type === 'SUBMIT_MOBILE') expect(h.promises.calls.filter((c) => !c.settled)).toEqual([]);
      if (event.type === 'xstate.error.actor.verifyCode') {
        expect(context.code).toBe('');
        expect(['auth.otp.attemptsExceeded', 'auth.otp.expired']).toContain(context.message?.messageId);
      }
    },
    'providerLogin.sendingCode': ({ context }, h) => {
      expect(h.promises.inputsOf('requestCode').at(-1)).toEqual({ mobile: normaliseSaudiMobile(context.mobile), country_code: '+966' });
      // Existing sessions end before each login call, never after it.
      expect(h.effects.endExistingSessions).toHaveBeenCalledTimes(h.promises.calls.filter((c) => c.id === 'sendCode').length);
    },
    'providerLogin.codeEntry.verification.editing': (snapshot, h, event) => {
      expect(snapshot.can({ type: 'VERIFY' })).toBe(true);
      expect(h.effects.navigate).not.toHaveBeenCalled();
      if (event.type === 'xstate.error.actor.verifyCode') expect(snapshot.context.message?.tone).not.toBe('positive');
    },
    'providerLogin.codeEntry.verification.verifying': (snapshot, h) => {
      expect(h.promises.inputsOf('verifyCode').at(-1)).toEqual({
        otp: snapshot.context.code,
        mobile: normaliseSaudiMobile(snapshot.context.mobile),
        type: 'mobile',
        device_token: 'fcm:device',
      });
      expect(snapshot.context.code).toHaveLength(OTP_LENGTH);
    },
    'providerLogin.codeEntry.resend.countingDown.ticking': (snapshot, _h, event) => {
      expect(snapshot.can({ type: 'RESEND' })).toBe(false);
      expect(snapshot.context.secondsLeft).toBeGreaterThan(0);
      expect(snapshot.context.secondsLeft).toBeLessThanOrEqual(snapshot.context.resendSeconds);
      if (event.type === 'xstate.error.actor.resendCode') expect(snapshot.context.secondsLeft).toBe(42);
      if (event.type === 'xstate.done.actor.sendCode') expect(snapshot.context.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    },
    'providerLogin.codeEntry.resend.available': (snapshot, h, event) => {
      expect(snapshot.can({ type: 'RESEND' })).toBe(true);
      expect(snapshot.context.secondsLeft).toBe(0);
      if (event.type === 'xstate.error.actor.resendCode') {
        expect(h.effects.notify).toHaveBeenLastCalledWith({ tone: 'critical', messageId: 'front.something_wrong' });
      }
    },
    'providerLogin.codeEntry.resend.resending': (snapshot, h) => {
      expect(snapshot.can({ type: 'RESEND' })).toBe(false);
      const waiting = h.promises.calls.filter((c) => c.id === 'resendCode' && !c.settled);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]?.input).toEqual({ mobile: normaliseSaudiMobile(snapshot.context.mobile), country_code: '+966' });
    },
    'providerLogin.signedIn': (snapshot, h) => {
      expect(snapshot.status).toBe('done');
      const { permissions, ...user } = providerUserFromApi;
      expect(h.effects.storeSession).toHaveBeenCalledExactlyOnceWith({ kind: 'provider', token: 'Bearer t0k3n', permissions, user });
      expect(h.effects.setCookie.mock.calls.map(([params]) => params)).toEqual([
        { name: SESSION_COOKIES.providerToken, value: 'Bearer t0k3n', maxAgeSeconds: 86400 },
        { name: SESSION_COOKIES.providerPermissions, value: JSON.stringify(permissions), maxAgeSeconds: 86400 },
      ]);
      expect(h.effects.notify).toHaveBeenLastCalledWith({ tone: 'positive', messageId: 'auth.login.success' });
      expect(h.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/ar/provider-dashboard?video=true' });
    },
  },
});

describe('provider login: behaviour', () => {
  it('uses the spec constants: +966 only, 4 digits, 60 s countdown, 86400 s cookie', () => {
    expect(RESEND_COUNTDOWN_SECONDS).toBe(60);
    expect(OTP_LENGTH).toBe(4);
    expect(PROVIDER_COOKIE_SECONDS).toBe(86400);
    expect(start().actor.getSnapshot().context.countryCode).toBe('+966');
  });

  it('asks for a mobile, then for a Saudi one, and sends nothing until it is one', () => {
    const { actor, promises } = start();
    actor.send({ type: 'SUBMIT_MOBILE' });
    expect(actor.getSnapshot().context.mobileError).toBe('auth.mobile.required');
    actor.send({ type: 'MOBILE_CHANGED', value: '412345678' });
    actor.send({ type: 'SUBMIT_MOBILE' });
    expect(actor.getSnapshot().context.mobileError).toBe('auth.mobile.invalid');
    expect(actor.getSnapshot().matches('mobileEntry')).toBe(true);
    expect(promises.calls).toHaveLength(0);
    actor.send({ type: 'MOBILE_CHANGED', value: '+966 51 234 5678' });
    actor.send({ type: 'SUBMIT_MOBILE' });
    expect(promises.inputsOf('requestCode')).toEqual([{ mobile: '512345678', country_code: '+966' }]);
  });

  it('logs out existing sessions before the login call', () => {
    const { actor, effects, promises } = start();
    let endedBeforeCall = false;
    effects.endExistingSessions.mockImplementation(() => {
      endedBeforeCall = promises.calls.length === 0;
    });
    actor.send({ type: 'MOBILE_CHANGED', value: '512345678' });
    actor.send({ type: 'SUBMIT_MOBILE' });
    expect(effects.endExistingSessions).toHaveBeenCalledOnce();
    expect(endedBeforeCall).toBe(true);
    expect(promises.calls).toHaveLength(1);
  });

  it('makes resending impossible at 59 s and possible at 60 s', async () => {
    const { actor, clock } = await toCodeEntry();
    clock.set(59_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    clock.set(60_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it('counts down one second at a time', async () => {
    const { actor, clock } = await toCodeEntry();
    const shown = [actor.getSnapshot().context.secondsLeft];
    for (let second = 1; second <= 3; second += 1) {
      clock.increment(1000);
      shown.push(actor.getSnapshot().context.secondsLeft);
    }
    expect(shown).toEqual([60, 59, 58, 57]);
  });

  it('shows the right seconds after the tab slept (computed from the deadline, not counted)', async () => {
    const { actor, clock } = await toCodeEntry();
    clock.increment(1000);
    // One jump of 37 s: only one tick fires, as in a throttled background tab.
    clock.increment(37_000);
    expect(actor.getSnapshot().context.secondsLeft).toBe(22);
  });

  it('keeps resend disabled while a resend is in flight, and sends one request', async () => {
    const { actor, clock, promises } = await toCodeEntry();
    clock.set(60_000);
    actor.send({ type: 'RESEND' });
    actor.send({ type: 'RESEND' });
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    expect(promises.calls.filter((c) => c.id === 'resendCode')).toHaveLength(1);
    promises.resolve('resendCode');
    await settle();
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(actor.getSnapshot().context.message?.messageId).toBe('auth.otp.resent');
    clock.set(119_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    clock.set(120_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
  });

  it('restarts the countdown at 42 when the server answers 429 with retry_after 42', async () => {
    const { actor, clock, promises, effects } = await toCodeEntry();
    clock.set(60_000);
    actor.send({ type: 'RESEND' });
    promises.reject('resendCode', apiErrors.rateLimited(42));
    await settle();
    expect(actor.getSnapshot().context.secondsLeft).toBe(42);
    expect(effects.notify).not.toHaveBeenCalled();
    clock.set(60_000 + 41_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(false);
    clock.set(60_000 + 42_000);
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
  });

  it('shows front.something_wrong when a resend fails, and lets the user try again', async () => {
    const { actor, clock, promises, effects } = await toCodeEntry();
    clock.set(60_000);
    actor.send({ type: 'RESEND' });
    promises.reject('resendCode', apiErrors.server);
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith({ tone: 'critical', messageId: 'front.something_wrong' });
    expect(actor.getSnapshot().can({ type: 'RESEND' })).toBe(true);
  });

  it('does not send an incomplete code', async () => {
    const { actor, promises } = await toCodeEntry();
    actor.send({ type: 'CODE_CHANGED', value: '482' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().context.codeError).toBe('auth.otp.incomplete');
    expect(promises.inputsOf('verifyCode')).toHaveLength(0);
  });

  it('returns the form to unsubmitted when verification fails (the spinner stops, the code stays)', async () => {
    const { actor, promises, effects } = await toCodeEntry();
    actor.send({ type: 'CODE_CHANGED', value: '٤٨٢١' });
    actor.send({ type: 'VERIFY' });
    expect(actor.getSnapshot().matches({ codeEntry: { verification: 'verifying' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'VERIFY' })).toBe(false);
    promises.reject('verifyCode', apiErrors.wrongCode);
    await settle();
    expect(actor.getSnapshot().matches({ codeEntry: { verification: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().context.code).toBe('4821');
    expect(actor.getSnapshot().context.message?.messageId).toBe('auth.otp.wrong');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.storeSession).not.toHaveBeenCalled();
  });

  it('goes back to mobile entry after too many wrong codes, and a new code can be requested', async () => {
    const { actor, promises } = await toCodeEntry();
    actor.send({ type: 'CODE_CHANGED', value: '1111' });
    actor.send({ type: 'VERIFY' });
    promises.reject('verifyCode', apiErrors.attemptsExceeded);
    await settle();
    expect(actor.getSnapshot().matches('mobileEntry')).toBe(true);
    expect(actor.getSnapshot().context.message?.messageId).toBe('auth.otp.attemptsExceeded');
    expect(actor.getSnapshot().context.mobile).toBe('0512345678');
    actor.send({ type: 'SUBMIT_MOBILE' });
    expect(promises.inputsOf('requestCode')).toHaveLength(2);
  });

  it('signs in: "Bearer " + token, the user without permissions, 86400 s cookies, a notice, the dashboard', async () => {
    const harness = await toCodeEntry(start({ locale: 'en', deviceToken: null }));
    harness.actor.send({ type: 'CODE_CHANGED', value: '4821' });
    harness.actor.send({ type: 'VERIFY' });
    expect(harness.promises.inputsOf('verifyCode')).toEqual([{ otp: '4821', mobile: '512345678', type: 'mobile', device_token: null }]);
    harness.promises.resolve('verifyCode', verifiedLogin);
    await settle();
    const stored = harness.effects.storeSession.mock.calls[0]?.[0];
    expect(stored?.token).toBe('Bearer t0k3n');
    expect(stored?.user).not.toHaveProperty('permissions');
    expect(stored?.permissions).toEqual(['salons.manage', 'reservations.view']);
    expect(harness.effects.setCookie.mock.calls.every(([c]) => c.maxAgeSeconds === 86400)).toBe(true);
    expect(harness.effects.navigate).toHaveBeenCalledWith({ to: '/en/provider-dashboard?video=true' });
  });

  it('lands a staff member who does not use the company room on the dashboard without the room settings', async () => {
    const harness = await toCodeEntry(start({ locale: 'en', deviceToken: null }));
    harness.actor.send({ type: 'CODE_CHANGED', value: '4821' });
    harness.actor.send({ type: 'VERIFY' });
    harness.promises.resolve('verifyCode', { ...verifiedLogin, user: { ...providerUserFromApi, is_super_admin: false } });
    await settle();
    expect(harness.effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/en/provider-dashboard' });
  });

  it('fails loudly when the app forgets to provide an effect', async () => {
    const clock = new TestClock();
    const actor = startOnClock(providerLoginMachine, { locale: 'ar' }, clock);
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.send({ type: 'MOBILE_CHANGED', value: '512345678' });
    actor.send({ type: 'SUBMIT_MOBILE' });
    await settle();
    expect(String(errors[0])).toContain('"endExistingSessions" must be provided');
  });
});
