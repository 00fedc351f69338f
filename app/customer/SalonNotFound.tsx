import { FormattedMessage } from 'react-intl';
import { useLocale } from '../i18n/LocaleProvider';
import * as styles from './salon/SalonPage.css';

/** An unknown salon, or one not taking bookings online (sent with HTTP 404). */
export function SalonNotFound() {
  const locale = useLocale();
  return (
    <section className={styles.card} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.name}>
        <FormattedMessage id="customer.notFound.title" />
      </h1>
      <p className={styles.muted}>
        <FormattedMessage id="customer.notFound.body" />
      </p>
      <p className={styles.row}>
        <a className={styles.link} href={`/${locale}`}>
          <FormattedMessage id="customer.notFound.home" />
        </a>
      </p>
    </section>
  );
}
