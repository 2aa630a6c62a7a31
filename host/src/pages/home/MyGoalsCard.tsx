import { errorMessage } from '@dure/shared';
import { OKR_HEALTH, OKR_HEALTH_COLORS } from '@dure/shared/contracts/okr/goal';
import { formatDate } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { MyGoalSummary } from './homeApi';
import { myGoalsQuery } from './homeQueries';
import { HOME_MESSAGES } from './messages';
import { HomeRow } from './HomeRow';
import { useCanOpenPage } from './useCanOpenPage';

const M = HOME_MESSAGES.goals;

/**
 * 내 목표: the signed-in user's ACTIVE goals in ACTIVE periods (progress, health, KR count) and the key results still
 * waiting for this ISO week's check-in. Goal and key result titles link only where the user may open those pages.
 */
export function MyGoalsCard() {
  const summary = useQuery(myGoalsQuery());
  return (
    <Card title={M.title} size="small" data-testid="home-my-goals">
      <MyGoalsBody summary={summary.data} error={summary.error} onRetry={() => void summary.refetch()} />
    </Card>
  );
}

function MyGoalsBody({ summary, error, onRetry }: { summary: MyGoalSummary | undefined; error: Error | null; onRetry: () => void }) {
  const canOpen = useCanOpenPage();
  if (error) return <Alert type="error" showIcon message={errorMessage(error)} action={<Button onClick={onRetry}>{HOME_MESSAGES.retry}</Button>} />;
  if (!summary) return <Skeleton active paragraph={{ rows: 4 }} />;
  const { goals, dueKeyResults } = summary;
  if (goals.length === 0 && dueKeyResults.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.empty}>
        {canOpen('GoalListPage') && <Link to="/goal">{M.openGoals}</Link>}
      </Empty>
    );
  }
  const goalLink = canOpen('GoalDetailPage');
  const krLink = canOpen('KeyResultDetailPage');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {goals.length > 0 && (
        <List
          size="small"
          dataSource={goals}
          rowKey="id"
          renderItem={(g) => (
            <HomeRow
              testId="home-goal"
              title={g.title}
              to={goalLink ? `/goal/${g.id}` : null}
              tags={
                <>
                  <Tag color={OKR_HEALTH_COLORS[g.health]} data-health={g.health}>
                    {OKR_HEALTH.labels[g.health]}
                  </Tag>
                  {g.dueKrCount > 0 && <Tag color="orange">{M.dueOfGoal(g.dueKrCount)}</Tag>}
                </>
              }
              progressPct={g.progressPct}
              meta={`${g.periodCode} · ${M.krCount(g.krCount)}`}
            />
          )}
        />
      )}
      <div>
        <Typography.Text strong>{M.dueTitle(summary.isoWeek)}</Typography.Text>
        {dueKeyResults.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {M.noneDue}
          </Typography.Paragraph>
        ) : (
          <List
            size="small"
            dataSource={dueKeyResults}
            rowKey="id"
            renderItem={(kr) => (
              <List.Item data-testid="home-due-kr">
                <List.Item.Meta
                  title={krLink ? <Link to={`/keyresult/${kr.id}`}>{kr.title}</Link> : kr.title}
                  description={`${kr.goalTitle} · ${M.lastCheckIn(kr.lastCheckInDate ? formatDate(kr.lastCheckInDate) : null)}`}
                />
              </List.Item>
            )}
          />
        )}
        {dueKeyResults.length > 0 && canOpen('KeyResultListPage') && <Link to="/keyresult?mineYn=Y&dueYn=Y">{M.allDue}</Link>}
      </div>
    </Space>
  );
}
