import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, loading, mockApi, resetMockDb } from '../../../app/mocks';
import ReservationsPage from '../../../app/features/reservations/ReservationsPage';
import { withSession } from '../focus/sessionKit';

const meta = {
  title: 'App/Dashboard/Reservations',
  component: ReservationsPage,
  decorators: [withSession('provider')],
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard/reservations?date=2026-11-22' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's schedule of the first salon: one column per barber, reservations placed by time. */
export const Schedule: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الحجوزات' })).toBeVisible();
    // The week view keeps its choice in the address and shows a barber picker.
    await userEvent.click(await canvas.findByRole('radio', { name: 'أسبوع' }, { timeout: 8000 }));
    await expect(await canvas.findByText('الحلاق', {}, { timeout: 8000 })).toBeVisible();
  },
};

/** The list: filters and sort live in the address; a status filter narrows the rows. */
export const ListFilteredAndSorted: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: 'Reservations' }, { timeout: 8000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => {
      const badges = within(table).queryAllByText(/Confirmed|Pending|Completed/);
      expect(badges).toHaveLength(0);
    });
    await userEvent.click(within(table).getByRole('columnheader', { name: /Time/ }));
  },
};

export const ListEmpty: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: mockApi(empty('listReservations')) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reservations', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('listReservations')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
