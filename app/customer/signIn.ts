import type { ApiError } from '../../api-spec/client';

/** Seconds before a new code may be asked for (the provider sign-in's rule). */
export const RESEND_SECONDS = 60;

/**
 * A failed call's normalised error (api-spec/client.ts), told by its shape: the page's first load
 * does not carry the API client, which loads with the first call (lazyCalls.ts).
 */
export function apiErrorOf(error: unknown): ApiError | null {
  return error instanceof Error && error.name === 'ApiError' ? (error as ApiError) : null;
}

/** The message a failed call carries (the server translates it), or null when it carries none (a network failure). */
export function messageOf(error: unknown): string | null {
  return apiErrorOf(error)?.message || null;
}

/** How long to wait before asking for a code again after a refusal: the server's `retry_after`, else the rule. */
export function waitAfter(error: unknown): number | null {
  const failure = apiErrorOf(error);
  if (failure?.status !== 429) return null;
  return failure.retryAfter ?? RESEND_SECONDS;
}
