import { PageLink, errorMessage, useSearchParams } from '@dure/shared';
import { OKR_HEALTH } from '@dure/shared/contracts/okr/goal';
import { STRATEGY_NODE_TYPE } from '@dure/shared/contracts/okr/gsp';
import { useConfirmAction } from '@dure/shared/form';
import { LazyTree, type LevelItem, RichTextView, useCachedLevels } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { type GspGoal, type GspKeyResult, type GspNode, type GspTree, type StrategyNodeType, gspApi } from '../api/gspApi';
import { GSP_KEY, gspTreeQuery } from '../api/gspQueries';
import { type NodeEdit, NodeDrawer } from './NodeDrawer';
import { josa } from '@dure/shared/format';

const HEALTH_COLOR = { ON_TRACK: 'success', AT_RISK: 'warning', OFF_TRACK: 'error' } as const;
const TYPE_COLOR: Record<StrategyNodeType, string> = { VISION: 'purple', THEME: 'blue', STRATEGY: 'cyan' };
const CHILD_TYPE: Partial<Record<StrategyNodeType, StrategyNodeType>> = { VISION: 'THEME', THEME: 'STRATEGY' };

function Figures({ progressPct, health }: { progressPct: number; health: GspGoal['health'] }) {
  return (
    <Space size={8}>
      <Progress percent={progressPct} size="small" style={{ width: 120 }} aria-label={`진척률 ${progressPct}%`} />
      <Tag color={HEALTH_COLOR[health]}>{OKR_HEALTH.labels[health]}</Tag>
    </Space>
  );
}

type Actions = { add: (type: StrategyNodeType, parent: GspNode) => void; edit: (node: GspNode) => void; remove: (node: GspNode) => void; shift: (node: GspNode, by: -1 | 1) => void };

/** A row of the tree: a strategy node (with its place among its siblings), a linked goal under it, or one of the goal's KRs. */
type GspItem = LevelItem &
  ({ kind: 'node'; node: GspNode; first: boolean; last: boolean } | { kind: 'goal'; goal: GspGoal } | { kind: 'kr'; keyResult: GspKeyResult });

const nodeKey = (id: number) => `n-${id}`;

/** The nodes (parents before children) as the tree's rows, each node's linked goals after its child nodes and their KRs under them. */
function levelsOf(tree: GspTree): GspItem[] {
  const siblings = new Map<number | null, number[]>();
  for (const n of tree.nodes) siblings.set(n.parentId, [...(siblings.get(n.parentId) ?? []), n.id]);
  const nodes: GspItem[] = tree.nodes.map((node) => {
    const around = siblings.get(node.parentId)!;
    return {
      id: nodeKey(node.id),
      parentId: node.parentId === null ? null : nodeKey(node.parentId),
      title: node.title,
      hasChildren: siblings.has(node.id) || node.goals.length > 0,
      kind: 'node',
      node,
      first: around[0] === node.id,
      last: around[around.length - 1] === node.id,
    };
  });
  const leaves = tree.nodes.flatMap((node) =>
    node.goals.flatMap((goal): GspItem[] => {
      const goalKey = `g-${node.id}-${goal.id}`;
      return [
        { id: goalKey, parentId: nodeKey(node.id), title: goal.title, hasChildren: goal.keyResults.length > 0, kind: 'goal', goal },
        ...goal.keyResults.map((keyResult): GspItem => ({ id: `k-${node.id}-${keyResult.id}`, parentId: goalKey, title: keyResult.title, hasChildren: false, kind: 'kr', keyResult })),
      ];
    }),
  );
  return [...nodes, ...leaves];
}

function NodeTitle({ item, actions }: { item: Extract<GspItem, { kind: 'node' }>; actions: Actions | null }) {
  const { node } = item;
  const child = CHILD_TYPE[node.type];
  return (
    <Space wrap>
      <Tag color={TYPE_COLOR[node.type]}>{STRATEGY_NODE_TYPE.labels[node.type]}</Tag>
      <Typography.Text strong>{node.title}</Typography.Text>
      {actions && (
        <Space size={0}>
          {child && (
            <Button type="link" size="small" onClick={() => actions.add(child, node)}>
              {STRATEGY_NODE_TYPE.labels[child]} 추가
            </Button>
          )}
          <Button type="link" size="small" onClick={() => actions.edit(node)}>
            편집
          </Button>
          <Button type="link" size="small" disabled={item.first} onClick={() => actions.shift(node, -1)} aria-label={`${node.title} 위로`}>
            위로
          </Button>
          <Button type="link" size="small" disabled={item.last} onClick={() => actions.shift(node, 1)} aria-label={`${node.title} 아래로`}>
            아래로
          </Button>
          <Button type="link" size="small" danger onClick={() => actions.remove(node)}>
            삭제
          </Button>
        </Space>
      )}
      {node.description && <RichTextView html={node.description} />}
    </Space>
  );
}

function ItemTitle({ item, actions }: { item: GspItem; actions: Actions | null }) {
  if (item.kind === 'node') return <NodeTitle item={item} actions={actions} />;
  if (item.kind === 'goal')
    return (
      <Space wrap>
        <Tag>전사 목표</Tag>
        <PageLink page="GoalDetailPage" to={`/goal/${item.goal.id}`}>
          {item.goal.title}
        </PageLink>
        <Typography.Text type="secondary">{item.goal.ownerUserName}</Typography.Text>
        <Figures progressPct={item.goal.progressPct} health={item.goal.health} />
      </Space>
    );
  return (
    <Space wrap>
      <Tag>KR</Tag>
      <span>{item.keyResult.title}</span>
      <Figures progressPct={item.keyResult.progressPct} health={item.keyResult.health} />
    </Space>
  );
}

/** The period's tree, every level open at first (vision → theme → strategy → goal → KR); keyed by the period asked. */
function GspTreeView({ asked, reloadToken, actions }: { asked: number | undefined; reloadToken: number; actions: Actions | null }) {
  const loaders = useCachedLevels(gspTreeQuery(asked), levelsOf);
  return (
    <LazyTree
      label="GSP 트리"
      searchPlaceholder="비전·테마·전략·목표·KR 제목 검색"
      load={loaders.load}
      loadLevels={loaders.loadLevels}
      expandDepth={4}
      reloadToken={reloadToken}
      titleRender={(item) => <ItemTitle item={item as GspItem} actions={actions} />}
    />
  );
}

/** GSP 트리 (/gsp/tree): every user reads the period's vision → theme → strategy tree; BUSINESS_STRATEGY_ADMIN edits. */
export default function GspTreePage() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const [edit, setEdit] = useState<NodeEdit | null>(null);
  const periods = useQuery({ queryKey: ['okr', 'period', 'picker'], queryFn: () => gspApi.periods() });
  // Without a period in the address the api answers its default (the current period whose strategies link company goals).
  const asked = Number(params.get('periodId')) || undefined;
  const noPeriods = periods.data?.length === 0;
  const tree = useQuery({ ...gspTreeQuery(asked), enabled: !noPeriods });
  const periodId = asked ?? tree.data?.periodId ?? null;
  const reload = () => client.invalidateQueries({ queryKey: GSP_KEY });

  const actions: Actions | null =
    tree.data?.editableYn === 'Y'
      ? {
          add: (type, parent) => setEdit({ type, parent }),
          edit: (node) => setEdit({ node }),
          remove: (node) =>
            confirm({
              title: `'${node.title}' ${josa(STRATEGY_NODE_TYPE.labels[node.type], '을/를')} 삭제할까요?`,
              content: '연결된 목표는 그대로 남고 이 노드와의 연결만 없어집니다.',
              okText: '삭제',
              danger: true,
              run: () => gspApi.remove(node.id, node.version),
              success: '삭제했습니다.',
              onDone: () => void reload(),
            }),
          shift: (node, by) => {
            const siblings = tree.data!.nodes.filter((n) => n.parentId === node.parentId);
            const position = siblings.findIndex((n) => n.id === node.id) + by;
            confirm({
              title: `'${node.title}'의 순서를 ${by < 0 ? '위로' : '아래로'} 옮길까요?`,
              okText: '옮기기',
              run: () => gspApi.move(node.id, { parentId: node.parentId, sortOrder: position, version: node.version }),
              success: '순서를 바꿨습니다.',
              onDone: () => void reload(),
            });
          },
        }
      : null;

  const periodSelect = (
    <Select
      aria-label="OKR 기간"
      style={{ minWidth: 200 }}
      loading={periods.isPending}
      value={periodId ?? undefined}
      options={(periods.data ?? []).map((p) => ({ value: p.id, label: p.name ?? p.code }))}
      onChange={(id: number) => setParams({ periodId: String(id) })}
    />
  );

  let body;
  if (noPeriods) body = <Empty description="OKR 기간이 없습니다. 기간을 먼저 등록해 주세요." />;
  else if (periods.isError || tree.isError) body = <Alert type="error" showIcon message="GSP 트리를 불러오지 못했습니다." description={errorMessage(periods.error ?? tree.error)} />;
  else if (periods.isPending || tree.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (tree.data!.nodes.length === 0) body = <Empty description={actions ? '아직 GSP 트리가 없습니다. 비전을 추가해 시작하세요.' : '이 기간의 GSP 트리가 아직 없습니다.'} />;
  // Everything open but what the reader closed: a node added later opens too, with its goals and KRs.
  else body = <GspTreeView key={asked ?? 'default'} asked={asked} reloadToken={tree.dataUpdatedAt} actions={actions} />;

  return (
    <Card
      title={
        <Typography.Title level={1} style={{ margin: 0, fontSize: 16 }}>
          GSP 트리
        </Typography.Title>
      }
      extra={
        <Space>
          {periodSelect}
          {actions && (
            <Button type="primary" onClick={() => setEdit({ type: 'VISION', parent: null })}>
              비전 추가
            </Button>
          )}
        </Space>
      }
    >
      {body}
      {periodId !== null && (
        <NodeDrawer
          periodId={periodId}
          edit={edit}
          onClose={() => setEdit(null)}
          onSaved={() => {
            setEdit(null);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
