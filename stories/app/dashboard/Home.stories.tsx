import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fixtures, loading, mockApi, resetMockDb } from '../../../app/mocks';
import HomePage from '../../../app/features/dashboard-home/HomePage';
import { withSession } from '../focus/sessionKit';

const meta = {
  title: 'App/Dashboard/Home',
  component: HomePage,
  // The owner: every permission (the wallet and reservation cards each need theirs).
  decorators: [withSession('provider', { permissions: fixtures.ALL_PERMISSIONS })],
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الرئيسية' })).toBeVisible();
    await expect(await canvas.findByText('رصيد المحفظة', {}, { timeout: 8000 })).toBeVisible();
    await expect(await canvas.findByText('الحجوزات القادمة', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** A staff member who may see the wallet but not the reservations gets only the wallet card. */
export const StaffWalletOnly: Story = {
  globals: { locale: 'en' },
  decorators: [withSession('provider', { permissions: ['wallet.view'] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Wallet balance', {}, { timeout: 8000 })).toBeVisible();
    expect(canvas.queryByText('Upcoming reservations')).toBeNull();
    expect(canvas.queryByText('Completed bookings per day', { selector: 'figure > figcaption' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Upcoming reservations', {}, { timeout: 8000 })).toBeVisible();
    // The chart: a captioned figure, its figures also in a table for screen readers.
    await expect(await canvas.findByText('Completed bookings per day', { selector: 'figure > figcaption' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Completed bookings per day' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading()) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
