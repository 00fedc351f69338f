import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '../../../api-spec';
import ClosedTimePage from '../../../app/features/closed-time/ClosedTimePage';
import { serverSays, type Locale } from '../../api/fixtures';
import { answers, fails, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// The salon's closed time, as the server answers it (typed by the contract).
const pauses = (locale: Locale, enabled = false): Schema<'PrayerPauses'> => ({
  enabled,
  prayers: { fajr: { enabled: false, minutes: 20 }, dhuhr: { enabled: true, minutes: 20 }, asr: { enabled: true, minutes: 20 }, maghrib: { enabled: true, minutes: 15 }, isha: { enabled: true, minutes: 20 } },
  jumuah_minutes: 45,
  barbers: [
    { barber_id: 1, barber_name: locale === 'ar' ? 'أحمد سالم' : 'Ahmed Salem', mode: 'salon' },
    { barber_id: 2, barber_name: locale === 'ar' ? 'سالم فهد' : 'Salem Fahad', mode: 'never' },
  ],
});
const affected = (locale: Locale): Schema<'AffectedReservation'> => ({
  id: 41,
  barber_id: 1,
  barber_name: locale === 'ar' ? 'أحمد سالم' : 'Ahmed Salem',
  customer_name: locale === 'ar' ? 'خالد الحربي' : 'Khalid Alharbi',
  customer_mobile: '555123456',
  starts_at: '2026-12-06T11:45:00+03:00',
  ends_at: '2026-12-06T12:15:00+03:00',
  status: 'confirmed',
  reason: 'prayer_pause',
  label: serverSays(locale, 'api.schedule.prayer_name', { prayer: 'dhuhr' }),
});
const night = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, is_open: true, opens_at: '21:00', closes_at: '02:00', breaks: [] }));
const ramadan = (enabled = false): Schema<'RamadanHours'> => ({
  enabled,
  working_hours: night,
  barbers: [],
  ramadan: { hijri_year: 1448, starts_on: '2027-02-08', ends_on: '2027-03-08' },
});
const eid = (locale: Locale, confirmed = false): Schema<'ClosureSuggestion'> => ({
  key: 'eid_al_fitr',
  name: serverSays(locale, 'api.schedule.holiday', { key: 'eid_al_fitr' }),
  starts_on: '2027-03-09',
  ends_on: '2027-03-11',
  starts_at: '2027-03-09T00:00:00+03:00',
  ends_at: '2027-03-12T00:00:00+03:00',
  confirmed,
});
const eidClosure = (locale: Locale): Schema<'Closure'> => ({
  id: 7,
  salon_id: 1,
  barber_id: null,
  barber_name: null,
  kind: 'holiday',
  name: eid(locale).name,
  starts_at: '2027-03-09T00:00:00+03:00',
  ends_at: '2027-03-12T00:00:00+03:00',
});

let confirmedEid = false;
const closedTimeApi = [
  ok('GET /provider/salons/{id}/prayer-pauses', ({ locale }) => ({ data: pauses(locale), message: '' })),
  ok('PUT /provider/salons/{id}/prayer-pauses', ({ locale }) => ({
    data: { rules: pauses(locale, true), affected_reservations: [affected(locale)] },
    message: serverSays(locale, 'api.schedule.prayer_pauses.saved'),
  })),
  ok('GET /provider/salons/{id}/ramadan-hours', () => ({ data: ramadan(), message: '' })),
  ok('PUT /provider/salons/{id}/ramadan-hours', ({ locale }) => ({ data: { rules: ramadan(true), affected_reservations: [] }, message: serverSays(locale, 'api.schedule.ramadan_hours.saved') })),
  ok('GET /provider/salons/{id}/closure-suggestions', ({ locale }) => ({ data: [eid(locale, confirmedEid)], message: '' })),
  ok('GET /provider/salons/{id}/closures', ({ locale }) => ({ data: confirmedEid ? [eidClosure(locale)] : [], message: '' })),
  ok('POST /provider/salons/{id}/closures', ({ locale }) => {
    confirmedEid = true;
    return { data: { closure: eidClosure(locale), affected_reservations: [] }, message: serverSays(locale, 'api.schedule.closure.saved') };
  }),
];

const meta = {
  title: 'App/Dashboard/Closed time',
  component: ClosedTimePage,
  decorators: [inDashboard(), asOwner()],
  parameters: { ...dashboard('/closed-time'), msw: answers(closedTimeApi) },
  beforeEach: () => {
    freshStory();
    confirmedEid = false;
  },
} satisfies Meta<typeof ClosedTimePage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const openTab = async (context: Context, tab: string) => {
  const canvas = within(context.canvasElement);
  await userEvent.click(await canvas.findByRole('tab', { name: say(context, 'closedTime.tab', { tab }) }, LOAD));
};

/** Eid al-Fitr is suggested with its Hijri date in Arabic; confirming it closes the salon and lists the closure. */
export const ConfirmEid: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'closedTime.title') })).toBeVisible();
    const name = serverSays('ar', 'api.schedule.holiday', { key: 'eid_al_fitr' });
    // The Gregorian day and, beside it, the Umm al-Qura one: 1 Shawwal 1448.
    await expect(await canvas.findByText(/شوال ١٤٤٨/, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'closedTime.suggestions.confirmLabel', { name }) }));
    await expectNotice(serverSays('ar', 'api.schedule.closure.saved'));
    const table = await canvas.findByRole('grid', { name: say(context, 'closedTime.list.title') }, LOAD);
    await expect(await within(table).findByText(name, {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(say(context, 'closedTime.suggestions.confirmed'), {}, LOAD)).toBeVisible();
  },
};

/** In English: no Hijri date beside the Gregorian one. */
export const ConfirmEidEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(/Eid al-Fitr: .*March.*2027, 3 days/, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(/Shawwal/)).toBeNull();
  },
};

/** Turning prayer pauses on lists the booking now inside Dhuhr's pause, linked, with nothing moved. */
export const PrayerPausesListAffected: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await openTab(context, 'prayer');
    const toggle = await canvas.findByRole('switch', { name: say(context, 'closedTime.prayer.enabled') }, LOAD);
    await userEvent.click(toggle);
    await expect(canvas.getByRole('checkbox', { name: say(context, 'closedTime.prayer', { prayer: 'fajr' }) })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: say(context, 'closedTime.prayer', { prayer: 'dhuhr' }) })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'closedTime.save') }));
    await expectNotice(serverSays('ar', 'api.schedule.prayer_pauses.saved'));
    const link = await canvas.findByRole('link', { name: /خالد الحربي/ }, LOAD);
    await expect(link).toHaveAttribute('href', '/ar/provider-dashboard/reservations/41');
    await expect(link).toHaveTextContent(serverSays('ar', 'api.schedule.prayer_name', { prayer: 'dhuhr' }));
  },
};

/** In English, each barber's choice: follows the salon, or never pauses. */
export const PrayerPausesEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await openTab(context, 'prayer');
    await expect(await canvas.findByRole('button', { name: /Salem Fahad/ }, LOAD)).toHaveTextContent('Never pauses');
    // Pauses are off until switched on: their fields wait.
    await expect(canvas.getByRole('textbox', { name: /Friday prayer/ })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Closures & prayer times' })).toHaveAttribute('href', '/en/provider-dashboard/closed-time');
  },
};

/** The Ramadan week takes hours past midnight (21:00–02:00) and names Ramadan 1448's days. */
export const RamadanHours: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await openTab(context, 'ramadan');
    await expect(await canvas.findByText(/رمضان ١٤٤٨/, {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: say(context, 'closedTime.ramadan.enabled') }));
    await userEvent.click(canvas.getByRole('button', { name: say(context, 'closedTime.save') }));
    await expectNotice(serverSays('ar', 'api.schedule.ramadan_hours.saved'));
  },
};

/** A refusal from the server lands under its field, in the reader's language. */
export const ServerRefusesEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      fails('PUT /provider/salons/{id}/prayer-pauses', 422, 'validation_failed', { message: 'api.error.validation_failed', errors: { jumuah_minutes: 'api.schedule.prayer_pauses.jumuah_minutes' } }),
      closedTimeApi,
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await openTab(context, 'prayer');
    await userEvent.click(await canvas.findByRole('switch', { name: 'Pause bookings at prayer times' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByText(serverSays('en', 'api.schedule.prayer_pauses.jumuah_minutes'))).toBeVisible(), LOAD);
  },
};
