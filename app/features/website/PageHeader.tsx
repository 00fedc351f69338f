import type { ReactNode } from 'react';
import { Heading } from '../../../design-system/components/Heading';
import { Text } from '../../../design-system/components/Text';
import * as styles from './PageHeader.css';

/** The top of an inner page: its level-1 title and a lead sentence on a tinted band. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <Heading level={1}>{title}</Heading>
        {lead != null && (
          <Text size="large" tone="muted">
            {lead}
          </Text>
        )}
      </div>
    </div>
  );
}
