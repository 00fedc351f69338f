import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { empty, loading, mockApi, serverError } from '../../../app/mocks';
import { NotificationsProvider } from '../../../app/features/notifications/NotificationsProvider';
import { NotificationsPage } from '../../../app/features/notifications-screen/NotificationsPage';
import { NotificationsMenu } from '../../../app/features/provider-shell/NotificationsMenu';
import { a11yWithoutAnnouncer, expectNotice, freshStory, LOAD, withApiRuntime, withOwner } from './accountKit';

/** The signed-in provider's notifications actor, which the provider layout puts around every page. */
const withNotifications: Decorator = (Story) => (
  <NotificationsProvider userId={1}>
    <Story />
  </NotificationsProvider>
);

const meta = {
  title: 'App/Dashboard/Notifications',
  component: NotificationsPage,
  decorators: [withNotifications, withApiRuntime, withOwner()],
  parameters: { layout: 'padded', a11y: a11yWithoutAnnouncer, msw: mockApi(), route: { path: '/{locale}/provider-dashboard/notifcation' } },
  beforeEach: freshStory,
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const markButtons = /^Mark “.*” as read$/;

export const ByDay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    // Ten demo notifications over three days: one heading per day.
    await waitFor(() => expect(canvas.getAllByRole('heading', { level: 2 }).length).toBe(3), LOAD);
    await expect(await canvas.findByText('4 إشعارات غير مقروءة', {}, LOAD)).toBeVisible();
  },
};

export const UnreadFilterAndMarkAll: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 unread notifications', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(canvas.getAllByRole('button', { name: markButtons }).length).toBe(4), LOAD);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: markButtons })[0]).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getAllByRole('button', { name: markButtons })[0] as HTMLElement);
    await expect(await canvas.findByText('3 unread notifications', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: markButtons }).length).toBe(3), LOAD);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expectNotice(/read/i);
    await expect(await canvas.findByText('No unread notifications', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('Everything is read')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Empty: Story = {
  globals: { locale: 'en' },
  parameters: { msw: mockApi(empty('listProviderNotifications', 'getProviderNotificationCount')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No notifications yet', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('Everything is read', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: { msw: mockApi(loading('listProviderNotifications', 'getProviderNotificationCount')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    // No count and nothing to mark until the notifications are known.
    await expect(canvas.queryByText('تمت قراءة كل الإشعارات')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeDisabled();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: mockApi(serverError('listProviderNotifications')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('تعذّر تحميل إشعاراتك', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('لا توجد إشعارات بعد')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'إعادة المحاولة' })).toBeVisible();
  },
};

/** The top bar's bell and the notifications page, as the provider layout shows them: one source of truth. */
function TopBarAndPage() {
  return (
    <>
      <header>
        <NotificationsMenu />
      </header>
      <main>
        <NotificationsPage />
      </main>
    </>
  );
}

/** Marking read on the page updates the bell's unread count and its card at once. */
export const PageReadsShowInTheTopBar: Story = {
  globals: { locale: 'en' },
  render: () => <TopBarAndPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 4 unread' }, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: markButtons })[0]).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getAllByRole('button', { name: markButtons })[0] as HTMLElement);
    await expect(await canvas.findByRole('button', { name: 'Notifications, 3 unread' }, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeEnabled(), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByRole('button', { name: 'Notifications' }, LOAD)).toBeVisible();
    // The card in the bell's popover shows nothing unread either.
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const card = await body.findByRole('dialog', { name: 'Notifications' }, LOAD);
    await expect(await within(card).findByText('No unread notifications', {}, LOAD)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** Marking all read from the bell's card updates the page: its count, its unread tab and its buttons. */
export const TopBarReadAllShowsOnThePage: Story = {
  render: () => <TopBarAndPage />,
  parameters: { route: { path: '/{locale}/provider-dashboard/notifcation?show=unread' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(await canvas.findByText('4 إشعارات غير مقروءة', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^تعليم «.*» كمقروء$/ })).toHaveLength(4), LOAD);
    await userEvent.click(await canvas.findByRole('button', { name: 'الإشعارات، ٤ إشعارات غير مقروءة' }, LOAD));
    const card = await body.findByRole('dialog', { name: 'الإشعارات' }, LOAD);
    await userEvent.click(await within(card).findByRole('button', { name: 'تحديد الكل كمقروء' }, LOAD));
    await expect(await canvas.findByRole('button', { name: 'الإشعارات' }, LOAD)).toBeInTheDocument();
    await expect(await canvas.findByText('تمت قراءة كل الإشعارات', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('لا توجد إشعارات غير مقروءة', {}, LOAD)).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^تعليم «.*» كمقروء$/ })).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
  },
};
