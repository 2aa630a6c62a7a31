import { errorFields, errorMessage } from '@dure/shared';
import { SALES_ORDER_LIMITS } from '@dure/shared/contracts/crm/salesOrder';
import { dayjs } from '@dure/shared/format';
import { remainingQty } from '@dure/shared/money';
import type { Dayjs } from 'dayjs';
import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { type SalesOrderDetail, salesOrderApi } from '../api/salesOrderApi';

type Props = { order: SalesOrderDetail | null; onClose: () => void; onSaved: (order: SalesOrderDetail) => void };

type Values = { deliveryDate: Dayjs; note?: string; qty: Record<string, number | null> };

/** 출하 기록: per line the quantity shipped on a day, never above what is left. */
export function DeliveryModal({ order, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (order) {
      form.resetFields();
      form.setFieldsValue({ deliveryDate: dayjs(), note: '', qty: Object.fromEntries(order.lines.map((l) => [String(l.id), null])) });
      setError(null);
    }
  }, [order, form]);

  async function submit() {
    if (!order) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const lines = order.lines.map((l) => ({ lineId: l.id, qty: Number(values.qty[String(l.id)] ?? 0) })).filter((l) => l.qty > 0);
    if (lines.length === 0) {
      setError('출하 수량을 한 품목 이상 입력해 주세요.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await salesOrderApi.deliver(order.id, { version: order.version, deliveryDate: values.deliveryDate.format('YYYY-MM-DD'), note: values.note?.trim() || undefined, lines });
      message.success('출하를 기록했습니다.');
      onSaved(saved);
    } catch (e) {
      const fields = errorFields(e);
      const sent = order.lines.filter((l) => Number(values.qty[String(l.id)] ?? 0) > 0);
      form.setFields(
        Object.entries(fields).flatMap(([key, text]) => {
          const match = /^lines\.(\d+)\.qty$/.exec(key);
          const line = match ? sent[Number(match[1])] : null;
          return line ? [{ name: ['qty', String(line.id)], errors: [text] }] : [];
        }),
      );
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open={order !== null} title={order ? `출하 기록 · ${order.orderNo}` : '출하 기록'} width={760} okText="기록" cancelText="취소" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical">
        <Form.Item name="deliveryDate" label="출하일" rules={[{ required: true, message: '출하일을 입력해 주세요.' }]}>
          <DatePicker aria-label="출하일" />
        </Form.Item>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={order?.lines ?? []}
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
                    name={['qty', String(l.id)]}
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
      </Form>
    </Modal>
  );
}
