/** Free slots and reservations. */
import { envelope, paginated, type HandlerContext, type Handlers } from '../../context';
import {
  changeReservationStatus,
  createReservation,
  getReservation,
  listAvailableSlots,
  listReservations,
  reservationView,
  type ReservationAction,
} from '../../../domain/reservations';
import { changeReservation } from '../../../domain/reservation-changes';
import { listReservationHistory, type ReservationActor } from '../../../domain/reservation-history';
import { duesBasisPoints } from '../../../domain/wallet';
import { announceReservation, idempotencyKey } from './support';

type TransitionOperation = 'confirmReservation' | 'completeReservation' | 'cancelReservation' | 'markReservationNoShow';

const done: Record<ReservationAction, string> = {
  confirm: 'api.booking.reservation.confirmed',
  complete: 'api.booking.reservation.completed',
  cancel: 'api.booking.reservation.cancelled',
  no_show: 'api.booking.reservation.no_show',
  decline: 'api.booking.reservation.declined',
};

/** The signed-in provider user, for the reservation's history. */
const staff = (userId: number): ReservationActor => ({ kind: 'staff', userId });

async function transition(ctx: HandlerContext<TransitionOperation>, action: ReservationAction, reason?: string | null) {
  const { providerId, userId } = ctx.provider();
  const row = await changeReservationStatus(ctx.db, providerId, ctx.params.id, action, {
    now: ctx.deps.clock.now(),
    actor: staff(userId),
    reason,
    duesBasisPoints: duesBasisPoints(),
  });
  const view = reservationView(row, ctx.locale);
  await announceReservation(ctx, providerId, action === 'confirm' ? 'confirmed' : action === 'cancel' ? 'cancelled' : null, view);
  return envelope(view, ctx.t(done[action]));
}

export const reservationHandlers: Handlers = {
  listAvailableSlots: async (ctx) => {
    const { providerId } = ctx.provider();
    const now = ctx.deps.clock.now();
    const q = ctx.query;
    const question = ['slots', q.salon_id, q.date, q.to_date, q.service_ids, q.barber_id, q.ignore_reservation_id];
    return envelope(await ctx.deps.answers.get(providerId, question, now, () => listAvailableSlots(ctx.db, providerId, q, now, ctx.deps.salonSettings)));
  },
  listReservations: async (ctx) => {
    const { providerId } = ctx.provider();
    // The page as the reader's language shows it; the links are this request's own.
    const { items, page } = await ctx.deps.answers.get(providerId, ['reservations', ctx.locale, ctx.query], ctx.deps.clock.now(), async () => {
      const page = await listReservations(ctx.db, providerId, ctx.query);
      return { items: page.items.map((row) => reservationView(row, ctx.locale)), page: { ...page, items: [] } };
    });
    return paginated(ctx.request, items, page);
  },
  createReservation: async (ctx) => {
    const { providerId, userId } = ctx.provider();
    const created = await createReservation(ctx.db, providerId, ctx.body, ctx.locale, {
      idempotencyKey: idempotencyKey(ctx),
      now: ctx.deps.clock.now(),
      actor: staff(userId),
    });
    ctx.reply.code(created.status);
    if (created.replayed) ctx.reply.header('Idempotent-Replayed', 'true');
    else await announceReservation(ctx, providerId, 'created', created.body);
    return envelope(created.body, ctx.t('api.booking.reservation.created'));
  },
  getReservation: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(reservationView(await getReservation(ctx.db, providerId, ctx.params.id), ctx.locale));
  },
  changeReservation: async (ctx) => {
    const { providerId, userId } = ctx.provider();
    const change = await changeReservation(ctx.db, providerId, ctx.params.id, ctx.body, ctx.locale, { actor: staff(userId), now: ctx.deps.clock.now() });
    const view = reservationView(change.after, ctx.locale);
    if (change.changed) await announceReservation(ctx, providerId, 'changed', view);
    return envelope(view, change.changed ? ctx.t('api.booking.reservation.changed') : '');
  },
  listReservationHistory: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(await listReservationHistory(ctx.db, providerId, ctx.params.id, ctx.locale));
  },
  confirmReservation: (ctx) => transition(ctx, 'confirm'),
  completeReservation: (ctx) => transition(ctx, 'complete'),
  cancelReservation: (ctx) => transition(ctx, 'cancel', ctx.body?.reason ?? null),
  markReservationNoShow: (ctx) => transition(ctx, 'no_show'),
};
