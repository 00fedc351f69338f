import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import { localeNativeNames, locales } from '../i18n/locales';
import { myBookingsPath } from './pages';
import * as styles from './CustomerFrame.css';

export interface CustomerFrameProps {
  /** This page in another language (`/en/s/barber-house`), for the language links. */
  pathIn: (locale: string) => string;
  children: ReactNode;
}

/**
 * The frame of the customers' pages: the product's name (to the website), the customer's bookings,
 * the page in the other languages (plain links: a language is its own document), and a footer.
 * Links, not buttons: it works before the page's code has arrived.
 */
export function CustomerFrame({ pathIn, children }: CustomerFrameProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <a className={styles.brand} href={`/${locale}`}>
          <FormattedMessage id="app.name" />
        </a>
        <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'customer.nav.label' })}>
          <a className={styles.navLink} href={myBookingsPath(locale)}>
            <FormattedMessage id="customer.nav.myBookings" />
          </a>
          {locales
            .filter((other) => other !== locale)
            .map((other) => (
              <a key={other} className={styles.navLink} href={pathIn(other)} lang={other} hrefLang={other}>
                {localeNativeNames[other]}
              </a>
            ))}
        </nav>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <FormattedMessage id="customer.footer.poweredBy" values={{ name: intl.formatMessage({ id: 'app.name' }) }} />
      </footer>
    </div>
  );
}
