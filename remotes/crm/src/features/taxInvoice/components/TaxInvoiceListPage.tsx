import { FileExcelOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link, errorMessage, useCan, useLocation, useNavigate, useSearchParams } from '@dure/shared';
import { dayjs, formatBusinessNumber, formatKRW } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Card, Checkbox, DatePicker, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FilterTag } from '../../../components/FilterTag';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { type CommonCode, commonCodeApi } from '../../../lib/commonCodeApi';
import { GRADES, useIndustries } from '../../customer';
import { useCappedTotal } from '../../../lib/proTableQuery';
import { formatApprovalNo } from '../api/approvalNo';
import { exportInvoices } from '../api/exportInvoices';
import { exportedText } from '../../../lib/collectPages';
import {
  AMEND_REASONS,
  DIRECTION_LABELS,
  type Direction,
  ISSUE_TYPE_LABELS,
  type InvoiceQuery,
  type InvoiceRow,
  type InvoiceStatus,
  type IssueType,
  STATUS_COLORS,
  STATUS_LABELS,
  TAX_TYPE_LABELS,
  type TaxType,
  taxInvoiceApi,
} from '../api/taxInvoiceApi';
import { DeadlineTags } from './DeadlineTags';
import { CompanyProfileModal } from './CompanyProfileModal';
import { DeadlineBoardDrawer } from './DeadlineBoardDrawer';
import { TaxInvoiceFormModal } from './TaxInvoiceFormModal';

const FILTER_KEYS = [
  'keyword',
  'direction',
  'statusList',
  'issueType',
  'taxType',
  'customerId',
  'contractId',
  'segmentId',
  'noSegmentYn',
  'industryCode',
  'noIndustryYn',
  'gradeList',
  'noGradeYn',
  'contractTypeList',
  'noContractYn',
  'deptId',
  'ownerUserId',
  'fromDate',
  'toDate',
  'lateYn',
  'amendedYn',
] as const;
const SORTABLE = ['writeDate', 'issueDate', 'issueDeadline', 'invoiceNo', 'buyerName', 'supplyAmount', 'totalAmount'];
const DEFAULT_SORT = 'writeDate,desc';

type Filters = Omit<InvoiceQuery, 'page' | 'size' | 'sort'>;

/** The list's query lives in the address, so back, reload and links keep it. */
export function useInvoiceQuery(): [InvoiceQuery & { page: number; size: number; sort: string }, (patch: Partial<InvoiceQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const text = (k: string) => params.get(k) || undefined;
  const yes = (k: string) => (params.get(k) === 'Y' ? ('Y' as const) : undefined);
  const query = {
    page: Number(params.get('page') ?? 0),
    size: Number(params.get('size') ?? 20),
    sort: params.get('sort') ?? DEFAULT_SORT,
    keyword: text('keyword'),
    direction: text('direction') as Direction | undefined,
    statusList: text('statusList'),
    issueType: text('issueType') as IssueType | undefined,
    taxType: text('taxType') as TaxType | undefined,
    customerId: params.get('customerId') ? Number(params.get('customerId')) : undefined,
    contractId: params.get('contractId') ? Number(params.get('contractId')) : undefined,
    segmentId: params.get('segmentId') ? Number(params.get('segmentId')) : undefined,
    noSegmentYn: yes('noSegmentYn'),
    industryCode: text('industryCode'),
    noIndustryYn: yes('noIndustryYn'),
    gradeList: text('gradeList'),
    noGradeYn: yes('noGradeYn'),
    contractTypeList: text('contractTypeList'),
    noContractYn: yes('noContractYn'),
    deptId: params.get('deptId') ? Number(params.get('deptId')) : undefined,
    ownerUserId: params.get('ownerUserId') ? Number(params.get('ownerUserId')) : undefined,
    fromDate: text('fromDate'),
    toDate: text('toDate'),
    lateYn: text('lateYn') as 'Y' | undefined,
    amendedYn: text('amendedYn') as 'Y' | undefined,
  };
  const update = (patch: Partial<InvoiceQuery>) => {
    const next: Record<string, unknown> = { ...query, page: 0, ...patch };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== undefined && v !== null && v !== '') out.set(k, String(v));
    setParams(out, { replace: true });
  };
  return [query, update];
}

/** 세금계산서 (/taxinvoice): invoices in the caller's scope with search, filters, sort, paging, saved views and export. */
export default function TaxInvoiceListPage() {
  const counted = useCappedTotal('건');
  const navigate = useNavigate();
  const canWrite = useCan('TAX_INVOICE', 'WRITE');
  const canManage = useCan('TAX_INVOICE_MANAGEMENT', 'READ');
  const canKeepProfile = useCan('TAX_INVOICE_MANAGEMENT', 'ADMIN');
  const [panel, setPanel] = useState<'profile' | 'deadline' | null>(null);
  const [query, setQuery] = useInvoiceQuery();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const location = useLocation();
  // Opened from a contract's "이 계약으로 작성": the draft form opens at once (once: `create` leaves the address).
  const [creating, setCreating] = useState(() => canWrite && new URLSearchParams(location.search).get('create') === 'Y');
  const [customerName] = useState(() => (location.state as { customerName?: string } | null)?.customerName);
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [total, setTotal] = useState(0);
  const [contractTypes, setContractTypes] = useState<CommonCode[]>([]);
  const industries = useIndustries();
  const action = useRef<ActionType>(undefined);
  const { message } = App.useApp();
  const filters: Filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k]]));
  // A list filtered to a customer or contract (e.g. opened from its page) drafts for it.
  const prefill = useMemo(
    () =>
      query.customerId || query.contractId
        ? { customerId: query.customerId, contractId: query.contractId, customerName: query.customerId ? customerName : undefined }
        : undefined,
    [query.customerId, query.contractId, customerName],
  );

  useEffect(() => {
    commonCodeApi.list('CONTRACT_TYPE', true).then(setContractTypes, () => setContractTypes([]));
    if (new URLSearchParams(location.search).has('create')) setQuery({});
    // Once, on arrival.
  }, []);

  async function exportList() {
    setExporting(true);
    const key = 'tax-invoice-export';
    try {
      const count = await exportInvoices({ ...filters, sort: query.sort }, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  const sortOrder = (field: string) => (query.sort.startsWith(`${field},`) ? (query.sort.endsWith('desc') ? 'descend' : 'ascend') : null);

  const columns: ProColumns<InvoiceRow>[] = [
    { title: '관리번호', dataIndex: 'invoiceNo', sorter: true, sortOrder: sortOrder('invoiceNo'), render: (_, r) => <Link to={`/taxinvoice/${r.id}`} onClick={(e) => e.stopPropagation()}>{r.invoiceNo}</Link> },
    { title: '작성일자', dataIndex: 'writeDate', sorter: true, sortOrder: sortOrder('writeDate') },
    { title: '구분', dataIndex: 'direction', render: (_, r) => <Tag color={r.direction === 'SALES' ? 'blue' : 'cyan'}>{DIRECTION_LABELS[r.direction]}</Tag> },
    {
      title: '거래처',
      dataIndex: 'buyerName',
      sorter: true,
      sortOrder: sortOrder('buyerName'),
      render: (_, r) => (
        <span>
          {r.direction === 'SALES' ? r.buyerName : r.supplierName}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {formatBusinessNumber(r.direction === 'SALES' ? r.buyerBizNo : r.supplierBizNo)}
          </Typography.Text>
        </span>
      ),
    },
    { title: '과세', dataIndex: 'taxType', render: (_, r) => TAX_TYPE_LABELS[r.taxType], responsive: ['lg'] },
    { title: '공급가액', dataIndex: 'supplyAmount', align: 'right', sorter: true, sortOrder: sortOrder('supplyAmount'), render: (_, r) => formatKRW(r.supplyAmount) },
    { title: '세액', dataIndex: 'taxAmount', align: 'right', render: (_, r) => formatKRW(r.taxAmount), responsive: ['md'] },
    { title: '합계', dataIndex: 'totalAmount', align: 'right', sorter: true, sortOrder: sortOrder('totalAmount'), render: (_, r) => formatKRW(r.totalAmount) },
    {
      title: '상태',
      dataIndex: 'status',
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Tag>
          {r.amendCode && <Tag color="magenta">수정 {r.amendCode}. {AMEND_REASONS[r.amendCode].label}</Tag>}
          <DeadlineTags row={r} />
        </Space>
      ),
    },
    { title: '발급기한', dataIndex: 'issueDeadline', sorter: true, sortOrder: sortOrder('issueDeadline'), responsive: ['xl'] },
    { title: '승인번호', dataIndex: 'ntsApprovalNo', render: (_, r) => formatApprovalNo(r.ntsApprovalNo), responsive: ['xl'] },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, r) => r.ownerUserName ?? '-', responsive: ['lg'] },
  ];

  const range = query.fromDate || query.toDate ? ([query.fromDate ? dayjs(query.fromDate) : null, query.toDate ? dayjs(query.toDate) : null] as const) : null;
  const filtered = FILTER_KEYS.some((k) => query[k] !== undefined);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          세금계산서
        </Typography.Title>
        <Space wrap>
          {canManage && <Button onClick={() => setPanel('deadline')}>발급기한 현황</Button>}
          {canKeepProfile && <Button onClick={() => setPanel('profile')}>공급자 정보</Button>}
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              세금계산서 작성
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8} align="center">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="관리번호, 거래처명, 사업자번호, 승인번호"
            aria-label="검색어"
            style={{ width: 280 }}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setQuery({ keyword: undefined });
            }}
            onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
          />
          <Select allowClear aria-label="매출·매입" placeholder="매출·매입" style={{ width: 120 }} value={query.direction} onChange={(v) => setQuery({ direction: v })} options={(Object.keys(DIRECTION_LABELS) as Direction[]).map((v) => ({ value: v, label: DIRECTION_LABELS[v] }))} />
          <Select
            mode="multiple"
            allowClear
            aria-label="상태"
            placeholder="전체 상태"
            style={{ minWidth: 180 }}
            value={query.statusList?.split(',').filter(Boolean) ?? []}
            onChange={(v: string[]) => setQuery({ statusList: v.length ? v.join(',') : undefined })}
            options={(Object.keys(STATUS_LABELS) as InvoiceStatus[]).map((v) => ({ value: v, label: STATUS_LABELS[v] }))}
          />
          <Select allowClear aria-label="발행유형" placeholder="발행유형" style={{ width: 120 }} value={query.issueType} onChange={(v) => setQuery({ issueType: v })} options={(Object.keys(ISSUE_TYPE_LABELS) as IssueType[]).map((v) => ({ value: v, label: ISSUE_TYPE_LABELS[v] }))} />
          <Select allowClear aria-label="과세구분" placeholder="과세구분" style={{ width: 110 }} value={query.taxType} onChange={(v) => setQuery({ taxType: v })} options={(Object.keys(TAX_TYPE_LABELS) as TaxType[]).map((v) => ({ value: v, label: TAX_TYPE_LABELS[v] }))} />
          <div style={{ width: 260 }}>
            <CustomerSelect value={query.customerId ?? null} onChange={(id) => setQuery({ customerId: id ?? undefined })} />
          </div>
          {/* The buyer's and the contract's attributes; a sales analysis 미지정 row arrives as a closable "none" tag. */}
          {query.noSegmentYn === 'Y' ? (
            <FilterTag onClear={() => setQuery({ noSegmentYn: undefined })}>
              세그먼트 미지정 고객사
            </FilterTag>
          ) : (
            <SegmentSelect aria-label="세그먼트" placeholder="전체 세그먼트" style={{ width: 190 }} value={query.segmentId ?? null} onChange={(v) => setQuery({ segmentId: v ?? undefined })} />
          )}
          {query.noIndustryYn === 'Y' ? (
            <FilterTag onClear={() => setQuery({ noIndustryYn: undefined })}>
              업종 미지정 고객사
            </FilterTag>
          ) : (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label="업종"
              placeholder="전체 업종"
              style={{ width: 140 }}
              value={query.industryCode}
              onChange={(v?: string) => setQuery({ industryCode: v ?? undefined })}
              options={[
                ...industries.list.map((i) => ({ value: i.code, label: i.label })),
                ...(query.industryCode && !industries.list.some((i) => i.code === query.industryCode) ? [{ value: query.industryCode, label: industries.labelOf(query.industryCode) }] : []),
              ]}
            />
          )}
          {query.noGradeYn === 'Y' ? (
            <FilterTag onClear={() => setQuery({ noGradeYn: undefined })}>
              등급 미지정 고객사
            </FilterTag>
          ) : (
            <Select
              mode="multiple"
              allowClear
              aria-label="고객 등급"
              placeholder="전체 등급"
              style={{ minWidth: 120 }}
              value={query.gradeList?.split(',').filter(Boolean) ?? []}
              onChange={(v: string[]) => setQuery({ gradeList: v.length ? v.join(',') : undefined })}
              options={GRADES.map((g) => ({ value: g, label: `${g}등급` }))}
            />
          )}
          {query.noContractYn === 'Y' ? (
            <FilterTag onClear={() => setQuery({ noContractYn: undefined })}>
              계약 없는 세금계산서
            </FilterTag>
          ) : (
            <Select
              mode="multiple"
              allowClear
              aria-label="계약유형"
              placeholder="전체 계약유형"
              style={{ minWidth: 140 }}
              value={query.contractTypeList?.split(',').filter(Boolean) ?? []}
              onChange={(v: string[]) => setQuery({ contractTypeList: v.length ? v.join(',') : undefined })}
              options={contractTypes.map((c) => ({ value: c.code, label: c.label }))}
            />
          )}
          <DepartmentSelect aria-label="담당 부서" placeholder="담당 부서 (하위 포함)" style={{ width: 190 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
          <div style={{ width: 170 }}>
            <UserPicker aria-label="담당자" placeholder="담당자" value={query.ownerUserId ?? null} onChange={(id) => setQuery({ ownerUserId: id ?? undefined })} />
          </div>
          <DatePicker.RangePicker
            aria-label="작성일자"
            placeholder={['작성일 시작', '작성일 끝']}
            value={range as never}
            onChange={(v) => setQuery({ fromDate: v?.[0]?.format('YYYY-MM-DD'), toDate: v?.[1]?.format('YYYY-MM-DD') })}
          />
          <Checkbox checked={query.lateYn === 'Y'} onChange={(e) => setQuery({ lateYn: e.target.checked ? 'Y' : undefined })}>
            지연만
          </Checkbox>
          <Checkbox checked={query.amendedYn === 'Y'} onChange={(e) => setQuery({ amendedYn: e.target.checked ? 'Y' : undefined })}>
            수정세금계산서만
          </Checkbox>
          <SavedViews
            listKey="tax-invoice-list"
            value={{ filters, sort: query.sort }}
            onApply={(state) => {
              const saved = (state.filters ?? {}) as Filters;
              setKeyword(saved.keyword ?? '');
              setQuery({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])), ...saved, sort: typeof state.sort === 'string' ? state.sort : DEFAULT_SORT });
            }}
          />
        </Flex>
      </Card>
      {failure && <Alert type="error" showIcon message="세금계산서 목록을 불러오지 못했습니다" description={failure} action={<Button onClick={() => action.current?.reload()}>다시 시도</Button>} />}
      <ProTable<InvoiceRow, InvoiceQuery>
        rowKey="id"
        actionRef={action}
        search={false}
        options={{ reload: true, density: false, setting: true }}
        columns={columns}
        params={{ ...filters, page: query.page, size: query.size, sort: query.sort }}
        request={async (params) => {
          try {
            const page = await taxInvoiceApi.list({ ...filters, page: query.page, size: query.size, sort: query.sort, ...pickFilters(params) });
            setFailure(null);
            setTotal(page.totalElements);
            return counted.result(page);
          } catch (e) {
            setFailure(errorMessage(e));
            return { data: [], total: 0, success: false };
          }
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order && SORTABLE.includes(String(s.field)) ? String(s.field) : undefined;
          const sort = field ? `${field},${s.order === 'descend' ? 'desc' : 'asc'}` : DEFAULT_SORT;
          const size = pagination.pageSize ?? 20;
          setQuery({ page: sort === query.sort && size === query.size ? (pagination.current ?? 1) - 1 : 0, size, sort });
        }}
        pagination={{ current: query.page + 1, pageSize: query.size, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: counted.showTotal }}
        locale={{ emptyText: filtered ? '조건에 맞는 세금계산서가 없습니다.' : '등록된 세금계산서가 없습니다.' }}
        onRow={(r) => ({ onClick: () => navigate(`/taxinvoice/${r.id}`), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
        toolBarRender={false}
      />
      <CompanyProfileModal open={panel === 'profile'} onClose={() => setPanel(null)} />
      <DeadlineBoardDrawer open={panel === 'deadline'} onClose={() => setPanel(null)} />
      <TaxInvoiceFormModal
        open={creating}
        initial={prefill}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          navigate(`/taxinvoice/${saved.id}`);
        }}
      />
    </Space>
  );
}

/** ProTable adds `current`/`pageSize` to params; the query already carries paging. */
function pickFilters(params: Record<string, unknown>): Partial<InvoiceQuery> {
  const { current: _c, pageSize: _p, ...rest } = params;
  return rest as Partial<InvoiceQuery>;
}
