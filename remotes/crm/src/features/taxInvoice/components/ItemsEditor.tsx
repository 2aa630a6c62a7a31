import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { dayjs, formatKRW } from '@dure/shared/format';
import { MAX_ITEMS, itemSupply, itemTotals, lineTax } from '@dure/shared/money';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import { Alert, Button, DatePicker, Flex, Input, InputNumber, Table, Typography } from 'antd';
import type { InvoiceItem, TaxType } from '../api/taxInvoiceApi';

export type ItemsEditorProps = {
  /** The lines; a Form.Item around the editor supplies them and onChange. */
  value?: InvoiceItem[];
  onChange?: (items: InvoiceItem[]) => void;
  taxType: TaxType;
  /** The month the item dates must fall in (the write date). */
  writeDate: string | null;
  /** Minus amounts are allowed on amendments only. */
  allowNegative?: boolean;
  /** Field messages from the server, keyed `items[i].field` or `items`. */
  errors?: Record<string, string>;
};

export const emptyItem = (writeDate: string | null): InvoiceItem => ({ itemDate: writeDate, itemName: '', spec: null, qty: null, unitPrice: null, supplyAmount: null, remark: null });

/** 품목 lines (1–16) with live 공급가액 = 수량 × 단가 (원 미만 절사), 세액 10% and totals. */
export function ItemsEditor({ value = [], onChange = () => {}, taxType, writeDate, allowNegative = false, errors = {} }: ItemsEditorProps) {
  const patch = (index: number, change: Partial<InvoiceItem>) => onChange(value.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const totals = itemTotals(value, taxType);
  const min = allowNegative ? undefined : 0;
  const full = value.length >= MAX_ITEMS;
  const lineErrors = Object.entries(errors).filter(([k]) => k.startsWith('items'));
  const month = writeDate ? dayjs(writeDate) : null;

  return (
    <Flex vertical gap={8}>
      <Table<InvoiceItem & { key: number }>
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={value.map((item, key) => ({ ...item, key }))}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '월/일',
            width: 130,
            render: (_, item, i) => (
              <DatePicker
                aria-label={`${i + 1}행 일자`}
                size="small"
                value={item.itemDate ? dayjs(item.itemDate) : null}
                disabledDate={(d) => !!month && !d.isSame(month, 'month')}
                onChange={(d) => patch(i, { itemDate: d ? d.format('YYYY-MM-DD') : null })}
                format="MM/DD"
              />
            ),
          },
          {
            title: '품목',
            render: (_, item, i) => (
              <Input aria-label={`${i + 1}행 품목`} size="small" maxLength={LIMITS.itemName} value={item.itemName} status={errors[`items[${i}].itemName`] ? 'error' : undefined} onChange={(e) => patch(i, { itemName: e.target.value })} style={{ minWidth: 160 }} />
            ),
          },
          { title: '규격', width: 90, render: (_, item, i) => <Input aria-label={`${i + 1}행 규격`} size="small" maxLength={LIMITS.itemSpec} value={item.spec ?? ''} onChange={(e) => patch(i, { spec: e.target.value || null })} /> },
          {
            title: '수량',
            width: 90,
            render: (_, item, i) => <InputNumber aria-label={`${i + 1}행 수량`} size="small" min={min} value={item.qty} onChange={(v) => patch(i, { qty: v ?? null })} style={{ width: '100%' }} />,
          },
          {
            title: '단가',
            width: 120,
            render: (_, item, i) => (
              <InputNumber<number> aria-label={`${i + 1}행 단가`} size="small" min={min} precision={0} value={item.unitPrice} onChange={(v) => patch(i, { unitPrice: v ?? null })} formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : Number(v).toLocaleString('ko-KR'))} parser={(v) => Number((v ?? '').replace(/[^\d-]/g, ''))} style={{ width: '100%' }} />
            ),
          },
          {
            title: '공급가액',
            width: 140,
            render: (_, item, i) => {
              const computed = item.qty !== null && item.unitPrice !== null;
              return (
                <InputNumber<number>
                  aria-label={`${i + 1}행 공급가액`}
                  size="small"
                  min={min}
                  precision={0}
                  disabled={computed}
                  status={errors[`items[${i}].supplyAmount`] ? 'error' : undefined}
                  value={computed ? itemSupply(item) : item.supplyAmount}
                  onChange={(v) => patch(i, { supplyAmount: v ?? null })}
                  formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : Number(v).toLocaleString('ko-KR'))}
                  parser={(v) => Number((v ?? '').replace(/[^\d-]/g, ''))}
                  style={{ width: '100%' }}
                />
              );
            },
          },
          { title: '세액', width: 110, align: 'right', render: (_, item) => <span data-testid="line-tax">{formatKRW(lineTax(taxType, itemSupply(item)))}</span> },
          { title: '비고', width: 110, render: (_, item, i) => <Input aria-label={`${i + 1}행 비고`} size="small" maxLength={LIMITS.itemRemark} value={item.remark ?? ''} onChange={(e) => patch(i, { remark: e.target.value || null })} /> },
          {
            title: '',
            width: 40,
            render: (_, _item, i) => (
              <Button aria-label={`${i + 1}행 삭제`} size="small" type="text" icon={<DeleteOutlined />} disabled={value.length <= 1} onClick={() => onChange(value.filter((_, k) => k !== i))} />
            ),
          },
        ]}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button size="small" icon={<PlusOutlined />} disabled={full} onClick={() => onChange([...value, emptyItem(writeDate)])}>
          품목 추가
        </Button>
        <Typography.Text type={full ? 'warning' : 'secondary'}>{full ? `품목은 최대 ${MAX_ITEMS}개까지 입력할 수 있습니다.` : `${value.length} / ${MAX_ITEMS}개`}</Typography.Text>
        <Flex gap={16} data-testid="item-totals">
          <span>공급가액 <strong>{formatKRW(totals.supplyAmount)}</strong></span>
          <span>세액 <strong>{formatKRW(totals.taxAmount)}</strong></span>
          <span>합계 <strong>{formatKRW(totals.totalAmount)}</strong></span>
        </Flex>
      </Flex>
      {lineErrors.length > 0 && (
        <Alert type="error" showIcon message={<ul style={{ margin: 0, paddingLeft: 16 }}>{lineErrors.map(([k, m]) => <li key={k}>{describe(k)}{m}</li>)}</ul>} />
      )}
    </Flex>
  );
}

const FIELD_NAMES: Record<string, string> = { itemName: '품목', itemDate: '일자', supplyAmount: '공급가액', qty: '수량', unitPrice: '단가' };

function describe(key: string): string {
  const match = /^items\[(\d+)]\.(\w+)$/.exec(key);
  return match ? `${Number(match[1]) + 1}행 ${FIELD_NAMES[match[2]] ?? match[2]}: ` : '';
}
