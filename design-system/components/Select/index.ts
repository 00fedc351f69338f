export { Select, SelectItem, SelectSection } from './Select';
