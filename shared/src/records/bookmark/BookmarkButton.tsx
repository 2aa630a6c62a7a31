import { StarFilled, StarOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useLocation } from '../../router';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import type { BookmarkTarget } from './bookmarkTarget';
import { useBookmarks } from './useBookmarks';

const M = RECORDS_MESSAGES.bookmark;

export type BookmarkButtonProps = {
  /** The record to bookmark; without it the current path is bookmarked. */
  recordType?: string;
  recordId?: string | number;
  label: string;
};

export function BookmarkButton({ recordType, recordId, label }: BookmarkButtonProps) {
  const { message } = App.useApp();
  const location = useLocation();
  const { find, add, remove, loading } = useBookmarks();
  const [busy, setBusy] = useState(false);
  const path = `${location.pathname}${location.search}`;
  const target: BookmarkTarget = recordType && recordId !== undefined ? { recordType, recordId, path, label } : { path, label };
  const existing = find(target);

  // A star is a toggle the user can undo with one more click, so it asks no confirmation.
  const toggle = async () => {
    setBusy(true);
    try {
      if (existing) {
        await remove(existing.id);
        message.success(M.removed);
      } else {
        await add(target);
        message.success(M.added);
      }
    } catch (error) {
      message.error(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const title = existing ? M.remove : M.add;
  return (
    <Tooltip title={title}>
      <Button
        type="text"
        aria-label={title}
        aria-pressed={Boolean(existing)}
        loading={busy}
        disabled={loading && !existing}
        icon={existing ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
        onClick={() => void toggle()}
      />
    </Tooltip>
  );
}
