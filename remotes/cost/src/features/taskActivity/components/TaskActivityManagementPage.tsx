import { useCan } from '@dure/shared';
import { ActiveToggle, useBusyAction } from '@dure/shared/form';
import { LocalTable } from '@dure/shared/list';
import { HistoryDialog } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CATEGORY, type TaskActivity, taskActivityApi } from '../api/taskActivityApi';
import { TASK_ACTIVITY_KEY, taskActivityTreeQuery } from '../api/taskActivityQueries';
import { TaskActivityFormModal, type TaskActivityEditing } from './TaskActivityFormModal';
import { movedOrder } from './taskActivityTree';

const CATEGORY_COLORS = { PROJECT: 'blue', INDIRECT: 'gold', LEAVE: 'purple' } as const;

const GROUP_STOP = '그룹을 사용 중지하면 그 아래 업무 유형도 업무일지에서 고를 수 없습니다. 이미 적힌 업무일지는 그대로 남습니다.';
const ACTIVITY_STOP = '사용 중지한 유형은 업무일지에서 고를 수 없습니다. 이미 적힌 업무일지는 그대로 남습니다.';

/** 업무 유형 (/taskactivity/management): the group → activity tree with category, billable, note, allowed project types, order and use. */
export default function TaskActivityManagementPage() {
  const q = useQuery(taskActivityTreeQuery());
  const client = useQueryClient();
  const { message } = App.useApp();
  const canWrite = useCan('TASK_ACTIVITY_MANAGEMENT', 'WRITE');
  const [editing, setEditing] = useState<TaskActivityEditing | null>(null);
  const [history, setHistory] = useState<TaskActivity | null>(null);
  const [busy, run] = useBusyAction<number>({ failure: '저장하지 못했습니다.', onError: () => void refresh() });
  const moving = busy !== null;
  const rows = q.data ?? [];
  const refresh = () => client.invalidateQueries({ queryKey: TASK_ACTIVITY_KEY });
  const groupOf = (r: TaskActivity) => rows.find((g) => g.id === r.parentId) ?? null;

  const move = async (node: TaskActivity, step: -1 | 1) => {
    const order = movedOrder(rows, node, step);
    if (!order) return;
    if (await run(() => taskActivityApi.reorder({ parentId: node.parentId, items: order.map((o) => ({ id: o.id, version: o.version })) }), node.id)) void refresh();
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        업무 유형
      </Typography.Title>
      <Card
        size="small"
        extra={
          canWrite && (
            <Button type="primary" onClick={() => setEditing({ node: null, group: null })}>
              그룹 추가
            </Button>
          )
        }
      >
        <LocalTable<TaskActivity>
          rowKey="id"
          loading={q.isPending || moving}
          rows={q.data}
          emptyText="등록된 업무 유형이 없습니다. 그룹부터 추가해 주세요."
          error={q.error}
          errorTitle="업무 유형을 불러오지 못했습니다."
          onRetry={() => q.refetch()}
          columns={[
            {
              title: '이름',
              dataIndex: 'name',
              render: (_: unknown, r: TaskActivity) => (r.parentId === null ? <strong>{r.name}</strong> : <span style={{ paddingInlineStart: 16 }}>
                    └ <span>{r.name}</span>
                  </span>),
            },
            { title: '코드', dataIndex: 'code' },
            { title: '분류', dataIndex: 'category', render: (_: unknown, r: TaskActivity) => <Tag color={CATEGORY_COLORS[r.category]}>{CATEGORY.labels[r.category]}</Tag> },
            { title: '청구 가능', dataIndex: 'billableYn', render: (_: unknown, r: TaskActivity) => (r.parentId === null ? '' : r.billableYn === 'Y' ? '예' : '아니오') },
            { title: '내용 필수', dataIndex: 'noteRequiredYn', render: (_: unknown, r: TaskActivity) => (r.parentId === null ? '' : r.noteRequiredYn === 'Y' ? '예' : '아니오') },
            {
              title: '허용 프로젝트 유형',
              dataIndex: 'projectTypeIds',
              render: (_: unknown, r: TaskActivity) => (r.parentId === null ? '' : r.projectTypeIds.length === 0 ? '전체' : `${r.projectTypeIds.length}개 유형`),
            },
            {
              title: '사용',
              dataIndex: 'activeYn',
              render: (_: unknown, r: TaskActivity) => {
                const group = groupOf(r);
                if (r.activeYn !== 'Y') return <Tag>사용 안 함</Tag>;
                if (group && group.activeYn !== 'Y') return <Tag>그룹 사용 안 함</Tag>;
                return <Tag color="green">사용</Tag>;
              },
            },
            {
              title: '',
              key: 'actions',
              render: (_: unknown, r: TaskActivity) => (
                <Space size={4} wrap>
                  {canWrite && (
                    <>
                      <Button size="small" aria-label={`${r.name} 위로`} disabled={moving || !movedOrder(rows, r, -1)} onClick={() => void move(r, -1)}>
                        ↑
                      </Button>
                      <Button size="small" aria-label={`${r.name} 아래로`} disabled={moving || !movedOrder(rows, r, 1)} onClick={() => void move(r, 1)}>
                        ↓
                      </Button>
                      <Button size="small" onClick={() => setEditing({ node: r, group: groupOf(r) })}>
                        수정
                      </Button>
                      {r.parentId === null && (
                        <Button size="small" onClick={() => setEditing({ node: null, group: r })}>
                          유형 추가
                        </Button>
                      )}
                      <ActiveToggle
                        name={r.parentId === null ? `${r.name} 그룹` : r.name}
                        activeYn={r.activeYn}
                        consequence={r.parentId === null ? GROUP_STOP : ACTIVITY_STOP}
                        update={(activeYn) => taskActivityApi.update(r.id, r.version, { activeYn })}
                        onDone={() => void refresh()}
                      />
                    </>
                  )}
                  <Button size="small" type="link" onClick={() => setHistory(r)}>
                    이력
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <TaskActivityFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          message.success('업무 유형을 저장했습니다.');
          void refresh();
        }}
      />
      {history && <HistoryDialog recordType="TASK_ACTIVITY" recordId={history.id} open onClose={() => setHistory(null)} />}
    </Space>
  );
}
