import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/databases';
import { deviceTokensOf, forgetDeviceToken, hashToken, issueToken, resolveToken, revokeAllTokens, revokeToken } from './tokens';

forEachDatabase('access tokens', (ctx) => {
  const now = new Date('2030-01-01T00:00:00Z');
  const later = (s: number) => new Date(now.getTime() + s * 1000);

  it('hands out a random token once and stores only its hash', async () => {
    const a = await issueToken(ctx.db, { kind: 'provider', subjectId: 1, ttlSeconds: 60, now });
    const b = await issueToken(ctx.db, { kind: 'provider', subjectId: 1, ttlSeconds: 60, now });
    expect(a.token).not.toBe(b.token);
    const rows = await ctx.db.selectFrom('access_tokens').select('token_hash').where('id', 'in', [a.id, b.id]).execute();
    expect(rows.map((r) => r.token_hash).sort()).toEqual([hashToken(a.token), hashToken(b.token)].sort());
    expect(await resolveToken(ctx.db, a.token, later(59))).toMatchObject({ id: a.id, kind: 'provider', subjectId: 1 });
    expect(await resolveToken(ctx.db, a.token, later(60))).toBeNull();
    expect(await resolveToken(ctx.db, `${a.token}x`, now)).toBeNull();
  });

  it('revokes one token, forgetting its device, or all but one', async () => {
    const one = await issueToken(ctx.db, { kind: 'focus', subjectId: 7, ttlSeconds: 600, now, deviceToken: 'device-a' });
    const two = await issueToken(ctx.db, { kind: 'focus', subjectId: 7, ttlSeconds: 600, now, deviceToken: 'device-b' });
    const three = await issueToken(ctx.db, { kind: 'focus', subjectId: 7, ttlSeconds: 600, now });
    expect(await deviceTokensOf(ctx.db, 'focus', 7, now)).toEqual(expect.arrayContaining(['device-a', 'device-b']));
    await revokeToken(ctx.db, one.id, now);
    expect(await resolveToken(ctx.db, one.token, now)).toBeNull();
    expect(await deviceTokensOf(ctx.db, 'focus', 7, now)).toEqual(['device-b']);
    await forgetDeviceToken(ctx.db, 'device-b');
    expect(await deviceTokensOf(ctx.db, 'focus', 7, now)).toEqual([]);
    await revokeAllTokens(ctx.db, 'focus', 7, now, three.id);
    expect(await resolveToken(ctx.db, two.token, now)).toBeNull();
    expect(await resolveToken(ctx.db, three.token, now)).not.toBeNull();
  });
});
