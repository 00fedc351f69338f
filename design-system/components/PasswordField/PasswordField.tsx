import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Group, Input, TextField as AriaTextField, composeRenderProps, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, withMinLength, type FieldBaseProps } from '../Field';
import { Icon } from '../Icon';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /** `current-password` on sign-in (default), `new-password` where a password is chosen. */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle. The toggle's accessible name says what pressing it
 * will do ("Show password" / "Hide password") in the current language; the password is typed
 * left to right in every locale.
 */
export function PasswordField({ label, description, errorMessage, placeholder, autoComplete = 'current-password', className, validate, ...props }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      validate={withMinLength(intl, props.minLength, validate)}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group className={fieldStyles.group} isDisabled={isDisabled} isInvalid={isInvalid}>
            <Input className={fieldStyles.groupInput} placeholder={placeholder} dir="ltr" spellCheck={false} autoCapitalize="none" />
            <Button
              className={fieldStyles.groupButton}
              onPress={() => setVisible((shown) => !shown)}
              isDisabled={isDisabled}
              aria-label={intl.formatMessage({ id: visible ? 'ds.forms.password.hide' : 'ds.forms.password.show' })}
            >
              <Icon name={visible ? 'eyeOff' : 'eye'} />
            </Button>
          </Group>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} minLength={props.minLength} maxLength={props.maxLength} />
        </>
      )}
    </AriaTextField>
  );
}
