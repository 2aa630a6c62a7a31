import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '../common/errorText';
import { RichTextEditor } from '../editor/RichTextEditor';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.comment;
/** DOMAIN §9: comment body html ≤ 10,000 characters. */
const MAX_BODY = 10_000;

type Props = {
  initial?: string;
  submitLabel?: string;
  recordType: string;
  recordId: string | number;
  onSubmit: (html: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** The comment box: rich text with @mentions; clears itself after a successful post. */
export function CommentEditor({ initial = '', submitLabel = M.submit, recordType, recordId, onSubmit, onCancel }: Props) {
  const { message } = App.useApp();
  const [html, setHtml] = useState(initial);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!html.trim()) {
      message.warning(M.required);
      return;
    }
    if (html.length > MAX_BODY) {
      message.warning(M.tooLong);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(html);
      setHtml('');
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <RichTextEditor value={html} onChange={setHtml} mention recordType={recordType} recordId={recordId} minHeight={80} aria-label={M.title} />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        {onCancel && <Button onClick={onCancel}>{RECORDS_MESSAGES.common.cancel}</Button>}
        <Button type="primary" loading={busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Space>
    </div>
  );
}
