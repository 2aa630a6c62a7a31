import { Link, pageOfPath, useAllowedPages } from '@dure/shared';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: string; value: ReactNode; suffix?: ReactNode; extra?: ReactNode; link?: string; testId?: string };

/**
 * A figure; when it has a list behind it, the whole card is a link to that list with the same filters.
 * The link is named by what it shows (the figure's title and value), as a screen reader reads it.
 */
export function StatCard({ title, value, suffix, extra, link: target, testId }: Props) {
  // A list the viewer may not open (the CEO reads the profit dashboard, not the profit list) is no link: the guard would sign them out.
  const allowed = useAllowedPages();
  const page = target ? pageOfPath(target) : undefined;
  const link = target && (!page || allowed.includes(page.id)) ? target : undefined;
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
