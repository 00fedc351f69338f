import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import CreateReservationPage from '../../../app/features/reservations/CreateReservationPage';
import ReservationsPage from '../../../app/features/reservations/ReservationsPage';
import { demo, page } from '../../api/fixtures';
import { answers, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, inDashboard, LOAD } from './dashboardKit';

const meta = {
  title: 'App/Dashboard/Reservations',
  component: ReservationsPage,
  decorators: [inDashboard({ ':locale/provider-dashboard/reservations/create': <CreateReservationPage /> }), asOwner()],
  parameters: dashboard('/reservations?date=2026-11-22'),
} satisfies Meta<typeof ReservationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The day's schedule of the first salon, one column per barber; the week view adds a barber picker. */
export const Schedule: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'reservations.title') })).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: 'أسبوع' }, LOAD));
    await expect(await canvas.findByText('الحلاق', {}, LOAD)).toBeVisible();
  },
};

/** The list filtered by status (the server answers the cancelled ones) and sorted by time. */
export const ListFilteredAndSorted: Story = {
  globals: { locale: 'en' },
  parameters: {
    route: { path: '/{locale}/provider-dashboard/reservations?view=list' },
    msw: answers(
      ok('GET /provider/reservations', ({ locale, url }) => {
        const statuses = url.searchParams.getAll('status').flatMap((s) => s.split(','));
        const all = demo(locale)['GET /provider/reservations'].data;
        return page('/provider/reservations', all.filter((r) => statuses.length === 0 || statuses.includes(r.status)), 50);
      }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const table = await canvas.findByRole('grid', { name: say(context, 'reservations.title') }, LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(say(context, 'reservations.filter.status')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: say(context, 'reservations.status.cancelled') }));
    await waitFor(() => expect(within(table).queryAllByText(/Confirmed|Pending|Completed/)).toHaveLength(0), LOAD);
    await expect(within(table).getAllByText(say(context, 'reservations.status.cancelled')).length).toBeGreaterThan(0);
    await userEvent.click(within(table).getByRole('columnheader', { name: /Time/ }));
  },
};

/** The queries the list asked the server for, newest last (the story's answer records them). */
const listAsked: URLSearchParams[] = [];
const recordingList = answers(
  ok('GET /provider/reservations', ({ locale, url }) => {
    listAsked.push(url.searchParams);
    return page('/provider/reservations', demo(locale)['GET /provider/reservations'].data, 50);
  }),
);

/** The list opens on today and what is upcoming, each day with its Hijri date; quick filters ask for today, approval, the past. */
export const ListQuickFilters: Story = {
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: recordingList },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    listAsked.length = 0;
    const quick = await canvas.findByRole('group', { name: 'عرض سريع' }, LOAD);
    await expect(within(quick).getByRole('button', { name: 'اليوم والقادمة' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listAsked.at(-1)?.get('from')).toBeTruthy(), LOAD);
    await expect(listAsked.at(-1)?.get('sort')).toBe('starts_at');
    await expect(listAsked.at(-1)?.get('to')).toBeNull();
    // Each booking's day also in Umm al-Qura Hijri (the owner's setting is on by default).
    await waitFor(() => expect(canvas.getAllByText(/^[٠-٩]+ .+ [٠-٩]+ هـ$/).length).toBeGreaterThan(0), LOAD);
    await userEvent.click(within(quick).getByRole('button', { name: 'بانتظار الموافقة' }));
    await waitFor(() => expect(listAsked.at(-1)?.getAll('status')).toEqual(['pending']), LOAD);
    await expect(within(quick).getByRole('button', { name: 'بانتظار الموافقة' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(quick).getByRole('button', { name: 'السابقة' }));
    await waitFor(() => expect(listAsked.at(-1)?.get('sort')).toBe('-starts_at'), LOAD);
    await expect(listAsked.at(-1)?.get('from')).toBeNull();
  },
};

/** Quick filters in English: today asks for one day. */
export const ListQuickFiltersEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: recordingList },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    listAsked.length = 0;
    const quick = await canvas.findByRole('group', { name: 'Quick filters' }, LOAD);
    await userEvent.click(within(quick).getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(listAsked.at(-1)?.get('to')).toBeTruthy(), LOAD);
    const asked = listAsked.at(-1)!;
    await expect(Date.parse(asked.get('to')!) - Date.parse(asked.get('from')!)).toBe(24 * 3600 * 1000);
    // Hijri dates are for the Arabic interface.
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1), LOAD);
    await expect(canvas.queryAllByText(/هـ$/)).toHaveLength(0);
  },
};

/** "Walk-in now" opens the booking form for a customer at the door: today, the nearest free time. */
export const WalkInFromSchedule: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const walkIn = await canvas.findByRole('button', { name: 'Walk-in now' }, LOAD);
    // It waits for the salon it books at.
    await waitFor(() => expect(walkIn).toBeEnabled(), LOAD);
    await userEvent.click(walkIn);
    await expect(await canvas.findByText('Walk-in booking', {}, LOAD)).toBeVisible();
    await userEvent.click((await canvas.findAllByRole('checkbox', { name: /min/ }, LOAD))[0]!);
    await expect(await canvas.findByText(/^Nearest free time: /, {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByRole('button', { pressed: true })[0]).toBeVisible();
  },
};

/** No reservation matches: said so. */
export const ListEmpty: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: answers(ok('GET /provider/reservations', page('/provider/reservations', []))) },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByText(say(context, 'reservations.empty.title'), {}, LOAD)).toBeVisible();
  },
};

/** While the reservations load. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/reservations')) },
  play: async (context) => {
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: say(context, 'reservations.title') })).toBeVisible();
  },
};
