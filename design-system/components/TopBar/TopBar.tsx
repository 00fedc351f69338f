import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Icon } from '../Icon';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** At the inline start, after the menu button: the page title or logo. */
  start?: ReactNode;
  /** In the middle, taking the free space: e.g. the package timer. */
  middle?: ReactNode;
  /** At the inline end: notifications, language switch, profile menu. */
  end?: ReactNode;
  /** Phones only: opens the sidebar drawer. Without it no menu button is shown. */
  onMenuPress?: () => void;
  /** Whether the drawer the menu button controls is open (`aria-expanded`). */
  isMenuOpen?: boolean;
}

/**
 * The bar across the top of the dashboard (`vars.size.topBar` high, sticky). Below 768 px it
 * starts with the menu button that opens the Sidebar's drawer; focus returns to it when the
 * drawer closes.
 */
export function TopBar({ start, middle, end, onMenuPress, isMenuOpen = false }: TopBarProps) {
  const intl = useIntl();
  return (
    <header className={styles.topBar}>
      {onMenuPress && (
        <AriaButton
          className={styles.menuButton}
          aria-label={intl.formatMessage({ id: 'ds.navigation.topBar.menu' })}
          aria-expanded={isMenuOpen}
          aria-haspopup="dialog"
          onPress={onMenuPress}
        >
          <Icon name="menu" />
        </AriaButton>
      )}
      {start != null && <div className={styles.start}>{start}</div>}
      <div className={styles.middle}>{middle}</div>
      {end != null && <div className={styles.end}>{end}</div>}
    </header>
  );
}
