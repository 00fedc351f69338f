import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import ReservationDetailsPage from '../../../app/features/reservations/ReservationDetailsPage';
import { reservation, type Locale } from '../../api/fixtures';
import { answers, fails } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Reservation details',
  component: ReservationDetailsPage,
  decorators: [inDashboard(), asOwner()],
  // Reservation 4 of the demo: pending, today at 10:00.
  parameters: dashboard('/reservations/4'),
  // The page reads its id from the route: mount it on the real pattern.
  render: () => (
    <Routes>
      <Route path=":locale/provider-dashboard/reservations/:id" element={<ReservationDetailsPage />} />
    </Routes>
  ),
} satisfies Meta<typeof ReservationDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending reservation offers only its own actions; confirming asks first, then says it is done. */
export const ConfirmPending: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(reservation('en', 4).customer_name, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Complete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Confirm this reservation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(document.body).findByText('Reservation confirmed.', {}, LOAD)).toBeInTheDocument();
  },
};

/** A 409 the server gives (the reservation changed meanwhile): the reason in words on the page. */
export const InvalidTransition: Story = {
  parameters: {
    msw: answers(fails('POST /provider/reservations/{id}/cancel', 409, 'invalid_transition', { message: 'api.booking.reservation.cannot_cancel', values: { status: 'completed' } })),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(reservation(context.globals.locale as Locale, 4).customer_name, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'إلغاء هذا الحجز؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    await expect(await canvas.findByText(say(context, 'reservations.details.conflictTitle'), {}, LOAD)).toBeVisible();
  },
};
