import { BellOutlined, CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { errorMessage, useCurrentUser } from '@dure/shared';
import { formatDateTime } from '@dure/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Drawer, Empty, Input, List, Select, Space, Spin, Switch, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { setAppBadge } from './appBadge';
import { confirmAllNotifications, confirmNotification, deleteNotification, type NotificationList } from './notificationActions';
import { NOTIFICATION_CATEGORY } from '@dure/shared/contracts/cross/notification';
import { type AppNotification, type NotificationCategory, type NotificationFilters, newestFirst, notificationApi } from './notificationApi';
import { NOTIFICATION_TYPE_LABELS } from './notificationTypes';
import { PushSwitch } from './PushSwitch';
import { useNotificationStream } from './useNotificationStream';

const EMPTY_FILTERS: NotificationFilters = { keyword: '', unreadOnly: false, category: null, types: [] };

// Every list (one per filter choice) and the unread total: a live notification goes into all of them.
const LISTS_KEY = ['notification', 'list'] as const;
const UNREAD_KEY = ['notification', 'unread'] as const;

/** The header bell with the unread count, and the notification drawer it opens. */
export function NotificationBell() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [filters, setFilters] = useState<NotificationFilters>(EMPTY_FILTERS);
  const userId = user?.id ?? null;
  const listKey = [...LISTS_KEY, userId, filters];
  const unreadKey = [...UNREAD_KEY, userId];
  // Every filter change asks the server again, also when it returns to filters shown a moment ago:
  // the cached list shows at once while it refreshes.
  const listQuery = useQuery({ queryKey: listKey, queryFn: () => notificationApi.list(userId!, filters), enabled: userId !== null, staleTime: 0 });
  const unreadQuery = useQuery({ queryKey: unreadKey, queryFn: () => notificationApi.unreadCount(), enabled: userId !== null });
  const items = listQuery.data ?? [];
  const unread = unreadQuery.data ?? 0;
  const failure = listQuery.error ?? unreadQuery.error;
  const error = failure ? errorMessage(failure) : null;

  // The actions of notificationActions, on the shown list and the unread total in the query cache.
  const list: NotificationList = {
    get: () => client.getQueryData<AppNotification[]>(listKey) ?? [],
    set: (next) => client.setQueryData(listKey, next),
    filters: () => filters,
    setUnread: (count) => client.setQueryData(unreadKey, count),
  };

  const refresh = () => client.invalidateQueries({ queryKey: ['notification'] });

  useEffect(() => {
    void setAppBadge(unread);
  }, [unread]);

  useNotificationStream(
    useCallback(
      (n: AppNotification) => {
        client.setQueriesData<AppNotification[]>({ queryKey: LISTS_KEY }, (current) => current && newestFirst([n, ...current.filter((x) => x.id !== n.id)]));
        if (n.confirmYn === 'N') client.setQueriesData<number>({ queryKey: UNREAD_KEY }, (count) => (count ?? 0) + 1);
      },
      [client],
    ),
  );

  async function run(action: () => Promise<boolean>) {
    try {
      await action();
    } catch (e) {
      message.error(errorMessage(e));
    }
  }

  function openItem(n: AppNotification) {
    if (n.confirmYn === 'N') void run(() => confirmNotification(list, n.id));
    if (n.contentLocation) {
      setOpen(false);
      navigate(n.contentLocation);
    }
  }

  function openDrawer() {
    setOpen(true);
    void refresh();
  }

  const update = (patch: Partial<NotificationFilters>) => setFilters((f) => ({ ...f, ...patch }));

  return (
    <>
      <Tooltip title="알림">
        <Badge count={unread} size="small" overflowCount={99}>
          <Button type="text" icon={<BellOutlined />} aria-label={`알림 ${unread}건 읽지 않음`} onClick={openDrawer} data-testid="notification-bell" />
        </Badge>
      </Tooltip>
      <Drawer
        title="알림"
        open={open}
        onClose={() => setOpen(false)}
        width={420}
        extra={
          <Button size="small" icon={<CheckOutlined />} disabled={unread === 0} onClick={() => void run(() => confirmAllNotifications(list))}>
            모두 읽음
          </Button>
        }
      >
        <PushSwitch />
        <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
          <Input.Search placeholder="제목·내용 검색" allowClear onSearch={(keyword) => update({ keyword })} aria-label="알림 검색" />
          <Space wrap>
            <Select<NotificationCategory | null>
              style={{ width: 120 }}
              value={filters.category}
              onChange={(category) => update({ category })}
              options={[{ value: null, label: '전체 분류' }, ...NOTIFICATION_CATEGORY.codes.map((value) => ({ value, label: NOTIFICATION_CATEGORY.labels[value] }))]}
              aria-label="분류"
            />
            <Select<string[]>
              mode="multiple"
              allowClear
              placeholder="유형"
              optionFilterProp="label"
              style={{ minWidth: 160 }}
              value={filters.types}
              onChange={(types) => update({ types })}
              options={Object.entries(NOTIFICATION_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
              maxTagCount="responsive"
              aria-label="유형"
            />
            <Space size={4}>
              <Switch size="small" checked={filters.unreadOnly} onChange={(unreadOnly) => update({ unreadOnly })} aria-label="읽지 않은 알림만" />
              <Typography.Text>읽지 않음만</Typography.Text>
            </Space>
          </Space>
        </Space>
        {error ? (
          <Empty description={error}>
            <Button onClick={() => void refresh()}>다시 시도</Button>
          </Empty>
        ) : (
          <Spin spinning={listQuery.isFetching}>
            <List
              dataSource={items}
              locale={{ emptyText: <Empty description="알림이 없습니다." /> }}
              renderItem={(n) => (
                <List.Item
                  data-testid={`notification-${n.id}`}
                  style={{ background: n.confirmYn === 'N' ? '#eff6ff' : undefined, paddingInline: 8, cursor: n.contentLocation ? 'pointer' : 'default' }}
                  onClick={() => openItem(n)}
                  actions={[
                    n.confirmYn === 'N' && (
                      <Button key="read" type="link" size="small" onClick={(e) => (e.stopPropagation(), void run(() => confirmNotification(list, n.id)))}>
                        읽음
                      </Button>
                    ),
                    <Button
                      key="delete"
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="삭제"
                      onClick={(e) => (e.stopPropagation(), void run(() => deleteNotification(list, n.id)))}
                    />,
                  ].filter(Boolean)}
                >
                  <List.Item.Meta
                    title={
                      <Space size={4} wrap>
                        <Tag>{NOTIFICATION_CATEGORY.labels[n.category] ?? n.category}</Tag>
                        <Typography.Text strong={n.confirmYn === 'N'}>{n.title}</Typography.Text>
                      </Space>
                    }
                    description={
                      <>
                        <div>{n.body}</div>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {NOTIFICATION_TYPE_LABELS[n.type] ?? n.type} · {formatDateTime(n.created)}
                        </Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          </Spin>
        )}
      </Drawer>
    </>
  );
}
