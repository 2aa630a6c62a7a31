import { theme } from 'antd';

/** The outline a chart will take: bars, a donut or a line. */
export type ChartShape = 'bars' | 'donut' | 'line';

const BAR_HEIGHTS = [45, 70, 55, 85, 60, 75, 40, 65];

/** A grey, pulsing drawing of the chart's shape at its size, shown while the chart code loads. */
export function ChartSkeleton({ shape, height }: { shape: ChartShape; height: number }) {
  const { token } = theme.useToken();
  const fill = token.colorFillSecondary;
  return (
    <svg role="img" aria-label="차트를 불러오는 중" data-testid={`chart-skeleton-${shape}`} width="100%" height={height} viewBox="0 0 400 200" preserveAspectRatio="none" className="dure-chart-skeleton">
      <style>{'@keyframes dure-pulse{50%{opacity:.45}} .dure-chart-skeleton{animation:dure-pulse 1.4s ease-in-out infinite}'}</style>
      {shape === 'donut' && <circle cx="200" cy="100" r="62" fill="none" stroke={fill} strokeWidth="30" />}
      {shape === 'bars' && BAR_HEIGHTS.map((h, i) => <rect key={i} x={24 + i * 47} y={190 - h * 1.8} width="30" height={h * 1.8} rx="2" fill={fill} />)}
      {shape === 'line' && <polyline points="10,150 70,120 130,135 190,90 250,105 310,60 390,75" fill="none" stroke={fill} strokeWidth="6" strokeLinejoin="round" />}
      {shape !== 'donut' && <line x1="10" y1="192" x2="390" y2="192" stroke={fill} strokeWidth="2" />}
    </svg>
  );
}
