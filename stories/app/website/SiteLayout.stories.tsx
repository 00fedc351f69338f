import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers } from '../../api/http';
import { announcerExcluded, say, SiteFrame } from './storyKit';

const meta = {
  title: 'App/Website/Site layout',
  component: SiteFrame,
  parameters: { layout: 'fullscreen', a11y: announcerExcluded, route: { path: '/{locale}/about' }, msw: answers() },
} satisfies Meta<typeof SiteFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The navbar marks the current page and leads to the others; the footer links to terms and privacy. */
export const Navigation: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const nav = canvas.getAllByRole('navigation', { name: say(context, 'website.nav.label') })[0]!;
    await expect(within(nav).getByRole('link', { name: say(context, 'website.nav.about') })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: say(context, 'website.nav.contact') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'website.contact.pageTitle') })).toBeVisible();
    const footer = canvas.getByRole('contentinfo');
    // Other sites keep their address through the router (not `/{locale}/https:/…`) and open in a new tab.
    const x = await within(footer).findByRole('link', { name: (name) => name.startsWith(say(context, 'website.footer.socialLink', { network: 'X' })) });
    await expect(x).toHaveAttribute('href', 'https://x.com/mawid_app');
    await expect(x).toHaveAttribute('target', '_blank');
    await userEvent.click(within(footer).getByRole('link', { name: say(context, 'website.footer.terms') }));
    await expect(await canvas.findByRole('heading', { level: 1, name: say(context, 'website.footer.terms') })).toBeVisible();
  },
};

/** The navbar's login entry opens the login modal on the company (provider) tab. */
export const LoginEntry: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: say(context, 'website.nav.signIn') })[0]!);
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getByRole('tab', { name: say(context, 'auth.login.title') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** The same as Navigation, in English. */
export const NavigationEnglish: Story = { ...Navigation, globals: { locale: 'en' } };

/** `?auth_type=company&id=…` opens the company login; `active=focus` picks the focus tab. */
export const LoginFromAddress: Story = {
  parameters: { route: { path: '/{locale}?auth_type=company&id=7&active=focus' } },
  play: async (context) => {
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'authScreens.login.title') });
    await expect(within(dialog).getByRole('tab', { name: say(context, 'focus.login.title') })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(dialog).getByRole('tab', { name: say(context, 'auth.login.title') }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: say(context, 'auth.mobile.label') })).toBeVisible());
  },
};
