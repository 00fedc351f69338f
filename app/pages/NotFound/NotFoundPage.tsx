import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../../design-system';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import * as styles from './NotFoundPage.css';

/** Where "go home" leads: the provider dashboard from inside it, else the public home. */
export function homeFor(pathname: string): string {
  return pathname.includes('provider-dashboard') ? '/provider-dashboard' : '/';
}

export function NotFoundPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <main className={styles.page}>
      <title>{intl.formatMessage({ id: 'notFound.metaTitle' })}</title>
      <p className={styles.code} aria-hidden="true">
        <FormattedMessage id="notFound.code" />
      </p>
      <h1 className={styles.title}>
        <FormattedMessage id="notFound.title" />
      </h1>
      <Button onPress={() => navigate(localePath(locale, homeFor(pathname)))}>
        <FormattedMessage id="notFound.goHome" />
      </Button>
    </main>
  );
}
