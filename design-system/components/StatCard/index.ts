export { StatCard, statValueFormats } from './StatCard';
export { formatHalalas } from './money';
