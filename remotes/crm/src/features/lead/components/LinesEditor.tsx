import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatKRW } from '@dure/shared/format';
import { Button, Form, Input, InputNumber, Space, Table, Typography } from 'antd';
import { lineAmount } from '../stageRules';
import { LEAD_LIMITS } from '@dure/shared/contracts/crm/lead';

export type LineValues = { itemName?: string; qty?: number; unitPrice?: number; discountPct?: number; deliveryYm?: string | null; productId?: number | null };

/** Σ of the lines' computed amounts. */
export const linesTotal = (lines: LineValues[] | undefined) => (lines ?? []).reduce((s, l) => s + lineAmount(l?.qty ?? 0, l?.unitPrice ?? 0, l?.discountPct ?? 0), 0);

/** 품목 editor inside the lead form (Form.List `lines`): amount = floor(수량 × 단가 × (100 − 할인율) ÷ 100). */
export function LinesEditor() {
  const form = Form.useFormInstance();
  const lines = (Form.useWatch('lines', form) as LineValues[] | undefined) ?? [];
  return (
    <Form.List name="lines">
      {(fields, { add, remove }) => (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: '품목이 없으면 예상금액을 직접 입력합니다.' }}
            columns={[
              {
                title: '품목명',
                render: (_, field) => (
                  <Form.Item name={[field.name, 'itemName']} rules={[{ required: true, whitespace: true, message: '품목명을 입력해 주세요.' }]} style={{ margin: 0 }}>
                    <Input aria-label={`품목명 ${field.name + 1}`} placeholder="품목명" maxLength={LEAD_LIMITS.itemName} />
                  </Form.Item>
                ),
              },
              {
                title: '수량',
                width: 100,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'qty']} rules={[{ required: true, type: 'number', min: 0.001, message: '수량은 0보다 커야 합니다.' }]} style={{ margin: 0 }}>
                    <InputNumber aria-label={`수량 ${field.name + 1}`} min={0} precision={3} style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: '단가(원)',
                width: 150,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'unitPrice']} rules={[{ required: true, type: 'number', min: 0, message: '단가는 0원 이상으로 입력해 주세요.' }]} style={{ margin: 0 }}>
                    <InputNumber
                      aria-label={`단가 ${field.name + 1}`}
                      min={0}
                      precision={0}
                      style={{ width: '100%' }}
                      formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                      parser={(v) => Number((v ?? '').replace(/,/g, '')) as 0}
                    />
                  </Form.Item>
                ),
              },
              {
                title: '할인(%)',
                width: 90,
                render: (_, field) => (
                  <Form.Item name={[field.name, 'discountPct']} rules={[{ type: 'number', min: 0, max: 100, message: '0~100' }]} style={{ margin: 0 }}>
                    <InputNumber aria-label={`할인율 ${field.name + 1}`} min={0} max={100} precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                ),
              },
              {
                title: '금액',
                width: 130,
                align: 'right',
                render: (_, field) => {
                  const l = lines[field.name] ?? {};
                  return <span data-testid={`line-amount-${field.name}`}>{formatKRW(lineAmount(l.qty ?? 0, l.unitPrice ?? 0, l.discountPct ?? 0))}</span>;
                },
              },
              {
                width: 44,
                render: (_, field) => <Button type="text" danger icon={<DeleteOutlined />} aria-label={`품목 ${field.name + 1} 삭제`} onClick={() => remove(field.name)} />,
              },
            ]}
          />
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Button icon={<PlusOutlined />} onClick={() => add({ qty: 1, discountPct: 0 })}>
              품목 추가
            </Button>
            {fields.length > 0 && (
              <Typography.Text strong data-testid="lines-total">
                합계 {formatKRW(linesTotal(lines))}
              </Typography.Text>
            )}
          </Space>
        </Space>
      )}
    </Form.List>
  );
}
