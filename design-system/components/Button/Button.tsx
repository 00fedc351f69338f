import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { useFormSubmitting } from '../Form/submitting';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'neutral', 'critical', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends AriaButtonProps {
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * The product's action button. While `isPending`, it keeps its size, shows a spinner,
 * stays focusable and ignores presses (React Aria announces the busy state). A `type="submit"`
 * button inside a design-system Form is pending by itself while the form's request runs.
 */
export function Button({ tone = 'primary', size = 'medium', fullWidth = false, className, children, ...props }: ButtonProps) {
  // A submit button is busy while its Form's request runs (Form passes that down).
  const formSubmitting = useFormSubmitting();
  return (
    <AriaButton
      {...props}
      isPending={props.isPending || (props.type === 'submit' && formSubmitting)}
      className={composeRenderProps(className, (own) =>
        [styles.button({ tone, size, fullWidth }), own].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner size="small" decorative />}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
