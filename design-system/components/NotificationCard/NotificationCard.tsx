import { useId, useMemo } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria';
import { Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { HijriDate } from '../Calendar/HijriPreference';
import { placeholder } from '../Card/Card.css';
import { Heading, type HeadingLevel } from '../Heading';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './NotificationCard.css';
import {
  countUnread,
  dayName,
  limitNotificationGroups,
  NOTIFICATION_PLACEHOLDER_COUNT,
  type NotificationGroup,
  type NotificationItem,
} from './notificationGroups';

export interface NotificationCardProps {
  /** Notifications grouped by day, newest first; the card shows the first 2 groups of up to 3. */
  groups: readonly NotificationGroup[];
  /** Shows four placeholder entries instead of the list. */
  isLoading?: boolean;
  /** Called by "Mark all as read" (hidden while nothing is unread). */
  onMarkAllRead?: () => void;
  /** While the mark-all-read call runs, its button shows a spinner and ignores presses. */
  isMarkingAllRead?: boolean;
  /** The full notifications page. */
  viewAllHref: string;
  /** Where the card sits in the page outline (default 2; group headings are one below). */
  headingLevel?: HeadingLevel;
  /** The salon's or user's IANA time zone for "today" and times (default Asia/Riyadh). */
  timeZone?: string;
  /** The current instant, for stories and tests; defaults to now. */
  now?: number;
  /** `false` inside a Popover, which draws the one frame (border, radius, shadow) itself. */
  framed?: boolean;
}

/**
 * The notification dropdown's content: the latest notifications by day, an unread marker
 * with words for screen readers, "mark all as read" and a link to all notifications.
 * At least 25rem wide; the full width of a phone.
 */
export function NotificationCard({
  groups,
  isLoading = false,
  onMarkAllRead,
  isMarkingAllRead = false,
  viewAllHref,
  headingLevel = 2,
  framed = true,
  timeZone = 'Asia/Riyadh',
  now,
}: NotificationCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const shown = useMemo(() => limitNotificationGroups(groups), [groups]);
  const unread = countUnread(groups);
  const groupLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const nowMs = now ?? Date.now();

  const groupLabel = (date: string) => {
    const kind = dayName(date, timeZone, nowMs);
    if (kind === 'today') return intl.formatMessage({ id: 'ds.data.notifications.today' });
    if (kind === 'yesterday') return intl.formatMessage({ id: 'ds.data.notifications.yesterday' });
    if (kind === 'invalid') return date;
    // A calendar day: format it at noon UTC so no zone can move it to a neighbouring day.
    return intl.formatDate(`${date}T12:00:00Z`, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  };

  return (
    <section className={framed ? `${styles.card} ${styles.framed}` : styles.card} aria-labelledby={headingId} aria-busy={isLoading || undefined}>
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={headingLevel} size={3} id={headingId}>
            {intl.formatMessage({ id: 'ds.data.notifications.title' })}
          </Heading>
          {!isLoading ? <p className={styles.summary}>{intl.formatMessage({ id: 'ds.data.notifications.unreadCount' }, { count: unread })}</p> : null}
        </div>
        {!isLoading && unread > 0 && onMarkAllRead ? (
          <Button tone="ghost" size="small" onPress={onMarkAllRead} isPending={isMarkingAllRead}>
            {intl.formatMessage({ id: 'ds.data.notifications.markAllRead' })}
          </Button>
        ) : null}
      </div>

      {isLoading ? (
        <>
          <VisuallyHidden>
            <span role="status">{intl.formatMessage({ id: 'ds.data.notifications.loading' })}</span>
          </VisuallyHidden>
          <ul className={styles.list} aria-hidden="true" data-testid="notification-placeholders">
            {Array.from({ length: NOTIFICATION_PLACEHOLDER_COUNT }, (_, index) => (
              <li key={index} className={styles.listItem} data-placeholder="">
                <div className={styles.item}>
                  <span className={[styles.dot, styles.placeholderDot].join(' ')} />
                  <span className={styles.placeholderLines}>
                    <span className={[placeholder, styles.placeholderTitle].join(' ')} />
                    <span className={[placeholder, styles.placeholderBody].join(' ')} />
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : shown.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage({ id: 'ds.data.notifications.empty' })}</p>
      ) : (
        <div className={styles.groups}>
          {shown.map((group) => (
            <NotificationDay
              key={group.date}
              group={group}
              label={groupLabel(group.date)}
              // A calendar day (not today or yesterday) carries its Umm al-Qura date, as on the notifications page.
              hijriDay={dayName(group.date, timeZone, nowMs) === 'other' ? group.date : null}
              level={groupLevel}
              timeZone={timeZone}
            />
          ))}
        </div>
      )}

      <div className={styles.footer}>
        <AriaLink href={viewAllHref} className={styles.viewAll}>
          {intl.formatMessage({ id: 'ds.data.notifications.viewAll' })}
        </AriaLink>
      </div>
    </section>
  );
}

function NotificationDay({ group, label, hijriDay, level, timeZone }: { group: NotificationGroup; label: string; hijriDay: string | null; level: HeadingLevel; timeZone: string }) {
  const Tag = `h${level}` as const;
  const [year, month, day] = (hijriDay ?? '').split('-').map(Number);
  return (
    <div className={styles.group}>
      <Tag className={styles.groupHeading}>
        {label}
        {hijriDay !== null && year && month && day ? <HijriDate day={{ year, month, day }} inline /> : null}
      </Tag>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.id} className={styles.listItem}>
            <NotificationEntry item={item} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function NotificationEntry({ item, timeZone }: { item: NotificationItem; timeZone: string }) {
  const intl = useIntl();
  const className = [styles.item, item.isRead ? undefined : styles.unreadItem].filter(Boolean).join(' ');
  const content = (
    <>
      {item.isRead ? <span /> : <span className={styles.dot} aria-hidden="true" />}
      <span className={styles.itemText}>
        {item.isRead ? null : <AriaVisuallyHidden elementType="span">{intl.formatMessage({ id: 'ds.data.notifications.unread' })}</AriaVisuallyHidden>}
        <span className={styles.itemTitle}>{item.title}</span>
        <span className={styles.itemBody}>{item.body}</span>
      </span>
      <time className={styles.time} dateTime={item.createdAt}>
        {intl.formatTime(item.createdAt, { timeZone, hour: 'numeric', minute: '2-digit' })}
      </time>
    </>
  );
  return item.href ? (
    <AriaLink href={item.href} className={className} data-unread={!item.isRead || undefined}>
      {content}
    </AriaLink>
  ) : (
    <div className={className} data-unread={!item.isRead || undefined}>
      {content}
    </div>
  );
}
