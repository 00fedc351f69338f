import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './IconButton.css';

export const iconButtonTones = ['primary', 'neutral', 'critical', 'ghost'] as const;
export const iconButtonSizes = ['small', 'medium', 'large'] as const;
type IconButtonTone = (typeof iconButtonTones)[number];
type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'aria-label'> {
  icon: IconName;
  /** The accessible name (required: the icon alone says nothing to a screen reader). */
  label: string;
  tone?: IconButtonTone;
  size?: IconButtonSize;
  round?: boolean;
}

/**
 * A button that shows only an icon (close, more actions, edit row). The `label` is its accessible
 * name, in the caller's language. While `isPending` the icon becomes a spinner and presses are ignored.
 */
export function IconButton({ icon, label, tone = 'ghost', size = 'medium', round = false, className, ...props }: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      className={composeRenderProps(className, (own) =>
        [button({ tone, size }), styles.square({ size, round }), own].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) => (isPending ? <Spinner size="small" decorative /> : <Icon name={icon} />)}
    </AriaButton>
  );
}
