import { type AmountAxis, amountAxis, formatKRW } from '@dure/shared/format';
import { Bar, BarChart, CartesianGrid, Cell, ComposedChart, Legend, Line, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** How a series' values read: won (axis in 만원/억원), a count, hours, or a percentage. */
export type Unit = 'krw' | 'count' | 'pct' | 'hours';
export type Series = { key: string; name: string; color: string; unit?: Unit; kind?: 'bar' | 'line'; dashed?: boolean; axis?: 'left' | 'right'; /** Bars of one stack pile up. */ stack?: string };

const PALETTE = ['#1677ff', '#52c41a', '#faad14', '#f5222d', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16', '#a0d911', '#2f54eb'];
const tick = (unit: Unit | undefined) => (v: number) => (unit === 'pct' ? `${v}%` : v.toLocaleString('ko-KR'));

/** A won axis over the given series of the rows: round Korean amounts in one unit (억, 천만, 만). */
function wonAxis(data: Row[], keys: string[]): AmountAxis {
  const values = data.flatMap((row) => keys.map((k) => Number(row[k] ?? 0))).filter(Number.isFinite);
  return amountAxis(Math.min(0, ...values), Math.max(0, ...values));
}

/** Props of a value axis: fixed round ticks for won, recharts' own for counts and percentages. */
function axisProps(unit: Unit | undefined, data: Row[], keys: string[]) {
  if (unit !== 'krw') return { tickFormatter: tick(unit) };
  const axis = wonAxis(data, keys);
  return { ticks: axis.ticks, domain: axis.domain, interval: 0 as const, tickFormatter: axis.label, allowDataOverflow: true };
}
const full = (unit: Unit | undefined, v: unknown) => {
  if (v === null || v === undefined) return '-';
  if (unit === 'krw') return formatKRW(Number(v));
  if (unit === 'pct') return `${v}%`;
  return `${Number(v).toLocaleString('ko-KR', { maximumFractionDigits: 2 })}${unit === 'hours' ? '시간' : '건'}`;
};

type Row = Record<string, unknown> & { link?: string };
type ChartProps = { data: Row[]; xKey: string; series: Series[]; onOpen?: (link: string) => void; height?: number; layout?: 'horizontal' | 'vertical' };

/** Bars and lines over one category axis; clicking a bar opens the row's list. Second axis for the right-hand series. */
export function ComboChart({ data, xKey, series, onOpen, height = 280, layout = 'horizontal' }: ChartProps) {
  const left = series.find((s) => (s.axis ?? 'left') === 'left')?.unit;
  const right = series.find((s) => s.axis === 'right')?.unit;
  const open = (entry: unknown) => {
    const row = ((entry as { payload?: Row })?.payload ?? entry) as Row;
    if (row?.link && onOpen) onOpen(row.link);
  };
  const vertical = layout === 'vertical';
  const keysOn = (side: 'left' | 'right') => series.filter((s) => (s.axis ?? 'left') === side).map((s) => s.key);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={data} layout={layout} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={vertical} horizontal={!vertical} />
        {vertical ? (
          <>
            <XAxis type="number" {...axisProps(left, data, keysOn('left'))} />
            <YAxis type="category" dataKey={xKey} width={110} />
          </>
        ) : (
          <>
            <XAxis dataKey={xKey} />
            <YAxis yAxisId="left" {...axisProps(left, data, keysOn('left'))} width={64} />
            {right && <YAxis yAxisId="right" orientation="right" {...axisProps(right, data, keysOn('right'))} width={64} />}
          </>
        )}
        <Tooltip formatter={(v, name) => full(series.find((s) => s.name === name)?.unit, v)} />
        <Legend />
        {series.map((s) =>
          s.kind === 'line' ? (
            <Line key={s.key} {...(vertical ? {} : { yAxisId: s.axis ?? 'left' })} type="monotone" dataKey={s.key} name={s.name} stroke={s.color} strokeDasharray={s.dashed ? '5 5' : undefined} dot={false} connectNulls />
          ) : (
            <Bar key={s.key} {...(vertical ? {} : { yAxisId: s.axis ?? 'left' })} dataKey={s.key} name={s.name} fill={s.color} stackId={s.stack} cursor={onOpen ? 'pointer' : undefined} onClick={open} />
          ),
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

const sliceLabel = ({ percent }: { percent?: number }) => (percent && percent >= 0.03 ? `${Math.round(percent * 100)}%` : '');

/** Share of a whole as a donut, each slice labelled with its percentage; clicking a slice opens its list. */
export function DonutChart({ data, unit = 'krw', onOpen, height = 260 }: { data: { name: string; value: number; link?: string }[]; unit?: Unit; onOpen?: (link: string) => void; height?: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <PieChart>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="50%"
          outerRadius="80%"
          label={sliceLabel}
          labelLine={false}
          cursor={onOpen ? 'pointer' : undefined}
          onClick={(entry: unknown) => {
            const link = (entry as { link?: string; payload?: { link?: string } })?.link ?? (entry as { payload?: { link?: string } })?.payload?.link;
            if (link && onOpen) onOpen(link);
          }}
        >
          {data.map((d, i) => (
            <Cell key={d.name} fill={PALETTE[i % PALETTE.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(v) => full(unit, v)} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}

/** Plain bars (one series) for small categorical sets. */
export function SimpleBar({ data, xKey, valueKey, name, unit = 'krw', onOpen, height = 260 }: { data: Row[]; xKey: string; valueKey: string; name: string; unit?: Unit; onOpen?: (link: string) => void; height?: number }) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={xKey} />
        <YAxis {...axisProps(unit, data, [valueKey])} width={64} />
        <Tooltip formatter={(v) => full(unit, v)} />
        <Bar
          dataKey={valueKey}
          name={name}
          cursor={onOpen ? 'pointer' : undefined}
          onClick={(entry: unknown) => {
            const row = ((entry as { payload?: Row })?.payload ?? entry) as Row;
            if (row?.link && onOpen) onOpen(row.link);
          }}
        >
          {data.map((_, i) => (
            <Cell key={i} fill={PALETTE[i % PALETTE.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
