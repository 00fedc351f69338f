/**
 * The e-mail a provider asked a reset code for, kept for the next step (the spec's "forgot-password
 * e-mail" in the provider state). Session storage: it lasts for this tab and is gone afterwards.
 */
const KEY = 'mawid.forgotPasswordEmail';

export function rememberResetEmail(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    // Storage can be off (private mode); the next step then asks for the e-mail again.
  }
}

export function recallResetEmail(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetResetEmail(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
