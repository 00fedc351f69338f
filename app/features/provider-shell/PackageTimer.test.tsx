/**
 * The top bar's package timer as a provider sees it (spec sections 4 and 8): it counts down once a
 * second from the active package, and at expiry shows "Your package has expired" once and zeros,
 * never a last second left on screen. The API is answered at the browser's fetch; the rest is the
 * app's own (client, machine, Countdown).
 */
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createIntl } from 'react-intl';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ToastQueueModule from '../../../design-system/components/Toast/toastQueue';
import type * as LocaleProviderModule from '../../i18n/LocaleProvider';
import type { Messages } from '../../i18n/messages';
import { installRecordingFetch } from '../testing/recordingFetch';

// This file loads the app's modules afresh; the next file in the worker (isolate: false) gets its own.
afterAll(() => vi.resetModules());

const T0 = Date.parse('2026-11-26T09:00:00Z');
const answer = { expiresInMs: 2000 };

let PackageTimer: ComponentType;
let LocaleProvider: typeof LocaleProviderModule.LocaleProvider;
let toastQueue: typeof ToastQueueModule.toastQueue;
let en: Messages;
/** A message as the provider reads it (the catalogues are compiled). */
let say: (id: string) => string;

beforeAll(async () => {
  vi.resetModules();
  installRecordingFetch((request) =>
    request.path === '/api/provider/packages/activeSubscribedPackage'
      ? {
          body: {
            data: { package_name: 'Gold', expire_at: new Date(Date.now() + answer.expiresInMs).toISOString(), expire_at_timer: answer.expiresInMs / 1000 },
            message: 'ok',
          },
        }
      : { status: 404, body: { code: 'not_found', message: 'Not found' } },
  );
  // Imported once fetch is replaced: the client takes fetch when it is created.
  // (and the modules it shares with the test: the locale's context, the notices' queue).
  ({ PackageTimer } = await import('./PackageTimer'));
  ({ LocaleProvider } = await import('../../i18n/LocaleProvider'));
  ({ toastQueue } = await import('../../../design-system/components/Toast/toastQueue'));
  en = await (await import('../../i18n/messages')).loadMessages('en');
  say = (id) => createIntl({ locale: 'en', messages: en }).formatMessage({ id });
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
  toastQueue.clear();
});

/** The timer's text per unit, e.g. { days: '0 days', seconds: '02 seconds' }. */
function shown() {
  const timer = screen.getByRole('timer', { name: say('providerShell.package.timeLeft') });
  return Object.fromEntries([...timer.querySelectorAll('[data-unit]')].map((el) => [el.getAttribute('data-unit'), el.textContent]));
}

const expiredNotices = () => toastQueue.visibleToasts.filter((t) => t.content.message === say('admin.package_expired'));

describe('the package timer in the top bar', () => {
  beforeEach(() => {
    toastQueue.clear();
    // Timers and the clock are the test's; promises (the fetch) run as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
  });

  // 1 s: the top bar's own tick and the Countdown's land together at expiry (the display once stayed
  // at 00:00:01 beside the expired notice); 2 s and 2.5 s: it counts a second first.
  for (const [expiresInMs, firstSeconds] of [
    [1000, '01 second'],
    [2000, '02 seconds'],
    [2500, '02 seconds'],
  ] as const) {
    it(`counts down each second, then says the package expired and shows zeros (expiry ${expiresInMs} ms away)`, async () => {
      answer.expiresInMs = expiresInMs;
      render(
        <LocaleProvider locale="en" messages={en} syncDocument={false}>
          <PackageTimer />
        </LocaleProvider>,
      );
      await vi.waitFor(() => expect(shown().seconds).toBe(firstSeconds));
      expect(screen.getByText('Gold')).toBeInTheDocument();
      expect(shown()).toMatchObject({ days: '0 days', hours: '00 hours', minutes: '00 minutes' });

      for (let passed = 1000; passed < expiresInMs; passed += 1000) {
        await act(() => vi.advanceTimersByTimeAsync(1000));
        expect(expiredNotices()).toHaveLength(0);
      }
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(shown()).toEqual({ days: '0 days', hours: '00 hours', minutes: '00 minutes', seconds: '00 seconds' });
      expect(screen.getByRole('timer')).toHaveAttribute('data-expired', 'true');
      expect(expiredNotices()).toHaveLength(1);

      // It stays at zero, and the notice is not repeated.
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(shown().seconds).toBe('00 seconds');
      expect(expiredNotices()).toHaveLength(1);
    });
  }
});
