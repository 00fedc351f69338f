/**
 * Buffer times: minutes kept free before and after every reservation, per salon, with an optional
 * per-barber override. A reservation copies the buffers in force when it is booked (into its
 * blocked span), so changing them never invalidates what is already booked.
 */
import type { components } from '../../api-spec/schema';
import { BookingNotFoundError, type Db } from './booking-shared';

export type BufferTimesView = components['schemas']['BufferTimes'];
export type BufferTimesInput = components['schemas']['BufferTimesInput'];

export interface Buffers {
  before: number;
  after: number;
}

/** The barber's own buffers when set, else the salon's. */
export function effectiveBuffers(
  salon: { buffer_before_minutes: number; buffer_after_minutes: number },
  barber: { buffer_before_minutes: number | null; buffer_after_minutes: number | null },
): Buffers {
  return barber.buffer_before_minutes !== null && barber.buffer_after_minutes !== null
    ? { before: barber.buffer_before_minutes, after: barber.buffer_after_minutes }
    : { before: salon.buffer_before_minutes, after: salon.buffer_after_minutes };
}

export async function getBufferTimes(db: Db, providerId: number, salonId: number): Promise<BufferTimesView> {
  const salon = await db
    .selectFrom('salons')
    .select(['id', 'buffer_before_minutes', 'buffer_after_minutes'])
    .where('id', '=', salonId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (!salon) throw new BookingNotFoundError('salon');
  const overrides = await db
    .selectFrom('barbers')
    .select(['id', 'name', 'buffer_before_minutes', 'buffer_after_minutes'])
    .where('salon_id', '=', salonId)
    .where('buffer_before_minutes', 'is not', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return {
    salon_id: salon.id,
    before_minutes: salon.buffer_before_minutes,
    after_minutes: salon.buffer_after_minutes,
    barber_overrides: overrides.map((b) => ({
      barber_id: b.id,
      barber_name: b.name,
      before_minutes: b.buffer_before_minutes ?? 0,
      after_minutes: b.buffer_after_minutes ?? 0,
    })),
  };
}

export async function updateSalonBufferTimes(db: Db, providerId: number, salonId: number, input: BufferTimesInput): Promise<BufferTimesView> {
  const result = await db
    .updateTable('salons')
    .set({ buffer_before_minutes: input.before_minutes, buffer_after_minutes: input.after_minutes, updated_at: new Date() })
    .where('id', '=', salonId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new BookingNotFoundError('salon');
  return getBufferTimes(db, providerId, salonId);
}

/** Sets (input) or removes (null) a barber's own buffers; the barber must work in that salon. */
export async function setBarberBufferTimes(
  db: Db,
  providerId: number,
  salonId: number,
  barberId: number,
  input: BufferTimesInput | null,
): Promise<BufferTimesView> {
  const result = await db
    .updateTable('barbers')
    .set({ buffer_before_minutes: input?.before_minutes ?? null, buffer_after_minutes: input?.after_minutes ?? null, updated_at: new Date() })
    .where('id', '=', barberId)
    .where('salon_id', '=', salonId)
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new BookingNotFoundError('barber');
  return getBufferTimes(db, providerId, salonId);
}
