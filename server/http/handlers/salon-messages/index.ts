/** The provider's side of messages to customers (issue 19): a salon's settings, the preview, the month's count, a booking's messages. */
import { envelope, type Handlers } from '../../context';
import { previewCustomerMessage } from '../../../domain/message-preview';
import { getMessageSettings, listReservationMessages, messageUsage, saveMessageSettings } from '../../../domain/message-settings';

export const salonMessagesHandlers: Handlers = {
  getMessageSettings: async (ctx) => envelope(await getMessageSettings(ctx.db, ctx.provider().providerId, ctx.params.id)),
  updateMessageSettings: async (ctx) => {
    const { providerId } = ctx.provider();
    const saved = await saveMessageSettings(ctx.db, providerId, ctx.params.id, ctx.body, ctx.deps.clock.now());
    return envelope(saved, ctx.t('api.messageSettings.saved'));
  },
  previewCustomerMessage: async (ctx) =>
    envelope(await previewCustomerMessage(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.query, ctx.deps.clock.now(), ctx.deps.config.publicUrl)),
  getMessageUsage: async (ctx) => envelope(await messageUsage(ctx.db, ctx.provider().providerId, ctx.params.id, ctx.query.month, ctx.deps.clock.now())),
  listReservationMessages: async (ctx) => envelope(await listReservationMessages(ctx.db, ctx.provider().providerId, ctx.params.id)),
};
