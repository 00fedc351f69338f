import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo } from '../../api/fixtures';
import { answers, fails, loading, ok, type Route } from '../../api/http';
import { announcerExcluded, localeOf, say, SiteFrame } from './storyKit';

const contentCalls: Route[] = ['GET /website/sliders', 'GET /website/settings', 'GET /website/home', 'GET /website/package-settings'];

const meta = {
  title: 'App/Website/Home page',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, route: { path: '/{locale}' }, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content from the website calls: the boards, about, why us, services, contact, partners, free trial. */
export const Loaded: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const home = demo(localeOf(context))['GET /website/home'].data;
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.hero.title') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: home.about.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: home.why_us.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: home.services.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: home.free_trial.title })).toBeVisible();
    // The partners are the salons taking bookings online: each links to its page here, in the same tab.
    const partners = canvas.getByRole('list', { name: say(context, 'website.partners.title') });
    const salon = within(partners).getByRole('link', { name: home.partners[1]!.name });
    await expect(salon).toBeVisible();
    await expect(salon).toHaveAttribute('href', `/${localeOf(context)}/s/${home.partners[1]!.slug}`);
    await expect(salon).not.toHaveAttribute('target');
    await expect(within(partners).getAllByRole('link')).toHaveLength(home.partners.length);
    await expect(canvas.getByRole('link', { name: new RegExp(say(context, 'website.map.open')) })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/www\.openstreetmap\.org\//));
    // One digit system per page: the phone number is written in the page's digits, its link dials the same number.
    const phone = canvas.getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('tel:'));
    await expect(phone?.textContent).toMatch(localeOf(context) === 'ar' ? /^[\u0660-\u0669+ ]+$/ : /^[0-9+ ]+$/);
    await expect(phone?.getAttribute('href')).toMatch(/^tel:[0-9+]+$/);
    // Social links come from the web settings (a null one is left out).
    const footer = canvas.getByRole('contentinfo');
    await expect(await within(footer).findByRole('img', { name: say(context, 'website.footer.socialLink', { network: 'Instagram' }) })).toBeVisible();
    await expect(within(footer).queryByRole('img', { name: say(context, 'website.footer.socialLink', { network: 'LinkedIn' }) })).toBeNull();
  },
};

/** The same as Loaded, in English. */
export const English: Story = { ...Loaded, globals: { locale: 'en' } };

/** The hero shows a picture of the product in the page's language, sized per screen, its room kept before it loads. */
export const ProductPicture: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const locale = localeOf(context);
    const picture = await canvas.findByRole('img', { name: say(context, 'website.hero.productShot') });
    await expect(picture).toHaveAttribute('srcset', expect.stringContaining(`/product/dashboard-${locale}-1280.webp 1280w`));
    await expect(picture).toHaveAttribute('sizes');
    await expect(picture).toHaveAttribute('width', '1280');
    await expect(picture).toHaveAttribute('height', '800');
    // The picture arrives (it is a real file, not a placeholder) and fills its frame.
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBeGreaterThan(0), { timeout: 10_000 });
    await expect(picture).toBeVisible();
    await expect(picture.getBoundingClientRect().width).toBeGreaterThan(100);
  },
};

/** The product picture in English: the English dashboard. */
export const ProductPictureEnglish: Story = { ...ProductPicture, globals: { locale: 'en' } };

/** Many partners with their own sites elsewhere (the contract allows them beside the salons): the row scrolls sideways, and the hidden "(opens in a new tab)" words stay inside it (they once widened the page on a phone). */
export const PartnersWithLinks: Story = {
  parameters: {
    // A phone's screen: the row is narrower than its partners there.
    testViewport: { width: 375, height: 812 },
    msw: answers(
      ok('GET /website/home', ({ locale }) => {
        const home = demo(locale)['GET /website/home'];
        const partners = Array.from({ length: 8 }, (_, index) => ({ ...home.data.partners[index % home.data.partners.length]!, name: `${home.data.partners[index % home.data.partners.length]!.name} ${index + 1}`, url: `https://partner-${index + 1}.example.com/`, slug: null }));
        return { ...home, data: { ...home.data, partners } };
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const row = await canvas.findByRole('list', { name: say(context, 'website.partners.title') });
    const links = within(row).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[7]).toHaveAccessibleName(expect.stringContaining(say(context, 'ds.actions.link.newTab')));
    // The row scrolls sideways, and what it holds beyond the screen does not widen the page.
    await expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Many partners with links, in English. */
export const PartnersWithLinksEnglish: Story = { ...PartnersWithLinks, globals: { locale: 'en' } };

/** The boards step with previous/next, one at a time. */
export const Boards: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const [first, second] = demo('en')['GET /website/sliders'].data;
    await expect(await canvas.findByRole('heading', { level: 2, name: first!.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'website.slides.next') }));
    await expect(canvas.getByRole('heading', { level: 2, name: second!.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'website.slides.previous') }));
    await expect(canvas.getByRole('heading', { level: 2, name: first!.title })).toBeVisible();
    // Before the first comes the last.
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'website.slides.previous') }));
    await expect(canvas.getByRole('heading', { level: 2, name: second!.title })).toBeVisible();
  },
};

/** While the content calls run: placeholders, announced once; the hero's own words are already there. */
export const Loading: Story = {
  parameters: { msw: answers(loading(...contentCalls)) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.hero.title') })).toBeVisible();
    await waitFor(() => expect(context.canvasElement.querySelectorAll('[aria-busy="true"]').length).toBeGreaterThan(0));
    await expect(canvas.getAllByText(say(context, 'ds.feedback.skeleton.loading')).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('heading', { level: 2, name: demo(localeOf(context))['GET /website/home'].data.about.title })).toBeNull();
  },
};

/** The content calls fail: our own translated sections stand in, without error notices. */
export const ContentFailed: Story = {
  parameters: { msw: answers(contentCalls.map((route) => fails(route, 500, 'server_error'))) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: say(context, 'website.about.title') })).toBeVisible();
    await expect(canvas.getByText(say(context, 'website.about.body'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, 'website.whyUs.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: say(context, 'website.whyUs.noOverlaps.title') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, 'website.slides.fallbackTitle') })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: say(context, 'website.freeTrial.title') })).toBeVisible();
    await expect(canvas.getByText(say(context, 'website.contact.fallback'))).toBeVisible();
    await expect(within(document.body).queryByText(say(context, 'error.generic'))).toBeNull();
  },
};

/** The same as ContentFailed, in English. */
export const ContentFailedEnglish: Story = { ...ContentFailed, globals: { locale: 'en' } };
