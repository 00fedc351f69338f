import { readApiFailure } from '../apiFailure';

/** The message for a rejected e-mailed or SMS code (`otp_*` codes of a 422), or null for other failures. */
export function codeProblemMessageId(error: unknown): string | null {
  switch (readApiFailure(error).code) {
    case 'otp_invalid':
      return 'auth.otp.wrong';
    case 'otp_expired':
      return 'auth.otp.expired';
    case 'otp_attempts_exceeded':
      return 'auth.otp.attemptsExceeded';
    default:
      return null;
  }
}

/** A failure the form cannot pin on a field: rate limit (with the wait), or the generic message. */
export function generalProblem(error: unknown): { messageId: string; values?: Record<string, number> } | null {
  const failure = readApiFailure(error);
  if (failure.status === 429) return { messageId: 'auth.rateLimited', values: { seconds: failure.retryAfter ?? 60 } };
  if (failure.status === 422) return null;
  return { messageId: 'authScreens.failed' };
}
