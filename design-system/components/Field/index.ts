export { FieldDescription, FieldError, FieldErrorText, FieldLabel, fieldStyles, type FieldBaseProps } from './Field';
export { withMinLength } from './validationMessage';
export { toLatinDigits } from './digits';
