import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Divider, Drawer } from 'antd';
import { useCurrentUser } from '../../session/hooks';
import { type Comment, createComment, deleteComment, updateComment } from '../api/comment';
import { commentsQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { CommentEditor } from './CommentEditor';
import { CommentItem } from './CommentItem';

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
  const { message } = App.useApp();
  const user = useCurrentUser();
  const ref = { recordType, recordId };
  const client = useQueryClient();
  const query = commentsQuery(ref);
  const comments = useQuery({ ...query, enabled: open });
  const list = comments.data ?? [];

  // The toolbar's badge reads the same query, so it counts the comment just written too.
  const run = async (action: Promise<unknown>) => {
    await action;
    await client.invalidateQueries({ queryKey: query.queryKey });
  };

  return (
    <Drawer title={M.title} open={open} onClose={onClose} width={520} destroyOnHidden>
      <AsyncState loading={comments.isFetching} error={comments.error} empty={list.length === 0} emptyText={M.empty} onRetry={() => void comments.refetch()}>
        {list.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            currentUserId={user?.id}
            recordType={recordType}
            recordId={recordId}
            onReply={(parent, body) => run(createComment(ref, { body, parentId: parent.id }))}
            onEdit={(c, body) => run(updateComment(c.id, { body, version: c.version }))}
            onDelete={(c) => run(deleteComment(c.id)).catch((e: unknown) => message.error(errorText(e)))}
          />
        ))}
      </AsyncState>
      <Divider />
      <CommentEditor recordType={recordType} recordId={recordId} onSubmit={(body) => run(createComment(ref, { body }))} />
    </Drawer>
  );
}
