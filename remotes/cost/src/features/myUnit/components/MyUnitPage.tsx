import { Link, useSearchParams } from '@dure/shared';
import { LeaveApprovalsCard, LeaveCard } from '@dure/shared/records';
import { MEMBER_ROLE, PROJECT_STATUS, PROJECT_STATUS_COLORS } from '@dure/shared/contracts/okr/project';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Space, Spin, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Suspense, lazy } from 'react';
import { HoursOfExpected, QueryState, WeekNav, currentWeekStart, hoursText, weekParam } from '../../worklogGrid';
import { type MyUnit, UNIT_WEEK_STATUS, type UnitMember, type UnitMyProject, type UnitProject } from '../api/myUnitApi';
import { myUnitQuery } from '../api/myUnitQueries';
import { ApprovalsCard } from './ApprovalsCard';

const ShareChart = lazy(() => import('./ShareChart'));

const STATUS_COLOR = { NONE: 'default', DRAFT: 'gold', SUBMITTED: 'blue', APPROVED: 'green', REJECTED: 'red' } as const;
const pct = (n: number) => `${n}%`;

const memberColumns: ColumnsType<UnitMember> = [
  { title: '이름', dataIndex: 'name', render: (_, m) => (m.leaderYn === 'Y' ? <Space size={4}>{m.name}<Tag>부서장</Tag></Space> : m.name) },
  { title: '제출 상태', dataIndex: 'status', width: 110, render: (_, m) => <Tag color={STATUS_COLOR[m.status]}>{UNIT_WEEK_STATUS.labels[m.status]}</Tag> },
  {
    title: '주간 시간 / 예상',
    dataIndex: 'weekHours',
    width: 140,
    align: 'right',
    render: (_, m) => <HoursOfExpected hours={m.weekHours} expected={m.expectedHours} />,
  },
  { title: '월간 시간', dataIndex: 'monthHours', width: 110, align: 'right', render: (_, m) => hoursText(m.monthHours) },
  { title: '투입률 합계', dataIndex: 'allocationPct', width: 110, align: 'right', render: (_, m) => pct(m.allocationPct) },
];

const projectName = (p: { projectId: number; projectNo: string; name: string }) => (
  <Link to={`/project/${p.projectId}`}>
    {p.name} <Typography.Text type="secondary">({p.projectNo})</Typography.Text>
  </Link>
);

const projectColumns: ColumnsType<UnitProject> = [
  { title: '프로젝트', dataIndex: 'name', render: (_, p) => projectName(p) },
  { title: '주간 시간', dataIndex: 'weekHours', width: 100, align: 'right', render: (_, p) => hoursText(p.weekHours) },
  { title: '월간 시간', dataIndex: 'monthHours', width: 100, align: 'right', render: (_, p) => hoursText(p.monthHours) },
  { title: '투입률 합계', dataIndex: 'allocationPct', width: 100, align: 'right', render: (_, p) => pct(p.allocationPct) },
  { title: '투입률 비중', dataIndex: 'allocationSharePct', width: 100, align: 'right', render: (_, p) => pct(p.allocationSharePct) },
  { title: '시간 비중', dataIndex: 'hoursSharePct', width: 100, align: 'right', render: (_, p) => pct(p.hoursSharePct) },
];

const myProjectColumns: ColumnsType<UnitMyProject> = [
  { title: '프로젝트', dataIndex: 'name', render: (_, p) => projectName(p) },
  { title: '상태', dataIndex: 'status', width: 80, render: (_, p) => <Tag color={PROJECT_STATUS_COLORS[p.status]}>{PROJECT_STATUS.labels[p.status]}</Tag> },
  { title: '역할', dataIndex: 'role', width: 90, render: (_, p) => MEMBER_ROLE.labels[p.role] },
  { title: '투입률', dataIndex: 'allocationPct', width: 80, align: 'right', render: (_, p) => pct(p.allocationPct) },
  { title: '주간 시간', dataIndex: 'weekHours', width: 100, align: 'right', render: (_, p) => hoursText(p.weekHours) },
  { title: '월간 시간', dataIndex: 'monthHours', width: 100, align: 'right', render: (_, p) => hoursText(p.monthHours) },
];

/** The unit's figures as cards: members, submissions, the week's and the month's hours. */
function Figures({ unit }: { unit: MyUnit }) {
  const submitted = (unit.statusCounts.SUBMITTED ?? 0) + (unit.statusCounts.APPROVED ?? 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title="구성원" value={unit.memberCount} suffix="명" />
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title="제출·승인" value={submitted} suffix={`/ ${unit.memberCount}명`} />
          <Space size={4} wrap style={{ marginTop: 4 }} aria-label="제출 상태별 인원">
            {UNIT_WEEK_STATUS.codes
              .filter((c) => unit.statusCounts[c])
              .map((c) => (
                <Tag key={c} color={STATUS_COLOR[c]}>
                  {UNIT_WEEK_STATUS.labels[c]} {unit.statusCounts[c]}
                </Tag>
              ))}
          </Space>
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title="이번 주 유닛 시간" value={hoursText(unit.weekHours)} />
          <Typography.Text type="secondary">예상 {hoursText(unit.unitExpectedHours)} (1인 {hoursText(unit.expectedHours)}, 승인된 휴가 제외)</Typography.Text>
        </Card>
      </Col>
      <Col xs={12} md={6}>
        <Card size="small">
          <Statistic title={`${Number(unit.month.slice(5))}월 유닛 시간`} value={hoursText(unit.monthHours)} />
        </Card>
      </Col>
    </Row>
  );
}

function Unit({ unit }: { unit: MyUnit }) {
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Figures unit={unit} />
      <Card title="구성원 주간 제출 현황" size="small">
        {unit.detailYn === 'N' && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} message="구성원별 현황은 부서장과 업무일지 관리 권한자만 봅니다. 유닛 합계와 내 현황을 보여 드립니다." />
        )}
        <Table rowKey="userId" size="small" pagination={false} columns={memberColumns} dataSource={unit.members} aria-label="구성원 주간 제출 현황" />
      </Card>
      <Card title="프로젝트별 시간 — 투입률 대비 시간 비중" size="small">
        {unit.projects.length === 0 ? (
          <Empty description="이 주에 기록된 시간이나 투입된 프로젝트가 없습니다." />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Suspense
              fallback={
                <Space>
                  <Spin /> 차트를 불러오는 중입니다.
                </Space>
              }
            >
              <ShareChart projects={unit.projects} />
            </Suspense>
            <Table rowKey="projectId" size="small" pagination={false} columns={projectColumns} dataSource={unit.projects} aria-label="프로젝트별 시간" />
          </Space>
        )}
      </Card>
      <Card title="내 프로젝트" size="small">
        {unit.myProjects.length === 0 ? (
          <Empty description="이 주에 참여 중인 프로젝트가 없습니다." />
        ) : (
          <Table rowKey="projectId" size="small" pagination={false} columns={myProjectColumns} dataSource={unit.myProjects} aria-label="내 프로젝트" />
        )}
      </Card>
    </Space>
  );
}

/** 내 유닛 (/mypage/myunit): the caller's department in an ISO week — submissions, hours by project, allocation against hours, my projects. */
export default function MyUnitPage() {
  const [params, setParams] = useSearchParams();
  const weekStart = weekParam(params.get('week')) ?? currentWeekStart();
  const query = useQuery(myUnitQuery(weekStart));
  const unit = query.data;
  const goTo = (target: string) => {
    const next = new URLSearchParams(params);
    next.set('week', target);
    setParams(next);
  };
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        내 유닛{unit?.dept ? ` · ${unit.dept.name}` : ''}
      </Typography.Title>
      {unit?.dept && <Typography.Text type="secondary">부서장 {unit.dept.leaderName ?? '미지정'}</Typography.Text>}
      <ApprovalsCard />
      <LeaveApprovalsCard />
      <WeekNav weekStart={weekStart} isoWeek={unit?.isoWeek} onGo={goTo} />
      <QueryState query={query} what="내 유닛" />
      {unit && !unit.dept && <Empty description="소속 부서가 없어 내 유닛을 보여 드릴 수 없습니다. 인사 담당자에게 부서 배정을 요청해 주세요." />}
      {unit?.dept && <Unit unit={unit} />}
      <LeaveCard title="내 휴가" />
    </Space>
  );
}
