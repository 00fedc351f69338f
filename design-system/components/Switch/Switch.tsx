import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, composeRenderProps, type SwitchFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, type FieldBaseProps } from '../Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children'>, Omit<FieldBaseProps, 'label'> {
  /** The setting's name, next to the switch. */
  children: ReactNode;
}

/**
 * A setting that is on or off and takes effect at once (salon active, day open, notifications).
 * The knob moves towards the inline end when on (to the left in Arabic). For a choice applied on
 * submit use Checkbox.
 */
export function Switch({ children, description, errorMessage, className, ...props }: SwitchProps) {
  return (
    <SwitchField {...props} className={composeRenderProps(className, (own) => [styles.field, own].filter(Boolean).join(' '))}>
      <SwitchButton className={styles.switchLabel}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span>{children}</span>
      </SwitchButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} />
    </SwitchField>
  );
}
