import type { ReactNode } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Popover,
  Separator,
  Text,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Icon, type IconName } from '../Icon';
import * as styles from './Menu.css';

type MenuItemTone = 'neutral' | 'critical';

/** Opens a Menu from its first child (a Button or IconButton) by press, Enter, Space or ArrowDown/Up. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export interface MenuProps<T> extends AriaMenuProps<T> {
  /** Where the list opens relative to the trigger; `bottom start` follows the reading direction. */
  placement?: PopoverProps['placement'];
}

/**
 * A list of actions or links in a popover (row actions, account menu). Arrow keys move, typing
 * jumps to an item, Enter/Space activates, Escape closes and returns focus to the trigger.
 * For choosing a value use Select; for navigation between pages use links in the Sidebar or Tabs.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={styles.popover}>
      <AriaMenu {...props} className={composeRenderProps(className, (own) => [styles.menu, own].filter(Boolean).join(' '))} />
    </Popover>
  );
}

export interface MenuItemProps<T> extends Omit<AriaMenuItemProps<T>, 'children'> {
  children: ReactNode;
  icon?: IconName;
  /** A second line under the label. */
  description?: ReactNode;
  tone?: MenuItemTone;
}

/** One action or link (`href`) in a Menu. In a menu with `selectionMode`, a selected item shows a check. */
export function MenuItem<T extends object>({ children, icon, description, tone = 'neutral', className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (own) => [styles.item, tone === 'critical' ? styles.critical : undefined, own].filter(Boolean).join(' '))}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon && <Icon name={icon} />}
          <span className={styles.itemText}>
            <Text slot="label">{children}</Text>
            {description && (
              <Text slot="description" className={styles.itemDescription}>
                {description}
              </Text>
            )}
          </span>
          {selectionMode !== 'none' && isSelected && <Icon name="check" className={styles.check} />}
        </>
      )}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps<T> extends Omit<AriaMenuSectionProps<T>, 'children'> {
  /** The visible heading of the group (also its accessible name). */
  title?: ReactNode;
  children: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title && <Header className={styles.header}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
