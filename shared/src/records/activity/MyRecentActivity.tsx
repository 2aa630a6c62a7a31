import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, List, Skeleton, Typography } from 'antd';
import { formatDateTime } from '../../format/index';
import { errorMessage } from '../../http/errors';
import { Link } from '../../router';
import { myActivityQuery } from '../api/queries';
import { RECORDS_MESSAGES } from '../messages';
import { recordLink } from '../recordLinks';

const M = RECORDS_MESSAGES.activity;

/** The home page's feed: what the user did lately and what happened on records they bookmarked. */
export function MyRecentActivity({ size = 10 }: { size?: number }) {
  const feed = useQuery(myActivityQuery(size));
  const items = feed.data;
  if (feed.error) return <Alert type="error" showIcon message={errorMessage(feed.error)} action={<Button onClick={() => void feed.refetch()}>{RECORDS_MESSAGES.common.retry}</Button>} />;
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
