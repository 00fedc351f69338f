import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import ReservationDetailsPage from '../../../app/features/reservations/ReservationDetailsPage';
import { reservation, riyadh, serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
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

/** A pending reservation offers approving (one press, no question) and declining; completing waits for a confirmed one. */
export const ApprovePending: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const customer = reservation('en', 4).customer_name;
    await expect(await canvas.findByText(customer, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Complete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'approval.approveFor', { customer }) }));
    await expect(await within(document.body).findByText(serverSays('en', 'api.booking.reservation.confirmed'), {}, LOAD)).toBeInTheDocument();
    // Approved: the page shows the confirmed booking's own actions.
    await expect(await canvas.findByRole('button', { name: 'Complete' }, LOAD)).toBeVisible();
  },
};

/** A 409 the server gives (the reservation changed meanwhile): the reason in words on the page. */
export const InvalidTransition: Story = {
  parameters: {
    msw: answers(
      ok('GET /provider/reservations/{id}', ({ locale }) => ({ data: reservation(locale, 3), message: '' })),
      fails('POST /provider/reservations/{id}/cancel', 409, 'invalid_transition', { message: 'api.booking.reservation.cannot_cancel', values: { status: 'completed' } }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(reservation(context.globals.locale as Locale, 3).customer_name, {}, LOAD)).toBeVisible();
    // The start's day also in Umm al-Qura Hijri.
    await expect(canvas.getByText(/^[٠-٩]+ .+ [٠-٩]+ هـ$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إلغاء الحجز' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'إلغاء هذا الحجز؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    await expect(await canvas.findByText(say(context, 'reservations.details.conflictTitle'), {}, LOAD)).toBeVisible();
  },
};

/** Changing the time: the dialog offers the day's free times for this reservation; saving says it is done. The history lists who moved it before. */
export const ChangeTime: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(reservation('en', 4).customer_name, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('Changed · by Noura Alsubaie', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(/^Notes: from None to Prefers mornings$/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change time or services' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Change the reservation' });
    const parts = await within(dialog).findAllByRole('heading', { level: 3, name: /Morning|Afternoon|Evening/ }, LOAD);
    await userEvent.click(within(parts[0]!.closest('section') as HTMLElement).getAllByRole('button')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await within(document.body).findByText('Reservation changed.', {}, LOAD)).toBeInTheDocument();
  },
};

/** The new time was taken meanwhile (409): the conflict in words and the nearest free times as one-press choices, in Arabic. */
export const ChangeTimeTaken: Story = {
  parameters: {
    msw: answers(
      fails('POST /provider/reservations/{id}/change', 409, 'slot_taken', {
        message: 'api.booking.reservation.slot_taken',
        values: { barber: 'خالد', start: '09:00' },
        body: {
          conflict: { reservation_id: 9, starts_at: riyadh(1, '09:00'), ends_at: riyadh(1, '09:30') },
          nearest_slots: [{ starts_at: riyadh(1, '09:45'), ends_at: riyadh(1, '10:15'), barber_ids: [2] }],
        },
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(reservation('ar', 4).customer_name, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: say(context, 'reservations.history.title') }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'reservations.change.open') }));
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'reservations.change.title') });
    const parts = await within(dialog).findAllByRole('heading', { level: 3 }, LOAD);
    await userEvent.click(within(parts[0]!.closest('section') as HTMLElement).getAllByRole('button')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'reservations.change.submit') }));
    await expect(await within(dialog).findByText(say(context, 'reservations.create.taken.title'), {}, LOAD)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^احجز / })).toHaveLength(1);
  },
};
