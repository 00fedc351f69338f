/** Closed time: closures and time off, prayer pauses, Ramadan hours, holiday suggestions; thin handlers over the domain. */
import { envelope, type Handlers } from '../../context';
import { createClosure, deleteClosure, listClosures, updateClosure } from '../../../domain/closures';
import {
  getPrayerPauses,
  getRamadanHours,
  listClosedTime,
  listClosureSuggestions,
  updatePrayerPauses,
  updateRamadanHours,
} from '../../../domain/schedule-rules';

export const scheduleHandlers: Handlers = {
  listClosures: async (ctx) => envelope(await listClosures(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.query, ctx.deps.clock.now())),
  createClosure: async (ctx) => {
    const answer = await createClosure(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.body, ctx.locale, ctx.deps.clock.now());
    ctx.reply.code(201);
    return envelope(answer, ctx.t('api.schedule.closure.saved'));
  },
  updateClosure: async (ctx) =>
    envelope(
      await updateClosure(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.params.closure_id, ctx.body, ctx.locale, ctx.deps.clock.now()),
      ctx.t('api.schedule.closure.saved'),
    ),
  deleteClosure: async (ctx) => {
    await deleteClosure(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.params.closure_id);
    return envelope(null, ctx.t('api.schedule.closure.deleted'));
  },
  listClosureSuggestions: async (ctx) => envelope(await listClosureSuggestions(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.locale, ctx.deps.clock.now())),
  listClosedTime: async (ctx) => envelope(await listClosedTime(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.query, ctx.locale, ctx.deps.clock.now())),
  getPrayerPauses: async (ctx) => envelope(await getPrayerPauses(ctx.db, ctx.provider().providerId, ctx.params.id)),
  updatePrayerPauses: async (ctx) =>
    envelope(await updatePrayerPauses(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.body, ctx.locale, ctx.deps.clock.now()), ctx.t('api.schedule.prayer_pauses.saved')),
  getRamadanHours: async (ctx) => envelope(await getRamadanHours(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.deps.clock.now())),
  updateRamadanHours: async (ctx) =>
    envelope(await updateRamadanHours(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.body, ctx.locale, ctx.deps.clock.now()), ctx.t('api.schedule.ramadan_hours.saved')),
};
