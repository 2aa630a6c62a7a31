import { useCan } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { HistoryDialog, ProjectPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { CostAccountSelect } from '../../costAccount';
import { DIRECT_COST_SOURCE, DIRECT_COST_STATUS, type DirectCost, EVIDENCE, directCostApi, directCostList } from '../api/directCostApi';
import { DIRECT_COST_KEY, directCostListQuery, directCostTotalsQuery } from '../api/directCostQueries';
import { DirectCostFormModal } from './DirectCostFormModal';
import { DirectCostModRequestModal } from './DirectCostModRequestModal';
import { MonthRangeFilter } from './MonthRangeFilter';
import { formatKRW } from '@dure/shared/format';


/** The status cell: 작성 중/확정 with the row's source, a closed month and a pending change. */
export function DirectCostStatusTags({ cost }: { cost: DirectCost }) {
  return (
    <Space size={2} wrap>
      <Tag color={cost.status === 'CONFIRMED' ? 'green' : 'default'}>{DIRECT_COST_STATUS.labels[cost.status]}</Tag>
      {cost.sourceType !== 'MANUAL' && <Tag color={cost.sourceType === 'ADJUSTMENT' ? 'orange' : 'blue'}>{DIRECT_COST_SOURCE.labels[cost.sourceType]}</Tag>}
      {cost.monthClosedYn === 'Y' && <Tag>마감</Tag>}
      {cost.pendingModYn === 'Y' && <Tag color="gold">변경 요청 중</Tag>}
    </Space>
  );
}

/** 직접비 (/direct/cost/management): a project's costs on direct accounts; DRAFT rows edit freely, CONFIRMED ones change through 직접비 변경. */
export default function DirectCostManagementPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('DIRECT_COST_MANAGEMENT', 'WRITE');
  const canWriteMods = useCan('DIRECT_COST_MOD_MANAGEMENT', 'WRITE');
  const canRequest = canWrite || canWriteMods;
  const [state] = useListState(directCostList);
  const totals = useQuery(directCostTotalsQuery(state));
  const [editing, setEditing] = useState<{ cost: DirectCost | null } | null>(null);
  const [changing, setChanging] = useState<DirectCost | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: DIRECT_COST_KEY });

  const confirm = (c: DirectCost) =>
    confirmAction({
      title: `'${c.description}' 직접비를 확정할까요?`,
      content: `${formatKRW(c.supplyAmount)} (부가세 ${formatKRW(c.vatAmount)}) · 확정한 뒤에는 직접비 변경 요청으로만 바꿀 수 있습니다.`,
      okText: '확정',
      run: () => directCostApi.confirm(c.id, c.version),
      success: '직접비를 확정했습니다.',
      failure: '직접비를 확정하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const remove = (c: DirectCost) =>
    confirmAction({
      title: `'${c.description}' 직접비를 삭제할까요?`,
      content: '작성 중인 직접비만 삭제할 수 있습니다.',
      okText: '삭제',
      danger: true,
      run: () => directCostApi.remove(c.id, c.version),
      success: '직접비를 삭제했습니다.',
      failure: '직접비를 삭제하지 못했습니다.',
      onDone: () => void refresh(),
    });

  const actionsOf = (c: DirectCost): ReactNode => {
    const locked = c.monthClosedYn === 'Y';
    return (
      <Space size={4}>
        {canWrite && c.status === 'DRAFT' && !locked && (
          <>
            <Button size="small" onClick={() => setEditing({ cost: c })}>
              수정
            </Button>
            <Button size="small" type="primary" ghost onClick={() => confirm(c)}>
              확정
            </Button>
            <Button size="small" danger onClick={() => remove(c)}>
              삭제
            </Button>
          </>
        )}
        {canRequest && c.status === 'CONFIRMED' && (
          <Tooltip title={c.pendingModYn === 'Y' ? '처리되지 않은 변경 요청이 있습니다.' : undefined}>
            <Button size="small" disabled={c.pendingModYn === 'Y'} onClick={() => setChanging(c)}>
              변경 요청
            </Button>
          </Tooltip>
        )}
        <Button size="small" type="link" onClick={() => setHistory(c.id)}>
          이력
        </Button>
      </Space>
    );
  };

  const columns: ListColumn<DirectCost>[] = [
    { title: '일자', dataIndex: 'costDate', sorter: true, width: 110, mobile: true },
    { title: '프로젝트', dataIndex: 'projectName', sorter: true, width: 200, mobile: true, render: (_, c) => `${c.projectName ?? ''}${c.projectNo ? ` (${c.projectNo})` : ''}` },
    { title: '원가계정', dataIndex: 'costAccountCode', sorter: true, width: 150, render: (_, c) => `${c.costAccountCode ?? ''} ${c.costAccountName ?? ''}` },
    { title: '내용', dataIndex: 'description', width: 220, mobile: true, render: (_, c) => (c.costExecutionNo ? `${c.description} · ${c.costExecutionNo}` : c.description) },
    { title: '거래처', dataIndex: 'vendorName', width: 140 },
    {
      title: '공급가액',
      dataIndex: 'supplyAmount',
      sorter: true,
      width: 140,
      align: 'right',
      mobile: true,
      render: (_, c) => (c.currencyCode ? <Tooltip title={`${c.currencyCode} ${c.foreignAmount?.toLocaleString('ko-KR')} × ${c.exchangeRate}`}>{formatKRW(c.supplyAmount)}</Tooltip> : formatKRW(c.supplyAmount)),
    },
    { title: '부가세', dataIndex: 'vatAmount', width: 110, align: 'right', render: (_, c) => formatKRW(c.vatAmount) },
    { title: '합계', dataIndex: 'totalAmount', width: 140, align: 'right', render: (_, c) => formatKRW(c.totalAmount) },
    { title: '증빙', dataIndex: 'evidenceType', width: 140, render: (_, c) => (c.purchaseTaxInvoiceNo ? `${EVIDENCE.labels[c.evidenceType]} ${c.purchaseTaxInvoiceNo}` : EVIDENCE.labels[c.evidenceType]) },
    { title: '상태', dataIndex: 'status', sorter: true, width: 170, mobile: true, render: (_, c) => <DirectCostStatusTags cost={c} /> },
    { title: '', key: 'actions', width: 240, render: (_, c) => actionsOf(c) },
  ];

  const t = totals.data;
  return (
    <>
      <ListPage
        title="직접비"
        list={directCostList}
        query={directCostListQuery}
        columns={columns}
        keyword={{ placeholder: '내용·거래처·프로젝트', width: 200 }}
        empty={{ filtered: '조건에 맞는 직접비가 없습니다.', none: '등록된 직접비가 없습니다.' }}
        actions={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ cost: null })}>
              직접비 등록
            </Button>
          )
        }
        filters={[
          { picker: 'projectId', control: ProjectPicker, label: '프로젝트', placeholder: '전체 프로젝트', width: 200 },
          { picker: 'costAccountId', control: (p) => <CostAccountSelect {...p} value={p.value ?? undefined} onChange={(v) => p.onChange?.(v ?? null)} directOnly />, label: '원가계정', placeholder: '전체 계정', width: 180 },
          (s, set) => <MonthRangeFilter key="months" from={s.fromYm} to={s.toYm} onChange={(r) => set(r)} />,
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 150, options: DIRECT_COST_STATUS.codes.map((c) => ({ value: c, label: DIRECT_COST_STATUS.labels[c] })) },
          { select: 'evidenceType', label: '증빙', placeholder: '전체 증빙', width: 130, options: EVIDENCE.codes.map((c) => ({ value: c, label: EVIDENCE.labels[c] })) },
          { select: 'sourceType', label: '구분', placeholder: '전체 구분', width: 120, options: DIRECT_COST_SOURCE.codes.map((c) => ({ value: c, label: DIRECT_COST_SOURCE.labels[c] })) },
        ]}
        table={{
          summary: () =>
            t ? (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={5}>
                    <Typography.Text strong>합계 {t.count.toLocaleString('ko-KR')}건 (조건에 맞는 모든 행)</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={5} align="right">
                    <Typography.Text strong>{formatKRW(t.supplyAmount)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={6} align="right">
                    {formatKRW(t.vatAmount)}
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={7} align="right">
                    <Typography.Text strong>{formatKRW(t.totalAmount)}</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={8} colSpan={3} />
                </Table.Summary.Row>
              </Table.Summary>
            ) : null,
        }}
      />
      <DirectCostFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('직접비를 저장했습니다.');
          void refresh();
        }}
      />
      <DirectCostModRequestModal
        cost={changing}
        onClose={() => setChanging(null)}
        onSaved={() => {
          setChanging(null);
          message.success('변경을 요청했습니다. 승인되면 반영됩니다.');
          void refresh();
        }}
      />
      {history !== null && <HistoryDialog recordType="DIRECT_COST" recordId={history} open onClose={() => setHistory(null)} />}
    </>
  );
}
