import { lazy, Suspense } from 'react';
import { LocaleProvider } from '../i18n/LocaleProvider';
import type { Locale } from '../i18n/locales';
import type { Messages } from '../i18n/messages';
import { CustomerCallsProvider, type CustomerCalls } from './calls';
import { ClockProvider } from './clock';
import { CustomerFrame } from './CustomerFrame';
import type { CustomerData } from './data';
import { myBookingsPath, remindersOffPath, salonPath } from './pages';
import { SalonNotFound } from './SalonNotFound';
import { SalonPage } from './salon/SalonPage';

const MyBookingsPage = lazy(() => import('./my-bookings/MyBookingsPage').then((m) => ({ default: m.MyBookingsPage })));
const RemindersOffPage = lazy(() => import('./reminders-off/RemindersOffPage').then((m) => ({ default: m.RemindersOffPage })));

export interface CustomerAppProps {
  locale: Locale;
  messages: Messages;
  data: CustomerData;
  calls: CustomerCalls;
  /** Set `<html lang dir>` (the document; stories have their own root). */
  syncDocument?: boolean;
  /** The clock (stories pass a fixed one). */
  now?: () => number;
}

/** The customers' pages (app/customer/pages.ts): one page per document, no router. */
export function CustomerApp({ locale, messages, data, calls, syncDocument = true, now = Date.now }: CustomerAppProps) {
  const pathIn = (other: string) =>
    data.page === 'salon'
      ? salonPath(other, data.salon.slug)
      : data.page === 'my-bookings'
        ? myBookingsPath(other, data.publicId ?? undefined)
        : data.page === 'reminders-off'
          ? remindersOffPath(other, data.token ?? '-')
          : salonPath(other, data.slug);
  return (
    <LocaleProvider locale={locale} messages={messages} syncDocument={syncDocument}>
      <ClockProvider value={now}>
      <CustomerCallsProvider value={calls}>
        <CustomerFrame pathIn={pathIn}>
          {data.page === 'salon' && <SalonPage salon={data.salon} renderedAt={data.renderedAt} />}
          {data.page === 'salon-not-found' && <SalonNotFound />}
          {data.page === 'my-bookings' && (
            <Suspense fallback={null}>
              <MyBookingsPage publicId={data.publicId} />
            </Suspense>
          )}
          {data.page === 'reminders-off' && (
            <Suspense fallback={null}>
              <RemindersOffPage token={data.token} />
            </Suspense>
          )}
        </CustomerFrame>
      </CustomerCallsProvider>
      </ClockProvider>
    </LocaleProvider>
  );
}
