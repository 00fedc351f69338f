import type { ReactNode } from 'react';
import { Heading } from '../../../design-system/components/Heading';
import { Text } from '../../../design-system/components/Text';
import { PageMeta } from '../website/PageMeta';
import * as styles from './AuthCard.css';

export interface AuthCardProps {
  /** Message ids of the page title (also the h1) and its meta description. */
  titleId: string;
  descriptionId: string;
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  /** Links under the card (to the other registration, back to login…). */
  footer?: ReactNode;
}

/** The frame of the /auth pages: a centred card with the page's heading, its form, and links beneath. */
export function AuthCard({ titleId, descriptionId, title, lead, children, footer }: AuthCardProps) {
  return (
    <main className={styles.page}>
      <PageMeta titleId={titleId} descriptionId={descriptionId} />
      <div className={styles.card}>
        <div className={styles.head}>
          <Heading level={1} size={2}>
            {title}
          </Heading>
          {lead != null && <Text tone="muted">{lead}</Text>}
        </div>
        {children}
      </div>
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </main>
  );
}
