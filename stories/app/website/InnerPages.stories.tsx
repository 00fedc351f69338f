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

/** The about page with the server's text. */
export const About: Story = {
  parameters: { route: { path: '/{locale}/about' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'website.about.pageTitle') })).toBeVisible();
    await expect(await canvas.findByText(demo(localeOf(context))['GET /website/home'].data.about.body)).toBeVisible();
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
