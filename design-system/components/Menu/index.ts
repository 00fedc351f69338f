export { Menu, MenuItem, menuItemTones, MenuSection, MenuSeparator, MenuTrigger, type MenuItemProps, type MenuItemTone, type MenuProps, type MenuSectionProps } from './Menu';
