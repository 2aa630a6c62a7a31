import { Drawer } from 'antd';
import type { Comment } from '../api/comment';
import { RECORDS_MESSAGES } from '../messages';
import { CommentThread } from './CommentThread';

const M = RECORDS_MESSAGES.comment;

export type CommentDrawerProps = {
  recordType: string;
  recordId: string | number;
  open: boolean;
  onClose: () => void;
};

export function countComments(list: Comment[]): number {
  return list.reduce((n, c) => n + (c.deletedYn === 'Y' ? 0 : 1) + countComments(c.replies ?? []), 0);
}

export function CommentDrawer({ recordType, recordId, open, onClose }: CommentDrawerProps) {
  return (
    <Drawer title={M.title} open={open} onClose={onClose} width={520} destroyOnHidden>
      <CommentThread recordType={recordType} recordId={recordId} enabled={open} />
    </Drawer>
  );
}
