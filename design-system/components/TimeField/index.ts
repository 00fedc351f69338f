export { TimeField } from './TimeField';
