import { ApiError } from '../../api-spec/client';

/** Seconds before a new code may be asked for (the provider sign-in's rule). */
export const RESEND_SECONDS = 60;

/** The message a failed call carries (the server translates it), or null when it carries none (a network failure). */
export function messageOf(error: unknown): string | null {
  return error instanceof ApiError && error.message ? error.message : null;
}

/** How long to wait before asking for a code again after a refusal: the server's `retry_after`, else the rule. */
export function waitAfter(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfter ?? RESEND_SECONDS;
}
