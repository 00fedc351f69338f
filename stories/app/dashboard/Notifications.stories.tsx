import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NotificationsPage } from '../../../app/features/notifications-screen/NotificationsPage';
import { demo, notification, notificationGroups, page, serverSays } from '../../api/fixtures';
import { answers, fails, loading, ok } from '../../api/http';
import { say } from '../website/storyKit';
import { asOwner, dashboard, expectNotice, freshStory, inDashboard, LOAD } from './dashboardKit';

// What the server has read, as this story marks notifications read (reset before each story).
const read = new Set<number>();
const notifications = () => Array.from({ length: 10 }, (_, i) => notification(i)).map((n) => (read.has(n.id) ? { ...n, is_read: true } : n));
const readingAnswers = [
  ok('GET /provider/notifications', ({ url }) => {
    const shown = notifications().filter((n) => url.searchParams.get('is_read') !== '0' || !n.is_read);
    return { ...page('/provider/notifications', shown, 20), data: { notifications: notificationGroups(shown) } };
  }),
  ok('GET /provider/notifications/count', () => ({ data: { unread: notifications().filter((n) => !n.is_read).length }, message: '' })),
  ok('POST /provider/notifications/{id}/read', ({ locale, params }) => {
    read.add(Number(params.id));
    return { data: notifications().find((n) => n.id === Number(params.id))!, message: serverSays(locale, 'api.message.notification_read') };
  }),
  ok('GET /provider/read-notifications', ({ locale }) => {
    for (const n of notifications()) read.add(n.id);
    return demo(locale)['GET /provider/read-notifications'];
  }),
];

const meta = {
  title: 'App/Dashboard/Notifications',
  component: NotificationsPage,
  decorators: [inDashboard(), asOwner()],
  parameters: { ...dashboard('/notifcation'), msw: answers(readingAnswers) },
  beforeEach: () => {
    freshStory();
    read.clear();
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

const markButtons = (context: Context) => within(context.canvasElement).queryAllByRole('button', { name: new RegExp(`^${say(context, 'notificationsScreen.markOneLabel', { title: 'XXX' }).replace('XXX', '.*')}$`) });
const bell = (context: Context, count: number) =>
  within(context.canvasElement).findByRole('button', { name: say(context, 'providerShell.notifications.label', { count }) }, LOAD);

/** Ten notifications over three days, one heading per day (with its Hijri date); four unread. */
export const ByDay: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: say(context, 'notificationsScreen.title') })).toBeVisible();
    await waitFor(() => expect(main.getAllByRole('heading', { level: 2 }).length).toBe(3), LOAD);
    // Each day also in Umm al-Qura Hijri, in the heading that names it.
    await expect(main.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(/[٠-٩]+ هـ$/);
    await expect(await main.findByText(say(context, 'notificationsScreen.unread', { count: 4 }), {}, LOAD)).toBeVisible();
  },
};

/** The unread tab; marking one read, then all: the count, the tab and the button follow. */
export const UnreadFilterAndMarkAll: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'notificationsScreen.unread', { count: 4 }), {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: say(context, 'notificationsScreen.filter.unread') }));
    // The unread panel replaces the "all" one (whose four buttons look the same): wait for the unread
    // list itself, four notifications and no more, before pressing one of its buttons.
    await waitFor(() => expect(canvas.getByRole('tabpanel').querySelectorAll('time')).toHaveLength(4), LOAD);
    await waitFor(() => expect(markButtons(context).length).toBe(4), LOAD);
    await waitFor(() => expect(markButtons(context)[0]).toBeEnabled(), LOAD);
    await userEvent.click(markButtons(context)[0]!);
    await expect(await canvas.findByText(say(context, 'notificationsScreen.unread', { count: 3 }), {}, LOAD)).toBeVisible();
    await waitFor(() => expect(markButtons(context).length).toBe(3), LOAD);
    const markAll = canvas.getByRole('button', { name: say(context, 'notificationsScreen.markAll') });
    await waitFor(() => expect(markAll).toBeEnabled(), LOAD);
    await userEvent.click(markAll);
    await expectNotice(serverSays('en', 'api.message.notifications_read'));
    await expect(await canvas.findByText(say(context, 'notificationsScreen.empty.unread'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByText(say(context, 'notificationsScreen.unread', { count: 0 }))).toBeVisible();
    await expect(markAll).toBeDisabled();
  },
};

/** No notification yet. */
export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: {
    msw: answers(
      ok('GET /provider/notifications', { ...page('/provider/notifications', []), data: { notifications: [] } }),
      ok('GET /provider/notifications/count', { data: { unread: 0 }, message: '' }),
    ),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'notificationsScreen.empty.all'), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(say(context, 'notificationsScreen.unread', { count: 0 }), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: say(context, 'notificationsScreen.markAll') })).toBeDisabled();
  },
};

/** While they load: placeholders, no count and nothing to mark. */
export const Loading: Story = {
  parameters: { msw: answers(loading('GET /provider/notifications', 'GET /provider/notifications/count')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: say(context, 'notificationsScreen.title') })).toBeVisible();
    await expect(canvas.getByRole('main').querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(say(context, 'notificationsScreen.unread', { count: 0 }))).toBeNull();
    await expect(canvas.getByRole('button', { name: say(context, 'notificationsScreen.markAll') })).toBeDisabled();
  },
};

/** The list fails to load: said so, with a way to try again (not "no notifications"). */
export const LoadFailed: Story = {
  parameters: { msw: answers(fails('GET /provider/notifications', 500, 'server_error')) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل إشعاراتك', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText(say(context, 'notificationsScreen.empty.all'))).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'إعادة المحاولة' }).length).toBeGreaterThan(0);
  },
};

/** Marking read on the page updates the top bar's bell and its card at once: one source of truth. */
export const PageReadsShowInTheTopBar: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await bell(context, 4)).toBeVisible();
    await waitFor(() => expect(markButtons(context)[0]).toBeEnabled(), LOAD);
    await userEvent.click(markButtons(context)[0]!);
    await expect(await bell(context, 3)).toBeVisible();
    const markAll = canvas.getByRole('button', { name: say(context, 'notificationsScreen.markAll') });
    await waitFor(() => expect(markAll).toBeEnabled(), LOAD);
    await userEvent.click(markAll);
    await userEvent.click(await bell(context, 0));
    const card = await within(document.body).findByRole('dialog', { name: say(context, 'notifications.title') }, LOAD);
    // The card fades in: it is seen once its opening animation has run, however slow the machine.
    const count = await within(card).findByText(say(context, 'ds.data.notifications.unreadCount', { count: 0 }), {}, LOAD);
    await waitFor(() => expect(count).toBeVisible(), LOAD);
    // Closed again, as a user leaves it: the card and the page are then the only "Notifications" regions.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOAD);
  },
};

/** Marking all read from the bell's card updates the page: its count, its unread tab and its buttons. */
export const TopBarReadAllShowsOnThePage: Story = {
  parameters: { route: { path: '/{locale}/provider-dashboard/notifcation?show=unread' } },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText(say(context, 'notificationsScreen.unread', { count: 4 }), {}, LOAD)).toBeVisible();
    await waitFor(() => expect(markButtons(context)).toHaveLength(4), LOAD);
    await userEvent.click(await bell(context, 4));
    const card = await within(document.body).findByRole('dialog', { name: say(context, 'notifications.title') }, LOAD);
    await userEvent.click(await within(card).findByRole('button', { name: say(context, 'notifications.markAllRead') }, LOAD));
    await expect(await bell(context, 0)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), LOAD);
    await expect(await canvas.findByText(say(context, 'notificationsScreen.unread', { count: 0 }), {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(say(context, 'notificationsScreen.empty.unread'), {}, LOAD)).toBeVisible();
    await expect(markButtons(context)).toHaveLength(0);
  },
};
