import { useId, type ReactNode } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { phoneOnly } from '../../theme/breakpoints';
import { Drawer } from '../Drawer';
import { Icon, type IconName } from '../Icon';
import { Tooltip } from '../Tooltip';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Sidebar.css';
import { useMediaQuery } from '../../theme/useMediaQuery';

export interface SidebarItem {
  id: string;
  /** The page's name, already translated. */
  label: string;
  icon: IconName;
  href: string;
  /** A count to draw attention (e.g. pending reservations); hidden when 0 or absent. */
  badge?: number;
}

/** A run of links under a heading ("Bookings", "Money"); without a label, the links stand alone. */
export interface SidebarGroup {
  id: string;
  /** The group's heading, already translated. */
  label?: string;
  items: readonly SidebarItem[];
}

export interface SidebarProps {
  /** The links, in one list; or pass `groups`. */
  items?: readonly SidebarItem[];
  /** The links in named groups (used instead of `items`). */
  groups?: readonly SidebarGroup[];
  /** The item of the current page (`aria-current="page"`). */
  activeId?: string;
  /** The navigation's accessible name; defaults to "Main menu" in the current language. */
  label?: string;
  /** Icons only (desktop); labels stay available to screen readers and in tooltips. */
  collapsed?: boolean;
  /** Shows the collapse toggle when given. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Phones (below 768 px): whether the drawer is open (the TopBar's menu button opens it). */
  mobileOpen?: boolean;
  onMobileOpenChange?: (open: boolean) => void;
  /** Above the items, e.g. the logo (it receives `[data-collapsed]` on its container). */
  header?: ReactNode;
  /**
   * Below the items, e.g. settings and logout. A function is given whether this copy is shown
   * collapsed (icons only), so that an entry labels itself: the drawer on a phone is never collapsed.
   */
  footer?: ReactNode | ((state: { collapsed: boolean }) => ReactNode);
  /** Always live in the drawer, whatever the width (e.g. a full-screen session layout). */
  drawerOnly?: boolean;
}

const noItems: readonly SidebarItem[] = [];

interface NavListProps {
  groups: readonly SidebarGroup[];
  activeId?: string;
  collapsed: boolean;
  onNavigate?: () => void;
}

function NavGroups({ groups, activeId, collapsed, onNavigate }: NavListProps) {
  const baseId = useId();
  return (
    <div className={styles.groups}>
      {groups.map((group) =>
        group.label ? (
          <div
            key={group.id}
            role="group"
            // Collapsed, the heading gives way to a rule; the group keeps its name.
            aria-label={collapsed ? group.label : undefined}
            aria-labelledby={collapsed ? undefined : `${baseId}-${group.id}`}
            className={styles.group}
            data-group={group.id}
          >
            {collapsed ? null : (
              <span id={`${baseId}-${group.id}`} className={styles.groupLabel}>
                {group.label}
              </span>
            )}
            <NavList items={group.items} activeId={activeId} collapsed={collapsed} onNavigate={onNavigate} />
          </div>
        ) : (
          <NavList key={group.id} items={group.items} activeId={activeId} collapsed={collapsed} onNavigate={onNavigate} />
        ),
      )}
    </div>
  );
}

function NavList({ items, activeId, collapsed, onNavigate }: Omit<NavListProps, 'groups'> & { items: readonly SidebarItem[] }) {
  const intl = useIntl();
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const count = item.badge && item.badge > 0 ? item.badge : 0;
        const badge =
          count > 0 ? (
            <>
              <span aria-hidden="true" className={[styles.badge, collapsed ? styles.badgeOnIcon : undefined].filter(Boolean).join(' ')}>
                {intl.formatNumber(count)}
              </span>
              <VisuallyHidden>{intl.formatMessage({ id: 'ds.navigation.sidebar.badge' }, { count })}</VisuallyHidden>
            </>
          ) : null;
        const link = (
          <Link
            href={item.href}
            className={styles.item}
            aria-current={item.id === activeId ? 'page' : undefined}
            onPress={onNavigate}
            data-item={item.id}
          >
            <span className={styles.icon}>
              <Icon name={item.icon} />
              {collapsed && badge}
            </span>
            {collapsed ? <VisuallyHidden>{item.label}</VisuallyHidden> : <span className={styles.label}>{item.label}</span>}
            {!collapsed && badge}
          </Link>
        );
        return (
          <li key={item.id}>
            {collapsed ? (
              <Tooltip content={item.label} placement="end">
                {link}
              </Tooltip>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The dashboard's main navigation: 300 px wide (`vars.size.sidebar`), collapsible to icons
 * (`vars.size.sidebarCollapsed`); below 768 px it is a Drawer from the inline-start edge that
 * the TopBar's menu button opens (pass `mobileOpen` / `onMobileOpenChange`). Links may come in
 * named `groups` (each a labelled group; collapsed, a rule stands in for the heading). Links navigate
 * through React Aria's RouterProvider; the current page is marked with `aria-current="page"`,
 * a bar and weight, not colour alone.
 */
export function Sidebar({
  items = noItems,
  groups,
  activeId,
  label,
  collapsed = false,
  onCollapsedChange,
  mobileOpen = false,
  onMobileOpenChange,
  header,
  footer,
  drawerOnly = false,
}: SidebarProps) {
  const intl = useIntl();
  const isPhone = useMediaQuery(phoneOnly);
  const inDrawer = drawerOnly || isPhone;
  const navId = useId();
  const sections = groups ?? [{ id: 'items', items }];
  const name = label ?? intl.formatMessage({ id: 'ds.navigation.sidebar.label' });
  const toggleLabel = collapsed
    ? intl.formatMessage({ id: 'ds.navigation.sidebar.expand' })
    : intl.formatMessage({ id: 'ds.navigation.sidebar.collapse' });

  const footerAt = (isCollapsed: boolean) => (typeof footer === 'function' ? footer({ collapsed: isCollapsed }) : footer);

  const toggle = onCollapsedChange ? (
    <AriaButton
      className={styles.toggle}
      aria-label={toggleLabel}
      aria-expanded={!collapsed}
      aria-controls={navId}
      onPress={() => onCollapsedChange(!collapsed)}
    >
      <Icon name={collapsed ? 'chevronEnd' : 'chevronStart'} className={styles.toggleIcon} />
    </AriaButton>
  ) : null;

  return (
    <>
      {/* Not drawn on a phone, where it would be hidden (display: none): the first load there does
          not render a second copy of every link (issue 21 item 17). */}
      {!inDrawer && (
        <aside className={styles.sidebar} data-collapsed={collapsed || undefined}>
          {header != null && <div className={styles.header}>{header}</div>}
          <nav id={navId} aria-label={name} className={styles.nav}>
            <NavGroups groups={sections} activeId={activeId} collapsed={collapsed} />
          </nav>
          {(footer != null || toggle) && (
            <div className={styles.footer}>
              {footerAt(collapsed)}
              {toggle && collapsed ? (
                <Tooltip content={toggleLabel} placement="end">
                  {toggle}
                </Tooltip>
              ) : (
                toggle
              )}
            </div>
          )}
        </aside>
      )}
      {inDrawer && (
        <Drawer title={name} header={header} isOpen={mobileOpen} onOpenChange={onMobileOpenChange}>
          <nav aria-label={name} className={styles.drawerNav}>
            <NavGroups groups={sections} activeId={activeId} collapsed={false} onNavigate={() => onMobileOpenChange?.(false)} />
          </nav>
          {footer != null && <div className={styles.footer}>{footerAt(false)}</div>}
        </Drawer>
      )}
    </>
  );
}
