import { DateField, ModalForm } from '@dure/shared/form';
import { dayjs, formatKRW } from '@dure/shared/format';
import { TaxType, lineTax } from '@dure/shared/money';
import { Alert, App, DatePicker, Descriptions, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { type LeadDetail, type LeadMeta, leadApi } from '../api/leadApi';
import { LEAD_LIMITS, type LeadConverted } from '@dure/shared/contracts/crm/lead';

type Values = { title: string; contractType: string; contractDate: Dayjs; period: [Dayjs, Dayjs]; taxType: TaxType };

type Props = { open: boolean; lead: LeadDetail; meta: LeadMeta; onClose: () => void; onConverted: (contract: LeadConverted) => void };

/** The api names the period's ends; the form has one range field. */
const fieldOf = (apiField: string) => (apiField === 'startDate' || apiField === 'endDate' ? 'period' : apiField);

/** 계약 전환: a DRAFT contract prefilled from the lead; an open lead becomes 수주 on the way. */
export function ConvertModal({ open, lead, meta, onClose, onConverted }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const taxType = Form.useWatch('taxType', form) ?? 'TAXABLE';
  // The contract the server makes is in KRW: its VAT by the one rule of '@dure/shared/money'.
  const vat = lineTax(taxType, lead.expectedAmount);
  const today = dayjs();

  async function convert(values: Values): Promise<LeadConverted> {
    const made = await leadApi.convert(lead.id, {
      version: lead.version,
      title: values.title.trim(),
      contractType: values.contractType,
      contractDate: values.contractDate.format('YYYY-MM-DD'),
      startDate: values.period[0].format('YYYY-MM-DD'),
      endDate: values.period[1].format('YYYY-MM-DD'),
      taxType: values.taxType,
    });
    message.success(`계약 ${made.contractNo} 초안을 만들었습니다.`);
    return made;
  }

  return (
    <ModalForm<Values, LeadConverted>
      open={open}
      title="계약 전환"
      width={560}
      form={form}
      initialValues={{ title: lead.title, contractType: 'SUPPLY', contractDate: today, period: [today, today.add(1, 'year').subtract(1, 'day')], taxType: 'TAXABLE' }}
      save={convert}
      onSaved={onConverted}
      onClose={onClose}
      fieldOf={fieldOf}
      submitText="계약 초안 만들기"
      banner={lead.stageCategory === 'OPEN' && <Alert type="info" showIcon style={{ marginBottom: 12 }} message="전환하면 이 리드는 수주 단계로 바뀝니다." />}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 12 }}>
        <Descriptions.Item label="고객사">{lead.customerName ?? <span style={{ color: '#cf1322' }}>고객사가 없습니다 (수정에서 지정)</span>}</Descriptions.Item>
        <Descriptions.Item label="공급가액">{formatKRW(lead.expectedAmount)}</Descriptions.Item>
        <Descriptions.Item label="부가세">{formatKRW(vat)}</Descriptions.Item>
        <Descriptions.Item label="합계">{formatKRW(lead.expectedAmount + vat)}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="title" label="계약명" rules={[{ required: true, whitespace: true, message: '계약명을 입력해 주세요.' }, { max: LEAD_LIMITS.title, message: `${LEAD_LIMITS.title}자 이하로 입력해 주세요.` }]}>
        <Input />
      </Form.Item>
      <Form.Item name="contractType" label="계약유형" rules={[{ required: true, message: '계약유형을 선택해 주세요.' }]}>
        <Select options={meta.contractTypes.map((c) => ({ value: c.code, label: c.label }))} />
      </Form.Item>
      <DateField name="contractDate" label="계약일" requiredMessage="계약일을 선택해 주세요." />
      <Form.Item name="period" label="계약 기간" rules={[{ required: true, message: '계약 기간을 선택해 주세요.' }]}>
        <DatePicker.RangePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="taxType" label="과세구분" rules={[{ required: true }]}>
        <Select options={TaxType.codes.map((value) => ({ value, label: TaxType.labels[value] }))} />
      </Form.Item>
    </ModalForm>
  );
}
