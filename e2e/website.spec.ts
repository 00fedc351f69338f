// The public website against `npm start`: pages, navigation, the contact form, the query-driven
// login modals and an axe scan of every public route in all four languages (desktop and phone).
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { intlLocale, localeDirection, localeNativeNames, locales, type Locale } from '../app/i18n/locales';
import { inLocaleDigits } from '../shared/intl-locale';

// Journeys through several pages of the built app and the real server, whose login modal and forms load on
// demand: on two busy cores (CI runs two workers beside the server) a step can take longer than the
// config's 7 s, and a journey longer than 30 s. The waits are for things to appear, so a longer limit only
// costs time when something is really broken.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 60_000 });

const catalogs = new Map<Locale, Record<string, string>>();
/** All messages of a locale (app and design system), as the app loads them. */
function catalog(locale: Locale): Record<string, string> {
  let messages = catalogs.get(locale);
  if (!messages) {
    messages = {};
    for (const root of ['app/i18n/messages', 'design-system/i18n/messages']) {
      const folder = path.join(root, locale);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) Object.assign(messages, JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
    }
    catalogs.set(locale, messages);
  }
  return messages;
}

/** A message as the visitor reads it. */
function t(locale: Locale, id: string, values?: Record<string, string | number>): string {
  const message = catalog(locale)[id];
  if (message === undefined) throw new Error(`no message ${id} in ${locale}`);
  return String(new IntlMessageFormat(message, intlLocale[locale]).format(values));
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * A website page arrives rendered and its code follows (app/site/boot.ts): a button pressed before
 * then does nothing, for a person too. Forms stay disabled until then (the design system's Form);
 * other controls are pressed once the page says it is interactive.
 */
const interactive = (page: Page) => expect(page.locator('html[data-interactive="true"]')).toHaveCount(1);

/** Opens the navbar's page links (behind the menu button on phones). */
async function openNavigation(page: Page, locale: Locale) {
  await interactive(page);
  if (isPhone(page)) await page.getByRole('button', { name: t(locale, 'website.nav.menu') }).click();
  return page.getByRole('navigation', { name: t(locale, 'website.nav.label') }).locator('visible=true');
}

const publicRoutes = ['', '/about', '/contact', '/privacy', '/terms', '/auth', '/auth?type=focus', '/auth/reset-pass', '/auth/reset-pass/update-pass', '/auth/focus-reset-pass'];

for (const locale of ['ar', 'en'] as const) {
  test.describe(`website in ${locale}`, () => {
    test('home shows every landing section with the server content, and names itself', { tag: locale === 'ar' ? '@phone' : [] }, async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'website.hero.title') })).toBeVisible();
      await expect(page).toHaveTitle(`${t(locale, 'website.home.title')} — ${t(locale, 'app.name')}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t(locale, 'website.home.description'));
      // The about, why-us and services titles are the server's (seeded home content), not our fallbacks.
      const home = await (await page.request.get('/api/website/home', { headers: { 'Accept-Language': locale } })).json();
      for (const title of [home.data.about.title, home.data.why_us.title, home.data.services.title]) {
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      await expect(page.getByRole('heading', { level: 2, name: t(locale, 'website.contact.title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t(locale, 'website.partners.title') })).toBeVisible();
      await expect(page.getByRole('link', { name: t(locale, 'website.map.open') }).first()).toBeVisible();
      // The free-trial call to action leads to registration.
      await page.getByRole('link', { name: home.data.free_trial.cta }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/auth$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'authScreens.register.providerTitle') })).toBeVisible();
    });

    test('the navbar and the footer lead to every public page, each with its own title', { tag: '@phone' }, async ({ page }) => {
      await page.goto(`/${locale}`);
      let nav = await openNavigation(page, locale);
      await nav.getByRole('link', { name: t(locale, 'website.nav.about') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/about$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'website.about.pageTitle') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${t(locale, 'website.about.pageTitle')}`));

      nav = await openNavigation(page, locale);
      await nav.getByRole('link', { name: t(locale, 'website.nav.contact') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/contact$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'website.contact.pageTitle') })).toBeVisible();
      // Phone, e-mail and WhatsApp keep their addresses (not turned into paths under /${locale}).
      const main = page.getByRole('main');
      // The number in the page's digits (Arabic-Indic on an Arabic page); the link dials it in Latin ones.
      await expect(main.getByRole('link', { name: inLocaleDigits(locale, '920000000') })).toHaveAttribute('href', 'tel:920000000');
      await expect(main.getByRole('link', { name: 'info@example.com' })).toHaveAttribute('href', 'mailto:info@example.com');
      const whatsapp = main.getByRole('link', { name: new RegExp(inLocaleDigits(locale, '\\+966 500000000')) });
      await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/966500000000');
      await expect(whatsapp).toHaveAttribute('target', '_blank');

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: t(locale, 'website.footer.privacy') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/privacy$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'website.footer.privacy') })).toBeVisible();
      await expect(page.getByRole('listitem').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await footer.getByRole('link', { name: t(locale, 'website.footer.terms') }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/terms$`));
      await expect(page.getByRole('heading', { level: 1, name: t(locale, 'website.footer.terms') })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${t(locale, 'website.footer.terms')}`));
    });

    test('the contact form checks what is typed before sending', async ({ page }) => {
      await page.goto(`/${locale}/contact`);
      const form = page.getByRole('form', { name: t(locale, 'website.contactForm.label') });
      const sent: string[] = [];
      page.on('request', (r) => r.url().endsWith('/api/website/contact') && sent.push(r.url()));
      await form.getByRole('button', { name: t(locale, 'website.contactForm.send') }).click();
      await expect(form.getByText(t(locale, 'ds.forms.error.required')).first()).toBeVisible();
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.name') }).fill('Sara Al-Qahtani');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.email') }).fill('sara@');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.subject') }).fill('Packages');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.message') }).fill('Too short');
      await form.getByRole('button', { name: t(locale, 'website.contactForm.send') }).click();
      await expect(form.getByText(t(locale, 'authScreens.email.invalid'))).toBeVisible();
      await expect(form.getByText(t(locale, 'ds.forms.error.tooShort', { min: 10 }))).toBeVisible();
      expect(sent).toEqual([]);
    });

    // The server takes five messages an hour from one address: this test sends four per run (two languages,
    // desktop and phone), and no other journey sends one.
    test('a message sent from the contact form is confirmed and the form starts over', async ({ page }) => {
      await page.goto(`/${locale}/contact`);
      const form = page.getByRole('form', { name: t(locale, 'website.contactForm.label') });
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.name') }).fill('Sara Al-Qahtani');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.email') }).fill('sara@example.com');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.mobile') }).fill('0555000111');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.subject') }).fill('Packages');
      await form.getByRole('textbox', { name: t(locale, 'website.contactForm.message') }).fill('I would like to know more about the packages for three branches.');
      const sent = page.waitForResponse((r) => r.url().endsWith('/api/website/contact') && r.request().method() === 'POST');
      await form.getByRole('button', { name: t(locale, 'website.contactForm.send') }).click();
      const response = await sent;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({ email: 'sara@example.com', mobile: '555000111' });
      await expect(page.getByRole('status').filter({ hasText: t(locale, 'website.contactForm.sentTitle') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: t(locale, 'website.contactForm.name') })).toHaveValue('');
    });

    test('the address opens the company login, the focus login, and the focus tab', async ({ page }) => {
      await page.goto(`/${locale}/about?auth_type=company&id=42&ref=mail`);
      const dialog = page.getByRole('dialog', { name: t(locale, 'authScreens.login.title') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('tab', { name: t(locale, 'auth.login.title') })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('textbox', { name: t(locale, 'auth.mobile.label') })).toBeVisible();
      // Closing it takes the login keys out of the address and keeps the rest.
      await dialog.getByRole('button', { name: t(locale, 'ds.overlays.close') }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/${locale}/about\\?ref=mail$`));

      await page.goto(`/${locale}?auth_type=focus`);
      await expect(dialog.getByRole('tab', { name: t(locale, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
      await expect(dialog.getByRole('textbox', { name: t(locale, 'focus.identifier.label') })).toBeVisible();

      await page.goto(`/${locale}?auth_type=company&id=42&active=focus`);
      await expect(dialog.getByRole('tab', { name: t(locale, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');

      // Without an id the company login is not asked for.
      await page.goto(`/${locale}?auth_type=company`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('the language switch keeps the page and its query, and sets the language and direction of the document', async ({ page }) => {
      const other: Locale = locale === 'ar' ? 'en' : 'ar';
      await page.goto(`/${locale}/contact?ref=mail&x=1`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection[locale]);
      // Tapped on phones, as people do there (the click then comes in a later task than the finger's lift).
      const press = (target: Locator) => (isPhone(page) ? target.tap() : target.click());
      await interactive(page);
      await press(page.getByRole('button', { name: new RegExp(t(locale, 'language.label')) }));
      await press(page.getByRole('option', { name: localeNativeNames[other] }));
      await expect(page).toHaveURL(new RegExp(`/${other}/contact\\?ref=mail&x=1$`));
      await expect(page.getByRole('heading', { level: 1, name: t(other, 'website.contact.pageTitle') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection[other]);
      // Urdu reads right to left too, Turkish left to right.
      const third: Locale = locale === 'ar' ? 'ur' : 'tr';
      // The new language's page arrives rendered: its switch answers once its code has taken over.
      await interactive(page);
      await press(page.getByRole('button', { name: new RegExp(t(other, 'language.label')) }));
      await press(page.getByRole('option', { name: localeNativeNames[third] }));
      await expect(page).toHaveURL(new RegExp(`/${third}/contact\\?ref=mail&x=1$`));
      await expect(page.getByRole('heading', { level: 1, name: t(third, 'website.contact.pageTitle') })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', third);
      await expect(page.locator('html')).toHaveAttribute('dir', localeDirection[third]);
    });
  });
}

test.describe('website pages arrive rendered', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('home is readable with the server content, names itself, and its links lead on', async ({ page }) => {
      await page.goto('/ar');
      await expect(page.getByRole('heading', { level: 1, name: t('ar', 'website.hero.title') })).toBeVisible();
      await expect(page).toHaveTitle(`${t('ar', 'website.home.title')} — ${t('ar', 'app.name')}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', t('ar', 'website.home.description'));
      const home = await (await page.request.get('/api/website/home', { headers: { 'Accept-Language': 'ar' } })).json();
      await expect(page.getByRole('heading', { level: 2, name: home.data.about.title })).toBeVisible();
      // The page's first screen is complete: no placeholder waits for a script that will not run.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      // The footer's links are plain links (the navbar's sit behind the phone menu, which needs the code).
      await page.getByRole('contentinfo').getByRole('link', { name: t('ar', 'website.footer.terms') }).click();
      await expect(page).toHaveURL(/\/ar\/terms$/);
      await expect(page.getByRole('heading', { level: 1, name: t('ar', 'website.footer.terms') })).toBeVisible();
    });
  });

  test('every public page hydrates without an error, then answers a click', async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const locale of ['ar', 'en'] as const) {
      for (const route of publicRoutes) {
        await page.goto(`/${locale}${route}`);
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
    }
    expect(errors).toEqual([]);
    // Hydrated: the login button opens the login.
    await page.goto('/en');
    await interactive(page);
    if (isPhone(page)) await page.getByRole('button', { name: t('en', 'website.nav.menu') }).click();
    await page.getByRole('button', { name: t('en', 'website.nav.signIn') }).locator('visible=true').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

// One test per language, each page a step of it (a failure names its page), in one browser page:
// a test of its own per page paid about 3 s of fresh context and cold files for a 1.5 s scan. The
// time allowed is per page scanned, so a machine five times slower still finishes.
test.describe('accessibility of the public routes', () => {
  for (const locale of locales) {
    test(`no axe violation on any public route in ${locale}, nor in the login modal`, { tag: locale === 'ar' || locale === 'ur' ? '@phone' : [] }, async ({ page }) => {
      test.setTimeout((publicRoutes.length + 1) * 45_000);
      for (const route of publicRoutes) {
        await test.step(`/${locale}${route}`, async () => {
          await page.goto(`/${locale}${route}`);
          await expect(page.locator('main h1')).toBeVisible();
          // Content loaded (no placeholders left) before the scan.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations.map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
        });
      }
      await test.step('the login modal', async () => {
        await page.goto(`/${locale}?auth_type=company&id=1`);
        await expect(page.getByRole('dialog')).toBeVisible();
        // The modal hides the page from assistive tech, so page-level rules (one main, one h1) do not apply: scan the dialog.
        const modal = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
        expect(modal.violations.map((v) => `login modal: ${v.id}`)).toEqual([]);
      });
    });
  }
});

test('the footer links to the demo’s social pages with their icons, in every language', async ({ page }) => {
  const networks = { X: 'x.com', Instagram: 'instagram.com', Snapchat: 'snapchat.com', TikTok: 'tiktok.com', LinkedIn: 'linkedin.com' };
  for (const locale of locales) {
    await page.goto(`/${locale}`);
    const social = page.getByRole('contentinfo').getByRole('list', { name: t(locale, 'website.footer.social') });
    await expect(social.getByRole('link')).toHaveCount(5);
    for (const [network, host] of Object.entries(networks)) {
      const link = social.getByRole('link', { name: new RegExp(`^${t(locale, 'website.footer.socialLink', { network }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await expect(link).toHaveAttribute('href', new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/`));
      await expect(link.locator('svg').first()).toBeVisible();
    }
  }
});

test('a 1,700 px screen widens the website’s column; from 500 px its cards sit two a row', async ({ page }) => {
  await page.setViewportSize({ width: 1760, height: 1000 });
  await page.goto('/en');
  const cards = page.getByRole('list').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
  await expect(cards).toBeVisible();
  const width = async () => (await cards.boundingBox())?.width ?? 0;
  // 1,520 px column at 1,700 px and wider (docs/decisions.md), 1,200 px below.
  expect(await width()).toBeGreaterThan(1300);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await expect.poll(width).toBeLessThanOrEqual(1200);

  const tops = async () => Promise.all([0, 1].map(async (i) => (await cards.getByRole('listitem').nth(i).boundingBox())?.y ?? -1));
  await page.setViewportSize({ width: 540, height: 800 });
  await expect.poll(async () => { const [a, b] = await tops(); return Math.abs((a ?? 0) - (b ?? 0)); }).toBeLessThan(1);
  await page.setViewportSize({ width: 480, height: 800 });
  await expect.poll(async () => { const [a, b] = await tops(); return (b ?? 0) - (a ?? 0); }).toBeGreaterThan(50);
});

// Issue 22 item 8: the website at a phone's width, one digit system per page, a picture of the product, an About page of its own.
test.describe('the website at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const locale of locales) {
    test(`home and about in ${locale}: nothing wider than the screen, one digit system`, async ({ page }) => {
      for (const route of ['', '/about']) {
        await page.goto(`/${locale}${route}`);
        await interactive(page);
        // Wait for what the page shows last (the free trial's call to action), then measure the document.
        await expect(page.getByRole('heading', { level: 2 }).last()).toBeVisible();
        const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(scrollWidth, `/${locale}${route}`).toBeLessThanOrEqual(viewport);
        // Arabic pages write Arabic-Indic digits, the others Latin ones; what the page shows has no other kind.
        const text = await page.locator('body').innerText();
        const foreign = locale === 'ar' ? /[0-9]/g : /[\u0660-\u0669\u06F0-\u06F9]/g;
        expect(text.match(foreign) ?? [], `/${locale}${route}: digits of another system`).toEqual([]);
      }
    });
  }
});

test('the home hero shows the product in the page’s language, sized for a phone and for a desktop', async ({ page }) => {
  for (const [width, locale] of [[375, 'ar'], [1280, 'en']] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${locale}`);
    const picture = page.getByRole('img', { name: t(locale, 'website.hero.productShot') });
    await expect(picture).toBeVisible();
    // A real picture arrived, of this language, at a width chosen for the screen; its frame was kept before it came.
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const chosen = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(chosen).toMatch(new RegExp(`/product/dashboard-${locale}-\\d+\\.webp$`));
    const box = await picture.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(width === 375 ? 250 : 350);
  }
});

test('the About page has its own content, not the home page’s, in every language', async ({ page }) => {
  for (const locale of locales) {
    await page.goto(`/${locale}/about`);
    for (const id of ['website.aboutPage.story.title', 'website.aboutPage.local.title', 'website.aboutPage.values.title']) {
      await expect(page.getByRole('heading', { level: 2, name: t(locale, id) })).toBeVisible();
    }
    // The home page's "who we are" and "why us" blocks are not repeated.
    const home = (await (await page.request.get('/api/website/home', { headers: { 'accept-language': locale } })).json()) as { data: { about: { title: string }; why_us: { title: string } } };
    await expect(page.getByRole('heading', { name: home.data.about.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: home.data.why_us.title, exact: true })).toHaveCount(0);
  }
});
