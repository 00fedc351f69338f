export { DateRangePicker } from './DateRangePicker';
