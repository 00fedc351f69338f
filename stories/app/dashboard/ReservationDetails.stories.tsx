import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { mockApi, overrideOperation, resetMockDb } from '../../../app/mocks';
import ReservationDetailsPage from '../../../app/features/reservations/ReservationDetailsPage';
import { withSession } from '../focus/sessionKit';

const pending = {
  id: 42, salon_id: 1, salon_name: 'Elegance Salon', barber_id: 1, barber_name: 'Ahmed', customer_name: 'Khalid Alharbi', customer_mobile: '555123456',
  services: [{ service_id: 1, name: 'Haircut', price: 5000, duration_minutes: 30 }], starts_at: '2030-03-16T16:00:00+03:00', ends_at: '2030-03-16T16:30:00+03:00',
  total: 5000, status: 'pending' as const, notes: null, cancel_reason: null, created_at: '2026-11-20T18:42:00+03:00', updated_at: '2026-11-20T18:42:00+03:00',
};

const meta = {
  title: 'App/Dashboard/Reservation details',
  component: ReservationDetailsPage,
  decorators: [withSession('provider')],
  parameters: {
    layout: 'padded',
    route: { path: '/{locale}/provider-dashboard/reservations/42' },
    msw: mockApi(
      overrideOperation('getReservation', ({ response }) => response(200).json({ data: pending, message: '' })),
      overrideOperation('confirmReservation', ({ response }) => response(200).json({ data: { ...pending, status: 'confirmed' }, message: '' })),
    ),
  },
  beforeEach: () => resetMockDb(),
  // The page reads its id from the route: mount it on the real pattern, inside the session decorator.
  render: () => (
    <Routes>
      <Route path=":locale/provider-dashboard/reservations/:id" element={<ReservationDetailsPage />} />
    </Routes>
  ),
} satisfies Meta<typeof ReservationDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only the actions of the current status; confirming asks first, then says it is done. */
export const ConfirmPending: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Khalid Alharbi', {}, { timeout: 8000 })).toBeVisible();
    expect(canvas.queryByRole('button', { name: 'Complete' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Confirm this reservation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await within(document.body).findByText('Reservation confirmed.', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** A 409 invalid_transition: the reason in words on the page. */
export const InvalidTransition: Story = {
  parameters: {
    msw: mockApi(
      overrideOperation('getReservation', ({ response }) => response(200).json({ data: pending, message: '' })),
      overrideOperation('cancelReservation', ({ response }) => response(409).json({ code: 'invalid_transition', message: 'لا يمكن إلغاء حجز مكتمل.' } as never)),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إلغاء الحجز' }, { timeout: 8000 }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'إلغاء هذا الحجز؟' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء الحجز' }));
    await expect(await canvas.findByText('تعذّر تغيير الحالة', {}, { timeout: 8000 })).toBeVisible();
  },
};
