import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressPoint } from './progressSeries';

/** Check-ins' progress against the expected line of the period. Loaded lazily with recharts. */
export default function ProgressChart({ data }: { data: ProgressPoint[] }) {
  return (
    <ResponsiveContainer width="100%" height={280}>
      <LineChart data={data} margin={{ top: 8, right: 24, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" tickFormatter={(d: string) => d.slice(5)} minTickGap={24} />
        <YAxis domain={[0, 100]} unit="%" width={48} />
        <Tooltip formatter={(v) => `${Number(v).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}%`} />
        <Legend />
        <Line dataKey="expectedPct" name="기대 진척률" stroke="#8c8c8c" strokeDasharray="6 4" dot={false} isAnimationActive={false} />
        <Line dataKey="progressPct" name="체크인 진척률" stroke="#1677ff" strokeWidth={2} connectNulls isAnimationActive={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}
