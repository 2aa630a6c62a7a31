import { ModalForm, useOpeningState } from '@dure/shared/form';
import { SALES_ORDER_LIMITS } from '@dure/shared/contracts/crm/salesOrder';
import { dayjs } from '@dure/shared/format';
import { remainingQty } from '@dure/shared/money';
import type { Dayjs } from 'dayjs';
import { Alert, App, DatePicker, Form, Input, InputNumber, Table } from 'antd';
import { type SalesOrderDetail, salesOrderApi } from '../api/salesOrderApi';

type Props = { order: SalesOrderDetail | null; onClose: () => void; onSaved: (order: SalesOrderDetail) => void };

/** The quantity shipped per line id. */
type Values = { deliveryDate: Dayjs; note?: string; qty: Record<number, number | null> };

/** Thrown by save when no line has a quantity: the form says so instead of sending. */
const NOTHING_SHIPPED = new Error('출하 수량을 한 품목 이상 입력해 주세요.');

/** 출하 기록: per line the quantity shipped on a day, never above what is left. */
export function DeliveryModal({ order, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const open = order !== null;
  const [nothingShipped, setNothingShipped] = useOpeningState(open, false);
  const lines = order?.lines ?? [];
  /** The lines a save sends (those with a quantity), in the order the api numbers them. */
  const sentLines = (qty: Values['qty']) => lines.filter((l) => Number(qty?.[l.id] ?? 0) > 0);

  async function save(values: Values): Promise<SalesOrderDetail> {
    if (!order) throw NOTHING_SHIPPED;
    const sent = sentLines(values.qty).map((l) => ({ lineId: l.id, qty: Number(values.qty[l.id]) }));
    if (sent.length === 0) throw NOTHING_SHIPPED;
    const saved = await salesOrderApi.deliver(order.id, { version: order.version, deliveryDate: values.deliveryDate.format('YYYY-MM-DD'), note: values.note?.trim() || undefined, lines: sent });
    message.success('출하를 기록했습니다.');
    return saved;
  }

  /** The api numbers the sent lines (`lines.0.qty`); the form keys them by line id. */
  function fieldOf(apiField: string): string {
    const match = /^lines\.(\d+)\.qty$/.exec(apiField);
    const line = match ? sentLines(form.getFieldValue('qty'))[Number(match[1])] : undefined;
    return line ? `qty.${line.id}` : apiField;
  }

  return (
    <ModalForm<Values, SalesOrderDetail>
      open={open}
      title={order ? `출하 기록 · ${order.orderNo}` : '출하 기록'}
      width={760}
      form={form}
      initialValues={{ deliveryDate: dayjs(), note: '', qty: Object.fromEntries(lines.map((l) => [l.id, null])) }}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fieldOf={fieldOf}
      onError={(e) => {
        setNothingShipped(e === NOTHING_SHIPPED);
        return e === NOTHING_SHIPPED;
      }}
      submitText="기록"
      formProps={{ onValuesChange: (changed: Partial<Values>) => 'qty' in changed && setNothingShipped(false) }}
      banner={nothingShipped && <Alert type="error" showIcon role="alert" message={NOTHING_SHIPPED.message} style={{ marginBottom: 12 }} />}
    >
      <Form.Item name="deliveryDate" label="출하일" rules={[{ required: true, message: '출하일을 입력해 주세요.' }]}>
        <DatePicker aria-label="출하일" />
      </Form.Item>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={lines}
        columns={[
          { title: '품목', dataIndex: 'itemName' },
          { title: '주문', dataIndex: 'qty', align: 'right', render: (v: number) => v.toLocaleString('ko-KR') },
          { title: '출하 완료', dataIndex: 'deliveredQty', align: 'right', render: (v: number) => v.toLocaleString('ko-KR') },
          { title: '잔량', align: 'right', render: (_, l) => remainingQty(l).toLocaleString('ko-KR') },
          {
            title: '이번 출하',
            render: (_, l) => {
              const left = remainingQty(l);
              return (
                <Form.Item
                  name={['qty', l.id]}
                  style={{ margin: 0 }}
                  rules={[{ validator: (_r, v: number | null) => (v === null || v === undefined || (v >= 0 && v <= left) ? Promise.resolve() : Promise.reject(new Error(`잔량(${left})보다 많이 출하할 수 없습니다.`))) }]}
                >
                  <InputNumber aria-label={`이번 출하 ${l.itemName}`} min={0} max={left} precision={2} disabled={left === 0} placeholder={left === 0 ? '완료' : undefined} style={{ width: 110 }} />
                </Form.Item>
              );
            },
          },
        ]}
      />
      <Form.Item name="note" label="메모" style={{ marginTop: 12 }}>
        <Input maxLength={SALES_ORDER_LIMITS.deliveryNote} aria-label="출하 메모" />
      </Form.Item>
    </ModalForm>
  );
}
