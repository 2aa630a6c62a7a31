import { errorMessage } from '@dure/shared';
import { DateField, DrawerForm, useOpeningState, type RecordFormProps } from '@dure/shared/form';
import { CONTRACT_LIMITS as LIMITS } from '@dure/shared/contracts/crm/contract';
import { dayjs, formatKRW, josa } from '@dure/shared/format';
import { API_MESSAGES } from '@dure/shared/messages';
import { Currency, type CurrencyCode } from '@dure/shared/money';
import { CustomerSelect, ExchangeRateInput, ProjectPicker, UserPicker } from '@dure/shared/records';
import { Alert, App, Card, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Statistic, Switch, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { ContactSelect, LeadSelect } from '../../../components/pickers';
import { commonCodeListQuery } from '../../../lib/commonCodeQueries';
import { type Contract, type ContractInput, TAX_TYPE_LABELS, type TaxType, contractApi } from '../api/contractApi';
import { contractAmounts } from '../model/money';
import { PaymentTermsEditor, type TermRow, checkRows, emptyTerm, rowsFromTerms, termsFromRows } from './PaymentTermsEditor';

type Values = {
  title: string;
  customerId: number | null;
  contactId: number | null;
  leadId: number | null;
  projectId: number | null;
  contractType: string;
  contractDate: Dayjs;
  period: [Dayjs, Dayjs];
  currencyCode: CurrencyCode;
  exchangeRate: number | null;
  supplyAmount: number | null;
  taxType: TaxType;
  autoRenew: boolean;
  renewalMonths: number | null;
  noticeDays: number;
  ownerUserId: number | null;
  paymentTerms: TermRow[];
};

const D = 'YYYY-MM-DD';

function initialValues(contract?: Contract | null): Partial<Values> {
  if (!contract) {
    const today = dayjs();
    return {
      contractDate: today,
      period: [today, today.add(1, 'year').subtract(1, 'day')],
      currencyCode: 'KRW',
      taxType: 'TAXABLE',
      autoRenew: false,
      renewalMonths: 12,
      noticeDays: 30,
      paymentTerms: [emptyTerm({ name: '선급금', dueType: 'ON_SIGN', rate: 30 }), emptyTerm({ name: '잔금', rate: 70 })],
    };
  }
  return {
    title: contract.title,
    customerId: contract.customerId,
    contactId: contract.contactId,
    leadId: contract.leadId,
    projectId: contract.projectId,
    contractType: contract.contractType,
    contractDate: dayjs(contract.contractDate),
    period: [dayjs(contract.startDate), dayjs(contract.endDate)],
    currencyCode: contract.currencyCode,
    exchangeRate: contract.exchangeRate,
    supplyAmount: contract.supplyAmount,
    taxType: contract.taxType,
    autoRenew: contract.autoRenewYn === 'Y',
    renewalMonths: contract.renewalMonths ?? 12,
    noticeDays: contract.noticeDays,
    ownerUserId: contract.ownerUserId,
    paymentTerms: rowsFromTerms(contract.paymentTerms),
  };
}

export function toInput(v: Values): ContractInput {
  return {
    title: v.title,
    customerId: v.customerId!,
    contactId: v.contactId ?? null,
    leadId: v.leadId ?? null,
    projectId: v.projectId ?? null,
    contractType: v.contractType,
    contractDate: v.contractDate.format(D),
    startDate: v.period[0].format(D),
    endDate: v.period[1].format(D),
    currencyCode: v.currencyCode,
    exchangeRate: v.currencyCode === 'KRW' ? null : v.exchangeRate,
    supplyAmount: v.supplyAmount ?? 0,
    taxType: v.taxType,
    autoRenewYn: v.autoRenew ? 'Y' : 'N',
    renewalMonths: v.autoRenew ? v.renewalMonths : null,
    noticeDays: v.noticeDays,
    ownerUserId: v.ownerUserId,
    paymentTerms: termsFromRows(v.paymentTerms ?? []),
  };
}

/** Server field keys to form fields (startDate/endDate are one range; term rows report on the editor). */
function formField(key: string): string {
  if (key === 'startDate' || key === 'endDate') return 'period';
  if (key.startsWith('paymentTerms')) return 'paymentTerms';
  if (key === 'autoRenewYn') return 'autoRenew';
  return key;
}

type Props = RecordFormProps<Contract> & { contract?: Contract | null };

/** 계약 등록·수정 drawer: amounts and the payment-term Σ are checked live; an ACTIVE contract's edit is an amendment. */
export function ContractFormDrawer({ open, contract: given, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const typeCodes = useQuery({ ...commonCodeListQuery('CONTRACT_TYPE'), enabled: open });
  const types = typeCodes.data ?? [];
  // The version a 409 reload brought in, until the drawer closes.
  const [latest, setLatest] = useOpeningState<Contract | null>(open, null);
  const contract = latest ?? given ?? null;
  const amendment = contract?.status === 'ACTIVE';

  const currencyCode = Form.useWatch('currencyCode', form) ?? 'KRW';
  const supplyAmount = Form.useWatch('supplyAmount', form);
  const exchangeRate = Form.useWatch('exchangeRate', form);
  const taxType = Form.useWatch('taxType', form) ?? 'TAXABLE';
  const autoRenew = Form.useWatch('autoRenew', form);
  const contractType = Form.useWatch('contractType', form);
  const customerId = Form.useWatch('customerId', form);
  const contractDate = Form.useWatch('contractDate', form);
  const amounts = contractAmounts({ currencyCode, exchangeRate, supplyAmount, taxType });

  async function save(values: Values): Promise<Contract> {
    const input = toInput(values);
    const saved = contract ? await contractApi.update(contract.id, contract.version, input) : await contractApi.create(input);
    message.success(contract ? (amendment ? '변경계약을 저장하고 재결재를 요청했습니다.' : '계약을 수정했습니다.') : `계약 ${josa(saved.contractNo, '을/를')} 등록했습니다.`);
    return saved;
  }

  return (
    <DrawerForm<Values, Contract>
      open={open}
      title={contract ? `계약 수정 · ${contract.contractNo}` : '계약 등록'}
      width={960}
      form={form}
      initialValues={initialValues(contract)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload && (async () => setLatest(await onReload()))}
      fieldOf={formField}
      submitText={amendment ? '변경계약 저장' : '저장'}
      formProps={{
        requiredMark: true,
        // Contact and lead belong to the customer: another customer clears them.
        onValuesChange: (changed) => 'customerId' in changed && form.setFieldsValue({ contactId: null, leadId: null }),
      }}
      banner={
        <>
          {amendment && <Alert style={{ marginBottom: 16 }} type="info" showIcon message={`진행중인 계약을 수정하면 변경계약(변경차수 ${contract.changeSeq + 1})이 되어 다시 결재를 받아야 합니다.`} />}
          {typeCodes.isError && <Alert style={{ marginBottom: 16 }} type="error" showIcon message={`계약유형을 불러오지 못했습니다: ${errorMessage(typeCodes.error)}`} />}
        </>
      }
    >
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item name="title" label="계약명" rules={[{ required: true, whitespace: true, message: '계약명을 입력해 주세요.' }, { max: LIMITS.title, message: API_MESSAGES.contractTitleTooLong }]}>
              <Input placeholder="예: 스마트팩토리 MES 구축" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="contractType" label="계약유형" rules={[{ required: true, message: '계약유형을 선택해 주세요.' }]}>
              <Select
                placeholder="선택"
                options={types
                  .filter((t) => t.activeYn === 'Y' || t.code === contract?.contractType)
                  .map((t) => ({ value: t.code, label: t.label }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customerId" label="고객사" rules={[{ required: true, message: '고객사를 선택해 주세요.' }]}>
              <CustomerSelect aria-label="고객사" initialLabel={contract ? `${contract.customerName} (${contract.customerNo})` : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactId" label="고객 담당자">
              <ContactSelect aria-label="고객 담당자" customerId={customerId} initialLabel={contract?.contactName ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="leadId" label="리드" tooltip="이 계약이 나온 리드 (같은 고객사의 볼 수 있는 리드)">
              <LeadSelect aria-label="리드" customerId={customerId} initialLabel={contract?.leadNo ? `${contract.leadNo} ${contract.leadTitle ?? ''}`.trim() : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="projectId" label="프로젝트" tooltip="이 계약을 수행하는 프로젝트 (볼 수 있는 프로젝트만)">
              <ProjectPicker aria-label="프로젝트" initialLabel={contract?.projectNo ? `${contract.projectName} (${contract.projectNo})` : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="ownerUserId" label="담당자" tooltip="비워 두면 등록자가 담당합니다. 소유부서는 담당자의 부서로 정해집니다.">
              <UserPicker aria-label="담당자" initialLabel={contract?.ownerUserName ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <DateField name="contractDate" label="계약일" requiredMessage="계약일을 입력해 주세요." />
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="period"
              label="계약기간"
              rules={[
                { required: true, message: '계약기간을 입력해 주세요.' },
                { validator: (_, v?: [Dayjs, Dayjs]) => (v && v[0].isAfter(v[1]) ? Promise.reject(new Error('계약 시작일은 종료일보다 늦을 수 없습니다.')) : Promise.resolve()) },
              ]}
            >
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="currencyCode" label="통화">
              <Select options={Currency.codes.map((c) => ({ value: c, label: Currency.labels[c] }))} />
            </Form.Item>
          </Col>
          {currencyCode !== 'KRW' && (
            <Col xs={12} md={6}>
              <Form.Item
                name="exchangeRate"
                label={currencyCode === 'JPY' ? '환율 (100엔당 원)' : '환율 (원)'}
                tooltip="계약일 기준 환율을 계약에 기록해 둡니다. 나중에 환율이 바뀌어도 이 계약의 원화 금액은 그대로입니다."
                rules={[{ required: true, message: '외화 계약은 환율(0보다 큰 값)을 입력해 주세요.' }]}
              >
                <ExchangeRateInput currency={currencyCode} date={contractDate?.format(D)} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={currencyCode !== 'KRW' ? 6 : 9}>
            <Form.Item
              name="supplyAmount"
              label={`공급가액 (${currencyCode === 'KRW' ? '원' : currencyCode})`}
              rules={[
                { required: true, message: '공급가액을 입력해 주세요.' },
                {
                  validator: (_, v: number | null) =>
                    v === 0 && contractType !== 'UNIT_PRICE' ? Promise.reject(new Error('공급가액은 0보다 커야 합니다 (단가 계약만 0 가능).')) : Promise.resolve(),
                },
              ]}
            >
              <InputNumber<number>
                min={0}
                precision={currencyCode === 'KRW' ? 0 : 2}
                style={{ width: '100%' }}
                formatter={(v) => (v === undefined || v === null || String(v) === '' ? '' : Number(v).toLocaleString('ko-KR', { maximumFractionDigits: 2 }))}
                parser={(v) => Number((v ?? '').replace(/,/g, '')) as number}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={currencyCode !== 'KRW' ? 6 : 9}>
            <Form.Item name="taxType" label="과세구분">
              <Radio.Group optionType="button" options={(Object.keys(TAX_TYPE_LABELS) as TaxType[]).map((t) => ({ value: t, label: TAX_TYPE_LABELS[t] }))} />
            </Form.Item>
          </Col>
        </Row>
        <Card size="small" style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            <Col span={8}>
              <Statistic title="원화 공급가" value={amounts ? formatKRW(amounts.krwSupply) : '-'} />
            </Col>
            <Col span={8}>
              <Statistic title="부가세 (10%, 절사)" value={amounts ? formatKRW(amounts.vat) : '-'} />
            </Col>
            <Col span={8}>
              <Statistic title="합계" value={amounts ? formatKRW(amounts.total) : '-'} />
            </Col>
          </Row>
        </Card>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item name="autoRenew" label="자동연장" valuePropName="checked">
              <Switch checkedChildren="예" unCheckedChildren="아니오" />
            </Form.Item>
          </Col>
          {autoRenew && (
            <Col xs={12} md={6}>
              <Form.Item name="renewalMonths" label="연장 기간 (개월)" rules={[{ required: true, type: 'number', ...LIMITS.renewalMonths, message: API_MESSAGES.contractRenewalMonths }]}>
                <InputNumber<number> {...LIMITS.renewalMonths} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          )}
          <Col xs={12} md={6}>
            <Form.Item name="noticeDays" label="만료 알림 (일 전)" rules={[{ required: true, type: 'number', ...LIMITS.noticeDays, message: API_MESSAGES.contractNoticeDays }]}>
              <InputNumber<number> {...LIMITS.noticeDays} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>지급조건</Typography.Title>
        <Form.Item
          name="paymentTerms"
          dependencies={['supplyAmount', 'currencyCode']}
          rules={[
            {
              validator: (_, rows: TermRow[] = []) => {
                if (rows.some((r) => !r.name.trim())) return Promise.reject(new Error('지급조건의 명칭을 입력해 주세요.'));
                if (rows.some((r) => r.dueType === 'ON_DATE' && !r.dueDate)) return Promise.reject(new Error('지정일 지급조건의 예정일을 입력해 주세요.'));
                if (rows.some((r) => r.dueType === 'ON_MILESTONE' && !r.milestoneName?.trim())) return Promise.reject(new Error('마일스톤 명을 입력해 주세요.'));
                const check = checkRows(rows, form.getFieldValue('supplyAmount'), form.getFieldValue('currencyCode') ?? 'KRW');
                return check.ok ? Promise.resolve() : Promise.reject(new Error(check.message ?? '지급조건을 확인해 주세요.'));
              },
            },
          ]}
        >
          <PaymentTermsEditor supplyAmount={supplyAmount} currencyCode={currencyCode} />
        </Form.Item>
    </DrawerForm>
  );
}
