import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Alert.css';
import { toneDetails, type FeedbackTone } from './tones';

export const alertTones = ['info', 'positive', 'caution', 'critical'] as const satisfies readonly FeedbackTone[];
type AlertTone = FeedbackTone;

export interface AlertProps {
  tone?: AlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
  children: ReactNode;
  /**
   * The alert appeared because of something the user just did (a failed save): announce it.
   * Critical ones interrupt (`role="alert"`), the others wait their turn (`role="status"`).
   * Leave off for messages that are part of the page from the start.
   */
  live?: boolean;
  /** A button or link placed at the end, e.g. "Try again". */
  action?: ReactNode;
}

/**
 * An inline message inside the content (a form, a card). For page-wide notices use Banner; for
 * passing confirmations use Toast. The tone is carried by colour, icon and a spoken word.
 */
export function Alert({ tone = 'info', title, children, live = false, action }: AlertProps) {
  const intl = useIntl();
  const role = live ? (tone === 'critical' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={styles.alert({ tone })} data-tone={tone}>
      <span className={styles.icon({ tone })}>
        <Icon name={toneDetails[tone].icon} />
      </span>
      <div className={styles.content}>
        <VisuallyHidden>{intl.formatMessage({ id: toneDetails[tone].messageId })}: </VisuallyHidden>
        {title != null && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
