import { Link, useCan, useSearchParams } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { dayjs, formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, ProjectPicker } from '@dure/shared/records';
import type { ComponentProps } from 'react';
import { type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@dure/shared/contracts';
import { App, Button, DatePicker, Dropdown, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { SOURCE_LABELS, type SalesLedger, type SalesLedgerQuery, type SalesLedgerSource, salesLedgerApi, salesLedgerList } from '../api/salesLedgerApi';
import { salesLedgerListQuery } from '../api/salesLedgerQueries';
import { AdjustmentModal, AllocationModal, BulkAllocationModal, LEDGER_PROJECTS, ManualLedgerModal } from './LedgerForms';

/** The list's query as the template reads it: a page (the totals beside it are read by this page from the same cache entry). */
const pageQuery = salesLedgerListQuery as unknown as (query: SalesLedgerQuery) => UseQueryOptions<Page<SalesLedger>, Error, Page<SalesLedger>, readonly unknown[]>;

/** The project filter over the ledger's own (org-wide) project list. */
const LedgerProjectPicker = (props: ComponentProps<typeof ProjectPicker>) => <ProjectPicker {...props} source={LEDGER_PROJECTS} />;

const SOURCE_COLORS: Record<SalesLedgerSource, string> = { TAX_INVOICE: 'blue', MANUAL: 'green', ADJUSTMENT: 'orange' };

/** The row a link asks for (`id`, the close checklist's links): its allocation opens once the row is read. */
function useLinkedRow(): [SalesLedger | undefined, () => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const row = useQuery({ queryKey: ['sales-ledger', 'row', id], queryFn: () => salesLedgerApi.get(id!), enabled: id !== null });
  const clear = () => {
    const next = new URLSearchParams(params);
    next.delete('id');
    setParams(next, { replace: true });
  };
  return [id === null ? undefined : row.data, clear];
}

/** 매출 실적 관리 (/med/sales/management): recognised revenue by month with totals, manual and adjustment rows, project allocation. */
export default function SalesLedgerPage() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const canWrite = useCan('MED_SALES_MANAGEMENT', 'WRITE');
  const [state] = useListState(salesLedgerList);
  const page = useQuery(salesLedgerListQuery(state));
  const totals = page.data?.totals;
  const [selected, setSelected] = useState<SalesLedger[]>([]);
  const [editing, setEditing] = useState<SalesLedger | null>(null);
  const [adjusting, setAdjusting] = useState<SalesLedger | null>(null);
  const [placing, setPlacing] = useState<SalesLedger | null>(null);
  const [bulk, setBulk] = useState<SalesLedger[] | null>(null);
  const [linked, clearLinked] = useLinkedRow();
  const linkedOpen = canWrite && linked !== undefined && linked.closedYn === 'N' && placing === null;

  const reload = () => queryClient.invalidateQueries({ queryKey: ['sales-ledger'] });
  const saved = (text: string) => {
    message.success(text);
    void reload();
  };
  const remove = (r: SalesLedger) =>
    confirmAction({
      title: `${r.ym} ${SOURCE_LABELS[r.sourceType]} 매출 ${formatKRW(r.amount)}을 삭제할까요?`,
      content: '삭제한 행은 매출 실적과 프로젝트 손익에서 빠집니다.',
      okText: '삭제',
      danger: true,
      failure: '매출 실적을 삭제하지 못했습니다',
      run: () => salesLedgerApi.remove(r.id, r.version),
      success: '삭제했습니다.',
      onDone: () => void reload(),
    });

  const columns: ListColumn<SalesLedger>[] = [
    { title: '귀속월', dataIndex: 'ym', sorter: true, width: 96 },
    {
      title: '구분',
      dataIndex: 'sourceType',
      sorter: true,
      width: 120,
      mobile: true,
      render: (_, r) => [
        <Tag key="source" color={SOURCE_COLORS[r.sourceType]}>{SOURCE_LABELS[r.sourceType]}</Tag>,
        r.closedYn === 'Y' && (
          <Tooltip key="closed" title="원가가 마감된 달이라 바꿀 수 없습니다">
            <Tag>마감</Tag>
          </Tooltip>
        ),
      ],
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, ellipsis: true, mobile: true, render: (_, r) => <Link to={`/customer/${r.customerId}`}>{r.customerName ?? '-'}</Link> },
    {
      title: '세금계산서',
      dataIndex: 'invoiceNo',
      width: 150,
      render: (_, r) => (r.taxInvoiceId ? <Link to={`/taxinvoice/${r.taxInvoiceId}`}>{r.invoiceNo}</Link> : r.adjustedId ? <Typography.Text type="secondary">조정 #{r.adjustedId}</Typography.Text> : '-'),
    },
    { title: '계약', dataIndex: 'contractNo', width: 130, optional: true, render: (_, r) => (r.contractId ? <Link to={`/contract/${r.contractId}`}>{r.contractNo}</Link> : '-') },
    {
      title: '프로젝트',
      dataIndex: 'projectName',
      sorter: true,
      width: 200,
      ellipsis: true,
      mobile: true,
      render: (_, r) => (r.projectId ? `${r.projectName} (${r.projectNo})` : <Tag color="red">미배정</Tag>),
    },
    { title: '부서', dataIndex: 'deptName', sorter: true, width: 120, ellipsis: true, render: (_, r) => r.deptName ?? '-' },
    { title: '금액', dataIndex: 'amount', sorter: true, align: 'right', width: 140, mobile: true, render: (_, r) => formatKRW(r.amount) },
    {
      title: '외화',
      dataIndex: 'foreignAmount',
      width: 160,
      optional: true,
      render: (_, r) => (r.currencyCode ? `${r.currencyCode} ${r.foreignAmount?.toLocaleString('ko-KR', { minimumFractionDigits: 2 })} @ ${r.exchangeRate}` : '-'),
    },
    { title: '비고·사유', dataIndex: 'note', width: 180, ellipsis: true, render: (_, r) => r.note ?? '-' },
  ];
  if (canWrite) columns.push({
      title: '',
      key: 'actions',
      width: 64,
      render: (_, r) =>
        r.closedYn === 'Y' ? null : (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'place', label: '프로젝트·부서 배정', onClick: () => setPlacing(r) },
                r.sourceType !== 'TAX_INVOICE' && { key: 'edit', label: '수정', onClick: () => setEditing(r) },
                r.sourceType !== 'ADJUSTMENT' && { key: 'adjust', label: '조정 행 추가', onClick: () => setAdjusting(r) },
                r.sourceType !== 'TAX_INVOICE' && { key: 'delete', label: '삭제', danger: true, onClick: () => remove(r) },
              ].filter((i) => i !== false),
            }}
          >
            <Button size="small" aria-label={`${r.ym} ${r.customerName ?? ''} 작업`} onClick={(e) => e.stopPropagation()}>
              ⋯
            </Button>
          </Dropdown>
        ),
  });

  const summary = totals && (
    <Space size="middle" wrap data-testid="ledger-totals">
      <Typography.Text>
        합계 <Typography.Text strong>{formatKRW(totals.amount)}</Typography.Text>
      </Typography.Text>
      <Typography.Text type={totals.unassignedCount > 0 ? 'danger' : 'secondary'}>
        미배정 {totals.unassignedCount.toLocaleString('ko-KR')}건 · {formatKRW(totals.unassignedAmount)}
      </Typography.Text>
    </Space>
  );

  return (
    <>
      <ListPage
        title="매출 실적 관리"
        list={salesLedgerList}
        query={pageQuery}
        columns={columns}
        empty={{ filtered: '조건에 맞는 매출 실적이 없습니다.', none: '등록된 매출 실적이 없습니다. 세금계산서가 발급되면 자동으로 생깁니다.' }}
        actions={
          <>
            {summary}
            {canWrite && (
              <Button disabled={selected.length === 0} onClick={() => setBulk(selected)}>
                프로젝트 일괄 배정{selected.length > 0 ? ` (${selected.length})` : ''}
              </Button>
            )}
          </>
        }
        create={
          canWrite && {
            label: '수기 매출 등록',
            form: (f) => (
              <ManualLedgerModal
                open={f.open}
                row={null}
                onClose={f.onClose}
                onSaved={() => {
                  message.success('수기 매출을 등록했습니다.');
                  f.onCreated();
                }}
              />
            ),
          }
        }
        keyword={{ placeholder: '고객사, 프로젝트, 세금계산서 번호, 비고', width: 260 }}
        filters={[
          (s, set) => (
            <DatePicker.RangePicker
              key="ym"
              picker="month"
              aria-label="귀속월 기간"
              placeholder={['시작 월', '끝 월']}
              allowEmpty={[true, true]}
              value={[s.fromYm ? dayjs(`${s.fromYm}-01`) : null, s.toYm ? dayjs(`${s.toYm}-01`) : null]}
              onChange={(range) => set({ fromYm: range?.[0]?.format('YYYY-MM'), toYm: range?.[1]?.format('YYYY-MM') })}
            />
          ),
          { select: 'sourceTypeList', label: '구분', placeholder: '전체 구분', width: 180, options: (Object.keys(SOURCE_LABELS) as SalesLedgerSource[]).map((s) => ({ value: s, label: SOURCE_LABELS[s] })) },
          { check: 'unassignedYn', label: '미배정만' },
          { picker: 'customerId', control: CustomerSelect, label: '고객사 필터', placeholder: '전체 고객사', width: 220 },
          { picker: 'projectId', control: LedgerProjectPicker, label: '프로젝트 필터', placeholder: '전체 프로젝트', width: 220, advanced: true },
          { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서 (하위 포함)', width: 200, advanced: true },
        ]}
        table={{
          rowSelection: canWrite
            ? {
                selectedRowKeys: selected.map((r) => r.id),
                onChange: (_keys, rows) => setSelected(rows),
                preserveSelectedRowKeys: true,
                getCheckboxProps: (r) => ({ disabled: r.closedYn === 'Y', 'aria-label': `${r.ym} ${r.customerName ?? ''} ${formatKRW(r.amount)} 선택` }),
              }
            : false,
        }}
      />
      <ManualLedgerModal open={editing !== null} row={editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); saved('수정했습니다.'); }} />
      <AdjustmentModal target={adjusting} onClose={() => setAdjusting(null)} onSaved={() => { setAdjusting(null); saved('조정 행을 추가했습니다.'); }} />
      <AllocationModal
        row={placing ?? (linkedOpen ? linked : null)}
        onClose={() => {
          setPlacing(null);
          if (linked) clearLinked();
        }}
        onSaved={() => {
          setPlacing(null);
          if (linked) clearLinked();
          saved('배정을 바꿨습니다.');
        }}
      />
      <BulkAllocationModal
        rows={bulk}
        onClose={() => setBulk(null)}
        onSaved={(n) => {
          setBulk(null);
          setSelected([]);
          saved(`${n}건을 배정했습니다.`);
        }}
      />
    </>
  );
}
