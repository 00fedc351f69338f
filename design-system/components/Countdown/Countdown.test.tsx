import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../i18n/messages/en/data.json';
import { Countdown } from './Countdown';

const inEnglish = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" messages={messages}>
    {children}
  </IntlProvider>
);

/** The timer's text per unit, e.g. { days: '1 day', hours: '02 hours' }. */
function shown() {
  const timer = screen.getByRole('timer');
  return Object.fromEntries([...timer.querySelectorAll('[data-unit]')].map((el) => [el.getAttribute('data-unit'), el.textContent]));
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the time left with unit words and counts down every second', () => {
    render(<Countdown remainingSeconds={86400 + 2 * 3600 + 61} label="Package time left" />, { wrapper: inEnglish });
    expect(screen.getByRole('timer', { name: 'Package time left' })).toBeInTheDocument();
    expect(shown()).toEqual({ days: '1 day', hours: '02 hours', minutes: '01 minute', seconds: '01 second' });
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual({ days: '1 day', hours: '02 hours', minutes: '00 minutes', seconds: '59 seconds' });
  });

  it('counts to an expireAt moment', () => {
    render(<Countdown expireAt="2026-11-25T10:00:05Z" label="Left" />, { wrapper: inEnglish });
    expect(shown()).toEqual({ days: '3 days', hours: '00 hours', minutes: '00 minutes', seconds: '05 seconds' });
  });

  it('stops at zeros and reports expiry once', () => {
    const onExpire = vi.fn();
    render(<Countdown remainingSeconds={2} label="Left" onExpire={onExpire} />, { wrapper: inEnglish });
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual({ days: '0 days', hours: '00 hours', minutes: '00 minutes', seconds: '00 seconds' });
    expect(screen.getByRole('timer')).toHaveAttribute('data-expired', 'true');
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('reaches zero when the deadline passes between two ticks (a throttled tab, a parent re-render)', () => {
    const onExpire = vi.fn();
    const { rerender } = render(<Countdown remainingSeconds={2} label="Left" onExpire={onExpire} />, { wrapper: inEnglish });
    act(() => vi.advanceTimersByTime(1000));
    expect(shown().seconds).toBe('01 second');
    // The clock moves past the deadline without the interval firing; the next render sees it.
    act(() => vi.setSystemTime(Date.now() + 1500));
    rerender(<Countdown remainingSeconds={2} label="Left" onExpire={onExpire} />);
    expect(shown()).toEqual({ days: '0 days', hours: '00 hours', minutes: '00 minutes', seconds: '00 seconds' });
    expect(screen.getByRole('timer')).toHaveAttribute('data-expired', 'true');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows zeros when the caller counts down itself and hands over 0 (the top bar’s package timer)', () => {
    const { rerender } = render(<Countdown remainingSeconds={1} label="Left" />, { wrapper: inEnglish });
    act(() => vi.advanceTimersByTime(1000));
    rerender(<Countdown remainingSeconds={0} label="Left" />);
    expect(shown().seconds).toBe('00 seconds');
    expect(screen.getByRole('timer')).toHaveAttribute('data-expired', 'true');
  });

  it('shows zeros for a past expireAt', () => {
    const onExpire = vi.fn();
    render(<Countdown expireAt="2026-11-01T00:00:00Z" label="Left" onExpire={onExpire} />, { wrapper: inEnglish });
    expect(shown().seconds).toBe('00 seconds');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('explains a broken expireAt instead of counting', () => {
    render(<Countdown expireAt="not a date" label="Left" />, { wrapper: inEnglish });
    expect(screen.getByText(/not a valid date/)).toBeInTheDocument();
    expect(shown().days).toBe('0 days');
  });
});
