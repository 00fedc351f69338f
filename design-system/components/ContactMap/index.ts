export { ContactMap } from './ContactMap';
