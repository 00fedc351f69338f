import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES } from '../constants';
import type { NavigateParams, NoticeParams, RemoveCookieParams } from '../effects';
import { apiErrors, providerUserFromApi } from '../testing/fixtures';
import { DeferredActors, describeMachinePaths, startOnClock, TestClock, type PathHarness } from '../testing/machinePaths';
import { hasPermission, requireCompany, requireFocus, requirePermission, requireProvider, routeGuards } from './guards';
import { sessionMachine, type LogoutCallInput, type SessionContext, type SessionInput } from './session.machine';
import { splitPermissions, type FocusSession, type ProviderSession, type SignInParams } from './types';

type Machine = typeof sessionMachine;

interface Harness extends PathHarness<Machine> {
  effects: {
    removeCookie: ReturnType<typeof vi.fn<(params: RemoveCookieParams) => void>>;
    navigate: ReturnType<typeof vi.fn<(params: NavigateParams) => void>>;
    notify: ReturnType<typeof vi.fn<(params: NoticeParams) => void>>;
  };
}

const { user: providerUser, permissions: providerPermissions } = splitPermissions(providerUserFromApi);
const providerSession: ProviderSession = { token: 'Bearer t0k3n', permissions: providerPermissions, user: providerUser };
const focusSession: FocusSession = {
  token: 'Bearer f0cus',
  permissions: ['rooms.join'],
  user: { id: 7, name: 'سارة القحطاني', email: 'focus@example.com', mobile: null },
};
const providerSignIn: SignInParams = { kind: 'provider', ...providerSession };
const focusSignIn: SignInParams = { kind: 'focus', ...focusSession };

function start(input: SessionInput): Harness {
  const promises = new DeferredActors();
  const clock = new TestClock();
  const effects: Harness['effects'] = { removeCookie: vi.fn(), navigate: vi.fn(), notify: vi.fn() };
  const machine = sessionMachine.provide({
    actors: { logout: promises.actor<unknown, LogoutCallInput>('logout') },
    actions: {
      removeCookie: (_, params) => effects.removeCookie(params),
      navigate: (_, params) => effects.navigate(params),
      notify: (_, params) => effects.notify(params),
    },
  });
  return { actor: startOnClock(machine, input, clock), clock, promises, effects };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const allCookies = Object.values(SESSION_COOKIES).map((name) => ({ name }));

describeMachinePaths('session: every path', {
  machine: sessionMachine,
  inputs: [
    { locale: 'ar' },
    { locale: 'ar', restored: { provider: providerSession }, deviceToken: 'fcm:device' },
    { locale: 'ar', restored: { focus: focusSession } },
  ],
  serialize: ({ value, context }) =>
    JSON.stringify([
      value,
      context.provider?.token ?? null,
      context.provider?.user?.name ?? null,
      context.focus?.token ?? null,
      context.locale,
      context.chat,
      context.role,
      context.deviceToken,
    ]),
  events: {
    SIGNED_IN: [
      { type: 'SIGNED_IN', session: providerSignIn },
      { type: 'SIGNED_IN', session: focusSignIn },
    ],
    USER_UPDATED: [{ type: 'USER_UPDATED', user: { ...providerUser, name: 'محمد العتيبي (المالك)' } }],
    LOCALE_CHANGED: [{ type: 'LOCALE_CHANGED', locale: 'en' }],
    PUSH_TOKEN: [{ type: 'PUSH_TOKEN', token: 'fcm:granted' }],
    CHAT_CHANGED: [{ type: 'CHAT_CHANGED', chat: false }],
    'xstate.error.actor.logout': [{ type: 'xstate.error.actor.logout', error: apiErrors.server }],
  },
  start,
  transientStates: ['session.checking'],
  states: {
    'session.signedOut': ({ context }, h, event) => {
      expect(context.provider).toBeNull();
      expect(context.focus).toBeNull();
      if (['END_SESSIONS', 'EXPIRED'].includes(event.type) || event.type.startsWith('xstate.')) {
        const removed = h.effects.removeCookie.mock.calls.map(([params]) => params);
        if (event.type !== 'xstate.init') expect(removed.slice(-4)).toEqual(allCookies);
      }
      if (event.type.includes('actor.logout')) {
        // Chat status, role and the push token go with the session.
        expect([context.chat, context.role, context.deviceToken]).toEqual([null, null, null]);
        // Done or failed alike: to the root of the current language, with a success notice.
        expect(h.effects.navigate).toHaveBeenLastCalledWith({ to: `/${context.locale}` });
        expect(h.effects.notify).toHaveBeenLastCalledWith({ tone: 'positive', messageId: 'auth.logout.success' });
      } else {
        expect(h.effects.navigate).not.toHaveBeenCalled();
      }
    },
    'session.provider': ({ context }) => {
      expect(context.provider?.token).toMatch(/^Bearer /);
      // Chat status and role are kept as their own state, in step with the user's.
      expect(context.chat).toBe(context.provider?.user?.chat_status);
      expect(context.role).toBe(context.provider?.user?.role);
      expect(context.focus).toBeNull();
      expect(requireProvider(context)).toEqual({ allowed: true });
      expect(requireFocus(context).allowed).toBe(false);
    },
    'session.focus': ({ context }) => {
      expect(context.focus?.token).toBe('Bearer f0cus');
      expect([context.chat, context.role]).toEqual([null, null]);
      expect(context.provider).toBeNull();
      expect(requireFocus(context)).toEqual({ allowed: true });
      expect(requireProvider(context)).toEqual({ allowed: false, redirectTo: `/${context.locale}` });
    },
    'session.loggingOut': ({ context }, h) => {
      const session = context.provider ?? context.focus;
      expect(h.promises.waiting().map((c) => c.input)).toEqual([
        { kind: context.provider ? 'provider' : 'focus', token: session?.token, device_token: context.deviceToken },
      ]);
    },
  },
});

describe('session: behaviour', () => {
  it('logs out: resets everything, removes the cookies, goes to the root, says so', async () => {
    const { actor, promises, effects } = start({ locale: 'en', restored: { provider: providerSession }, deviceToken: 'fcm:device' });
    actor.send({ type: 'LOGOUT' });
    expect(promises.inputsOf('logout')).toEqual([{ kind: 'provider', token: 'Bearer t0k3n', device_token: 'fcm:device' }]);
    promises.resolve('logout');
    await settle();
    // Token, permissions, data, chat, role and the push token are reset; the locale stays.
    expect(actor.getSnapshot().context).toMatchObject({ provider: null, focus: null, chat: null, role: null, deviceToken: null, locale: 'en' });
    expect(effects.removeCookie.mock.calls.map(([c]) => c.name).sort()).toEqual(Object.values(SESSION_COOKIES).sort());
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith({ to: '/en' });
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith({ tone: 'positive', messageId: 'auth.logout.success' });
  });

  it('ignores a failed logout call: the browser forgets the session all the same', async () => {
    const { actor, promises, effects } = start({ locale: 'ar', restored: { focus: focusSession } });
    actor.send({ type: 'LOGOUT' });
    promises.reject('logout', apiErrors.server);
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.notify).toHaveBeenCalledWith({ tone: 'positive', messageId: 'auth.logout.success' });
  });

  it('ends existing sessions before a login without a call, a notice or a navigation', () => {
    const { actor, promises, effects } = start({ locale: 'ar', restored: { provider: providerSession } });
    actor.send({ type: 'END_SESSIONS' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(promises.calls).toEqual([]);
    expect(effects.removeCookie).toHaveBeenCalledTimes(4);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('keeps one kind of user at a time', () => {
    const { actor } = start({ locale: 'ar', restored: { provider: providerSession, focus: focusSession } });
    expect(actor.getSnapshot().context.focus).toBeNull();
    actor.send({ type: 'SIGNED_IN', session: focusSignIn });
    expect(actor.getSnapshot().context).toMatchObject({ provider: null, focus: focusSession });
  });
});

describe('route guards', () => {
  const base: SessionContext = { locale: 'tr', provider: null, focus: null, chat: null, role: null, deviceToken: null };
  const withProvider = (patch: Partial<ProviderSession['user'] & object> = {}): SessionContext => ({
    ...base,
    provider: { ...providerSession, user: { ...providerUser, ...patch } },
  });

  it('sends visitors without a provider token from provider pages to the home page', () => {
    expect(requireProvider(base)).toEqual({ allowed: false, redirectTo: '/tr' });
    expect(requireProvider(withProvider())).toEqual({ allowed: true });
  });

  it('lets only a super admin provider into the company room', () => {
    expect(requireCompany(base)).toEqual({ allowed: false, redirectTo: '/tr' });
    expect(requireCompany(withProvider({ is_super_admin: false }))).toEqual({ allowed: false, redirectTo: '/tr/provider-dashboard/403' });
    expect(requireCompany(withProvider({ is_super_admin: true }))).toEqual({ allowed: true });
  });

  it('checks permissions from the list the server granted', () => {
    expect(hasPermission(withProvider(), 'salons.manage')).toBe(true);
    expect(hasPermission(withProvider(), 'wallet.withdraw')).toBe(false);
    expect(hasPermission(base, 'salons.manage')).toBe(false);
    expect(hasPermission({ ...base, focus: focusSession }, 'rooms.join')).toBe(true);
    expect(requirePermission(withProvider(), 'wallet.withdraw')).toEqual({ allowed: false, redirectTo: '/tr/provider-dashboard/403' });
    expect(requirePermission(base, 'wallet.withdraw')).toEqual({ allowed: false, redirectTo: '/tr' });
  });

  it('names the guards routes use', () => {
    expect(Object.keys(routeGuards).sort()).toEqual(['auth', 'company', 'focus']);
  });
});
