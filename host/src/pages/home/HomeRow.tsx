import { List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ProgressLine } from './ProgressLine';

type Props = {
  testId: string;
  title: string;
  /** Where the title links; null when the user may not open that page (then plain text, never a dead link). */
  to: string | null;
  tags: ReactNode;
  progressPct: number;
  /** The secondary line under the bar. */
  meta: ReactNode;
};

/** One record of a home card: its title with tags, a progress bar, and a secondary line. */
export function HomeRow({ testId, title, to, tags, progressPct, meta }: Props) {
  return (
    <List.Item data-testid={testId}>
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Space wrap size={6}>
          {to ? <Link to={to}>{title}</Link> : <Typography.Text strong>{title}</Typography.Text>}
          {tags}
        </Space>
        <ProgressLine pct={progressPct} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {meta}
        </Typography.Text>
      </Space>
    </List.Item>
  );
}
