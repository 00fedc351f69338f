// The spec's error catalogue: a failed resend of the login code shows the toast
// `front.something_wrong`, in the visitor's language, and resending stays possible.
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { toastQueue } from '../../../design-system/components/Toast/toastQueue';
import ar from '../../i18n/messages/ar/common.json';
import en from '../../i18n/messages/en/common.json';
import { providerLoginMachine, type RequestCodeInput } from '../auth/providerLogin.machine';
import { ApiError } from '../../../api-spec/client';
import { createFlowEffects } from './flowEffects';

function signInUntilResendFails(locale: 'ar' | 'en', messages: typeof en) {
  const intl = createIntl({ locale, messages });
  const effects = createFlowEffects(() => ({ intl, navigate: vi.fn() as never, search: '', sink: undefined }), { logoutSessions: async () => undefined });
  let sends = 0;
  const machine = providerLoginMachine.provide({
    actors: {
      // The first code goes out; the resend meets a server failure.
      requestCode: fromPromise<unknown, RequestCodeInput>(async () => {
        sends += 1;
        if (sends > 1) throw new ApiError(500, 'Server Error');
        return null;
      }),
    },
    actions: { ...effects },
  });
  const actor = createActor(machine, { input: { locale } }).start();
  return actor;
}

describe('a failed resend', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastQueue.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    toastQueue.clear();
  });

  for (const [locale, messages, text] of [
    ['en', en, 'Something went wrong, please try again'],
    ['ar', ar, 'حدث خطأ ما، يرجى المحاولة مرة أخرى'],
  ] as const) {
    it(`shows “${text}” as a notice (${locale}) and lets the provider resend again`, async () => {
      const actor = signInUntilResendFails(locale, messages);
      actor.send({ type: 'MOBILE_CHANGED', value: '0500000001' });
      actor.send({ type: 'SUBMIT_MOBILE' });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('codeEntry')).toBe(true));
      await vi.advanceTimersByTimeAsync(60_000);
      actor.send({ type: 'RESEND' });
      await vi.waitFor(() => expect(toastQueue.visibleToasts.map((t) => t.content)).toEqual([{ tone: 'critical', message: text }]));
      expect(actor.getSnapshot().matches({ codeEntry: { resend: 'available' } })).toBe(true);
      actor.stop();
    });
  }
});
