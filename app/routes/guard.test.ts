import { describe, expect, it } from 'vitest';
import { appSession } from '../session';
import { guard, UNKNOWN_MIDDLEWARE } from './guard';

const run = (loader: ReturnType<typeof guard>) => {
  try {
    return { value: (loader as () => unknown)() };
  } catch (thrown) {
    return { thrown };
  }
};

const provider = {
  kind: 'provider' as const,
  token: 'Bearer t',
  permissions: ['salons.manage'],
  user: {
    id: 1,
    provider_id: 1,
    name: 'Owner',
    mobile: '500000001',
    country_code: '+966',
    email: null,
    avatar: null,
    is_super_admin: false,
    chat_status: true,
    bank_account: null,
    role: 'owner',
  },
};

describe('route guards', () => {
  it('an unknown guard name fails the route with 500 Unknown middleware', () => {
    const { thrown } = run(guard('mokayiefy'));
    expect(thrown).toMatchObject({ data: UNKNOWN_MIDDLEWARE, init: { status: 500 } });
  });

  it('the auth guard sends a signed-out visitor to the home page', () => {
    appSession.send({ type: 'END_SESSIONS' });
    const { thrown } = run(guard('auth'));
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/ar');
  });

  it('lets a signed-in provider in, and sends one without the permission to the 403 page', () => {
    appSession.send({ type: 'SIGNED_IN', session: provider });
    expect(run(guard('auth')).value).toBeNull();
    expect(run(guard('auth', 'salons.manage')).value).toBeNull();
    const { thrown } = run(guard('auth', 'wallet.withdraw'));
    expect((thrown as Response).headers.get('Location')).toBe('/ar/provider-dashboard/403');
  });

  it('redirects in the language of the address, whatever language the session keeps', () => {
    appSession.send({ type: 'END_SESSIONS' });
    const loader = guard('auth') as (args: { params: Record<string, string> }) => unknown;
    let thrown: unknown;
    try {
      loader({ params: { locale: 'ur' } });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/ur');
  });

  it('the company guard admits only a super admin', () => {
    appSession.send({ type: 'SIGNED_IN', session: provider });
    expect((run(guard('company')).thrown as Response).headers.get('Location')).toBe('/ar/provider-dashboard/403');
    appSession.send({ type: 'SIGNED_IN', session: { ...provider, user: { ...provider.user, is_super_admin: true } } });
    expect(run(guard('company')).value).toBeNull();
  });
});
