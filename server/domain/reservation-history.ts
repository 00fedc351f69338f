/**
 * A reservation's history (table `reservation_history`, migration 0130): its creation, every change
 * of time, barber, services or notes, and every status change, with who did it and each field from
 * and to. Written in the same transaction as the change it tells of; never updated.
 */
import type { Expression } from 'kysely';
import type { components } from '../../api-spec/schema';
import type { ReservationHistoryAction, StoredFieldChange, StoredServiceName } from '../db/tables/booking';
import { BookingNotFoundError, formatInZone, resolveText, type Db, type Locale } from './booking-shared';

type ReservationHistoryView = components['schemas']['ReservationHistoryEntry'];

/**
 * Who acts on a reservation: a provider user (the owner or a staff admin), or the customer booking
 * online (issue 22). Unknown actors are not recorded as someone.
 */
export type ReservationActor = { kind: 'staff'; userId: number } | { kind: 'customer'; name: string };

type HistoryEntry = {
  /** The reservation's id, or an expression of it (the create's statement: its `r` CTE's id). */
  reservationId: number | Expression<number>;
  providerId: number;
  action: ReservationHistoryAction;
  actor?: ReservationActor | null;
  changes?: StoredFieldChange[];
  at: Date;
};

/** Appends one entry; `changes` empty for a creation. The actor's name is copied as it is now. */
export async function recordHistory(db: Db, entry: HistoryEntry & { reservationId: number }): Promise<void> {
  await historyInsert(db, entry).execute();
}

/** The insert of one entry, not yet run: a statement of its own, or a part of a larger one (a CTE). */
export function historyInsert(db: Db, entry: HistoryEntry) {
  const staffId = entry.actor?.kind === 'staff' ? entry.actor.userId : null;
  return db.insertInto('reservation_history').values((eb) => ({
    reservation_id: entry.reservationId,
    provider_id: entry.providerId,
    action: entry.action,
    actor_kind: entry.actor?.kind ?? null,
    actor_user_id: staffId,
    // A staff member's name as it is now, read by the insert itself (no round trip of its own).
    actor_name:
      staffId !== null
        ? eb.selectFrom('provider_users').select('name').where('id', '=', staffId)
        : entry.actor?.kind === 'customer'
          ? entry.actor.name
          : null,
    changes: JSON.stringify(entry.changes ?? []),
    created_at: entry.at,
  }));
}

function valueView(field: StoredFieldChange['field'], value: StoredFieldChange['from'], timeZone: string, locale: Locale): string | string[] | null {
  if (value === null) return null;
  if (Array.isArray(value)) return value.map((s: StoredServiceName) => resolveText(s, 'name', locale) ?? '');
  return field === 'starts_at' ? formatInZone(new Date(value), timeZone) : value;
}

/** GET /provider/reservations/{id}/history: oldest first, names in the reader's language, times in the salon's zone. */
export async function listReservationHistory(db: Db, providerId: number, reservationId: number, locale: Locale): Promise<ReservationHistoryView[]> {
  const reservation = await db.selectFrom('reservations').select('timezone').where('id', '=', reservationId).where('provider_id', '=', providerId).executeTakeFirst();
  if (!reservation) throw new BookingNotFoundError('reservation');
  const rows = await db
    .selectFrom('reservation_history')
    .select(['id', 'action', 'actor_kind', 'actor_name', 'changes', 'created_at'])
    .where('reservation_id', '=', reservationId)
    .where('provider_id', '=', providerId)
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    // pg parses jsonb; PGlite may hand it over as text.
    const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes) as StoredFieldChange[];
    return {
      id: row.id,
      action: row.action,
      actor: row.actor_kind ? { kind: row.actor_kind, name: row.actor_name } : null,
      changes: changes.map((c) => ({ field: c.field, from: valueView(c.field, c.from, reservation.timezone, locale), to: valueView(c.field, c.to, reservation.timezone, locale) })),
      created_at: formatInZone(row.created_at, reservation.timezone),
    };
  });
}
