import { useId, type ReactNode } from 'react';
import { Heading } from '../../../design-system/components/Heading';
import { Text } from '../../../design-system/components/Text';
import * as styles from './SiteSection.css';

export interface SiteSectionProps {
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  tone?: 'plain' | 'tinted';
  /** Anchor for in-page links (`#about`). */
  anchor?: string;
  children?: ReactNode;
}

/** A landing section: a level-2 heading that names the region, an optional lead, the content. */
export function SiteSection({ title, lead, tone = 'plain', anchor, children }: SiteSectionProps) {
  const titleId = useId();
  return (
    <section id={anchor} aria-labelledby={titleId} className={styles.section({ tone })}>
      <div className={styles.inner}>
        <div className={styles.head}>
          <Heading level={2} id={titleId}>
            {title}
          </Heading>
          {lead != null && (
            <Text tone="muted" size="large">
              {lead}
            </Text>
          )}
        </div>
        {children}
      </div>
    </section>
  );
}
