import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, composeRenderProps, type CheckboxFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The label, next to the box; clicking it toggles the box. */
  children: ReactNode;
}

/**
 * A yes/no choice that applies when the form is submitted (remember me, accept the terms).
 * For a setting that applies at once use Switch; for one of several options use RadioGroup.
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={composeRenderProps(className, (own) => [styles.field, own].filter(Boolean).join(' '))}>
      <CheckboxButton className={styles.checkbox}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <Icon name="minus" className={styles.mark} /> : isSelected ? <Icon name="check" className={styles.mark} /> : null}
            </span>
            <span>
              {children}
              {props.isRequired && <span aria-hidden="true"> *</span>}
            </span>
          </>
        )}
      </CheckboxButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} />
    </CheckboxField>
  );
}
