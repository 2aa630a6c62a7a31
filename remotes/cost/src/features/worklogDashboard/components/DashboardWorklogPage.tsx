import { useNavigate } from '@dure/shared';
import { TaskActivityCategory } from '@dure/shared/contracts/cost/taskActivity';
import { WorkLogStatus } from '@dure/shared/contracts/cost/worklog';
import { CardRow, ComboChart, DashboardFrame, FilterBar, Panel, PanelGrid, SimpleBar, StatCard, count, hours, percent, shortYm } from '@dure/shared/dashboard';
import { useListState } from '@dure/shared/list-state';
import { ProjectPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag } from 'antd';
import { useMemo } from 'react';
import { TaskActivitySelect } from '../../taskActivity';
import type { WorklogDashboard } from '../api/worklogDashboardApi';
import { worklogDashboardFilters, worklogDashboardQuery, worklogDashboardQueryOf } from '../api/worklogDashboardQueries';

const CATEGORY_COLORS = { PROJECT: '#1677ff', INDIRECT: '#faad14', LEAVE: '#52c41a' } as const;

/** 업무일지 대시보드 (DOMAIN §10 worklog): the hours of the people in the viewer's scope against the work calendar. */
export default function DashboardWorklogPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListState(worklogDashboardFilters);
  const figures = useQuery(worklogDashboardQuery(worklogDashboardQueryOf(filters)));
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters} owner={false} reset={{ projectId: undefined, taskActivityId: undefined }}>
      <ProjectPicker aria-label="프로젝트" placeholder="프로젝트 전체" value={filters.projectId ?? null} onChange={(v) => setFilters({ projectId: v ?? undefined })} style={{ width: 220 }} />
      <TaskActivitySelect aria-label="업무유형" placeholder="업무유형 전체" value={filters.taskActivityId ?? null} onChange={(v) => setFilters({ taskActivityId: v ?? undefined })} style={{ width: 180 }} />
    </FilterBar>
  );
  return (
    <DashboardFrame title="업무일지 대시보드" filterBar={filterBar} figures={figures}>
      {(d) => <WorklogFigures d={d} open={(link) => navigate(link)} />}
    </DashboardFrame>
  );
}

function WorklogFigures({ d, open }: { d: WorklogDashboard; open: (link: string) => void }) {
  const c = d.cards;
  const months = useMemo(() => d.byMonth.map((m) => ({ ...m, month: shortYm(m.ym) })), [d.byMonth]);
  const weeks = d.weeks.from ? `${d.weeks.from} ~ ${d.weeks.to} 주 ${d.weeks.count}개` : '마감된 주 없음';
  return (
    <>
      <CardRow>
        <StatCard title="제출률" value={percent(c.submissionRate.value)} extra={`제출 ${c.submissionRate.submitted} / 대상 ${c.submissionRate.expected} 인·주 (${weeks})`} link={c.submissionRate.link} testId="card-submission" />
        <StatCard title="작성률(시간)" value={percent(c.loggedRate.value)} extra={`${hours(c.loggedRate.logged)} / 기준 ${hours(c.loggedRate.expected)}`} link={c.loggedRate.link} testId="card-logged" />
        <StatCard title="가동률" value={percent(c.utilisation.value)} extra={`프로젝트 ${hours(c.utilisation.projectHours)}`} link={c.utilisation.link} testId="card-utilisation" />
        <StatCard title="청구 가능 비율" value={percent(c.billable.value)} extra={`청구 가능 ${hours(c.billable.billableHours)}`} link={c.billable.link} testId="card-billable" />
        <StatCard title="승인 대기" value={count(c.approvalBacklog.value)} extra="제출된 주" link={c.approvalBacklog.link} testId="card-backlog" />
        <StatCard title="주 52시간 초과" value={count(c.over52Weeks.value)} extra="인·주" link={c.over52Weeks.link} testId="card-over52" />
      </CardRow>
      <PanelGrid>
        <Panel title="월별 업무시간 (분류별)" empty={d.byMonth.every((m) => m.PROJECT + m.INDIRECT + m.LEAVE === 0)}>
          <ComboChart
            data={months}
            xKey="month"
            series={TaskActivityCategory.codes.map((code) => ({ key: code, name: TaskActivityCategory.labels[code], color: CATEGORY_COLORS[code], unit: 'hours' as const, stack: 'hours' }))}
          />
        </Panel>
        <Panel title="프로젝트별 업무시간 (상위 10)" empty={d.byProject.length === 0}>
          <SimpleBar data={d.byProject} xKey="name" valueKey="hours" name="업무시간" unit="hours" onOpen={open} />
        </Panel>
        <Panel title="업무유형별 업무시간" empty={d.byActivity.length === 0} span={2}>
          <SimpleBar data={d.byActivity} xKey="name" valueKey="hours" name="업무시간" unit="hours" onOpen={open} />
        </Panel>
      </PanelGrid>
      <Panel title={`주 52시간 초과 (${d.over52.length}건)`} span={2} empty={d.over52.length === 0}>
        <Table
          size="small"
          rowKey={(r) => `${r.userId}:${r.weekStart}`}
          pagination={d.over52.length > 10 ? { pageSize: 10 } : false}
          dataSource={d.over52}
          onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
          columns={[
            { title: '이름', dataIndex: 'userName' },
            { title: '부서', dataIndex: 'deptName', render: (v: string | null) => v ?? '-' },
            { title: '주 시작일', dataIndex: 'weekStart', width: 120 },
            { title: '업무시간', dataIndex: 'hours', align: 'right', width: 120, render: (v: number) => hours(v) },
          ]}
        />
      </Panel>
      <Panel title={`미작성 현황 (최근 마감 주, ${d.missing.length}건)`} span={2} empty={d.missing.length === 0}>
        <Table
          size="small"
          rowKey={(r) => `${r.userId}:${r.weekStart}`}
          pagination={d.missing.length > 10 ? { pageSize: 10 } : false}
          dataSource={d.missing}
          onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
          columns={[
            { title: '이름', dataIndex: 'userName' },
            { title: '부서', dataIndex: 'deptName', render: (v: string | null) => v ?? '-' },
            { title: '주 시작일', dataIndex: 'weekStart', width: 120 },
            { title: '상태', dataIndex: 'status', width: 100, render: (v: WorkLogStatus) => <Tag>{WorkLogStatus.labels[v]}</Tag> },
            { title: '작성 시간', dataIndex: 'loggedHours', align: 'right', width: 110, render: (v: number) => hours(v) },
            { title: '기준 시간', dataIndex: 'expectedHours', align: 'right', width: 110, render: (v: number) => hours(v) },
          ]}
        />
      </Panel>
    </>
  );
}
