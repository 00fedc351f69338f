// Races over HTTP, on PGlite (in process, and the embedded database over its socket as `npm start`
// runs it) and PostgreSQL: the database, not luck, decides who wins.
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { createBarber } from '../../../domain/barbers';
import { setBankAccount } from '../../../domain/banks';
import { openWeek, riyadhDay, salonInput, signedInProvider, type TestProvider } from '../../../test/booking-data';
import { makeSaudiIban } from '../../../../shared/iban';
import { createSalon } from '../../../domain/salons';
import { createService } from '../../../domain/services';
import { appendEntry } from '../../../domain/wallet';
import { forEachApp } from '../../../test/http';

forEachApp('booking races', (ctx) => {
  let owner: TestProvider;
  let booking: Record<string, unknown>;

  beforeAll(async () => {
    owner = await signedInProvider(ctx.db, ctx.clock.now());
    const unlimited = { maxSalons: null, maxBarbers: null };
    const salonId = await createSalon(ctx.db, owner.providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), unlimited);
    const serviceId = await createService(ctx.db, owner.providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
    const barberId = await createBarber(ctx.db, owner.providerId, { salon_id: salonId, name: 'أحمد', service_ids: [serviceId] }, unlimited);
    booking = { salon_id: salonId, barber_id: barberId, service_ids: [serviceId], starts_at: `${riyadhDay(ctx.clock.now(), 3)}T10:00:00+03:00`, customer_mobile: '555123456' };
  });

  it('100 concurrent bookings of one barber’s slot: exactly one 201, every other 409 slot_taken', async () => {
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ctx.request('POST', '/api/provider/reservations', { token: owner.token, body: { ...booking, customer_name: `عميل ${i}` } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    const winner = responses.find((r) => r.statusCode === 201)!.json() as { data: { id: number } };
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json()).toMatchObject({ code: 'slot_taken', conflict: { reservation_id: winner.data.id } });
    }
    const rows = await ctx.db.selectFrom('reservations').select('id').where('provider_id', '=', owner.providerId).execute();
    expect(rows).toEqual([{ id: winner.data.id }]);
  });

  it('50 concurrent withdrawals against a balance that covers 10: exactly 10 succeed and the balance is exact', async () => {
    await setBankAccount(ctx.db, owner.providerId, { bank_id: 1, account_holder_name: 'مؤسسة الأناقة', account_number: '608010167519', iban: makeSaudiIban('80', '000000608010167519') }, 'ar');
    await ctx.db.transaction().execute((trx) =>
      appendEntry(trx, owner.providerId, { type: 'credit', amount: 10 * 2_500 + 1_234, description: { key: 'api.booking.wallet.entry.credit', params: { reservation: 1 } } }),
    );
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => ctx.request('POST', '/api/provider/wallet/withdrawals', { token: owner.token, body: { amount: 2_500 } })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(responses.filter((r) => r.statusCode === 422).every((r) => (r.json() as { code: string }).code === 'insufficient_balance')).toBe(true);
    const wallet = (await ctx.request('GET', '/api/provider/wallet', { token: owner.token })).json() as { data: { balance: number; pending_withdrawals: number } };
    expect(wallet.data).toMatchObject({ balance: 1_234, pending_withdrawals: 25_000 });
    const sum = await sql<{ s: string }>`SELECT coalesce(sum(amount), 0) AS s FROM wallet_entries WHERE provider_id = ${owner.providerId}`.execute(ctx.db);
    expect(Number(sum.rows[0]!.s)).toBe(1_234);
  });
}, { embedded: true });
