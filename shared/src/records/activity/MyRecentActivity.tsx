import { Alert, Button, Empty, List, Skeleton, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../../format/index';
import { errorMessage } from '../../http/errors';
import { Link } from '../../router';
import { type MyActivity, fetchMyActivity } from '../api/activity';
import { RECORDS_MESSAGES } from '../messages';
import { recordLink } from '../recordLinks';

const M = RECORDS_MESSAGES.activity;

/** The home page's feed: what the user did lately and what happened on records they bookmarked. */
export function MyRecentActivity({ size = 10 }: { size?: number }) {
  const [items, setItems] = useState<MyActivity[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    setError(null);
    try {
      setItems(await fetchMyActivity(size));
    } catch (e) {
      setError(errorMessage(e));
    }
  }, [size]);
  useEffect(() => {
    void load();
  }, [load]);

  if (error) return <Alert type="error" showIcon message={error} action={<Button onClick={() => void load()}>{RECORDS_MESSAGES.common.retry}</Button>} />;
  if (!items) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={M.mineEmpty} />;
  return (
    <List
      size="small"
      dataSource={items}
      renderItem={(a) => {
        const to = recordLink(a.targetType, a.targetId);
        const title = `${a.targetLabel} · ${a.targetTitle ?? a.targetId}`;
        return (
          <List.Item>
            <List.Item.Meta
              title={to ? <Link to={to}>{title}</Link> : title}
              description={
                <>
                  {a.actorName ?? '-'} · {a.summary}
                  <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 12 }}>
                    {formatDateTime(a.at)}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
