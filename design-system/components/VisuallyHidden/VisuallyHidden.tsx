import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /**
   * Hide only on screens narrower than this breakpoint: e.g. a top-bar button's words that give
   * way to its icon on phones, where the bar has no room for them.
   */
  below?: 'tablet';
}

/** Text for screen readers only (e.g. a table caption the layout already implies). */
export function VisuallyHidden({ children, below }: VisuallyHiddenProps) {
  if (below === 'tablet') return <span className={styles.hiddenBelowTablet}>{children}</span>;
  return <AriaVisuallyHidden>{children}</AriaVisuallyHidden>;
}
