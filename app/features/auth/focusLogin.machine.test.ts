import { describe, expect, it, vi } from 'vitest';
import { FOCUS_COOKIE_SECONDS, FOCUS_PASSWORD_MIN, SESSION_COOKIES } from '../constants';
import type { NavigateParams, NoticeParams, SetCookieParams } from '../effects';
import type { FocusLoginResult, SignInParams } from '../session/types';
import { apiErrors, focusLoginResult } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { focusLoginMachine, identifierProblem, passwordProblem, type FocusLoginInput, type FocusLoginRequest } from './focusLogin.machine';

type Machine = typeof focusLoginMachine;

interface Harness extends PathHarness<Machine> {
  effects: {
    endExistingSessions: ReturnType<typeof vi.fn<() => void>>;
    storeSession: ReturnType<typeof vi.fn<(params: SignInParams) => void>>;
    setCookie: ReturnType<typeof vi.fn<(params: SetCookieParams) => void>>;
    notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
    navigate: ReturnType<typeof vi.fn<(params: NavigateParams) => void>>;
  };
}

const input: FocusLoginInput = { locale: 'ar', deviceToken: null };

function start(startInput: FocusLoginInput = input): Harness {
  const promises = new DeferredActors();
  const clock = new TestClock();
  const effects: Harness['effects'] = {
    endExistingSessions: vi.fn(),
    storeSession: vi.fn(),
    setCookie: vi.fn(),
    notify: vi.fn(),
    navigate: vi.fn(),
  };
  const machine = focusLoginMachine.provide({
    actors: { login: promises.actor<FocusLoginResult, FocusLoginRequest>('login') },
    actions: {
      endExistingSessions: () => effects.endExistingSessions(),
      storeSession: (_, params) => effects.storeSession(params),
      setCookie: (_, params) => effects.setCookie(params),
      notify: (_, params) => effects.notify(params),
      navigate: (_, params) => effects.navigate(params),
    },
  });
  return { actor: startOnClock(machine, startInput, clock), clock, promises, effects };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describeMachinePaths('focus login: every path', {
  machine: focusLoginMachine,
  inputs: [input],
  serialize: ({ value, context }) =>
    JSON.stringify([
      value,
      context.identifierError,
      context.passwordError,
      context.message?.messageId ?? null,
      identifierProblem(context.identifier),
      passwordProblem(context.password),
      context.rememberMe,
      context.result ? context.result.focus_package !== null : null,
    ]),
  events: {
    IDENTIFIER_CHANGED: [
      { type: 'IDENTIFIER_CHANGED', value: '   ' },
      { type: 'IDENTIFIER_CHANGED', value: 'focus@example.com' },
    ],
    PASSWORD_CHANGED: [
      { type: 'PASSWORD_CHANGED', value: '' },
      // Seven characters, fourteen UTF-16 units: still too short.
      { type: 'PASSWORD_CHANGED', value: '🔑🔑🔑🔑🔑🔑🔑' },
      { type: 'PASSWORD_CHANGED', value: 'password123' },
    ],
    REMEMBER_ME_CHANGED: [
      { type: 'REMEMBER_ME_CHANGED', value: true },
      { type: 'REMEMBER_ME_CHANGED', value: false },
    ],
    'xstate.done.actor.login': [
      { type: 'xstate.done.actor.login', output: focusLoginResult(true) },
      { type: 'xstate.done.actor.login', output: focusLoginResult(false) },
    ],
    'xstate.error.actor.login': [
      { type: 'xstate.error.actor.login', error: apiErrors.invalidCredentials },
      { type: 'xstate.error.actor.login', error: apiErrors.network },
    ],
  },
  start,
  states: {
    'focusLogin.editing': ({ context }, h, event) => {
      expect(h.effects.navigate).not.toHaveBeenCalled();
      expect(h.effects.storeSession).not.toHaveBeenCalled();
      if (event.type === 'SUBMIT') {
        // Bad input: the problems are named, and nothing is sent.
        expect(h.promises.calls.filter((c) => !c.settled)).toEqual([]);
        expect(context.identifierError).toBe(identifierProblem(context.identifier));
        expect(context.passwordError).toBe(passwordProblem(context.password));
      }
      if (event.type === 'xstate.error.actor.login') expect(context.password).not.toBe('');
    },
    'focusLogin.signingIn': ({ context }, h) => {
      expect(h.effects.endExistingSessions).toHaveBeenCalledTimes(h.promises.calls.length);
      expect(h.promises.inputsOf('login').at(-1)).toEqual({
        identifier: context.identifier.trim(),
        password: context.password,
        remember_me: context.rememberMe,
        device_token: null,
      });
    },
    'focusLogin.signedIn': ({ context, status }, h) => {
      expect(status).toBe('done');
      expect(h.effects.storeSession).toHaveBeenCalledExactlyOnceWith({
        kind: 'focus',
        token: 'Bearer f0cus',
        permissions: ['rooms.join'],
        user: { id: 7, name: 'سارة القحطاني', email: 'focus@example.com', mobile: null },
      });
      expect(h.effects.setCookie.mock.calls.map(([c]) => [c.name, c.maxAgeSeconds])).toEqual([
        [SESSION_COOKIES.focusToken, 86400],
        [SESSION_COOKIES.focusPermissions, 86400],
      ]);
      expect(h.effects.notify).toHaveBeenCalledExactlyOnceWith({ tone: 'positive', messageId: 'auth.login.success' });
      expect(h.effects.navigate).toHaveBeenCalledExactlyOnceWith({
        to: context.result?.focus_package ? '/ar/focus-dashboard?video=true' : '/ar/focus-dashboard-packages',
      });
    },
  },
});

describe('focus login: behaviour', () => {
  it('uses the spec constants: password at least 8 characters, cookie 86400 s', () => {
    expect(FOCUS_PASSWORD_MIN).toBe(8);
    expect(FOCUS_COOKIE_SECONDS).toBe(86400);
    expect(passwordProblem('1234567')).toBe('focus.password.min');
    expect(passwordProblem('12345678')).toBeNull();
  });

  it('names every problem at once and sends nothing', () => {
    const { actor, promises, effects } = start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ identifierError: 'focus.identifier.required', passwordError: 'focus.password.required' });
    actor.send({ type: 'IDENTIFIER_CHANGED', value: 'focus@example.com' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'short' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ identifierError: null, passwordError: 'focus.password.min' });
    expect(promises.calls).toHaveLength(0);
    expect(effects.endExistingSessions).not.toHaveBeenCalled();
  });

  it('sends remember-me, logs out existing sessions first, and lands on the dashboard when a package came back', async () => {
    const { actor, promises, effects } = start({ locale: 'tr', deviceToken: 'fcm:x' });
    effects.endExistingSessions.mockImplementation(() => expect(promises.calls).toHaveLength(0));
    actor.send({ type: 'IDENTIFIER_CHANGED', value: ' focus@example.com ' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'password123' });
    actor.send({ type: 'REMEMBER_ME_CHANGED', value: true });
    actor.send({ type: 'SUBMIT' });
    expect(promises.inputsOf('login')).toEqual([{ identifier: 'focus@example.com', password: 'password123', remember_me: true, device_token: 'fcm:x' }]);
    promises.resolve('login', focusLoginResult(true));
    await settle();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/tr/focus-dashboard?video=true' });
  });

  it('goes to the focus packages page when no package came back', async () => {
    const { actor, promises, effects } = start();
    actor.send({ type: 'IDENTIFIER_CHANGED', value: 'nopackage@example.com' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'password123' });
    actor.send({ type: 'SUBMIT' });
    promises.resolve('login', focusLoginResult(false));
    await settle();
    expect(effects.navigate).toHaveBeenCalledWith({ to: '/ar/focus-dashboard-packages' });
  });

  it('stops the spinner on failure and keeps what was typed', async () => {
    const { actor, promises, effects } = start();
    actor.send({ type: 'IDENTIFIER_CHANGED', value: 'focus@example.com' });
    actor.send({ type: 'PASSWORD_CHANGED', value: 'wrong-password' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('signingIn')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    promises.reject('login', apiErrors.invalidCredentials);
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ identifier: 'focus@example.com', password: 'wrong-password' });
    expect(actor.getSnapshot().context.message?.messageId).toBe('focus.login.wrongCredentials');
    expect(effects.notify).not.toHaveBeenCalled();
  });
});
