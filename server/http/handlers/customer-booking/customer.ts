/** Customers' operations (tag `Public booking`): a salon's page data and times, the SMS sign-in, and their bookings. */
import { envelope, type HandlerContext, type Handlers, type OperationId } from '../../context';
import { ApiError } from '../../errors';
import { cancelCustomerBooking, createCustomerBooking, getCustomerBooking, listCustomerBookings, moveCustomerBooking, type SignedInCustomer } from '../../../domain/customer-bookings';
import { requestCustomerCode, verifyCustomerCode, type CustomerDeps } from '../../../domain/customers';
import { findOnlineSalon, type OnlineSalon } from '../../../domain/online-booking';
import { checkInBookingWindow, lastBookableDay } from '../../../domain/booking-window';
import { getPublicSalon, publicSlots } from '../../../domain/public-salon';
import { reservationView } from '../../../domain/reservations';
import { revokeToken } from '../../../domain/tokens';
import { announceReservation, urls } from '../booking/support';

const salonNotFound = () => new ApiError(404, 'salon_not_found', 'api.customer.salon_not_found');

async function onlineSalon(ctx: HandlerContext<OperationId>, slug: string): Promise<OnlineSalon> {
  const online = await findOnlineSalon(ctx.db, slug);
  if (!online) throw salonNotFound();
  return online;
}

function signedIn(ctx: HandlerContext<OperationId>): SignedInCustomer {
  const { customerId, mobile, name } = ctx.customer();
  return { id: customerId, mobile, name };
}

function customerDeps(ctx: HandlerContext<OperationId>): CustomerDeps {
  return { db: ctx.db, sms: ctx.deps.sms, secret: ctx.deps.config.appSecret, now: ctx.deps.clock.now(), client: ctx.request.ip };
}

const DAY = 86_400_000;

export const customerHandlers: Handlers = {
  getPublicSalon: async (ctx) => envelope(await getPublicSalon(ctx.db, await onlineSalon(ctx, ctx.params.slug), ctx.locale, urls(ctx))),
  listPublicSlots: async (ctx) => {
    const online = await onlineSalon(ctx, ctx.params.slug);
    const first = Date.parse(`${ctx.query.from}T00:00:00Z`);
    const to = new Date(first + ((ctx.query.days ?? 7) - 1) * DAY).toISOString().slice(0, 10);
    const now = ctx.deps.clock.now();
    const settings = await ctx.deps.salonSettings.get(ctx.db, online.providerId, online.salonId);
    if (!settings) throw salonNotFound();
    // A range starting after the window is refused; one running over its end answers the days after it empty.
    checkInBookingWindow(ctx.query.from, settings.timezone, online.rules.horizonDays, now);
    const last = lastBookableDay(settings.timezone, online.rules.horizonDays, now);
    const request = { from: ctx.query.from, to: to < last ? to : last, serviceIds: ctx.query.service_ids, barberId: ctx.query.barber_id ?? null };
    const inside = await publicSlots(ctx.db, online, request, now, ctx.deps.salonSettings);
    const outside = Array.from({ length: Math.round((Date.parse(to) - Date.parse(request.to)) / DAY) }, (_, i) => ({
      date: new Date(Date.parse(request.to) + (i + 1) * DAY).toISOString().slice(0, 10),
      slots: [],
    }));
    return envelope([...inside, ...outside]);
  },
  requestCustomerCode: async (ctx) => {
    const { resendIn } = await requestCustomerCode(customerDeps(ctx), ctx.body.mobile, ctx.locale);
    return envelope({ mobile: ctx.body.mobile, resend_in: resendIn }, ctx.t('api.message.code_sent'));
  },
  verifyCustomerCode: async (ctx) => envelope(await verifyCustomerCode(customerDeps(ctx), ctx.body, ctx.locale)),
  customerLogout: async (ctx) => {
    await revokeToken(ctx.db, ctx.customer().tokenId, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.customer.signed_out'));
  },
  createCustomerBooking: async (ctx) => {
    const online = await onlineSalon(ctx, ctx.params.slug);
    const now = ctx.deps.clock.now();
    const row = await createCustomerBooking(ctx.db, online, signedIn(ctx), ctx.body, ctx.locale, now);
    const pending = row.status === 'pending';
    await announceReservation(ctx, online.providerId, 'created', reservationView(row, ctx.locale), pending ? 'api.customer.notify.online_pending' : 'api.customer.notify.online_created');
    ctx.reply.code(201);
    return envelope(await getCustomerBooking(ctx.db, signedIn(ctx).mobile, row.public_id, ctx.locale, now), ctx.t(pending ? 'api.customer.booking.pending' : 'api.customer.booking.confirmed'));
  },
  listCustomerBookings: async (ctx) => envelope(await listCustomerBookings(ctx.db, ctx.customer().mobile, ctx.locale, ctx.deps.clock.now())),
  getCustomerBooking: async (ctx) => envelope(await getCustomerBooking(ctx.db, ctx.customer().mobile, ctx.params.public_id, ctx.locale, ctx.deps.clock.now())),
  cancelCustomerBooking: async (ctx) => {
    const change = await cancelCustomerBooking(ctx.db, signedIn(ctx), ctx.params.public_id, ctx.body?.reason ?? null, ctx.locale, ctx.deps.clock.now());
    await announceReservation(ctx, change.providerId, 'cancelled', reservationView(change.reservation, ctx.locale), 'api.customer.notify.customer_cancelled');
    return envelope(change.booking, ctx.t('api.customer.booking.cancelled'));
  },
  moveCustomerBooking: async (ctx) => {
    const change = await moveCustomerBooking(ctx.db, signedIn(ctx), ctx.params.public_id, ctx.body, ctx.locale, ctx.deps.clock.now());
    if (change.changed) await announceReservation(ctx, change.providerId, 'changed', reservationView(change.reservation, ctx.locale), 'api.customer.notify.customer_moved');
    return envelope(change.booking, change.changed ? ctx.t('api.customer.booking.moved') : '');
  },
};
