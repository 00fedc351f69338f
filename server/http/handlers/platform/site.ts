/** Public website content, the contact form, health and the development SMS and mail outboxes. */
import { sql } from 'kysely';
import { homeContent, packageSettings, partnerSalons, saveContactMessage, sliders, webSettings } from '../../../domain/website';
import { translate } from '../../../i18n';
import { envelope, type Handlers } from '../../context';
import { errors } from '../../errors';
import { urls } from '../booking/support';

export const siteHandlers: Handlers = {
  listSliders: (ctx) => envelope(sliders(ctx.locale)),
  getWebSettings: (ctx) => envelope(webSettings(ctx.locale, { demo: ctx.deps.config.seedDemo })),
  getHomeContent: async (ctx) => envelope(homeContent(ctx.locale, await partnerSalons(ctx.db, ctx.locale, urls(ctx)))),
  getPackageSettings: () => envelope(packageSettings()),

  async sendContactMessage(ctx) {
    await saveContactMessage(ctx.db, ctx.body, ctx.locale);
    const site = webSettings('en');
    await ctx.deps.mail.send({
      to: site.email,
      subject: `[${translate('en', 'api.website.site_name')}] ${ctx.body.subject}`,
      body: `${ctx.body.name} <${ctx.body.email}>${ctx.body.mobile ? ` +966${ctx.body.mobile}` : ''}\n\n${ctx.body.message}`,
    });
    ctx.reply.code(201);
    return envelope(null, ctx.t('api.message.contact_sent'));
  },

  async getHealth(ctx) {
    try {
      await sql`SELECT 1`.execute(ctx.db);
      return { status: 'ok' };
    } catch (error) {
      ctx.request.log.error({ err: error }, 'health check: database unreachable');
      ctx.reply.code(503);
      return { status: 'error' };
    }
  },

  async listSmsOutbox(ctx) {
    // The outbox exists only with the outbox driver, which production refuses.
    if (ctx.deps.sms.name !== 'outbox' || ctx.deps.config.env === 'production') throw errors.notFound();
    const mobile = ctx.query.mobile ? `+966${ctx.query.mobile.replace(/^\+966/, '')}` : undefined;
    let query = ctx.db.selectFrom('sms_outbox').select(['recipient', 'body', 'code', 'created_at']).orderBy('id', 'desc').limit(50);
    if (mobile) query = query.where('recipient', '=', mobile);
    const rows = await query.execute();
    return { data: rows.map((r) => ({ to: r.recipient, body: r.body, code: r.code, created_at: r.created_at.toISOString() })) };
  },

  async listMailOutbox(ctx) {
    if (ctx.deps.mail.name !== 'outbox' || ctx.deps.config.env === 'production') throw errors.notFound();
    let query = ctx.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body', 'created_at']).orderBy('id', 'desc').limit(50);
    if (ctx.query.email) query = query.where('recipient', '=', ctx.query.email.trim().toLowerCase());
    const rows = await query.execute();
    return { data: rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, created_at: r.created_at.toISOString() })) };
  },
};
