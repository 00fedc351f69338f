import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../../api/fixtures';
import { answers } from '../../api/http';
import { announcerExcluded, localeOf, say, SiteFrame } from './storyKit';

const meta = {
  title: 'App/Website/Inner pages',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The about page: its own story, what the product does for salons here and what we promise, not the home page's blocks; then the free trial. */
export const About: Story = {
  parameters: { route: { path: '/{locale}/about' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.about.pageTitle') })).toBeVisible();
    for (const id of ['website.aboutPage.story.title', 'website.aboutPage.local.title', 'website.aboutPage.values.title']) {
      await expect(canvas.getByRole('heading', { level: 2, name: say(context, id) })).toBeVisible();
    }
    await expect(canvas.getByText(say(context, 'website.aboutPage.story.body1'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: say(context, 'website.aboutPage.local.prayer.title') })).toBeVisible();
    // The free trial closes the page once the server's texts are in; the home page's about and why-us blocks are not repeated.
    const home = demo(localeOf(context))['GET /website/home'].data;
    await expect(await canvas.findByRole('heading', { level: 2, name: home.free_trial.title })).toBeVisible();
    await expect(canvas.queryByText(home.about.body)).toBeNull();
    await expect(canvas.queryByRole('heading', { level: 2, name: home.why_us.title })).toBeNull();
  },
};

/** The same as About, in English. */
export const AboutEnglish: Story = { ...About, globals: { locale: 'en' } };

/** The privacy policy: numbered sections in the page's language, with the date of the version. */
export const Privacy: Story = {
  parameters: { route: { path: '/{locale}/privacy' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.footer.privacy') })).toBeVisible();
    const sections = await canvas.findAllByRole('heading', { level: 2 });
    await expect(sections.length).toBeGreaterThanOrEqual(8);
    await expect(canvas.getByText(say(context, 'website.legal.updated', { date: '' }).trim(), { exact: false })).toBeVisible();
  },
};

/** The same as Privacy, in English. */
export const PrivacyEnglish: Story = { ...Privacy, globals: { locale: 'en' } };

/** The terms in English, numbered sections. */
export const Terms: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/terms' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.footer.terms') })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Governing law' })).toBeVisible();
  },
};

/** The terms in Arabic. */
export const TermsArabic: Story = {
  parameters: { route: { path: '/{locale}/terms' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'النظام الحاكم' })).toBeVisible();
  },
};
