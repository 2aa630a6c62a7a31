import { CardRow, ComboChart, DashboardFrame, FilterBar, Panel, PanelGrid, SimpleBar, StatCard, count, percent, shortYm, won } from '@dure/shared/dashboard';
import { useNavigate } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import type { AgingBucket } from '@dure/shared/contracts/crm/receivable';
import { useListState } from '@dure/shared/list-state';
import { CustomerSelect } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Table, Typography } from 'antd';
import type { BondDashboard } from '../api/dashboardApi';
import { bondFilters, bondQuery, receivableQuery } from '../api/dashboardFilters';
import { bondDashboardQuery } from '../api/dashboardQueries';
import { BUCKET_LABELS, ReceivableTable } from './ReceivableTable';
import { CollectionTable } from '../../collection';

/** 채권 현황 (DOMAIN §10 bond): balances and aging as of today, trend over the 12 months up to the period end. */
export default function DashboardBondPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListState(bondFilters);
  const { customerId } = filters;
  const figures = useQuery(bondDashboardQuery(bondQuery(filters)));
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters}>
      <div style={{ width: 220 }}>
        <CustomerSelect aria-label="고객사" placeholder="고객사 전체" value={customerId ?? null} initialLabel={figures.data?.topOverdue.find((c) => c.customerId === customerId)?.name} onChange={(v: number | null) => setFilters({ customerId: v ?? undefined })} />
      </div>
      <Select
        aria-label="연령 구간"
        allowClear
        placeholder="연령 전체"
        style={{ width: 130 }}
        value={filters.bucket}
        onChange={(v?: AgingBucket) => setFilters({ bucket: v })}
        options={Object.entries(BUCKET_LABELS).map(([value, label]) => ({ value, label }))}
      />
    </FilterBar>
  );
  return (
    <DashboardFrame title="채권 현황" filterBar={filterBar} figures={figures}>
      {(d) => (
        <>
          <BondFigures d={d} open={(link) => navigate(link)} />
          <Panel
            title={`미수 채권${filters.bucket ? ` · ${BUCKET_LABELS[filters.bucket]}` : ''}${filters.overdueYn ? ' · 연체' : ''}`}
            span={2}
            extra={
              (filters.bucket || filters.overdueYn !== undefined) && (
                <Button size="small" onClick={() => setFilters({ bucket: undefined, overdueYn: undefined })}>
                  조건 해제
                </Button>
              )
            }
          >
            <div id="receivables">
              <ReceivableTable query={receivableQuery(filters)} onPage={(page) => setFilters({ page })} />
            </div>
          </Panel>
          <Panel title="수금 내역" span={2}>
            {customerId ? (
              <CollectionTable customerId={customerId} />
            ) : (
              <Typography.Text type="secondary">고객사를 고르면 그 고객사의 수금 내역과 수금 취소가 여기에 보입니다.</Typography.Text>
            )}
          </Panel>
        </>
      )}
    </DashboardFrame>
  );
}

function BondFigures({ d, open }: { d: BondDashboard; open: (link: string) => void }) {
  const c = d.cards;
  const trend = d.trend.map((t) => ({ ...t, month: shortYm(t.ym) }));
  return (
    <>
      <CardRow>
        <StatCard title="채권 잔액" value={won(c.arBalance.value)} extra={`${d.asOf} 기준`} link={c.arBalance.link} testId="card-ar" />
        <StatCard title="연체 잔액" value={won(c.overdueBalance.value)} extra={`${count(c.overdueBalance.count)} · 잔액의 ${percent(c.overdueBalance.pctOfAr)}`} link={c.overdueBalance.link} testId="card-overdue" />
        <StatCard title="30일 내 만기" value={won(c.dueNext30.value)} extra={count(c.dueNext30.count)} link={c.dueNext30.link} />
        <StatCard title="평균 회수기간 (채권 잔액 ÷ 하루 평균 청구액)" value={c.dsoDays.value === null ? '-' : `${c.dsoDays.value}일`} extra={`최근 90일 청구 ${won(c.dsoDays.billed90)}`} />
        <StatCard title={`회수율 (${c.collectionRate.ym})`} value={percent(c.collectionRate.value)} extra={`수금 ${won(c.collectionRate.collected)} / ${won(c.collectionRate.base)}`} />
      </CardRow>
      <PanelGrid>
        <Panel title="채권 연령 (오늘 기준)" empty={d.aging.every((a) => a.amount === 0)}>
          <SimpleBar data={d.aging.map((a) => ({ ...a, name: BUCKET_LABELS[a.bucket] }))} xKey="name" valueKey="amount" name="잔액" onOpen={open} />
        </Panel>
        <Panel title="12개월 추이" empty={trend.every((t) => t.billedAmount === 0 && t.collectedAmount === 0 && t.closingBalance === 0)}>
          <ComboChart
            data={trend}
            xKey="month"
            series={[
              { key: 'billedAmount', name: '청구', color: '#1677ff', unit: 'krw' },
              { key: 'collectedAmount', name: '수금', color: '#52c41a', unit: 'krw' },
              { key: 'closingBalance', name: '월말 잔액', color: '#fa8c16', unit: 'krw', kind: 'line' },
              { key: 'collectionRatePct', name: '회수율', color: '#f5222d', unit: 'pct', kind: 'line', axis: 'right', dashed: true },
            ]}
          />
        </Panel>
      </PanelGrid>
      <Panel title="연체 상위 고객사" span={2} empty={d.topOverdue.length === 0}>
        <Table
          size="small"
          rowKey="customerId"
          pagination={false}
          dataSource={d.topOverdue}
          onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
          columns={[
            { title: '고객사', dataIndex: 'name' },
            { title: '연체 잔액', dataIndex: 'overdueAmount', align: 'right', render: (v: number) => formatKRW(v) },
            { title: '채권 수', dataIndex: 'receivables', align: 'right', render: (v: number) => `${v}건` },
            { title: '최장 연체', dataIndex: 'maxOverdueDays', align: 'right', render: (v: number) => `${v}일` },
          ]}
        />
      </Panel>
    </>
  );
}
