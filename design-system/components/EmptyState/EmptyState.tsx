import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A picture of what is missing (decorative). */
  icon?: IconName;
  /** What is empty, e.g. "No reservations yet". */
  title: string;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** Usually one Button or Link that fills the emptiness ("Add a barber"). */
  action?: ReactNode;
  /** The heading level in the page outline (default 2). */
  headingLevel?: HeadingLevel;
}

/**
 * What a list, table or page shows when there is nothing in it (or a search finds nothing): an
 * icon, a title, a sentence and, where it helps, the action that fills it. While data loads show
 * Skeletons instead; for errors use Alert.
 */
export function EmptyState({ icon, title, description, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={styles.emptyState}>
      {icon && (
        <span className={styles.icon}>
          <Icon name={icon} />
        </span>
      )}
      <div className={styles.text}>
        <Heading level={headingLevel} size={3} align="center">
          {title}
        </Heading>
        {description != null && <p className={styles.description}>{description}</p>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
    </div>
  );
}
