// The public website calls and the development SMS outbox over HTTP.
import { expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createSalon } from '../domain/salons';
import { webSettings } from '../domain/website';
import { salonInput, UNLIMITED } from '../test/booking-data';
import { createProvider } from '../test/fixtures';
import { forEachApp } from '../test/http';

forEachApp('website', (ctx) => {
  it('serves slides with every language and the resolved one', async () => {
    const res = await ctx.request('GET', '/api/website/sliders', { locale: 'tr' });
    expect(res.statusCode).toBe(200);
    const [first] = (res.json() as { data: Record<string, unknown>[] }).data;
    expect(first).toMatchObject({ title: 'Saniyeler içinde randevu', title_ar: 'احجز موعدك في ثوانٍ', title_en: 'Book in seconds' });
  });

  it('serves site settings, home sections and package settings in the request language', async () => {
    const settings = await ctx.request('GET', '/api/website/settings', { locale: 'en' });
    expect(settings.json()).toMatchObject({ data: { site_name: 'Mawid', address: 'Riyadh, Saudi Arabia' } });
    const home = await ctx.request('GET', '/api/website/home', { locale: 'ar' });
    expect(home.json()).toMatchObject({ data: { about: { title: 'من نحن' }, free_trial: { title: 'جرّب مجانًا لمدة ١٤ يومًا' } } });
    const packages = await ctx.request('GET', '/api/website/package-settings');
    expect(packages.json()).toEqual({ data: { free_trial_days: 14, currency: 'SAR' }, message: '' });
  });

  it('shows the salons taking bookings online as partners, each with its page here, and leaves out one that stopped', async () => {
    type Partner = { name: string; logo: string | null; url: string | null; slug: string | null };
    const partners = async (locale: string) => ((await ctx.request('GET', '/api/website/home', { locale })).json() as { data: { partners: Partner[] } }).data.partners;
    const owner = await createProvider(ctx.db);
    const open = await createSalon(ctx.db, owner.providerId, salonInput({ name_ar: 'صالون الشريك', name_en: 'Partner Salon' }), UNLIMITED);
    const closed = await createSalon(ctx.db, owner.providerId, salonInput({ name_ar: 'صالون مغلق', name_en: 'Closed Salon' }), UNLIMITED);
    const [openSlug, closedSlug] = [`partner-${randomBytes(4).toString('hex')}`, `closed-${randomBytes(4).toString('hex')}`];
    for (const [salonId, slug] of [[open, openSlug], [closed, closedSlug]] as const) {
      const saved = await ctx.request('PUT', `/api/provider/salons/${salonId}/online-booking`, { token: owner.token, body: { enabled: true, slug } });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const off = await ctx.request('PUT', `/api/provider/salons/${closed}/online-booking`, { token: owner.token, body: { enabled: false, slug: closedSlug } });
    expect(off.statusCode, off.body).toBe(200);

    const arabic = await partners('ar');
    expect(arabic).toContainEqual({ name: 'صالون الشريك', logo: null, url: null, slug: openSlug });
    expect(arabic.map((p) => p.slug)).not.toContain(closedSlug);
    // The newest page first; the name in the visitor's language.
    expect(arabic[0]!.slug).toBe(openSlug);
    expect((await partners('en'))[0]).toMatchObject({ name: 'Partner Salon', slug: openSlug });
  });

  it('names the demo’s social pages (a demo install), none on a real install', async () => {
    const settings = await ctx.request('GET', '/api/website/settings', { locale: 'ur' });
    const links = (settings.json() as { data: { social_links: Record<string, string | null> } }).data.social_links;
    expect(Object.keys(links).sort()).toEqual(['instagram', 'linkedin', 'snapchat', 'tiktok', 'twitter']);
    for (const href of Object.values(links)) expect(href).toMatch(/^https:\/\/(www\.)?(x|instagram|snapchat|tiktok|linkedin)\.com\/\S+$/);
    expect(Object.values(webSettings('ar', { demo: false }).social_links)).toEqual([null, null, null, null, null]);
  });

  it('keeps a contact message and forwards it to the site e-mail', async () => {
    const body = { name: 'Sara', email: 'sara@example.com', mobile: '512345678', subject: 'Pricing', message: 'How much is the Pro package per year?' };
    const res = await ctx.request('POST', '/api/website/contact', { body, locale: 'ar' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: null, message: 'شكرًا لك. استلمنا رسالتك.' });
    const stored = await ctx.db.selectFrom('contact_messages').selectAll().where('email', '=', 'sara@example.com').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ subject: 'Pricing', locale: 'ar' });
    const forwarded = await ctx.db.selectFrom('mail_outbox').select('body').where('recipient', '=', 'info@example.com').executeTakeFirstOrThrow();
    expect(forwarded.body).toContain('How much is the Pro package');
    const short = await ctx.request('POST', '/api/website/contact', { body: { ...body, message: 'hi' } });
    expect(short.statusCode).toBe(422);
  });

  it('reads the SMS outbox newest first, per number (development only)', async () => {
    const { mobile } = await createProvider(ctx.db);
    await ctx.request('POST', '/api/provider/auth/login', { body: { mobile, country_code: '+966' } });
    const res = await ctx.request('GET', `/api/dev/sms-outbox?mobile=%2B966${mobile}`);
    const data = (res.json() as { data: { to: string; code: string }[] }).data;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ to: `+966${mobile}` });
    expect(data[0]!.code).toMatch(/^\d{4}$/);
    expect((await ctx.request('GET', '/api/dev/sms-outbox?mobile=123')).statusCode).toBe(422);
  });
});

forEachApp(
  'website with a real SMS gateway',
  (ctx) => {
    it('has no outbox: 404', async () => {
      expect((await ctx.request('GET', '/api/dev/sms-outbox')).statusCode).toBe(404);
    });

    it('sends codes through the gateway', async () => {
      const { mobile } = await createProvider(ctx.db);
      expect((await ctx.request('POST', '/api/provider/auth/login', { body: { mobile, country_code: '+966' } })).statusCode).toBe(200);
      expect(sent.at(-1)).toMatchObject({ url: 'https://sms.example.test/send', body: { to: `+966${mobile}`, sender: 'Mawid' } });
      expect(sent.at(-1)!.auth).toBe('Bearer gateway-token');
    });
  },
  {
    config: (base) => ({ ...base, sms: { driver: 'http', http: { url: 'https://sms.example.test/send', token: 'gateway-token', sender: 'Mawid' } } }),
    build: {
      fetch: async (url, init) => {
        sent.push({ url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown>, auth: new Headers(init?.headers).get('authorization') });
        return new Response('{}', { status: 200 });
      },
    },
  },
);

const sent: { url: string; body: Record<string, unknown>; auth: string | null }[] = [];
