/** What the booking handlers share: the package's limits, the staff's reservation notifications. */
import type { HandlerContext, OperationId } from '../../context';
import { intlLocale, locales, translate } from '../../../i18n';
import { dateForReader, notifyProvider, providerChannel, type NotificationReader, type NotificationType } from '../../../domain/notifications';
import { activeSubscription } from '../../../domain/packages';
import type { PackageLimits } from '../../../domain/salons';
import type { ReservationView } from '../../../domain/reservations';
import type { NotificationData } from '../../../db/tables/platform';
import { executePrepared } from '../../../db';

/** The limits of the provider's active package (the gate has already refused a provider without one). */
export async function packageLimits(ctx: HandlerContext<OperationId>, providerId: number): Promise<PackageLimits> {
  const active = await activeSubscription(ctx.db, 'provider', providerId, ctx.deps.clock.now());
  if (!active) return { maxSalons: 0, maxBarbers: 0 };
  const pkg = await ctx.db.selectFrom('packages').select(['max_salons', 'max_barbers']).where('id', '=', active.package_id).executeTakeFirstOrThrow();
  return { maxSalons: pkg.max_salons, maxBarbers: pkg.max_barbers };
}

/** Public URLs of stored images, from the app's file storage (local folder or external). */
export function urls(ctx: HandlerContext<OperationId>): (path: string) => string {
  return (path) => ctx.deps.storage.url(path);
}

export function idempotencyKey(ctx: HandlerContext<OperationId>): string | undefined {
  const value = ctx.request.headers['idempotency-key'];
  return typeof value === 'string' && value ? value : undefined;
}

const events: Record<'created' | 'confirmed' | 'changed' | 'cancelled', { type: NotificationType; key: string }> = {
  created: { type: 'reservation_created', key: 'api.booking.notify.reservation_created' },
  confirmed: { type: 'reservation_updated', key: 'api.booking.notify.reservation_confirmed' },
  changed: { type: 'reservation_updated', key: 'api.booking.notify.reservation_changed' },
  cancelled: { type: 'reservation_cancelled', key: 'api.booking.notify.reservation_cancelled' },
};

/** Formatters of a reservation's start, one per language and zone: building one costs more than formatting. */
const startFormats = new Map<string, Intl.DateTimeFormat>();

function startFormat(locale: (typeof locales)[number], timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = startFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale[locale], { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    startFormats.set(key, format);
  }
  return format;
}

/**
 * Title and body in every language, the time written in each language in the salon's zone; in
 * Arabic its Umm al-Qura date beside it, for a reader who sees Hijri dates.
 */
export function reservationText(key: string, reservation: ReservationView, timeZone: string, startsAt: Date): (reader: NotificationReader) => NotificationData {
  return (reader) =>
    Object.fromEntries(
      locales.map((locale) => {
        const start = dateForReader(locale, startFormat(locale, timeZone).format(startsAt), startsAt, timeZone, reader);
        const params = { customer: reservation.customer_name, barber: reservation.barber_name, salon: reservation.salon_name, start };
        return [locale, { title: translate(locale, `${key}.title`, params), body: translate(locale, `${key}.body`, params) }];
      }),
    ) as NotificationData;
}

/**
 * After the change is committed: a stored, pushed notification for the owner and the staff who
 * see reservations (except the user who made the change), and `reservation.updated` on their channels so open screens refresh.
 * A failure here is logged, never undoes the booking.
 */
export async function announceReservation(
  ctx: HandlerContext<OperationId>,
  providerId: number,
  event: 'created' | 'confirmed' | 'changed' | 'cancelled' | null,
  reservation: ReservationView,
  /** Another text for the event (an online booking, a customer's own cancellation). */
  textKey?: string,
): Promise<void> {
  const deps = { db: ctx.db, realtime: ctx.deps.realtime, log: ctx.deps.log };
  try {
    // One read: the provider's users, each row carrying the reservation's zone and start.
    const { rows: users } = await executePrepared(
      ctx.db,
      ctx.db
        .selectFrom('provider_users')
        .select(['id', 'role', 'permissions', 'show_hijri'])
        .select((eb) => [
          eb.selectFrom('reservations').select('timezone').where('id', '=', reservation.id).as('timezone'),
          eb.selectFrom('reservations').select('starts_at').where('id', '=', reservation.id).as('starts_at'),
        ])
        .where('provider_id', '=', providerId),
    );
    if (event) {
      const row = users[0];
      if (!row?.timezone || !row.starts_at) throw new Error(`reservation ${reservation.id} not found`);
      await notifyProvider(
        deps,
        providerId,
        { type: events[event].type, data: reservationText(textKey ?? events[event].key, reservation, row.timezone, row.starts_at), link: `/provider-dashboard/reservations/${reservation.id}` },
        { permission: 'reservations.view', actorUserId: ctx.principal?.kind === 'provider' ? ctx.principal.userId : undefined, users },
      );
    }
    for (const user of users) {
      if (user.role === 'owner' || user.permissions.includes('reservations.view')) {
        await ctx.deps.realtime.publish(providerChannel(user.id), 'reservation.updated', reservation);
      }
    }
  } catch (error) {
    ctx.deps.log.warn({ err: error, reservation: reservation.id }, 'reservation notification failed; the reservation is saved');
  }
}
