import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { configureApiRuntime } from './runtime';

/**
 * Tells the API client the current locale, the router's navigate and the translated messages, as
 * they change. Used by every React root that calls the API (the app, the website, stories).
 */
export function useApiRuntime(locale: Locale | string): void {
  const intl = useIntl();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    configureApiRuntime({
      locale,
      navigate: (path) => void navigate(path),
      genericMessage: () => intl.formatMessage({ id: 'error.generic' }),
      translate: (id, values) => intl.formatMessage({ id }, values),
    });
  }, [locale, intl, navigate]);
}
