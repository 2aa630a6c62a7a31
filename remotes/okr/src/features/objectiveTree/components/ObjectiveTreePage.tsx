import { ApartmentOutlined } from '@ant-design/icons';
import { PageLink, errorMessage } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { useListState } from '@dure/shared/list-state';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Select, Skeleton, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import { GOAL_LEVEL, HealthTag, OKR_KEY, PeriodSelect, ProgressBar, defaultPeriod, goalApi, levelOptions, periodPickerQuery } from '../../goal';
import { type ObjectiveNode, treeFilters } from '../api/treeApi';
import { objectiveTreeQuery } from '../api/treeQueries';
import { MoveGoalDialog } from './MoveGoalDialog';
import { type GoalTreeNode, buildTree, isWithin } from './treeModel';
import { josaOf } from '@dure/shared/format';

/** The virtual list's height: thousands of goals render only the rows in view. */
const TREE_HEIGHT = 640;

function NodeTitle({ node }: { node: ObjectiveNode }) {
  return (
    <Flex gap={8} align="center" wrap data-goal-id={node.id}>
      <Tag>{GOAL_LEVEL.labels[node.level]}</Tag>
      <PageLink page="GoalDetailPage" to={`/goal/${node.id}`} onClick={(e) => e.stopPropagation()}>
        {node.title}
      </PageLink>
      <Typography.Text type="secondary">{node.ownerUserName ?? ''}</Typography.Text>
      <ProgressBar pct={node.progressPct} />
      <HealthTag health={node.health} />
      <Typography.Text type="secondary">{`KR ${node.krCount}`}</Typography.Text>
    </Flex>
  );
}

const toTreeData = (items: GoalTreeNode[]): TreeDataNode[] =>
  items.map((i) => ({ key: i.key, title: <NodeTitle node={i.node} />, children: i.children.length > 0 ? toTreeData(i.children) : undefined }));

/** 목표 트리 (/objectivetree): one period's goals, company → department → team → person, re-aligned by dragging. */
export default function ObjectiveTreePage() {
  const [filters, setFilters] = useListState(treeFilters);
  const periods = useQuery(periodPickerQuery());
  const periodId = filters.periodId ?? defaultPeriod(periods.data ?? [])?.id;
  const tree = useQuery({ ...objectiveTreeQuery(filters, periodId ?? 0), enabled: periodId !== undefined });
  const queryClient = useQueryClient();
  const confirmAction = useConfirmAction();
  const [selected, setSelected] = useState<ObjectiveNode | null>(null);
  const [moving, setMoving] = useState<ObjectiveNode | null>(null);

  const { treeData, byId } = useMemo(() => {
    const all = [...(tree.data?.nodes ?? []), ...(tree.data?.unaligned ?? [])];
    return { treeData: toTreeData(buildTree(tree.data?.nodes ?? [])), byId: new Map(all.map((n) => [n.id, n])) };
  }, [tree.data]);

  /** Confirms and re-aligns a goal under another; the server checks cycles, periods and permission and says why not. */
  function align(goal: ObjectiveNode, parentId: number) {
    setMoving(null);
    const parent = byId.get(parentId);
    confirmAction({
      title: `'${goal.title}'${josaOf(goal.title, '을/를')} 옮길까요?`,
      content: `${parent ? `'${parent.title}'` : '선택한 목표'} 아래로 정렬합니다. 진척률이 새 상위 목표로 합산됩니다.`,
      okText: '옮기기',
      run: () => goalApi.align(goal.id, parentId, goal.version),
      success: '목표를 다시 정렬했습니다.',
      failure: '목표를 옮기지 못했습니다.',
      onDone: () => void queryClient.invalidateQueries({ queryKey: OKR_KEY }),
      onConflict: () => void queryClient.invalidateQueries({ queryKey: OKR_KEY }),
    });
  }

  const onDrop: TreeProps['onDrop'] = (info) => {
    const goal = byId.get(Number(info.dragNode.key));
    const target = Number(info.node.key);
    if (!goal || info.dropToGap || goal.parentGoalId === target || isWithin(byId, target, goal.id)) return;
    align(goal, target);
  };

  const noPeriod = periods.isSuccess && periodId === undefined;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={1} style={{ margin: 0 }}>
          <ApartmentOutlined /> 목표 트리
        </Typography.Title>
        {tree.data && <Typography.Text type="secondary">{`${tree.data.periodCode} · 오늘 기대 진척률 ${tree.data.expectedPct}%`}</Typography.Text>}
      </Flex>
      <Flex gap={8} wrap>
        <PeriodSelect value={periodId} onChange={(id) => setFilters({ periodId: id })} />
        <DepartmentSelect aria-label="부서" placeholder="전체 부서" style={{ width: 200 }} value={filters.deptId ?? null} onChange={(id: number | null) => setFilters({ deptId: id ?? undefined })} />
        <UserPicker aria-label="책임자" placeholder="전체 책임자" style={{ width: 180 }} value={filters.ownerUserId ?? null} onChange={(id) => setFilters({ ownerUserId: id ?? undefined })} />
        <Select
          aria-label="수준"
          mode="multiple"
          allowClear
          placeholder="전체 수준"
          style={{ minWidth: 200 }}
          value={filters.levelList}
          onChange={(levelList) => setFilters({ levelList })}
          options={levelOptions}
        />
      </Flex>

      {(periods.isError || tree.isError) && (
        <Alert
          type="error"
          showIcon
          message="목표 트리를 불러오지 못했습니다."
          description={errorMessage(periods.error ?? tree.error)}
          action={<Button onClick={() => void (periods.isError ? periods.refetch() : tree.refetch())}>다시 시도</Button>}
        />
      )}
      {noPeriod && <Empty description="OKR 기간이 없습니다. OKR 관리에서 기간을 먼저 만들어 주세요." />}

      <Card
        size="small"
        title="정렬된 목표"
        extra={
          <Button disabled={!selected} onClick={() => setMoving(selected)}>
            {selected ? `'${selected.title}' 옮기기` : '옮길 목표를 선택하세요'}
          </Button>
        }
      >
        {tree.isPending && periodId !== undefined ? (
          <Skeleton active />
        ) : treeData.length === 0 ? (
          <Empty description="이 기간에 조건에 맞는 목표가 없습니다." />
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              목표를 다른 목표 위로 끌어 놓으면 그 아래로 정렬합니다. 키보드로는 목표를 선택(엔터)한 뒤 ‘옮기기’를 누르세요.
            </Typography.Paragraph>
            <Tree
              aria-label="목표 트리"
              blockNode
              defaultExpandAll
              height={TREE_HEIGHT}
              treeData={treeData}
              draggable={{ icon: false }}
              allowDrop={({ dropPosition }) => dropPosition === 0}
              onDrop={onDrop}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(keys) => setSelected(keys.length > 0 ? (byId.get(Number(keys[0])) ?? null) : null)}
            />
          </>
        )}
      </Card>

      <Card size="small" title={`미정렬 목표 (${tree.data?.unaligned.length ?? 0})`}>
        <List
          size="small"
          loading={tree.isPending && periodId !== undefined}
          dataSource={tree.data?.unaligned ?? []}
          locale={{ emptyText: '상위 목표가 없는 목표가 없습니다.' }}
          renderItem={(node) => (
            <List.Item
              actions={[
                <Button key="align" size="small" onClick={() => setMoving(node)}>
                  정렬
                </Button>,
              ]}
            >
              <NodeTitle node={node} />
            </List.Item>
          )}
        />
      </Card>

      {periodId !== undefined && <MoveGoalDialog goal={moving} periodId={periodId} onClose={() => setMoving(null)} onPick={align} />}
    </Flex>
  );
}
