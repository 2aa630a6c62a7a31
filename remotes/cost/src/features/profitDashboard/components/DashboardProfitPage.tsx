import { PageLink } from '@dure/shared';
import { CardRow, ComboChart, DashboardFrame, FilterBar, Panel, PanelGrid, StatCard, hours, percent, shortYm, won } from '@dure/shared/dashboard';
import { formatKRW } from '@dure/shared/format';
import { useListState } from '@dure/shared/list-state';
import { ProjectTypeSelect, UserPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { Margin } from '../../projectProfit';
import type { ProfitDashboard } from '../api/profitDashboardApi';
import { profitDashboardFilters, profitDashboardQuery, profitDashboardQueryOf } from '../api/profitDashboardQueries';

type Ranked = ProfitDashboard['top'][number];
type Burn = ProfitDashboard['burn'][number];
type Backlog = ProfitDashboard['backlog'][number];

const money = (v: number) => formatKRW(v);
/** A burn above the budget is shown as a warning. */
const burnPct = (v: number | null) => (v === null ? '-' : <Typography.Text type={v > 100 ? 'danger' : undefined}>{percent(v)}</Typography.Text>);
const projectColumn = <T extends { name: string; projectNo: string; link: string }>(): ColumnsType<T>[number] => ({
  title: '프로젝트',
  dataIndex: 'name',
  ellipsis: true,
  render: (_: unknown, r: T) => <PageLink page="ProjectProfitPage" to={r.link}>{`${r.name} (${r.projectNo})`}</PageLink>,
});

/** 손익 대시보드 (DOMAIN §10 profit): the project-profit figures of the projects in the viewer's scope, by month and by project. */
export default function DashboardProfitPage() {
  const [filters, setFilters] = useListState(profitDashboardFilters);
  const figures = useQuery(profitDashboardQuery(profitDashboardQueryOf(filters)));
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters} owner={false} reset={{ projectTypeId: undefined, pmUserId: undefined }}>
      <ProjectTypeSelect aria-label="프로젝트 유형" placeholder="유형 전체" value={filters.projectTypeId ?? null} onChange={(v: number | null) => setFilters({ projectTypeId: v ?? undefined })} style={{ width: 160 }} />
      <UserPicker aria-label="PM" placeholder="PM 전체" value={filters.pmUserId ?? null} onChange={(v) => setFilters({ pmUserId: v ?? undefined })} style={{ width: 160 }} />
    </FilterBar>
  );
  return (
    <DashboardFrame title="손익 대시보드" filterBar={filterBar} figures={figures}>
      {(d) => <ProfitFigures d={d} />}
    </DashboardFrame>
  );
}

function ProfitFigures({ d }: { d: ProfitDashboard }) {
  const c = d.cards;
  const months = useMemo(() => d.byMonth.map((m) => ({ ...m, month: shortYm(m.ym) })), [d.byMonth]);
  const rankedColumns: ColumnsType<Ranked> = [
    projectColumn<Ranked>(),
    { title: '매출', dataIndex: 'revenue', align: 'right', width: 130, render: (v: number) => money(v) },
    { title: '영업이익', dataIndex: 'operatingProfit', align: 'right', width: 130, render: (v: number) => money(v) },
    { title: '이익률', dataIndex: 'marginPct', align: 'right', width: 90, render: (v: number) => <Margin value={v} /> },
  ];
  const burnColumns: ColumnsType<Burn> = [
    projectColumn<Burn>(),
    { title: '인건비 (누적 / 예산)', key: 'labor', align: 'right', width: 220, render: (_, r) => `${won(r.cumLaborCost)} / ${won(r.budgetLabor)}` },
    { title: '인건비 소진율', dataIndex: 'laborBurnPct', align: 'right', width: 110, render: burnPct },
    { title: '시간 (누적 / 예산)', key: 'hours', align: 'right', width: 200, render: (_, r) => `${hours(r.cumHours)} / ${hours(r.budgetHours)}` },
    { title: '시간 소진율', dataIndex: 'hoursBurnPct', align: 'right', width: 100, render: burnPct },
    { title: '직접비 (누적 / 예산)', key: 'direct', align: 'right', width: 220, render: (_, r) => `${won(r.cumDirectCost)} / ${won(r.budgetDirect)}` },
    { title: '직접비 소진율', dataIndex: 'directBurnPct', align: 'right', width: 110, render: burnPct },
  ];
  const backlogColumns: ColumnsType<Backlog> = [
    projectColumn<Backlog>(),
    { title: '수주', dataIndex: 'contractAmount', align: 'right', width: 140, render: (v: number) => money(v) },
    { title: '누적 매출', dataIndex: 'cumRevenue', align: 'right', width: 140, render: (v: number) => money(v) },
    { title: '수주잔고', dataIndex: 'backlog', align: 'right', width: 140, render: (v: number) => money(v) },
  ];
  const projects = `프로젝트 ${d.projects.toLocaleString('ko-KR')}개`;
  return (
    <>
      <CardRow>
        <StatCard title="매출" value={won(c.revenue.value)} extra={projects} link={c.revenue.link} testId="card-revenue" />
        <StatCard title="인건비" value={won(c.laborCost.value)} link={c.laborCost.link} testId="card-labor" />
        <StatCard title="직접비" value={won(c.directCost.value)} link={c.directCost.link} testId="card-direct" />
        <StatCard title="공통비" value={won(c.commonCost.value)} link={c.commonCost.link} testId="card-common" />
        <StatCard title="영업이익" value={won(c.operatingProfit.value)} link={c.operatingProfit.link} testId="card-profit" />
        <StatCard title="이익률" value={percent(c.marginPct.value)} extra="영업이익 ÷ 매출" link={c.marginPct.link} testId="card-margin" />
        <StatCard title="수주잔고" value={won(c.backlog.value)} extra={`수주 ${won(c.backlog.contractAmount)}`} link={c.backlog.link} testId="card-backlog" />
      </CardRow>
      <PanelGrid>
        <Panel title="월별 손익 (비용 누적, 매출·영업이익)" span={2} empty={d.byMonth.every((m) => m.revenue === 0 && m.laborCost === 0 && m.directCost === 0 && m.commonCost === 0)}>
          <ComboChart
            data={months}
            xKey="month"
            series={[
              { key: 'laborCost', name: '인건비', color: '#1677ff', unit: 'krw', stack: 'cost' },
              { key: 'directCost', name: '직접비', color: '#faad14', unit: 'krw', stack: 'cost' },
              { key: 'commonCost', name: '공통비', color: '#b37feb', unit: 'krw', stack: 'cost' },
              { key: 'revenue', name: '매출', color: '#13c2c2', unit: 'krw', kind: 'line', dashed: true },
              { key: 'operatingProfit', name: '영업이익', color: '#52c41a', unit: 'krw', kind: 'line' },
              { key: 'marginPct', name: '이익률', color: '#f5222d', unit: 'pct', kind: 'line', axis: 'right', dashed: true },
            ]}
          />
        </Panel>
        <Panel title="이익률 상위 5" empty={d.top.length === 0}>
          <Table size="small" rowKey="projectId" pagination={false} dataSource={d.top} columns={rankedColumns} />
        </Panel>
        <Panel title="이익률 하위 5" empty={d.bottom.length === 0}>
          <Table size="small" rowKey="projectId" pagination={false} dataSource={d.bottom} columns={rankedColumns} />
        </Panel>
      </PanelGrid>
      <Panel title="예산 소진 (누적, 소진율 높은 순)" span={2} empty={d.burn.length === 0}>
        <Table size="small" rowKey="projectId" pagination={false} scroll={{ x: 'max-content' }} dataSource={d.burn} columns={burnColumns} />
      </Panel>
      <Panel title="수주잔고 (큰 순)" span={2} empty={d.backlog.length === 0}>
        <Table size="small" rowKey="projectId" pagination={false} dataSource={d.backlog} columns={backlogColumns} />
      </Panel>
    </>
  );
}
