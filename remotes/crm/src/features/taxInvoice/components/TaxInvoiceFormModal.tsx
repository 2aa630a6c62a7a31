import { errorFields } from '@dure/shared';
import { ModalForm, formFieldsOf, useOpeningState } from '@dure/shared/form';
import { dayjs, isValidBusinessNumber, josa } from '@dure/shared/format';
import { MAX_ITEMS } from '@dure/shared/money';
import { TAX_INVOICE_LIMITS as LIMITS } from '@dure/shared/contracts/crm/taxInvoice';
import { CustomerSelect } from '@dure/shared/records';
import { App, Col, DatePicker, Divider, Form, Input, Radio, Row, Select } from 'antd';
import { type Direction, type Invoice, type InvoiceInput, type InvoiceItem, ISSUE_TYPE_LABELS, type IssueType, PURPOSE_LABELS, TAX_TYPE_LABELS, type TaxType, taxInvoiceApi } from '../api/taxInvoiceApi';
import { ItemsEditor, emptyItem } from './ItemsEditor';
import { SalesOrderSelect } from './SalesOrderSelect';

export type TaxInvoiceFormModalProps = {
  open: boolean;
  /** The invoice to edit (DRAFT / REQUESTED); absent to draft a new one. */
  invoice?: Invoice | null;
  /** Prefill of a new draft (e.g. from a customer or contract tab, or a sales order it bills with the order's unbilled lines). */
  initial?: { customerId?: number; customerName?: string; contractId?: number; salesOrderId?: number; salesOrderNo?: string; items?: InvoiceItem[] };
  onClose: () => void;
  onSaved: (invoice: Invoice) => void;
  /** Drafted from another page the user stays on: the notice that opens the new invoice (useCreatedNotice). */
  createdNotice?: (text: string, path: string) => void;
};

type FormValues = {
  direction: Direction;
  issueType: IssueType;
  taxType: TaxType;
  purpose: 'RECEIPT' | 'CHARGE';
  writeDate: dayjs.Dayjs;
  customerId: number | null;
  salesOrderId?: number | null;
  buyerEmail1?: string;
  buyerEmail2?: string;
  supplierBizNo?: string;
  supplierName?: string;
  supplierCeo?: string;
  supplierAddress?: string;
  supplierBizType?: string;
  supplierBizItem?: string;
  supplierEmail?: string;
  trusteeBizNo?: string;
  trusteeName?: string;
  remark?: string;
  items: InvoiceItem[];
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const bizNoRule = { validator: (_: unknown, v?: string) => (!v || isValidBusinessNumber(v) ? Promise.resolve() : Promise.reject(new Error('사업자등록번호가 올바르지 않습니다.'))) };
const emailRule = { pattern: EMAIL, message: '이메일 형식이 올바르지 않습니다.' };

/** Items are checked here with the server's Korean messages before the round trip. */
export function itemProblems(items: InvoiceItem[], allowNegative = false): string | null {
  if (items.length < 1 || items.length > MAX_ITEMS) return '품목은 1개 이상 16개 이하로 입력해 주세요.';
  for (const [i, item] of items.entries()) {
    if (!item.itemName.trim()) return `${i + 1}행 품목: 필수 입력 항목입니다.`;
    const computed = item.qty !== null && item.unitPrice !== null;
    if (!computed && item.supplyAmount === null) return `${i + 1}행 공급가액: 공급가액 또는 수량과 단가를 입력해 주세요.`;
    if (!allowNegative && ((item.supplyAmount ?? 0) < 0 || (item.qty ?? 0) < 0 || (item.unitPrice ?? 0) < 0)) return `${i + 1}행: 음수 금액은 수정세금계산서에서만 입력할 수 있습니다.`;
  }
  return null;
}

/** The items' checks (itemProblems) as the rule of the form's items field. */
export const itemsRule = (allowNegative: boolean) => ({
  validator: async (_: unknown, items?: InvoiceItem[]) => {
    const wrong = itemProblems(items ?? [], allowNegative);
    if (wrong) throw new Error(wrong);
  },
});

/** Where an api field's message shows: the lines editor marks its own cells. */
const fieldOf = (apiField: string) => (apiField.startsWith('items') ? null : apiField);

/** The invoice's fields the form edits as they are. */
const AS_IS_FIELDS = ['direction', 'issueType', 'taxType', 'purpose', 'buyerEmail1', 'buyerEmail2', 'supplierBizNo', 'supplierName', 'supplierCeo', 'supplierAddress', 'supplierBizType', 'supplierBizItem', 'supplierEmail', 'trusteeBizNo', 'trusteeName', 'remark'] as const;

function startValues(invoice: Invoice | null | undefined, initial: TaxInvoiceFormModalProps['initial']): Partial<FormValues> {
  if (!invoice) {
    const today = dayjs();
    const date = today.format('YYYY-MM-DD');
    const items = initial?.items?.length ? initial.items.map((item) => ({ ...item, itemDate: date })) : [emptyItem(date)];
    return { direction: 'SALES', issueType: 'NORMAL', taxType: 'TAXABLE', purpose: 'CHARGE', writeDate: today, customerId: initial?.customerId ?? null, salesOrderId: initial?.salesOrderId ?? null, items };
  }
  return {
    ...formFieldsOf(invoice, AS_IS_FIELDS),
    writeDate: dayjs(invoice.writeDate),
    customerId: invoice.customerId,
    salesOrderId: invoice.salesOrderId ?? null,
    items: invoice.items.map(({ itemDate, itemName, spec, qty, unitPrice, supplyAmount, remark }) => ({ itemDate, itemName, spec, qty, unitPrice, supplyAmount, remark })),
  };
}

/** 세금계산서 작성·수정 (DRAFT / REQUESTED). The supplier of SALES and the buyer are snapshots the server takes. */
export function TaxInvoiceFormModal({ open, invoice, initial, onClose, onSaved, createdNotice }: TaxInvoiceFormModalProps) {
  const [form] = Form.useForm<FormValues>();
  // The api's messages on item cells, from the last failed save of this opening.
  const [itemErrors, setItemErrors] = useOpeningState<Record<string, string>>(open, {});
  const { message } = App.useApp();
  const direction = Form.useWatch('direction', form) ?? 'SALES';
  const issueType = Form.useWatch('issueType', form) ?? 'NORMAL';
  const taxType = Form.useWatch('taxType', form) ?? 'TAXABLE';
  const writeDate = Form.useWatch('writeDate', form);
  const customerId = Form.useWatch('customerId', form);
  const amendment = !!invoice?.amendCode;

  async function save(values: FormValues): Promise<Invoice> {
    const date = values.writeDate.format('YYYY-MM-DD');
    const purchase = values.direction === 'PURCHASE';
    const input: InvoiceInput = {
      issueType: values.issueType,
      taxType: values.taxType,
      purpose: values.purpose,
      writeDate: date,
      customerId: values.customerId ?? undefined,
      ...(amendment ? {} : { salesOrderId: values.direction === 'SALES' ? (values.salesOrderId ?? null) : null }),
      remark: values.remark?.trim() || null,
      buyerEmail1: values.buyerEmail1?.trim() || undefined,
      buyerEmail2: values.buyerEmail2?.trim() || null,
      ...(purchase
        ? {
            supplierBizNo: values.supplierBizNo,
            supplierName: values.supplierName,
            supplierCeo: values.supplierCeo,
            supplierAddress: values.supplierAddress,
            supplierBizType: values.supplierBizType || null,
            supplierBizItem: values.supplierBizItem || null,
            supplierEmail: values.supplierEmail,
          }
        : {}),
      ...(values.issueType === 'CONSIGNED' ? { trusteeBizNo: values.trusteeBizNo, trusteeName: values.trusteeName } : {}),
      // Lines dated outside the (changed) month move to the write date.
      items: values.items.map((i) => ({ ...i, itemDate: i.itemDate && i.itemDate.slice(0, 7) === date.slice(0, 7) ? i.itemDate : date })),
    };
    const saved = invoice
      ? await taxInvoiceApi.update(invoice.id, { ...input, version: invoice.version, contractId: invoice.contractId })
      : await taxInvoiceApi.create({ ...input, direction: values.direction, contractId: initial?.contractId ?? null });
    if (invoice) message.success('세금계산서를 저장했습니다.');
    else if (createdNotice) createdNotice(`세금계산서 ${josa(saved.invoiceNo, '을/를')} 임시저장했습니다.`, `/taxinvoice/${saved.id}`);
    else message.success(`세금계산서 ${josa(saved.invoiceNo, '을/를')} 임시저장했습니다.`);
    return saved;
  }

  return (
    <ModalForm<FormValues, Invoice>
      open={open}
      title={invoice ? `세금계산서 수정 · ${invoice.invoiceNo}` : '세금계산서 작성'}
      width={1080}
      form={form}
      initialValues={startValues(invoice, initial)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      fieldOf={fieldOf}
      onError={(e) => {
        setItemErrors(errorFields(e));
        return false;
      }}
      submitText="임시저장"
      formProps={{ requiredMark: true }}
    >
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item name="direction" label="매출·매입" rules={[{ required: true }]}>
            <Radio.Group disabled={!!invoice} optionType="button" options={[{ value: 'SALES', label: '매출' }, { value: 'PURCHASE', label: '매입' }]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="issueType" label="발행유형" rules={[{ required: true }]}>
            <Select disabled={amendment} options={(Object.keys(ISSUE_TYPE_LABELS) as IssueType[]).map((v) => ({ value: v, label: ISSUE_TYPE_LABELS[v], disabled: v === 'REVERSE' && direction !== 'SALES' }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="taxType" label="과세구분" rules={[{ required: true }]}>
            <Radio.Group disabled={amendment} optionType="button" options={(Object.keys(TAX_TYPE_LABELS) as TaxType[]).map((v) => ({ value: v, label: TAX_TYPE_LABELS[v] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="purpose" label="영수·청구" rules={[{ required: true }]}>
            <Radio.Group optionType="button" options={[{ value: 'CHARGE', label: PURPOSE_LABELS.CHARGE }, { value: 'RECEIPT', label: PURPOSE_LABELS.RECEIPT }]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="writeDate" label="작성일자" rules={[{ required: true, message: '작성일자를 입력해 주세요.' }]} extra="공급일 (월합계는 말일)">
            <DatePicker style={{ width: '100%' }} disabled={amendment && [1, 5, 6].includes(invoice?.amendCode ?? 0)} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="customerId" label={direction === 'SALES' ? '고객사 (공급받는자)' : '거래처 (공급자)'} rules={[{ required: true, message: '고객사를 선택해 주세요.' }]}>
            {amendment ? <Input disabled value={invoice?.buyerName} /> : <CustomerSelect initialLabel={invoice?.customerName ?? initial?.customerName} onChange={(id) => form.setFieldsValue({ customerId: id, salesOrderId: null })} />}
          </Form.Item>
        </Col>
        {direction === 'SALES' && (
          <Col xs={24} md={14}>
            <Form.Item name="salesOrderId" label="수주" extra="발급하면 공급가액이 수주 품목의 청구액에 반영됩니다">
              <SalesOrderSelect customerId={customerId} initialLabel={invoice?.salesOrderNo ?? initial?.salesOrderNo} disabled={amendment} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item name="buyerEmail1" label="수신메일" rules={[emailRule]} extra="비우면 고객사의 계산서 메일">
            <Input maxLength={LIMITS.email} placeholder="tax@example.co.kr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="buyerEmail2" label="수신메일 2" rules={[emailRule]}>
            <Input maxLength={LIMITS.email} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="remark" label="비고">
            <Input maxLength={LIMITS.remark} />
          </Form.Item>
        </Col>
      </Row>
      {direction === 'PURCHASE' && !amendment && (
        <>
          <Divider orientation="left" plain>공급자 (거래처 정보가 기본값)</Divider>
          <Row gutter={16}>
            <Col xs={24} md={6}><Form.Item name="supplierBizNo" label="등록번호" rules={[bizNoRule]}><Input maxLength={LIMITS.bizNo} placeholder="000-00-00000" /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="supplierName" label="상호"><Input maxLength={LIMITS.name} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="supplierCeo" label="성명"><Input maxLength={LIMITS.ceoName} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="supplierEmail" label="이메일" rules={[emailRule]}><Input maxLength={LIMITS.email} /></Form.Item></Col>
            <Col xs={24} md={12}><Form.Item name="supplierAddress" label="사업장 주소"><Input maxLength={LIMITS.address} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="supplierBizType" label="업태"><Input maxLength={LIMITS.bizType} /></Form.Item></Col>
            <Col xs={24} md={6}><Form.Item name="supplierBizItem" label="종목"><Input maxLength={LIMITS.bizItem} /></Form.Item></Col>
          </Row>
        </>
      )}
      {issueType === 'CONSIGNED' && (
        <Row gutter={16}>
          <Col xs={24} md={8}><Form.Item name="trusteeBizNo" label="수탁자 등록번호" rules={[{ required: true, message: '수탁자 등록번호를 입력해 주세요.' }, bizNoRule]}><Input maxLength={LIMITS.bizNo} /></Form.Item></Col>
          <Col xs={24} md={8}><Form.Item name="trusteeName" label="수탁자 상호" rules={[{ required: true, message: '수탁자 상호를 입력해 주세요.' }]}><Input maxLength={LIMITS.name} /></Form.Item></Col>
        </Row>
      )}
      <Divider orientation="left" plain>품목</Divider>
      <Form.Item name="items" rules={[itemsRule(amendment)]}>
        <ItemsEditor taxType={taxType} writeDate={writeDate ? writeDate.format('YYYY-MM-DD') : null} allowNegative={amendment} errors={itemErrors} />
      </Form.Item>
    </ModalForm>
  );
}
