import { useQuery } from '@tanstack/react-query';
import { Badge, Menu, Skeleton } from 'antd';
import { CHANNELS, CHANNEL_LABELS, type ThreadChannel } from '../api/threadApi';
import { threadChannelsQuery } from '../api/threadQueries';
import { LoadFailed } from './LoadFailed';

const ALL = 'ALL';

type Props = { value: ThreadChannel | undefined; onChange: (channel: ThreadChannel | undefined) => void };

/** 채널: all threads or one channel, each with its unread count. */
export function ChannelMenu({ value, onChange }: Props) {
  const counts = useQuery(threadChannelsQuery());
  if (counts.isPending) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;
  if (counts.isError) return <LoadFailed message="채널을 불러오지 못했습니다." error={counts.error} onRetry={() => void counts.refetch()} />;
  const unread = (channel?: ThreadChannel) => counts.data.filter((c) => !channel || c.channel === channel).reduce((n, c) => n + c.unread, 0);
  const label = (text: string, n: number) => (
    <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
      <span>{text}</span>
      {n > 0 && <Badge count={n} overflowCount={99} aria-label={`안 읽은 글 ${n}개`} />}
    </span>
  );
  return (
    <Menu
      mode="inline"
      aria-label="채널"
      selectedKeys={[value ?? ALL]}
      onClick={({ key }) => onChange(key === ALL ? undefined : (key as ThreadChannel))}
      items={[{ key: ALL, label: label('전체', unread()) }, ...CHANNELS.map((c) => ({ key: c, label: label(CHANNEL_LABELS[c], unread(c)) }))]}
    />
  );
}
