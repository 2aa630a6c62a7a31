import { MoreOutlined, WarningOutlined } from '@ant-design/icons';
import { Link, errorMessage } from '@dure/shared';
import { formatDate, formatKRWShort, josa, josaOf } from '@dure/shared/format';
import { Alert, App, Button, Dropdown, Empty, Flex, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useRef, useState } from 'react';
import { type Kanban, type KanbanColumn, type Lead, type LeadDetail, type LeadFilters, type LeadMeta, type Stage, leadApi } from '../api/leadApi';
import { LEAD_LISTS_KEY, leadDetailQuery } from '../api/leadDetailQuery';
import { leadKanbanQuery } from '../api/leadQueries';
import { PRIORITY_COLORS, PRIORITY_LABELS } from '../labels';
import { needsQualify, stageMoveProblem, weighted } from '../stageRules';
import { type LostReason, LostReasonModal } from './LostReasonModal';
import { QualifyDialog } from './QualifyDialog';

const CARDS = 20;
const DRAG_TYPE = 'application/x-dure-lead';

type Props = { filters: LeadFilters; meta: LeadMeta; canWrite: boolean; reloadToken?: number };

/** Moves a card between columns in a board copy, keeping the column sums right. */
export function moveCard(board: Kanban, leadId: number, toStageId: number, probability: number): Kanban {
  const card = board.columns.flatMap((c) => c.cards).find((c) => c.id === leadId);
  if (!card) return board;
  const moved: Lead = { ...card, stageId: toStageId, probability, weightedAmount: weighted(card.expectedAmount, probability) };
  return {
    ...board,
    columns: board.columns.map((col): KanbanColumn => {
      if (col.stage.id === card.stageId) {
        return { ...col, count: col.count - 1, expectedAmount: col.expectedAmount - card.expectedAmount, weightedAmount: col.weightedAmount - card.weightedAmount, cards: col.cards.filter((c) => c.id !== leadId) };
      }
      if (col.stage.id === toStageId) {
        return { ...col, count: col.count + 1, expectedAmount: col.expectedAmount + moved.expectedAmount, weightedAmount: col.weightedAmount + moved.weightedAmount, cards: [moved, ...col.cards] };
      }
      return col;
    }),
  };
}

/** The probability a card shows in a stage before the api answers. */
const shownProbability = (to: Pick<Stage, 'category' | 'defaultProbability'>) => (to.category === 'WON' ? 100 : to.category === 'LOST' ? 0 : to.defaultProbability);

/**
 * 파이프라인 칸반: drag a card to another stage (실주 asks the reason, 수주 checks the amount,
 * a prospect-only lead gets its customer first in 고객사 지정); the move shows at once and
 * rolls back on failure or when the dialog is cancelled.
 */
export function LeadKanban({ filters, meta, canWrite, reloadToken }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // A newer filter's answer replaces the board; the old one stays on screen, dimmed, until it comes.
  const boardQuery = useQuery({ ...leadKanbanQuery(filters, CARDS, reloadToken), placeholderData: keepPreviousData });
  const board = boardQuery.data ?? null;
  const loading = boardQuery.isFetching;
  /** Edits the board as shown (a move before the api answers, more cards, the saved card). */
  const setBoard = (update: Kanban | ((current: Kanban) => Kanban)) =>
    queryClient.setQueryData(leadKanbanQuery(filters, CARDS, reloadToken).queryKey, (current) => (current && typeof update === 'function' ? update(current) : (update as Kanban)));
  const [over, setOver] = useState<number | null>(null);
  const [losing, setLosing] = useState<{ lead: Lead; stageId: number } | null>(null);
  const [qualifying, setQualifying] = useState<{ lead: Lead; stage: Stage; before: Kanban } | null>(null);
  const [moreLoading, setMoreLoading] = useState<number | null>(null);
  const dragged = useRef<number | null>(null);

  const stageOf = (id: number) => meta.stages.find((s) => s.id === id);

  /**
   * Keeps the server's figures (probability, version, customer) on the moved card; the lead's page shows the
   * saved lead at once and the list pages refetch when next shown (the board already shows the move).
   */
  function keepSaved(saved: LeadDetail) {
    queryClient.setQueryData(leadDetailQuery(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: LEAD_LISTS_KEY, refetchType: 'none' });
    setBoard((current) => ({
      ...current,
      columns: current.columns.map((col) => ({ ...col, cards: col.cards.map((c) => (c.id === saved.id ? { ...c, ...saved } : c)) })),
    }));
  }

  async function commit(lead: Lead, stageId: number, reason?: LostReason) {
    const to = stageOf(stageId);
    if (!to || !board) return;
    const before = board;
    setBoard(moveCard(board, lead.id, stageId, shownProbability(to)));
    try {
      keepSaved(await leadApi.changeStage(lead.id, { stageId, version: lead.version, ...reason }));
      message.success(`'${lead.title}'${josaOf(lead.title, '을/를')} ${to.name} 단계로 옮겼습니다.`);
    } catch (e) {
      setBoard(before);
      message.error(`단계를 옮기지 못했습니다: ${errorMessage(e)}`);
    }
  }

  function requestMove(lead: Lead, stageId: number) {
    const to = stageOf(stageId);
    if (!to || lead.stageId === stageId) return;
    const problem = stageMoveProblem(lead, to);
    if (problem) {
      message.warning(problem);
      return;
    }
    if (needsQualify(lead, meta.stages, to)) {
      if (!board) return;
      setQualifying({ lead, stage: to, before: board });
      setBoard(moveCard(board, lead.id, stageId, shownProbability(to)));
    } else if (to.category === 'LOST') setLosing({ lead, stageId });
    else void commit(lead, stageId);
  }

  async function loadMore(col: KanbanColumn) {
    setMoreLoading(col.stage.id);
    try {
      const next = await leadApi.kanban(filters, { limit: CARDS, stageId: col.stage.id, offset: col.cards.length });
      const extra = next.columns[0];
      setBoard((current) => ({
        ...current,
        columns: current.columns.map((c) => (c.stage.id === col.stage.id && extra ? { ...c, cards: [...c.cards, ...extra.cards.filter((x) => !c.cards.some((y) => y.id === x.id))], moreYn: extra.moreYn } : c)),
      }));
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setMoreLoading(null);
    }
  }

  if (boardQuery.isError)
    return <Alert type="error" showIcon message="파이프라인을 불러오지 못했습니다" description={errorMessage(boardQuery.error)} action={<Button onClick={() => void boardQuery.refetch()}>다시 시도</Button>} />;
  if (!board) return <Skeleton active />;

  const onDrop = (event: DragEvent, stageId: number) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData('text/plain') || dragged.current);
    dragged.current = null;
    const lead = board.columns.flatMap((c) => c.cards).find((c) => c.id === id);
    if (lead) requestMove(lead, stageId);
  };

  return (
    <>
      <div style={{ display: 'flex', gap: 8, overflowX: 'auto', paddingBottom: 8, opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
        {board.columns.map((col) => (
          <section
            key={col.stage.id}
            aria-label={`${col.stage.name} 단계`}
            data-stage-code={col.stage.code}
            onDragOver={(e) => {
              if (!canWrite) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== col.stage.id) setOver(col.stage.id);
            }}
            onDragLeave={() => setOver((o) => (o === col.stage.id ? null : o))}
            onDrop={(e) => onDrop(e, col.stage.id)}
            style={{
              flex: '1 1 0',
              minWidth: 150,
              background: over === col.stage.id ? '#e6f4ff' : col.stage.category === 'WON' ? '#f6ffed' : col.stage.category === 'LOST' ? '#fafafa' : '#f5f7fa',
              border: over === col.stage.id ? '1px dashed #1677ff' : '1px solid #f0f0f0',
              borderRadius: 8,
              padding: 8,
              minHeight: 320,
            }}
          >
            <header style={{ marginBottom: 8 }}>
              <Flex justify="space-between" align="center">
                <Typography.Text strong>
                  {col.stage.name} <Typography.Text type="secondary">{col.count.toLocaleString('ko-KR')}건</Typography.Text>
                </Typography.Text>
                {col.stage.category === 'OPEN' && <Tag>{col.stage.defaultProbability}%</Tag>}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="column-sums">
                예상 {formatKRWShort(col.expectedAmount)} · 가중 {formatKRWShort(col.weightedAmount)}
              </Typography.Text>
            </header>
            <Space direction="vertical" size={8} style={{ width: '100%' }}>
              {col.cards.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={col.stage.category === 'OPEN' ? '리드 없음' : `최근 ${board.closedDays}일 없음`} />}
              {col.cards.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  meta={meta}
                  canWrite={canWrite}
                  onDragStart={(e) => {
                    dragged.current = lead.id;
                    e.dataTransfer.setData(DRAG_TYPE, String(lead.id));
                    e.dataTransfer.setData('text/plain', String(lead.id));
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onMove={(stageId) => requestMove(lead, stageId)}
                />
              ))}
              {col.moreYn === 'Y' && (
                <Button block size="small" loading={moreLoading === col.stage.id} onClick={() => void loadMore(col)}>
                  더 보기 ({(col.count - col.cards.length).toLocaleString('ko-KR')}건)
                </Button>
              )}
            </Space>
          </section>
        ))}
      </div>
      {qualifying && (
        <QualifyDialog
          open
          lead={qualifying.lead}
          stage={qualifying.stage}
          onCancel={() => {
            setBoard(qualifying.before);
            setQualifying(null);
          }}
          onDone={(saved) => {
            setQualifying(null);
            keepSaved(saved);
          }}
        />
      )}
      <LostReasonModal
        open={losing !== null}
        leadTitle={losing?.lead.title}
        reasons={meta.lostReasons}
        onCancel={() => setLosing(null)}
        onSubmit={(reason) => {
          const pending = losing;
          setLosing(null);
          if (pending) void commit(pending.lead, pending.stageId, reason);
        }}
      />
    </>
  );
}

type CardProps = { lead: Lead; meta: LeadMeta; canWrite: boolean; onDragStart: (e: DragEvent) => void; onMove: (stageId: number) => void };

function LeadCard({ lead, meta, canWrite, onDragStart, onMove }: CardProps) {
  const company = lead.customerName ?? lead.prospectCompany ?? '-';
  return (
    <article
      draggable={canWrite}
      onDragStart={onDragStart}
      data-lead-id={lead.id}
      aria-label={`리드 ${lead.leadNo} ${lead.title}`}
      style={{ background: '#fff', border: '1px solid #e8e8e8', borderRadius: 6, padding: 8, cursor: canWrite ? 'grab' : 'default' }}
    >
      <Flex justify="space-between" align="start" gap={4}>
        <Link to={`/lead/${lead.id}`} draggable={false} style={{ fontWeight: 500 }}>
          {lead.title}
        </Link>
        {canWrite && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: meta.stages.filter((s) => s.activeYn === 'Y' && s.id !== lead.stageId).map((s) => ({ key: String(s.id), label: `${josa(s.name, '으로/로')} 이동` })),
              onClick: ({ key }) => onMove(Number(key)),
            }}
          >
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`${lead.title} 단계 이동`} />
          </Dropdown>
        )}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
        {lead.leadNo} · {company}
      </Typography.Text>
      <Flex justify="space-between" style={{ marginTop: 4 }}>
        <Typography.Text strong>{formatKRWShort(lead.expectedAmount)}</Typography.Text>
        <Typography.Text type="secondary">{lead.probability}%</Typography.Text>
      </Flex>
      <Flex justify="space-between" align="center" style={{ marginTop: 4 }} wrap gap={4}>
        <Typography.Text type={lead.closeOverdueYn === 'Y' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {lead.closeOverdueYn === 'Y' && <WarningOutlined />} {formatDate(lead.expectedCloseDate)}
        </Typography.Text>
        <Space size={4}>
          {lead.priority === 'HIGH' && <Tag color={PRIORITY_COLORS.HIGH}>{PRIORITY_LABELS.HIGH}</Tag>}
          {lead.staleYn === 'Y' && (
            <Tooltip title="단계 변경 없이 기준일을 넘겼습니다">
              <Tag color="orange">정체</Tag>
            </Tooltip>
          )}
          {lead.contractNo && <Tag color="green">{lead.contractNo}</Tag>}
          <Typography.Text style={{ fontSize: 12 }}>{lead.ownerName ?? '-'}</Typography.Text>
        </Space>
      </Flex>
    </article>
  );
}
