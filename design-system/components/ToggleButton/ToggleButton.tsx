import { ToggleButton as AriaToggleButton, composeRenderProps, type ToggleButtonProps as AriaToggleButtonProps } from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './ToggleButton.css';

export const toggleButtonSizes = ['small', 'medium', 'large'] as const;
type ToggleButtonSize = (typeof toggleButtonSizes)[number];

export interface ToggleButtonProps extends AriaToggleButtonProps {
  size?: ToggleButtonSize;
  /** An icon before the text (decorative: the text names the button). */
  icon?: IconName;
}

/**
 * A button that stays pressed (`aria-pressed`): a view filter, "show cancelled", mute.
 * Its name stays the same in both states; the pressed state is announced and shown by colour
 * and border. For a setting that is on or off use Switch; for actions use Button.
 */
export function ToggleButton({ size = 'medium', icon, className, children, ...props }: ToggleButtonProps) {
  return (
    <AriaToggleButton
      {...props}
      className={composeRenderProps(className, (own) => [styles.toggleButton({ size }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon && <Icon name={icon} />}
          {content}
        </>
      ))}
    </AriaToggleButton>
  );
}
