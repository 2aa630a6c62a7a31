import { FileExcelOutlined, MergeCellsOutlined, PlusOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Link, errorMessage, useCan, useNavigate } from '@dure/shared';
import { dayjs, formatBusinessNumber, formatDateTime } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Card, Flex, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCappedTotal } from '../../../lib/proTableQuery';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { exportCustomers } from '../api/exportCustomers';
import { exportedText } from '../../../lib/collectPages';
import {
  type Customer,
  type CustomerGrade,
  type CustomerQuery,
  type CustomerStatus,
  type CustomerType,
  GRADES,
  STATUS_COLORS,
  STATUS_LABELS,
  TYPE_LABELS,
  customerApi,
} from '../api/customerApi';
import { DEFAULT_SORT, useCustomerQuery } from '../hooks/useCustomerQuery';
import { useIndustries } from '../hooks/useIndustries';
import { CustomerFormModal } from './CustomerFormModal';
import { ImportDialog } from './ImportDialog';
import { MergeDialog } from './MergeDialog';
import { formatPhone } from './rules';

const SORTABLE = new Set(['name', 'customerNo', 'customerType', 'grade', 'status', 'ownerUserName', 'lastActivityAt', 'updatedAt']);
const LIVE_STATUSES: CustomerStatus[] = ['PROSPECT', 'ACTIVE', 'DORMANT', 'CLOSED'];

/** 고객사 (/customer): customers in the caller's data scope with search, filters, sort, paging, saved views, export, import and merge. */
export default function CustomerListPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canWrite = useCan('CUSTOMER', 'WRITE');
  const canAdmin = useCan('CUSTOMER', 'ADMIN');
  const industries = useIndustries();
  const [query, setQuery] = useCustomerQuery();
  const [keyword, setKeyword] = useState(query.keyword ?? '');
  const [total, setTotal] = useState<number | null>(null);
  const counted = useCappedTotal('곳');
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<Customer[]>([]);
  const [merging, setMerging] = useState(false);
  const action = useRef<ActionType>(undefined);

  useEffect(() => setKeyword(query.keyword ?? ''), [query.keyword]);

  const [sortField, sortDir] = query.sort.split(',');
  const sortOrder = (field: string) => (sortField === field ? (sortDir === 'desc' ? 'descend' : 'ascend') : null);

  async function exportList() {
    setExporting(true);
    const key = 'customer-export';
    message.loading({ key, content: '엑셀 파일을 만드는 중입니다…', duration: 0 });
    try {
      const count = await exportCustomers(query, industries.labelOf, dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  const columns: ProColumns<Customer>[] = [
    { title: '고객번호', dataIndex: 'customerNo', sorter: true, sortOrder: sortOrder('customerNo'), width: 110 },
    {
      title: '고객사명',
      dataIndex: 'name',
      sorter: true,
      sortOrder: sortOrder('name'),
      render: (_, c) => <Link to={`/customer/${c.id}`}>{c.name}</Link>,
    },
    { title: '유형', dataIndex: 'customerType', sorter: true, sortOrder: sortOrder('customerType'), render: (_, c) => TYPE_LABELS[c.customerType] },
    { title: '사업자번호', dataIndex: 'bizRegNo', render: (_, c) => (c.bizRegNo ? formatBusinessNumber(c.bizRegNo) : '-') },
    { title: '대표자', dataIndex: 'ceoName', responsive: ['lg'], render: (_, c) => c.ceoName ?? '-' },
    { title: '업종', dataIndex: 'industryCode', responsive: ['lg'], render: (_, c) => industries.labelOf(c.industryCode) },
    { title: '등급', dataIndex: 'grade', sorter: true, sortOrder: sortOrder('grade'), render: (_, c) => c.grade ?? '-' },
    { title: '상태', dataIndex: 'status', sorter: true, sortOrder: sortOrder('status'), render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag> },
    { title: '연락처', dataIndex: 'phone', responsive: ['xl'], render: (_, c) => (c.phone ? formatPhone(c.phone) : '-') },
    { title: '담당자', dataIndex: 'ownerUserName', sorter: true, sortOrder: sortOrder('ownerUserName'), render: (_, c) => c.ownerUserName ?? '-' },
    { title: '소유부서', dataIndex: 'ownerDeptName', responsive: ['md'], render: (_, c) => c.ownerDeptName ?? '-' },
    { title: '최근 활동', dataIndex: 'lastActivityAt', sorter: true, sortOrder: sortOrder('lastActivityAt'), responsive: ['xl'], render: (_, c) => (c.lastActivityAt ? formatDateTime(c.lastActivityAt) : '-') },
  ];

  const filtered = Boolean(query.keyword || query.statusList || query.typeList || query.gradeList || query.industryCode || query.segmentId || query.ownerUserId || query.deptId);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          고객사
        </Typography.Title>
        <Flex gap={8} wrap>
          {canAdmin && (
            <Button icon={<MergeCellsOutlined />} disabled={selected.length < 2} onClick={() => setMerging(true)}>
              병합{selected.length >= 2 ? ` (${selected.length})` : ''}
            </Button>
          )}
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={!total} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              가져오기
            </Button>
          )}
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              신규 등록
            </Button>
          )}
        </Flex>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="고객사명, 고객번호, 사업자번호"
            aria-label="검색어"
            style={{ width: 260 }}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setQuery({ keyword: undefined });
            }}
            onPressEnter={() => setQuery({ keyword: keyword.trim() || undefined })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="상태"
            placeholder="전체 상태"
            style={{ minWidth: 160 }}
            value={query.statusList ?? []}
            onChange={(v: CustomerStatus[]) => setQuery({ statusList: v.length ? v : undefined })}
            options={LIVE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="고객유형"
            placeholder="전체 유형"
            style={{ minWidth: 160 }}
            value={query.typeList ?? []}
            onChange={(v: CustomerType[]) => setQuery({ typeList: v.length ? v : undefined })}
            options={(Object.keys(TYPE_LABELS) as CustomerType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="등급"
            placeholder="전체 등급"
            style={{ minWidth: 120 }}
            value={query.gradeList ?? []}
            onChange={(v: CustomerGrade[]) => setQuery({ gradeList: v.length ? v : undefined })}
            options={GRADES.map((g) => ({ value: g, label: `${g}등급` }))}
          />
          <Select
            allowClear
            aria-label="업종"
            placeholder="전체 업종"
            style={{ width: 150 }}
            value={query.industryCode}
            onChange={(v?: string) => setQuery({ industryCode: v ?? undefined })}
            options={industries.list.map((i) => ({ value: i.code, label: i.label }))}
          />
          <SegmentSelect aria-label="세그먼트" placeholder="전체 세그먼트" style={{ width: 200 }} value={query.segmentId ?? null} onChange={(v) => setQuery({ segmentId: v ?? undefined })} />
          <UserPicker aria-label="담당자" placeholder="담당자" style={{ width: 180 }} value={query.ownerUserId ?? null} onChange={(v) => setQuery({ ownerUserId: v ?? undefined })} />
          <DepartmentSelect aria-label="소유부서" placeholder="소유부서 (하위 포함)" style={{ width: 200 }} value={query.deptId ?? null} onChange={(v) => setQuery({ deptId: v ?? undefined })} />
          <SavedViews
            listKey="crm-customer-list"
            value={{
              filters: { keyword: query.keyword, statusList: query.statusList, typeList: query.typeList, gradeList: query.gradeList, industryCode: query.industryCode, ownerUserId: query.ownerUserId, deptId: query.deptId },
              sort: query.sort,
            }}
            onApply={(state) => {
              const f = (state.filters ?? {}) as Partial<CustomerQuery>;
              setQuery({
                keyword: f.keyword,
                statusList: f.statusList,
                typeList: f.typeList,
                gradeList: f.gradeList,
                industryCode: f.industryCode,
                ownerUserId: f.ownerUserId,
                deptId: f.deptId,
                sort: typeof state.sort === 'string' ? state.sort : DEFAULT_SORT,
              });
            }}
          />
        </Flex>
      </Card>
      {loadError && <Alert type="error" showIcon message="고객사 목록을 불러오지 못했습니다" description={loadError} action={<Button onClick={() => action.current?.reload()}>다시 시도</Button>} />}
      <ProTable<Customer, CustomerQuery>
        rowKey="id"
        actionRef={action}
        search={false}
        options={{ reload: true, density: false, setting: true }}
        headerTitle={total === null ? undefined : counted.showTotal(total)}
        columns={columns}
        params={query}
        request={async () => {
          try {
            const page = await customerApi.list(query);
            setTotal(page.totalElements);
            setLoadError(null);
            return counted.result(page);
          } catch (e) {
            setLoadError(errorMessage(e));
            return { data: [], total: 0, success: false };
          }
        }}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = s?.order && SORTABLE.has(String(s.field)) ? String(s.field) : undefined;
          const sort = field ? `${field},${s.order === 'descend' ? 'desc' : 'asc'}` : DEFAULT_SORT;
          const size = pagination.pageSize ?? 20;
          const sameView = sort === query.sort && size === query.size;
          setQuery({ page: sameView ? (pagination.current ?? 1) - 1 : 0, size, sort });
        }}
        pagination={{ current: query.page + 1, pageSize: query.size, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: counted.showTotal }}
        rowSelection={canAdmin ? { selectedRowKeys: selected.map((c) => c.id), onChange: (_keys, rows) => setSelected(rows), preserveSelectedRowKeys: true } : false}
        tableAlertRender={false}
        locale={{ emptyText: filtered ? '조건에 맞는 고객사가 없습니다.' : '등록된 고객사가 없습니다.' }}
        onRow={(c) => ({ onDoubleClick: () => navigate(`/customer/${c.id}`) })}
        scroll={{ x: 'max-content' }}
      />
      <CustomerFormModal
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(c) => {
          setCreating(false);
          navigate(`/customer/${c.id}`);
        }}
      />
      <ImportDialog
        open={importing}
        onClose={(changed) => {
          setImporting(false);
          if (changed) action.current?.reload();
        }}
      />
      <MergeDialog
        open={merging}
        customerIds={selected.map((c) => c.id)}
        onClose={() => setMerging(false)}
        onMerged={(survivorId) => {
          setMerging(false);
          setSelected([]);
          navigate(`/customer/${survivorId}`);
        }}
      />
    </Flex>
  );
}
