export { FieldDescription, FieldError, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps, type FieldErrorProps, type FieldLabelProps } from './Field';
export { validationMessage, withMinLength, type ValidationMessageLimits } from './validationMessage';
export { toLatinDigits } from './digits';
