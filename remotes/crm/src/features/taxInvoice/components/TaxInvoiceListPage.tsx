import { Link, useCan, useLocation } from '@dure/shared';
import { formatBusinessNumber, formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage, useListState } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery } from '@tanstack/react-query';
import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { GRADES, useIndustries } from '../../customer';
import { formatApprovalNo } from '../api/approvalNo';
import {
  AMEND_REASONS,
  DIRECTION_LABELS,
  ISSUE_TYPE_LABELS,
  type InvoiceRow,
  STATUS_COLORS,
  STATUS_LABELS,
  TAX_TYPE_LABELS,
  taxInvoiceList,
} from '../api/taxInvoiceApi';
import { taxInvoiceListQuery } from '../api/taxInvoiceQueries';
import { CompanyProfileModal } from './CompanyProfileModal';
import { DeadlineBoardDrawer } from './DeadlineBoardDrawer';
import { DeadlineTags } from './DeadlineTags';
import { TaxInvoiceFormModal } from './TaxInvoiceFormModal';

/** 세금계산서 (/taxinvoice): invoices in the caller's scope with search, filters, sort, paging, saved views and export. */
export default function TaxInvoiceListPage() {
  const canWrite = useCan('TAX_INVOICE', 'WRITE');
  const canManage = useCan('TAX_INVOICE_MANAGEMENT', 'READ');
  const canKeepProfile = useCan('TAX_INVOICE_MANAGEMENT', 'ADMIN');
  const [panel, setPanel] = useState<'profile' | 'deadline' | null>(null);
  // The draft form starts from the list's customer or contract filter.
  const [query, setQuery] = useListState(taxInvoiceList);
  const location = useLocation();
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

  const createAsked = new URLSearchParams(location.search).has('create');
  useEffect(() => {
    if (createAsked) setQuery({});
  }, [createAsked, setQuery]);
  const columns: ListColumn<InvoiceRow>[] = [
    { title: '관리번호', dataIndex: 'invoiceNo', sorter: true, width: 140, render: (_, r) => <Link to={`/taxinvoice/${r.id}`}>{r.invoiceNo}</Link> },
    { title: '작성일자', dataIndex: 'writeDate', sorter: true, width: 116 },
    { title: '구분', dataIndex: 'direction', width: 76, render: (_, r) => <Tag color={r.direction === 'SALES' ? 'blue' : 'cyan'}>{DIRECTION_LABELS[r.direction]}</Tag> },
    {
      title: '거래처',
      dataIndex: 'buyerName',
      sorter: true,
      mobile: true,
      render: (_, r) => (
        <span>
          <Typography.Text ellipsis={{ tooltip: true }} style={{ display: 'block' }}>
            {r.direction === 'SALES' ? r.buyerName : r.supplierName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {formatBusinessNumber(r.direction === 'SALES' ? r.buyerBizNo : r.supplierBizNo)}
          </Typography.Text>
        </span>
      ),
    },
    { title: '과세', dataIndex: 'taxType', width: 80, optional: true, render: (_, r) => TAX_TYPE_LABELS[r.taxType] },
    { title: '공급가액', dataIndex: 'supplyAmount', align: 'right', sorter: true, width: 130, optional: true, render: (_, r) => formatKRW(r.supplyAmount) },
    { title: '세액', dataIndex: 'taxAmount', align: 'right', width: 120, optional: true, render: (_, r) => formatKRW(r.taxAmount) },
    { title: '합계', dataIndex: 'totalAmount', align: 'right', sorter: true, width: 130, mobile: true, render: (_, r) => formatKRW(r.totalAmount) },
    {
      title: '상태',
      dataIndex: 'status',
      width: 150,
      mobile: true,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[r.status]}>{STATUS_LABELS[r.status]}</Tag>
          {r.amendCode && <Tag color="magenta">수정 {r.amendCode}. {AMEND_REASONS[r.amendCode].label}</Tag>}
          <DeadlineTags row={r} />
        </Space>
      ),
    },
    { title: '발급기한', dataIndex: 'issueDeadline', sorter: true, width: 116, optional: true },
    { title: '승인번호', dataIndex: 'ntsApprovalNo', width: 210, render: (_, r) => formatApprovalNo(r.ntsApprovalNo) },
    { title: '담당자', dataIndex: 'ownerUserName', width: 96, ellipsis: true, render: (_, r) => r.ownerUserName ?? '-' },
  ];

  const industryOptions = [
    ...industries.list.map((i) => ({ value: i.code, label: i.label })),
    // A code no longer offered (a sales analysis row) still shows its name.
    ...(query.industryCode && !industries.list.some((i) => i.code === query.industryCode) ? [{ value: query.industryCode, label: industries.labelOf(query.industryCode) }] : []),
  ];
  const labelled = <T extends string>(labels: Record<T, string>) => (Object.keys(labels) as T[]).map((v) => ({ value: v, label: labels[v] }));

  return (
    <>
      <ListPage
        title="세금계산서"
        list={taxInvoiceList}
        query={taxInvoiceListQuery}
        columns={columns}
        actions={
          <>
            {canManage && <Button onClick={() => setPanel('deadline')}>발급기한 현황</Button>}
            {canKeepProfile && <Button onClick={() => setPanel('profile')}>공급자 정보</Button>}
          </>
        }
        create={
          canWrite && {
            label: '세금계산서 작성',
            // Opened from a contract's "이 계약으로 작성": the draft form opens at once (once: `create` leaves the address).
            openAtStart: new URLSearchParams(location.search).get('create') === 'Y',
            form: (f) => <TaxInvoiceFormModal open={f.open} initial={prefill} onClose={f.onClose} onSaved={(saved) => f.onCreated(`/taxinvoice/${saved.id}`)} />,
          }
        }
        keyword={{ placeholder: '관리번호, 거래처명, 사업자번호, 승인번호', width: 280 }}
        filters={[
          { select: 'direction', label: '매출·매입', width: 120, options: labelled(DIRECTION_LABELS) },
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 180, options: labelled(STATUS_LABELS) },
          { dates: ['fromDate', 'toDate'], label: '작성일자' },
          { picker: 'customerId', control: CustomerSelect, label: '고객사', placeholder: '고객사명, 고객번호, 사업자번호로 검색', width: 220 },
          { select: 'issueType', label: '발행유형', width: 120, options: labelled(ISSUE_TYPE_LABELS), advanced: true },
          { select: 'taxType', label: '과세구분', width: 110, options: labelled(TAX_TYPE_LABELS), advanced: true },
          // The buyer's and the contract's attributes; a sales analysis 미지정 row arrives as a closable "none" tag.
          { flag: 'noSegmentYn', label: '세그먼트 미지정 고객사', advanced: true, instead: { picker: 'segmentId', control: SegmentSelect, label: '세그먼트', placeholder: '전체 세그먼트', width: 190 } },
          { flag: 'noIndustryYn', label: '업종 미지정 고객사', advanced: true, instead: { select: 'industryCode', label: '업종', placeholder: '전체 업종', width: 140, options: industryOptions, search: true } },
          { flag: 'noGradeYn', label: '등급 미지정 고객사', advanced: true, instead: { select: 'gradeList', label: '고객 등급', placeholder: '전체 등급', width: 120, options: GRADES.map((g) => ({ value: g, label: `${g}등급` })) } },
          {
            flag: 'noContractYn',
            label: '계약 없는 세금계산서',
            advanced: true,
            instead: { select: 'contractTypeList', label: '계약유형', placeholder: '전체 계약유형', width: 140, options: (contractTypes.data ?? []).map((c) => ({ value: c.code, label: c.label })) },
          },
          { picker: 'deptId', control: DepartmentSelect, label: '담당 부서', placeholder: '담당 부서 (하위 포함)', width: 190, advanced: true },
          { picker: 'ownerUserId', control: UserPicker, label: '담당자', width: 170, advanced: true },
          { check: 'lateYn', label: '지연만', advanced: true },
          { check: 'amendedYn', label: '수정세금계산서만', advanced: true },
        ]}
        rowLink={(r) => `/taxinvoice/${r.id}`}
      />
      <CompanyProfileModal open={panel === 'profile'} onClose={() => setPanel(null)} />
      <DeadlineBoardDrawer open={panel === 'deadline'} onClose={() => setPanel(null)} />
    </>
  );
}
