import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldError as AriaFieldError, Label, Text, type ValidationResult } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Field.css';
import { validationMessage, type ValidationMessageLimits } from './validationMessage';

/** What every labelled field takes: content comes from the caller, states from React Aria. */
export interface FieldBaseProps {
  /** The visible label (content, so it comes translated from the caller). */
  label?: ReactNode;
  /** Help text under the control, linked with `aria-describedby`. */
  description?: ReactNode;
  /** Shown when the field is invalid; without it a translated message for the failed rule is shown. */
  errorMessage?: string | ((validation: ValidationResult) => string);
}

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
  /** For fields whose control is not a labelable element (groups). */
  id?: string;
  elementType?: string;
}

/** A field label. A required field shows a red asterisk (hidden from screen readers, which hear "required"). */
export function FieldLabel({ children, isRequired, id, elementType }: FieldLabelProps) {
  return (
    <Label className={styles.label} id={id} elementType={elementType}>
      <span>{children}</span>
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      )}
    </Label>
  );
}

/** Help text under a control (React Aria links it to the control). */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps extends ValidationMessageLimits {
  errorMessage?: FieldBaseProps['errorMessage'];
}

/** The error under an invalid field, with an alert icon; renders nothing while the field is valid. */
export function FieldError({ errorMessage, minLength, maxLength }: FieldErrorProps) {
  const intl = useIntl();
  return (
    <AriaFieldError className={styles.error}>
      {(validation) => (
        <>
          <Icon name="alert" />
          <span>
            {typeof errorMessage === 'function'
              ? errorMessage(validation)
              : (errorMessage ?? validationMessage(intl, validation, { minLength, maxLength }))}
          </span>
        </>
      )}
    </AriaFieldError>
  );
}

/** A plain error line for controls that are not React Aria fields (OTP boxes, image upload, week editor). */
export function FieldErrorText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <span id={id} className={styles.error}>
      <Icon name="alert" />
      <span>{children}</span>
    </span>
  );
}

export { styles as fieldStyles };
