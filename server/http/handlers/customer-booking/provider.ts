/** The provider's side of online booking: a salon's settings, the clients, declining a pending booking. */
import { envelope, paginated, type Handlers } from '../../context';
import { getClient, listClients, updateClient } from '../../../domain/clients';
import { declineReservation } from '../../../domain/customer-bookings';
import { getOnlineBookingSettings, saveOnlineBookingSettings } from '../../../domain/online-booking';
import { reservationView } from '../../../domain/reservations';
import { announceReservation } from '../booking/support';

export const onlineBookingProviderHandlers: Handlers = {
  getOnlineBookingSettings: async (ctx) => envelope(await getOnlineBookingSettings(ctx.db, ctx.provider().providerId, ctx.params.id)),
  updateOnlineBookingSettings: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(await saveOnlineBookingSettings(ctx.db, providerId, ctx.params.id, ctx.body, ctx.deps.clock.now()), ctx.t('api.online.saved'));
  },
  listClients: async (ctx) => {
    const page = await listClients(ctx.db, ctx.provider().providerId, ctx.query);
    return paginated(ctx.request, page.items, page);
  },
  getClient: async (ctx) => envelope(await getClient(ctx.db, ctx.provider().providerId, ctx.params.id)),
  updateClient: async (ctx) => envelope(await updateClient(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.body, ctx.deps.clock.now()), ctx.t('api.clients.saved')),
  declineReservation: async (ctx) => {
    const { providerId, userId } = ctx.provider();
    const row = await declineReservation(ctx.db, providerId, ctx.params.id, ctx.body.reason, { kind: 'staff', userId }, ctx.deps.clock.now());
    const view = reservationView(row, ctx.locale);
    await announceReservation(ctx, providerId, 'cancelled', view);
    return envelope(view, ctx.t('api.booking.reservation.declined'));
  },
};
