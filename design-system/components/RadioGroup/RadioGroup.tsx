import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, type FieldBaseProps } from '../Field';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldBaseProps {
  children: ReactNode;
}

/**
 * One choice among a few options that are all worth seeing (payment method, reservation status
 * filter). Arrow keys move and select within the group; Tab leaves it. For many options use
 * Select; for on/off use Switch.
 */
export function RadioGroup({ label, description, errorMessage, children, orientation = 'vertical', className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <div className={styles.options({ orientation })}>{children}</div>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children: ReactNode;
  /** A second line under the option's label. */
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={composeRenderProps(className, (own) => [styles.radio, own].filter(Boolean).join(' '))}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.text}>
        <span>{children}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
    </AriaRadio>
  );
}
