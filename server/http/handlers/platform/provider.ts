/** Provider sign-in, registration, passwords, profile, business profile, bank setting, chat status. */
import {
  businessProfile,
  changePassword,
  findProviderUser,
  forgetPassword,
  providerUserView,
  register,
  requestLoginCode,
  resetPassword,
  toggleChatStatus,
  updateBusinessProfile,
  updateProfile,
  verifyAccount,
  verifyLogin,
  type ProviderDeps,
} from '../../../domain/providers';
import { forgetDeviceToken, revokeToken } from '../../../domain/tokens';
import { envelope, fileUrls, type HandlerContext, type Handlers, type OperationId } from '../../context';
import { errors } from '../../errors';

export function providerDeps(ctx: HandlerContext<OperationId>): ProviderDeps {
  const { deps } = ctx;
  return { db: deps.db, realtime: deps.realtime, log: deps.log, sms: deps.sms, mail: deps.mail, secret: deps.config.appSecret, now: deps.clock.now(), client: ctx.request.ip };
}

export const providerHandlers: Handlers = {
  async providerLogin(ctx) {
    const { resendIn } = await requestLoginCode(providerDeps(ctx), ctx.body.mobile, ctx.locale);
    return envelope({ mobile: ctx.body.mobile, resend_in: resendIn }, ctx.t('api.message.code_sent'));
  },

  async providerVerifyLogin(ctx) {
    const session = await verifyLogin(providerDeps(ctx), { mobile: ctx.body.mobile, otp: ctx.body.otp, deviceToken: ctx.body.device_token });
    return envelope({ token: session.token, user: await providerUserView(ctx.db, ctx.locale, session.user, fileUrls(ctx)) }, ctx.t('api.message.signed_in'));
  },

  async providerLogout(ctx) {
    const me = ctx.provider();
    const now = ctx.deps.clock.now();
    await revokeToken(ctx.db, me.tokenId, now);
    if (ctx.body?.device_token) await forgetDeviceToken(ctx.db, ctx.body.device_token);
    return envelope(null, ctx.t('api.message.signed_out'));
  },

  async providerRegister(ctx) {
    const { resendIn } = await register(providerDeps(ctx), ctx.body, ctx.locale);
    return envelope({ mobile: ctx.body.mobile, resend_in: resendIn }, ctx.t('api.message.registered'));
  },

  async providerVerifyAccount(ctx) {
    const session = await verifyAccount(providerDeps(ctx), { mobile: ctx.body.mobile, otp: ctx.body.otp, deviceToken: ctx.body.device_token });
    return envelope({ token: session.token, user: await providerUserView(ctx.db, ctx.locale, session.user, fileUrls(ctx)) }, ctx.t('api.message.account_verified'));
  },

  async providerForgetPassword(ctx) {
    await forgetPassword(providerDeps(ctx), 'provider', ctx.body.email, ctx.locale);
    return envelope(null, ctx.t('api.message.reset_code_sent'));
  },

  async providerResetPassword(ctx) {
    await resetPassword(providerDeps(ctx), 'provider', ctx.body);
    return envelope(null, ctx.t('api.message.password_reset'));
  },

  async getProviderProfile(ctx) {
    const user = await findProviderUser(ctx.db, ctx.provider().userId);
    if (!user) throw errors.unauthenticated();
    return envelope(await providerUserView(ctx.db, ctx.locale, user, fileUrls(ctx)));
  },

  async updateProviderProfile(ctx) {
    const user = await updateProfile(ctx.db, ctx.provider().userId, ctx.body, ctx.deps.clock.now());
    return envelope(await providerUserView(ctx.db, ctx.locale, user, fileUrls(ctx)), ctx.t('api.message.profile_updated'));
  },

  async updateProviderBusinessProfile(ctx) {
    const me = ctx.provider();
    if (!me.isOwner) throw errors.forbidden('api.error.owner_only');
    await updateBusinessProfile(ctx.db, me.providerId, ctx.body, ctx.deps.clock.now());
    return envelope(await businessProfile(ctx.db, ctx.locale, me.providerId), ctx.t('api.message.business_profile_updated'));
  },

  async getProviderBusinessProfile(ctx) {
    const me = ctx.provider();
    if (ctx.params.id !== me.providerId) throw errors.forbidden();
    const profile = await businessProfile(ctx.db, ctx.locale, me.providerId);
    if (!profile) throw errors.notFound();
    return envelope(profile);
  },

  async toggleProviderChatStatus(ctx) {
    const me = ctx.provider();
    if (ctx.params.id !== me.userId) throw errors.forbidden();
    const user = await toggleChatStatus(ctx.db, me.userId, ctx.deps.clock.now());
    return envelope(await providerUserView(ctx.db, ctx.locale, user, fileUrls(ctx)), ctx.t(user.chat_status ? 'api.message.chat_status_on' : 'api.message.chat_status_off'));
  },

  async changeProviderPassword(ctx) {
    const me = ctx.provider();
    await changePassword(ctx.db, { userId: me.userId, tokenId: me.tokenId }, ctx.body, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.message.password_changed'));
  },
};
