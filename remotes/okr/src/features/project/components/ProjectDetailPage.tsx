import { Link } from '@dure/shared';
import { PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import { formatDate, formatDateTime, formatKRW } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailPage, RecordHeader, RecordToolbar } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Progress, Row, Space, Statistic, Tabs } from 'antd';
import { useState } from 'react';
import { type ProjectDetail } from '../api/projectApi';
import { PROJECT_LISTS_KEY, projectDetailQuery } from '../api/projectQueries';
import { ContractsCard } from './ContractsCard';
import { MembersCard } from './MembersCard';
import { MilestonesCard } from './MilestonesCard';
import { ProjectFormDrawer } from './ProjectFormDrawer';
import { healthTag, statusTag } from './ProjectListPage';
import { StatusActions } from './StatusActions';

const money = (n: number | null) => (n === null ? '-' : formatKRW(n));

/** 프로젝트 상세 (/project/:id): fields, state moves, members, milestones, contracts and the record toolkit. */
export default function ProjectDetailPage() {
  return (
    <RecordDetailPage detail={projectDetailQuery} listPageId="ProjectListPage" title={(p) => `${p.projectNo} ${p.name}`}>
      {(p) => <ProjectView project={p} />}
    </RecordDetailPage>
  );
}

function ProjectView({ project: p }: { project: ProjectDetail }) {
  const detail = projectDetailQuery(p.id);
  const writes = useRecordWrites<ProjectDetail>(detail.queryKey, PROJECT_LISTS_KEY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const refresh = () => void writes.changed();
  const budget = (p.budgetLabor ?? 0) + (p.budgetDirect ?? 0);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <RecordHeader
        listPageId="ProjectListPage"
        title={p.name}
        tags={
          <>
            <span data-testid="project-status">{statusTag(p)}</span>
            {healthTag(p)}
          </>
        }
        subtitle={`${p.projectNo} · ${p.projectTypeName}${p.customerName ? ` · ${p.customerName}` : ''} · PM ${p.pmUserName}`}
        actions={
          <>
            {p.actions.edit && <Button onClick={() => setEditing(true)}>수정</Button>}
            <StatusActions
              project={p}
              onChanged={(saved) => {
                writes.saved(saved);
                void queryClient.invalidateQueries({ queryKey: ['project', 'milestones', p.id] });
              }}
            />
          </>
        }
        toolbar={<RecordToolbar recordType="PROJECT" recordId={p.id} label={`${p.projectNo} ${p.name}`} readOnly={!p.actions.edit} />}
      />

      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="진척률" value={p.progressPct} suffix="%" />
            <Progress percent={Math.round(p.progressPct)} showInfo={false} size="small" aria-label="진척률" />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="마일스톤" value={`${p.doneMilestoneCount} / ${p.milestoneCount}`} />
            {p.overdueMilestoneCount > 0 && <span>지연 {p.overdueMilestoneCount}건</span>}
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="매출 예산" value={money(p.budgetRevenue)} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card size="small">
            <Statistic title="원가 예산 (인건비+직접비)" value={formatKRW(budget)} />
            {p.budgetRevenue ? <span>예산 이익률 {Math.round(((p.budgetRevenue - budget) / p.budgetRevenue) * 1000) / 10}%</span> : null}
          </Card>
        </Col>
      </Row>

      <Tabs
        items={[
          {
            key: 'info',
            label: '정보',
            children: (
              <Card size="small">
                <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small">
                  <Descriptions.Item label="번호">{p.projectNo}</Descriptions.Item>
                  <Descriptions.Item label="유형">{p.projectTypeName}</Descriptions.Item>
                  <Descriptions.Item label="상태">{PROJECT_STATUS.labels[p.status]}</Descriptions.Item>
                  <Descriptions.Item label="고객사">{p.customerId ? <Link to={`/customer/${p.customerId}`}>{p.customerName}</Link> : '-'}</Descriptions.Item>
                  <Descriptions.Item label="세그먼트">{p.segmentName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="PM">{p.pmUserName}</Descriptions.Item>
                  <Descriptions.Item label="기간">
                    {formatDate(p.startDate)} ~ {formatDate(p.endDate)}
                  </Descriptions.Item>
                  <Descriptions.Item label="실제 종료일">{p.actualEndDate ? formatDate(p.actualEndDate) : '-'}</Descriptions.Item>
                  <Descriptions.Item label="참여자">{p.memberCount}명</Descriptions.Item>
                  <Descriptions.Item label="인건비 예산">{money(p.budgetLabor)}</Descriptions.Item>
                  <Descriptions.Item label="직접비 예산">{money(p.budgetDirect)}</Descriptions.Item>
                  <Descriptions.Item label="예산 공수">{p.budgetHours === null ? '-' : `${p.budgetHours.toLocaleString('ko-KR')}시간`}</Descriptions.Item>
                  <Descriptions.Item label="소유부서">{p.ownerDeptName ?? '-'}</Descriptions.Item>
                  <Descriptions.Item label="등록일시">{formatDateTime(p.createdAt)}</Descriptions.Item>
                  <Descriptions.Item label="수정일시">{formatDateTime(p.updatedAt)}</Descriptions.Item>
                </Descriptions>
              </Card>
            ),
          },
          { key: 'members', label: `참여자 (${p.memberCount})`, children: <MembersCard project={p} onChanged={refresh} /> },
          { key: 'milestones', label: `마일스톤 (${p.milestoneCount})`, children: <MilestonesCard project={p} onChanged={refresh} /> },
          { key: 'contracts', label: '계약', children: <ContractsCard projectId={p.id} /> },
        ]}
      />

      <ProjectFormDrawer
        open={editing}
        project={p}
        onClose={() => setEditing(false)}
        onReload={() => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
        onSaved={(saved) => {
          setEditing(false);
          writes.saved(saved);
          void queryClient.invalidateQueries({ queryKey: ['project', 'members', p.id] });
        }}
      />
    </Space>
  );
}
