import { CardRow, ComboChart, DashboardFrame, DonutChart, FilterBar, Panel, PanelGrid, SimpleBar, StatCard, count, percent, shortYm, won } from '@dure/shared/dashboard';
import { useNavigate } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { useListState } from '@dure/shared/list-state';
import { useQuery } from '@tanstack/react-query';
import { Select, Table, Typography } from 'antd';
import { useMemo } from 'react';
import type { LeadDashboard } from '../api/dashboardApi';
import { leadFilters, leadQuery } from '../api/dashboardFilters';
import { commonCodesQuery, leadDashboardQuery } from '../api/dashboardQueries';
import { SegmentSelect } from '../../../components/SegmentSelect';

/** 리드 대시보드 (DOMAIN §10 lead) with its own filters: source and market segment. */
export default function DashboardLeadPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListState(leadFilters);
  const figures = useQuery(leadDashboardQuery(leadQuery(filters)));
  const sources = useQuery(commonCodesQuery('LEAD_SOURCE')).data ?? [];
  const open = (link: string) => navigate(link);
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters}>
      <Select
        aria-label="유입경로"
        allowClear
        placeholder="유입경로 전체"
        style={{ width: 160 }}
        value={filters.source}
        onChange={(v?: string) => setFilters({ source: v })}
        options={sources.map((s) => ({ value: s.code, label: s.label }))}
      />
      <SegmentSelect
        aria-label="세그먼트"
        placeholder="세그먼트 전체"
        style={{ width: 200 }}
        value={filters.segmentId ?? null}
        onChange={(v) => setFilters({ segmentId: v ?? undefined })}
      />
    </FilterBar>
  );
  return (
    <DashboardFrame title="리드 대시보드" filterBar={filterBar} figures={figures}>
      {(d) => <LeadFigures d={d} open={open} />}
    </DashboardFrame>
  );
}

function LeadFigures({ d, open }: { d: LeadDashboard; open: (link: string) => void }) {
  const c = d.cards;
  const funnel = d.funnel.filter((s) => s.category === 'OPEN' || s.count > 0);
  const noLeads = funnel.every((s) => s.count === 0);
  const trend = useMemo(() => d.pipelineTrend.map((p) => ({ ...p, month: shortYm(p.ym) })), [d.pipelineTrend]);
  const closeMonths = useMemo(() => d.weightedByCloseMonth.map((p) => ({ ...p, month: shortYm(p.ym) })), [d.weightedByCloseMonth]);
  return (
    <>
      <CardRow>
        <StatCard title="진행 리드" value={count(c.openCount.value)} link={c.openCount.link} testId="card-open" />
        <StatCard title="파이프라인" value={won(c.pipelineAmount.value)} link={c.pipelineAmount.link} testId="card-pipeline" />
        <StatCard title="가중 파이프라인" value={won(c.weightedAmount.value)} link={c.weightedAmount.link} testId="card-weighted" />
        <StatCard title="수주율(건수)" value={percent(c.winRateCount.value)} extra={`수주 ${c.winRateCount.won}건 · 실주 ${c.winRateCount.lost}건`} link={c.winRateCount.link} testId="card-winrate" />
        <StatCard title="수주율(금액)" value={percent(c.winRateAmount.value)} extra={`수주 ${won(c.winRateAmount.won)} · 실주 ${won(c.winRateAmount.lost)}`} link={c.winRateAmount.link} />
        <StatCard title="평균 수주액" value={won(c.avgDealAmount.value)} link={c.avgDealAmount.link} />
        <StatCard title="평균 영업기간" value={c.cycleDays.value === null ? '-' : `${c.cycleDays.value}일`} link={c.cycleDays.link} />
      </CardRow>
      <PanelGrid>
        <Panel title="단계별 리드 (퍼널)" empty={noLeads}>
          <ComboChart data={funnel} xKey="name" layout="vertical" series={[{ key: 'count', name: '건수', color: '#1677ff', unit: 'count' }]} onOpen={open} />
        </Panel>
        <Panel title="단계 전환율" empty={d.conversion.every((s) => s.reached === 0)}>
          <ComboChart
            data={d.conversion.map((s) => ({ ...s, toNext: s.toNextPct }))}
            xKey="name"
            series={[
              { key: 'reached', name: '도달 리드', color: '#91caff', unit: 'count' },
              { key: 'toNext', name: '다음 단계 전환율', color: '#f5222d', unit: 'pct', kind: 'line', axis: 'right' },
            ]}
          />
        </Panel>
        <Panel title="월말 파이프라인 추이" empty={trend.every((p) => p.count === 0)}>
          <ComboChart
            data={trend}
            xKey="month"
            series={[
              { key: 'amount', name: '파이프라인', color: '#1677ff', unit: 'krw', kind: 'line' },
              { key: 'weightedAmount', name: '가중 파이프라인', color: '#52c41a', unit: 'krw', kind: 'line' },
            ]}
          />
        </Panel>
        <Panel title="예상 계약월별 가중금액과 수주 목표" empty={closeMonths.every((p) => p.weightedAmount === 0 && p.orderTarget === 0)}>
          <ComboChart
            data={closeMonths}
            xKey="month"
            onOpen={open}
            series={[
              { key: 'weightedAmount', name: '가중금액', color: '#1677ff', unit: 'krw' },
              { key: 'orderTarget', name: '수주 목표', color: '#faad14', unit: 'krw', kind: 'line', dashed: true },
            ]}
          />
        </Panel>
        <Panel title="실주 사유" empty={d.lostReasons.length === 0}>
          <DonutChart data={d.lostReasons.map((r) => ({ name: r.label, value: r.count, link: r.link }))} unit="count" onOpen={open} />
        </Panel>
        <Panel title="유입경로별 리드 · 수주율" empty={d.sources.length === 0}>
          <SimpleBar data={d.sources.map((s) => ({ ...s, name: s.label }))} xKey="name" valueKey="count" name="리드" unit="count" onOpen={open} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {d.sources.map((s) => `${s.label} ${percent(s.winRate)}`).join(' · ')}
          </Typography.Text>
        </Panel>
      </PanelGrid>
      <Panel title={`정체 리드 (${d.stale.total}건)`} span={2} empty={d.stale.total === 0}>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={d.stale.rows}
          onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
          columns={[
            { title: '리드번호', dataIndex: 'leadNo', width: 130 },
            { title: '리드명', dataIndex: 'title' },
            { title: '고객사', dataIndex: 'customerName', render: (v: string | null) => v ?? '-' },
            { title: '단계', dataIndex: 'stageName', width: 100 },
            { title: '담당자', dataIndex: 'ownerName', width: 100, render: (v: string | null) => v ?? '-' },
            { title: '예상금액', dataIndex: 'expectedAmount', align: 'right', width: 140, render: (v: number) => formatKRW(v) },
            { title: '정체일수', dataIndex: 'idleDays', align: 'right', width: 90, render: (v: number) => `${v}일` },
          ]}
        />
      </Panel>
    </>
  );
}
