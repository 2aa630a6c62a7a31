import { ModalForm } from '@dure/shared/form';
import { Form, Input } from 'antd';
import { GOAL_LIMITS } from '../api/goalApi';

type Props<T> = {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  /** Sends the reason; the api's message shows on failure. */
  save: (reason: string) => Promise<T>;
  onSaved: (result: T) => void;
  onClose: () => void;
  onReload?: () => Promise<unknown>;
};

/** A lifecycle step that needs a reason (cancel, reject): the reason is required here and on the server. */
export function ReasonModal<T>({ open, title, label, okText, save, onSaved, onClose, onReload }: Props<T>) {
  return (
    <ModalForm<{ reason?: string }, T>
      open={open}
      title={title}
      width={520}
      initialValues={{}}
      save={(v) => save((v.reason ?? '').trim())}
      onSaved={onSaved}
      onClose={onClose}
      onReload={onReload}
      submitText={okText}
    >
      <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: `${label}를 입력해 주세요.` }]}>
        <Input.TextArea rows={3} maxLength={GOAL_LIMITS.reason} aria-label={label} />
      </Form.Item>
    </ModalForm>
  );
}
