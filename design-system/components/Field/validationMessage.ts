import type { IntlShape } from 'react-intl';
import type { ValidationResult } from 'react-aria-components';

export interface ValidationMessageLimits {
  minLength?: number;
  maxLength?: number;
}

/**
 * The text shown for a failed validation, in the current language.
 * Messages from `validate` or the server (custom errors) are shown as they are; the browser's
 * own messages (required, too short…) are replaced, because they come in the browser's language.
 */
export function validationMessage(intl: IntlShape, result: ValidationResult, limits: ValidationMessageLimits = {}): string {
  const details = result.validationDetails;
  if (details.customError && result.validationErrors.length > 0) return result.validationErrors.join(' ');
  if (details.valueMissing) return intl.formatMessage({ id: 'ds.forms.error.required' });
  if (details.tooShort && limits.minLength !== undefined) return intl.formatMessage({ id: 'ds.forms.error.tooShort' }, { min: limits.minLength });
  if (details.tooLong && limits.maxLength !== undefined) return intl.formatMessage({ id: 'ds.forms.error.tooLong' }, { max: limits.maxLength });
  if (details.typeMismatch || details.patternMismatch || details.badInput) return intl.formatMessage({ id: 'ds.forms.error.format' });
  if (details.rangeUnderflow || details.rangeOverflow || details.stepMismatch) return intl.formatMessage({ id: 'ds.forms.error.range' });
  // Errors from `validate` in aria mode carry no validity flags.
  if (result.validationErrors.length > 0) return result.validationErrors.join(' ');
  return intl.formatMessage({ id: 'ds.forms.error.invalid' });
}

type Validate = (value: string) => string | string[] | true | null | undefined;

/**
 * A `validate` for text fields that also checks `minLength` in script. Browsers flag a too short
 * value only after real typing (not after autofill or paste by script), so the rule would be skipped.
 */
export function withMinLength(intl: IntlShape, minLength: number | undefined, validate?: Validate): Validate | undefined {
  if (minLength === undefined) return validate;
  return (value) => {
    if (value !== '' && value.length < minLength) return intl.formatMessage({ id: 'ds.forms.error.tooShort' }, { min: minLength });
    return validate?.(value);
  };
}
