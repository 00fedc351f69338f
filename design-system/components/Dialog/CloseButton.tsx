import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './CloseButton.css';

export interface CloseButtonProps extends Pick<AriaButtonProps, 'onPress' | 'slot' | 'isDisabled'> {
  /** The accessible name, already translated ("Close", "Dismiss notification"). */
  label: string;
  className?: string;
}

/**
 * An icon-only close button. Inside a RAC Dialog or Toast pass `slot="close"` and it closes its
 * container without an `onPress`.
 */
export function CloseButton({ label, className, ...props }: CloseButtonProps) {
  return (
    <AriaButton {...props} aria-label={label} className={[styles.closeButton, className].filter(Boolean).join(' ')}>
      <Icon name="close" />
    </AriaButton>
  );
}
