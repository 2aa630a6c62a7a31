import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Divider } from 'antd';
import { useCurrentUser } from '../../session/hooks';
import { createComment, deleteComment, updateComment } from '../api/comment';
import { commentsQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { CommentEditor } from './CommentEditor';
import { CommentItem } from './CommentItem';

const M = RECORDS_MESSAGES.comment;

export type CommentThreadProps = {
  recordType: string;
  recordId: string | number;
  /** False while hidden (a closed drawer): nothing is fetched. */
  enabled?: boolean;
  /** After a comment is written, edited or deleted (e.g. to refresh a count the record keeps). */
  onChanged?: () => void;
};

/** A record's comments with replies and the comment box, inline (threads' replies) or in the CommentDrawer. */
export function CommentThread({ recordType, recordId, enabled = true, onChanged }: CommentThreadProps) {
  const { message } = App.useApp();
  const user = useCurrentUser();
  const ref = { recordType, recordId };
  const client = useQueryClient();
  const query = commentsQuery(ref);
  const comments = useQuery({ ...query, enabled });
  const list = comments.data ?? [];

  // The toolbar's badge reads the same query, so it counts the comment just written too.
  const run = async (action: Promise<unknown>) => {
    await action;
    await client.invalidateQueries({ queryKey: query.queryKey });
    onChanged?.();
  };

  return (
    <>
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
    </>
  );
}
