import type { IntlShape } from 'react-intl';

/** An e-mail address as people mean it: something@domain.tld, no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isEmail = (value: string): boolean => emailShape.test(value.trim());

/** `validate` for an e-mail field: a translated message when the address is malformed (empty is left to isRequired). */
export const validateEmail = (intl: IntlShape) => (value: string) =>
  value.trim() === '' || isEmail(value) ? null : intl.formatMessage({ id: 'authScreens.email.invalid' });

/**
 * The form errors when a password confirmation differs from the password, or null. Checked when
 * the form is sent (not as the field loses focus): a message appearing under the field on blur
 * moves the submit button away from a click already under way.
 */
export function confirmationErrors(intl: IntlShape, password: string, confirmation: string): Record<string, string[]> | null {
  return password === confirmation ? null : { password_confirmation: [intl.formatMessage({ id: 'authScreens.password.mismatch' })] };
}

/** The body of a failed call, for `<Form errorBody>` (its field errors show under the fields). */
export function errorBodyOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : undefined;
}

/** The failed call's status (500 for anything that is not an API error). */
export function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? (error as { status: unknown }).status : undefined;
  return typeof status === 'number' ? status : 500;
}
