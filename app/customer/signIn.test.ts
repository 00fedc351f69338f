import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api-spec/client';
import { messageOf, waitAfter } from './signIn';

describe('what the page says of a failed call', () => {
  it('shows the server’s own (translated) message, or none for a network failure', () => {
    expect(messageOf(new ApiError(422, 'الرمز غير صحيح.', { code: 'otp_invalid' }))).toBe('الرمز غير صحيح.');
    expect(messageOf(new ApiError(500, ''))).toBeNull();
    expect(messageOf(new Error('boom'))).toBeNull();
  });

  it('waits as long as the server says before a new code, else 60 s; not at all for other failures', () => {
    expect(waitAfter(new ApiError(429, 'wait', { code: 'code_resend_too_soon', retry_after: 42 }))).toBe(42);
    expect(waitAfter(new ApiError(429, 'too many', { code: 'too_many_requests' }))).toBe(60);
    expect(waitAfter(new ApiError(422, 'bad'))).toBeNull();
  });
});
