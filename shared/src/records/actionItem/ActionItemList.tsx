import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../format/index';
import { type ActionItem, type ActionItemQuery, changeActionItemStatus, createActionItem, deleteActionItem, updateActionItem } from '../api/actionItem';
import { ACTION_ITEMS_KEY, actionItemsQuery } from '../api/queries';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { ActionItemForm } from './ActionItemForm';

const M = RECORDS_MESSAGES.actionItem;
const PRIORITY_COLOR = { HIGH: 'red', MEDIUM: 'gold', LOW: 'default' } as const;

export type ActionItemListProps =
  | { recordType: string; recordId: string | number; mine?: false; pageSize?: number }
  /** The home page's "내 액션 아이템": my open items, earliest due first, overdue highlighted. */
  | { mine: true; recordType?: undefined; recordId?: undefined; pageSize?: number };

export function ActionItemList(props: ActionItemListProps) {
  const { message } = App.useApp();
  const pageSize = props.pageSize ?? 10;
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<ActionItem | null>(null);
  const query: ActionItemQuery = props.mine
    ? { mineYn: 'Y', statusList: ['OPEN'], page, size: pageSize, sort: 'dueDate,asc' }
    : { targetType: props.recordType, targetId: props.recordId, page, size: pageSize, sort: 'dueDate,asc' };
  const items = useQuery(actionItemsQuery(query));
  const client = useQueryClient();
  // Every list and badge of action items: the home page's, the record's and its toolbar count.
  const reload = () => client.invalidateQueries({ queryKey: ACTION_ITEMS_KEY });
  const rows = items.data?.content ?? [];

  const act = async (work: Promise<unknown>, done?: string) => {
    try {
      await work;
      if (done) message.success(done);
      await reload();
    } catch (error) {
      message.error(errorText(error));
    }
  };

  const toggleDone = (item: ActionItem) => act(changeActionItemStatus(item.id, { status: item.status === 'DONE' ? 'OPEN' : 'DONE', version: item.version }));

  return (
    <div>
      {!props.mine && (
        <div style={{ marginBottom: 12 }}>
          <ActionItemForm
            submitLabel={M.add}
            onSubmit={(d) =>
              createActionItem({ title: d.title, assigneeId: d.assigneeId, dueDate: d.dueDate, priority: d.priority, targetType: props.recordType, targetId: props.recordId }).then(reload)
            }
          />
        </div>
      )}
      <AsyncState loading={items.isFetching} error={items.error} empty={rows.length === 0} emptyText={props.mine ? M.mineEmpty : M.empty} onRetry={() => void items.refetch()}>
        <Table<ActionItem>
          size="small"
          rowKey="id"
          dataSource={rows}
          loading={items.isFetching}
          rowClassName={(r) => (r.overdueYn === 'Y' && r.status === 'OPEN' ? 'dure-overdue' : '')}
          onRow={(r) => ({ 'data-overdue': r.overdueYn === 'Y' && r.status === 'OPEN' ? 'true' : undefined, style: r.overdueYn === 'Y' && r.status === 'OPEN' ? { background: '#fff1f0' } : undefined }) as never}
          pagination={{ current: page + 1, pageSize, total: items.data?.totalElements ?? 0, hideOnSinglePage: true, onChange: (p) => setPage(p - 1) }}
          columns={[
            {
              key: 'done',
              width: 48,
              render: (_, r) => <Checkbox aria-label={`${r.title} ${M.done}`} checked={r.status === 'DONE'} disabled={r.status === 'CANCELED'} onChange={() => void toggleDone(r)} />,
            },
            {
              key: 'title',
              title: M.name,
              render: (_, r) => <Typography.Text delete={r.status !== 'OPEN'}>{r.title}</Typography.Text>,
            },
            { key: 'assignee', title: M.assignee, width: 100, render: (_, r) => r.assigneeName },
            {
              key: 'due',
              title: M.dueDate,
              width: 150,
              render: (_, r) => (
                <Space size={4}>
                  <Typography.Text type={r.overdueYn === 'Y' && r.status === 'OPEN' ? 'danger' : undefined}>{formatDate(r.dueDate)}</Typography.Text>
                  {r.overdueYn === 'Y' && r.status === 'OPEN' && <Tag color="red">{M.overdue}</Tag>}
                </Space>
              ),
            },
            { key: 'priority', title: M.priority, width: 80, render: (_, r) => <Tag color={PRIORITY_COLOR[r.priority]}>{M.priorities[r.priority]}</Tag> },
            ...(props.mine
              ? []
              : [
                  {
                    key: 'actions',
                    width: 120,
                    render: (_: unknown, r: ActionItem) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setEditing(r)}>{RECORDS_MESSAGES.common.edit}</Button>
                        <Popconfirm title={M.confirmDelete} okText={RECORDS_MESSAGES.common.delete} cancelText={RECORDS_MESSAGES.common.cancel} onConfirm={() => act(deleteActionItem(r.id, r.version), RECORDS_MESSAGES.common.deleted)}>
                          <Button type="link" size="small" danger>{RECORDS_MESSAGES.common.delete}</Button>
                        </Popconfirm>
                      </Space>
                    ),
                  },
                ]),
          ]}
        />
      </AsyncState>
      <Modal title={M.title} open={editing !== null} onCancel={() => setEditing(null)} footer={null} width={820} destroyOnHidden>
        {editing && (
          <ActionItemForm
            initial={{ title: editing.title, assigneeId: editing.assigneeId, assigneeName: editing.assigneeName, dueDate: editing.dueDate, priority: editing.priority }}
            submitLabel={RECORDS_MESSAGES.common.save}
            onSubmit={(d) =>
              updateActionItem(editing.id, {
                title: d.title,
                assigneeId: d.assigneeId,
                dueDate: d.dueDate,
                priority: d.priority,
                targetType: editing.targetType ?? undefined,
                targetId: editing.targetId ?? undefined,
                version: editing.version,
              }).then(() => {
                setEditing(null);
                return reload();
              })
            }
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
