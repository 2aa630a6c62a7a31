import { CarOutlined, CheckOutlined, CloseCircleOutlined, DeleteOutlined, EditOutlined, StopOutlined, UndoOutlined } from '@ant-design/icons';
import { Link, errorMessage, httpStatus, useCurrentUser, useCan } from '@dure/shared';
import { SALES_ORDER_LIMITS } from '@dure/shared/contracts/crm/salesOrder';
import { formatDate, formatDateTime, formatKRW } from '@dure/shared/format';
import { useRecordWrites } from '@dure/shared/query';
import { RecordDetailFrame, RecordToolbar } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Descriptions, Drawer, Empty, Flex, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LogActivityButton } from '../../crmRecord';
import { NewInvoiceButton } from '../../taxInvoice';
import { STATUS_COLORS, STATUS_LABELS, type SalesOrderDetail, salesOrderApi } from '../api/salesOrderApi';
import { SALES_ORDER_LISTS_KEY, salesOrderDetailQuery } from '../api/salesOrderDetailQuery';
import { DeliveryModal } from './DeliveryModal';
import { OrderProgress } from './OrderProgress';
import { SalesOrderFormModal } from './SalesOrderFormModal';

type Props = { orderId: number | null; onClose: () => void; onChanged: () => void };

const qty = (v: number) => v.toLocaleString('ko-KR', { maximumFractionDigits: 2 });

/** The order's detail beside the list: fields, lines with delivered and billed figures, deliveries, state actions, record toolkit. */
export function SalesOrderDrawer({ orderId, onClose, onChanged }: Props) {
  const query = useQuery({ ...salesOrderDetailQuery(orderId ?? 0), enabled: orderId !== null });
  return (
    <Drawer open={orderId !== null} onClose={onClose} width={980} title={query.data ? `수주 ${query.data.orderNo}` : '수주'} destroyOnHidden>
      <RecordDetailFrame query={query} listPageId="SalesOrderPage" title={(order) => order.orderNo}>
        {(order) => <SalesOrderView order={order} onClose={onClose} onChanged={onChanged} />}
      </RecordDetailFrame>
    </Drawer>
  );
}

type ViewProps = { order: SalesOrderDetail; onClose: () => void; onChanged: () => void };

function SalesOrderView({ order, onClose, onChanged }: ViewProps) {
  const { message } = App.useApp();
  const me = useCurrentUser();
  const canWrite = useCan('CRM', 'WRITE');
  const isAdmin = useCan('CRM', 'ADMIN');
  const detail = salesOrderDetailQuery(order.id);
  const writes = useRecordWrites<SalesOrderDetail>(detail.queryKey, SALES_ORDER_LISTS_KEY);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [busy, setBusy] = useState(false);

  const changed = (next: SalesOrderDetail) => {
    writes.saved(next);
    onChanged();
  };

  async function act(action: 'confirm' | 'close' | 'cancel', reason?: string) {
    setBusy(true);
    try {
      changed(await salesOrderApi.transition(order.id, action, order.version, reason));
      message.success({ confirm: '수주를 확정했습니다.', close: '수주를 종결했습니다.', cancel: '수주를 취소했습니다.' }[action]);
    } catch (e) {
      message.error(errorMessage(e));
      if (httpStatus(e) === 409) void writes.changed();
    } finally {
      setBusy(false);
    }
  }

  function askCancel() {
    let reason = '';
    Modal.confirm({
      title: '수주를 취소할까요?',
      content: <Input.TextArea rows={3} maxLength={SALES_ORDER_LIMITS.cancelReason} placeholder="취소 사유" aria-label="취소 사유" onChange={(e) => (reason = e.target.value)} />,
      okText: '수주 취소',
      okButtonProps: { danger: true },
      cancelText: '닫기',
      onOk: () => act('cancel', reason),
    });
  }

  async function remove() {
    try {
      await salesOrderApi.remove(order.id, order.version);
      message.success('수주를 삭제했습니다.');
      onChanged();
      onClose();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  async function restore() {
    setBusy(true);
    try {
      changed(await salesOrderApi.restore(order.id, order.version));
      message.success('수주를 복원했습니다.');
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  const s = order.status;
  const own = order.ownerUserId === me?.id || isAdmin;
  const actions = order.deletedYn === 'Y' ? (
    isAdmin && (
      <Popconfirm title="삭제된 수주를 복원할까요?" okText="복원" cancelText="닫기" onConfirm={() => void restore()}>
        <Button icon={<UndoOutlined />} loading={busy}>
          복원
        </Button>
      </Popconfirm>
    )
  ) : (
    <Space wrap>
      {/* The next natural steps from the order: bill it, and keep in touch with its customer. */}
      <NewInvoiceButton order={order} />
      <LogActivityButton about={order.customerName ? { customerId: order.customerId, customerName: order.customerName, leadId: order.leadId, contractId: order.contractId } : null} unavailable="고객사 정보를 불러오지 못했습니다." />
      {canWrite && (
        <>
          {['DRAFT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED'].includes(s) && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              수정
            </Button>
          )}
          {s === 'DRAFT' && (
            <Popconfirm title="수주를 확정할까요?" description="확정하면 출하를 기록할 수 있습니다." okText="확정" cancelText="닫기" onConfirm={() => act('confirm')}>
              <Button type="primary" icon={<CheckOutlined />} loading={busy}>
                확정
              </Button>
            </Popconfirm>
          )}
          {(s === 'CONFIRMED' || s === 'PARTIALLY_DELIVERED') && (
            <Button type="primary" icon={<CarOutlined />} onClick={() => setDelivering(true)}>
              출하 기록
            </Button>
          )}
          {(s === 'PARTIALLY_DELIVERED' || s === 'DELIVERED') && (
            <Popconfirm title="수주를 종결할까요?" description="청구가 끝나지 않았어도 더 진행하지 않는 수주를 닫습니다." okText="종결" cancelText="닫기" onConfirm={() => act('close')}>
              <Button icon={<StopOutlined />} loading={busy}>
                종결
              </Button>
            </Popconfirm>
          )}
          {(s === 'DRAFT' || s === 'CONFIRMED') && (
            <Button danger icon={<CloseCircleOutlined />} onClick={askCancel} loading={busy}>
              취소
            </Button>
          )}
          {s === 'DRAFT' && own && (
            <Popconfirm title="작성 중인 수주를 삭제할까요?" okText="삭제" okButtonProps={{ danger: true }} cancelText="닫기" onConfirm={() => void remove()}>
              <Button danger type="text" icon={<DeleteOutlined />}>
                삭제
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    </Space>
  );

  return (
    <>
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space>
            <Tag color={STATUS_COLORS[order.status]}>{STATUS_LABELS[order.status]}</Tag>
            {order.deletedYn === 'Y' && <Tag color="red">삭제됨</Tag>}
            <Typography.Text strong>{order.customerName}</Typography.Text>
          </Space>
          <RecordToolbar recordType="SALES_ORDER" recordId={order.id} label={`${order.orderNo} ${order.customerName ?? ''}`} readOnly={!canWrite} />
        </Flex>
        {actions}
        <Descriptions size="small" bordered column={{ xs: 1, md: 2, lg: 3 }}>
          <Descriptions.Item label="수주번호">{order.orderNo}</Descriptions.Item>
          <Descriptions.Item label="고객사">
            <Link to={`/customer/${order.customerId}`}>{order.customerName ?? order.customerNo}</Link> <Typography.Text type="secondary">{order.customerNo}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="담당자">
            {order.ownerUserName ?? '-'} <Typography.Text type="secondary">{order.ownerDeptName}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="수주일">{formatDate(order.orderDate)}</Descriptions.Item>
          <Descriptions.Item label="납기 요청일">{formatDate(order.requestedDate)}</Descriptions.Item>
          <Descriptions.Item label="통화">{order.currencyCode === 'KRW' ? 'KRW' : `${order.currencyCode} (환율 ${order.exchangeRate})`}</Descriptions.Item>
          <Descriptions.Item label="공급가액">{formatKRW(order.supplyAmount)}</Descriptions.Item>
          <Descriptions.Item label="부가세">{formatKRW(order.vatAmount)}</Descriptions.Item>
          <Descriptions.Item label="합계">
            <strong>{formatKRW(order.totalAmount)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label="진행률" span={2}>
            <OrderProgress perDelivered={order.perDelivered} perBilled={order.perBilled} />
          </Descriptions.Item>
          <Descriptions.Item label="청구액">{formatKRW(order.billedAmount)}</Descriptions.Item>
          {order.contractId && order.contractNo && (
            <Descriptions.Item label="계약">
              <Link to={`/contract/${order.contractId}`}>{order.contractNo}</Link>
            </Descriptions.Item>
          )}
          {order.leadId && order.leadNo && (
            <Descriptions.Item label="리드">
              <Link to={`/lead/${order.leadId}`}>{order.leadNo}</Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label="납품 주소" span={3}>
            {order.shipToAddress ?? '-'}
          </Descriptions.Item>
          {order.note && (
            <Descriptions.Item label="비고" span={3}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{order.note}</Typography.Paragraph>
            </Descriptions.Item>
          )}
          {order.status === 'CANCELED' && (
            <Descriptions.Item label="취소" span={3}>
              {formatDateTime(order.canceledAt)} {order.cancelReason ?? ''}
            </Descriptions.Item>
          )}
          <Descriptions.Item label="등록">{formatDateTime(order.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="확정">{order.confirmedAt ? formatDateTime(order.confirmedAt) : '-'}</Descriptions.Item>
          <Descriptions.Item label="수정">{formatDateTime(order.updatedAt)}</Descriptions.Item>
        </Descriptions>

        <div>
          <Typography.Title level={5}>품목</Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={order.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: '#', dataIndex: 'seq', width: 40 },
              { title: '품목', dataIndex: 'itemName', render: (v: string, l) => (l.spec ? `${v} (${l.spec})` : v) },
              { title: '수량', dataIndex: 'qty', align: 'right', render: qty },
              { title: '단가', dataIndex: 'unitPrice', align: 'right', render: formatKRW },
              { title: '할인', dataIndex: 'discountPct', align: 'right', render: (v: number) => (v ? `${v}%` : '-') },
              { title: '금액', dataIndex: 'amount', align: 'right', render: formatKRW },
              { title: '납품 예정일', dataIndex: 'deliveryDate', render: formatDate },
              { title: '출하', dataIndex: 'deliveredQty', align: 'right', render: (v: number, l) => <span style={{ color: v >= l.qty ? '#389e0d' : undefined }}>{`${qty(v)} / ${qty(l.qty)}`}</span> },
              { title: '청구액', dataIndex: 'billedAmount', align: 'right', render: formatKRW },
            ]}
          />
        </div>

        <div>
          <Typography.Title level={5}>출하 기록</Typography.Title>
          {order.deliveries.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="아직 출하 기록이 없습니다." />
          ) : (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={order.deliveries}
              columns={[
                { title: '출하일', dataIndex: 'deliveryDate', render: formatDate },
                { title: '품목', dataIndex: 'itemName' },
                { title: '수량', dataIndex: 'qty', align: 'right', render: qty },
                { title: '메모', dataIndex: 'note', render: (v: string | null) => v ?? '-' },
                { title: '기록자', dataIndex: 'createdByName', render: (v: string | null, d) => `${v ?? '-'} · ${formatDateTime(d.createdAt)}` },
              ]}
            />
          )}
        </div>
      </Space>
      <SalesOrderFormModal
        open={editing}
        order={order}
        onClose={() => setEditing(false)}
        onReload={() => queryClient.fetchQuery({ ...detail, staleTime: 0 })}
        onSaved={(saved) => {
          setEditing(false);
          changed(saved);
        }}
      />
      <DeliveryModal
        order={delivering ? order : null}
        onClose={() => setDelivering(false)}
        onSaved={(saved) => {
          setDelivering(false);
          changed(saved);
        }}
      />
    </>
  );
}
