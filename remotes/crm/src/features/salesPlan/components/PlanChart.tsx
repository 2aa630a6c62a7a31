import { formatKRW, formatKRWShort } from '@dure/shared/format';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartPoint = { month: string; orderTarget: number; orderActual: number; salesTarget: number; salesActual: number | null };

type Props = { data: ChartPoint[]; showSales: boolean };

/** Target vs actual per month: 수주 as bars, 매출 as lines when its actuals are available. Loaded lazily with recharts. */
export default function PlanChart({ data, showSales }: Props) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" />
        <YAxis tickFormatter={(v: number) => formatKRWShort(v)} width={80} />
        <Tooltip formatter={(v) => formatKRW(Number(v))} />
        <Legend />
        <Bar dataKey="orderTarget" name="수주 목표" fill="#bae0ff" />
        <Bar dataKey="orderActual" name="수주 실적" fill="#1677ff" />
        <Line type="monotone" dataKey="salesTarget" name="매출 목표" stroke="#d3adf7" strokeDasharray="5 5" dot={false} />
        {showSales && <Line type="monotone" dataKey="salesActual" name="매출 실적" stroke="#722ed1" />}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
