import { CardRow, ComboChart, DashboardFrame, FilterBar, Panel, PanelGrid, StatCard, growth, percent, shortYm, won } from '@dure/shared/dashboard';
import { useNavigate } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { Segmented, Table } from 'antd';
import { segmentLabel } from '../../../components/segmentLabel';
import { SALES_DIMENSION, type SalesDimension } from '@dure/shared/contracts/crm/dashboard';
import { useListState } from '@dure/shared/list-state';
import { useQuery } from '@tanstack/react-query';
import type { SalesDashboard } from '../api/dashboardApi';
import { salesFilters, salesQuery } from '../api/dashboardFilters';
import { salesDashboardQuery } from '../api/dashboardQueries';

/** What a breakdown row's key is called, in its column header and title. */
const KEY_NAMES: Record<SalesDimension, string> = { DEPT: '부서', USER: '담당자', SEGMENT: '세그먼트' };

/** 매출 대시보드 (DOMAIN §10 sales): 수주 = 계약 공급가 (ACTIVE 이후), 매출 = 매출 실적. */
export default function DashboardSalesPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListState(salesFilters);
  const figures = useQuery(salesDashboardQuery(salesQuery(filters)));
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters}>
      <Segmented
        aria-label="구분"
        value={filters.dimension}
        onChange={(v) => setFilters({ dimension: v as SalesDimension })}
        options={SALES_DIMENSION.codes.map((d) => ({ value: d, label: SALES_DIMENSION.labels[d] }))}
      />
    </FilterBar>
  );
  return (
    <DashboardFrame title="매출 대시보드" filterBar={filterBar} figures={figures}>
      {(d) => <SalesFigures d={d} open={(link) => navigate(link)} />}
    </DashboardFrame>
  );
}

function SalesFigures({ d, open }: { d: SalesDashboard; open: (link: string) => void }) {
  const c = d.cards;
  const monthly = d.monthly.map((m) => ({ ...m, month: shortYm(m.ym) }));
  const empty = monthly.every((m) => m.orderAmount === 0 && m.salesAmount === 0 && m.orderTarget === 0);
  const byKey = d.byKey.map((r) => ({ ...r, name: segmentLabel(r.name, r.parentName) }));
  const option = SALES_DIMENSION.labels[d.dimension];
  return (
    <>
      <CardRow>
        <StatCard title="수주" value={won(c.orderAmount.value)} extra={`목표 ${won(c.orderAmount.target)} · 달성 ${percent(c.orderAmount.attainmentPct)}`} link={c.orderAmount.link} testId="card-order" />
        <StatCard title="매출" value={won(c.salesAmount.value)} extra={`목표 ${won(c.salesAmount.target)} · 달성 ${percent(c.salesAmount.attainmentPct)}`} link={c.salesAmount.link} testId="card-sales" />
        <StatCard title="수주 전년 대비 증감" value={growth(c.orderAmount.yoyPct)} extra={`전년 같은 기간 ${won(c.orderAmount.lastYear)}`} />
        <StatCard title="매출 전년 대비 증감" value={growth(c.salesAmount.yoyPct)} extra={`전년 같은 기간 ${won(c.salesAmount.lastYear)}`} />
        <StatCard title="수주잔고" value={won(c.backlog.value)} extra={`진행 계약 ${c.backlog.contracts}건`} link={c.backlog.link} testId="card-backlog" />
        <StatCard
          title={`누계 (${c.ytd.fromYm.slice(0, 4)}.01–${c.ytd.toYm.slice(5)})`}
          value={won(c.ytd.salesAmount)}
          extra={`매출 달성 ${percent(c.ytd.salesAttainmentPct)} · 수주 ${won(c.ytd.orderAmount)} (${percent(c.ytd.orderAttainmentPct)})`}
          link={c.ytd.link}
        />
      </CardRow>
      <PanelGrid>
        <Panel title="월별 목표 대비 실적" span={2} empty={empty}>
          <ComboChart
            data={monthly}
            xKey="month"
            onOpen={open}
            series={[
              { key: 'orderAmount', name: '수주 실적', color: '#1677ff', unit: 'krw' },
              { key: 'salesAmount', name: '매출 실적', color: '#722ed1', unit: 'krw' },
              { key: 'orderTarget', name: '수주 목표', color: '#69b1ff', unit: 'krw', kind: 'line', dashed: true },
              { key: 'salesTarget', name: '매출 목표', color: '#b37feb', unit: 'krw', kind: 'line', dashed: true },
            ]}
          />
        </Panel>
        <Panel title="전년 동월 대비" empty={empty}>
          <ComboChart
            data={monthly}
            xKey="month"
            series={[
              { key: 'salesAmount', name: '매출', color: '#722ed1', unit: 'krw' },
              { key: 'salesLastYear', name: '전년 매출', color: '#d3adf7', unit: 'krw' },
            ]}
          />
        </Panel>
        <Panel title={`${option} 실적`} empty={byKey.length === 0}>
          <ComboChart
            data={byKey.slice(0, 10)}
            xKey="name"
            layout="vertical"
            onOpen={open}
            series={[
              { key: 'orderAmount', name: '수주', color: '#1677ff', unit: 'krw' },
              { key: 'salesAmount', name: '매출', color: '#722ed1', unit: 'krw' },
            ]}
          />
        </Panel>
      </PanelGrid>
      <PanelGrid>
        <Panel title="상위 10대 고객사" empty={d.topCustomers.length === 0}>
          <Table
            size="small"
            rowKey="customerId"
            pagination={false}
            dataSource={d.topCustomers}
            onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
            columns={[
              { title: '순위', key: 'rank', width: 60, render: (_: unknown, __: unknown, i: number) => i + 1 },
              { title: '고객사', dataIndex: 'name' },
              { title: '매출', dataIndex: 'salesAmount', align: 'right', render: (v: number) => formatKRW(v) },
              { title: '수주', dataIndex: 'orderAmount', align: 'right', render: (v: number) => formatKRW(v) },
            ]}
          />
        </Panel>
        <Panel title={`${option} 달성률`} empty={byKey.length === 0}>
          <Table
            size="small"
            rowKey={(r) => r.keyId ?? 'unassigned'}
            pagination={false}
            dataSource={byKey}
            onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
            columns={[
              { title: KEY_NAMES[d.dimension], dataIndex: 'name' },
              { title: '수주', dataIndex: 'orderAmount', align: 'right', render: (v: number) => won(v) },
              { title: '수주 달성', dataIndex: 'orderAttainmentPct', align: 'right', render: percent },
              { title: '매출', dataIndex: 'salesAmount', align: 'right', render: (v: number) => won(v) },
              { title: '매출 달성', dataIndex: 'salesAttainmentPct', align: 'right', render: percent },
            ]}
          />
        </Panel>
      </PanelGrid>
    </>
  );
}

