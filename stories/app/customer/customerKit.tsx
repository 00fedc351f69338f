import { useMemo } from 'react';
import { configure, userEvent } from 'storybook/test';
import { customerCalls } from '../../../app/customer/api';
import { CustomerApp } from '../../../app/customer/CustomerApp';
import type { CustomerData } from '../../../app/customer/data';
import { CUSTOMER_TOKEN_COOKIE } from '../../../app/customer/session';
import { removeCookie, setCookie } from '../../../app/lib/cookies';
import { useLocale } from '../../../app/i18n/LocaleProvider';
import type { Messages } from '../../../app/i18n/messages';
import { NOW } from '../../api/fixtures';
import { publicSalon } from '../../api/customer-fixtures';

// Answers arrive from the mocked API after a render or two; on a busy machine that takes more than the default second.
configure({ asyncUtilTimeout: 8000 });

/** Time stands still at the demo's NOW (Sunday 22 November 2026, 09:00 in Riyadh): the salon opens at 10:00. */
const storyClock = () => Date.parse(NOW);

export type CustomerStoryPage = 'salon' | 'salon-not-found' | 'my-bookings' | 'manage-link' | 'reminders-off' | 'reminders-off-malformed';

/** A reminder's opt-out token as the server writes it (`<client id in base 36>.<signature>`). */
export const DEMO_OPT_OUT_TOKEN = '3f.5Hc2vW0yQ1mXo3Jp8Ld7aA';

/**
 * A customers' page as its document shows it (app/customer/CustomerApp.tsx), in the story's
 * language, with the demo salon, answered by the stories' typed handlers (stories/api/).
 */
export function CustomerPageStory({ page, messages }: { page: CustomerStoryPage; messages: Messages }) {
  const locale = useLocale();
  const calls = useMemo(() => customerCalls(locale), [locale]);
  const data: CustomerData =
    page === 'salon'
      ? { page: 'salon', salon: publicSalon(locale), renderedAt: storyClock() }
      : page === 'salon-not-found'
        ? { page: 'salon-not-found', slug: 'no-such-salon' }
        : page === 'reminders-off' || page === 'reminders-off-malformed'
          ? { page: 'reminders-off', token: page === 'reminders-off' ? DEMO_OPT_OUT_TOKEN : null }
          : { page: 'my-bookings', publicId: page === 'manage-link' ? 'Xq3vT9bK2mNpL8sRw4yZ1A' : null };
  return <CustomerApp key={`${locale}-${page}`} locale={locale} messages={messages} data={data} calls={calls} syncDocument={false} now={storyClock} />;
}

/** The customer is signed in (their token in its own cookie) for the story; signed out again after it. */
export function signedInCustomer() {
  setCookie(CUSTOMER_TOKEN_COOKIE, 'Bearer demo-customer-token', 3600);
  return () => {
    removeCookie(CUSTOMER_TOKEN_COOKIE);
  };
}

/** No customer session. */
export function signedOutCustomer() {
  removeCookie(CUSTOMER_TOKEN_COOKIE);
}

/** Presses a choice card: its radio is drawn by the card, so the press lands on the card (its label). */
export async function pick(input: HTMLElement) {
  await userEvent.click(input.closest('label') ?? input);
}

/** Text as shown, ignoring the direction marks and spaces Intl puts around currencies. */
export const shownAs = (expected: string) => (_: string, element: Element | null) =>
  element?.children.length === 0 && (element.textContent ?? '').replace(/[\u200e\u200f\s]/g, '') === expected.replace(/[\u200e\u200f\s]/g, '');
