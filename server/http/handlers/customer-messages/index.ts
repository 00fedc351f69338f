/**
 * The channels' side of messages to customers (issue 19, docs/customer-messages.md): the WhatsApp
 * status webhook (its signature is checked on the raw body before this runs: server/http/signed-bodies.ts),
 * the customer's "no more reminders", and the development WhatsApp outbox.
 */
import { timingSafeEqual } from 'node:crypto';
import { optOutOfReminders } from '../../../messages/opt-out';
import { scheduleMessages } from '../../../messages/queue';
import { recordWhatsAppStatus, statusUpdatesOf } from '../../../messages/webhook';
import { envelope, type Handlers } from '../../context';
import { ApiError, errors } from '../../errors';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const customerMessagesHandlers: Handlers = {
  verifyWhatsAppWebhook(ctx) {
    const expected = ctx.deps.config.whatsapp.verifyToken;
    const query = ctx.query;
    if (!expected || query['hub.mode'] !== 'subscribe' || !sameText(query['hub.verify_token'], expected)) {
      throw new ApiError(403, 'webhook_verification_failed', 'api.customerMessages.webhook.verification_failed');
    }
    return ctx.reply.code(200).type('text/plain; charset=utf-8').send(query['hub.challenge']);
  },

  async receiveWhatsAppWebhook(ctx) {
    const now = ctx.deps.clock.now();
    const counts = { recorded: 0, sms_fallback: 0, ignored: 0 };
    for (const update of statusUpdatesOf(ctx.body, now)) {
      const outcome = await recordWhatsAppStatus(ctx.db, update, { scheduleMessages }, now);
      counts[outcome] += 1;
    }
    return envelope(counts);
  },

  async optOutOfReminders(ctx) {
    const done = await optOutOfReminders(ctx.db, ctx.deps.config.appSecret, ctx.body.token, ctx.locale, ctx.deps.clock.now());
    if (!done) {
      throw new ApiError(422, 'invalid_opt_out_token', 'api.customerMessages.opt_out.invalid', { errors: { token: ['api.customerMessages.opt_out.invalid'] } });
    }
    return envelope(done, ctx.t('api.customerMessages.opt_out.done', { business: done.business }));
  },

  async listWhatsAppOutbox(ctx) {
    // The outbox exists only with the outbox driver, which production refuses.
    if (ctx.deps.whatsapp.name !== 'outbox' || ctx.deps.config.env === 'production') throw errors.notFound();
    const mobile = ctx.query.mobile ? `+966${ctx.query.mobile.replace(/^\+966/, '')}` : undefined;
    let query = ctx.db
      .selectFrom('whatsapp_outbox')
      .select(['recipient', 'template', 'language', 'parameters', 'body', 'provider_message_id', 'created_at'])
      .orderBy('id', 'desc')
      .limit(50);
    if (mobile) query = query.where('recipient', '=', mobile);
    const rows = await query.execute();
    return {
      data: rows.map((r) => ({
        to: r.recipient,
        template: r.template,
        language: r.language,
        parameters: r.parameters,
        body: r.body,
        provider_message_id: r.provider_message_id,
        created_at: r.created_at.toISOString(),
      })),
    };
  },
};
