import { type ComponentProps, Suspense, lazy } from 'react';
import { type ChartShape, ChartSkeleton } from './ChartSkeleton';
import { loadCharts } from './withCharts';

type ChartsModule = typeof import('./Charts');

const LazyCombo = lazy(() => loadCharts().then((m) => ({ default: m.ComboChart })));
const LazyDonut = lazy(() => loadCharts().then((m) => ({ default: m.DonutChart })));
const LazyBar = lazy(() => loadCharts().then((m) => ({ default: m.SimpleBar })));

const comboShape = (props: ComponentProps<ChartsModule['ComboChart']>): ChartShape => (props.series.every((s) => s.kind === 'line') ? 'line' : 'bars');

/** Each chart shows a skeleton of its own shape and size until its code has arrived. */
export function ComboChart(props: ComponentProps<ChartsModule['ComboChart']>) {
  return (
    <Suspense fallback={<ChartSkeleton shape={comboShape(props)} height={props.height ?? 280} />}>
      <LazyCombo {...props} />
    </Suspense>
  );
}

export function DonutChart(props: ComponentProps<ChartsModule['DonutChart']>) {
  return (
    <Suspense fallback={<ChartSkeleton shape="donut" height={props.height ?? 260} />}>
      <LazyDonut {...props} />
    </Suspense>
  );
}

export function SimpleBar(props: ComponentProps<ChartsModule['SimpleBar']>) {
  return (
    <Suspense fallback={<ChartSkeleton shape="bars" height={props.height ?? 260} />}>
      <LazyBar {...props} />
    </Suspense>
  );
}
