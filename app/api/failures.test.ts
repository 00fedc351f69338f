import { describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from '../../api-spec/client';
import { reactToFailure, type FailureReactionDeps } from './failures';

function setup(status: number, body: unknown, overrides: Partial<FailureReactionDeps> = {}) {
  const reactions = { getLocale: () => 'en', navigate: vi.fn(), notify: vi.fn(), onUnauthorized: vi.fn(), ...overrides };
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    getLocale: () => 'en',
    getToken: () => 'Bearer provider-token',
    genericMessage: () => 'Oops...Something went wrong.',
    onFailure: reactToFailure(reactions),
    fetch: (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch,
  });
  return { client, reactions };
}

describe('how the app answers a failed call', () => {
  it('401 on a provider path clears the session and goes to the site root', async () => {
    const { client, reactions } = setup(401, { code: 'unauthenticated', message: 'Sign in again' });
    const result = await client.GET('/provider/salons');
    expect(result.response.status).toBe(401);
    expect(reactions.onUnauthorized).toHaveBeenCalledOnce();
    expect(reactions.navigate).toHaveBeenCalledWith('/en');
    expect(reactions.notify).not.toHaveBeenCalled();
  });

  it('423 on a provider path shows the message and goes to the packages page', async () => {
    const { client, reactions } = setup(423, { code: 'package_required', message: 'Subscribe to a package' });
    await client.GET('/provider/salons');
    expect(reactions.notify).toHaveBeenCalledWith('Subscribe to a package', 'caution');
    expect(reactions.navigate).toHaveBeenCalledWith('/en/provider-dashboard/packages');
  });

  it('any other error shows the message as a notice and stays on the page', async () => {
    const { client, reactions } = setup(422, { code: 'validation_failed', message: 'The IBAN is invalid', errors: { iban: ['The IBAN is invalid'] } });
    await expect(unwrap(client.GET('/provider/salons'))).rejects.toMatchObject({ status: 422 });
    expect(reactions.notify).toHaveBeenCalledWith('The IBAN is invalid', 'critical');
    expect(reactions.navigate).not.toHaveBeenCalled();
  });

  it('login failures stay silent: only the caller reacts', async () => {
    const { client, reactions } = setup(422, { code: 'otp_invalid', message: 'Wrong code', errors: { otp: ['Wrong code'] } });
    await expect(
      unwrap(client.POST('/provider/auth/verify-login', { body: { otp: '1234', mobile: '500000001', type: 'mobile', device_token: null } })),
    ).rejects.toMatchObject({ status: 422, code: 'otp_invalid' });
    expect(reactions.notify).not.toHaveBeenCalled();
  });

  it('a screen that explains its own failures names its calls', async () => {
    const { client, reactions } = setup(500, { code: 'server_error', message: 'Oops' }, { silentPaths: new Set(['/website/settings']) });
    await client.GET('/website/settings');
    expect(reactions.notify).not.toHaveBeenCalled();
  });
});
