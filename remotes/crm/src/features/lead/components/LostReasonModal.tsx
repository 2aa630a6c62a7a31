import { ModalForm } from '@dure/shared/form';
import { Form, Input, Select } from 'antd';
import type { Code } from '../api/leadApi';
import { LEAD_LIMITS } from '@dure/shared/contracts/crm/lead';

export type LostReason = { lostReason: string; competitor?: string; lostNote?: string };

type Props = {
  open: boolean;
  leadTitle?: string;
  reasons: Code[];
  onCancel: () => void;
  onSubmit: (reason: LostReason) => void;
};

/** 실주 처리: the reason is required (DOMAIN §4 Lead → LOST); the caller moves the lead with it. */
export function LostReasonModal({ open, leadTitle, reasons, onCancel, onSubmit }: Props) {
  return (
    <ModalForm<LostReason, LostReason>
      open={open}
      title={leadTitle ? `실주 처리 · ${leadTitle}` : '실주 처리'}
      save={async (values) => ({ ...values, competitor: values.competitor?.trim() || undefined, lostNote: values.lostNote?.trim() || undefined })}
      onSaved={onSubmit}
      onClose={onCancel}
      submitText="실주 처리"
      danger
    >
      <Form.Item name="lostReason" label="실주 사유" rules={[{ required: true, message: '실주 사유를 선택해 주세요.' }]}>
        <Select placeholder="사유 선택" options={reasons.map((r) => ({ value: r.code, label: r.label }))} />
      </Form.Item>
      <Form.Item name="competitor" label="경쟁사" rules={[{ max: LEAD_LIMITS.competitor, message: `${LEAD_LIMITS.competitor}자 이하로 입력해 주세요.` }]}>
        <Input placeholder="선정된 경쟁사 (선택)" />
      </Form.Item>
      <Form.Item name="lostNote" label="메모" rules={[{ max: LEAD_LIMITS.lostNote, message: `${LEAD_LIMITS.lostNote.toLocaleString('ko-KR')}자 이하로 입력해 주세요.` }]}>
        <Input.TextArea rows={3} placeholder="실주 경위 (선택)" />
      </Form.Item>
    </ModalForm>
  );
}
