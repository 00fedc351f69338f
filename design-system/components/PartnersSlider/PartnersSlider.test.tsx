import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../i18n/messages/en/website.json';
import { PARTNERS_AUTO_ADVANCE_MS } from './carousel';
import { PartnersSlider } from './PartnersSlider';

const inEnglish = ({ children }: { children: ReactNode }) => (
  <IntlProvider locale="en-US" messages={messages}>
    {children}
  </IntlProvider>
);
const partners = ['a', 'b', 'c', 'd'].map((id) => ({ id, name: `Partner ${id}`, logoSrc: `/${id}.svg` }));
const firstVisible = () => document.querySelector('[data-visible]')?.getAttribute('aria-label');

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('PartnersSlider auto-advance', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves one slide every interval', () => {
    preferReducedMotion(false);
    render(<PartnersSlider partners={partners} label="Partners" />, { wrapper: inEnglish });
    expect(firstVisible()).toBe('1 of 4');
    act(() => vi.advanceTimersByTime(PARTNERS_AUTO_ADVANCE_MS));
    expect(firstVisible()).toBe('2 of 4');
    expect(screen.getByRole('button', { name: 'Pause automatic scrolling' })).toBeInTheDocument();
  });

  it('does not move by itself for people who prefer reduced motion, but can be started', () => {
    preferReducedMotion(true);
    render(<PartnersSlider partners={partners} label="Partners" />, { wrapper: inEnglish });
    act(() => vi.advanceTimersByTime(PARTNERS_AUTO_ADVANCE_MS * 3));
    expect(firstVisible()).toBe('1 of 4');
    const play = screen.getByRole('button', { name: 'Start automatic scrolling' });
    act(() => play.click());
    act(() => vi.advanceTimersByTime(PARTNERS_AUTO_ADVANCE_MS));
    expect(firstVisible()).toBe('2 of 4');
  });
});
