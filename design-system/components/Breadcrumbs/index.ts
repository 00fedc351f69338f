export { Breadcrumbs } from './Breadcrumbs';
