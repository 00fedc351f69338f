import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Button } from '../../../design-system/components/Button';
import { Icon } from '../../../design-system/components/Icon';
import { Link } from '../../../design-system/components/Link';
import { useLocale } from '../../i18n/LocaleProvider';
import { localePath } from '../../i18n/localePath';
import { useOpenLogin } from './loginModal';
import { SiteLanguageSwitch } from './SiteLanguageSwitch';
import * as styles from './SiteNavbar.css';

/** The public pages the navbar links to, in order. */
const siteNavLinks = [
  { path: '/', messageId: 'website.nav.home' },
  { path: '/about', messageId: 'website.nav.about' },
  { path: '/contact', messageId: 'website.nav.contact' },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <ul className={styles.links}>
      {siteNavLinks.map(({ path, messageId }) => {
        const href = localePath(locale, path);
        const current = pathname === href || pathname === `${href}/`;
        return (
          <li key={path}>
            <Link href={href} tone="neutral" underline="hover" className={styles.link} aria-current={current ? 'page' : undefined} onPress={onNavigate}>
              <FormattedMessage id={messageId} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The website's top bar: the brand, the public pages, the provider login entry and the language
 * switch. Below 768 px the pages and the login move into a menu behind a button.
 */
export function SiteNavbar() {
  const intl = useIntl();
  const locale = useLocale();
  const openLogin = useOpenLogin();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();

  // A new page closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        <FormattedMessage id="website.skipToContent" />
      </a>
      <div className={styles.bar}>
        <Link href={localePath(locale)} tone="neutral" underline="hover" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <Icon name="scissors" />
          </span>
          <FormattedMessage id="app.name" />
        </Link>
        <nav aria-label={intl.formatMessage({ id: 'website.nav.label' })} className={styles.desktopNav}>
          <NavLinks />
        </nav>
        <div className={styles.actions}>
          <SiteLanguageSwitch />
          <Button size="small" className={styles.desktopOnly} onPress={() => openLogin('provider')}>
            <Icon name="user" />
            <FormattedMessage id="website.nav.signIn" />
          </Button>
          <Button
            tone="ghost"
            size="small"
            className={styles.menuButton}
            aria-label={intl.formatMessage({ id: 'website.nav.menu' })}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onPress={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
          </Button>
        </div>
      </div>
      <nav id={menuId} hidden={!menuOpen} aria-label={intl.formatMessage({ id: 'website.nav.label' })} className={styles.phoneMenu}>
        <NavLinks onNavigate={() => setMenuOpen(false)} />
        <Button
          fullWidth
          onPress={() => {
            setMenuOpen(false);
            openLogin('provider');
          }}
        >
          <Icon name="user" />
          <FormattedMessage id="website.nav.signIn" />
        </Button>
        <Link href={localePath(locale, '/auth')} className={styles.link}>
          <FormattedMessage id="website.nav.register" />
        </Link>
      </nav>
    </header>
  );
}
