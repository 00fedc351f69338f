/**
 * @vitest-environment-options { "url": "http://localhost/" }
 *
 * Reservations, the wallet and notifications behave like the server: overlapping times are
 * refused with alternatives, transitions follow the status rules, money moves through the ledger.
 */
import { describe, expect, it } from 'vitest';
import type { Schema } from '../../api-spec';
import { noBankAccount } from './scenarios';
import { apiClient, call, useMockServer } from './test-utils';

const server = useMockServer();

const booking = (startsAt: string, extra: Record<string, unknown> = {}) => ({
  salon_id: 1,
  barber_id: 1,
  service_ids: [1],
  starts_at: startsAt,
  customer_name: 'مشعل القحطاني',
  customer_mobile: '557654321',
  ...extra,
});

const book = (startsAt: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  call('POST', '/provider/reservations', { body: booking(startsAt, extra), headers, locale: 'en' });

describe('creating a reservation', () => {
  it('refuses a time that overlaps a live reservation of the barber: 409 slot_taken with the conflict and nearest free slots', async () => {
    // Ahmed (barber 1) has reservation 40 on Monday 09:15–10:05, buffers 5 before and 10 after.
    const { status, body } = await book('2026-11-23T09:30:00+03:00');
    expect(status).toBe(409);
    const taken = body as unknown as Schema<'SlotTakenError'>;
    expect(taken.code).toBe('slot_taken');
    expect(taken.conflict).toEqual({ reservation_id: 40, starts_at: '2026-11-23T09:15:00+03:00', ends_at: '2026-11-23T10:05:00+03:00' });
    expect(taken.nearest_slots.map((slot) => slot.starts_at)).toEqual([
      '2026-11-23T10:30:00+03:00',
      '2026-11-23T10:45:00+03:00',
      '2026-11-23T11:00:00+03:00',
      '2026-11-23T11:15:00+03:00',
      '2026-11-23T11:30:00+03:00',
    ]);
    expect(taken.nearest_slots.every((slot) => slot.barber_ids.includes(1))).toBe(true);
    // The first alternative really is free.
    expect((await book(taken.nearest_slots[0]!.starts_at)).status).toBe(201);
  });

  it('counts buffers: a start inside the 10 minutes kept after a reservation is taken', async () => {
    expect((await book('2026-11-23T10:15:00+03:00')).status).toBe(409);
  });

  it('refuses past, off-grid and break-time starts with errors.starts_at', async () => {
    for (const startsAt of ['2026-11-21T12:00:00+03:00', '2026-11-23T10:37:00+03:00', '2026-11-23T13:15:00+03:00']) {
      const { status, body } = await book(startsAt);
      expect(status, startsAt).toBe(422);
      expect(Object.keys(body.errors as object)).toEqual(['starts_at']);
    }
  });

  it('refuses a service the barber does not perform, and a barber of another salon', async () => {
    expect((await book('2026-11-24T11:00:00+03:00', { service_ids: [3] })).body.errors).toHaveProperty('service_ids');
    expect((await book('2026-11-24T11:00:00+03:00', { barber_id: 4 })).body.errors).toHaveProperty('barber_id');
  });

  it('books a free time: confirmed, prices copied, a notification, and the slot is gone', async () => {
    const { api } = apiClient({ locale: 'en' });
    const before = await api.GET('/provider/notifications/count');
    const created = await api.POST('/provider/reservations', { body: booking('2026-11-24T11:00:00+03:00', { service_ids: [1, 2] }) });
    expect(created.response.status).toBe(201);
    expect(created.data?.data).toMatchObject({ status: 'confirmed', total: 8000, ends_at: '2026-11-24T11:50:00+03:00', salon_name: 'Elegance Salon' });
    expect((await api.GET('/provider/notifications/count')).data?.data.unread).toBe((before.data?.data.unread ?? 0) + 1);
    const slots = await api.GET('/provider/slots', { params: { query: { salon_id: 1, date: '2026-11-24', service_ids: [1] } } });
    const at11 = slots.data?.data[0]?.slots.find((slot) => slot.starts_at === '2026-11-24T11:00:00+03:00');
    expect(at11?.barber_ids ?? []).not.toContain(1);
  });

  it('replays the same Idempotency-Key and body, and refuses the key with another body', async () => {
    const key = { 'Idempotency-Key': '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f' };
    const first = await book('2026-11-24T15:00:00+03:00', {}, key);
    const again = await book('2026-11-24T15:00:00+03:00', {}, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((again.body.data as { id: number }).id).toBe((first.body.data as { id: number }).id);
    const other = await book('2026-11-24T16:00:00+03:00', {}, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
  });
});

describe('reservation transitions', () => {
  it('confirms a pending reservation once', async () => {
    expect((await call('POST', '/provider/reservations/36/confirm')).body.data).toMatchObject({ status: 'confirmed' });
    const again = await call('POST', '/provider/reservations/36/confirm');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invalid_transition');
  });

  it('completes a started reservation: credit and dues in the ledger, the balance moves by both', async () => {
    const { api } = apiClient();
    const before = (await api.GET('/provider/wallet')).data?.data.balance ?? 0;
    expect((await call('POST', '/provider/reservations/32/complete')).body.data).toMatchObject({ status: 'completed' });
    const after = (await api.GET('/provider/wallet')).data?.data.balance;
    expect(after).toBe(before + 8000 - 400);
    const ledger = await api.GET('/provider/wallet/transactions', { params: { query: { per_page: 2 } } });
    expect(ledger.data?.data.map((row) => [row.type, row.amount, row.reservation_id])).toEqual(
      expect.arrayContaining([
        ['credit', 8000, 32],
        ['dues', -400, 32],
      ]),
    );
  });

  it('will not complete or mark no-show before the start, nor cancel a completed one', async () => {
    expect((await call('POST', '/provider/reservations/34/complete')).status).toBe(409);
    expect((await call('POST', '/provider/reservations/34/no-show')).status).toBe(409);
    expect((await call('POST', '/provider/reservations/17/cancel', { body: {} })).status).toBe(409);
  });

  it('cancelling frees the time for another booking', async () => {
    const cancelled = await call('POST', '/provider/reservations/40/cancel', { body: { reason: 'طلب العميل الإلغاء' } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'طلب العميل الإلغاء' });
    expect((await book('2026-11-23T09:30:00+03:00')).status).toBe(201);
  });

  it('marks a started confirmed reservation as no-show', async () => {
    expect((await call('POST', '/provider/reservations/31/no-show')).body.data).toMatchObject({ status: 'no_show' });
  });
});

describe('listing reservations', () => {
  it('pages with meta and links that keep the filters', async () => {
    const { api } = apiClient();
    const { data } = await api.GET('/provider/reservations', { params: { query: { per_page: 10, page: 6, sort: '-starts_at' } } });
    expect(data?.meta).toEqual({ current_page: 6, per_page: 10, total: 56, last_page: 6, from: 51, to: 56 });
    expect(data?.links.next).toBeNull();
    expect(data?.links.prev).toBe('/api/provider/reservations?per_page=10&page=5&sort=-starts_at');
    expect(data?.data.at(-1)?.id).toBe(1);
  });

  it('filters by status, search, barber and time range', async () => {
    const { api } = apiClient();
    const pending = await api.GET('/provider/reservations', { params: { query: { status: ['pending'], per_page: 100 } } });
    expect(pending.data?.data.every((row) => row.status === 'pending')).toBe(true);
    expect(pending.data?.meta.total).toBe(7);
    const byMobile = await api.GET('/provider/reservations', { params: { query: { search: '556123456' } } });
    expect(new Set(byMobile.data?.data.map((row) => row.customer_name))).toEqual(new Set(['هشام باعشن']));
    const today = await api.GET('/provider/reservations', {
      params: { query: { from: '2026-11-22T00:00:00+03:00', to: '2026-11-23T00:00:00+03:00', barber_id: 1 } },
    });
    expect(today.data?.data.map((row) => row.id)).toEqual([34, 36]);
  });
});

describe('wallet', () => {
  it('refuses a withdrawal over the balance with insufficient_balance and errors.amount, debiting nothing', async () => {
    const { status, body } = await call('POST', '/provider/wallet/withdrawals', { body: { amount: 200000 }, locale: 'en' });
    expect(status).toBe(422);
    expect(body.code).toBe('insufficient_balance');
    expect(body.message).toBe('The amount exceeds your balance of SAR 1,014.50.');
    expect(body.errors).toHaveProperty('amount');
    expect(((await call('GET', '/provider/wallet')).body.data as Schema<'Wallet'>).balance).toBe(101450);
  });

  it('withdraws within the balance: debits at once and counts it as pending', async () => {
    const { api } = apiClient();
    const created = await api.POST('/provider/wallet/withdrawals', { body: { amount: 50000 } });
    expect(created.data?.data).toMatchObject({ amount: 50000, status: 'pending', balance_after: 51450 });
    expect((await api.GET('/provider/wallet')).data?.data).toMatchObject({ balance: 51450, pending_withdrawals: 80000 });
  });

  it('asks for a bank account first when there is none', async () => {
    server.use(...noBankAccount());
    const { status, body } = await call('POST', '/provider/wallet/withdrawals', { body: { amount: 10000 } });
    expect(status).toBe(422);
    expect(body.code).toBe('bank_account_required');
  });

  it('keeps its totals equal to the ledger', async () => {
    const { api } = apiClient();
    const wallet = (await api.GET('/provider/wallet')).data?.data;
    const ledger = (await api.GET('/provider/wallet/transactions', { params: { query: { per_page: 100 } } })).data?.data ?? [];
    expect(wallet?.balance).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect(wallet?.total_credits).toBe(ledger.filter((row) => row.amount > 0).reduce((sum, row) => sum + row.amount, 0));
    expect(ledger.filter((row) => row.type === 'refund')).toHaveLength(2);
  });
});

describe('notifications', () => {
  it('gives the card its unread notifications grouped by day, newest first', async () => {
    const { api } = apiClient();
    const { data } = await api.GET('/provider/notifications', { params: { query: { is_read: 0, per_page: 6 } } });
    expect(data?.data.notifications.map((group) => [group.date, group.notifications.map((row) => row.id)])).toEqual([
      ['2026-11-22', [110, 109, 108]],
      ['2026-11-21', [107]],
    ]);
    expect(data?.meta.total).toBe(4);
  });

  it('marks one, then all, as read', async () => {
    const { api } = apiClient();
    await api.POST('/provider/notifications/{id}/read', { params: { path: { id: 110 } } });
    expect((await api.GET('/provider/notifications/count')).data?.data.unread).toBe(3);
    await api.GET('/provider/read-notifications');
    expect((await api.GET('/provider/notifications/count')).data?.data.unread).toBe(0);
  });
});
