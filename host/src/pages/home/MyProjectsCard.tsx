import { errorMessage } from '@dure/shared';
import { MEMBER_ROLE, PROJECT_HEALTH, PROJECT_HEALTH_COLORS, PROJECT_STATUS, PROJECT_STATUS_COLORS } from '@dure/shared/contracts/okr/project';
import { formatDate } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { myProjectsQuery } from './homeQueries';
import { HOME_MESSAGES } from './messages';
import { ProgressLine } from './ProgressLine';
import { useCanOpenPage } from './useCanOpenPage';

const M = HOME_MESSAGES.projects;

/**
 * 내 프로젝트: the projects under way (계획·진행·보류) the signed-in user leads or works on, with status, progress, their
 * role and the next milestone. Each links to its page only when the user may open /project.
 */
export function MyProjectsCard() {
  const projects = useQuery(myProjectsQuery());
  const canOpen = useCanOpenPage();
  const body = () => {
    if (projects.error) return <Alert type="error" showIcon message={errorMessage(projects.error)} action={<Button onClick={() => void projects.refetch()}>{HOME_MESSAGES.retry}</Button>} />;
    if (!projects.data) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (projects.data.length === 0) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.empty}>
          {canOpen('ProjectListPage') && <Link to="/project">{M.openProjects}</Link>}
        </Empty>
      );
    }
    const link = canOpen('ProjectDetailPage');
    return (
      <List
        size="small"
        dataSource={projects.data}
        rowKey="id"
        renderItem={(p) => {
          const title = `${p.projectNo} ${p.name}`;
          const next = p.nextMilestone;
          return (
            <List.Item data-testid="home-project">
              <Space direction="vertical" size={2} style={{ width: '100%' }}>
                <Space wrap size={6}>
                  {link ? <Link to={`/project/${p.id}`}>{title}</Link> : <Typography.Text strong>{title}</Typography.Text>}
                  <Tag color={PROJECT_STATUS_COLORS[p.status]}>{PROJECT_STATUS.labels[p.status]}</Tag>
                  {p.health && <Tag color={PROJECT_HEALTH_COLORS[p.health]}>{PROJECT_HEALTH.labels[p.health]}</Tag>}
                </Space>
                <ProgressLine pct={p.progressPct} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {M.myRole} {p.myRoles.map((r) => MEMBER_ROLE.labels[r]).join(', ')} · {M.nextMilestone}{' '}
                  {next ? `${next.name} (${formatDate(next.dueDate)})` : M.noMilestone}
                  {next?.overdue && (
                    <Tag color="red" style={{ marginLeft: 6 }}>
                      {M.overdue}
                    </Tag>
                  )}
                </Typography.Text>
              </Space>
            </List.Item>
          );
        }}
      />
    );
  };
  return (
    <Card title={M.title} size="small" data-testid="home-my-projects">
      {body()}
    </Card>
  );
}
