import { SegmentSelect } from '../../../components/SegmentSelect';
import { DateField, ModalForm, useOpeningState } from '@dure/shared/form';
import { dayjs, formatKRW, josa } from '@dure/shared/format';
import { CustomerSelect, ProjectTypeSelect, UserPicker } from '@dure/shared/records';
import { Alert, App, Button, Col, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type LeadDetail, type LeadInput, type LeadMeta, type Priority, leadApi } from '../api/leadApi';
import { leadContactsQuery } from '../api/leadQueries';
import { PRIORITY_LABELS } from '../labels';
import { useCreatedNotice } from '../../../components/useCreatedNotice';
import { type LineValues, LinesEditor, linesTotal } from './LinesEditor';
import { QualifyDialog } from './QualifyDialog';
import { defaultSource } from '../sourceDefault';
import { LEAD_LIMITS } from '@dure/shared/contracts/crm/lead';

type Values = {
  title: string;
  customerId?: number | null;
  contactId?: number | null;
  prospectCompany?: string;
  prospectName?: string;
  prospectEmail?: string;
  prospectPhone?: string;
  source: string;
  stageId?: number;
  probability?: number | null;
  expectedAmount?: number | null;
  expectedCloseDate: Dayjs;
  priority: Priority;
  segmentId?: number | null;
  projectTypeId?: number | null;
  ownerUserId?: number | null;
  lines?: LineValues[];
};

type Props = {
  open: boolean;
  meta: LeadMeta;
  lead?: LeadDetail | null;
  /** A new lead's customer when it is registered from the customer's page. */
  customer?: { id: number; name: string } | null;
  onClose: () => void;
  onSaved: (lead: LeadDetail) => void;
  /** Loads the latest version after a 409 (someone else saved first). */
  onReload?: () => Promise<unknown>;
};

function toValues(lead: LeadDetail): Partial<Values> {
  return {
    title: lead.title,
    customerId: lead.customerId,
    contactId: lead.contactId,
    prospectCompany: lead.prospectCompany ?? undefined,
    prospectName: lead.prospectName ?? undefined,
    prospectEmail: lead.prospectEmail ?? undefined,
    prospectPhone: lead.prospectPhone ?? undefined,
    source: lead.source,
    probability: lead.probability,
    expectedAmount: lead.expectedAmount,
    expectedCloseDate: dayjs(lead.expectedCloseDate),
    priority: lead.priority,
    segmentId: lead.segmentId,
    projectTypeId: lead.projectTypeId,
    ownerUserId: lead.ownerUserId,
    lines: lead.lines.map((l) => ({ itemName: l.itemName, qty: l.qty, unitPrice: l.unitPrice, discountPct: l.discountPct, deliveryYm: l.deliveryYm, productId: l.productId })),
  };
}

/**
 * 리드 등록·수정. Customer from 검증 onward, prospect fields before (an edited prospect-only
 * lead can get its customer here through 고객사 지정); the amount is Σ 품목 when there are lines.
 */
export function LeadFormModal({ open, meta, lead: given, customer, onClose, onSaved, onReload }: Props) {
  const { message } = App.useApp();
  const created = useCreatedNotice();
  const [form] = Form.useForm<Values>();
  // The lead as 고객사 지정 left it while the form stays open (new version, customer, contact).
  const [qualified, setQualified] = useOpeningState<LeadDetail | null>(open, null);
  const [qualifyOpen, setQualifyOpen] = useState(false);
  const lead = qualified ?? given;
  const creating = !lead;
  const openStages = meta.stages.filter((s) => s.category === 'OPEN' && s.activeYn === 'Y');
  const firstStageId = openStages[0]?.id;
  const customerId = Form.useWatch('customerId', form);
  const stageId = Form.useWatch('stageId', form) ?? lead?.stageId;
  const lines = Form.useWatch('lines', form) as LineValues[] | undefined;
  const hasLines = (lines?.length ?? 0) > 0;
  const needsCustomer = stageId !== undefined && stageId !== firstStageId;
  const initialValues: Partial<Values> = given
    ? toValues(given)
    : {
        stageId: firstStageId,
        customerId: customer?.id ?? null,
        source: defaultSource(meta.sources, Boolean(customer)),
        priority: 'NORMAL',
        expectedCloseDate: dayjs().add(3, 'month').endOf('month'),
        lines: [],
      };

  const contacts = useQuery({ ...leadContactsQuery(customerId ?? 0), enabled: Boolean(customerId) }).data ?? [];

  async function save(values: Values): Promise<LeadDetail> {
    const input: LeadInput = {
      title: values.title.trim(),
      customerId: values.customerId ?? null,
      contactId: values.customerId ? (values.contactId ?? null) : null,
      prospectCompany: values.prospectCompany?.trim() || null,
      prospectName: values.prospectName?.trim() || null,
      prospectEmail: values.prospectEmail?.trim() || null,
      prospectPhone: values.prospectPhone?.trim() || null,
      source: values.source,
      probability: values.probability ?? null,
      expectedAmount: hasLines ? null : (values.expectedAmount ?? 0),
      expectedCloseDate: values.expectedCloseDate.format('YYYY-MM-DD'),
      priority: values.priority,
      // Left empty on a new lead, the server takes the customer's segment.
      segmentId: values.segmentId ?? (creating ? undefined : null),
      projectTypeId: values.projectTypeId ?? null,
      ownerUserId: values.ownerUserId ?? null,
      lines: (values.lines ?? []).map((l) => ({ itemName: (l.itemName ?? '').trim(), qty: l.qty ?? 0, unitPrice: l.unitPrice ?? 0, discountPct: l.discountPct ?? 0, deliveryYm: l.deliveryYm ?? null, productId: l.productId ?? null })),
    };
    const saved = creating ? await leadApi.create({ ...input, stageId: values.stageId }) : await leadApi.update(lead.id, { ...input, version: lead.version });
    if (creating) created(`리드 ${josa(saved.leadNo, '을/를')} 등록했습니다.`, `/lead/${saved.id}`);
    else message.success('저장했습니다.');
    return saved;
  }

  return (
    <ModalForm<Values, LeadDetail>
      title={creating ? '리드 등록' : `${lead.leadNo} 수정`}
      open={open}
      form={form}
      initialValues={initialValues}
      save={save}
      onSaved={onSaved}
      // Closing after 고객사 지정 still hands the linked lead back.
      onClose={() => (qualified ? onSaved(qualified) : onClose())}
      onReload={onReload}
      submitText={creating ? '등록' : '저장'}
      width={900}
      formProps={{ requiredMark: true }}
    >
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item name="title" label="리드명" rules={[{ required: true, whitespace: true, message: '리드명을 입력해 주세요.' }, { max: LEAD_LIMITS.title, message: `${LEAD_LIMITS.title}자 이하로 입력해 주세요.` }]}>
            <Input placeholder="예: 2공장 MES 구축" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {creating ? (
            <Form.Item name="stageId" label="단계" rules={[{ required: true, message: '단계를 선택해 주세요.' }]}>
              <Select options={openStages.map((s) => ({ value: s.id, label: `${s.name} (${s.defaultProbability}%)` }))} />
            </Form.Item>
          ) : (
            <Form.Item label="단계">
              <Input value={lead.stageName} disabled />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="customerId"
            label="고객사"
            rules={[{ required: needsCustomer, message: '검증 단계부터는 고객사를 선택해야 합니다.' }]}
            extra={needsCustomer ? undefined : '아직 고객사가 없으면 아래 잠재 고객 정보를 입력하세요.'}
          >
            <CustomerSelect
              aria-label="고객사"
              initialLabel={lead?.customerName ?? customer?.name}
              onChange={(id) => {
                form.setFieldsValue({ customerId: id, contactId: null });
                // The default source follows the customer until the user picks one.
                if (creating && !form.isFieldTouched('source')) form.setFieldsValue({ source: defaultSource(meta.sources, Boolean(id)) });
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contactId" label="고객 담당자">
            <Select
              allowClear
              disabled={!customerId}
              placeholder={customerId ? '담당자 선택' : '고객사를 먼저 선택하세요'}
              options={[
                ...(lead?.contactId && !contacts.some((c) => c.id === lead.contactId) ? [{ value: lead.contactId, label: lead.contactName ?? '' }] : []),
                ...contacts.map((c) => ({ value: c.id, label: [c.name, c.deptName, c.title].filter(Boolean).join(' · ') })),
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      {!customerId && lead && lead.customerId === null && lead.prospectCompany && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="잠재 고객을 기존 고객사로 지정하거나 새 고객사로 등록할 수 있습니다."
          action={
            <Button size="small" onClick={() => setQualifyOpen(true)}>
              고객사 지정
            </Button>
          }
        />
      )}
      {!customerId && (
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item name="prospectCompany" label="잠재 고객사명" rules={[{ required: !customerId, whitespace: true, message: '고객사를 선택하거나 잠재 고객사명을 입력해 주세요.' }, { max: LEAD_LIMITS.prospectCompany }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="prospectName" label="담당자명" rules={[{ max: LEAD_LIMITS.prospectName, message: `${LEAD_LIMITS.prospectName}자 이하로 입력해 주세요.` }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="prospectEmail" label="이메일" rules={[{ type: 'email', message: '이메일 형식이 올바르지 않습니다.' }]}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="prospectPhone" label="전화" rules={[{ pattern: /^[\d-]{9,13}$/, message: '전화번호는 숫자 9~11자리로 입력해 주세요.' }]}>
              <Input placeholder="010-1234-5678" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={12}>
        <Col xs={12} md={6}>
          <Form.Item name="source" label="유입경로" rules={[{ required: true, message: '유입경로를 선택해 주세요.' }]}>
            <Select options={meta.sources.map((c) => ({ value: c.code, label: c.label }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="priority" label="중요도" rules={[{ required: true }]}>
            <Select options={(Object.keys(PRIORITY_LABELS) as Priority[]).map((p) => ({ value: p, label: PRIORITY_LABELS[p] }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="segmentId" label="세그먼트" extra={creating ? '비우면 고객사의 세그먼트' : undefined}>
            <SegmentSelect currentName={lead?.segmentName} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="projectTypeId" label="사업유형" tooltip="수주하면 수행할 프로젝트의 유형">
            <ProjectTypeSelect aria-label="사업유형" placeholder="선택 안 함" initialLabel={lead?.projectTypeName} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <DateField name="expectedCloseDate" label="예상 계약일" requiredMessage="예상 계약일을 선택해 주세요." />
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="probability" label="확률(%)" rules={[{ type: 'number', min: 1, max: 99, message: '확률은 1~99% 사이로 입력해 주세요.' }]} extra="비우면 단계 기본값">
            <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="ownerUserId" label="담당자" extra="비우면 등록자">
            <UserPicker aria-label="담당자" initialLabel={lead?.ownerName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {hasLines ? (
            <Form.Item label="예상금액 (품목 합계)">
              <Input value={formatKRW(linesTotal(lines))} disabled />
            </Form.Item>
          ) : (
            <Form.Item name="expectedAmount" label="예상금액(원)" rules={[{ type: 'number', min: 0, message: '예상금액은 0원 이상으로 입력해 주세요.' }]}>
              <InputNumber
                aria-label="예상금액"
                min={0}
                precision={0}
                style={{ width: '100%' }}
                formatter={(v) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}
                parser={(v) => Number((v ?? '').replace(/,/g, '')) as 0}
              />
            </Form.Item>
          )}
        </Col>
      </Row>
      <Divider orientation="left" plain>
        품목
      </Divider>
      <LinesEditor />
      {lead && (
        <QualifyDialog
          open={qualifyOpen}
          lead={lead}
          onCancel={() => setQualifyOpen(false)}
          onDone={(saved) => {
            setQualifyOpen(false);
            setQualified(saved);
            form.setFieldsValue({ customerId: saved.customerId, contactId: saved.contactId });
          }}
        />
      )}
    </ModalForm>
  );
}
