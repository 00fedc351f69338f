import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Input, TextField as AriaTextField, composeRenderProps, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, withMinLength, type FieldBaseProps } from '../Field';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'>, FieldBaseProps {
  placeholder?: string;
  /** Text direction of the value when it differs from the page (e-mail, IBAN, URLs are `ltr`). */
  inputDir?: 'ltr' | 'rtl' | 'auto';
  /** `lang` of the value when it differs from the page (e.g. the English name of a salon). */
  inputLang?: string;
  children?: ReactNode;
}

/**
 * A single-line text input with label, description and error. Validation errors from `validate`,
 * from native constraints (`isRequired`, `minLength`, `type="email"`) or from the server (Form
 * `validationErrors`) are shown under the field in the current language.
 */
export function TextField({ label, description, errorMessage, placeholder, inputDir, inputLang, className, validate, ...props }: TextFieldProps) {
  const intl = useIntl();
  return (
    <AriaTextField {...props} validate={withMinLength(intl, props.minLength, validate)} className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}>
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Input className={fieldStyles.input} placeholder={placeholder} dir={inputDir} lang={inputLang} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errorMessage={errorMessage} minLength={props.minLength} maxLength={props.maxLength} />
    </AriaTextField>
  );
}
