import { Alert, Button } from 'antd';
import { useState } from 'react';
import { FORM_MESSAGES } from './messages';
import type { SaveNoticeContent } from './useSaveFlow';

type Props = { notice: SaveNoticeContent | null; reload: (() => Promise<void>) | null; onClose?: () => void };

/** The one notice of a failed save: the api's message, what no field could show, and on a conflict the reload action. */
export function SaveNotice({ notice, reload, onClose }: Props) {
  const [reloading, setReloading] = useState(false);
  if (!notice) return null;
  const conflict = notice.kind === 'conflict';
  const details = conflict && reload ? [FORM_MESSAGES.conflictHint, ...notice.details] : notice.details;
  return (
    <Alert
      type={conflict ? 'warning' : 'error'}
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      message={notice.message}
      description={
        details.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {details.map((text, i) => (
              <li key={i}>{text}</li>
            ))}
          </ul>
        ) : undefined
      }
      closable={Boolean(onClose) && !conflict}
      onClose={onClose}
      action={
        conflict && reload ? (
          <Button
            size="small"
            loading={reloading}
            onClick={async () => {
              setReloading(true);
              await reload();
              setReloading(false);
            }}
          >
            {FORM_MESSAGES.reload}
          </Button>
        ) : undefined
      }
    />
  );
}
