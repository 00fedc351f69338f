/** Staff admins, the permission catalogue, and locations. */
import { envelope, paginated, type Handlers } from '../../context';
import {
  createProviderAdmin,
  deleteProviderAdmin,
  getProviderAdmin,
  listProviderAdmins,
  PERMISSION_KEYS,
  providerAdminView,
  staffAddedSms,
  updateProviderAdmin,
} from '../../../domain/admins';
import { listCities, listCountries, listStates } from '../../../domain/locations';

export const peopleHandlers: Handlers = {
  listProviderAdmins: async (ctx) => {
    const page = await listProviderAdmins(ctx.db, ctx.provider().providerId, ctx.query);
    return paginated(ctx.request, page.items.map(providerAdminView), page);
  },
  createProviderAdmin: async (ctx) => {
    const me = ctx.provider();
    const added = await createProviderAdmin(ctx.db, me.providerId, ctx.body, me, ctx.deps.clock.now());
    await ctx.deps.sms.send(await staffAddedSms(ctx.db, me.providerId, added, ctx.body.mobile, ctx.locale));
    ctx.reply.code(201);
    return envelope(providerAdminView(await getProviderAdmin(ctx.db, me.providerId, added.id)), ctx.t('api.booking.admin.created'));
  },
  getProviderAdmin: async (ctx) => envelope(providerAdminView(await getProviderAdmin(ctx.db, ctx.provider().providerId, ctx.params.id))),
  updateProviderAdmin: async (ctx) => {
    const me = ctx.provider();
    await updateProviderAdmin(ctx.db, me.providerId, ctx.params.id, ctx.body, me, ctx.deps.clock.now());
    return envelope(providerAdminView(await getProviderAdmin(ctx.db, me.providerId, ctx.params.id)), ctx.t('api.booking.admin.updated'));
  },
  deleteProviderAdmin: async (ctx) => {
    const { providerId, userId } = ctx.provider();
    await deleteProviderAdmin(ctx.db, providerId, ctx.params.id, userId, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.booking.admin.deleted'));
  },
  listPermissions: async (ctx) => envelope(PERMISSION_KEYS.map((key) => ({ key, name: ctx.t(`api.booking.permission.${key}`) }))),

  listCountries: async (ctx) => envelope(await listCountries(ctx.db, ctx.locale)),
  listStates: async (ctx) => envelope(await listStates(ctx.db, ctx.params.id, ctx.locale)),
  listCities: async (ctx) => envelope(await listCities(ctx.db, ctx.params.id, ctx.locale)),
};
