import { Button, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../format/index';
import type { Comment } from '../api/comment';
import { RichTextView } from '../editor/RichTextView';
import { RECORDS_MESSAGES } from '../messages';
import { CommentEditor } from './CommentEditor';

const M = RECORDS_MESSAGES.comment;

type Props = {
  comment: Comment;
  currentUserId: number | undefined;
  recordType: string;
  recordId: string | number;
  /** Given for top-level comments only: replies go one level deep. */
  onReply?: (parent: Comment, html: string) => Promise<unknown>;
  onEdit: (comment: Comment, html: string) => Promise<unknown>;
  onDelete: (comment: Comment) => Promise<unknown>;
};

export function CommentItem({ comment, currentUserId, recordType, recordId, onReply, onEdit, onDelete }: Props) {
  const [mode, setMode] = useState<'view' | 'edit' | 'reply'>('view');
  const deleted = comment.deletedYn === 'Y';
  const mine = !deleted && comment.authorId === currentUserId;
  return (
    <div data-comment-id={comment.id} style={{ padding: '8px 0' }}>
      <Space size={8}>
        <Typography.Text strong>{deleted ? '' : comment.authorName}</Typography.Text>
        <Typography.Text type="secondary">{formatDateTime(comment.createdAt)}</Typography.Text>
        {comment.editedYn === 'Y' && !deleted && <Typography.Text type="secondary">{M.edited}</Typography.Text>}
      </Space>
      {deleted ? (
        <Typography.Paragraph type="secondary" italic style={{ margin: 0 }}>{M.deleted}</Typography.Paragraph>
      ) : mode === 'edit' ? (
        <CommentEditor
          initial={comment.body}
          submitLabel={RECORDS_MESSAGES.common.save}
          recordType={recordType}
          recordId={recordId}
          onSubmit={(html) => onEdit(comment, html).then(() => setMode('view'))}
          onCancel={() => setMode('view')}
        />
      ) : (
        <RichTextView html={comment.body} />
      )}
      {!deleted && mode === 'view' && (
        <Space size={0}>
          {onReply && <Button type="link" size="small" onClick={() => setMode('reply')}>{M.reply}</Button>}
          {mine && <Button type="link" size="small" onClick={() => setMode('edit')}>{RECORDS_MESSAGES.common.edit}</Button>}
          {mine && (
            <Popconfirm title={M.confirmDelete} okText={RECORDS_MESSAGES.common.delete} cancelText={RECORDS_MESSAGES.common.cancel} onConfirm={() => onDelete(comment)}>
              <Button type="link" size="small" danger>{RECORDS_MESSAGES.common.delete}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
      {mode === 'reply' && onReply && (
        <div style={{ marginInlineStart: 24 }}>
          <Typography.Text type="secondary">{M.replyTo(comment.authorName ?? RECORDS_MESSAGES.common.unknownUser)}</Typography.Text>
          <CommentEditor recordType={recordType} recordId={recordId} onSubmit={(html) => onReply(comment, html).then(() => setMode('view'))} onCancel={() => setMode('view')} />
        </div>
      )}
      {comment.replies?.length > 0 && (
        <div style={{ marginInlineStart: 24, borderInlineStart: '2px solid #f0f0f0', paddingInlineStart: 12 }}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} currentUserId={currentUserId} recordType={recordType} recordId={recordId} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </div>
      )}
    </div>
  );
}
