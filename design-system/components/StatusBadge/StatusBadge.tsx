import { useIntl } from 'react-intl';
import { Icon, type IconName } from '../Icon';
import * as styles from './StatusBadge.css';

/** A reservation's life: pending → confirmed → completed; pending|confirmed → cancelled; confirmed → no_show. */
export const statusBadgeReservationStatuses = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
/** A subscription package: active, expiring (ends soon), expired. */
export const statusBadgePackageStatuses = ['active', 'expiring', 'expired'] as const;
export const statusBadgeStatuses = [...statusBadgeReservationStatuses, ...statusBadgePackageStatuses] as const;
export const statusBadgeSizes = ['small', 'medium'] as const;

export type StatusBadgeStatus = (typeof statusBadgeStatuses)[number];
type StatusBadgeSize = (typeof statusBadgeSizes)[number];

type Tone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

/** Every status has its own words and icon; colour only repeats what they say. */
export const statusBadgeDetails: Record<StatusBadgeStatus, { icon: IconName; tone: Tone; messageId: string }> = {
  pending: { icon: 'hourglass', tone: 'caution', messageId: 'ds.feedback.status.pending' },
  confirmed: { icon: 'checkCircle', tone: 'info', messageId: 'ds.feedback.status.confirmed' },
  completed: { icon: 'check', tone: 'positive', messageId: 'ds.feedback.status.completed' },
  cancelled: { icon: 'xCircle', tone: 'neutral', messageId: 'ds.feedback.status.cancelled' },
  no_show: { icon: 'userX', tone: 'critical', messageId: 'ds.feedback.status.noShow' },
  active: { icon: 'checkCircle', tone: 'positive', messageId: 'ds.feedback.status.active' },
  expiring: { icon: 'clock', tone: 'caution', messageId: 'ds.feedback.status.expiring' },
  expired: { icon: 'xCircle', tone: 'critical', messageId: 'ds.feedback.status.expired' },
};

export interface StatusBadgeProps {
  status: StatusBadgeStatus;
  size?: StatusBadgeSize;
}

/**
 * The status of a reservation or a package, in words with an icon and a tone colour, e.g. in a
 * table cell. The label comes from the design system's messages, so every screen says the same.
 * For counts use a number badge; for free-form labels use a tag.
 */
export function StatusBadge({ status, size = 'medium' }: StatusBadgeProps) {
  const intl = useIntl();
  const details = statusBadgeDetails[status];
  return (
    <span className={styles.badge({ tone: details.tone, size })} data-status={status}>
      <Icon name={details.icon} />
      {intl.formatMessage({ id: details.messageId })}
    </span>
  );
}
