export { StatCard, statValueFormats, type StatCardProps, type StatTrend, type StatValueFormat } from './StatCard';
export { defaultTrendTone, trendDirection, trendTones, type TrendDirection, type TrendTone } from './trend';
export { formatHalalas, halalasToSar, sarFormatOptions } from './money';
