import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '../../design-system';
import { useLocale } from '../i18n/LocaleProvider';
import { switchLocalePath } from '../i18n/localePath';
import { localeDirection, localeNativeNames, locales, type Locale } from '../i18n/locales';

const allLanguages = locales.map((code) => ({ code, nativeName: localeNativeNames[code], dir: localeDirection[code] }));

/** The language switch wired to the address: path, query and hash are kept; the route loads the new messages. */
export function AppLanguageSwitch({ only, defaultOpen, keepFocus }: { only?: readonly Locale[]; defaultOpen?: boolean; keepFocus?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const languages = only ? allLanguages.filter((l) => only.includes(l.code)) : allLanguages;
  return (
    <LanguageSwitch
      label={intl.formatMessage({ id: 'language.label' })}
      languages={languages}
      value={locale}
      defaultOpen={defaultOpen}
      keepFocus={keepFocus}
      onChange={(code) => void navigate(switchLocalePath(pathname, search, hash, code as Locale))}
    />
  );
}
