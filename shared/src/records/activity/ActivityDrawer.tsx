import { Button, Drawer, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../format/index';
import { type Activity, fetchActivity } from '../api/activity';
import { AsyncState } from '../common/AsyncState';
import { useRemote } from '../common/useRemote';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.activity;
const PAGE_SIZE = 20;

export type ActivityDrawerProps = { recordType: string; recordId: string | number; open: boolean; onClose: () => void };

export function ActivityDrawer({ recordType, recordId, open, onClose }: ActivityDrawerProps) {
  const [page, setPage] = useState(0);
  const [items, setItems] = useState<Activity[]>([]);
  const answer = useRemote(() => fetchActivity({ recordType, recordId }, { page, size: PAGE_SIZE }), [recordType, recordId, page], open);

  useEffect(() => {
    setPage(0);
    setItems([]);
  }, [recordType, recordId, open]);
  useEffect(() => {
    const data = answer.data;
    if (data) setItems((current) => (data.page === 0 ? data.content : [...current, ...data.content.filter((a) => !current.some((c) => c.id === a.id))]));
  }, [answer.data]);

  const hasMore = answer.data ? answer.data.page + 1 < answer.data.totalPages : false;
  return (
    <Drawer title={M.title} open={open} onClose={onClose} width={440} destroyOnHidden>
      <AsyncState loading={answer.loading} error={answer.error} empty={items.length === 0} emptyText={M.empty} onRetry={() => void answer.reload()}>
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
        {hasMore && (
          <Button block loading={answer.loading} onClick={() => setPage((p) => p + 1)}>
            {M.more}
          </Button>
        )}
      </AsyncState>
    </Drawer>
  );
}
