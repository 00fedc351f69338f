import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import { providerUserFromApi } from '../testing/fixtures';
import { defaultLocale } from '../../i18n/locales';
import { persistSession, readPersistedSession, readProviderState } from './persistence';
import { createSessionActor, SessionProvider, useSession } from './SessionProvider';
import { splitPermissions, type ProviderSession } from './types';

const { user: providerUser, permissions: providerPermissions } = splitPermissions(providerUserFromApi);
const providerSession: ProviderSession = { token: 'Bearer t0k3n', permissions: providerPermissions, user: providerUser };
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('session in the browser', () => {
  beforeEach(() => {
    for (const name of Object.values(SESSION_COOKIES)) removeCookie(name);
    localStorage.clear();
  });

  it('restores token and permissions from cookies and the user from localStorage', () => {
    setCookie(SESSION_COOKIES.providerToken, 'Bearer t0k3n', 60);
    setCookie(SESSION_COOKIES.providerPermissions, JSON.stringify(providerPermissions), 60);
    const rest = { locale: 'ar', chat: true, role: 'owner', deviceToken: null } as const;
    persistSession({ provider: providerSession, focus: null, ...rest });
    expect(readPersistedSession()).toEqual({ provider: providerSession, focus: null, chat: true, role: 'owner' });
    persistSession({ provider: null, focus: null, ...rest });
    expect(readPersistedSession().provider?.user).toBeNull();
  });

  it('keeps the provider state across a reload: locale, token, permissions, data, chat status, role and push token', async () => {
    const first = createSessionActor({ navigate: vi.fn(), notify: vi.fn(), logout: () => Promise.resolve() });
    // The flow sets the cookies; the session gets the rest.
    setCookie(SESSION_COOKIES.providerToken, 'Bearer t0k3n', 60);
    setCookie(SESSION_COOKIES.providerPermissions, JSON.stringify(providerPermissions), 60);
    first.send({ type: 'SIGNED_IN', session: { kind: 'provider', ...providerSession, user: { ...providerUser, chat_status: true, role: 'admin' } } });
    first.send({ type: 'PUSH_TOKEN', token: 'fcm:this-device' });
    first.send({ type: 'CHAT_CHANGED', chat: false });
    first.send({ type: 'LOCALE_CHANGED', locale: 'tr' });
    first.stop();

    // A reload: a new actor from what the browser kept, on an address without a locale.
    const logout = vi.fn(() => Promise.resolve());
    const second = createSessionActor({ navigate: vi.fn(), notify: vi.fn(), logout });
    const { context } = second.getSnapshot();
    expect(second.getSnapshot().value).toBe('provider');
    expect(context).toMatchObject({ locale: 'tr', chat: false, role: 'admin', deviceToken: 'fcm:this-device' });
    expect(context.provider).toMatchObject({ token: 'Bearer t0k3n', permissions: providerPermissions, user: { id: providerUser.id, chat_status: false } });

    // Logout resets token, permissions, data, chat and push token, here and in what is kept.
    second.send({ type: 'LOGOUT' });
    expect(logout).toHaveBeenCalledWith({ kind: 'provider', token: 'Bearer t0k3n', device_token: 'fcm:this-device' });
    await settle();
    expect(second.getSnapshot().context).toMatchObject({ provider: null, chat: null, role: null, deviceToken: null, locale: 'tr' });
    expect(readProviderState()).toEqual({ locale: 'tr', chat: null, role: null, pushToken: null });
    expect(readPersistedSession().provider).toBeNull();
    second.stop();
  });

  it('starts the kept locale at en when nothing was kept (the route default stays ar)', () => {
    expect(readProviderState().locale).toBe('en');
    expect(defaultLocale).toBe('ar');
    const actor = createSessionActor({ navigate: vi.fn(), notify: vi.fn(), logout: () => Promise.resolve() });
    expect(actor.getSnapshot().context.locale).toBe('en');
    actor.stop();
    // An address with a language wins.
    const onArabicPage = createSessionActor({ locale: 'ar', navigate: vi.fn(), notify: vi.fn(), logout: () => Promise.resolve() });
    expect(onArabicPage.getSnapshot().context.locale).toBe('ar');
    onArabicPage.stop();
  });

  it('shares one actor with components, which see logout happen', async () => {
    setCookie(SESSION_COOKIES.focusToken, 'Bearer f0cus', 60);
    const navigate = vi.fn();
    const actor = createSessionActor({ locale: 'ar', navigate, notify: vi.fn(), logout: () => Promise.reject(new Error('offline')) });
    function Who() {
      return <p>{useSession((s) => (s.matches('focus') ? 'focus' : String(s.value)))}</p>;
    }
    render(
      <SessionProvider actor={actor}>
        <Who />
      </SessionProvider>,
    );
    expect(screen.getByText('focus')).toBeInTheDocument();
    await act(async () => {
      actor.send({ type: 'LOGOUT' });
      await settle();
    });
    expect(screen.getByText('signedOut')).toBeInTheDocument();
    expect(getCookie(SESSION_COOKIES.focusToken)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/ar');
    actor.stop();
  });

  it('leaves the session as it was when the page reports the locale it already has (its readers are not drawn again)', () => {
    const actor = createSessionActor({ locale: 'ar', navigate: vi.fn(), notify: vi.fn(), logout: () => Promise.resolve() });
    const draws = vi.fn();
    function Reader() {
      const context = useSession((s) => s.context);
      draws();
      return <p>{context.locale}</p>;
    }
    render(
      <SessionProvider actor={actor}>
        <Reader />
      </SessionProvider>,
    );
    const before = actor.getSnapshot().context;
    act(() => actor.send({ type: 'LOCALE_CHANGED', locale: 'ar' }));
    expect(actor.getSnapshot().context).toBe(before);
    expect(draws).toHaveBeenCalledTimes(1);
    // Another language still changes it.
    act(() => actor.send({ type: 'LOCALE_CHANGED', locale: 'en' }));
    expect(screen.getByText('en')).toBeInTheDocument();
    actor.stop();
  });
});
