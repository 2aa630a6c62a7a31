import { FileExcelOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type ActionType, ProTable, type ProColumns } from '@ant-design/pro-components';
import { errorMessage, useCan, useSearchParams } from '@dure/shared';
import { dayjs, formatDate, formatKRW } from '@dure/shared/format';
import { DepartmentSelect, SavedViews, UserPicker } from '@dure/shared/records';
import { App, Button, Card, Checkbox, DatePicker, Flex, Input, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { CustomerSelect } from '../../../components/CustomerSelect';
import { type ProTableSort, toListQuery, useCappedTotal } from '../../../lib/proTableQuery';
import { exportSalesOrders } from '../api/exportSalesOrders';
import { exportedText } from '../../../lib/collectPages';
import { STATUS_COLORS, STATUS_LABELS, type SalesOrder, type SalesOrderFilters, type SalesOrderStatus, salesOrderApi } from '../api/salesOrderApi';
import { OrderProgress } from './OrderProgress';
import { SalesOrderDrawer } from './SalesOrderDrawer';
import { SalesOrderFormModal } from './SalesOrderFormModal';

const SORTABLE = ['orderNo', 'orderDate', 'requestedDate', 'customerName', 'totalAmount'] as const;
const DEFAULT_SORT: ProTableSort = { orderDate: 'descend' };

/** Filters, sort and the open order live in the address, so back, reload and links keep them. */
function useOrderQuery() {
  const [params, setParams] = useSearchParams();
  const num = (key: string) => (params.get(key) ? Number(params.get(key)) : undefined);
  const filters: SalesOrderFilters = {
    keyword: params.get('keyword') ?? undefined,
    statusList: (params.get('statusList')?.split(',').filter(Boolean) as SalesOrderStatus[] | undefined) ?? undefined,
    customerId: num('customerId'),
    ownerUserId: num('ownerUserId'),
    deptId: num('deptId'),
    mineYn: params.get('mineYn') === 'Y' || undefined,
    fromDate: params.get('fromDate') ?? undefined,
    toDate: params.get('toDate') ?? undefined,
    includeDeletedYn: params.get('includeDeletedYn') === 'Y' || undefined,
  };
  const [sortField, sortDir] = (params.get('sort') ?? '').split(',');
  const sort: ProTableSort = (SORTABLE as readonly string[]).includes(sortField) ? { [sortField]: sortDir === 'asc' ? 'ascend' : 'descend' } : DEFAULT_SORT;
  const openId = num('id') ?? null;

  const write = (nextFilters: SalesOrderFilters, nextSort: ProTableSort, id: number | null) => {
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(nextFilters)) {
      if (v === undefined || v === null || v === '' || v === false || (Array.isArray(v) && v.length === 0)) continue;
      out.set(k, Array.isArray(v) ? v.join(',') : v === true ? 'Y' : String(v));
    }
    const [field, dir] = Object.entries(nextSort).find(([, d]) => d) ?? [];
    if (field && !(field === 'orderDate' && dir === 'descend')) out.set('sort', `${field},${dir === 'ascend' ? 'asc' : 'desc'}`);
    if (id !== null) out.set('id', String(id));
    setParams(out, { replace: true });
  };
  return {
    filters,
    sort,
    openId,
    setFilters: (patch: Partial<SalesOrderFilters>) => write({ ...filters, ...patch }, sort, openId),
    setSort: (next: ProTableSort) => write(filters, next, openId),
    open: (id: number | null) => write(filters, sort, id),
    apply: (next: SalesOrderFilters, nextSort: ProTableSort) => write(next, nextSort, openId),
  };
}

/** 수주 (/sales/order): orders in the caller's CRM scope with delivered and billed progress. */
export default function SalesOrderPage() {
  const counted = useCappedTotal('건');
  const { message } = App.useApp();
  const canWrite = useCan('CRM', 'WRITE');
  // The department tree is read through /api/department, which needs DEPARTMENT_READ.
  const canPickDept = useCan('DEPARTMENT', 'READ');
  const isAdmin = useCan('CRM', 'ADMIN');
  const { filters, sort, openId, setFilters, setSort, open, apply } = useOrderQuery();
  const [keyword, setKeyword] = useState(filters.keyword ?? '');
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [total, setTotal] = useState(0);
  const table = useRef<ActionType>(null);


  async function exportList() {
    setExporting(true);
    const key = 'sales-order-export';
    try {
      const count = await exportSalesOrders(filters, sort, (p) => message.loading({ key, content: `엑셀 파일을 만드는 중입니다… ${Math.round(p * 100)}%`, duration: 0 }), dayjs().format('YYYYMMDD'));
      message.success({ key, content: exportedText(count) });
    } catch (e) {
      message.error({ key, content: errorMessage(e) });
    } finally {
      setExporting(false);
    }
  }

  const sortOrder = (field: string) => sort[field] ?? null;
  const sortParam = Object.entries(sort).map(([f, d]) => `${f},${d === 'ascend' ? 'asc' : 'desc'}`)[0];
  const columns: ProColumns<SalesOrder>[] = [
    { title: '수주번호', dataIndex: 'orderNo', sorter: true, sortOrder: sortOrder('orderNo'), render: (_, o) => <a onClick={() => open(o.id)}>{o.orderNo}</a> },
    { title: '수주일', dataIndex: 'orderDate', sorter: true, sortOrder: sortOrder('orderDate'), render: (_, o) => formatDate(o.orderDate) },
    { title: '고객사', dataIndex: 'customerName', sorter: true, sortOrder: sortOrder('customerName'), ellipsis: true },
    {
      title: '상태',
      dataIndex: 'status',
      render: (_, o) => (
        <Space size={4}>
          <Tag color={STATUS_COLORS[o.status]}>{STATUS_LABELS[o.status]}</Tag>
          {o.deletedYn === 'Y' && <Tag color="red">삭제됨</Tag>}
        </Space>
      ),
    },
    { title: '합계', dataIndex: 'totalAmount', sorter: true, sortOrder: sortOrder('totalAmount'), align: 'right', render: (_, o) => formatKRW(o.totalAmount) },
    { title: '진행률', key: 'progress', render: (_, o) => <OrderProgress perDelivered={o.perDelivered} perBilled={o.perBilled} compact /> },
    { title: '납기 요청일', dataIndex: 'requestedDate', sorter: true, sortOrder: sortOrder('requestedDate'), render: (_, o) => formatDate(o.requestedDate), responsive: ['lg'] },
    { title: '담당자', dataIndex: 'ownerUserName', render: (_, o) => o.ownerUserName ?? '-', responsive: ['md'] },
    { title: '소유부서', dataIndex: 'ownerDeptName', render: (_, o) => o.ownerDeptName ?? '-', responsive: ['xl'] },
  ];
  const filtered = Object.values(filters).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0));

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          수주
        </Typography.Title>
        <Space>
          <Button icon={<FileExcelOutlined />} loading={exporting} disabled={total === 0} onClick={() => void exportList()}>
            엑셀 내보내기
          </Button>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              수주 등록
            </Button>
          )}
        </Space>
      </Flex>
      <Card size="small">
        <Flex wrap gap={8}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="수주번호, 고객사명"
            aria-label="검색어"
            style={{ width: 220 }}
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
            style={{ minWidth: 180 }}
            value={filters.statusList ?? []}
            onChange={(v) => setFilters({ statusList: v.length ? v : undefined })}
            options={(Object.keys(STATUS_LABELS) as SalesOrderStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          />
          <div style={{ width: 240 }}>
            <CustomerSelect aria-label="고객사 필터" placeholder="전체 고객사" style={{ width: '100%' }} value={filters.customerId ?? null} onChange={(id) => setFilters({ customerId: id ?? undefined })} />
          </div>
          <div style={{ width: 200 }}>
            <UserPicker aria-label="담당자 필터" placeholder="전체 담당자" style={{ width: '100%' }} value={filters.ownerUserId ?? null} onChange={(id) => setFilters({ ownerUserId: id ?? undefined })} />
          </div>
          {canPickDept && (
            <DepartmentSelect aria-label="부서" placeholder="전체 부서 (하위 포함)" style={{ width: 200 }} value={filters.deptId ?? null} onChange={(v: number | null) => setFilters({ deptId: v ?? undefined })} />
          )}
          <DatePicker.RangePicker
            aria-label="수주일 기간"
            placeholder={['수주일 From', 'To']}
            value={[filters.fromDate ? dayjs(filters.fromDate) : null, filters.toDate ? dayjs(filters.toDate) : null]}
            onChange={(range) => setFilters({ fromDate: range?.[0]?.format('YYYY-MM-DD'), toDate: range?.[1]?.format('YYYY-MM-DD') })}
            allowEmpty={[true, true]}
          />
          <Checkbox checked={filters.mineYn === true} onChange={(e) => setFilters({ mineYn: e.target.checked || undefined })}>
            내 수주
          </Checkbox>
          {isAdmin && (
            <Checkbox checked={filters.includeDeletedYn === true} onChange={(e) => setFilters({ includeDeletedYn: e.target.checked || undefined })}>
              삭제된 수주 포함
            </Checkbox>
          )}
          <SavedViews
            listKey="sales-order-list"
            value={{ filters: { ...filters }, sort: sortParam }}
            onApply={(state) => {
              const next = (state.filters ?? {}) as SalesOrderFilters;
              const [f, d] = typeof state.sort === 'string' ? state.sort.split(',') : [];
              setKeyword(next.keyword ?? '');
              apply(next, f ? { [f]: d === 'asc' ? 'ascend' : 'descend' } : DEFAULT_SORT);
            }}
          />
        </Flex>
      </Card>
      <ProTable<SalesOrder, SalesOrderFilters & { sort: string }>
        rowKey="id"
        actionRef={table}
        columns={columns}
        search={false}
        options={{ reload: true, density: true, setting: true }}
        params={{ ...filters, sort: sortParam }}
        request={async (params) => {
          // The sort travels in params (the address owns it), so a new sort reloads from page 1.
          const page = await salesOrderApi.list(toListQuery(params));
          setTotal(page.totalElements);
          return counted.result(page);
        }}
        onChange={(_p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(s?.order && s.field ? { [String(s.field)]: s.order } : DEFAULT_SORT);
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: counted.showTotal }}
        locale={{ emptyText: filtered ? '조건에 맞는 수주가 없습니다.' : '등록된 수주가 없습니다.' }}
        onRow={(o) => ({ onClick: () => open(o.id), style: { cursor: 'pointer' } })}
        scroll={{ x: 'max-content' }}
        dateFormatter="string"
        revalidateOnFocus={false}
        tableAlertRender={false}
      />
      <SalesOrderDrawer orderId={openId} onClose={() => open(null)} onChanged={() => table.current?.reload()} />
      <SalesOrderFormModal
        open={creating}
        order={null}
        onClose={() => setCreating(false)}
        onSaved={(saved) => {
          setCreating(false);
          table.current?.reload();
          open(saved.id);
        }}
      />
    </Space>
  );
}
