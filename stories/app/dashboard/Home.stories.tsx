import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HomePage from '../../../app/features/dashboard-home/HomePage';
import { answers, loading } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Home',
  component: HomePage,
  // The owner: every permission (the wallet and reservation cards each need theirs).
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard(''),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's home: the wallet balance and the upcoming reservations. */
export const Arabic: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'dashboardHome.title') })).toBeVisible();
    await expect(await canvas.findByText(say(context, 'dashboardHome.wallet'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(say(context, 'dashboardHome.upcoming'), {}, LOAD)).toBeVisible();
    // Upcoming bookings are a list of rows (no bullets), each a link named by the whole sentence, in Arabic digits.
    const [first] = await canvas.findAllByRole('link', { name: /^خالد الحربي مع / }, LOAD);
    const row = first!.closest('li')!;
    await expect(getComputedStyle(row.parentElement!).listStyleType).toBe('none');
    await expect(row).toHaveTextContent(/[٠-٩]/);
    await expect(row.textContent).not.toMatch(/[0-9]/);
    // The charts' axes are labelled in Arabic digits too.
    const caption = await canvas.findByText(say(context, 'dashboardHome.revenueChart'), { selector: 'figcaption' }, LOAD);
    const axes = caption.closest('figure')!.querySelector('svg[role="img"]')!;
    await expect(axes.textContent).toMatch(/[٠-٩]/);
    await expect(axes.textContent).not.toMatch(/[0-9]/);
  },
};

/** A staff member who may see the wallet but not the reservations gets only the wallet card. */
export const StaffWalletOnly: Story = {
  globals: { locale: 'en' },
  decorators: [asOwner(['wallet.view'])],
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Wallet balance', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('Upcoming reservations')).toBeNull();
    await expect(canvas.queryByText('Completed bookings per day', { selector: 'figcaption' })).toBeNull();
  },
};

/** In English, with the charts of the last 30 days: axes, labels, and the same figures as a table on demand. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Upcoming reservations', {}, LOAD)).toBeVisible();
    const [first] = await canvas.findAllByRole('link', { name: /^Khalid Alharbi with / }, LOAD);
    await expect(first!.closest('li')).toHaveTextContent(/\d{1,2}:\d{2}\s?[AP]M/);
    const caption = await canvas.findByText('Completed bookings per day', { selector: 'figcaption' }, LOAD);
    const chart = caption.closest('figure')!;
    // Axes with labels: value ticks and days, in Latin digits in English.
    await expect(chart.querySelectorAll('[data-x-label]').length).toBeGreaterThan(1);
    await expect(within(chart).getByRole('img')).toHaveAccessibleName(/^Completed bookings per day: /);
    await userEvent.click(within(chart).getByRole('button', { name: 'Show data table' }));
    await expect(within(chart).getByRole('table', { name: 'Completed bookings per day' })).toBeVisible();
  },
};

/** While the home's calls run: the page's heading, placeholders below it. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/wallet', 'GET /provider/reservations')) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
