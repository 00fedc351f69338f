import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

interface DescriptionItem {
  /** A stable key (defaults to the term when it is text). */
  id?: string;
  term: ReactNode;
  detail: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
}

/**
 * Label/value pairs (a `<dl>`): the details of a reservation, a bank account, a profile.
 * Where there is room (600 px and more of its own width) term and detail sit side by side;
 * narrower, the detail goes under its term.
 */
export function DescriptionList({ items }: DescriptionListProps) {
  return (
    <div className={styles.container}>
      <dl className={styles.list}>
        {items.map((item, index) => (
          <div key={item.id ?? (typeof item.term === 'string' ? item.term : index)} className={styles.pair}>
            <dt className={styles.term}>{item.term}</dt>
            <dd className={styles.detail}>{item.detail}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
