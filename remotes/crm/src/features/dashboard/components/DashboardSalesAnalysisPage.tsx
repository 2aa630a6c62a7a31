import { CardRow, DashboardFrame, DonutChart, EMPTY_TEXT, FilterBar, Panel, PanelGrid, SimpleBar, StatCard, growth, percent, shortYm, won } from '@dure/shared/dashboard';
import { useNavigate } from '@dure/shared';
import { formatKRW, formatKRWShort } from '@dure/shared/format';
import { InputNumber, Select, Table, Tag, Tooltip } from 'antd';
import { ANALYSIS_DIMENSION, type AbcClass } from '@dure/shared/contracts/crm/dashboard';
import { useListState } from '@dure/shared/list-state';
import { useQuery } from '@tanstack/react-query';
import type { Breakdown, SalesAnalysis } from '../api/dashboardApi';
import { analysisFilters, analysisQuery } from '../api/dashboardFilters';
import { salesAnalysisQuery } from '../api/dashboardQueries';
import { heatCell } from './heatCell';

const DIMENSIONS = ANALYSIS_DIMENSION.codes.map((value) => ({ value, label: ANALYSIS_DIMENSION.labels[value] }));

/**
 * 매출 분석 (DOMAIN §10 sales analysis) over 매출 실적. Product category and margin wait for
 * products and project profit; contract type stands in for project type.
 */
export default function DashboardSalesAnalysisPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useListState(analysisFilters);
  const figures = useQuery(salesAnalysisQuery(analysisQuery(filters)));
  const filterBar = (
    <FilterBar filters={filters} onChange={setFilters}>
      <Select aria-label="분석 기준" style={{ width: 130 }} value={filters.dimension} options={DIMENSIONS} onChange={(v) => setFilters({ dimension: v })} />
      <InputNumber
        aria-label="비교 연도"
        placeholder="비교 연도"
        min={2000}
        max={2100}
        style={{ width: 120 }}
        value={filters.compareYear ?? null}
        onChange={(v) => setFilters({ compareYear: v ?? undefined })}
      />
    </FilterBar>
  );
  return (
    <DashboardFrame title="매출 분석" filterBar={filterBar} figures={figures}>
      {(d) => <AnalysisFigures d={d} open={(link) => navigate(link)} />}
    </DashboardFrame>
  );
}

function BreakdownPanel({ title, rows, compareYear, open }: { title: string; rows: Breakdown[]; compareYear: number; open: (link: string) => void }) {
  return (
    <Panel title={title} empty={rows.every((r) => r.amount === 0)}>
      <DonutChart data={rows.filter((r) => r.amount > 0).map((r) => ({ name: r.label, value: r.amount, link: r.link }))} onOpen={open} height={220} />
      <Table
        size="small"
        rowKey={(r) => r.code ?? '-'}
        pagination={false}
        dataSource={rows}
        onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
        columns={[
          { title: '구분', dataIndex: 'label' },
          { title: '매출', dataIndex: 'amount', align: 'right', render: (v: number) => won(v) },
          { title: '비중', dataIndex: 'sharePct', align: 'right', render: percent },
          { title: `${compareYear}년 대비 증감`, dataIndex: 'growthPct', align: 'right', render: growth },
        ]}
      />
    </Panel>
  );
}

function AnalysisFigures({ d, open }: { d: SalesAnalysis; open: (link: string) => void }) {
  const c = d.cards;
  const max = Math.max(1, ...d.heatmap.rows.flatMap((r) => r.values));
  const abcColor = { A: 'blue', B: 'gold', C: 'default' } as const;
  return (
    <>
      <CardRow>
        <StatCard title="매출" value={won(c.salesAmount.value)} extra={`${d.compare.year}년 동기 ${won(c.salesAmount.compareAmount)} · 증감 ${growth(c.salesAmount.growthPct)}`} link={c.salesAmount.link} testId="card-analysis-sales" />
        <StatCard title="거래 고객사" value={`${c.customerCount.value ?? 0}개`} />
        <StatCard title="상위 5개사 비중" value={percent(c.top5SharePct.value)} extra={won(c.top5SharePct.amount)} />
        <StatCard title="신규 고객 매출" value={won(d.newVsExisting.new.amount)} extra={`${d.newVsExisting.new.customers}개사 · ${percent(d.newVsExisting.new.sharePct)} (첫 계약 ${d.newVsExisting.since} 이후)`} />
        <StatCard title="기존 고객 매출" value={won(d.newVsExisting.existing.amount)} extra={`${d.newVsExisting.existing.customers}개사 · ${percent(d.newVsExisting.existing.sharePct)}`} />
      </CardRow>
      <PanelGrid>
        <BreakdownPanel title="세그먼트별 매출" rows={d.bySegment} compareYear={d.compare.year} open={open} />
        <BreakdownPanel title="업종별 매출" rows={d.byIndustry} compareYear={d.compare.year} open={open} />
        <BreakdownPanel title="고객 등급별 매출" rows={d.byGrade} compareYear={d.compare.year} open={open} />
        <BreakdownPanel title="계약유형별 매출" rows={d.byContractType} compareYear={d.compare.year} open={open} />
        <Panel title="매출 기여 등급 (매출이 큰 고객사부터 누적 80%까지 A, 95%까지 B, 나머지 C)" empty={d.customers.length === 0}>
          <SimpleBar data={d.abc.map((a) => ({ ...a, name: `${a.abc} (${a.customers}개사)` }))} xKey="name" valueKey="amount" name="매출" />
          <Table
            size="small"
            rowKey="customerId"
            pagination={{ pageSize: 5, size: 'small' }}
            dataSource={d.customers}
            onRow={(r) => ({ onClick: () => open(r.link), style: { cursor: 'pointer' } })}
            columns={[
              { title: '등급', dataIndex: 'abc', width: 60, render: (v: AbcClass) => <Tag color={abcColor[v]}>{v}</Tag> },
              { title: '고객사', dataIndex: 'name' },
              { title: '매출', dataIndex: 'amount', align: 'right', render: (v: number) => won(v) },
              { title: '누적', dataIndex: 'cumulativePct', align: 'right', render: percent },
            ]}
          />
        </Panel>
      </PanelGrid>
      <Panel title={`월 × ${ANALYSIS_DIMENSION.labels[d.dimension]} 매출`} span={2} empty={d.heatmap.rows.length === 0}>
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 12 }} aria-label="월별 매출 히트맵">
            <thead>
              <tr>
                <th style={{ textAlign: 'left', padding: 4 }}>구분</th>
                {d.heatmap.months.map((m) => (
                  <th key={m} style={{ padding: 4 }}>
                    {shortYm(m)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.heatmap.rows.map((r) => (
                <tr key={r.code ?? '-'}>
                  <td style={{ padding: 4, whiteSpace: 'nowrap' }}>{r.label}</td>
                  {r.values.map((v, i) => (
                    <Tooltip key={d.heatmap.months[i]} title={`${r.label} ${d.heatmap.months[i]}: ${formatKRW(v)}`}>
                      <td style={{ padding: 4, textAlign: 'right', ...(v > 0 ? heatCell(v / max) : {}) }}>
                        {v === 0 ? '' : formatKRWShort(v)}
                      </td>
                    </Tooltip>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {d.heatmap.rows.length === 0 && EMPTY_TEXT}
        </div>
      </Panel>
    </>
  );
}
