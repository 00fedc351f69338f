import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateReservationPage from '../../../app/features/reservations/CreateReservationPage';
import { page, riyadh } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Reservation create',
  component: CreateReservationPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/reservations/create?date=2026-11-23'),
} satisfies Meta<typeof CreateReservationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Booking without a service is refused on the spot, in words; nothing is sent. */
export const NeedsAService: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findAllByRole('checkbox', { name: /دقيقة/ }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'reservations.create.submit') }));
    await waitFor(() => expect(canvas.getByRole('main').querySelector('[data-invalid]')).not.toBeNull());
  },
};

/** Services add up; the free times of the day show as buttons grouped by time of day. */
export const ServicesAndSlots: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /min/ }, LOAD);
    await userEvent.click(boxes[0]!);
    await expect(await canvas.findByText(/^1 service: /)).toBeVisible();
    const parts = await canvas.findAllByRole('heading', { level: 3, name: /Morning|Afternoon|Evening/ }, LOAD);
    await expect(parts[0]).toBeVisible();
  },
};

/** A 409 slot_taken: the conflict in words and the nearest free times as one-click choices; what was typed stays. */
export const SlotTaken: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      fails('POST /provider/reservations', 409, 'slot_taken', {
        message: 'api.booking.reservation.slot_taken',
        values: { barber: 'Ahmed', start: '09:00' },
        body: {
          conflict: { reservation_id: 9, starts_at: riyadh(1, '09:00'), ends_at: riyadh(1, '09:30') },
          nearest_slots: [{ starts_at: riyadh(1, '09:45'), ends_at: riyadh(1, '10:15'), barber_ids: [1] }],
        },
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const boxes = await canvas.findAllByRole('checkbox', { name: /min/ }, LOAD);
    await userEvent.click(boxes[0]!);
    const slotSection = await canvas.findAllByRole('heading', { level: 3, name: /Morning|Afternoon|Evening/ }, LOAD);
    await userEvent.click(within(slotSection[0]!.closest('section') as HTMLElement).getAllByRole('button')[0]!);
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer name/ }), 'Khalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile/ }), '555123456');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'reservations.create.submit') }));
    await expect(await canvas.findByText(say(context, 'reservations.create.taken.title'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Book at/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Customer name/ })).toHaveValue('Khalid');
  },
};

/** A walk-in (from the schedule): once a service is chosen, the nearest free time and the first barber free then are picked. */
export const WalkIn: Story = {
  parameters: dashboard('/reservations/create?walk_in=1'),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('حجز لعميل حاضر', {}, LOAD)).toBeVisible();
    await userEvent.click((await canvas.findAllByRole('checkbox', { name: /دقيقة/ }, LOAD))[0]!);
    await expect(await canvas.findByText(/^أقرب وقت متاح: /, {}, LOAD)).toBeVisible();
    const slotButtons = within(canvas.getAllByRole('heading', { level: 3 })[0]!.closest('section') as HTMLElement).getAllByRole('button');
    await expect(slotButtons[0]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A salon without services says so and leads to adding one. */
export const SalonWithoutServices: Story = {
  parameters: { msw: answers(ok('GET /provider/services', page('/provider/services', []))) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/لا توجد خدمات في/, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'أضف خدمة' })).toHaveAttribute('href', '/ar/provider-dashboard/services/create');
  },
};

/** The same in English. */
export const SalonWithoutServicesEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: answers(ok('GET /provider/services', page('/provider/services', []))) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/has no services yet/, {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a service' })).toHaveAttribute('href', '/en/provider-dashboard/services/create');
  },
};
