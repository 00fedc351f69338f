/**
 * @vitest-environment-options { "url": "http://localhost/" }
 *
 * The scenario handler sets put the API in the state a story names, and `resetMockDb()` undoes
 * what a story changed.
 */
import { describe, expect, it } from 'vitest';
import { getMockDb, resetMockDb } from './db';
import { empty, expiredPackage, loading, locked, mockApi, noBankAccount, overrideOperation, serverError, staffAdmin, unauthorized } from './scenarios';
import { handlers } from './handlers';
import { apiClient, call, useMockServer } from './test-utils';

const server = useMockServer();

describe('scenarios', () => {
  it('loading: the chosen call never answers, the others still do', async () => {
    server.use(...loading('listSalons'));
    const pending = call('GET', '/provider/salons');
    const settled = await Promise.race([pending.then(() => 'answered'), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 300))]);
    expect(settled).toBe('still waiting');
    expect((await call('GET', '/provider/barbers')).status).toBe(200);
  });

  it('empty: lists answer no items with consistent pages, and creating works from there', async () => {
    server.use(...empty());
    const { api } = apiClient();
    const salons = await api.GET('/provider/salons');
    expect(salons.data?.data).toEqual([]);
    expect(salons.data?.meta).toEqual({ current_page: 1, per_page: 15, total: 0, last_page: 1, from: null, to: null });
    expect((await api.GET('/provider/notifications')).data?.data.notifications).toEqual([]);
    expect((await api.GET('/provider/wallet')).data?.data.balance).toBe(0);
    expect((await api.GET('/website/sliders')).data?.data).toEqual([]);
    expect((await api.GET('/provider/packages/activeSubscribedPackage')).data?.data).not.toBeNull();
    // The default world is untouched.
    expect(getMockDb().tenant(1).salons).toHaveLength(2);
  });

  it('empty for chosen operations only', async () => {
    server.use(...empty('listBarbers'));
    expect((await call('GET', '/provider/barbers')).body.data).toEqual([]);
    expect((await call('GET', '/provider/salons')).body.data).toHaveLength(2);
  });

  it('serverError: 500 with server_error and the translated generic message', async () => {
    server.use(...serverError('getWallet'));
    const { status, body } = await call('GET', '/provider/wallet', { locale: 'tr' });
    expect(status).toBe(500);
    expect(body).toEqual({ code: 'server_error', message: 'Hay aksi, bir şeyler ters gitti.' });
  });

  it('locked: 423 package_required on calls behind the package gate only; the app is sent to the packages page', async () => {
    server.use(...locked());
    const { api, navigate, notify } = apiClient({ locale: 'en' });
    const salons = await api.GET('/provider/salons');
    expect(salons.response.status).toBe(423);
    expect(salons.error).toMatchObject({ code: 'package_required' });
    expect(navigate).toHaveBeenCalledWith('/en/provider-dashboard/packages');
    expect(notify).toHaveBeenCalledWith('Your package has expired. Choose a package to continue.', 'caution');
    expect((await api.GET('/provider/banks')).response.status).toBe(200);
    expect((await api.GET('/provider/packages')).response.status).toBe(200);
  });

  it('unauthorized: 401 on calls that take a token, public ones still answer', async () => {
    server.use(...unauthorized());
    const { api, navigate } = apiClient();
    expect((await api.GET('/provider/auth/profile')).response.status).toBe(401);
    expect(navigate).toHaveBeenCalledWith('/ar');
    expect((await api.GET('/website/home')).response.status).toBe(200);
  });

  it('noBankAccount: the profile has no bank account, everything else works', async () => {
    server.use(...noBankAccount());
    const { api } = apiClient();
    expect((await api.GET('/provider/auth/profile')).data?.data.bank_account).toBeNull();
    expect((await api.GET('/provider/bank-account')).data?.data).toBeNull();
    expect((await api.GET('/provider/salons')).data?.data).toHaveLength(2);
  });

  it('expiredPackage: no active package, 423 behind the gate, packages still listed', async () => {
    server.use(...expiredPackage());
    const { api } = apiClient();
    expect((await api.GET('/provider/packages/activeSubscribedPackage')).data?.data).toBeNull();
    expect((await api.GET('/provider/reservations')).response.status).toBe(423);
    expect((await api.GET('/provider/packages')).data?.data).toHaveLength(3);
    const renewed = await api.POST('/provider/packages/{id}/subscribe', { params: { path: { id: 2 } } });
    expect(renewed.data?.data.started_at).toBe('2026-11-22T09:00:00+03:00');
    expect((await api.GET('/provider/reservations')).response.status).toBe(200);
  });

  it('staffAdmin: the receptionist sees reservations but not the wallet', async () => {
    server.use(...staffAdmin());
    const { api } = apiClient();
    expect((await api.GET('/provider/auth/profile')).data?.data).toMatchObject({ role: 'receptionist', is_super_admin: false });
    expect((await api.GET('/provider/reservations')).response.status).toBe(200);
    expect((await api.GET('/provider/wallet')).response.status).toBe(403);
  });

  it('overrideOperation by operationId and by method and path', async () => {
    server.use(
      overrideOperation('getProviderNotificationCount', ({ response }) => response(200).json({ data: { unread: 42 }, message: '' })),
      overrideOperation('get', '/provider/wallet', ({ response }) =>
        response(200).json({ data: { balance: 0, pending_withdrawals: 0, currency: 'SAR', total_credits: 0, total_debits: 0 }, message: '' }),
      ),
    );
    const { api } = apiClient();
    expect((await api.GET('/provider/notifications/count')).data?.data.unread).toBe(42);
    expect((await api.GET('/provider/wallet')).data?.data.balance).toBe(0);
  });

  it('mockApi puts the scenario in front of the defaults', () => {
    const set = loading('getHealth');
    const parameters = mockApi(set);
    expect(parameters.handlers.scenario).toEqual(set);
    expect(parameters.handlers.api).toBe(handlers);
  });
});

describe('resetMockDb', () => {
  it('undoes what calls changed', async () => {
    await call('DELETE', '/provider/admins/3');
    expect((await call('GET', '/provider/admins')).body.data).toHaveLength(2);
    resetMockDb();
    expect((await call('GET', '/provider/admins')).body.data).toHaveLength(3);
  });
});
