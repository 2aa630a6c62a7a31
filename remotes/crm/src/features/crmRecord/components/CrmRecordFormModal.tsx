import { errorMessage } from '@dure/shared';
import { ModalForm, useOpeningState } from '@dure/shared/form';
import { dayjs } from '@dure/shared/format';
import { CustomerSelect, RichTextEditor } from '@dure/shared/records';
import { Alert, App, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  type CrmDraft,
  type CrmInput,
  type CrmRecord,
  OUTCOME_LABELS,
  STATUS_LABELS,
  crmRecordApi,
} from '../api/crmRecordApi';
import { activityTypesQuery, customerPicksQuery } from '../api/crmRecordQueries';
import { ParticipantsField } from './ParticipantsField';
import { type CrmFormValues, LOCATION_TYPES, formErrors } from './rules';
import { CRM_RECORD_LIMITS } from '@dure/shared/contracts/crm/crmRecord';

type Props = {
  open: boolean;
  /** The record to edit; absent to create. */
  record?: CrmRecord | null;
  /** Prefilled values for a new record (a follow-up of a next action). */
  draft?: CrmDraft | null;
  /** The record a new activity is logged from (a customer, a lead, a contract): its customer and link come filled in. */
  about?: CrmAbout | null;
  onClose: () => void;
  onSaved: (record: CrmRecord) => void;
  /** Loads the latest version after a 409 (someone else saved first). */
  onReload?: () => Promise<CrmRecord>;
  /** Created from another page the user stays on: the notice that opens the new activity (useCreatedNotice). */
  createdNotice?: (text: string, path: string) => void;
};

/** What an activity logged from another record's page starts with. */
export type CrmAbout = { customerId: number; customerName: string; leadId?: number | null; contractId?: number | null };

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The shared editor as a form control (Form.Item passes value/onChange). */
function RichTextField({ value, onChange, recordId }: { value?: string | null; onChange?: (html: string) => void; recordId?: number }) {
  return (
    <RichTextEditor
      aria-label="내용"
      value={value ?? ''}
      onChange={(html) => onChange?.(html)}
      recordType={recordId ? 'CRM_RECORD' : undefined}
      recordId={recordId}
      minHeight={140}
    />
  );
}
const iso = (d: dayjs.Dayjs | null | undefined) => (d ? d.second(0).millisecond(0).format('YYYY-MM-DDTHH:mm:ssZ') : null);

function initialValues(record?: CrmRecord | null, draft?: CrmDraft | null, about?: CrmAbout | null): CrmFormValues {
  if (record) {
    return {
      activityType: record.activityType,
      subject: record.subject,
      customerId: record.customerId,
      contactIds: record.contacts.map((c) => c.id),
      leadId: record.leadId,
      contractId: record.contractId,
      status: record.status,
      activityAt: dayjs(record.activityAt),
      durationMin: record.durationMin,
      location: record.location,
      participantIds: record.participants.map((p) => p.id),
      content: record.content ?? '',
      outcome: record.outcome,
      nextActionType: record.nextActionType,
      nextActionAt: record.nextActionAt ? dayjs(record.nextActionAt) : null,
      nextActionNote: record.nextActionNote,
    };
  }
  if (draft) {
    return {
      activityType: draft.activityType,
      subject: draft.subject,
      customerId: draft.customerId,
      contactIds: draft.contactIds,
      leadId: draft.leadId,
      contractId: draft.contractId,
      status: 'PLANNED',
      activityAt: dayjs(draft.activityAt),
      location: draft.location,
      participantIds: [],
      content: '',
    };
  }
  const blank: CrmFormValues = { status: 'DONE', activityAt: dayjs().minute(0).second(0), contactIds: [], participantIds: [], content: '', activityType: 'VISIT' };
  return about ? { ...blank, customerId: about.customerId, leadId: about.leadId ?? null, contractId: about.contractId ?? null } : blank;
}

function toInput(v: CrmFormValues, followUpOfId?: number | null): CrmInput {
  return {
    activityType: v.activityType ?? '',
    subject: v.subject?.trim() ?? '',
    customerId: v.customerId ?? null,
    contactIds: v.contactIds ?? [],
    leadId: v.leadId ?? null,
    contractId: v.contractId ?? null,
    status: v.status ?? 'PLANNED',
    activityAt: iso(v.activityAt) ?? '',
    durationMin: v.durationMin ?? null,
    location: v.location?.trim() || null,
    participantIds: v.participantIds ?? [],
    content: v.content || null,
    outcome: v.outcome ?? null,
    nextActionType: v.nextActionType ?? null,
    nextActionAt: iso(v.nextActionAt),
    nextActionNote: v.nextActionNote?.trim() || null,
    ...(followUpOfId ? { followUpOfId } : {}),
  };
}

/** 영업활동 등록·수정: the rules of DOMAIN §4 CrmRecord checked before sending, the api's Korean errors shown per field. */
export function CrmRecordFormModal({ open, record: given, draft, about, onClose, onSaved, onReload, createdNotice }: Props) {
  const [form] = Form.useForm<CrmFormValues>();
  const { message } = App.useApp();
  // The version a 409 reload brought in, until the form closes.
  const [latest, setLatest] = useOpeningState<CrmRecord | null>(open, null);
  const record = latest ?? given ?? null;
  const activityType = Form.useWatch('activityType', form);
  const status = Form.useWatch('status', form);
  const customerId = Form.useWatch('customerId', form);
  const typesQuery = useQuery({ ...activityTypesQuery(), enabled: open });
  const picks = useQuery({ ...customerPicksQuery(customerId ?? 0), enabled: open && Boolean(customerId) });
  const types = typesQuery.data ?? [];
  const { contacts, leads, contracts } = (customerId && picks.data) || { contacts: [], leads: [], contracts: [] };
  const loadError = typesQuery.error ?? picks.error;

  // A record keeps a type deactivated since; new choices are active types only.
  const typeOptions = [
    ...types.map((t) => ({ value: t.code, label: t.label })),
    ...(record && !types.some((t) => t.code === record.activityType) ? [{ value: record.activityType, label: record.activityTypeLabel }] : []),
  ];
  const locationRequired = LOCATION_TYPES.includes(activityType ?? '');
  const statusOptions = record && record.status !== 'PLANNED' ? [record.status] : (['PLANNED', 'DONE'] as const);

  /** DOMAIN §4's rule for one field, checked on the whole form as it stands. */
  const checked = (name: keyof CrmFormValues) => ({
    validator: async () => {
      const problem = formErrors(form.getFieldsValue(true) as CrmFormValues, dayjs())[name];
      if (problem) throw new Error(problem);
    },
  });

  async function save(values: CrmFormValues): Promise<CrmRecord> {
    const input = toInput({ ...form.getFieldsValue(true), ...values }, draft?.followUpOfId);
    const saved = record ? await crmRecordApi.update(record.id, record.version, input) : await crmRecordApi.create(input);
    if (record) message.success('영업활동을 수정했습니다.');
    else if (createdNotice) createdNotice('영업활동을 등록했습니다.', `/crm/${saved.id}`);
    else message.success('영업활동을 등록했습니다.');
    return saved;
  }

  return (
    <ModalForm<CrmFormValues, CrmRecord>
      open={open}
      title={record ? '영업활동 수정' : draft ? '후속 활동 등록' : '영업활동 등록'}
      width={880}
      form={form}
      initialValues={initialValues(record, draft, about)}
      save={save}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload && (async () => setLatest(await onReload()))}
      submitText={record ? '저장' : '등록'}
      formProps={{ requiredMark: true }}
      banner={loadError && <Alert type="error" showIcon message={errorMessage(loadError)} style={{ marginBottom: 12 }} />}
    >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="activityType" rules={[checked('activityType')]} label="활동유형" required>
              <Select aria-label="활동유형" options={typeOptions} placeholder="선택" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="subject" rules={[checked('subject')]} label="제목" required>
              <Input aria-label="제목" maxLength={CRM_RECORD_LIMITS.subject} placeholder="예: 신규 장비 도입 상담" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="customerId" rules={[checked('customerId')]} label="고객사" required>
              <CustomerSelect
                aria-label="고객사"
                initialLabel={record?.customerName ?? draft?.customerName ?? about?.customerName}
                onChange={(id) => {
                  form.setFieldsValue({ customerId: id, contactIds: [], leadId: null, contractId: null });
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactIds" label="담당자">
              <Select
                mode="multiple"
                aria-label="담당자"
                disabled={!customerId}
                placeholder={customerId ? '고객사 담당자 선택' : '고객사를 먼저 선택해 주세요'}
                optionFilterProp="label"
                options={contacts.map((c) => ({
                  value: c.id,
                  label: `${c.name}${c.title ? ` ${c.title}` : ''}${c.deptName ? ` · ${c.deptName}` : ''}${c.status === 'LEFT' ? ' (퇴사)' : ''}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="leadId" label="관련 리드">
              <Select allowClear aria-label="관련 리드" disabled={!customerId} placeholder="없음" options={leads.map((l) => ({ value: l.id, label: `${l.no} ${l.title}` }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contractId" label="관련 계약">
              <Select allowClear aria-label="관련 계약" disabled={!customerId} placeholder="없음" options={contracts.map((c) => ({ value: c.id, label: `${c.no} ${c.title}` }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status" label="상태" required>
              <Radio.Group aria-label="상태" optionType="button" options={statusOptions.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="activityAt" rules={[checked('activityAt')]} label="일시" required>
              <DatePicker aria-label="일시" showTime={{ format: 'HH:mm', minuteStep: 5 }} format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="durationMin" rules={[checked('durationMin')]} label="소요(분)">
              <InputNumber aria-label="소요(분)" min={0} max={1440} step={10} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="location" rules={[checked('location')]} label="장소" required={locationRequired}>
              <Input aria-label="장소" maxLength={CRM_RECORD_LIMITS.location} placeholder={locationRequired ? '방문·미팅 장소' : '선택'} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="participantIds" label="동행자">
              <ParticipantsField known={record?.participants ?? []} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="content" rules={[checked('content')]} label="내용" required={status === 'DONE'} extra={status === 'DONE' ? '완료된 활동은 내용을 입력해야 합니다.' : undefined}>
              <RichTextField recordId={record?.id} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="outcome" label="결과">
              <Select allowClear aria-label="결과" placeholder="미정" options={Object.entries(OUTCOME_LABELS).map(([value, label]) => ({ value, label }))} />
            </Form.Item>
          </Col>
        </Row>
        <Divider orientation="left" plain style={{ marginTop: 0 }}>
          다음 액션
        </Divider>
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item name="nextActionType" label="유형">
              <Select allowClear aria-label="다음 액션 유형" options={types.map((t) => ({ value: t.code, label: t.label }))} placeholder="선택" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="nextActionAt" rules={[checked('nextActionAt')]} dependencies={['activityAt', 'nextActionType', 'nextActionNote']} label="일시">
              <DatePicker aria-label="다음 액션 일시" showTime={{ format: 'HH:mm', minuteStep: 5 }} format={TIME_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="nextActionNote" label="메모" extra="다음 액션은 담당자의 액션 아이템으로 등록되고, 당일 09:00에 알림이 갑니다.">
              <Input aria-label="다음 액션 메모" maxLength={CRM_RECORD_LIMITS.nextActionNote} placeholder="예: 견적서 회신 확인" />
            </Form.Item>
          </Col>
        </Row>
    </ModalForm>
  );
}
