import { FileExcelOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { errorMessage, useCan, useNavigate, useSearchParams } from '@dure/shared';
import { dayjs, formatDate, formatKRW } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Card, DatePicker, Flex, Input, Select, Space, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FilterTag } from '../../../components/FilterTag';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { SegmentSelect } from '../../../components/SegmentSelect';
import { type CommonCode, commonCodeApi } from '../../../lib/commonCodeApi';
import { toListQuery, useCappedTotal } from '../../../lib/proTableQuery';
import { type ContractListItem, type ContractStatus, STATUS_COLORS, STATUS_LABELS, contractApi } from '../api/contractApi';
import { exportContracts } from '../api/exportContracts';
import { exportedText } from '../../../lib/collectPages';
import { ContractFormDrawer } from './ContractFormDrawer';

/** The filters of the list, kept in the address so back and reload keep them. */
export type ContractFilters = {
  keyword?: string;
  statusList?: string[];
  typeList?: string[];
  customerId?: number;
  /** The customer's market segment; noSegmentYn: customers without one (the sales dashboard's 미지정 row). */
  segmentId?: number;
  noSegmentYn?: 'Y';
  /** Owner department, with its sub-departments. */
  deptId?: number;
  ownerUserId?: number;
  fromDate?: string;
  toDate?: string;
  expiringWithinDays?: number;
  mineYn?: 'Y';
  sort: string;
};

const DEFAULT_SORT = 'contractDate,desc';
const FILTER_KEYS = ['keyword', 'statusList', 'typeList', 'customerId', 'segmentId', 'noSegmentYn', 'deptId', 'ownerUserId', 'fromDate', 'toDate', 'expiringWithinDays', 'mineYn', 'sort'] as const;

function useFilters(): [ContractFilters, (patch: Partial<ContractFilters>, replaceAll?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const list = (k: string) => params.get(k)?.split(',').filter(Boolean);
  const num = (k: string) => (params.get(k) ? Number(params.get(k)) : undefined);
  const filters: ContractFilters = {
    keyword: params.get('keyword') ?? undefined,
    statusList: list('statusList'),
    typeList: list('typeList'),
    customerId: num('customerId'),
    segmentId: num('segmentId'),
    noSegmentYn: params.get('noSegmentYn') === 'Y' ? 'Y' : undefined,
    deptId: num('deptId'),
    ownerUserId: num('ownerUserId'),
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
    expiringWithinDays: num('expiringWithinDays'),
    mineYn: params.get('mineYn') === 'Y' ? 'Y' : undefined,
    sort: params.get('sort') ?? DEFAULT_SORT,
  };
  const update = (patch: Partial<ContractFilters>, replaceAll = false) => {
    const next: Partial<ContractFilters> = replaceAll ? { sort: DEFAULT_SORT, ...patch } : { ...filters, ...patch };
    const out = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const v = next[key];
      if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      out.set(key, Array.isArray(v) ? v.join(',') : String(v));
    }
    setParams(out, { replace: true });
  };
  return [filters, update];
}

const sortOrderOf = (sort: string, field: string) => (sort.startsWith(`${field},`) ? (sort.endsWith('desc') ? 'descend' : 'ascend') : null);

/** 계약 (/contract): the contracts the caller may see (own, own leads', department with CONTRACT_READ, all with CONTRACT_ADMIN). */
export default function ContractListPage() {
  const counted = useCappedTotal('건');
  const navigate = useNavigate();
  const { message } = App.useApp();
  const canCreate = useCan('CONTRACT', 'WRITE');
  const [filters, setFilters] = useFilters();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [types, setTypes] = useState<CommonCode[]>([]);
  const [total, setTotal] = useState(0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const action = useRef<ActionType>(undefined);

  useEffect(() => {
    commonCodeApi.list('CONTRACT_TYPE', true).then(setTypes, () => setTypes([]));
  }, []);

  const { sort, ...filterParams } = filters;
  // One object per distinct filter set, so ProTable reloads only when the filters really change.
  const key = JSON.stringify(filters);
  const params = useMemo(() => ({ ...filterParams, includeSubDeptYn: filterParams.deptId ? 'Y' : undefined, sort }), [key]);

  async function exportList() {
    setExporting(true);
    const key = 'contract-export';
    try {
      const { page: _p, size: _s, ...query } = toListQuery({ ...params, current: 1, pageSize: 100 });
      const count = await exportContracts(query, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  const columns: ProColumns<ContractListItem>[] = [
    { title: '계약번호', dataIndex: 'contractNo', sorter: true, sortOrder: sortOrderOf(sort, 'contractNo'), width: 130 },
    {
      title: '계약명',
      dataIndex: 'title',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'title'),
      render: (_, c) => (
        <Space size={4}>
          <Typography.Link onClick={() => navigate(`/contract/${c.id}`)}>{c.title}</Typography.Link>
          {c.changeSeq > 0 && <Tag>변경 {c.changeSeq}차</Tag>}
        </Space>
      ),
    },
    { title: '고객사', dataIndex: 'customerName', sorter: true, sortOrder: sortOrderOf(sort, 'customerName') },
    { title: '유형', dataIndex: 'contractTypeLabel', width: 90 },
    { title: '상태', dataIndex: 'status', width: 90, render: (_, c) => <Tag color={STATUS_COLORS[c.status]}>{STATUS_LABELS[c.status]}</Tag> },
    { title: '계약일', dataIndex: 'contractDate', sorter: true, sortOrder: sortOrderOf(sort, 'contractDate'), width: 110, render: (_, c) => formatDate(c.contractDate) },
    {
      title: '종료일',
      dataIndex: 'endDate',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'endDate'),
      width: 150,
      render: (_, c) => (
        <Space size={4}>
          {formatDate(c.endDate)}
          {c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 90 && <Tag color={c.daysToEnd <= 30 ? 'red' : 'orange'}>D-{c.daysToEnd}</Tag>}
        </Space>
      ),
    },
    {
      title: '원화공급가',
      dataIndex: 'krwSupplyAmount',
      sorter: true,
      sortOrder: sortOrderOf(sort, 'krwSupplyAmount'),
      align: 'right',
      render: (_, c) => (
        <Space size={4}>
          {formatKRW(c.krwSupplyAmount)}
          {c.currencyCode !== 'KRW' && <Tag>{c.currencyCode}</Tag>}
        </Space>
      ),
    },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, c) => (c.ownerUserName ? `${c.ownerUserName}${c.ownerDeptName ? ` · ${c.ownerDeptName}` : ''}` : '-') },
  ];

  const filtered = FILTER_KEYS.some((k) => k !== 'sort' && filters[k] !== undefined);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          계약
        </Typography.Title>
        <Space>
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              계약 등록
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="계약명, 계약번호, 고객사"
            aria-label="검색어"
            style={{ width: 240 }}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              if (!e.target.value) setFilters({ keyword: undefined });
            }}
            onPressEnter={() => setFilters({ keyword: keyword.trim() || undefined })}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="상태"
            placeholder="전체 상태"
            style={{ minWidth: 160 }}
            value={filters.statusList}
            onChange={(v: string[]) => setFilters({ statusList: v.length ? v : undefined })}
            options={(Object.keys(STATUS_LABELS) as ContractStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <Select
            mode="multiple"
            allowClear
            aria-label="계약유형"
            placeholder="전체 유형"
            style={{ minWidth: 140 }}
            value={filters.typeList}
            onChange={(v: string[]) => setFilters({ typeList: v.length ? v : undefined })}
            options={types.map((t) => ({ value: t.code, label: t.label }))}
          />
          <CustomerSelect aria-label="고객사" placeholder="전체 고객사" style={{ width: 220 }} value={filters.customerId ?? null} onChange={(v) => setFilters({ customerId: v ?? undefined })} />
          {filters.noSegmentYn === 'Y' ? (
            <FilterTag onClear={() => setFilters({ noSegmentYn: undefined })}>
              세그먼트 미지정 고객사
            </FilterTag>
          ) : (
            <SegmentSelect aria-label="세그먼트" placeholder="전체 세그먼트" style={{ width: 200 }} value={filters.segmentId ?? null} onChange={(v) => setFilters({ segmentId: v ?? undefined })} />
          )}
          <DepartmentSelect aria-label="소유부서" placeholder="전체 부서 (하위 포함)" style={{ width: 200 }} value={filters.deptId ?? null} onChange={(v: number | null) => setFilters({ deptId: v ?? undefined })} />
          <UserPicker aria-label="담당자" placeholder="전체 담당자" style={{ width: 180 }} value={filters.ownerUserId ?? null} onChange={(v) => setFilters({ ownerUserId: v ?? undefined })} />
          <DatePicker.RangePicker
            aria-label="계약일"
            placeholder={['계약일 부터', '까지']}
            value={filters.fromDate && filters.toDate ? [dayjs(filters.fromDate), dayjs(filters.toDate)] : null}
            onChange={(r) => setFilters({ fromDate: r?.[0]?.format('YYYY-MM-DD'), toDate: r?.[1]?.format('YYYY-MM-DD') })}
          />
          <Select
            allowClear
            aria-label="만료 예정"
            placeholder="만료 예정"
            style={{ width: 140 }}
            value={filters.expiringWithinDays}
            onChange={(v: number | undefined) => setFilters({ expiringWithinDays: v })}
            options={[30, 60, 90].map((d) => ({ value: d, label: `${d}일 이내 만료` }))}
          />
          <Space>
            <Switch aria-label="내 계약만" checked={filters.mineYn === 'Y'} onChange={(on) => setFilters({ mineYn: on ? 'Y' : undefined })} />
            <Typography.Text>내 계약만</Typography.Text>
          </Space>
          <SavedViews
            listKey="contract-list"
            value={{ filters: filterParams, sort }}
            onApply={(state) => {
              const saved = (state.filters ?? {}) as Partial<ContractFilters>;
              setKeyword(saved.keyword ?? '');
              setFilters({ ...saved, sort: typeof state.sort === 'string' ? state.sort : DEFAULT_SORT }, true);
            }}
          />
        </Flex>
      </Card>
      {loadError && <Alert type="error" showIcon message="계약 목록을 불러오지 못했습니다" description={loadError} action={<Button onClick={() => action.current?.reload()}>다시 시도</Button>} />}
      <ProTable<ContractListItem>
        rowKey="id"
        actionRef={action}
        search={false}
        columns={columns}
        params={params}
        request={async (p) => {
          try {
            const page = await contractApi.list(toListQuery(p));
            setTotal(page.totalElements);
            setLoadError(null);
            return counted.result(page);
          } catch (e) {
            setLoadError(errorMessage(e));
            return { data: [], total: 0, success: false };
          }
        }}
        onChange={(_pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const next = s?.order && s.field ? `${String(s.field)},${s.order === 'descend' ? 'desc' : 'asc'}` : DEFAULT_SORT;
          if (next !== sort) setFilters({ sort: next });
        }}
        options={{ reload: true, density: false, setting: true }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: counted.showTotal }}
        locale={{ emptyText: filtered ? '조건에 맞는 계약이 없습니다.' : '볼 수 있는 계약이 없습니다.' }}
        onRow={(c) => ({
          onClick: (e) => {
            if ((e.target as HTMLElement).closest('a,button')) return;
            navigate(`/contract/${c.id}`);
          },
          style: { cursor: 'pointer', ...(c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 30 ? { background: '#fff2e8' } : {}) },
          'data-expiring': c.status === 'ACTIVE' && c.daysToEnd >= 0 && c.daysToEnd <= 90 ? 'Y' : undefined,
        })}
        scroll={{ x: 'max-content' }}
      />
      <ContractFormDrawer
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          navigate(`/contract/${saved.id}`);
        }}
      />
    </Space>
  );
}
