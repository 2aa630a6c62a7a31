import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { REJECT_REASON_MAX } from '../api/worklogManagementApi';

type Props = {
  /** How many weeks the reason is for (the title says so). */
  count: number;
  /** Another record's wording (a direct-cost change): the title and the line above the reason. */
  title?: string;
  description?: string;
  open: boolean;
  onClose: () => void;
  /** Rejects with the reason; a failure keeps the dialog open. */
  onReject: (reason: string) => Promise<unknown>;
};

/** 반려 사유 dialog (work-log weeks by default): the reason is required (at most 200 characters); the weeks reopen for their authors, who are notified. */
export function RejectModal({ count, title, description, open, onClose, onReject }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // The form shows its own message when the reason is missing.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onReject(values.reason.trim());
      form.resetFields();
    } catch {
      // Reported by the caller; the dialog stays open with the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title={title ?? `업무일지 ${count}건 반려`} open={open} okText="반려" okButtonProps={{ danger: true, loading: busy }} cancelText="취소" onOk={submit} onCancel={onClose} destroyOnHidden>
      <p>{description ?? '반려하면 작성자가 다시 고쳐서 제출할 수 있고, 작성자에게 사유와 함께 알림이 갑니다.'}</p>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label="반려 사유"
          rules={[
            { required: true, whitespace: true, message: '반려 사유를 입력해 주세요.' },
            { max: REJECT_REASON_MAX, message: `반려 사유는 ${REJECT_REASON_MAX}자 이내로 입력해 주세요.` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
