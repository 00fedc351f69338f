export { Form, type FormProps } from './Form';
export { validationErrorsFrom, type ApiErrorBody, type FieldValidationErrors } from './validationErrors';
