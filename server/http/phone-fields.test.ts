// Phone numbers as people write them are accepted and stored in the contract's national form.
import { describe, expect, it } from 'vitest';
import { salonInput } from '../test/booking-data';
import { createProvider } from '../test/fixtures';
import { forEachApp } from '../test/http';
import { phoneFieldsOf } from './phone-fields';

describe('the phone fields of the contract', () => {
  it('are found by their pattern: mobiles, customer mobiles and a salon phone', () => {
    expect(phoneFieldsOf('providerLogin')?.body).toEqual(['mobile']);
    expect(phoneFieldsOf('createSalon')?.body).toEqual(['phone']);
    expect(phoneFieldsOf('createReservation')?.body).toContain('customer_mobile');
    expect(phoneFieldsOf('listSalons')).toBeUndefined();
  });
});

forEachApp('phone numbers as people write them', (ctx) => {
  it('signs in with a mobile written with the country code, spaces and Arabic-Indic digits', async () => {
    const { mobile } = await createProvider(ctx.db);
    const arabic = [...mobile].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
    for (const typed of [`+966 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`, `00966${mobile}`, `0${mobile}`, `٠${arabic}`]) {
      const res = await ctx.request('POST', '/api/provider/auth/login', { body: { mobile: typed, country_code: '+966' } });
      expect(res.statusCode, typed).toBe(200);
      expect(res.json(), typed).toMatchObject({ data: { mobile } });
      ctx.clock.advance(61_000);
    }
  });

  it("stores a salon's landline written with its trunk 0 and dashes in national form; a wrong one is refused by name", async () => {
    const owner = await createProvider(ctx.db);
    const created = await ctx.request('POST', '/api/provider/salons', { token: owner.token, body: salonInput({ phone: '011-234-5678' }) });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ data: { phone: '112345678' } });
    const wrong = await ctx.request('POST', '/api/provider/salons', { token: owner.token, locale: 'ar', body: salonInput({ phone: '12345' }) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { phone: ['صيغة حقل رقم الهاتف غير صحيحة.'] } });
  });
});
