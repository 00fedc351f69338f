// Isolation, generated from the contract: every provider operation of the booking area that
// addresses something by id answers another provider 404 (never the data) and changes nothing.
// A new operation in the document is covered by this loop; one whose path names a resource this
// test has no fixture for fails here until a fixture is added.
import { sql, type Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/schema';
import { createBarber } from '../../../domain/barbers';
import { createClosure } from '../../../domain/closures';
import { openWeek, riyadhDay, salonInput, signedInProvider, signedInStaff, type TestProvider } from '../../../test/booking-data';
import { createReservation } from '../../../domain/reservations';
import { createSalon } from '../../../domain/salons';
import { createService } from '../../../domain/services';
import { allOperations, specDocument } from '../../spec';
import { forEachApp } from '../../../test/http';
import { bookingHandlers } from './index';

type Operation = { requestBody?: { content?: Record<string, { example?: unknown; schema?: { example?: unknown } }> } };

/** The operations under test: the booking area's, for providers, with a path parameter. */
const operations = allOperations().filter((op) => op.operationId in bookingHandlers && op.tokenKinds.includes('provider') && op.path.includes('{'));

function exampleBody(method: string, path: string): unknown {
  const paths = specDocument().paths as Record<string, Record<string, Operation>>;
  const content = paths[path]?.[method.toLowerCase()]?.requestBody?.content?.['application/json'];
  return content?.example ?? content?.schema?.example;
}

/** Every row a provider could touch, as one digest per table (one round trip): "changes nothing" is checked, not assumed. */
async function snapshot(db: Kysely<Database>): Promise<string> {
  const tables = ['salons', 'barbers', 'services', 'barber_services', 'reservations', 'reservation_services', 'wallets', 'wallet_entries', 'withdrawals', 'bank_accounts', 'provider_users', 'access_tokens', 'notifications', 'idempotency_keys'];
  const digests = tables.map((table) => sql`(SELECT ${table} || ':' || count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM ${sql.table(table)} t)`);
  const result = await sql<{ digest: string }>`SELECT concat_ws(E'\n', ${sql.join(digests)}) AS digest`.execute(db);
  return result.rows[0]!.digest;
}

forEachApp('booking isolation', (ctx) => {
  let victim: TestProvider;
  let intruder: TestProvider;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const now = ctx.clock.now();
    victim = await signedInProvider(ctx.db, now);
    intruder = await signedInProvider(ctx.db, now);
    const unlimited = { maxSalons: null, maxBarbers: null };
    const salonId = await createSalon(ctx.db, victim.providerId, salonInput({ working_hours: openWeek('09:00', '17:00') }), unlimited);
    const serviceId = await createService(ctx.db, victim.providerId, { salon_id: salonId, name_ar: 'قص', name_en: 'Cut', price: 5000, duration_minutes: 30 });
    const barberId = await createBarber(ctx.db, victim.providerId, { salon_id: salonId, name: 'أحمد', service_ids: [serviceId] }, unlimited);
    const reservation = await createReservation(
      ctx.db,
      victim.providerId,
      { salon_id: salonId, barber_id: barberId, service_ids: [serviceId], starts_at: `${riyadhDay(now, 1)}T10:00:00+03:00`, customer_name: 'خالد', customer_mobile: '555123456', status: 'pending' },
      'ar',
      { now },
    );
    const staff = await signedInStaff(ctx.db, victim.providerId, ['reservations.view'], now);
    // The intruder owns look-alikes, so a handler that forgot the provider filter would find something.
    await createSalon(ctx.db, intruder.providerId, salonInput(), unlimited);
    const closure = await createClosure(ctx.db, victim.providerId, salonId, { kind: 'maintenance', starts_at: `${riyadhDay(now, 3)}T09:00:00+03:00`, ends_at: `${riyadhDay(now, 3)}T12:00:00+03:00` }, 'ar', now);
    Object.assign(ids, {
      salons: salonId,
      services: serviceId,
      barbers: barberId,
      reservations: reservation.reservationId,
      admins: staff.userId,
      salon_id: salonId,
      barber_id: barberId,
      closure_id: closure.closure.id,
    });
  });

  it('covers the operations the contract declares (sanity: the loop is not empty)', () => {
    expect(operations.map((op) => op.operationId)).toEqual(expect.arrayContaining(['getSalon', 'deleteBarber', 'cancelReservation', 'updateBarberBufferTimes', 'deleteProviderAdmin']));
  });

  for (const op of operations) {
    it(`${op.method} ${op.path} (${op.operationId}): another provider gets 404 and nothing changes`, async () => {
      const resource = op.path.split('/')[2]!; // /provider/<resource>/{id}/...
      const url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
        const id = name === 'id' ? ids[resource] : ids[name];
        if (id === undefined) throw new Error(`no fixture for {${name}} in ${op.path}: add one to this test`);
        return String(id);
      });
      const before = await snapshot(ctx.db);
      const res = await ctx.request(op.method as 'GET', `/api${url}`, { token: intruder.token, body: exampleBody(op.method, op.path), locale: 'en' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'The requested resource was not found.' });
      expect(await snapshot(ctx.db)).toBe(before);
      // The same address answers its owner: the 404 is about ownership, not a wrong URL.
      if (op.method === 'GET') expect((await ctx.request('GET', `/api${url}`, { token: victim.token })).statusCode).toBe(200);
    });
  }
});
