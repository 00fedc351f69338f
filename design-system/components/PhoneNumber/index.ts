export { PhoneNumber, telHref } from './PhoneNumber';
