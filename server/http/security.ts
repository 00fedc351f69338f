/**
 * Who may call an operation, from what the document declares on it: `security` (which token
 * kinds), `x-permission` (a staff permission; the owner has all) and `x-requires-package` (an
 * active subscription, else 423). A token of one kind never opens another kind's operations.
 */
import type { FastifyRequest } from 'fastify';
import { activeSubscription } from '../domain/packages';
import { effectivePermissions } from '../domain/providers';
import { hashToken } from '../domain/tokens';
import type { AppDeps, PermissionKey, Principal } from './context';
import { errors } from './errors';
import type { CachedPrincipal } from './principal-cache';
import type { OperationInfo } from './spec';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** The caller behind a bearer token (by its hash), in one query (token joined to its user), or null. */
async function principalFromToken(deps: AppDeps, tokenHash: string, now: Date): Promise<CachedPrincipal | null> {
  const row = await deps.db
    .selectFrom('access_tokens as t')
    .leftJoin('provider_users as p', (join) => join.onRef('p.id', '=', 't.subject_id').on('t.kind', 'in', ['provider', 'company']))
    .leftJoin('focus_users as f', (join) => join.onRef('f.id', '=', 't.subject_id').on('t.kind', '=', 'focus'))
    .leftJoin('customers as cu', (join) => join.onRef('cu.id', '=', 't.subject_id').on('t.kind', '=', 'customer'))
    .select([
      't.id',
      't.kind',
      't.created_at',
      't.expires_at',
      'p.id as provider_user_id',
      'p.provider_id',
      'p.role',
      'p.permissions',
      'p.is_super_admin',
      'f.id as focus_user_id',
      'f.permissions as focus_permissions',
      'cu.id as customer_id',
      'cu.mobile as customer_mobile',
      'cu.name as customer_name',
    ])
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const found = (principal: Principal): CachedPrincipal => ({ principal, tokenExpiresAt: new Date(row.expires_at).getTime(), packageUntil: 0 });
  if (row.kind === 'focus') {
    return row.focus_user_id === null ? null : found({ kind: 'focus', tokenId: row.id, userId: row.focus_user_id, permissions: row.focus_permissions ?? [] });
  }
  if (row.kind === 'customer') {
    return row.customer_id === null || row.customer_mobile === null
      ? null
      : found({ kind: 'customer', tokenId: row.id, customerId: row.customer_id, mobile: row.customer_mobile, name: row.customer_name });
  }
  if (row.provider_user_id === null || row.provider_id === null || row.role === null) return null;
  if (row.kind === 'company') {
    // The company room stays open only while its opener is still a super admin.
    if (!row.is_super_admin) return null;
    return found({ kind: 'company', tokenId: row.id, userId: row.provider_user_id, providerId: row.provider_id, startedAt: row.created_at });
  }
  const isOwner = row.role === 'owner';
  return found({
    kind: 'provider',
    tokenId: row.id,
    userId: row.provider_user_id,
    providerId: row.provider_id,
    role: row.role,
    permissions: effectivePermissions({ role: row.role, permissions: row.permissions ?? [] }),
    isOwner,
    isSuperAdmin: row.is_super_admin === true,
  });
}

/** The caller of `info`, or an error: 401 (no/invalid/other-kind token), 403 (permission), 423 (package). */
export async function authorize(deps: AppDeps, request: FastifyRequest, info: OperationInfo): Promise<Principal | null> {
  if (!info.tokenKinds.length) return null;
  const token = bearerToken(request);
  if (!token) throw errors.unauthenticated();
  if (token.length > 200) throw errors.unauthenticated();
  const now = deps.clock.now();
  const tokenHash = hashToken(token);
  let known = deps.principals.get(tokenHash, now);
  if (!known) {
    const mark = deps.principals.mark();
    const found = await principalFromToken(deps, tokenHash, now);
    if (found) known = deps.principals.set(tokenHash, found, mark);
  }
  const principal = known?.principal;
  if (!known || !principal || !info.tokenKinds.includes(principal.kind)) throw errors.unauthenticated();
  if (principal.kind === 'provider') {
    if (info.permission && !principal.permissions.includes(info.permission as PermissionKey)) throw errors.forbidden();
    if (info.requiresPackage && known.packageUntil <= now.getTime()) {
      const subscription = await activeSubscription(deps.db, 'provider', principal.providerId, now);
      if (!subscription) throw errors.packageRequired();
      known.packageUntil = new Date(subscription.expire_at).getTime();
    }
  }
  return principal;
}
