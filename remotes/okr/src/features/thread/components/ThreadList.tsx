import { CommentOutlined, PushpinFilled } from '@ant-design/icons';
import { formatDateTime } from '@dure/shared/format';
import { Badge, Empty, List, Space, Tag, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@dure/shared/contracts';
import { LoadFailed } from './LoadFailed';
import { CHANNEL_LABELS, type ThreadSummary, VISIBILITY_LABELS } from '../api/threadApi';

type Props = {
  query: UseQueryResult<Page<ThreadSummary>>;
  selectedId: number | undefined;
  filtered: boolean;
  onOpen: (id: number) => void;
  onPage: (page: number) => void;
};

/** Threads, pinned first; unread ones bold with a "새 글" badge. */
export function ThreadList({ query, selectedId, filtered, onOpen, onPage }: Props) {
  if (query.isError) return <LoadFailed message="스레드 목록을 불러오지 못했습니다." error={query.error} onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <List<ThreadSummary>
      loading={query.isPending || query.isFetching}
      dataSource={page?.content ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? '조건에 맞는 스레드가 없습니다.' : '아직 스레드가 없습니다. 첫 글을 써 보세요.'} /> }}
      pagination={
        page && page.totalPages > 1
          ? { current: page.page + 1, pageSize: page.size, total: page.totalElements, onChange: (p) => onPage(p - 1), showSizeChanger: false, size: 'small' }
          : false
      }
      renderItem={(t) => {
        const unread = t.unreadYn === 'Y';
        return (
          <List.Item
            key={t.id}
            onClick={() => onOpen(t.id)}
            style={{ cursor: 'pointer', paddingInline: 12, background: t.id === selectedId ? 'rgba(22, 119, 255, 0.08)' : undefined }}
            aria-current={t.id === selectedId ? 'true' : undefined}
            data-testid="thread-item"
          >
            <List.Item.Meta
              title={
                <Space size={6} wrap>
                  {t.pinnedYn === 'Y' && <PushpinFilled aria-label="고정됨" />}
                  <Tag>{CHANNEL_LABELS[t.channel]}</Tag>
                  <Typography.Link
                    strong={unread}
                    href={`?threadId=${t.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      e.stopPropagation();
                      onOpen(t.id);
                    }}
                  >
                    {t.title}
                  </Typography.Link>
                  {unread && <Badge status="processing" text="새 글" />}
                </Space>
              }
              description={
                <Space size={12} wrap>
                  <span>{[t.authorName, t.deptName].filter(Boolean).join(' · ')}</span>
                  <span>{formatDateTime(t.lastCommentAt ?? t.createdAt)}</span>
                  <span aria-label={`댓글 ${t.commentCount}개`}>
                    <CommentOutlined /> {t.commentCount}
                  </span>
                  {t.projectName && <span aria-label={`프로젝트 ${t.projectName}`}>{t.projectName}</span>}
                  {t.visibility !== 'ALL' && <Tag>{VISIBILITY_LABELS[t.visibility]}</Tag>}
                </Space>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
