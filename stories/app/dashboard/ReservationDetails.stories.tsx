import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ReservationDetailsPage from '../../../app/features/reservations/ReservationDetailsPage';
import type { Schema } from '../../../api-spec';
import { people, reservation, riyadh, serverSays, textIn, type Locale } from '../../api/fixtures';
import { inLocaleDigits } from '../../../shared/intl-locale';
import { answers, fails, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

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
    await expect(getComputedStyle(context.canvasElement.querySelector('ol')!).listStyleType).toBe('decimal');
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
    // The history's numbered entries count in the page's digits: ١، ٢ on an Arabic page.
    const entries = await waitFor(() => {
      const list = context.canvasElement.querySelector('ol');
      expect(list).not.toBeNull();
      return list!;
    }, LOAD);
    await expect(getComputedStyle(entries).listStyleType).toBe('arabic-indic');
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'reservations.change.open') }));
    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'reservations.change.title') });
    const parts = await within(dialog).findAllByRole('heading', { level: 3 }, LOAD);
    await userEvent.click(within(parts[0]!.closest('section') as HTMLElement).getAllByRole('button')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'reservations.change.submit') }));
    await expect(await within(dialog).findByText(say(context, 'reservations.create.taken.title'), {}, LOAD)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: /^احجز / })).toHaveLength(1);
  },
};

/** Reservation 3 booked at the door in two presses: a walk-in, its name and mobile left for later. */
const walkIn = (locale: Locale): Schema<'Reservation'> => ({
  ...reservation(locale, 3),
  source: 'staff',
  walk_in: true,
  customer_name: serverSays(locale, 'api.booking.reservation.walk_in_customer'),
  customer_mobile: null,
  client_id: null,
});
/** The same once Khalid gave his name and mobile: linked to his client record (5). */
const walkInNamed = (locale: Locale): Schema<'Reservation'> => ({ ...walkIn(locale), customer_name: textIn(locale, people.khalid), customer_mobile: '555123403', client_id: 5 });
const walkInHistory = (locale: Locale, named: boolean): Schema<'ReservationHistoryEntry'>[] => [
  { id: 1, action: 'created', actor: { kind: 'staff', name: textIn(locale, people.owner) }, changes: [], created_at: riyadh(0, '09:28') },
  ...(named
    ? [
        {
          id: 2,
          action: 'changed' as const,
          actor: { kind: 'staff' as const, name: textIn(locale, people.owner) },
          changes: [
            { field: 'customer_name' as const, from: null, to: textIn(locale, people.khalid) },
            { field: 'customer_mobile' as const, from: null, to: '555123403' },
          ],
          created_at: riyadh(0, '09:35'),
        },
      ]
    : []),
];

/** What "Save details" sent, and whether the server has the customer now (the page reads it again after saving). */
const customerSent: Schema<'ReservationChangeInput'>[] = [];
const walkInAnswers = answers(
  ok('GET /provider/reservations/{id}', ({ locale }) => ({ data: customerSent.length ? walkInNamed(locale) : walkIn(locale), message: '' })),
  ok('GET /provider/reservations/{id}/history', ({ locale }) => ({ data: walkInHistory(locale, customerSent.length > 0), message: '' })),
  ok('POST /provider/reservations/{id}/change', async ({ locale, request }) => {
    customerSent.push((await request.json()) as Schema<'ReservationChangeInput'>);
    return { data: walkInNamed(locale), message: serverSays(locale, 'api.booking.reservation.changed') };
  }),
);

/** A walk-in marked as one, without a mobile: "Add customer details" takes the name and the mobile as people write it, and the page then shows them. */
async function addWalkInCustomer(context: Parameters<NonNullable<Story['play']>>[0]) {
  freshStory();
  customerSent.length = 0;
  const locale = context.globals.locale as Locale;
  const canvas = within(context.canvasElement);
  await expect(await canvas.findByText(serverSays(locale, 'api.booking.reservation.walk_in_customer'), {}, LOAD)).toBeVisible();
  await expect(canvas.getByText(say(context, 'reservations.walkIn.badge'))).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: say(context, 'reservations.customerDetails.add') }));
  const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'reservations.customerDetails.title') });
  await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(say(context, 'reservations.create.customerName')) }), textIn(locale, people.khalid));
  await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(say(context, 'reservations.column.mobile')) }), '055 512 3403');
  await userEvent.click(within(dialog).getByRole('button', { name: say(context, 'reservations.customerDetails.save') }));
  await expectNotice(serverSays(locale, 'api.booking.reservation.changed'));
  await expect(customerSent).toEqual([{ customer_name: textIn(locale, people.khalid), customer_mobile: '555123403' }]);
  await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOAD);
  // The page shows who it is now; the booking stays marked as a walk-in, with nothing left to add.
  await expect(await canvas.findByText(inLocaleDigits(locale, '+966 555123403'), {}, LOAD)).toBeVisible();
  await expect(canvas.getAllByText(textIn(locale, people.khalid))[0]).toBeVisible();
  await expect(canvas.getByText(say(context, 'reservations.walkIn.badge'))).toBeVisible();
  await expect(canvas.queryByRole('button', { name: say(context, 'reservations.customerDetails.add') })).toBeNull();
  await expect(await canvas.findByText(say(context, 'reservations.history.field.customer_name'), { exact: false }, LOAD)).toBeVisible();
}

/** A walk-in's customer added later, in Arabic. */
export const AddWalkInCustomer: Story = {
  parameters: { ...dashboard('/reservations/3'), msw: walkInAnswers },
  play: addWalkInCustomer,
};

/** The same in English. */
export const AddWalkInCustomerEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { ...dashboard('/reservations/3'), msw: walkInAnswers },
  play: addWalkInCustomer,
};
