import { formatKRW, formatKRWShort } from '@dure/shared/format';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type SizeBar = { label: string; value: number; tone: 'size' | 'actual' };

const FILL = { size: '#1677ff', actual: '#13a8a8' } as const;

/** TAM → SAM → SOM as a funnel of horizontal bars, with this year's sales and open pipeline beside them. Loaded lazily with recharts. */
export default function SegmentSizeChart({ data }: { data: SizeBar[] }) {
  return (
    <ResponsiveContainer width="100%" height={56 * data.length + 40}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" tickFormatter={(v: number) => formatKRWShort(v)} />
        <YAxis type="category" dataKey="label" width={120} />
        <Tooltip formatter={(v) => formatKRW(Number(v))} />
        <Bar dataKey="value" name="금액" isAnimationActive={false}>
          {data.map((d) => (
            <Cell key={d.label} fill={FILL[d.tone]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
