import { useNavigate } from '@dure/shared';
import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';

type Props = { title: string; value: ReactNode; suffix?: ReactNode; extra?: ReactNode; link?: string; testId?: string };

/** A figure; when it has a list behind it, clicking opens that list with the same filters. */
export function StatCard({ title, value, suffix, extra, link, testId }: Props) {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      hoverable={Boolean(link)}
      onClick={link ? () => navigate(link) : undefined}
      role={link ? 'link' : undefined}
      aria-label={link ? `${title} 목록 보기` : undefined}
      data-testid={testId}
      style={{ minWidth: 0, height: '100%' }}
    >
      <Statistic title={title} value={value as string} suffix={suffix} valueStyle={{ fontSize: 22 }} />
      {extra && <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12, marginTop: 4 }}>{extra}</div>}
    </Card>
  );
}
