import { errorCode, errorFields, errorMessage } from '@dure/shared';
import { SaveNotice, formSnapshot, useCloseGuard, useConfirmAction, useSaveFlow } from '@dure/shared/form';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Col, Descriptions, Empty, Flex, Form, Input, Modal, Row, Select, Space, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import {
  BizRegNoInput,
  bizRegNoRule,
  type CustomerType,
  type DuplicateMatch,
  DuplicatePanel,
  EMAIL,
  MOBILE_DIGITS,
  NUMBERLESS_TYPES,
  PHONE_DIGITS,
  TYPE_LABELS,
  digitsOf,
  duplicatesOf,
  formatPhone,
} from '../../customer';
import { type Lead, type LeadDetail, type QualifyInput, type Stage, leadApi } from '../api/leadApi';
import { prospectDuplicatesQuery } from '../api/leadQueries';
import { CONTACT_LIMITS, CUSTOMER_LIMITS } from '@dure/shared/contracts/crm/customer';
import { josaOf } from '@dure/shared/format';
import { CustomerSelect } from '@dure/shared/records';

type Values = {
  customer: { name: string; customerType: CustomerType; bizRegNo?: string; ceoName?: string };
  withContact: boolean;
  contact: { name?: string; email?: string; phone?: string };
};

type Props = {
  open: boolean;
  lead: Lead;
  /** The stage the lead moves on to once it has its customer; none = only assign the customer. */
  stage?: Stage | null;
  onCancel: () => void;
  onDone: (saved: LeadDetail) => void;
};

function initialValues(lead: Lead): Values {
  return {
    customer: { name: lead.prospectCompany ?? '', customerType: 'CORPORATION' },
    withContact: !!lead.prospectName,
    contact: { name: lead.prospectName ?? '', email: lead.prospectEmail ?? '', phone: lead.prospectPhone ? formatPhone(lead.prospectPhone) : '' },
  };
}

function customerInput(v: Values): QualifyInput['customer'] {
  return { name: v.customer.name.trim(), customerType: v.customer.customerType, bizRegNo: v.customer.bizRegNo?.replace(/\D/g, '') || null, ceoName: v.customer.ceoName?.trim() || null };
}

/** A prospect's one phone number goes where it fits: a mobile number is the contact's 휴대폰, anything else 전화. */
function contactInput(v: Values): QualifyInput['contact'] {
  if (!v.withContact) return null;
  const digits = v.contact.phone ? digitsOf(v.contact.phone) : '';
  return {
    name: v.contact.name?.trim() ?? '',
    email: v.contact.email?.trim() || null,
    ...(MOBILE_DIGITS.test(digits) ? { mobile: digits } : { phone: digits || null }),
  };
}

type Request = { body: Omit<QualifyInput, 'version' | 'stageId'>; done: string };

/** Whether the api's field messages are about the new customer's fields (the 새 고객사 등록 tab). */
const aboutNewCustomer = (error: unknown) => Object.keys(errorFields(error)).some((key) => key.startsWith('customer.') || key.startsWith('contact.'));

/**
 * 고객사 지정 (DOMAIN §4 Lead: prospect → Customer on qualify): pick an existing customer —
 * the possible duplicates of the prospect company first — or register the prospect as a
 * new 잠재 customer with its primary contact, confirming first. A possible duplicate found
 * on save is listed again with "이 고객사 선택" and "그래도 새로 등록".
 */
export function QualifyDialog({ open, lead, stage, onCancel, onDone }: Props) {
  return (
    <Modal title={`고객사 지정 · ${lead.title}`} open={open} footer={null} closable={false} width={820} destroyOnHidden maskClosable={false} keyboard={false}>
      <QualifyBody lead={lead} stage={stage} onCancel={onCancel} onDone={onDone} />
    </Modal>
  );
}

/** The dialog's content, mounted afresh at each opening: its form, tab and warnings start over. */
function QualifyBody({ lead, stage, onCancel, onDone }: Omit<Props, 'open'>) {
  const { message } = App.useApp();
  const confirmAction = useConfirmAction();
  const [form] = Form.useForm<Values>();
  const [pristine] = useState(() => JSON.stringify(initialValues(lead), (_, v: unknown) => (v === '' || v === null ? undefined : v)));
  const duplicates = useQuery(prospectDuplicatesQuery(lead.id));
  const candidates = duplicates.isPending ? null : (duplicates.data ?? []);
  const [chosenTab, setTab] = useState<'pick' | 'create' | null>(null);
  const tab = chosenTab ?? (candidates && candidates.length > 0 ? 'pick' : 'create');
  const [searched, setSearched] = useState<{ id: number; name: string } | null>(null);
  const [conflict, setConflict] = useState<DuplicateMatch[] | null>(null);
  const customerType = Form.useWatch(['customer', 'customerType'], form);
  const withContact = Form.useWatch('withContact', form);
  const bizRegNo = Form.useWatch(['customer', 'bizRegNo'], form);
  const numberless = customerType !== undefined && NUMBERLESS_TYPES.includes(customerType);

  const flow = useSaveFlow<Request, LeadDetail>({
    form,
    save: async ({ body, done }) => {
      const saved = await leadApi.qualify(lead.id, { version: lead.version, stageId: stage?.id ?? null, ...body });
      message.success(done + (stage ? ` ${saved.stageName} 단계로 옮겼습니다.` : ''));
      return saved;
    },
    onSaved: onDone,
    onError: (e) => {
      const matches = duplicatesOf(e);
      if (matches) {
        setConflict(matches);
        return true;
      }
      if (errorCode(e) === 'duplicate_biz_reg_no') {
        const holder = (e as { data?: { duplicates?: DuplicateMatch[] } }).data?.duplicates ?? [];
        setConflict(holder.length > 0 ? holder : null);
      }
      if (aboutNewCustomer(e)) setTab('create');
      return false;
    },
  });
  const saving = flow.saving;
  const requestClose = useCloseGuard({ isDirty: () => formSnapshot(form) !== pristine, busy: saving, onClose: onCancel });
  // The lead is the parent's: after someone else saved it, closing brings in the latest version.
  const notice = flow.notice?.kind === 'conflict' ? { ...flow.notice, details: [...flow.notice.details, '창을 닫으면 최신 내용을 다시 불러옵니다.'] } : flow.notice;

  const moving = stage ? ` ${stage.name} 단계로 옮깁니다.` : '';

  function pick(customer: { id: number; name: string }) {
    confirmAction({
      title: `'${customer.name}'${josaOf(customer.name, '을/를')} 이 리드의 고객사로 지정할까요?`,
      content: `새 고객사는 등록하지 않습니다.${moving}`,
      okText: '지정',
      run: () => flow.submit({ body: { customerId: customer.id }, done: `'${customer.name}'${josaOf(customer.name, '을/를')} 고객사로 지정했습니다.` }),
    });
  }

  async function create(acknowledged: boolean) {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      setTab('create');
      return;
    }
    const body = { customer: customerInput(values), contact: contactInput(values), ...(acknowledged ? { duplicateAckYn: 'Y' as const } : {}) };
    const name = values.customer.name.trim();
    confirmAction({
      title: acknowledged ? `비슷한 고객사가 있지만 '${name}'${josaOf(name, '을/를')} 새로 등록할까요?` : `'${name}'${josaOf(name, '을/를')} 새 고객사로 등록할까요?`,
      content: `잠재 고객사로 등록하고${values.withContact ? ' 주담당자와 함께' : ''} 이 리드에 지정합니다.${moving}${acknowledged ? ' 중복 확인 기록은 고객사 이력에 남습니다.' : ''}`,
      okText: acknowledged ? '그래도 새로 등록' : '등록',
      run: () => flow.submit({ body, done: `고객사 '${name}'${josaOf(name, '을/를')} 등록하고 지정했습니다.` }),
    });
  }

  const pickButton = (m: { id: number; name: string }) => (
    <Button size="small" type="primary" ghost disabled={saving} onClick={() => pick(m)} aria-label={`${m.name} 선택`}>
      이 고객사 선택
    </Button>
  );

  const pickTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      {candidates === null ? (
        <Spin tip="비슷한 고객사를 찾는 중…">
          <div style={{ height: 48 }} />
        </Spin>
      ) : duplicates.isError ? (
        <Alert type="warning" showIcon message="비슷한 고객사를 확인하지 못했습니다" description={errorMessage(duplicates.error)} />
      ) : candidates.length > 0 ? (
        <DuplicatePanel matches={candidates} renderAction={pickButton} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="잠재 고객사와 같거나 비슷한 고객사가 없습니다." />
      )}
      <Typography.Text type="secondary">다른 고객사 찾기</Typography.Text>
      <Flex gap={8}>
        <div style={{ flex: 1 }}>
          <CustomerSelect aria-label="다른 고객사 검색" value={searched?.id ?? null} onChange={(id, c) => setSearched(id && c ? { id, name: c.name } : null)} style={{ width: '100%' }} />
        </div>
        <Button type="primary" disabled={!searched || saving} onClick={() => searched && pick(searched)}>
          선택
        </Button>
      </Flex>
    </Space>
  );

  const createTab = (
    <Space direction="vertical" style={{ width: '100%' }}>
      {conflict && (
        <DuplicatePanel
          matches={conflict}
          renderAction={pickButton}
          onAcknowledge={conflict.some((m) => m.reasons.includes('BIZ_REG_NO')) ? undefined : () => void create(true)}
          acknowledging={saving}
          acknowledgeLabel="그래도 새로 등록"
        />
      )}
      <Form<Values> form={form} layout="vertical" requiredMark initialValues={initialValues(lead)} onValuesChange={(changed) => 'customer' in changed && setConflict(null)}>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item name={['customer', 'name']} label="고객사명" rules={[{ required: true, whitespace: true, message: '고객사명을 입력해 주세요.' }, { max: CUSTOMER_LIMITS.name, message: `${CUSTOMER_LIMITS.name}자 이하로 입력해 주세요.` }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['customer', 'customerType']} label="고객유형" rules={[{ required: true, message: '고객유형을 선택해 주세요.' }]}>
              <Select options={(Object.keys(TYPE_LABELS) as CustomerType[]).map((t) => ({ value: t, label: TYPE_LABELS[t] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name={['customer', 'bizRegNo']}
              label="사업자등록번호"
              required={!numberless}
              rules={[bizRegNoRule(!numberless)]}
              extra={numberless ? '해외·개인 고객은 비워 둘 수 있습니다.' : undefined}
            >
              <BizRegNoInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name={['customer', 'ceoName']} label="대표자명" rules={[{ required: !!bizRegNo, whitespace: true, message: '대표자명을 입력해 주세요.' }, { max: CUSTOMER_LIMITS.ceoName, message: `${CUSTOMER_LIMITS.ceoName}자 이하로 입력해 주세요.` }]}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="withContact" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>잠재 고객 담당자를 주담당자로 함께 등록</Checkbox>
        </Form.Item>
        {withContact && (
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name={['contact', 'name']} label="담당자 이름" rules={[{ required: true, whitespace: true, message: '담당자 이름을 입력해 주세요.' }, { max: CONTACT_LIMITS.name, message: `${CONTACT_LIMITS.name}자 이하로 입력해 주세요.` }]}>
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name={['contact', 'email']}
                label="이메일"
                dependencies={[['contact', 'phone']]}
                rules={[
                  { pattern: EMAIL, message: '이메일 형식이 올바르지 않습니다.' },
                  ({ getFieldValue }) => ({
                    validator: (_, v?: string) =>
                      v?.trim() || MOBILE_DIGITS.test(digitsOf(getFieldValue(['contact', 'phone']) ?? '')) ? Promise.resolve() : Promise.reject(new Error('이메일 또는 휴대폰 중 하나는 입력해 주세요.')),
                  }),
                ]}
              >
                <Input />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name={['contact', 'phone']}
                label="휴대폰·전화"
                rules={[{ validator: (_, v?: string) => (!v?.trim() || PHONE_DIGITS.test(digitsOf(v)) ? Promise.resolve() : Promise.reject(new Error('전화번호 형식이 올바르지 않습니다.'))) }]}
              >
                <Input placeholder="010-1234-5678" />
              </Form.Item>
            </Col>
          </Row>
        )}
      </Form>
      <Flex justify="end">
        <Button type="primary" loading={saving} onClick={() => void create(false)}>
          새 고객사로 등록
        </Button>
      </Flex>
    </Space>
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {stage ? `${stage.name} 단계부터는 고객사가 필요합니다. ` : ''}잠재 고객을 기존 고객사로 지정하거나 새 고객사로 등록하세요.
      </Typography.Paragraph>
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="prospect-summary">
        <Descriptions.Item label="잠재 고객사">{lead.prospectCompany ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="담당자">{lead.prospectName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="이메일">{lead.prospectEmail ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="전화">{lead.prospectPhone ? formatPhone(lead.prospectPhone) : '-'}</Descriptions.Item>
        {stage && <Descriptions.Item label="단계">{`${lead.stageName} → ${stage.name}`}</Descriptions.Item>}
      </Descriptions>
      <SaveNotice notice={notice} reload={null} onClose={flow.dismiss} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'pick' | 'create')}
        items={[
          { key: 'pick', label: `기존 고객사 선택${candidates && candidates.length > 0 ? ` (${candidates.length})` : ''}`, children: pickTab, forceRender: true },
          { key: 'create', label: '새 고객사 등록', children: createTab, forceRender: true },
        ]}
      />
      <Flex justify="end">
        <Button onClick={requestClose}>취소</Button>
      </Flex>
    </Space>
  );
}
