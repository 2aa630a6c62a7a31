import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { errorMessage, useCan, useSearchParams } from '@dure/shared';
import { useConfirmAction } from '@dure/shared/form';
import { dayjs, formatKRW, josaOf } from '@dure/shared/format';
import { LazyTree, type LazyTreeItem, type LevelItem, useCachedLevels } from '@dure/shared/records';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, DatePicker, Empty, Flex, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { segmentPickerQuery } from '../../segment';
import { GMP_CHILD_TYPE, type GmpNode, type GmpTree, STATUS_COLORS, STATUS_LABELS, TYPE_COLORS, TYPE_LABELS, gmpApi } from '../api/gmpApi';
import { GMP_KEY, gmpTreeQuery } from '../api/gmpQueries';
import { type GmpFormTarget, GmpNodeForm } from './GmpNodeForm';
import { GmpNodePanel } from './GmpNodePanel';

/** The tree of one segment's year, its nodes' titles with their type, target, status, owner, due date and flag. */
function GmpTreeView(props: { segmentId: number; year: number; reloadToken: number; canWrite: boolean; selectedId: number | null; onSelect: (id: number | null) => void; move: (id: string | number, parentId: string | number | null, index: number) => Promise<void> }) {
  // Keyed by segment and year (the page's `key`), so the loaders stay the same while it lives.
  const loaders = useCachedLevels(gmpTreeQuery(props.segmentId, props.year), levelsOf);
  return (
    <LazyTree
      label="GMP 트리"
      searchPlaceholder="항목 제목 검색"
      load={loaders.load}
      loadLevels={loaders.loadLevels}
      expandDepth={2}
      reloadToken={props.reloadToken}
      move={props.canWrite ? props.move : undefined}
      selectedId={props.selectedId}
      onSelect={(item: LazyTreeItem | null) => props.onSelect(item ? Number(item.id) : null)}
      titleRender={(item) => <NodeTitle node={item.node as GmpNode} />}
    />
  );
}

const levelsOf = (tree: GmpTree): LevelItem[] => {
  const withChildren = new Set(tree.nodes.map((n) => n.parentId));
  return tree.nodes.map((n) => ({ id: n.id, title: n.title, hasChildren: withChildren.has(n.id), parentId: n.parentId, node: n }));
};

function NodeTitle({ node }: { node: GmpNode }) {
  return (
    <Flex gap={6} align="center" wrap data-testid={`gmp-node-${node.id}`}>
      <Tag color={TYPE_COLORS[node.type]}>{TYPE_LABELS[node.type]}</Tag>
      <span>{node.title}</span>
      {node.targetRevenue !== null && <Typography.Text type="secondary">{formatKRW(node.targetRevenue)}</Typography.Text>}
      <Tag color={STATUS_COLORS[node.status]}>{STATUS_LABELS[node.status]}</Tag>
      {node.ownerUserName && <Typography.Text type="secondary">{node.ownerUserName}</Typography.Text>}
      {node.dueDate && <Typography.Text type="secondary">~{node.dueDate}</Typography.Text>}
      {node.targetMismatch && (
        <Tag icon={<WarningOutlined />} color="warning">
          매출 계획과 다름
        </Tag>
      )}
    </Flex>
  );
}

/** GMP 트리 (/gmp/tree): a segment's go-to-market plan for a year — plan → initiative → action — checked against its sales plan. */
export default function GmpTreePage() {
  const [params, setParams] = useSearchParams();
  const canWrite = useCan('GMP', 'WRITE');
  const confirmAction = useConfirmAction();
  const queryClient = useQueryClient();
  const picker = useQuery(segmentPickerQuery());
  const year = Number(params.get('year')) || dayjs().year();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [form, setForm] = useState<GmpFormTarget | null>(null);

  const segments = (picker.data ?? []).filter((s) => s.level === 'SEGMENT');
  // Without a segment in the address, the first one is shown until the user picks another.
  const segmentId = Number(params.get('segmentId')) || segments[0]?.id || null;
  const setQuery = (next: { segmentId?: number; year?: number }) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) p.set(k, String(v));
    setParams(p);
    setSelectedId(null);
  };
  const treeQuery = useQuery({ ...gmpTreeQuery(segmentId ?? 0, year), enabled: segmentId !== null });
  const tree = treeQuery.data ?? null;
  const selected = tree?.nodes.find((n) => n.id === selectedId) ?? null;
  const flagged = tree?.nodes.filter((n) => n.targetMismatch) ?? [];

  const reload = () => queryClient.invalidateQueries({ queryKey: GMP_KEY });

  async function move(id: string | number, parentId: string | number | null, index: number) {
    const node = tree!.nodes.find((n) => n.id === Number(id))!;
    await gmpApi.move(node.id, parentId === null ? null : Number(parentId), index, node.version);
    await reload();
  }

  function remove(node: GmpNode) {
    confirmAction({
      title: `${TYPE_LABELS[node.type]} '${node.title}'${josaOf(node.title, '을/를')} 삭제할까요?`,
      content: '하위 항목이 있으면 삭제할 수 없습니다. 먼저 하위 항목을 삭제하거나 옮겨 주세요.',
      okText: '삭제',
      danger: true,
      run: () => gmpApi.remove(node.id, node.version),
      success: '삭제했습니다.',
      onDone: () => {
        setSelectedId(null);
        void reload();
      },
      onConflict: () => void reload(),
    });
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Space align="center" wrap>
          <Typography.Title level={1} style={{ margin: 0 }}>
            GMP 트리
          </Typography.Title>
          <Select<number>
            aria-label="세그먼트"
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            placeholder="세그먼트 선택"
            loading={picker.isPending}
            value={segmentId ?? undefined}
            onChange={(v) => setQuery({ segmentId: v, year })}
            options={segments.map((s) => ({ value: s.id, label: s.parentName ? `${s.parentName} › ${s.name}` : s.name }))}
          />
          <DatePicker picker="year" allowClear={false} aria-label="연도" value={dayjs(`${year}-01-01`)} onChange={(d) => d && segmentId && setQuery({ segmentId, year: d.year() })} />
        </Space>
        {canWrite && tree && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ type: 'PLAN', parentId: null, segmentId: tree.segmentId, year })}>
            계획 등록
          </Button>
        )}
      </Flex>

      {picker.isError && <Alert type="error" showIcon message="세그먼트 목록을 불러오지 못했습니다" description={errorMessage(picker.error)} action={<Button onClick={() => void picker.refetch()}>다시 시도</Button>} />}
      {picker.isSuccess && segments.length === 0 && <Empty description="등록된 시장 세그먼트가 없습니다. 시장 세그먼트를 먼저 등록해 주세요." />}
      {treeQuery.isError && <Alert type="error" showIcon message="GMP를 불러오지 못했습니다" description={errorMessage(treeQuery.error)} action={<Button onClick={() => void treeQuery.refetch()}>다시 시도</Button>} />}
      {segmentId !== null && treeQuery.isPending && <Skeleton active paragraph={{ rows: 8 }} />}

      {tree && (
        <>
          <Typography.Text type="secondary" data-testid="gmp-sales-plan-total">
            {tree.segmentName} {year}년 매출 계획 합계: {tree.salesPlanTotal === null ? '계획 없음' : formatKRW(tree.salesPlanTotal)}
          </Typography.Text>
          {flagged.length > 0 && (
            <Alert
              type="warning"
              showIcon
              role="alert"
              message="목표 매출이 세그먼트 매출 계획 합계와 다른 계획이 있습니다"
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {flagged.map((p) => (
                    <li key={p.id}>
                      {p.title}: 목표 {p.targetRevenue === null ? '없음' : formatKRW(p.targetRevenue)} / 매출 계획 {tree.salesPlanTotal === null ? '없음' : formatKRW(tree.salesPlanTotal)}
                    </li>
                  ))}
                </ul>
              }
            />
          )}
          {tree.nodes.length === 0 ? (
            <Card>
              <Empty description={`${tree.segmentName}의 ${year}년 GMP가 없습니다.`}>
                {canWrite && (
                  <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ type: 'PLAN', parentId: null, segmentId: tree.segmentId, year })}>
                    계획 등록
                  </Button>
                )}
              </Empty>
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              <Col xs={24} xl={14}>
                <Card size="small" title={canWrite ? '트리 (끌어서 옮기기: 이니셔티브는 계획 아래, 실행 과제는 이니셔티브 아래)' : '트리'}>
                  <GmpTreeView
                    key={`${tree.segmentId}-${year}`}
                    segmentId={tree.segmentId}
                    year={year}
                    reloadToken={treeQuery.dataUpdatedAt}
                    canWrite={canWrite}
                    move={move}
                    selectedId={selectedId}
                    onSelect={setSelectedId}
                  />
                </Card>
              </Col>
              <Col xs={24} xl={10}>
                <GmpNodePanel
                  node={selected}
                  salesPlanTotal={tree.salesPlanTotal}
                  canWrite={canWrite}
                  onEdit={() => selected && setForm({ node: selected })}
                  onAddChild={() => selected && GMP_CHILD_TYPE[selected.type] && setForm({ type: GMP_CHILD_TYPE[selected.type]!, parentId: selected.id, segmentId: tree.segmentId, year })}
                  onDelete={() => selected && remove(selected)}
                />
              </Col>
            </Row>
          )}
        </>
      )}

      <GmpNodeForm
        target={form}
        onClose={() => setForm(null)}
        onReload={async () => {
          // After a 409: the form starts again from the node as it is now.
          const fresh = await queryClient.fetchQuery({ ...gmpTreeQuery(segmentId ?? 0, year), staleTime: 0 });
          if (form && 'node' in form) {
            const node = fresh.nodes.find((n) => n.id === form.node.id);
            setForm(node ? { node } : null);
          }
        }}
        onSaved={(saved) => {
          setForm(null);
          setSelectedId(saved.id);
          void reload();
        }}
      />
    </Space>
  );
}
