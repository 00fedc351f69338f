/** Notifications, provider packages, uploads, broadcasting auth, company room. */
import { listNotifications, markAllRead, markRead, notifyProvider, unreadCount } from '../../../domain/notifications';
import { activeSubscriptionView, listPackages, packageNotification, packageView, subscribe, subscriptionView } from '../../../domain/packages';
import { openCompanySession } from '../../../domain/providers';
import { revokeToken } from '../../../domain/tokens';
import { deleteUpload, storeUploads, type Owner, type UploadFolder } from '../../../domain/uploads';
import { signChannel } from '../../../realtime/hub';
import { envelope, paginated, type HandlerContext, type Handlers, type OperationId, type Principal } from '../../context';
import { ApiError, errors } from '../../errors';

function uploadOwner(principal: Principal | null): Owner {
  if (!principal) throw errors.unauthenticated();
  if (principal.kind === 'focus') return { kind: 'focus', id: principal.userId };
  // Customers upload nothing (no customer operation takes a file).
  if (principal.kind === 'customer') throw errors.unauthenticated();
  return { kind: principal.kind, id: principal.providerId };
}

function uploadedFiles(ctx: HandlerContext<OperationId>, field: string) {
  const files = ctx.request.uploadedFiles.filter((f) => f.field === field);
  if (!files.length) throw new ApiError(422, 'validation_failed', 'api.error.validation_failed', { errors: { [field]: ['api.error.file_missing'] } });
  return files.map((f) => ({ filename: f.filename, data: f.data }));
}

/** Who may listen on a private channel: its owner only. */
function ownsChannel(principal: Principal, channel: string): boolean {
  const match = /^private-(provider|focus|company)\.(\d+)$/.exec(channel);
  if (!match) return false;
  const id = Number(match[2]);
  if (match[1] === 'provider') return principal.kind === 'provider' && principal.userId === id;
  if (match[1] === 'focus') return principal.kind === 'focus' && principal.userId === id;
  return principal.kind === 'company' && principal.providerId === id;
}

export const accountHandlers: Handlers = {
  async listProviderNotifications(ctx) {
    const me = ctx.provider();
    const page = ctx.query.page ?? 1;
    const perPage = ctx.query.per_page ?? 15;
    const isRead = ctx.query.is_read === undefined ? undefined : String(ctx.query.is_read) === '1';
    const { groups, total } = await listNotifications(ctx.db, { kind: 'provider', id: me.userId }, { isRead, page, perPage });
    return paginated(ctx.request, { notifications: groups }, { page, perPage, total, count: groups.reduce((n, g) => n + g.notifications.length, 0) });
  },

  async getProviderNotificationCount(ctx) {
    return envelope({ unread: await unreadCount(ctx.db, { kind: 'provider', id: ctx.provider().userId }) });
  },

  async markAllProviderNotificationsRead(ctx) {
    await markAllRead(ctx.deps, { kind: 'provider', id: ctx.provider().userId }, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.message.notifications_read'));
  },

  async markProviderNotificationRead(ctx) {
    const notification = await markRead(ctx.deps, { kind: 'provider', id: ctx.provider().userId }, ctx.params.id, ctx.deps.clock.now());
    if (!notification) throw errors.notFound();
    return envelope(notification, ctx.t('api.message.notification_read'));
  },

  async listProviderPackages(ctx) {
    ctx.provider();
    return envelope((await listPackages(ctx.db, 'provider')).map((p) => packageView(ctx.locale, p)));
  },

  async subscribeProviderPackage(ctx) {
    const me = ctx.provider();
    const now = ctx.deps.clock.now();
    const result = await subscribe(ctx.db, { audience: 'provider', subscriberId: me.providerId, packageId: ctx.params.id, now });
    if (!result.ok && result.reason === 'not_found') throw errors.notFound();
    if (!result.ok) throw errors.conflict('package_limit_reached', 'api.error.package_limit_reached');
    ctx.reply.code(201);
    const view = subscriptionView(ctx.locale, result.subscription, result.package, now);
    await notifyProvider(
      ctx.deps,
      me.providerId,
      {
        type: 'general',
        data: (reader) => packageNotification('api.notification.package_subscribed', result.package, result.subscription.expire_at, reader),
        link: '/provider-dashboard/packages',
      },
      { permission: 'packages.manage', actorUserId: me.userId },
    );
    return envelope(view, ctx.t('api.message.subscribed', { name: view.package_name }));
  },

  async getProviderActivePackage(ctx) {
    return envelope(await activeSubscriptionView(ctx.db, ctx.locale, 'provider', ctx.provider().providerId, ctx.deps.clock.now()));
  },

  async uploadFile(ctx) {
    const [file] = uploadedFiles(ctx, 'file');
    const stored = await storeUploads(ctx.db, ctx.deps.storage, {
      owner: uploadOwner(ctx.principal),
      folder: ctx.body.path as UploadFolder,
      files: [file!],
      width: ctx.body.width,
      height: ctx.body.height,
    });
    ctx.reply.code(201);
    return envelope(stored[0], ctx.t('api.message.uploaded'));
  },

  async uploadMultipleFiles(ctx) {
    const files = uploadedFiles(ctx, 'files');
    const stored = await storeUploads(ctx.db, ctx.deps.storage, {
      owner: uploadOwner(ctx.principal),
      folder: ctx.body.path as UploadFolder,
      files,
      width: ctx.body.width,
      height: ctx.body.height,
    });
    ctx.reply.code(201);
    return envelope(stored, ctx.t('api.message.uploaded_many', { count: stored.length }));
  },

  async deleteUploadedFile(ctx) {
    const deleted = await deleteUpload(ctx.db, ctx.deps.storage, uploadOwner(ctx.principal), ctx.body.path, ctx.body.file);
    if (!deleted) throw errors.notFound();
    return envelope(null, ctx.t('api.message.file_deleted'));
  },

  async authorizeBroadcasting(ctx) {
    const principal = ctx.principal;
    if (!principal) throw errors.unauthenticated();
    if (!ownsChannel(principal, ctx.body.channel_name)) throw errors.forbidden('api.error.channel_forbidden');
    return { auth: signChannel(ctx.deps.config.realtime, ctx.body.socket_id, ctx.body.channel_name) };
  },

  async createCompanyToken(ctx) {
    const me = ctx.provider();
    return envelope(await openCompanySession(ctx.db, me, ctx.deps.clock.now()), ctx.t('api.message.company_session_started'));
  },

  async getCompanyRoom(ctx) {
    const me = ctx.company();
    return envelope({ started_at: me.startedAt.toISOString(), name: ctx.t('api.company.room_name') });
  },

  async companyLogout(ctx) {
    await revokeToken(ctx.db, ctx.company().tokenId, ctx.deps.clock.now());
    return envelope(null, ctx.t('api.message.signed_out'));
  },
};
