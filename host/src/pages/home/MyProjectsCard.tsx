import { errorMessage } from '@dure/shared';
import { MEMBER_ROLE, PROJECT_HEALTH, PROJECT_HEALTH_COLORS, PROJECT_STATUS, PROJECT_STATUS_COLORS } from '@dure/shared/contracts/okr/project';
import { formatDate } from '@dure/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Tag } from 'antd';
import { Link } from 'react-router-dom';
import type { MyProject } from './homeApi';
import { myProjectsQuery } from './homeQueries';
import { HOME_MESSAGES } from './messages';
import { HomeRow } from './HomeRow';
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
        renderItem={(p) => (
          <HomeRow
            testId="home-project"
            title={`${p.projectNo} ${p.name}`}
            to={link ? `/project/${p.id}` : null}
            tags={
              <>
                <Tag color={PROJECT_STATUS_COLORS[p.status]}>{PROJECT_STATUS.labels[p.status]}</Tag>
                {p.health && <Tag color={PROJECT_HEALTH_COLORS[p.health]}>{PROJECT_HEALTH.labels[p.health]}</Tag>}
              </>
            }
            progressPct={p.progressPct}
            meta={<ProjectMeta project={p} />}
          />
        )}
      />
    );
  };
  return (
    <Card title={M.title} size="small" data-testid="home-my-projects">
      {body()}
    </Card>
  );
}

/** 내 역할 and 다음 마일스톤 of a project, an overdue milestone marked. */
function ProjectMeta({ project }: { project: MyProject }) {
  const next = project.nextMilestone;
  return (
    <>
      {M.myRole} {project.myRoles.map((r) => MEMBER_ROLE.labels[r]).join(', ')} · {M.nextMilestone} {next ? `${next.name} (${formatDate(next.dueDate)})` : M.noMilestone}
      {next?.overdue && (
        <Tag color="red" style={{ marginLeft: 6 }}>
          {M.overdue}
        </Tag>
      )}
    </>
  );
}
