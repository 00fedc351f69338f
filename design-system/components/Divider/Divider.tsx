import { Separator } from 'react-aria-components';
import * as styles from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
}

/** A thin rule between groups of content (a separator to assistive tech). */
export function Divider({ orientation = 'horizontal' }: DividerProps) {
  return <Separator orientation={orientation} className={orientation === 'horizontal' ? styles.horizontal : styles.vertical} />;
}
