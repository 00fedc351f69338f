export { Footer, socialNetworks, type FooterLink, type FooterProps, type SocialLink, type SocialNetwork } from './Footer';
