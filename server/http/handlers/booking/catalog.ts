/** Salons, barbers, services and buffer times: thin handlers over the domain modules. */
import { envelope, paginated, type Handlers } from '../../context';
import { barberView, createBarber, deleteBarber, getBarber, listBarbers, toggleBarberActive, updateBarber } from '../../../domain/barbers';
import { getBufferTimes, setBarberBufferTimes, updateSalonBufferTimes } from '../../../domain/buffer-times';
import { createSalon, deleteSalon, getSalon, listSalons, salonView, toggleSalonActive, updateSalon } from '../../../domain/salons';
import { createService, deleteService, getService, listServices, serviceView, toggleServiceActive, updateService } from '../../../domain/services';
import { packageLimits, urls } from './support';

export const catalogHandlers: Handlers = {
  // Salons ---------------------------------------------------------------------------------------
  listSalons: async (ctx) => {
    const { providerId } = ctx.provider();
    const page = await listSalons(ctx.db, providerId, ctx.query, ctx.locale);
    return paginated(ctx.request, page.items.map((row) => salonView(row, ctx.locale, urls(ctx))), page);
  },
  createSalon: async (ctx) => {
    const { providerId } = ctx.provider();
    const id = await createSalon(ctx.db, providerId, ctx.body, await packageLimits(ctx, providerId));
    ctx.reply.code(201);
    return envelope(salonView(await getSalon(ctx.db, providerId, id), ctx.locale, urls(ctx)), ctx.t('api.booking.salon.created'));
  },
  getSalon: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(salonView(await getSalon(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)));
  },
  updateSalon: async (ctx) => {
    const { providerId } = ctx.provider();
    await updateSalon(ctx.db, providerId, ctx.params.id, ctx.body);
    return envelope(salonView(await getSalon(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.salon.updated'));
  },
  deleteSalon: async (ctx) => {
    const { providerId } = ctx.provider();
    await deleteSalon(ctx.db, providerId, ctx.params.id, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.booking.salon.deleted'));
  },
  toggleSalonActive: async (ctx) => {
    const { providerId } = ctx.provider();
    await toggleSalonActive(ctx.db, providerId, ctx.params.id);
    return envelope(salonView(await getSalon(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.salon.updated'));
  },

  // Barbers --------------------------------------------------------------------------------------
  listBarbers: async (ctx) => {
    const { providerId } = ctx.provider();
    const page = await listBarbers(ctx.db, providerId, ctx.query);
    return paginated(ctx.request, page.items.map((row) => barberView(row, ctx.locale, urls(ctx))), page);
  },
  createBarber: async (ctx) => {
    const { providerId } = ctx.provider();
    const id = await createBarber(ctx.db, providerId, ctx.body, await packageLimits(ctx, providerId));
    ctx.reply.code(201);
    return envelope(barberView(await getBarber(ctx.db, providerId, id), ctx.locale, urls(ctx)), ctx.t('api.booking.barber.created'));
  },
  getBarber: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(barberView(await getBarber(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)));
  },
  updateBarber: async (ctx) => {
    const { providerId } = ctx.provider();
    await updateBarber(ctx.db, providerId, ctx.params.id, ctx.body, await packageLimits(ctx, providerId), ctx.deps.clock.now());
    return envelope(barberView(await getBarber(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.barber.updated'));
  },
  deleteBarber: async (ctx) => {
    const { providerId } = ctx.provider();
    await deleteBarber(ctx.db, providerId, ctx.params.id, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.booking.barber.deleted'));
  },
  toggleBarberActive: async (ctx) => {
    const { providerId } = ctx.provider();
    await toggleBarberActive(ctx.db, providerId, ctx.params.id, await packageLimits(ctx, providerId));
    return envelope(barberView(await getBarber(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.barber.updated'));
  },

  // Services -------------------------------------------------------------------------------------
  listServices: async (ctx) => {
    const { providerId } = ctx.provider();
    const page = await listServices(ctx.db, providerId, ctx.query, ctx.locale);
    return paginated(ctx.request, page.items.map((row) => serviceView(row, ctx.locale, urls(ctx))), page);
  },
  createService: async (ctx) => {
    const { providerId } = ctx.provider();
    const id = await createService(ctx.db, providerId, ctx.body);
    ctx.reply.code(201);
    return envelope(serviceView(await getService(ctx.db, providerId, id), ctx.locale, urls(ctx)), ctx.t('api.booking.service.created'));
  },
  getService: async (ctx) => {
    const { providerId } = ctx.provider();
    return envelope(serviceView(await getService(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)));
  },
  updateService: async (ctx) => {
    const { providerId } = ctx.provider();
    await updateService(ctx.db, providerId, ctx.params.id, ctx.body, ctx.deps.clock.now());
    return envelope(serviceView(await getService(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.service.updated'));
  },
  deleteService: async (ctx) => {
    const { providerId } = ctx.provider();
    await deleteService(ctx.db, providerId, ctx.params.id, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.booking.service.deleted'));
  },
  toggleServiceActive: async (ctx) => {
    const { providerId } = ctx.provider();
    await toggleServiceActive(ctx.db, providerId, ctx.params.id);
    return envelope(serviceView(await getService(ctx.db, providerId, ctx.params.id), ctx.locale, urls(ctx)), ctx.t('api.booking.service.updated'));
  },

  // Buffer times ---------------------------------------------------------------------------------
  getBufferTimes: async (ctx) => envelope(await getBufferTimes(ctx.db, ctx.provider().providerId, ctx.query.salon_id)),
  updateSalonBufferTimes: async (ctx) =>
    envelope(await updateSalonBufferTimes(ctx.db, ctx.provider().providerId, ctx.params.salon_id, ctx.body), ctx.t('api.booking.buffer_times.saved')),
  updateBarberBufferTimes: async (ctx) =>
    envelope(await setBarberBufferTimes(ctx.db, ctx.provider().providerId, ctx.params.salon_id, ctx.params.barber_id, ctx.body), ctx.t('api.booking.buffer_times.saved')),
  deleteBarberBufferTimes: async (ctx) =>
    envelope(await setBarberBufferTimes(ctx.db, ctx.provider().providerId, ctx.params.salon_id, ctx.params.barber_id, null), ctx.t('api.booking.buffer_times.saved')),
};
