import { CheckCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { errorMessage, httpStatus, sheetRowErrors, useSearchParams } from '@dure/shared';
import { dayjs, formatKRW } from '@dure/shared/format';
import { type SheetColumn, type SpreadsheetHandle, SpreadsheetTable } from '@dure/shared/records';
import { Alert, App, Button, Card, Checkbox, DatePicker, Empty, Flex, Modal, Popconfirm, Segmented, Select, Skeleton, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useRef, useState } from 'react';
import { SalesPlanDimension, SalesPlanGridStatus } from '@dure/shared/contracts/crm/salesPlan';
import { MEASURE_LABELS, MONTHS, type Measure, type SheetPlanRow, changedCells, sheetErrors, toSheetRows } from '../api/planSheet';
import { type PlanDimension, type PlanGridRow, salesPlanApi } from '../api/salesPlanApi';
import { salesPlanGridQuery } from '../api/salesPlanQueries';
import type { ChartPoint } from './PlanChart';

const PlanChart = lazy(() => import('./PlanChart'));

/** Title of the key column (and the export file name) per dimension. */
const KEY_TITLES: Record<PlanDimension, string> = { DEPT: '부서', USER: '담당자', SEGMENT: '세그먼트' };

const DIMENSIONS = SalesPlanDimension.codes.map((key) => ({ key, label: SalesPlanDimension.labels[key] }));
const STATUS_COLORS: Record<SalesPlanGridStatus, string> = { NONE: 'default', DRAFT: 'gold', CONFIRMED: 'green' };
const pct = (v: number | null) => (v === null ? '-' : `${v.toFixed(1)}%`);
const TOTAL_KEY = 0;
const NO_ERRORS = new Map<SheetPlanRow, Record<string, string>>();

/** What the last failed save left on the grid it was made on: the bad cells, and whether the grid was stale. */
type SaveProblem = { grid: number; errors: Map<SheetPlanRow, Record<string, string>>; stale: boolean };

/** 매출 계획 (/plan/sales): monthly order and sales targets per department or person against actuals. */
export default function SalesPlanPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || dayjs().year();
  const dimension: PlanDimension = DIMENSIONS.find((d) => d.key === params.get('dimension'))?.key ?? 'DEPT';
  const [measure, setMeasure] = useState<Measure>('orderTarget');
  const [activeOnly, setActiveOnly] = useState(true);
  const gridQuery = useQuery(salesPlanGridQuery(year, dimension));
  const grid = gridQuery.data ?? null;
  const loading = gridQuery.isFetching;
  const error = gridQuery.error;
  const load = () => gridQuery.refetch();
  // A failed save's problems hold until the grid is loaded again.
  const [saveProblem, setSaveProblem] = useState<SaveProblem | null>(null);
  const current = saveProblem?.grid === gridQuery.dataUpdatedAt ? saveProblem : null;
  const serverErrors = current?.errors ?? NO_ERRORS;
  const stale = current?.stale ?? false;
  const [focusKey, setFocusKey] = useState<number>(TOTAL_KEY);
  const sheet = useRef<SpreadsheetHandle>(null);

  /** Switching year, dimension or measure drops unsaved edits: ask first. */
  function leave(go: () => void) {
    if ((sheet.current?.changedRows().length ?? 0) === 0) return go();
    Modal.confirm({ title: '저장하지 않은 변경이 있습니다', content: '이동하면 입력한 목표가 사라집니다. 계속할까요?', okText: '이동', cancelText: '머무르기', onOk: go });
  }
  const setQuery = (patch: { year?: number; dimension?: PlanDimension }) =>
    leave(() => {
      setFocusKey(TOTAL_KEY);
      setParams(new URLSearchParams({ year: String(patch.year ?? year), dimension: patch.dimension ?? dimension }), { replace: true });
    });

  const visibleRows = useMemo(
    () => (grid?.rows ?? []).filter((r) => !activeOnly || r.plannedYn === 'Y' || r.total.orderActual > 0 || (r.total.salesActual ?? 0) > 0),
    [grid, activeOnly],
  );
  const sheetRows = useMemo(() => toSheetRows(visibleRows, measure), [visibleRows, measure]);
  const salesShown = grid?.salesActualsAvailable === true;
  const canEdit = grid?.canWrite === true;

  const columns = useMemo<SheetColumn<SheetPlanRow>[]>(() => {
    const showActual = measure === 'orderTarget' || salesShown;
    const actualLabel = measure === 'orderTarget' ? '수주 실적' : '매출 실적';
    return [
      { key: 'name', title: KEY_TITLES[dimension], type: 'text', readOnly: true, width: 160 },
      ...(dimension === 'USER' ? [{ key: 'deptName', title: '소속', type: 'text', readOnly: true, width: 110 } as SheetColumn<SheetPlanRow>] : []),
      ...MONTHS.map(
        (m): SheetColumn<SheetPlanRow> => ({
          key: `m${m}`,
          title: `${m}월`,
          type: 'number',
          width: 120,
          readOnly: !canEdit,
          validate: (v) => (v === null || v === undefined || (Number.isInteger(v) && (v as number) >= 0) ? null : '목표는 0 이상의 원 단위 정수로 입력해 주세요.'),
        }),
      ),
      { key: 'total', title: '연간 목표', type: 'number', readOnly: true, width: 140 },
      ...(showActual
        ? ([
            { key: 'actual', title: actualLabel, type: 'number', readOnly: true, width: 140 },
            { key: 'attainment', title: '달성률(%)', type: 'number', readOnly: true, width: 100 },
          ] as SheetColumn<SheetPlanRow>[])
        : []),
    ];
  }, [dimension, measure, salesShown, canEdit]);

  async function save(changed: SheetPlanRow[]) {
    if (!grid) return;
    const rows = changedCells(changed, grid.rows, measure);
    if (rows.length === 0) return;
    try {
      const result = await salesPlanApi.save(year, dimension, rows);
      message.success(`목표를 저장했습니다 (새 칸 ${result.created} · 수정 ${result.updated} · 개정 ${result.revised}).`);
      void load();
    } catch (e) {
      const errors = sheetRowErrors(e, changed, sheetErrors) ?? serverErrors;
      setSaveProblem({ grid: gridQuery.dataUpdatedAt, errors, stale: stale || httpStatus(e) === 409 });
      throw e;
    }
  }

  async function confirm() {
    try {
      const { confirmed } = await salesPlanApi.confirm(year, dimension);
      message.success(`${confirmed.toLocaleString('ko-KR')}개 칸을 확정했습니다.`);
      await load();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  const focus: PlanGridRow | null = focusKey === TOTAL_KEY ? null : (grid?.rows.find((r) => r.keyId === focusKey) ?? null);
  const chartRows = focus ? [focus] : visibleRows.filter((r) => dimension === 'USER' || r.depth === Math.min(...visibleRows.map((x) => x.depth)));
  const chartData: ChartPoint[] = MONTHS.map((m) => {
    const cells = chartRows.map((r) => r.months[m - 1]);
    const sum = (pick: (c: (typeof cells)[number]) => number) => cells.reduce((a, c) => a + pick(c), 0);
    return {
      month: `${m}월`,
      orderTarget: sum((c) => c.orderTarget),
      orderActual: sum((c) => c.orderActual),
      salesTarget: sum((c) => c.salesTarget),
      salesActual: salesShown ? sum((c) => c.salesActual ?? 0) : null,
    };
  });
  const status = grid?.status;

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space align="center" wrap>
          <Typography.Title level={1} style={{ margin: 0 }}>
            매출 계획
          </Typography.Title>
          <DatePicker picker="year" allowClear={false} aria-label="연도" value={dayjs(`${year}-01-01`)} onChange={(d) => d && setQuery({ year: d.year() })} />
          {status && <Tag color={STATUS_COLORS[status]}>{SalesPlanGridStatus.labels[status]}</Tag>}
          {grid && grid.revisionNo > 0 && <Tag color="blue">개정 {grid.revisionNo}차</Tag>}
        </Space>
        <Space>
          <Button icon={<ReloadOutlined />} aria-label="새로고침" onClick={() => leave(() => void load())} />
          {grid?.canConfirm && grid.status === 'DRAFT' && (
            <Popconfirm title={`${year}년 ${DIMENSIONS.find((d) => d.key === dimension)!.label} 계획을 확정할까요?`} description="확정한 뒤 고치면 새 개정으로 저장되고 확정안은 비교용으로 남습니다." okText="확정" cancelText="닫기" onConfirm={() => void confirm()}>
              <Button type="primary" icon={<CheckCircleOutlined />}>
                계획 확정
              </Button>
            </Popconfirm>
          )}
        </Space>
      </Flex>
      <Tabs activeKey={dimension} onChange={(k) => setQuery({ dimension: k as PlanDimension })} items={DIMENSIONS.map((d) => ({ key: d.key, label: d.label }))} />
      {gridQuery.isError && <Alert type="error" showIcon message="매출 계획을 불러오지 못했습니다" description={errorMessage(error)} action={<Button onClick={() => void load()}>다시 시도</Button>} />}
      {loading && !grid && <Skeleton active paragraph={{ rows: 10 }} />}
      {grid && (
        <>
          {stale && (
            <Alert
              type="warning"
              showIcon
              message="다른 사용자가 먼저 계획을 고쳤습니다. 입력한 값은 표에 그대로 있습니다. 새로 불러온 뒤 다시 입력해 주세요."
              action={<Button onClick={() => void load()}>새로 불러오기</Button>}
            />
          )}
          {grid.warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={`부서 목표와 담당자 목표 합계가 다른 달이 ${grid.warnings.length}건 있습니다`}
              description={
                <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 120, overflow: 'auto' }}>
                  {grid.warnings.map((w) => (
                    <li key={`${w.deptId}-${w.month}-${w.measure}`}>
                      {w.deptName} {w.month}월 {w.measure === 'ORDER' ? '수주' : '매출'}: 부서 {formatKRW(w.deptTarget)} · 담당자 합계 {formatKRW(w.userSum)}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          {grid.rows.length === 0 ? (
            <Empty description="계획을 세울 수 있는 부서나 담당자가 없습니다." />
          ) : (
            <SpreadsheetTable<SheetPlanRow>
              ref={sheet}
              label={`${year}년 ${MEASURE_LABELS[measure]} 표`}
              columns={columns}
              rows={sheetRows}
              rowKey={(r) => r.key}
              onSave={save}
              externalErrors={serverErrors}
              fixedRows
              tableKey={`sales-plan-${dimension}`}
              exportFileName={`매출계획_${year}_${KEY_TITLES[dimension]}_${MEASURE_LABELS[measure].replace(' ', '')}`}
              loading={loading}
              height={Math.min(520, 90 + sheetRows.length * 40)}
              toolbar={
                <Space wrap>
                  <Segmented<Measure>
                    aria-label="목표 종류"
                    value={measure}
                    onChange={(v) => leave(() => setMeasure(v))}
                    options={(Object.keys(MEASURE_LABELS) as Measure[]).map((m) => ({ value: m, label: MEASURE_LABELS[m] }))}
                  />
                  <Checkbox checked={activeOnly} onChange={(e) => leave(() => setActiveOnly(e.target.checked))}>
                    계획·실적이 있는 대상만
                  </Checkbox>
                </Space>
              }
            />
          )}
          <Typography.Text type="secondary">
            엑셀에서 1월~12월 목표를 복사해 붙여 넣을 수 있습니다(원 단위). 바뀐 칸만 저장하며, 한 칸이라도 오류가 있으면 아무것도 저장하지 않습니다. 수주 실적은 진행중 이후 상태(진행중·완료·만료·갱신·해지) 계약의 원화 공급가액을 계약일 월에 집계합니다
            {salesShown ? '; 매출 실적은 매출 실적 관리에 쌓인 실적에서 집계합니다.' : '.'}
          </Typography.Text>

          <Card
            size="small"
            title="월별 목표 대비 실적"
            extra={
              <Select
                aria-label="차트 대상"
                style={{ width: 220 }}
                value={focusKey}
                onChange={setFocusKey}
                options={[{ value: TOTAL_KEY, label: '전체 합계' }, ...visibleRows.map((r) => ({ value: r.keyId, label: r.name }))]}
              />
            }
          >
            <Suspense fallback={<Spin />}>
              <PlanChart data={chartData} showSales={salesShown} />
            </Suspense>
            <Table
              size="small"
              rowKey="month"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={MONTHS.map((m) => {
                const cells = chartRows.map((r) => r.months[m - 1]);
                const sum = (pick: (c: (typeof cells)[number]) => number) => cells.reduce((a, c) => a + pick(c), 0);
                const orderTarget = sum((c) => c.orderTarget);
                const orderActual = sum((c) => c.orderActual);
                const salesTarget = sum((c) => c.salesTarget);
                const salesActual = salesShown ? sum((c) => c.salesActual ?? 0) : null;
                const baseline = cells.some((c) => c.baselineOrderTarget !== null) ? sum((c) => c.baselineOrderTarget ?? c.orderTarget) : null;
                const rate = (a: number | null, t: number) => (a === null || t === 0 ? null : Math.trunc((a * 1000) / t) / 10);
                return { month: m, orderTarget, orderActual, orderRate: rate(orderActual, orderTarget), baseline, salesTarget, salesActual, salesRate: rate(salesActual, salesTarget) };
              })}
              columns={[
                { title: '월', dataIndex: 'month', render: (m: number) => `${m}월` },
                { title: '수주 목표', dataIndex: 'orderTarget', align: 'right', render: formatKRW },
                { title: '최초 확정 목표', dataIndex: 'baseline', align: 'right', render: (v: number | null) => (v === null ? '-' : formatKRW(v)) },
                { title: '수주 실적', dataIndex: 'orderActual', align: 'right', render: formatKRW },
                { title: '수주 달성률', dataIndex: 'orderRate', align: 'right', render: pct },
                { title: '매출 목표', dataIndex: 'salesTarget', align: 'right', render: formatKRW },
                ...(salesShown
                  ? [
                      { title: '매출 실적', dataIndex: 'salesActual', align: 'right' as const, render: formatKRW },
                      { title: '매출 달성률', dataIndex: 'salesRate', align: 'right' as const, render: pct },
                    ]
                  : []),
              ]}
            />
          </Card>
        </>
      )}
    </Space>
  );
}
