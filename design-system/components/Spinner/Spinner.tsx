import { useIntl } from 'react-intl';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers; defaults to "Loading" in the current language. */
  label?: string;
  /** Inside a control that already announces its busy state, hide the spinner from assistive tech. */
  decorative?: boolean;
}

/** An indeterminate progress indicator. Use ProgressBar when progress is known. */
export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const intl = useIntl();
  const text = label ?? intl.formatMessage({ id: 'ds.button.pending' });
  if (decorative) return <span aria-hidden="true" className={styles.spinner({ size })} />;
  return (
    <span role="status" aria-label={text} className={styles.wrapper}>
      <span aria-hidden="true" className={styles.spinner({ size })} />
    </span>
  );
}
