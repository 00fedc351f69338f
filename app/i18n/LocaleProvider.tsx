import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { intlLocale, localeDirection, type Locale } from './locales';
import type { Messages } from './messages';

const LocaleContext = createContext<Locale | null>(null);

/** The route's locale (`ar`, `en`, `tr`, `ur`). */
export function useLocale(): Locale {
  const locale = useContext(LocaleContext);
  if (!locale) throw new Error('useLocale must be used inside <LocaleProvider>');
  return locale;
}

export interface LocaleProviderProps {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
  /** Set `<html lang dir>` (the app does; a story decorator may target its own root). */
  syncDocument?: boolean;
}

/** One locale feeds `<html lang dir>`, react-intl and React Aria, so they never disagree. */
export function LocaleProvider({ locale, messages, children, syncDocument = true }: LocaleProviderProps) {
  useLayoutEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = localeDirection[locale];
  }, [locale, syncDocument]);

  return (
    <LocaleContext.Provider value={locale}>
      <IntlProvider locale={intlLocale[locale]} messages={messages} defaultLocale="en-US">
        <I18nProvider locale={intlLocale[locale]}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
