import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer, Timeline, Typography } from 'antd';
import { formatDateTime } from '../../format/index';
import type { Activity } from '../api/activity';
import { activityQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.activity;
const PAGE_SIZE = 20;

export type ActivityDrawerProps = { recordType: string; recordId: string | number; open: boolean; onClose: () => void };

/** An entry can move to the next page when newer ones arrive meanwhile: each shows once. */
function distinct(pages: { content: Activity[] }[]): Activity[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.content).filter((a) => !seen.has(a.id) && Boolean(seen.add(a.id)));
}

export function ActivityDrawer({ recordType, recordId, open, onClose }: ActivityDrawerProps) {
  const feed = useInfiniteQuery({ ...activityQuery({ recordType, recordId }, PAGE_SIZE), enabled: open });
  const items = feed.data ? distinct(feed.data.pages) : [];
  return (
    <Drawer title={M.title} open={open} onClose={onClose} width={440} destroyOnHidden>
      <AsyncState loading={feed.isFetching} error={feed.error} empty={items.length === 0} emptyText={M.empty} onRetry={() => void feed.refetch()}>
        <Timeline
          items={items.map((a) => ({
            key: a.id,
            children: (
              <div>
                <Typography.Text strong>{a.actorName ?? '-'}</Typography.Text> <Typography.Text>{a.verbLabel}</Typography.Text>
                <div>{a.summary}</div>
                <Typography.Text type="secondary">{formatDateTime(a.at)}</Typography.Text>
              </div>
            ),
          }))}
        />
        {feed.hasNextPage && (
          <Button block loading={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {M.more}
          </Button>
        )}
      </AsyncState>
    </Drawer>
  );
}
