export { BarChart, chartValueFormats, chartXTypes, LineChart, type ChartPoint } from './Chart';
