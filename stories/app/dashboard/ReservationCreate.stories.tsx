import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApi, overrideOperation, resetMockDb } from '../../../app/mocks';
import CreateReservationPage from '../../../app/features/reservations/CreateReservationPage';
import { withSession } from '../focus/sessionKit';

const meta = {
  title: 'App/Dashboard/Reservation create',
  component: CreateReservationPage,
  decorators: [withSession('provider')],
  parameters: { layout: 'padded', msw: mockApi(), route: { path: '/{locale}/provider-dashboard/reservations/create?date=2026-11-23' } },
  beforeEach: () => resetMockDb(),
} satisfies Meta<typeof CreateReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booking without a service is refused on the spot, in words; nothing is sent. */
export const NeedsAService: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('checkbox', { name: /دقيقة/ }, { timeout: 8000 });
    await userEvent.click(canvas.getByRole('button', { name: 'احجز' }));
    await waitFor(() => expect(canvasElement.querySelector('[data-invalid]')).not.toBeNull());
  },
};

/** Services add up; the free times of the day show as buttons grouped by time of day. */
export const ServicesAndSlots: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /min/ }, { timeout: 8000 });
    await userEvent.click(boxes[0]!);
    await expect(await canvas.findByText(/^1 service: /)).toBeVisible();
    const parts = await canvas.findAllByRole('heading', { level: 3, name: /Morning|Afternoon|Evening/ }, { timeout: 8000 });
    await expect(parts[0]).toBeVisible();
  },
};

/** A 409 slot_taken: the conflict in words and the nearest free times as one-click choices. */
export const SlotTaken: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: mockApi(
      overrideOperation('createReservation', ({ response }) =>
        response(409).json({
          code: 'slot_taken',
          message: 'This time is no longer available.',
          conflict: { reservation_id: 41, starts_at: '2026-11-23T10:00:00+03:00', ends_at: '2026-11-23T10:30:00+03:00' },
          nearest_slots: [{ starts_at: '2026-11-23T10:45:00+03:00', ends_at: '2026-11-23T11:15:00+03:00', barber_ids: [1] }],
        } as never),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /min/ }, { timeout: 8000 });
    await userEvent.click(boxes[0]!);
    const slotSection = await canvas.findAllByRole('heading', { level: 3 }, { timeout: 8000 });
    await userEvent.click(within(slotSection[0]!.closest('section') as HTMLElement).getAllByRole('button')[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer name/ }), 'Khalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile/ }), '555123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const alert = await canvas.findByText('This time was just taken', {}, { timeout: 8000 });
    await expect(alert).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Book at/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Customer name/ })).toHaveValue('Khalid');
  },
};
