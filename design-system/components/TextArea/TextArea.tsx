import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextArea as AriaTextArea, TextField as AriaTextField, composeRenderProps, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel, fieldStyles, withMinLength, type FieldBaseProps } from '../Field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'children' | 'type'>, FieldBaseProps {
  placeholder?: string;
  /** Visible lines before it scrolls (the user can drag it taller). */
  rows?: number;
  /** Shows "n of max characters" under the field (needs `maxLength`). */
  showCount?: boolean;
  inputDir?: 'ltr' | 'rtl' | 'auto';
  inputLang?: string;
}

/**
 * Several lines of text (notes, descriptions, address). With `maxLength` and `showCount` a live
 * counter in the current language tells how much room is left. For one line use TextField.
 */
export function TextArea({ label, description, errorMessage, placeholder, rows = 4, showCount = false, inputDir, inputLang, className, validate, ...props }: TextAreaProps) {
  const intl = useIntl();
  const [ownLength, setOwnLength] = useState((props.defaultValue ?? '').length);
  const length = props.value !== undefined ? props.value.length : ownLength;
  return (
    <AriaTextField
      {...props}
      validate={withMinLength(intl, props.minLength, validate)}
      onChange={(value) => {
        setOwnLength(value.length);
        props.onChange?.(value);
      }}
      className={composeRenderProps(className, (own) => [fieldStyles.field, own].filter(Boolean).join(' '))}
    >
      {label && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <AriaTextArea className={[fieldStyles.input, styles.textArea].join(' ')} placeholder={placeholder} rows={rows} dir={inputDir} lang={inputLang} />
      <div className={styles.footer}>
        <div className={fieldStyles.field}>
          {description && <FieldDescription>{description}</FieldDescription>}
          <FieldError errorMessage={errorMessage} minLength={props.minLength} maxLength={props.maxLength} />
        </div>
        {showCount && props.maxLength !== undefined && (
          <span className={[styles.count, length >= props.maxLength ? styles.countOver : ''].join(' ')} aria-live="polite">
            {intl.formatMessage({ id: 'ds.forms.textArea.count' }, { count: length, max: props.maxLength })}
          </span>
        )}
      </div>
    </AriaTextField>
  );
}
