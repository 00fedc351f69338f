export { Navbar, type NavbarLink, type NavbarProps } from './Navbar';
