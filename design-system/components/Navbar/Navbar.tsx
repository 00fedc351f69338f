import { useState, type ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Drawer } from '../Drawer';
import { Icon } from '../Icon';
import * as styles from './Navbar.css';

interface NavbarLink {
  href: string;
  label: string;
  /** The page being shown (marked `aria-current="page"`). */
  isCurrent?: boolean;
}

export interface NavbarProps {
  /** The logo (an image with alt text) or the product name: it names the home link. */
  brand: ReactNode;
  /** The home page; the brand links there. */
  brandHref: string;
  links: readonly NavbarLink[];
  /** The login entry and the language switch, at the end of the bar (in the menu on phones). */
  actions?: ReactNode;
}

/**
 * The public website's top bar: brand, links to the public pages, login and language.
 * Narrower than 768 px the links and actions move into a menu that slides in (Drawer);
 * it closes when a link is followed, and focus returns to the menu button.
 */
export function Navbar({ brand, brandHref, links, actions }: NavbarProps) {
  const intl = useIntl();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const navLabel = intl.formatMessage({ id: 'ds.website.navbar.label' });
  const menuLabel = intl.formatMessage({ id: 'ds.website.navbar.menu' });

  const linkItems = (inMenu: boolean) =>
    links.map((link) => (
      <li key={link.href}>
        <AriaLink
          href={link.href}
          className={styles.link}
          aria-current={link.isCurrent ? 'page' : undefined}
          onPress={inMenu ? () => setMenuOpen(false) : undefined}
        >
          {link.label}
        </AriaLink>
      </li>
    ));

  return (
    <header className={styles.container}>
      <div className={styles.bar}>
        <AriaLink href={brandHref} className={styles.brand}>
          {brand}
        </AriaLink>
        <nav aria-label={navLabel} className={styles.nav}>
          <ul className={styles.links}>{linkItems(false)}</ul>
        </nav>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        <AriaButton className={styles.menuButton} aria-label={menuLabel} aria-expanded={isMenuOpen} onPress={() => setMenuOpen(true)}>
          <Icon name="menu" />
        </AriaButton>
      </div>
      <Drawer title={menuLabel} isOpen={isMenuOpen} onOpenChange={setMenuOpen}>
        <nav aria-label={navLabel}>
          <ul className={styles.drawerLinks}>{linkItems(true)}</ul>
        </nav>
        {actions ? <div className={styles.drawerActions}>{actions}</div> : null}
      </Drawer>
    </header>
  );
}
