export { Spinner, spinnerSizes } from './Spinner';
