import { PageLink, errorMessage, useSearchParams } from '@dure/shared';
import { OKR_HEALTH } from '@dure/shared/contracts/okr/goal';
import { STRATEGY_NODE_TYPE } from '@dure/shared/contracts/okr/gsp';
import { useConfirmAction } from '@dure/shared/form';
import { RichTextView } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Progress, Select, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { type Key, useState } from 'react';
import { GSP_KEY, type GspGoal, type GspNode, type StrategyNodeType, gspApi } from '../api/gspApi';
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

function goalLeaf(nodeId: number, goal: GspGoal): DataNode {
  return {
    key: `g-${nodeId}-${goal.id}`,
    selectable: false,
    title: (
      <Space wrap>
        <Tag>전사 목표</Tag>
        <PageLink page="GoalDetailPage" to={`/goal/${goal.id}`}>
          {goal.title}
        </PageLink>
        <Typography.Text type="secondary">{goal.ownerUserName}</Typography.Text>
        <Figures progressPct={goal.progressPct} health={goal.health} />
      </Space>
    ),
    children: goal.keyResults.map((kr) => ({
      key: `k-${nodeId}-${kr.id}`,
      selectable: false,
      isLeaf: true,
      title: (
        <Space wrap>
          <Tag>KR</Tag>
          <span>{kr.title}</span>
          <Figures progressPct={kr.progressPct} health={kr.health} />
        </Space>
      ),
    })),
  };
}

type Actions = { add: (type: StrategyNodeType, parent: GspNode) => void; edit: (node: GspNode) => void; remove: (node: GspNode) => void; shift: (node: GspNode, by: -1 | 1) => void };

/** The nodes (parents before children) as antd tree data, the linked goals and their KRs as leaves. */
export function treeData(nodes: GspNode[], actions: Actions | null): DataNode[] {
  const byParent = new Map<number | null, GspNode[]>();
  for (const n of nodes) byParent.set(n.parentId, [...(byParent.get(n.parentId) ?? []), n]);
  const build = (parentId: number | null): DataNode[] =>
    (byParent.get(parentId) ?? []).map((node, index, siblings) => {
      const child = CHILD_TYPE[node.type];
      return {
        key: `n-${node.id}`,
        selectable: false,
        title: (
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
                <Button type="link" size="small" disabled={index === 0} onClick={() => actions.shift(node, -1)} aria-label={`${node.title} 위로`}>
                  위로
                </Button>
                <Button type="link" size="small" disabled={index === siblings.length - 1} onClick={() => actions.shift(node, 1)} aria-label={`${node.title} 아래로`}>
                  아래로
                </Button>
                <Button type="link" size="small" danger onClick={() => actions.remove(node)}>
                  삭제
                </Button>
              </Space>
            )}
            {node.description && <RichTextView html={node.description} />}
          </Space>
        ),
        children: [...build(node.id), ...node.goals.map((g) => goalLeaf(node.id, g))],
      };
    });
  return build(null);
}

function keysWithChildren(data: DataNode[]): Key[] {
  return data.flatMap((n) => (n.children?.length ? [n.key, ...keysWithChildren(n.children)] : []));
}

/** GSP 트리 (/gsp/tree): every user reads the period's vision → theme → strategy tree; BUSINESS_STRATEGY_ADMIN edits. */
export default function GspTreePage() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const confirm = useConfirmAction();
  const [edit, setEdit] = useState<NodeEdit | null>(null);
  // Everything open but what the reader closed: a node added later opens too, with its goals and KRs.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const periods = useQuery({ queryKey: ['okr', 'period', 'picker'], queryFn: () => gspApi.periods() });
  // Without a period in the address the api answers its default (the current period whose strategies link company goals).
  const asked = Number(params.get('periodId')) || undefined;
  const noPeriods = periods.data?.length === 0;
  const tree = useQuery({ queryKey: [...GSP_KEY, 'tree', asked ?? 'default'], queryFn: () => gspApi.tree(asked), enabled: !noPeriods });
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
  else {
    const data = treeData(tree.data!.nodes, actions);
    const expandable = keysWithChildren(data);
    body = (
      <Tree
        showLine
        blockNode
        treeData={data}
        expandedKeys={expandable.filter((key) => !collapsed.has(key))}
        onExpand={(keys) => setCollapsed(new Set(expandable.filter((key) => !keys.includes(key))))}
      />
    );
  }

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
