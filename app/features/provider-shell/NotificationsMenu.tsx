import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { DialogTrigger } from '../../../design-system/components/Dialog';
import { IconButton } from '../../../design-system/components/IconButton';
import { NotificationCard, type NotificationGroup as CardGroup } from '../../../design-system/components/NotificationCard';
import { Popover } from '../../../design-system/components/Popover';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { useNotificationsActor } from '../notifications/NotificationsProvider';
import * as styles from './ProviderLayout.css';

/**
 * The bell in the top bar: unread count, and the notification card in a popover (min 25rem).
 * It shows the shared notifications actor (NotificationsProvider), so reads on the
 * notifications page show here too.
 */
export function NotificationsMenu() {
  const intl = useIntl();
  const locale = useLocale();
  const actor = useNotificationsActor();
  const snapshot = useSelector(actor, (state) => state);
  const { groups, count } = snapshot.context;
  const cardGroups: CardGroup[] = groups.map((group) => ({
    date: group.date,
    items: group.notifications.map((n) => ({
      id: String(n.id),
      title: n.data[locale]?.title ?? n.data.ar.title,
      body: n.data[locale]?.body ?? n.data.ar.body,
      createdAt: n.created_at,
      isRead: n.is_read,
      href: n.link ? localePath(locale, n.link) : undefined,
    })),
  }));
  return (
    <DialogTrigger>
      <span className={styles.bell}>
        <IconButton icon="bell" label={intl.formatMessage({ id: 'providerShell.notifications.label' }, { count })} />
        {count > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {intl.formatNumber(count)}
          </span>
        )}
      </span>
      <Popover aria-label={intl.formatMessage({ id: 'providerShell.notifications.title' })} placement="bottom end" flush>
        <div className={styles.notificationPanel}>
          <NotificationCard
            groups={cardGroups}
            isLoading={snapshot.matches('loading')}
            onMarkAllRead={() => actor.send({ type: 'MARK_ALL_READ' })}
            isMarkingAllRead={snapshot.matches({ ready: 'markingAllRead' })}
            viewAllHref={localePath(locale, '/provider-dashboard/notifcation')}
            framed={false}
          />
        </div>
      </Popover>
    </DialogTrigger>
  );
}
