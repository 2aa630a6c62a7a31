import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Link, useCan, useLocation, useNavigate } from '@dure/shared';
import { dayjs, formatBusinessNumber, formatKRW } from '@dure/shared/format';
import { KeywordFilter, ListPage, useListState } from '@dure/shared/list';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, DatePicker, Select, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { FilterTag } from '../../../components/FilterTag';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { GRADES, useIndustries } from '../../customer';
import { formatApprovalNo } from '../api/approvalNo';
import {
  AMEND_REASONS,
  DIRECTION_LABELS,
  type Direction,
  ISSUE_TYPE_LABELS,
  type InvoiceRow,
  type InvoiceStatus,
  type IssueType,
  STATUS_COLORS,
  STATUS_LABELS,
  TAX_INVOICE_EXPORT_PATH,
  TAX_TYPE_LABELS,
  type TaxType,
  taxInvoiceList,
} from '../api/taxInvoiceApi';
import { taxInvoiceListQuery } from '../api/taxInvoiceQueries';
import { CompanyProfileModal } from './CompanyProfileModal';
import { DeadlineBoardDrawer } from './DeadlineBoardDrawer';
import { DeadlineTags } from './DeadlineTags';
import { TaxInvoiceFormModal } from './TaxInvoiceFormModal';

/** 세금계산서 (/taxinvoice): invoices in the caller's scope with search, filters, sort, paging, saved views and export. */
export default function TaxInvoiceListPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canWrite = useCan('TAX_INVOICE', 'WRITE');
  const canManage = useCan('TAX_INVOICE_MANAGEMENT', 'READ');
  const canKeepProfile = useCan('TAX_INVOICE_MANAGEMENT', 'ADMIN');
  const [panel, setPanel] = useState<'profile' | 'deadline' | null>(null);
  const [query, setQuery] = useListState(taxInvoiceList);
  const location = useLocation();
  // Opened from a contract's "이 계약으로 작성": the draft form opens at once (once: `create` leaves the address).
  const [creating, setCreating] = useState(() => canWrite && new URLSearchParams(location.search).get('create') === 'Y');
  const [customerName] = useState(() => (location.state as { customerName?: string } | null)?.customerName);
  const contractTypes = useQuery({ queryKey: ['common-code', 'CONTRACT_TYPE'], queryFn: () => commonCodeApi.list('CONTRACT_TYPE', true), staleTime: Infinity });
  const industries = useIndustries();
  // A list filtered to a customer or contract (e.g. opened from its page) drafts for it.
  const prefill = useMemo(
    () =>
      query.customerId || query.contractId
        ? { customerId: query.customerId, contractId: query.contractId, customerName: query.customerId ? customerName : undefined }
        : undefined,
    [query.customerId, query.contractId, customerName],
  );

  useEffect(() => {
    if (new URLSearchParams(location.search).has('create')) setQuery({});
    // Once, on arrival.
  }, []);
  const columns: ProColumns<InvoiceRow>[] = [
    { title: '관리번호', dataIndex: 'invoiceNo', sorter: true, render: (_, r) => <Link to={`/taxinvoice/${r.id}`} onClick={(e) => e.stopPropagation()}>{r.invoiceNo}</Link> },
    { title: '작성일자', dataIndex: 'writeDate', sorter: true },
    { title: '구분', dataIndex: 'direction', render: (_, r) => <Tag color={r.direction === 'SALES' ? 'blue' : 'cyan'}>{DIRECTION_LABELS[r.direction]}</Tag> },
    {
      title: '거래처',
      dataIndex: 'buyerName',
      sorter: true,
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
    { title: '공급가액', dataIndex: 'supplyAmount', align: 'right', sorter: true, render: (_, r) => formatKRW(r.supplyAmount) },
    { title: '세액', dataIndex: 'taxAmount', align: 'right', render: (_, r) => formatKRW(r.taxAmount), responsive: ['md'] },
    { title: '합계', dataIndex: 'totalAmount', align: 'right', sorter: true, render: (_, r) => formatKRW(r.totalAmount) },
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
    { title: '발급기한', dataIndex: 'issueDeadline', sorter: true, responsive: ['xl'] },
    { title: '승인번호', dataIndex: 'ntsApprovalNo', render: (_, r) => formatApprovalNo(r.ntsApprovalNo), responsive: ['xl'] },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, r) => r.ownerUserName ?? '-', responsive: ['lg'] },
  ];

  const range = query.fromDate || query.toDate ? ([query.fromDate ? dayjs(query.fromDate) : null, query.toDate ? dayjs(query.toDate) : null] as const) : null;

  return (
    <>
      <ListPage
        title="세금계산서"
        listKey="tax-invoice-list"
        list={taxInvoiceList}
        state={query}
        onStateChange={setQuery}
        query={taxInvoiceListQuery(query)}
        columns={columns}
        rowKey="id"
        unit="건"
        empty={{ filtered: '조건에 맞는 세금계산서가 없습니다.', none: '등록된 세금계산서가 없습니다.' }}
        exportPath={TAX_INVOICE_EXPORT_PATH}
        actions={
          <>
            {canManage && <Button onClick={() => setPanel('deadline')}>발급기한 현황</Button>}
            {canKeepProfile && <Button onClick={() => setPanel('profile')}>공급자 정보</Button>}
            {canWrite && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                세금계산서 작성
              </Button>
            )}
          </>
        }
        filters={
          <>
            <KeywordFilter value={query.keyword} onSearch={(keyword) => setQuery({ keyword })} placeholder="관리번호, 거래처명, 사업자번호, 승인번호" width={280} />
            <Select allowClear aria-label="매출·매입" placeholder="매출·매입" style={{ width: 120 }} value={query.direction} onChange={(v) => setQuery({ direction: v })} options={(Object.keys(DIRECTION_LABELS) as Direction[]).map((v) => ({ value: v, label: DIRECTION_LABELS[v] }))} />
            <Select
              mode="multiple"
              allowClear
              aria-label="상태"
              placeholder="전체 상태"
              style={{ minWidth: 180 }}
              value={query.statusList}
              onChange={(v: InvoiceStatus[]) => setQuery({ statusList: v })}
              options={(Object.keys(STATUS_LABELS) as InvoiceStatus[]).map((v) => ({ value: v, label: STATUS_LABELS[v] }))}
            />
            <Select allowClear aria-label="발행유형" placeholder="발행유형" style={{ width: 120 }} value={query.issueType} onChange={(v) => setQuery({ issueType: v })} options={(Object.keys(ISSUE_TYPE_LABELS) as IssueType[]).map((v) => ({ value: v, label: ISSUE_TYPE_LABELS[v] }))} />
            <Select allowClear aria-label="과세구분" placeholder="과세구분" style={{ width: 110 }} value={query.taxType} onChange={(v) => setQuery({ taxType: v })} options={(Object.keys(TAX_TYPE_LABELS) as TaxType[]).map((v) => ({ value: v, label: TAX_TYPE_LABELS[v] }))} />
            <div style={{ width: 260 }}>
              <CustomerSelect value={query.customerId ?? null} onChange={(id) => setQuery({ customerId: id ?? undefined })} />
            </div>
            {/* The buyer's and the contract's attributes; a sales analysis 미지정 row arrives as a closable "none" tag. */}
            {query.noSegmentYn ? (
              <FilterTag onClear={() => setQuery({ noSegmentYn: undefined })}>
                세그먼트 미지정 고객사
              </FilterTag>
            ) : (
              <SegmentSelect aria-label="세그먼트" placeholder="전체 세그먼트" style={{ width: 190 }} value={query.segmentId ?? null} onChange={(v) => setQuery({ segmentId: v ?? undefined })} />
            )}
            {query.noIndustryYn ? (
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
            {query.noGradeYn ? (
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
                value={query.gradeList}
                onChange={(v: typeof query.gradeList) => setQuery({ gradeList: v })}
                options={GRADES.map((g) => ({ value: g, label: `${g}등급` }))}
              />
            )}
            {query.noContractYn ? (
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
                value={query.contractTypeList}
                onChange={(v: string[]) => setQuery({ contractTypeList: v })}
                options={(contractTypes.data ?? []).map((c) => ({ value: c.code, label: c.label }))}
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
            <Checkbox checked={query.lateYn === true} onChange={(e) => setQuery({ lateYn: e.target.checked || undefined })}>
              지연만
            </Checkbox>
            <Checkbox checked={query.amendedYn === true} onChange={(e) => setQuery({ amendedYn: e.target.checked || undefined })}>
              수정세금계산서만
            </Checkbox>
          </>
        }
        table={{ onRow: (r) => ({ onClick: () => navigate(`/taxinvoice/${r.id}`), style: { cursor: 'pointer' } }) }}
      />
      <CompanyProfileModal open={panel === 'profile'} onClose={() => setPanel(null)} />
      <DeadlineBoardDrawer open={panel === 'deadline'} onClose={() => setPanel(null)} />
      <TaxInvoiceFormModal
        open={creating}
        initial={prefill}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: ['tax-invoice'] });
          navigate(`/taxinvoice/${saved.id}`);
        }}
      />
    </>
  );
}
