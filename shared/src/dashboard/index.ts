/*
 * What every dashboard screen shares (DOMAIN §10): the frame with its loading / error / empty states, figure
 * cards, chart panels (recharts arrives in its own chunk: withCharts loads it beside a dashboard page), the
 * 만원/억원 formats and the period filters. Not part of '@dure/shared' itself, so no other screen carries it.
 */
export { CardRow, DashboardFrame, EMPTY_TEXT, Panel, PanelGrid, balancedColumns } from './DashboardFrame';
export { StatCard } from './StatCard';
export { type ChartShape, ChartSkeleton } from './ChartSkeleton';
export { count, growth, hours, percent, shortYm, won } from './format';
export { ComboChart, DonutChart, SimpleBar } from './lazyCharts';
export { loadCharts, withCharts } from './withCharts';
export type { Series, Unit } from './Charts';
export { FilterBar } from './FilterBar';
export { type PeriodFilters, month, periodFields, thisYear } from './filters';
