import { useCan, useSearchParams } from '@dure/shared';
import { formatDate, formatKRW } from '@dure/shared/format';
import { type ListColumn, ListPage } from '@dure/shared/list';
import { CustomerSelect, DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { STATUS_COLORS, STATUS_LABELS, type SalesOrder, type SalesOrderStatus, salesOrderList } from '../api/salesOrderApi';
import { salesOrderListQuery } from '../api/salesOrderQueries';
import { OrderProgress } from './OrderProgress';
import { SalesOrderDrawer } from './SalesOrderDrawer';
import { SalesOrderFormModal } from './SalesOrderFormModal';

/** The order open in the drawer, kept in the address (`id`) beside the list's state so links open it. */
function useOpenOrder(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next, { replace: true });
  };
  return [Number(params.get('id')) || null, open];
}

/** 수주 (/sales/order): orders in the caller's CRM scope with delivered and billed progress. */
export default function SalesOrderPage() {
  const queryClient = useQueryClient();
  const canWrite = useCan('CRM', 'WRITE');
  // The department tree is read through /api/department, which needs DEPARTMENT_READ.
  const canPickDept = useCan('DEPARTMENT', 'READ');
  const isAdmin = useCan('CRM', 'ADMIN');
  const [openId, open] = useOpenOrder();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['sales-order'] });

  const columns: ListColumn<SalesOrder>[] = [
    { title: '수주번호', dataIndex: 'orderNo', sorter: true, width: 140, render: (_, o) => <a onClick={() => open(o.id)}>{o.orderNo}</a> },
    { title: '수주일', dataIndex: 'orderDate', sorter: true, width: 116, render: (_, o) => formatDate(o.orderDate) },
    { title: '고객사', dataIndex: 'customerName', sorter: true, ellipsis: true, mobile: true },
    {
      title: '상태',
      dataIndex: 'status',
      width: 130,
      mobile: true,
      render: (_, o) => [
        <Tag key="status" color={STATUS_COLORS[o.status]}>{STATUS_LABELS[o.status]}</Tag>,
        o.deletedYn === 'Y' && <Tag key="deleted" color="red">삭제됨</Tag>,
      ],
    },
    { title: '합계', dataIndex: 'totalAmount', sorter: true, align: 'right', width: 140, mobile: true, render: (_, o) => formatKRW(o.totalAmount) },
    { title: '진행률', key: 'progress', width: 180, render: (_, o) => <OrderProgress perDelivered={o.perDelivered} perBilled={o.perBilled} compact /> },
    { title: '납기 요청일', dataIndex: 'requestedDate', sorter: true, width: 116, render: (_, o) => formatDate(o.requestedDate) },
    { title: '담당자', dataIndex: 'ownerUserName', width: 100, ellipsis: true, render: (_, o) => o.ownerUserName ?? '-' },
    { title: '소유부서', dataIndex: 'ownerDeptName', width: 120, ellipsis: true, optional: true, render: (_, o) => o.ownerDeptName ?? '-' },
  ];
  return (
    <>
      <ListPage
        title="수주"
        list={salesOrderList}
        query={salesOrderListQuery}
        columns={columns}
        create={
          canWrite && {
            label: '수주 등록',
            form: (f) => (
              <SalesOrderFormModal
                open={f.open}
                order={null}
                onClose={f.onClose}
                onSaved={(saved) => {
                  f.onCreated();
                  open(saved.id);
                }}
              />
            ),
          }
        }
        keyword={{ placeholder: '수주번호, 고객사명', width: 220 }}
        filters={[
          { select: 'statusList', label: '상태', placeholder: '전체 상태', width: 180, options: (Object.keys(STATUS_LABELS) as SalesOrderStatus[]).map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
          { picker: 'customerId', control: CustomerSelect, label: '고객사 필터', placeholder: '전체 고객사', width: 240 },
          { dates: ['fromDate', 'toDate'], label: '수주일 기간', allowEmpty: true },
          { check: 'mineYn', label: '내 수주' },
          { picker: 'ownerUserId', control: UserPicker, label: '담당자 필터', placeholder: '전체 담당자', width: 200, advanced: true },
          canPickDept && { picker: 'deptId', control: DepartmentSelect, label: '부서', placeholder: '전체 부서 (하위 포함)', width: 200, advanced: true },
          isAdmin && { check: 'includeDeletedYn', label: '삭제된 수주 포함', advanced: true },
        ]}
        table={{ onRow: (o) => ({ onClick: () => open(o.id), style: { cursor: 'pointer' } }) }}
      />
      <SalesOrderDrawer orderId={openId} onClose={() => open(null)} onChanged={reload} />
    </>
  );
}
