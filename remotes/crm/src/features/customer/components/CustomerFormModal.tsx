import { ModalForm, useOpeningState, type RecordFormProps } from '@dure/shared/form';
import { CustomerSelect, UserPicker } from '@dure/shared/records';
import { App, Col, Flex, Form, Input, InputNumber, Row, Select } from 'antd';
import { useRef } from 'react';
import { SegmentSelect } from '../../../components/SegmentSelect';
import {
  CUSTOMER_LIMITS,
  type Customer,
  type CustomerInput,
  type CustomerType,
  type DuplicateMatch,
  GRADES,
  NUMBERLESS_TYPES,
  TYPE_LABELS,
  customerApi,
  duplicatesOf,
} from '../api/customerApi';
import { useIndustries } from '../hooks/useIndustries';
import { AddressSearchButton } from './AddressSearchButton';
import { BizRegNoInput } from './BizRegNoInput';
import { DuplicatePanel } from './DuplicatePanel';
import { EMAIL, PHONE_DIGITS, bizRegNoRule, digitsOf, formatBizRegNoInput, formatPhone } from './rules';

type Props = RecordFormProps<Customer, Customer | null> & {
  /** The customer being edited; absent for a new one. */
  customer?: Customer | null;
};

type FormValues = Omit<CustomerInput, 'bizRegNo' | 'phone'> & { bizRegNo?: string; phone?: string };

const toForm = (c: Customer): FormValues => ({
  name: c.name,
  customerType: c.customerType,
  bizRegNo: formatBizRegNoInput(c.bizRegNo ?? ''),
  corpRegNo: c.corpRegNo,
  ceoName: c.ceoName,
  bizType: c.bizType,
  bizItem: c.bizItem,
  industryCode: c.industryCode,
  segmentId: c.segmentId,
  grade: c.grade,
  phone: formatPhone(c.phone),
  website: c.website,
  zipCode: c.zipCode,
  address1: c.address1,
  address2: c.address2,
  taxEmail: c.taxEmail,
  paymentTermDays: c.paymentTermDays,
  creditLimit: c.creditLimit,
  parentCustomerId: c.parentCustomerId,
  ownerUserId: c.ownerUserId,
});

/** Empty text becomes null so a cleared field clears on the server. */
function toInput(values: FormValues): CustomerInput {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = typeof v === 'string' ? v.trim() || null : (v ?? null);
  out.bizRegNo = values.bizRegNo ? values.bizRegNo.replace(/\D/g, '') : null;
  out.phone = values.phone ? digitsOf(values.phone) : null;
  if (out.paymentTermDays === null) out.paymentTermDays = 30;
  return out as CustomerInput;
}

/** 고객사 등록·수정: Korean field checks, live business-number checksum, duplicate warning with acknowledgement, 409 reload. */
export function CustomerFormModal({ open, customer, onClose, onSaved, onReload }: Props) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const industries = useIndustries();
  const [duplicates, setDuplicates] = useOpeningState<DuplicateMatch[] | null>(open, null);
  // The version a 409 reload brought in, until the form closes.
  const [latest, setLatest] = useOpeningState<Customer | null>(open, null);
  const current = latest ?? customer ?? null;
  // Set by "그래도 등록/저장" for the one submit it starts.
  const acknowledged = useRef(false);
  const type = Form.useWatch('customerType', form) as CustomerType | undefined;
  const numberless = type ? NUMBERLESS_TYPES.includes(type) : false;
  const bizRegNo = Form.useWatch('bizRegNo', form) as string | undefined;
  const initialValues: FormValues = current ? toForm(current) : { customerType: 'CORPORATION', paymentTermDays: 30 };

  async function save(values: FormValues): Promise<Customer> {
    const input = { ...toInput(values), ...(acknowledged.current ? { duplicateAckYn: 'Y' as const } : {}) };
    acknowledged.current = false;
    const saved = current ? await customerApi.update(current.id, { ...input, version: current.version }) : await customerApi.create(input);
    message.success(current ? '고객사를 수정했습니다.' : `고객사를 등록했습니다 (${saved.customerNo}).`);
    return saved;
  }

  const required = (msg: string) => ({ required: true, whitespace: true, message: msg });

  return (
    <ModalForm<FormValues, Customer>
      open={open}
      title={current ? `고객사 수정 · ${current.customerNo}` : '고객사 등록'}
      width={820}
      form={form}
      initialValues={initialValues}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={
        onReload &&
        (async () => {
          const loaded = await onReload();
          if (loaded) setLatest(loaded);
        })
      }
      onError={(e) => {
        const matches = duplicatesOf(e);
        if (matches) setDuplicates(matches);
        return Boolean(matches);
      }}
      submitText={current ? '저장' : '등록'}
      formProps={{
        requiredMark: true,
        onValuesChange: (changed) => ('name' in changed || 'bizRegNo' in changed || 'website' in changed) && setDuplicates(null),
      }}
      banner={
        duplicates &&
        duplicates.length > 0 && (
          <DuplicatePanel
            matches={duplicates}
            acknowledging={false}
            acknowledgeLabel={current ? '그래도 저장' : '그래도 등록'}
            onAcknowledge={() => {
              acknowledged.current = true;
              form.submit();
            }}
          />
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label="고객사명" rules={[required('고객사명을 입력해 주세요.'), { max: CUSTOMER_LIMITS.name, message: `고객사명은 ${CUSTOMER_LIMITS.name}자 이하로 입력해 주세요.` }]}>
            <Input placeholder="(주)두레상사" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="customerType" label="고객유형" rules={[{ required: true, message: '고객유형을 선택해 주세요.' }]}>
            <Select options={(Object.keys(TYPE_LABELS) as CustomerType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="grade" label="등급">
            <Select allowClear placeholder="선택 안 함" options={GRADES.map((g) => ({ value: g, label: `${g}등급` }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="bizRegNo"
            label="사업자등록번호"
            required={!numberless}
            dependencies={['customerType']}
            rules={[bizRegNoRule(!numberless)]}
          >
            <BizRegNoInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="ceoName"
            label="대표자"
            // Required once a business number is given: the mark shows when the rule applies.
            required={Boolean(bizRegNo)}
            dependencies={['bizRegNo']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_, value?: string) => {
                  if (getFieldValue('bizRegNo') && !value?.trim()) throw new Error('대표자명을 입력해 주세요.');
                },
              }),
              { max: CUSTOMER_LIMITS.ceoName, message: `${CUSTOMER_LIMITS.ceoName}자 이하로 입력해 주세요.` },
            ]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="corpRegNo"
            label="법인등록번호"
            rules={[{ pattern: /^\d{6}-?\d{7}$/, message: '법인등록번호는 숫자 13자리(XXXXXX-XXXXXXX)로 입력해 주세요.' }]}
          >
            <Input placeholder="000000-0000000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="bizType" label="업태" rules={[{ max: CUSTOMER_LIMITS.bizType, message: `${CUSTOMER_LIMITS.bizType}자 이하로 입력해 주세요.` }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="bizItem" label="종목" rules={[{ max: CUSTOMER_LIMITS.bizItem, message: `${CUSTOMER_LIMITS.bizItem}자 이하로 입력해 주세요.` }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="industryCode" label="업종">
            <Select allowClear placeholder="선택 안 함" loading={industries.loading} options={industries.list.map((i) => ({ value: i.code, label: i.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="segmentId" label="세그먼트">
            <SegmentSelect currentName={current?.segmentName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="phone"
            label="대표 연락처"
            rules={[
              {
                validator: async (_, value?: string) => {
                  if (value && !PHONE_DIGITS.test(digitsOf(value))) throw new Error('전화번호 형식이 올바르지 않습니다. (예: 02-123-4567, 010-1234-5678, 1588-1234)');
                },
              },
            ]}
          >
            <Input placeholder="02-1234-5678" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="website" label="홈페이지" rules={[{ pattern: /^(https?:\/\/)?[\w-]+(\.[\w-]+)+([/?#].*)?$/i, message: '홈페이지 주소 형식이 올바르지 않습니다.' }]}>
            <Input placeholder="www.example.co.kr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="taxEmail" label="계산서 메일" rules={[{ pattern: EMAIL, message: '이메일 형식이 올바르지 않습니다.' }]}>
            <Input placeholder="tax@example.co.kr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="우편번호">
            <Flex gap={8}>
              <Form.Item noStyle name="zipCode" rules={[{ pattern: /^\d{5}$/, message: '우편번호는 숫자 5자리로 입력해 주세요.' }]}>
                <Input aria-label="우편번호" maxLength={CUSTOMER_LIMITS.zipCode} inputMode="numeric" placeholder="00000" />
              </Form.Item>
              <AddressSearchButton
                onPick={(picked) => {
                  form.setFieldsValue(picked);
                  void form.validateFields(['zipCode']);
                }}
              />
            </Flex>
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="address1" label="주소 (도로명)">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address2" label="상세주소">
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="paymentTermDays"
            label="결제조건(일)"
            rules={[{ type: 'integer', min: 0, max: CUSTOMER_LIMITS.paymentTermDays, message: `결제조건은 0일에서 ${CUSTOMER_LIMITS.paymentTermDays}일 사이로 입력해 주세요.` }]}
          >
            <InputNumber style={{ width: '100%' }} min={0} max={CUSTOMER_LIMITS.paymentTermDays} precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="creditLimit" label="여신한도(원)" rules={[{ type: 'integer', min: 0, message: '여신한도는 0 이상의 금액으로 입력해 주세요.' }]}>
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0}
              precision={0}
              formatter={(v) => (v === undefined || v === null || String(v) === '' ? '' : Number(v).toLocaleString('ko-KR'))}
              parser={(v) => Number((v ?? '').replace(/[^\d]/g, ''))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="ownerUserId" label="담당자">
            <UserPicker initialLabel={current?.ownerUserName ?? undefined} placeholder="기본: 본인" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="parentCustomerId" label="모회사">
            <CustomerSelect initialLabel={current?.parentCustomerName ?? undefined} placeholder="모회사 검색" />
          </Form.Item>
        </Col>
      </Row>
    </ModalForm>
  );
}

