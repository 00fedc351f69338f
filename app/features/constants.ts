/**
 * The product's numbers from the spec (sections 6 and 9), in one place so that the machines,
 * the UI and the tests read the same values.
 */

/** Seconds before a new login code may be requested. */
export const RESEND_COUNTDOWN_SECONDS = 60;
/** Digits in an SMS login code. */
export const OTP_LENGTH = 4;
/** Shortest focus password accepted. */
export const FOCUS_PASSWORD_MIN = 8;
/** Lifetime of the provider session cookies. */
export const PROVIDER_COOKIE_SECONDS = 86400;
/** Lifetime of the focus session cookies after a password login. */
export const FOCUS_COOKIE_SECONDS = 86400;
/** Lifetime of the focus session cookies after a Google or Apple sign-in. */
export const SOCIAL_COOKIE_SECONDS = 7200;
/** How often the package countdown refreshes. */
export const PACKAGE_TIMER_TICK_MS = 1000;
/** Date groups shown on the notification card. */
export const NOTIFICATION_GROUPS = 2;
/** Notifications shown per date group on the card. */
export const NOTIFICATIONS_PER_GROUP = 3;
/** Placeholder rows in the notification dropdown while it loads. */
export const NOTIFICATION_PLACEHOLDERS = 4;
/** How long a notice (toast) stays. */
export const TOAST_MS = 3000;
/** Volume of the speaker test sound. */
export const SPEAKER_TEST_VOLUME = 0.6;

/** The only country code offered for provider mobiles. */
export const PROVIDER_COUNTRY_CODE = '+966';

/** Cookie names the session writes, reads and removes. */
export const SESSION_COOKIES = {
  providerToken: 'provider_token',
  providerPermissions: 'provider_permissions',
  focusToken: 'focus_token',
  focusPermissions: 'focus_permissions',
} as const;
