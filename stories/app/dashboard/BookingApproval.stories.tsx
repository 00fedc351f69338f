import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import ReservationDetailsPage from '../../../app/features/reservations/ReservationDetailsPage';
import ReservationsPage from '../../../app/features/reservations/ReservationsPage';
import { demo, page, reservation, serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// The week's bookings as the server holds them after the story approved or declined some (reset before each story).
const decided = new Map<number, Schema<'ReservationStatus'>>();
const declineReasons: string[] = [];
const current = (locale: Locale, id: number): Schema<'Reservation'> => ({ ...reservation(locale, id), status: decided.get(id) ?? reservation(locale, id).status });
const bookingsApi = [
  ok('GET /provider/reservations', ({ locale, url }) => {
    const from = Date.parse(url.searchParams.get('from') ?? '') || -Infinity;
    const to = Date.parse(url.searchParams.get('to') ?? '') || Infinity;
    const all = demo(locale)['GET /provider/reservations'].data.map((r) => current(locale, r.id));
    return page('/provider/reservations', all.filter((r) => Date.parse(r.starts_at) >= from && Date.parse(r.starts_at) < to), 50);
  }),
  ok('GET /provider/reservations/{id}', ({ locale, params }) => ({ data: current(locale, Number(params.id)), message: '' })),
  ok('POST /provider/reservations/{id}/confirm', ({ locale, params }) => {
    decided.set(Number(params.id), 'confirmed');
    return { data: current(locale, Number(params.id)), message: serverSays(locale, 'api.booking.reservation.confirmed') };
  }),
  ok('POST /provider/reservations/{id}/decline', async ({ locale, params, request }) => {
    const { reason } = (await request.json()) as Schema<'DeclineReservationInput'>;
    declineReasons.push(reason);
    decided.set(Number(params.id), 'cancelled');
    return { data: { ...current(locale, Number(params.id)), cancel_reason: reason }, message: serverSays(locale, 'api.booking.reservation.declined') };
  }),
];

const meta = {
  title: 'App/Dashboard/Booking approval',
  component: ReservationsPage,
  decorators: [inDashboard({ ':locale/provider-dashboard/reservations/:id': <ReservationDetailsPage /> }), asOwner()],
  parameters: { ...dashboard('/reservations?date=2026-11-22'), msw: answers(bookingsApi) },
  beforeEach: () => {
    freshStory();
    decided.clear();
    declineReasons.length = 0;
  },
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const localeOf = (context: Context) => context.globals.locale as Locale;
const customerOf = (context: Context, id: number) => reservation(localeOf(context), id).customer_name;

/** Above the day's schedule, the bookings awaiting approval; approving one is one press, and it leaves the list. */
export const ApproveFromSchedule: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const waiting = await canvas.findByRole('list', { name: say(context, 'approval.pending.title', { count: 2 }) }, LOAD);
    // Faisal's booking was made online; Reem's by the staff.
    const faisal = within(waiting).getByRole('link', { name: new RegExp(customerOf(context, 6)) }).closest('li') as HTMLElement;
    await expect(within(faisal).getByText(say(context, 'approval.source', { source: 'online' }))).toBeVisible();
    await userEvent.click(within(faisal).getByRole('button', { name: say(context, 'approval.approveFor', { customer: customerOf(context, 6) }) }));
    await expectNotice(serverSays('ar', 'api.booking.reservation.confirmed'));
    await expect(await canvas.findByRole('list', { name: say(context, 'approval.pending.title', { count: 1 }) }, LOAD)).toBeVisible();
  },
};

/** In the list, a pending booking has Approve and Decline in its row; its source shows beside its status. */
export const ApproveFromList: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list&when=all' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('grid', { name: say(context, 'reservations.listLabel') }, LOAD);
    const approveReem = await within(table).findByRole('button', { name: say(context, 'approval.approveFor', { customer: customerOf(context, 4) }) }, LOAD);
    await expect(within(table).getAllByText(say(context, 'approval.source', { source: 'online' })).length).toBeGreaterThan(0);
    await userEvent.click(approveReem);
    await expectNotice(serverSays('en', 'api.booking.reservation.confirmed'));
    await waitFor(() => expect(within(table).queryByRole('button', { name: say(context, 'approval.approveFor', { customer: customerOf(context, 4) }) })).toBeNull(), LOAD);
  },
};

const detailsOf = (id: number) => ({
  parameters: { route: { path: `/{locale}/provider-dashboard/reservations/${id}` } },
  render: () => (
    <Routes>
      <Route path=":locale/provider-dashboard/reservations/:id" element={<ReservationDetailsPage />} />
    </Routes>
  ),
});

/** Declining from the booking's page asks for the reason the customer reads; without one nothing is sent. */
export const DeclineWithReason: Story = {
  ...detailsOf(4),
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const body = within(document.body);
    const customer = customerOf(context, 4);
    await userEvent.click(await canvas.findByRole('button', { name: say(context, 'approval.declineFor', { customer }) }, LOAD));
    const dialog = within(await body.findByRole('dialog', { name: say(context, 'approval.decline.title', { customer }) }));
    await userEvent.click(dialog.getByRole('button', { name: say(context, 'approval.decline.submit') }));
    await expect(await dialog.findByText(say(context, 'approval.decline.reasonMissing'))).toBeVisible();
    await expect(declineReasons).toHaveLength(0);
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(say(context, 'approval.decline.reason')) }), 'الحلاق في إجازة ذلك اليوم');
    await userEvent.click(dialog.getByRole('button', { name: say(context, 'approval.decline.submit') }));
    await expectNotice(serverSays('ar', 'api.booking.reservation.declined'));
    await expect(declineReasons).toEqual(['الحلاق في إجازة ذلك اليوم']);
    // Declined: cancelled, with the reason shown, and no approval left to give.
    await expect(await canvas.findByText('الحلاق في إجازة ذلك اليوم', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: say(context, 'approval.declineFor', { customer }) })).toBeNull();
  },
};

/** The booking's page says it was made online (in English). */
export const OnlineSource: Story = {
  ...detailsOf(6),
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(customerOf(context, 6), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(say(context, 'approval.sourceTerm'))).toBeVisible();
    await expect(canvas.getByText(say(context, 'approval.source', { source: 'online' }))).toBeVisible();
  },
};

/** Approved meanwhile on another screen (409): the server's words in a notice, and the fresh status shown. */
export const AlreadyDecided: Story = {
  ...detailsOf(4),
  globals: { locale: 'en' },
  parameters: {
    ...detailsOf(4).parameters,
    msw: answers(
      fails('POST /provider/reservations/{id}/confirm', 409, 'invalid_transition', { message: 'api.booking.reservation.cannot_confirm', values: { status: 'cancelled' } }),
      ok('GET /provider/reservations/{id}', ({ locale }) => ({ data: { ...reservation(locale, 4), status: decided.size > 0 ? ('cancelled' as const) : ('pending' as const) }, message: '' })),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const customer = customerOf(context, 4);
    const approve = await canvas.findByRole('button', { name: say(context, 'approval.approveFor', { customer }) }, LOAD);
    decided.set(4, 'cancelled');
    await userEvent.click(approve);
    await expectNotice(serverSays('en', 'api.booking.reservation.cannot_confirm', { status: 'cancelled' }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: say(context, 'approval.approveFor', { customer }) })).toBeNull(), LOAD);
  },
};
