import { errorFields } from '@dure/shared';
import { ModalForm, useOpeningState } from '@dure/shared/form';
import { dayjs, formatKRW, josa } from '@dure/shared/format';
import { itemTotals } from '@dure/shared/money';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import type { Dayjs } from 'dayjs';
import { App, DatePicker, Descriptions, Flex, Form, Input, Radio, Space, Typography } from 'antd';
import { AMEND_REASONS, type AmendCode, type Invoice, type InvoiceItem, taxInvoiceApi } from '../api/taxInvoiceApi';
import { itemsRule } from './TaxInvoiceFormModal';
import { ItemsEditor, emptyItem } from './ItemsEditor';

export type AmendDialogProps = { original: Invoice; open: boolean; onClose: () => void; onDone: (created: Invoice[]) => void };

export type PlannedInvoice = { sign: '+' | '−' | '±'; label: string; writeDate: string | null; supplyAmount: number; taxAmount: number; totalAmount: number };

const CODES = [1, 2, 3, 4, 5, 6] as const;

/**
 * What a reason code will issue (DOMAIN §4 수정세금계산서), from the original and
 * the typed lines: the (−) copies mirror the original, the rest follow the lines.
 */
export function plannedInvoices(original: Pick<Invoice, 'writeDate' | 'supplyAmount' | 'taxAmount' | 'totalAmount' | 'taxType'>, code: AmendCode, items: InvoiceItem[], date: string | null): PlannedInvoice[] {
  const minus = { sign: '−' as const, supplyAmount: -original.supplyAmount, taxAmount: -original.taxAmount, totalAmount: -original.totalAmount };
  const typed = itemTotals(items, original.taxType);
  switch (code) {
    case 1:
      return [
        { ...minus, label: '당초분 취소', writeDate: original.writeDate },
        { sign: '+', label: '정정분', writeDate: original.writeDate, ...typed },
      ];
    case 2:
      return [{ sign: '±', label: '공급가액 증감분', writeDate: date, ...typed }];
    case 3: {
      const returned = itemTotals(items.map((i) => ({ ...i, qty: i.qty === null ? null : -Math.abs(i.qty), supplyAmount: i.supplyAmount === null ? null : -Math.abs(i.supplyAmount) })), original.taxType);
      return [{ sign: '−', label: '환입분', writeDate: date, ...returned }];
    }
    case 4:
      return [{ ...minus, label: '계약 해제 (당초분 전액)', writeDate: date }];
    case 5:
      return [
        { ...minus, label: '당초분 취소', writeDate: original.writeDate },
        { sign: '+', label: '영세율 재발급', writeDate: original.writeDate, supplyAmount: original.supplyAmount, taxAmount: 0, totalAmount: original.supplyAmount },
      ];
    case 6:
      return [{ ...minus, label: '이중발급분 취소', writeDate: original.writeDate }];
  }
}

type Values = { amendCode: AmendCode; writeDate: Dayjs | null; items: InvoiceItem[]; remark?: string };

/** The lines a reason code starts from: code 1 the original's lines to correct, 2 and 3 one empty line. */
function startItems(original: Invoice, code: AmendCode, itemDate: string | null): InvoiceItem[] {
  if (AMEND_REASONS[code].items !== 'corrected') return [emptyItem(itemDate)];
  return original.items.map(({ itemName, spec, qty, unitPrice, supplyAmount, remark }) => ({ itemDate: original.writeDate, itemName, spec, qty, unitPrice, supplyAmount, remark }));
}

/** Where an api field's message shows: the lines editor marks its own cells. */
const fieldOf = (apiField: string) => (apiField.startsWith('items') ? null : apiField);

/** 수정발행: choose the reason code 1–6, see what will be issued, then draft the amendment(s). */
export function AmendDialog({ original, open, onClose, onDone }: AmendDialogProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  // The api's messages on item cells, from the last failed save of this opening.
  const [itemErrors, setItemErrors] = useOpeningState<Record<string, string>>(open, {});
  const code = Form.useWatch('amendCode', form) ?? 2;
  const writeDate = Form.useWatch('writeDate', form);
  const items = Form.useWatch('items', form) ?? [];
  const reason = AMEND_REASONS[code];
  const date = writeDate ? writeDate.format('YYYY-MM-DD') : null;
  const itemDate = reason.date === 'own' ? date : original.writeDate;
  const planned = plannedInvoices(original, code, items, itemDate);
  const today = dayjs();

  async function save(values: Values): Promise<Invoice[]> {
    const own = AMEND_REASONS[values.amendCode].date === 'own';
    const sent = own && values.writeDate ? values.writeDate.format('YYYY-MM-DD') : null;
    const created = await taxInvoiceApi.amend(original.id, {
      amendCode: values.amendCode,
      version: original.version,
      writeDate: sent,
      items: AMEND_REASONS[values.amendCode].items === 'none' ? undefined : values.items.map((i) => ({ ...i, itemDate: own ? sent : original.writeDate })),
      remark: values.remark?.trim() || null,
    });
    message.success(`수정세금계산서 ${josa(created.map((c) => c.invoiceNo).join(', '), '을/를')} 작성했습니다. 승인 요청 후 발급됩니다.`);
    return created;
  }

  return (
    <ModalForm<Values, Invoice[]>
      open={open}
      title={`수정세금계산서 발행 · 당초 ${original.invoiceNo}`}
      width={1000}
      form={form}
      initialValues={{ amendCode: 2, writeDate: today, items: startItems(original, 2, today.format('YYYY-MM-DD')), remark: '' }}
      save={save}
      onSaved={onDone}
      onClose={onClose}
      fieldOf={fieldOf}
      onError={(e) => {
        setItemErrors(errorFields(e));
        return false;
      }}
      submitText="수정세금계산서 작성"
      formProps={{
        // Each reason code starts its lines over.
        onValuesChange: (changed: Partial<Values>) => {
          if (!changed.amendCode) return;
          const start = AMEND_REASONS[changed.amendCode].date === 'own' ? date : original.writeDate;
          form.setFieldsValue({ items: startItems(original, changed.amendCode, start) });
        },
      }}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div>
          <Form.Item name="amendCode" label="수정사유" required>
            <Radio.Group aria-label="수정사유">
              <Space direction="vertical">
                {CODES.map((c) => (
                  <Radio key={c} value={c} disabled={c === 5 && original.taxType !== 'TAXABLE'}>
                    {c}. {AMEND_REASONS[c].label} <Typography.Text type="secondary">— {AMEND_REASONS[c].issues}</Typography.Text>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          {reason.date === 'own' ? (
            <Form.Item name="writeDate" label={`작성일자 (${reason.dateLabel})`} rules={[{ required: true, message: `수정사유 ${code}에는 ${reason.dateLabel}이 필요합니다.` }]}>
              <DatePicker aria-label="수정 작성일자" disabledDate={(d) => d.isBefore(dayjs(original.writeDate), 'day')} />
            </Form.Item>
          ) : (
            <Typography.Paragraph type="secondary">작성일자는 당초 작성일자({original.writeDate})입니다.</Typography.Paragraph>
          )}
          {reason.items !== 'none' && (
            <Form.Item
              name="items"
              label={reason.items === 'corrected' ? '정정된 품목' : reason.items === 'difference' ? '증감 품목 (감액은 음수로 입력)' : '환입된 품목 (수량·금액을 양수로 입력)'}
              required
              rules={[itemsRule(reason.items !== 'corrected')]}
            >
              <ItemsEditor taxType={original.taxType} writeDate={itemDate} allowNegative={reason.items !== 'corrected'} errors={itemErrors} />
            </Form.Item>
          )}
          <Form.Item name="remark" label="비고">
            <Input maxLength={LIMITS.remark} />
          </Form.Item>
        </div>
        <div>
          <Typography.Title level={5}>발행될 수정세금계산서</Typography.Title>
          <Flex vertical gap={8} data-testid="amend-preview">
            {planned.map((p, i) => (
              <Descriptions key={i} size="small" bordered column={4} title={`${p.sign} ${p.label}`}>
                <Descriptions.Item label="작성일자">{p.writeDate ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="공급가액">{formatKRW(p.supplyAmount)}</Descriptions.Item>
                <Descriptions.Item label="세액">{formatKRW(p.taxAmount)}</Descriptions.Item>
                <Descriptions.Item label="합계">{formatKRW(p.totalAmount)}</Descriptions.Item>
              </Descriptions>
            ))}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            당초 세금계산서(승인번호 {original.ntsApprovalNo})는 변경되지 않으며, 수정분은 작성중 상태로 만들어져 승인 요청·승인을 거쳐 발급됩니다.
          </Typography.Paragraph>
        </div>
      </Space>
    </ModalForm>
  );
}
