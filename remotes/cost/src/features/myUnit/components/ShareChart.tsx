import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UnitProject } from '../api/myUnitApi';

/** Each project's share of the unit's allocation against its share of the week's logged hours (%), as horizontal bars. */
export default function ShareChart({ projects }: { projects: UnitProject[] }) {
  const data = projects.map((p) => ({ name: p.name.length > 14 ? `${p.name.slice(0, 14)}…` : p.name, allocation: p.allocationSharePct, hours: p.hoursSharePct }));
  return (
    <ResponsiveContainer width="100%" height={Math.max(160, 48 * data.length + 60)}>
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" domain={[0, 100]} tickFormatter={(v: number) => `${v}%`} />
        <YAxis type="category" dataKey="name" width={130} />
        <Tooltip formatter={(v) => `${v}%`} />
        <Legend />
        <Bar dataKey="allocation" name="투입률 비중" fill="#1677ff" />
        <Bar dataKey="hours" name="시간 비중" fill="#52c41a" />
      </BarChart>
    </ResponsiveContainer>
  );
}
