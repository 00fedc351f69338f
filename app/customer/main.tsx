import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../../design-system/theme/fonts';
import '../../design-system/theme/global.css';
import { lightTheme } from '../../design-system/theme/light.css';
import { defaultLocale, isLocale } from '../i18n/locales';
import { lazyCustomerCalls } from './lazyCalls';
import { CustomerApp } from './CustomerApp';
import type { CustomerData } from './data';
import { loadCustomerMessages } from './messages';
import { CUSTOMER_DATA_ID, customerPageOf } from './pages';

/**
 * The customers' pages' entry (customer.html). The server sends a salon's page rendered with the
 * salon it was rendered from; this hydrates it (as a transition: React yields to the browser as
 * it goes). The bookings page is rendered on the server without the customer's data, which only
 * this browser's session may read.
 */
document.body.classList.add(lightTheme);
const segment = window.location.pathname.split('/')[1];
const locale = isLocale(segment) ? segment : defaultLocale;
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from customer.html');

const sent = document.getElementById(CUSTOMER_DATA_ID)?.textContent;
const page = customerPageOf(window.location.pathname, [locale]);
const data: CustomerData = sent
  ? (JSON.parse(sent) as CustomerData)
  : page?.page === 'my-bookings'
    ? { page: 'my-bookings', publicId: page.publicId }
    : page?.page === 'reminders-off'
      ? { page: 'reminders-off', token: page.token }
      : { page: 'salon-not-found', slug: page?.page === 'salon' ? page.slug : '' };

void loadCustomerMessages(locale).then((messages) => {
  const calls = lazyCustomerCalls(locale);
  const app = (
    <StrictMode>
      <CustomerApp locale={locale} messages={messages} data={data} calls={calls} />
    </StrictMode>
  );
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  document.documentElement.dataset.interactive = 'true';
});
