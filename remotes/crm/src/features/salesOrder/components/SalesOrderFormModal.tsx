import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DateField, ModalForm, useOpeningState, type RecordFormProps } from '@dure/shared/form';
import { dayjs, formatKRW } from '@dure/shared/format';
import type { Dayjs } from 'dayjs';
import { CustomerSelect, UserPicker } from '@dure/shared/records';
import { App, Button, Col, DatePicker, Descriptions, Form, Input, InputNumber, Row, Select, Table, Tooltip, Typography } from 'antd';
import { ContractSelect, LeadSelect } from '../../../components/pickers';
import { SALES_ORDER_LIMITS as LIMITS } from '@dure/shared/contracts/crm/salesOrder';
import { Currency, type CurrencyCode, lineAmount, orderTotals } from '@dure/shared/money';
import { type OrderInput, type SalesOrderDetail, salesOrderApi } from '../api/salesOrderApi';

type LineValues = { id?: number | null; itemName?: string; spec?: string; qty?: number | null; unitPrice?: number | null; discountPct?: number | null; deliveryDate?: Dayjs | null; deliveredQty?: number; billedAmount?: number };

type FormValues = {
  customerId?: number | null;
  contractId?: number | null;
  leadId?: number | null;
  orderDate?: Dayjs;
  requestedDate?: Dayjs;
  currencyCode: CurrencyCode;
  exchangeRate?: number | null;
  ownerUserId?: number | null;
  shipToAddress?: string;
  note?: string;
  lines: LineValues[];
};

type Props = RecordFormProps<SalesOrderDetail> & {
  /** The order to edit; null to create one. */
  order: SalesOrderDetail | null;
};

const blankLine = (): LineValues => ({ itemName: '', qty: 1, unitPrice: null, discountPct: 0 });

function initialValues(order: SalesOrderDetail | null): FormValues {
  if (!order) return { orderDate: dayjs(), requestedDate: dayjs().add(30, 'day'), currencyCode: 'KRW', lines: [blankLine()] };
  return {
    customerId: order.customerId,
    contractId: order.contractId,
    leadId: order.leadId,
    orderDate: dayjs(order.orderDate),
    requestedDate: dayjs(order.requestedDate),
    currencyCode: order.currencyCode,
    exchangeRate: order.exchangeRate,
    ownerUserId: order.ownerUserId,
    shipToAddress: order.shipToAddress ?? '',
    note: order.note ?? '',
    lines: order.lines.map((l) => ({ ...l, spec: l.spec ?? '', deliveryDate: l.deliveryDate ? dayjs(l.deliveryDate) : null })),
  };
}

export function toOrderInput(values: FormValues): OrderInput {
  return {
    customerId: values.customerId!,
    contractId: values.contractId ?? null,
    leadId: values.leadId ?? null,
    orderDate: values.orderDate!.format('YYYY-MM-DD'),
    requestedDate: values.requestedDate!.format('YYYY-MM-DD'),
    currencyCode: values.currencyCode,
    exchangeRate: values.currencyCode === 'KRW' ? null : (values.exchangeRate ?? null),
    ownerUserId: values.ownerUserId ?? null,
    shipToAddress: values.shipToAddress?.trim() || null,
    note: values.note?.trim() || null,
    lines: values.lines.map((l) => ({
      id: l.id ?? null,
      itemName: (l.itemName ?? '').trim(),
      spec: l.spec?.trim() || null,
      qty: Number(l.qty),
      unitPrice: Number(l.unitPrice),
      discountPct: Number(l.discountPct ?? 0),
      deliveryDate: l.deliveryDate ? l.deliveryDate.format('YYYY-MM-DD') : null,
    })),
  };
}

/** 수주 등록·수정: header, the lines editor with live amounts, and the totals the server will compute. */
export function SalesOrderFormModal({ open, order: given, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  // The version a 409 reload brought in, until the form closes.
  const [latest, setLatest] = useOpeningState<SalesOrderDetail | null>(open, null);
  const order = latest ?? given;
  const lines = Form.useWatch('lines', form) ?? [];
  const currency = Form.useWatch('currencyCode', form) ?? 'KRW';
  const customerId = Form.useWatch('customerId', form);
  const totals = orderTotals(lines.map((l) => lineAmount(l?.qty, l?.unitPrice, l?.discountPct)));

  async function save(values: FormValues): Promise<SalesOrderDetail> {
    const input = toOrderInput(values);
    const saved = order ? await salesOrderApi.update(order.id, order.version, input) : await salesOrderApi.create(input);
    message.success(order ? '수주를 수정했습니다.' : `수주 ${saved.orderNo}를 등록했습니다.`);
    return saved;
  }

  return (
    <ModalForm<FormValues, SalesOrderDetail>
      open={open}
      title={order ? `수주 수정 · ${order.orderNo}` : '수주 등록'}
      width={1100}
      form={form}
      initialValues={initialValues(order)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload && (async () => setLatest(await onReload()))}
      formProps={{
        requiredMark: true,
        // Contract and lead belong to the customer: another customer clears them.
        onValuesChange: (changed) => 'customerId' in changed && form.setFieldsValue({ contractId: null, leadId: null }),
      }}
    >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name="customerId" label="고객사" rules={[{ required: true, message: '고객사를 선택해 주세요.' }]}>
              <CustomerSelect aria-label="고객사" initialLabel={order?.customerName ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <DateField name="orderDate" label="수주일" requiredMessage="수주일을 입력해 주세요." aria-label="수주일" />
          </Col>
          <Col xs={12} md={6}>
            <DateField
              name="requestedDate"
              label="납기 요청일"
              requiredMessage="납기 요청일을 입력해 주세요."
              notBefore={{ field: 'orderDate', message: '납기 요청일은 수주일 이후여야 합니다.' }}
              aria-label="납기 요청일"
            />
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contractId" label="계약" tooltip="같은 고객사의 볼 수 있는 계약">
              <ContractSelect aria-label="계약" customerId={customerId} initialLabel={order?.contractNo ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="leadId" label="리드" tooltip="같은 고객사의 볼 수 있는 리드">
              <LeadSelect aria-label="리드" customerId={customerId} initialLabel={order?.leadNo ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="currencyCode" label="통화" tooltip="고객사 결제 통화 (금액은 원화로 입력)">
              <Select aria-label="통화" options={Currency.codes.map((c) => ({ value: c, label: Currency.labels[c] }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name="exchangeRate" label="환율" rules={[{ required: currency !== 'KRW', message: '원화가 아닌 통화는 환율을 입력해 주세요.' }]}>
              <InputNumber style={{ width: '100%' }} min={0.0001} step={0.01} disabled={currency === 'KRW'} aria-label="환율" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="ownerUserId" label="담당자" tooltip="비워 두면 본인">
              <UserPicker aria-label="담당자" initialLabel={order?.ownerUserName} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="shipToAddress" label="납품 주소" rules={[{ max: LIMITS.shipToAddress, message: `${LIMITS.shipToAddress.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` }]}>
              <Input aria-label="납품 주소" />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>품목</Typography.Title>
        <Form.List name="lines" rules={[{ validator: async (_, v?: unknown[]) => (v && v.length > 0 ? undefined : Promise.reject(new Error('품목을 한 줄 이상 입력해 주세요.'))) }]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={fields}
                scroll={{ x: 'max-content' }}
                columns={[
                  {
                    title: '품목명',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'itemName']} rules={[{ required: true, whitespace: true, message: '품목명을 입력해 주세요.' }]} style={{ margin: 0 }}>
                        <Input aria-label={`품목명 ${f.name + 1}`} style={{ width: 200 }} maxLength={LIMITS.itemName} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '규격',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'spec']} style={{ margin: 0 }}>
                        <Input aria-label={`규격 ${f.name + 1}`} style={{ width: 100 }} maxLength={LIMITS.spec} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '수량',
                    render: (_, f) => {
                      const delivered = lines[f.name]?.deliveredQty ?? 0;
                      return (
                        <Form.Item
                          name={[f.name, 'qty']}
                          style={{ margin: 0 }}
                          rules={[
                            { required: true, message: '수량을 입력해 주세요.' },
                            { validator: (_r, v: number | null) => (v === null || v === undefined || v > 0 ? Promise.resolve() : Promise.reject(new Error('수량은 0보다 커야 합니다.'))) },
                            { validator: (_r, v: number | null) => (v === null || v === undefined || v >= delivered ? Promise.resolve() : Promise.reject(new Error(`이미 출하한 수량(${delivered})보다 적게 줄일 수 없습니다.`))) },
                          ]}
                        >
                          <InputNumber aria-label={`수량 ${f.name + 1}`} min={0} precision={2} style={{ width: 100 }} />
                        </Form.Item>
                      );
                    },
                  },
                  {
                    title: '단가(원)',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'unitPrice']} rules={[{ required: true, message: '단가를 입력해 주세요.' }]} style={{ margin: 0 }}>
                        <InputNumber<number>
                          aria-label={`단가 ${f.name + 1}`}
                          min={0}
                          precision={0}
                          style={{ width: 140 }}
                          formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : Number(v).toLocaleString('ko-KR'))}
                          parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))}
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '할인율(%)',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'discountPct']} rules={[{ type: 'number', min: 0, max: 100, message: '할인율은 0에서 100 사이여야 합니다.' }]} style={{ margin: 0 }}>
                        <InputNumber aria-label={`할인율 ${f.name + 1}`} precision={2} style={{ width: 90 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '납품 예정일',
                    render: (_, f) => (
                      <Form.Item name={[f.name, 'deliveryDate']} style={{ margin: 0 }}>
                        <DatePicker aria-label={`납품 예정일 ${f.name + 1}`} style={{ width: 130 }} />
                      </Form.Item>
                    ),
                  },
                  {
                    title: '금액(원)',
                    align: 'right',
                    render: (_, f) => {
                      const l = lines[f.name];
                      return <span data-testid={`line-amount-${f.name}`}>{formatKRW(lineAmount(l?.qty, l?.unitPrice, l?.discountPct))}</span>;
                    },
                  },
                  {
                    title: '',
                    render: (_, f) => {
                      const l = lines[f.name];
                      const locked = (l?.deliveredQty ?? 0) > 0 || (l?.billedAmount ?? 0) !== 0;
                      return (
                        <Tooltip title={locked ? '출하 또는 청구된 품목은 삭제할 수 없습니다.' : '품목 삭제'}>
                          <Button type="text" danger icon={<DeleteOutlined />} disabled={locked} aria-label={`품목 삭제 ${f.name + 1}`} onClick={() => remove(f.name)} />
                        </Tooltip>
                      );
                    },
                  },
                ]}
              />
              <Form.ErrorList errors={errors} />
              <Button icon={<PlusOutlined />} onClick={() => add(blankLine())} style={{ marginTop: 8 }}>
                품목 추가
              </Button>
            </>
          )}
        </Form.List>

        <Descriptions size="small" column={3} bordered style={{ marginTop: 16 }}>
          <Descriptions.Item label="공급가액">
            <span data-testid="supply-amount">{formatKRW(totals.supplyAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="부가세(10%)">
            <span data-testid="vat-amount">{formatKRW(totals.vatAmount)}</span>
          </Descriptions.Item>
          <Descriptions.Item label="합계">
            <strong data-testid="total-amount">{formatKRW(totals.totalAmount)}</strong>
          </Descriptions.Item>
        </Descriptions>

        <Form.Item name="note" label="비고" style={{ marginTop: 16 }} rules={[{ max: LIMITS.note, message: `${LIMITS.note.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` }]}>
          <Input.TextArea rows={2} aria-label="비고" />
        </Form.Item>
    </ModalForm>
  );
}
