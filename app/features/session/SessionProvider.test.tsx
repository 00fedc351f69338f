import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';
import { SESSION_COOKIES } from '../constants';
import { providerUserFromApi } from '../testing/fixtures';
import { persistUsers, readPersistedSession } from './persistence';
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
    persistUsers({ provider: providerSession, focus: null });
    expect(readPersistedSession()).toEqual({ provider: providerSession, focus: null });
    persistUsers({ provider: null, focus: null });
    expect(readPersistedSession().provider?.user).toBeNull();
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
});
