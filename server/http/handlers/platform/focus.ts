/** Focus sign-in (password and social), registration, profile, passwords and focus packages. */
import { authenticateFocus, findFocusUser, focusTokenLifetime, focusUserForIdentity, focusUserView, startFocusSession } from '../../../domain/focus';
import { startFocusRegistration, verifyFocusRegistration } from '../../../domain/focus-registration';
import { activeSubscriptionView, listPackages, packageView, subscribe, subscriptionView } from '../../../domain/packages';
import { forgetPassword, resetPassword } from '../../../domain/providers';
import { finishSocialSignIn, siteReturnUrl, startSocialSignIn, verifySocialLogin, type SocialProvider } from '../../../domain/social';
import { revokeToken, tokenLifetimes } from '../../../domain/tokens';
import { isLocale } from '../../../i18n';
import { envelope, fileUrls, type HandlerContext, type Handlers, type OperationId } from '../../context';
import { ApiError, errors } from '../../errors';
import { providerDeps } from './provider';

function socialSettings(ctx: HandlerContext<OperationId>, provider: SocialProvider) {
  return ctx.deps.config.oidc[provider];
}

async function socialCallback(ctx: HandlerContext<'socialOAuthCallback' | 'socialOAuthCallbackPost'>, params: Record<string, string | undefined>) {
  const provider = ctx.params.provider as SocialProvider;
  const settings = socialSettings(ctx, provider);
  const publicUrl = ctx.deps.config.publicUrl;
  const result = settings
    ? await finishSocialSignIn(ctx.db, { provider, settings, publicUrl, params, now: ctx.deps.clock.now(), fallbackLocale: ctx.locale })
    : { ok: false as const, locale: ctx.locale, reason: 'unavailable' };
  return ctx.reply.redirect(siteReturnUrl(publicUrl, provider, result), 302);
}

export const focusHandlers: Handlers = {
  async focusLogin(ctx) {
    const user = await authenticateFocus(ctx.db, ctx.body.identifier, ctx.body.password, ctx.deps.clock.now(), ctx.request.ip);
    const session = await startFocusSession(ctx.db, ctx.locale, user, {
      ttlSeconds: focusTokenLifetime(ctx.body.remember_me),
      now: ctx.deps.clock.now(),
      deviceToken: ctx.body.device_token,
      urlOf: fileUrls(ctx),
    });
    return envelope(session, ctx.t('api.message.signed_in'));
  },

  async focusRegister(ctx) {
    const sent = await startFocusRegistration(providerDeps(ctx), ctx.body, ctx.locale);
    return envelope({ email: sent.email, resend_in: sent.resendIn }, ctx.t('api.message.registration_code_sent'));
  },

  async focusVerifyRegistration(ctx) {
    const now = ctx.deps.clock.now();
    const user = await verifyFocusRegistration(providerDeps(ctx), ctx.body);
    const session = await startFocusSession(ctx.db, ctx.locale, user, { ttlSeconds: tokenLifetimes.focus, now, deviceToken: ctx.body.device_token, urlOf: fileUrls(ctx) });
    return envelope(session, ctx.t('api.message.signed_in'));
  },

  async focusSocialLogin(ctx) {
    const provider = ctx.params.provider as SocialProvider;
    const body = ctx.body;
    if (body.social_type !== provider) throw errors.invalid({ social_type: 'api.error.social_type_mismatch' });
    const settings = socialSettings(ctx, provider);
    if (!settings) throw new ApiError(422, 'validation_failed', 'api.error.social_provider_unavailable', { errors: { social_type: ['api.error.social_provider_unavailable'] } });
    const now = ctx.deps.clock.now();
    const idToken = body.social_type === 'google' ? body.id_token : body.token;
    const identity = await verifySocialLogin(ctx.db, { provider, settings, idToken, now });
    if (!identity) {
      const field = body.social_type === 'google' ? 'id_token' : 'token';
      throw new ApiError(422, 'validation_failed', 'api.error.social_login_failed', { errors: { [field]: ['api.error.social_login_failed'] } });
    }
    const user = await focusUserForIdentity(ctx.db, identity, now);
    const session = await startFocusSession(ctx.db, ctx.locale, user, { ttlSeconds: tokenLifetimes.focusSocial, now, deviceToken: body.device_token, urlOf: fileUrls(ctx) });
    return envelope(session, ctx.t('api.message.signed_in'));
  },

  async focusLogout(ctx) {
    const me = ctx.focus();
    await revokeToken(ctx.db, me.tokenId, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.message.signed_out'));
  },

  async getFocusProfile(ctx) {
    const user = await findFocusUser(ctx.db, ctx.focus().userId);
    if (!user) throw errors.unauthenticated();
    return envelope(focusUserView(user, fileUrls(ctx)));
  },

  async focusForgetPassword(ctx) {
    await forgetPassword(providerDeps(ctx), 'focus', ctx.body.email, ctx.locale);
    return envelope(null, ctx.t('api.message.reset_code_sent'));
  },

  async focusResetPassword(ctx) {
    await resetPassword(providerDeps(ctx), 'focus', ctx.body);
    return envelope(null, ctx.t('api.message.password_reset'));
  },

  async listFocusPackages(ctx) {
    return envelope((await listPackages(ctx.db, 'focus')).map((p) => packageView(ctx.locale, p)));
  },

  async subscribeFocusPackage(ctx) {
    const me = ctx.focus();
    const now = ctx.deps.clock.now();
    const result = await subscribe(ctx.db, { audience: 'focus', subscriberId: me.userId, packageId: ctx.params.id, now });
    if (!result.ok) throw errors.notFound();
    ctx.reply.code(201);
    const view = subscriptionView(ctx.locale, result.subscription, result.package, now);
    return envelope(view, ctx.t('api.message.subscribed', { name: view.package_name }));
  },

  async getFocusActivePackage(ctx) {
    return envelope(await activeSubscriptionView(ctx.db, ctx.locale, 'focus', ctx.focus().userId, ctx.deps.clock.now()));
  },

  async startSocialOAuth(ctx) {
    const provider = ctx.params.provider as SocialProvider;
    const settings = socialSettings(ctx, provider);
    const locale = isLocale(ctx.query.locale) ? ctx.query.locale : ctx.locale;
    const publicUrl = ctx.deps.config.publicUrl;
    if (!settings) return ctx.reply.redirect(siteReturnUrl(publicUrl, provider, { ok: false, locale, reason: 'unavailable' }), 302);
    try {
      const url = await startSocialSignIn(ctx.db, { provider, settings, publicUrl, locale, now: ctx.deps.clock.now() });
      return ctx.reply.redirect(url.href, 302);
    } catch (error) {
      ctx.request.log.warn({ err: error, provider }, 'identity provider unreachable');
      return ctx.reply.redirect(siteReturnUrl(publicUrl, provider, { ok: false, locale, reason: 'unavailable' }), 302);
    }
  },

  async socialOAuthCallback(ctx) {
    return socialCallback(ctx, ctx.query as Record<string, string | undefined>);
  },

  async socialOAuthCallbackPost(ctx) {
    return socialCallback(ctx, (ctx.body ?? {}) as Record<string, string | undefined>);
  },
};
