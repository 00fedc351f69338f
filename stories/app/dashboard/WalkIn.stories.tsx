import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReservationsPage from '../../../app/features/reservations/ReservationsPage';
import type { components } from '../../../api-spec/schema';
import { page, reservation, serverSays, type Locale } from '../../api/fixtures';
import { answers, ok } from '../../api/http';
import { inLocale, perLocale } from '../../design-system/support/sample';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

type Input = components['schemas']['ReservationInput'];

const meta = {
  title: 'App/Dashboard/Walk-in',
  component: ReservationsPage,
  decorators: [inDashboard(), asOwner()],
  parameters: dashboard('/reservations'),
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const MINUTE = 60_000;
/** A start `minutes` from now on the salon's 15-minute grid, in Riyadh time. */
function startIn(minutes: number): string {
  const at = Math.ceil((Date.now() + minutes * MINUTE) / (15 * MINUTE)) * 15 * MINUTE;
  return new Date(at + 3 * 60 * MINUTE).toISOString().slice(0, 19) + '+03:00';
}

/** What the owner's second press sent. */
const sent: Input[] = [];

/** The slots of today start `minutes` from now (both barbers free); booking answers the walk-in as the server would. */
const freeIn = (minutes: number) =>
  answers(
    ok('GET /provider/slots', () => {
      const startsAt = startIn(minutes);
      return { data: [{ date: startsAt.slice(0, 10), slots: [{ starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + 30 * MINUTE).toISOString(), barber_ids: [1, 2] }] }], message: '' };
    }),
    ok('POST /provider/reservations', async ({ locale, request }) => {
      const body = (await request.json()) as Input;
      sent.push(body);
      const r = reservation(locale, 1);
      return {
        data: { ...r, barber_id: body.barber_id, starts_at: body.starts_at, walk_in: true, customer_name: serverSays(locale, 'api.booking.reservation.walk_in_customer'), customer_mobile: null, client_id: null },
        message: '',
      };
    }),
  );

const haircut = perLocale({ ar: 'قص الشعر', en: 'Haircut', tr: 'Saç kesimi', ur: 'بال کٹوانا' });

/** Two presses: "Walk-in now", then a service; booked now with the first free barber, no name or mobile asked. */
async function bookInTwoPresses(context: Parameters<NonNullable<Story['play']>>[0]) {
  freshStory();
  sent.length = 0;
  const canvas = within(context.canvasElement);
  const body = within(document.body);
  const walkIn = await canvas.findByRole('button', { name: say(context, 'reservations.walkIn.action') }, LOAD);
  await waitFor(() => expect(walkIn).toBeEnabled(), LOAD);
  await userEvent.click(walkIn);
  const chooser = await body.findByRole('dialog', { name: say(context, 'reservations.walkIn.chooseTitle') }, LOAD);
  const service = inLocale(haircut, context.globals);
  const [tile] = await within(chooser).findAllByRole('button', { name: new RegExp(`^${service}`) }, LOAD);
  await userEvent.click(tile!);
  await expectNotice(new RegExp(say(context, 'reservations.walkIn.booked', { service, barber: '@', time: '@' }).split('@')[0]!));
  await expect(sent).toHaveLength(1);
  await expect(sent[0]).toMatchObject({ walk_in: true, barber_id: 1, service_ids: [1] });
  await expect(sent[0]).not.toHaveProperty('customer_name');
  await expect(sent[0]).not.toHaveProperty('customer_mobile');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), LOAD);
}

/** A customer at the door, in Arabic: booked in two presses with the first free barber. */
export const TwoPresses: Story = {
  parameters: { msw: freeIn(0) },
  play: bookInTwoPresses,
};

/** The same in English. */
export const TwoPressesEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { msw: freeIn(0) },
  play: bookInTwoPresses,
};

/** Nobody is free now: the chooser says when the next free time is and books it in one more press. */
export const NobodyFreeNow: Story = {
  globals: { locale: 'en' },
  parameters: { msw: freeIn(120) },
  play: async (context) => {
    freshStory();
    sent.length = 0;
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const walkIn = await canvas.findByRole('button', { name: say(context, 'reservations.walkIn.action') }, LOAD);
    await waitFor(() => expect(walkIn).toBeEnabled(), LOAD);
    await userEvent.click(walkIn);
    const chooser = await body.findByRole('dialog', { name: say(context, 'reservations.walkIn.chooseTitle') }, LOAD);
    const [tile] = await within(chooser).findAllByRole('button', { name: /^Haircut/ }, LOAD);
    await userEvent.click(tile!);
    await expect(await within(chooser).findByText(say(context, 'reservations.walkIn.nobodyFree', { service: 'Haircut' }), {}, LOAD)).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.click(within(chooser).getByRole('button', { name: /^Book at / }));
    await expectNotice(/^Walk-in booked: Haircut/);
    await expect(sent[0]).toMatchObject({ walk_in: true });
  },
};

// A day still to come whatever the clock says, so the block is drawn in full inside opening hours.
const COMING_DAY = '2030-06-02';
/** Khalid's 09:30 booking of the demo, made at the door: a walk-in the schedule marks as one. */
const walkInOnComingDay = answers(
  ok('GET /provider/reservations', ({ locale }) => {
    const r = reservation(locale, 3);
    const minutes = (Date.parse(r.ends_at) - Date.parse(r.starts_at)) / MINUTE;
    const startsAt = `${COMING_DAY}T09:30:00+03:00`;
    const walkIn = { ...r, source: 'staff' as const, walk_in: true, customer_mobile: null, client_id: null, customer_name: serverSays(locale, 'api.booking.reservation.walk_in_customer') };
    return page('/provider/reservations', [{ ...walkIn, starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + minutes * MINUTE).toISOString() }], 50);
  }),
);

/** The schedule's block of a walk-in carries a "Walk-in" badge, part of the block's accessible name. */
async function walkInMarked(context: Parameters<NonNullable<Story['play']>>[0]) {
  const locale = context.globals.locale as Locale;
  const badge = say(context, 'ds.data.schedule.walkIn');
  await waitFor(() => expect(context.canvasElement.querySelector('[data-kind="reservation"]')).not.toBeNull(), LOAD);
  const block = context.canvasElement.querySelector<HTMLElement>('[data-kind="reservation"]')!;
  await expect(within(block).getByText(badge)).toBeVisible();
  await expect(block).toHaveAccessibleName(new RegExp(`^${serverSays(locale, 'api.booking.reservation.walk_in_customer')}\\s*${badge}`));
}

/** A walk-in in the day's schedule, in Arabic. */
export const MarkedOnSchedule: Story = {
  parameters: { ...dashboard(`/reservations?date=${COMING_DAY}`), msw: walkInOnComingDay },
  play: walkInMarked,
};

/** The same in English. */
export const MarkedOnScheduleEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { ...dashboard(`/reservations?date=${COMING_DAY}`), msw: walkInOnComingDay },
  play: walkInMarked,
};
