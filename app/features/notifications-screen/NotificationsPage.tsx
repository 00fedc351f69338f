import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayOf, HijriDate } from '../../../design-system/components/Calendar';
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../design-system/components/Button';
import { Card } from '../../../design-system/components/Card';
import { EmptyState } from '../../../design-system/components/EmptyState';
import { Heading } from '../../../design-system/components/Heading';
import { Inline } from '../../../design-system/components/Inline';
import { Link } from '../../../design-system/components/Link';
import { Pagination } from '../../../design-system/components/Pagination';
import { Skeleton } from '../../../design-system/components/Skeleton';
import { Stack } from '../../../design-system/components/Stack';
import { Tab, TabList, TabPanel, Tabs } from '../../../design-system/components/Tabs';
import { Text } from '../../../design-system/components/Text';
import { toast } from '../../../design-system/components/Toast';
import { api, call } from '../../api';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { listenToProvider } from '../../realtime/echo';
import { useRealtimeConnection } from '../../realtime/RealtimeProvider';
import { useListParams } from '../dashboard/listParams';
import { LoadFailed } from '../dashboard/LoadFailed';
import { PageHeader } from '../dashboard/PageHeader';
import type { AppNotification, NotificationGroup } from '../notifications/notificationGroups';
import { useNotifications, useNotificationsActor } from '../notifications/NotificationsProvider';
import { useSession } from '../session/SessionProvider';

const PER_PAGE = 20;
const ZONE = 'Asia/Riyadh';
export const notificationsScreenKey = ['notifications', 'screen'] as const;

/**
 * Live arrivals refetch the list, and so does each (re)subscription of the channel: what arrived
 * while it was not subscribed (before the connection opened, during a drop) was never pushed.
 * The shell's menu listens on the same private channel, so this removes only its own listeners.
 */
function useLiveNotifications(onArrival: () => void) {
  const connection = useRealtimeConnection();
  const userId = useSession((s) => s.context.provider?.user?.id);
  useEffect(() => {
    if (!connection || userId === undefined) return;
    return listenToProvider(connection, userId, { notificationCreated: onArrival, subscribed: onArrival });
  }, [connection, userId, onArrival]);
}

/** /provider-dashboard/notifcation: every notification by day, all or unread (in the address), marking read, live arrivals. */
export function NotificationsPage() {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const [params, update] = useListParams(['show']);
  const unreadOnly = params.filters.show === 'unread';
  const query = { page: params.page, per_page: PER_PAGE, is_read: unreadOnly ? (0 as const) : undefined };

  const list = useQuery({
    queryKey: [...notificationsScreenKey, query],
    queryFn: () => call(api.GET('/provider/notifications', { params: { query } })),
    placeholderData: keepPreviousData,
  });
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: notificationsScreenKey }), [queryClient]);
  useLiveNotifications(refresh);

  // The unread count and every read go through the shared notifications actor, which the top
  // bar's bell shows too; once the server agrees, this list reloads.
  const notifications = useNotificationsActor();
  const unread = useNotifications((s) => s.context.count);
  const markingAll = useNotifications((s) => s.matches({ ready: 'markingAllRead' }));
  const markingId = useNotifications((s) => (s.matches({ ready: 'markingOne' }) && s.context.rollback?.kind === 'one' ? s.context.rollback.id : null));
  const canMark = useNotifications((s) => s.matches({ ready: 'idle' }));
  const countKnown = useNotifications((s) => s.matches('ready'));
  useEffect(() => {
    const subscriptions = [
      notifications.on('read', refresh),
      notifications.on('allRead', (event) => {
        toast.positive(event.message ?? intl.formatMessage({ id: 'notificationsScreen.allRead' }));
        refresh();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [notifications, refresh, intl]);

  const groups = (list.data?.data.notifications ?? []) as NotificationGroup[];
  const meta = list.data?.meta;
  const dayFormat = new Intl.DateTimeFormat(intl.locale, { dateStyle: 'full', timeZone: ZONE });
  const timeFormat = new Intl.DateTimeFormat(intl.locale, { timeStyle: 'short', timeZone: ZONE });
  const textOf = (n: AppNotification) => n.data[locale] ?? n.data.ar;

  // The list is the tab panel of the selected filter (the selected tab's aria-controls points at it).
  const panel = (
    <Stack gap="large" marginBlockStart="large">
      {list.isPending ? (
        <Skeleton lines={6} />
      ) : list.isError && !list.data ? (
        <LoadFailed what={t('dashboard.what.notifications')} onRetry={() => void list.refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState icon="bell" title={t(unreadOnly ? 'notificationsScreen.empty.unread' : 'notificationsScreen.empty.all')} />
      ) : (
        groups.map((group) => (
          <section key={group.date} aria-labelledby={`day-${group.date}`}>
            <Heading level={2} id={`day-${group.date}`}>
              {dayFormat.format(new Date(`${group.date}T12:00:00+03:00`))}
              <HijriDate day={dayOf(group.date)} inline />
            </Heading>
            <Stack gap="small" marginBlockStart="small">
              {group.notifications.map((n) => {
                const text = textOf(n);
                return (
                  <Card key={n.id} tone={n.is_read ? 'sunken' : 'outlined'}>
                    <Inline align="space-between" alignY="center" gap="medium">
                      <Stack gap="xxsmall">
                        <Inline gap="small" alignY="center">
                          <Text weight="bold">{text.title}</Text>
                          {n.is_read ? null : (
                            <Text as="span" size="small" weight="bold" tone="info">
                              {t('notificationsScreen.new')}
                            </Text>
                          )}
                        </Inline>
                        <Text>{text.body}</Text>
                        <Text size="small" tone="muted">
                          <time dateTime={n.created_at}>{timeFormat.format(new Date(n.created_at))}</time>
                        </Text>
                      </Stack>
                      <Inline gap="small">
                        {n.link ? <Link href={localePath(locale, n.link)}>{t('notificationsScreen.open')}</Link> : null}
                        {n.is_read ? null : (
                          <Button
                            size="small"
                            tone="ghost"
                            onPress={() => notifications.send({ type: 'READ', id: n.id, isUnread: true })}
                            isPending={markingId === n.id}
                            isDisabled={!canMark && markingId !== n.id}
                            aria-label={t('notificationsScreen.markOneLabel', { title: text.title })}
                          >
                            {t('notificationsScreen.markOne')}
                          </Button>
                        )}
                      </Inline>
                    </Inline>
                  </Card>
                );
              })}
            </Stack>
          </section>
        ))
      )}
      {meta && meta.last_page > 1 ? (
        <Pagination page={meta.current_page} pageCount={meta.last_page} onPageChange={(page) => update({ page })} showSummary />
      ) : null}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t('notificationsScreen.title')}
        description={countKnown ? t('notificationsScreen.unread', { count: unread }) : undefined}
        actions={
          <Button tone="neutral" onPress={() => notifications.send({ type: 'MARK_ALL_READ' })} isDisabled={unread === 0 || !canMark} isPending={markingAll}>
            {t('notificationsScreen.markAll')}
          </Button>
        }
      />
      <Tabs selectedKey={unreadOnly ? 'unread' : 'all'} onSelectionChange={(key) => update({ show: key === 'unread' ? 'unread' : null })}>
        <TabList aria-label={t('notificationsScreen.filter')}>
          <Tab id="all">{t('notificationsScreen.filter.all')}</Tab>
          <Tab id="unread">{t('notificationsScreen.filter.unread')}</Tab>
        </TabList>
        <TabPanel id="all">{panel}</TabPanel>
        <TabPanel id="unread">{panel}</TabPanel>
      </Tabs>
    </>
  );
}
