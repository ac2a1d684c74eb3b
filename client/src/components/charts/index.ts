/** Charts shared by the operating screens (monitor, fleet, analytics, dashboard). */
export { type BarItem, BarList, type BarListProps } from './bar-list';
export { type ChartPoint, type ChartSeries, LineChart, type LineChartProps } from './line-chart';
export { Sankey, type SankeyLinkSpec, type SankeyNodeSpec, type SankeyProps } from './sankey';
export { compactNumber } from './scale';
export { Sparkline, type SparklineProps } from './sparkline';
