export { DescriptionList } from './DescriptionList';
