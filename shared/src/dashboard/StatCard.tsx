import { Link } from '@dure/shared';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: string; value: ReactNode; suffix?: ReactNode; extra?: ReactNode; link?: string; testId?: string };

/**
 * A figure; when it has a list behind it, the whole card is a link to that list with the same filters.
 * The link is named by what it shows (the figure's title and value), as a screen reader reads it.
 */
export function StatCard({ title, value, suffix, extra, link, testId }: Props) {
  const card = (
    <Card size="small" hoverable={Boolean(link)} data-testid={link ? undefined : testId} style={{ minWidth: 0, height: '100%' }}>
      <Statistic title={title} value={value as string} suffix={suffix} valueStyle={{ fontSize: 22 }} />
      {extra && <div style={{ color: 'rgba(0,0,0,0.6)', fontSize: 12, marginTop: 4 }}>{extra}</div>}
    </Card>
  );
  if (!link) return card;
  return (
    <Link to={link} data-testid={testId} style={{ display: 'block', height: '100%', color: 'inherit' }}>
      {card}
    </Link>
  );
}
