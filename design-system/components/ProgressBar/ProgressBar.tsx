import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ProgressBar as AriaProgressBar, Label, type ProgressBarProps as AriaProgressBarProps } from 'react-aria-components';
import * as styles from './ProgressBar.css';

export const progressBarTones = ['brand', 'positive', 'caution', 'critical'] as const;
type ProgressBarTone = (typeof progressBarTones)[number];

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children' | 'className' | 'style' | 'aria-label'> {
  /** What is progressing, e.g. "Uploading logo" (visible and the accessible name). */
  label: string;
  tone?: ProgressBarTone;
  /** Show the value text (a percentage in the locale's digits unless `valueLabel` says otherwise). */
  showValue?: boolean;
}

/**
 * Known progress (an upload, profile completeness). The value is spoken and shown as a percentage
 * formatted for the locale (`formatOptions` changes that, `valueLabel` replaces it, e.g. "3 of 5
 * steps"); `isIndeterminate` when the amount is unknown (prefer a Spinner for short waits). The
 * bar fills from the inline start: the right in Arabic.
 */
export function ProgressBar({ label, tone = 'brand', showValue = true, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.progressBar}>
      {({ percentage = 0, valueText, isIndeterminate }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            {showValue && !isIndeterminate && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div
              data-fill
              className={styles.fill({ tone, indeterminate: isIndeterminate })}
              style={assignInlineVars({ [styles.fillVar]: `${Math.min(100, Math.max(0, percentage))}%` })}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
