import { ApartmentOutlined } from '@ant-design/icons';
import { PageLink, errorMessage } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { useListState } from '@dure/shared/list-state';
import { DepartmentSelect, UserPicker } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Flex, List, Select, Skeleton, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { GOAL_LEVEL, HealthTag, OKR_KEY, PeriodSelect, ProgressBar, defaultPeriod, goalApi, levelOptions, periodPickerQuery } from '../../goal';
import { type ObjectiveNode, TREE_PAGE_SIZE, isFiltered, treeFilters } from '../api/treeApi';
import { objectiveTreeQuery, treeChildrenQuery, unalignedQuery } from '../api/treeQueries';
import { MoveGoalDialog } from './MoveGoalDialog';
import { EMPTY_TREE, type Kids, ROOT, type TreeModel, hasMore, isWithin, withAnswer, withChildren } from './treeModel';
import { josaOf } from '@dure/shared/format';

/** The virtual list's height: the open levels render only the rows in view. */
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
      {node.childCount > 0 && <Typography.Text type="secondary">{`하위 ${node.childCount}`}</Typography.Text>}
    </Flex>
  );
}

const MORE = 'more:';

/** 목표 트리 (/objectivetree): one period's goals, company → department → team → person, loaded by level, re-aligned by dragging. */
export default function ObjectiveTreePage() {
  const { message } = App.useApp();
  const [filters, setFilters] = useListState(treeFilters);
  const periods = useQuery(periodPickerQuery());
  const periodId = filters.periodId ?? defaultPeriod(periods.data ?? [])?.id;
  const filtered = isFiltered(filters);
  const first = useQuery({ ...objectiveTreeQuery(filters, periodId ?? 0), enabled: periodId !== undefined });
  const [unalignedPage, setUnalignedPage] = useState(0);
  const unaligned = useQuery({ ...unalignedQuery(filters, periodId ?? 0, unalignedPage), enabled: periodId !== undefined });
  const queryClient = useQueryClient();
  const confirmAction = useConfirmAction();
  const [selected, setSelected] = useState<ObjectiveNode | null>(null);
  const [moving, setMoving] = useState<ObjectiveNode | null>(null);
  const [model, setModel] = useState<TreeModel>(EMPTY_TREE);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);

  // A new first answer: the tree starts from it. The same query answered again (after a re-alignment) keeps what is
  // open; the children of open nodes load again on their own (the tree loads an open node that is not loaded).
  const queryKey = JSON.stringify(objectiveTreeQuery(filters, periodId ?? 0).queryKey);
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [shownData, setShownData] = useState<unknown>(null);
  if (first.data && !first.isPlaceholderData && shownData !== first.data) {
    const { model: fresh, open } = withAnswer(EMPTY_TREE, first.data, filtered);
    setShownData(first.data);
    setShownKey(queryKey);
    setModel(fresh);
    setExpanded((before) => (shownKey === queryKey ? [...new Set([...before.filter((k) => typeof k !== 'number' || fresh.nodes.has(k)), ...open])] : open));
    if (shownKey !== queryKey) setUnalignedPage(0);
  }

  const byId = useMemo(() => new Map([...model.nodes, ...(unaligned.data?.content ?? []).map((n) => [n.id, n] as const)]), [model, unaligned.data]);

  const loadChildren = async (parentId: number, page = 0) => {
    if (periodId === undefined) return;
    try {
      const answer = await queryClient.fetchQuery(treeChildrenQuery(periodId, parentId, page));
      setModel((m) => withChildren(m, parentId, answer));
    } catch (e) {
      message.error(`하위 목표를 불러오지 못했습니다. ${errorMessage(e)}`);
      setExpanded((keys) => keys.filter((k) => k !== parentId));
    }
  };

  const loadMore = async (key: string) => {
    if (periodId === undefined) return;
    setLoadingMore(key);
    const parent = key.slice(MORE.length);
    try {
      if (parent === ROOT) {
        const next = (model.kids.get(ROOT)?.page ?? 0) + 1;
        const answer = await queryClient.fetchQuery(objectiveTreeQuery(filters, periodId, next));
        setModel((m) => withAnswer(m, answer, filtered).model);
      } else await loadChildren(Number(parent), (model.kids.get(Number(parent))?.page ?? 0) + 1);
    } catch (e) {
      message.error(`목표를 더 불러오지 못했습니다. ${errorMessage(e)}`);
    } finally {
      setLoadingMore(null);
    }
  };

  const moreNode = (parent: number | typeof ROOT, kids: Kids): TreeDataNode => {
    const key = `${MORE}${parent}`;
    const left = kids.total === Number.MAX_SAFE_INTEGER ? '' : ` (${kids.ids.length}/${kids.total})`;
    return {
      key,
      isLeaf: true,
      selectable: false,
      title: (
        <Button size="small" type="link" loading={loadingMore === key} onClick={() => void loadMore(key)}>
          {`더 보기${left}`}
        </Button>
      ),
    };
  };

  const toTreeData = (parent: number | typeof ROOT): TreeDataNode[] => {
    const kids = model.kids.get(parent);
    if (!kids) return [];
    const items: TreeDataNode[] = kids.ids.map((id) => {
      const node = model.nodes.get(id)!;
      const loaded = model.kids.has(id);
      return { key: id, title: <NodeTitle node={node} />, isLeaf: node.childCount === 0, children: loaded ? toTreeData(id) : undefined };
    });
    return hasMore(kids) ? [...items, moreNode(parent, kids)] : items;
  };
  const treeData = toTreeData(ROOT);
  const loadedKeys = [...model.kids.keys()].filter((k): k is number => k !== ROOT);

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
    if (typeof info.dragNode.key !== 'number' || typeof info.node.key !== 'number') return;
    const goal = byId.get(info.dragNode.key);
    const target = info.node.key;
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
        {first.data && <Typography.Text type="secondary">{`${first.data.periodCode} · 오늘 기대 진척률 ${first.data.expectedPct}%`}</Typography.Text>}
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

      {(periods.isError || first.isError) && (
        <Alert
          type="error"
          showIcon
          message="목표 트리를 불러오지 못했습니다."
          description={errorMessage(periods.error ?? first.error)}
          action={<Button onClick={() => void (periods.isError ? periods.refetch() : first.refetch())}>다시 시도</Button>}
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
        {first.isPending && periodId !== undefined ? (
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
              height={TREE_HEIGHT}
              treeData={treeData}
              loadData={(node) => (typeof node.key === 'number' ? loadChildren(node.key) : Promise.resolve())}
              loadedKeys={loadedKeys}
              expandedKeys={expanded}
              onExpand={(keys) => setExpanded(keys)}
              draggable={{ icon: false, nodeDraggable: (node) => typeof node.key === 'number' }}
              allowDrop={({ dropNode, dropPosition }) => dropPosition === 0 && typeof dropNode.key === 'number'}
              onDrop={onDrop}
              selectedKeys={selected ? [selected.id] : []}
              onSelect={(keys) => setSelected(keys.length > 0 && typeof keys[0] === 'number' ? (byId.get(keys[0]) ?? null) : null)}
            />
          </>
        )}
      </Card>

      <Card size="small" title={`미정렬 목표 (${unaligned.data?.totalElements ?? first.data?.unalignedTotal ?? 0})`}>
        {unaligned.isError && (
          <Alert type="error" showIcon message="미정렬 목표를 불러오지 못했습니다." description={errorMessage(unaligned.error)} action={<Button onClick={() => void unaligned.refetch()}>다시 시도</Button>} />
        )}
        <List
          size="small"
          loading={(unaligned.isPending || unaligned.isPlaceholderData) && periodId !== undefined}
          dataSource={unaligned.data?.content ?? []}
          pagination={
            (unaligned.data?.totalElements ?? 0) > TREE_PAGE_SIZE
              ? { current: unalignedPage + 1, pageSize: TREE_PAGE_SIZE, total: unaligned.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setUnalignedPage(p - 1) }
              : false
          }
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
