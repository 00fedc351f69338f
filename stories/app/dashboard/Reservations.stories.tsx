import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { intlLocale, isLocale } from '../../../app/i18n/locales';
import { besideHijri, showsHijri } from '../../../shared/hijri';
import CreateReservationPage from '../../../app/features/reservations/CreateReservationPage';
import ReservationsPage from '../../../app/features/reservations/ReservationsPage';
import { demo, page, reservation } from '../../api/fixtures';
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

// A day still to come whatever the clock says (the demo's days are behind it, and past times take no drop).
const COMING_DAY = '2030-06-02';
/** Khalid's 09:30 reservation (an hour), moved onto the coming day; the drag is measured from it. */
const comingDay = answers(
  ok('GET /provider/reservations', ({ locale }) => {
    const r = reservation(locale, 3);
    const minutes = (Date.parse(r.ends_at) - Date.parse(r.starts_at)) / 60_000;
    const startsAt = `${COMING_DAY}T09:30:00+03:00`;
    return page('/provider/reservations', [{ ...r, starts_at: startsAt, ends_at: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString() }], 50);
  }),
);

/**
 * A reservation dragged in the day's schedule to the second barber's column, an hour later: the change
 * dialog opens with that barber, day and time chosen, for the owner to confirm (right to left here).
 */
export const DragToMove: Story = {
  parameters: { ...dashboard(`/reservations?date=${COMING_DAY}`), msw: comingDay },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
    await waitFor(() => expect(context.canvasElement.querySelector('[data-kind="reservation"]')).not.toBeNull(), LOAD);
    await expect(canvas.getByText(say(context, 'reservations.schedule.moveHint', { action: say(context, 'reservations.change.open') }))).toBeInTheDocument();
    const block = context.canvasElement.querySelector<HTMLElement>('[data-kind="reservation"]')!;
    const second = context.canvasElement.querySelectorAll<HTMLElement>('[data-column]')[1]!;
    const from = block.getBoundingClientRect();
    const to = second.getBoundingClientRect();
    const minutes = (Date.parse(reservation(locale, 3).ends_at) - Date.parse(reservation(locale, 3).starts_at)) / 60_000;
    const pointer = { button: 0, pointerId: 1, pointerType: 'mouse' };
    fireEvent.pointerDown(block, { ...pointer, clientX: from.left + from.width / 2, clientY: from.top + 2 });
    fireEvent.pointerMove(window, { ...pointer, clientX: from.left + from.width / 2, clientY: from.top + 22 });
    // One hour lower (the block's own height is its length), in the second barber's column.
    const target = { clientX: to.left + to.width / 2, clientY: from.top + 2 + (from.height / minutes) * 60 };
    fireEvent.pointerMove(window, { ...pointer, ...target });
    await waitFor(() => expect(second.querySelector('[data-drop-preview="allowed"]')).not.toBeNull());
    fireEvent.pointerUp(window, { ...pointer, ...target });

    const dialog = await within(document.body).findByRole('dialog', { name: say(context, 'reservations.change.title') }, LOAD);
    const barber = demo(locale)['GET /provider/barbers'].data[1]!.name;
    const proposedAt = new Date(`${COMING_DAY}T10:30:00+03:00`);
    const written = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'Asia/Riyadh', dateStyle: 'full', timeStyle: 'short' }).format(proposedAt);
    // In Arabic the Umm al-Qura date follows in brackets (issue 20 item 4).
    const time = showsHijri(locale) ? besideHijri(written, proposedAt, 'Asia/Riyadh') : written;
    // The dialog fades in: visible once it has.
    const proposed = await within(dialog).findByText(say(context, 'reservations.change.new', { time, barber }), {}, LOAD);
    await waitFor(() => expect(proposed).toBeVisible(), LOAD);
    await expect(within(dialog).getByRole('button', { name: new RegExp(say(context, 'reservations.filter.barber')) })).toHaveTextContent(barber);
    // The reservation's own page did not open: the drag only proposed a move.
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'reservations.title') })).toBeVisible();
  },
};

/** The same drag in English, left to right: the second barber's column is on the right. */
export const DragToMoveEnglish: Story = {
  ...DragToMove,
  globals: { locale: 'en' },
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

/** A customer booked at the door: the list says so beside who booked (the walk-in badge), in the row of that customer alone. */
const withWalkIn = answers(
  ok('GET /provider/reservations', ({ locale }) => {
    const all = demo(locale)['GET /provider/reservations'].data;
    const door = all.find((r) => r.source === 'staff')!;
    return page('/provider/reservations', all.map((r) => ({ ...r, walk_in: r.id === door.id })), 50);
  }),
);

async function playWalkInRow(context: Parameters<NonNullable<Story['play']>>[0]) {
  const table = await within(context.canvasElement).findByRole('grid', { name: say(context, 'reservations.title') }, LOAD);
  const badges = await within(table).findAllByText(say(context, 'reservations.walkIn.badge'), {}, LOAD);
  await expect(badges).toHaveLength(1);
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'ar';
  const door = demo(locale)['GET /provider/reservations'].data.find((r) => r.source === 'staff')!;
  await expect(badges[0]!.closest('[role="row"]')).toHaveAccessibleName(new RegExp(door.customer_name));
  // Staff booked it: the source still says so.
  await expect(within(badges[0]!.closest('[role="row"]') as HTMLElement).getByText(say(context, 'approval.source', { source: 'staff' }))).toBeVisible();
}

export const ListWalkIn: Story = {
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: withWalkIn },
  play: playWalkInRow,
};

/** The walk-in badge in English. */
export const ListWalkInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { route: { path: '/{locale}/provider-dashboard/reservations?view=list' }, msw: withWalkIn },
  play: playWalkInRow,
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
