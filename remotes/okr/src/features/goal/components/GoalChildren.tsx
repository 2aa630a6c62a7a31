import { Link } from '@dure/shared';
import { LocalTable } from '@dure/shared/list';
import { Card } from 'antd';
import { GOAL_LEVEL, type Goal, type GoalDetail } from '../api/goalApi';
import { HealthTag, ProgressBar, StatusTag } from './okrFormat';

/** The goals aligned under this one, with the weights their progress rolls up by. */
export function GoalChildren({ goal }: { goal: GoalDetail }) {
  return (
    <Card size="small" title={`하위 목표 (${goal.children.length})`}>
      <LocalTable<Goal>
        rowKey="id"
        rows={goal.children}
        emptyText="정렬된 하위 목표가 없습니다."
        columns={[
          { title: '목표', dataIndex: 'title', render: (_, c) => <Link to={`/goal/${c.id}`}>{c.title}</Link> },
          { title: '수준', dataIndex: 'level', width: 70, render: (_, c) => GOAL_LEVEL.labels[c.level] },
          { title: '책임자', dataIndex: 'ownerUserName', width: 100, render: (_, c) => c.ownerUserName ?? '-' },
          { title: '가중치', dataIndex: 'weightPct', width: 80, align: 'right', render: (_, c) => `${c.weightPct}%` },
          { title: '진척률', dataIndex: 'progressPct', width: 170, render: (_, c) => <ProgressBar pct={c.progressPct} /> },
          { title: '건강도', dataIndex: 'health', width: 80, render: (_, c) => <HealthTag health={c.health} /> },
          { title: '상태', dataIndex: 'status', width: 90, render: (_, c) => <StatusTag status={c.status} requested={c.approvalRequestedYn === 'Y'} /> },
        ]}
      />
    </Card>
  );
}
