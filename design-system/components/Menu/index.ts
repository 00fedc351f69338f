export { Menu, MenuItem,  MenuSection, MenuSeparator, MenuTrigger } from './Menu';
