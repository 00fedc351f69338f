import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AppNotification, NotificationGroup } from '../../../app/features/notifications/notificationGroups';
import type { UnreadNotifications } from '../../../app/features/notifications/notifications.machine';
import { apiErrors } from '../../../app/features/testing/fixtures';
import { storyIntl } from './inspector/Inspector';
import { NotificationsInspector, type NotificationsScenario } from './inspector/NotificationsInspector';

function Scenario({ make }: { make: () => NotificationsScenario }) {
  const [scenario] = useState(make);
  return <NotificationsInspector scenario={scenario} />;
}

const meta = {
  title: 'App/Machines/Notifications',
  component: Scenario,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Scenario>;

export default meta;
type Story = StoryObj<typeof meta>;

const reservation = (id: number, createdAt: string, customer: string): AppNotification => ({
  id,
  type: 'reservation_created',
  is_read: false,
  created_at: createdAt,
  data: {
    ar: { title: 'حجز جديد', body: `حجز جديد من ${customer}` },
    en: { title: 'New reservation', body: `New reservation from ${customer}` },
    tr: { title: 'Yeni rezervasyon', body: `${customer} yeni rezervasyon yaptı` },
    ur: { title: 'نئی بکنگ', body: `${customer} کی جانب سے نئی بکنگ` },
  },
  link: `/provider-dashboard/reservations/${id}`,
});

const groups: NotificationGroup[] = [
  {
    date: '2026-03-15',
    notifications: [
      reservation(104, '2026-03-15T18:42:00+03:00', 'خالد الحربي'),
      reservation(103, '2026-03-15T12:00:00+03:00', 'سارة القحطاني'),
      reservation(102, '2026-03-15T09:30:00+03:00', 'فهد الدوسري'),
      reservation(101, '2026-03-15T08:00:00+03:00', 'نورة الشمري'),
    ],
  },
  { date: '2026-03-14', notifications: [reservation(100, '2026-03-14T22:10:00+03:00', 'عبدالله المطيري')] },
  { date: '2026-03-12', notifications: [reservation(99, '2026-03-12T10:00:00+03:00', 'ريم العنزي')] },
];
const loaded: UnreadNotifications = { groups, count: 6 };
const answered: NotificationsScenario = { loads: [{ resolve: loaded }], markAllRead: { resolve: {} }, markOneRead: { resolve: {} } };
/** Scripted openings wait for mocked answers (a few hundred ms each). */
const soon = { timeout: 4000 };
const days = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('section[aria-labelledby^="day-"]');

/** State: Loading. */
export const Loading: Story = {
  args: { make: () => ({ ...answered, loads: ['hang'] }) },
  play: async (context) => {
    const intl = storyIntl(context);
    const placeholders = within(context.canvasElement).getByRole('list', { name: intl.formatMessage({ id: 'notifications.loading' }) });
    await expect(placeholders.querySelectorAll('li')).toHaveLength(4);
  },
};

/** State: Card. */
export const Card: Story = {
  args: { make: () => answered },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await waitFor(() => expect(canvas.getByTestId('badge')).toHaveTextContent(intl.formatMessage({ id: 'notifications.badge' }, { count: 6 })), soon);
    // Two days, three notifications each at most.
    await expect(days(context.canvasElement)).toHaveLength(2);
    const shown = [...context.canvasElement.querySelectorAll('[data-notification]')].map((li) => li.getAttribute('data-notification'));
    await expect(shown).toEqual(['104', '103', '102', '100']);
  },
};

/** State: Empty mark all sends nothing. */
export const EmptyMarkAllSendsNothing: Story = {
  args: { make: () => ({ ...answered, loads: [{ resolve: { groups: [], count: 0 } }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage({ id: 'notifications.markAllRead' }) }, soon));
    await expect(canvas.getByText(intl.formatMessage({ id: 'notifications.empty' }))).toBeVisible();
    await expect(context.canvasElement.querySelector('[data-mark-all-read-calls]')).toHaveAttribute('data-mark-all-read-calls', '0');
    await expect(canvas.getByTestId('state')).toHaveTextContent('ready.idle');
  },
};

/** State: Marking all read. */
export const MarkingAllRead: Story = {
  args: { make: () => ({ ...answered, markAllRead: 'hang', steps: [{ type: 'MARK_ALL_READ' }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    // Optimistic: read at once, the badge at zero, while the request is in flight.
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('ready.markingAllRead'), soon);
    await expect(canvas.getByTestId('badge')).toHaveTextContent(intl.formatMessage({ id: 'notifications.badge' }, { count: 0 }));
    await expect(canvas.queryAllByText(intl.formatMessage({ id: 'notifications.unread' }))).toHaveLength(0);
  },
};

/** State: Mark all read rolled back. */
export const MarkAllReadRolledBack: Story = {
  args: { make: () => ({ ...answered, markAllRead: { reject: apiErrors.server } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await userEvent.click(await canvas.findByRole('button', { name: intl.formatMessage({ id: 'notifications.markAllRead' }) }, soon));
    const log = await canvas.findByRole('list', { name: intl.formatMessage({ id: 'inspector.effects' }) }, soon);
    await expect(log).toHaveTextContent(intl.formatMessage({ id: 'front.something_wrong' }));
    await expect(canvas.getByTestId('badge')).toHaveTextContent(intl.formatMessage({ id: 'notifications.badge' }, { count: 6 }));
    await expect(context.canvasElement.querySelectorAll('[data-read="false"]')).toHaveLength(4);
  },
};

/** State: Read one rolled back. */
export const ReadOneRolledBack: Story = {
  args: { make: () => ({ ...answered, markOneRead: { reject: apiErrors.network } }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    const first = await waitFor(() => {
      // Loaded when item 104 is there.
      const item = context.canvasElement.querySelector<HTMLElement>('[data-notification="104"]');
      if (!item) throw new Error('not loaded yet');
      return item;
    }, soon);
    await userEvent.click(within(first).getByRole('button', { name: intl.formatMessage({ id: 'notifications.markRead' }, { title: 'حجز جديد' }) }));
    await expect(context.canvasElement.querySelector('[data-notification="104"]')).toHaveAttribute('data-read', 'true');
    await waitFor(() => expect(context.canvasElement.querySelector('[data-notification="104"]')).toHaveAttribute('data-read', 'false'), soon);
    await expect(canvas.getByTestId('badge')).toHaveTextContent(intl.formatMessage({ id: 'notifications.badge' }, { count: 6 }));
  },
};

/** State: Live arrival. */
export const LiveArrival: Story = {
  args: {
    make: () => ({
      ...answered,
      live: [{ afterMs: 800, event: { type: 'NOTIFICATION_RECEIVED', notification: reservation(105, '2026-03-16T00:30:00+03:00', 'ماجد السبيعي') } }],
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await waitFor(() => expect(canvas.getByTestId('badge')).toHaveTextContent(intl.formatMessage({ id: 'notifications.badge' }, { count: 7 })), soon);
    // A new day first; the card still shows two days.
    await expect(context.canvasElement.querySelector('[data-notification]')).toHaveAttribute('data-notification', '105');
    await expect(days(context.canvasElement)).toHaveLength(2);
  },
};

/** State: Failed then retried. */
export const FailedThenRetried: Story = {
  args: { make: () => ({ ...answered, loads: [{ reject: apiErrors.server }, { resolve: loaded }] }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const intl = storyIntl(context);
    await expect(await canvas.findByRole('alert', {}, soon)).toHaveTextContent(intl.formatMessage({ id: 'notifications.failed' }));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage({ id: 'notifications.retry' }) }));
    await waitFor(() => expect(canvas.getByTestId('state')).toHaveTextContent('ready.idle'), soon);
  },
};

/** The machine's states, in English. */
export const English: Story = { globals: { locale: 'en' }, args: { make: () => answered } };
