export { BarChart, chartValueFormats, chartXTypes, LineChart, type ChartPoint, type ChartProps, type ChartValueFormat, type ChartXType } from './Chart';
export { bandCentre, labelStride, linearScale, niceTicks, type PlotBox } from './scale';
