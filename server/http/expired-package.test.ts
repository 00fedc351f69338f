// An expired package closes the business tools (423) but never locks away earned money.
import { expect, it } from 'vitest';
import { makeSaudiIban } from '../../shared/iban';
import { appendEntry } from '../domain/wallet';
import { createProvider } from '../test/fixtures';
import { forEachApp } from '../test/http';

forEachApp('an expired package', (ctx) => {
  it('keeps the wallet readable, the bank account editable and withdrawals possible; salons answer 423', async () => {
    const now = ctx.clock.now();
    const lapsed = await createProvider(ctx.db, { packageDays: 0 });
    const pkg = await ctx.db.selectFrom('packages').select('id').where('audience', '=', 'provider').where('name_en', '=', 'Pro').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('subscriptions')
      .values({ audience: 'provider', subscriber_id: lapsed.providerId, package_id: pkg.id, started_at: new Date(now.getTime() - 31 * 86_400_000), expire_at: new Date(now.getTime() - 86_400_000) })
      .execute();
    await ctx.db.transaction().execute((trx) =>
      appendEntry(trx, lapsed.providerId, { type: 'credit', amount: 12_000, description: { key: 'api.booking.wallet.entry.credit', params: { reservation: 1 } } }),
    );
    const as = { token: lapsed.token, locale: 'ar' };

    const salons = await ctx.request('GET', '/api/provider/salons', as);
    expect(salons.statusCode).toBe(423);
    expect(salons.json()).toMatchObject({ code: 'package_required' });

    const wallet = await ctx.request('GET', '/api/provider/wallet', as);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({ data: { balance: 12_000 } });
    expect((await ctx.request('GET', '/api/provider/wallet/transactions', as)).statusCode).toBe(200);

    const bank = { bank_id: 1, account_holder_name: 'مؤسسة الأناقة', account_number: '608010167519', iban: makeSaudiIban('80', '000000608010167519') };
    expect((await ctx.request('PUT', '/api/provider/auth/profile/bank-setting', { ...as, body: bank })).statusCode).toBe(200);
    expect((await ctx.request('GET', '/api/provider/bank-account', as)).statusCode).toBe(200);

    const withdrawal = await ctx.request('POST', '/api/provider/wallet/withdrawals', { ...as, body: { amount: 10_000 } });
    expect(withdrawal.statusCode).toBe(201);
    const after = await ctx.request('GET', '/api/provider/wallet', as);
    expect(after.json()).toMatchObject({ data: { balance: 2_000 } });
  });
});
