import { DeleteOutlined, EditOutlined, PushpinFilled } from '@ant-design/icons';
import { Link } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { formatDateTime } from '@dure/shared/format';
import { CommentThread, RichTextView } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { CHANNEL_LABELS, THREAD_RECORD_TYPE, VISIBILITY_LABELS, threadApi } from '../api/threadApi';
import { THREAD_KEY, threadDetailQuery } from '../api/threadQueries';
import { LoadFailed } from './LoadFailed';
import { ThreadFormModal } from './ThreadFormModal';

type Props = { id: number; onDeleted: () => void };

/** One thread: its post, who sees it, edit and delete for the author or an administrator, and the replies. */
export function ThreadView({ id, onDeleted }: Props) {
  const client = useQueryClient();
  const detail = useQuery(threadDetailQuery(id));
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState(false);
  const thread = detail.data;
  // Opening a thread marks it read; the list and the channel counts then drop its "새 글".
  const unread = thread?.unreadYn === 'Y';
  useEffect(() => {
    const refreshLists = () => client.invalidateQueries({ queryKey: THREAD_KEY, predicate: (q) => q.queryKey[1] !== 'detail' });
    if (unread) void threadApi.markRead(id).then(refreshLists, () => undefined);
  }, [id, unread, client]);

  if (detail.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (detail.isError || !thread) return <LoadFailed message="스레드를 불러오지 못했습니다." error={detail.error} onRetry={() => void detail.refetch()} />;

  const remove = () =>
    confirm({
      title: '스레드를 삭제할까요?',
      content: '삭제한 스레드와 댓글은 목록에서 사라집니다.',
      okText: '삭제',
      danger: true,
      failure: '스레드를 삭제하지 못했습니다.',
      run: () => threadApi.remove(thread.id, thread.version),
      success: '스레드를 삭제했습니다.',
      onDone: () => {
        void client.invalidateQueries({ queryKey: THREAD_KEY });
        onDeleted();
      },
    });

  return (
    <article aria-labelledby="thread-title">
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Space direction="vertical" size={4}>
          <Space size={6} wrap>
            {thread.pinnedYn === 'Y' && <PushpinFilled aria-label="고정됨" />}
            <Tag>{CHANNEL_LABELS[thread.channel]}</Tag>
            <Tag>{VISIBILITY_LABELS[thread.visibility]}</Tag>
            {thread.targetId !== null && thread.projectName && (
              <Link to={`/project/${thread.targetId}`} aria-label={`프로젝트 ${thread.projectName}`}>
                {thread.projectName}
              </Link>
            )}
          </Space>
          <Typography.Title level={4} id="thread-title" style={{ margin: 0 }}>
            {thread.title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {[thread.authorName, thread.deptName, formatDateTime(thread.createdAt)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
        {thread.editableYn === 'Y' && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              수정
            </Button>
            <Button icon={<DeleteOutlined />} danger onClick={remove}>
              삭제
            </Button>
          </Space>
        )}
      </Flex>
      {thread.visibility === 'MEMBERS' && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          멤버: {thread.members.map((m) => m.name).join(', ')}
        </Typography.Paragraph>
      )}
      <Divider style={{ marginBlock: 12 }} />
      <RichTextView html={thread.body} />
      <Divider orientation="left" plain>
        댓글 {thread.commentCount}
      </Divider>
      <CommentThread
        recordType={THREAD_RECORD_TYPE}
        recordId={thread.id}
        onChanged={() => void client.invalidateQueries({ queryKey: THREAD_KEY })}
      />
      <ThreadFormModal
        open={editing}
        thread={thread}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void client.invalidateQueries({ queryKey: THREAD_KEY });
        }}
        onReload={async () => (await detail.refetch()).data}
      />
    </article>
  );
}
