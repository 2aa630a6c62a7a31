import { DndContext, DragOverlay, MeasuringStrategy, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { errorMessage, httpStatus, useCan } from '@dure/shared';
import { Alert, App, Button, Skeleton } from 'antd';
import { josaOf } from '@dure/shared/format';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useLayoutEffect, useState } from 'react';
import { type Kanban, type KanbanColumn as Column, type Lead, type LeadDetail, type LeadFilters, type LeadMeta, type Stage, leadApi } from '../api/leadApi';
import { LEAD_LISTS_KEY, leadDetailQuery } from '../api/leadDetailQuery';
import { leadKanbanQuery } from '../api/leadQueries';
import { REOPEN_NEEDS_MANAGE, needsQualify, stageChangeConfirm, stageMoveProblem, weighted } from '../stageRules';
import { KanbanColumn } from './KanbanColumn';
import { type CardData, KANBAN_ANNOUNCEMENTS, KANBAN_INSTRUCTIONS, columnCollision, useKeyboardMove } from './kanbanDnd';
import { LeadCard, LeadCardPreview } from './LeadCard';
import { type LostReason, LostReasonModal } from './LostReasonModal';
import { QualifyDialog } from './QualifyDialog';

const CARDS = 20;
/** The board never gets shorter than this, however small the window. */
const MIN_BOARD_HEIGHT = 360;
/** Room under the board for the page's own bottom padding. */
const BOTTOM_GAP = 24;
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN: CSSProperties = { position: 'fixed', width: 1, height: 1, margin: -1, padding: 0, border: 0, overflow: 'hidden', clipPath: 'inset(100%)', whiteSpace: 'nowrap' };

type Props = { filters: LeadFilters; meta: LeadMeta; canWrite: boolean; reloadToken?: number };
/** Moves a card between columns in a board copy, keeping the column sums right. */
export function moveCard(board: Kanban, leadId: number, toStageId: number, probability: number): Kanban {
  const card = board.columns.flatMap((c) => c.cards).find((c) => c.id === leadId);
  if (!card) return board;
  const moved: Lead = { ...card, stageId: toStageId, probability, weightedAmount: weighted(card.expectedAmount, probability) };
  return {
    ...board,
    columns: board.columns.map((col): Column => {
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

/** The board fills the window below its top edge, so each column scrolls on its own instead of the page growing. */
function useHeightToWindowBottom() {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    if (!node) return;
    const measure = () => setHeight(Math.max(MIN_BOARD_HEIGHT, window.innerHeight - (node.getBoundingClientRect().top + window.scrollY) - BOTTOM_GAP));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [node]);
  return [setNode, height, node] as const;
}

/**
 * 파이프라인 칸반: columns of a fixed width in a board that scrolls sideways, each column scrolling under its
 * header. A card moves by pointer or touch (dnd-kit), by keyboard (Space, ←/→ one stage a press, Space; our own, see
 * useKeyboardMove) or by its menu; the move shows at once,
 * then asks as the lead's page does (변경 confirmation, 실주 reason, 고객사 지정 for a prospect) and rolls
 * back when cancelled or refused.
 */
export function LeadKanban({ filters, meta, canWrite, reloadToken }: Props) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const canManage = useCan('LEAD_MANAGEMENT', 'WRITE');
  // A newer filter's answer replaces the board; the old one stays on screen, dimmed, until it comes.
  const boardQuery = useQuery({ ...leadKanbanQuery(filters, CARDS, reloadToken), placeholderData: keepPreviousData });
  const board = boardQuery.data ?? null;
  const loading = boardQuery.isFetching;
  /** Edits the board as shown (a move before the api answers, more cards, the saved card). */
  const setBoard = (update: Kanban | ((current: Kanban) => Kanban)) =>
    queryClient.setQueryData(leadKanbanQuery(filters, CARDS, reloadToken).queryKey, (current) => (current && typeof update === 'function' ? update(current) : (update as Kanban)));
  const [losing, setLosing] = useState<{ lead: Lead; stageId: number; before: Kanban } | null>(null);
  const [qualifying, setQualifying] = useState<{ lead: Lead; stage: Stage; before: Kanban } | null>(null);
  const [moreLoading, setMoreLoading] = useState<number | null>(null);
  const [dragged, setDragged] = useState<Lead | null>(null);
  const [boardRef, boardHeight, boardNode] = useHeightToWindowBottom();
  const sensors = useSensors(
    // A press without movement stays a click (it opens the lead); a touch must rest a moment so the board still scrolls.
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const keyboard = useKeyboardMove(board?.columns.map((c) => c.stage) ?? [], (lead, stageId) => requestMove(lead, stageId));
  const target = keyboard.move && board?.columns[keyboard.move.at];

  const stageOf = (id: number) => meta.stages.find((s) => s.id === id);

  /**
   * Gives the card focus again once its move is settled or rolled back: it is drawn anew in its column, and a
   * keyboard user would otherwise be left at the top of the page.
   */
  function refocus(leadId: number, frames = 10) {
    const card = boardNode?.querySelector<HTMLElement>(`[data-lead-id="${leadId}"]`);
    if (card?.isConnected && document.activeElement !== card) card.focus();
    else if (frames > 0) requestAnimationFrame(() => refocus(leadId, frames - 1));
  }

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

  async function commit(lead: Lead, to: Stage, before: Kanban, reason?: LostReason) {
    try {
      keepSaved(await leadApi.changeStage(lead.id, { stageId: to.id, version: lead.version, ...reason }));
      message.success(`'${lead.title}'${josaOf(lead.title, '을/를')} ${to.name} 단계로 옮겼습니다.`);
    } catch (e) {
      setBoard(before);
      message.error(`단계를 옮기지 못했습니다: ${errorMessage(e)}`);
      // Someone else changed the lead: the board reads it again so the next move starts from what is saved.
      if (httpStatus(e) === 409) void boardQuery.refetch();
    }
  }

  function requestMove(lead: Lead, stageId: number) {
    const to = stageOf(stageId);
    if (!to || !board || lead.stageId === stageId) return;
    const problem = stageMoveProblem(lead, to) ?? (lead.stageCategory !== 'OPEN' && to.category !== 'LOST' && !canManage ? REOPEN_NEEDS_MANAGE : null);
    if (problem) {
      message.warning(problem);
      return;
    }
    const before = board;
    setBoard(moveCard(board, lead.id, stageId, shownProbability(to)));
    if (needsQualify(lead, meta.stages, to)) setQualifying({ lead, stage: to, before });
    else if (to.category === 'LOST') setLosing({ lead, stageId, before });
    else
      modal.confirm({
        ...stageChangeConfirm(lead.stageCategory, to),
        onOk: () => commit(lead, to, before).finally(() => refocus(lead.id)),
        onCancel: () => {
          setBoard(before);
          refocus(lead.id);
        },
      });
  }

  async function loadMore(col: Column) {
    setMoreLoading(col.stage.id);
    try {
      const next = await leadApi.kanban(filters, { limit: CARDS, stageId: col.stage.id, offset: col.cards.length });
      const extra = next.columns[0];
      setBoard((current) => ({
        ...current,
        columns: current.columns.map((c) => (c.stage.id === col.stage.id && extra ? { ...c, cards: [...c.cards, ...extra.cards.filter((x) => !c.cards.some((y) => y.id === x.id))], moreYn: extra.moreYn } : c)),
      }));
    } catch (e) {
      message.error(`카드를 더 불러오지 못했습니다: ${errorMessage(e)}`);
    } finally {
      setMoreLoading(null);
    }
  }

  if (boardQuery.isError)
    return <Alert type="error" showIcon message="파이프라인을 불러오지 못했습니다" description={errorMessage(boardQuery.error)} action={<Button onClick={() => void boardQuery.refetch()}>다시 시도</Button>} />;
  if (!board) return <Skeleton active />;

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={columnCollision}
        // The board and the columns scroll while a card moves: the columns' places are read again as it goes.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements: KANBAN_ANNOUNCEMENTS, screenReaderInstructions: KANBAN_INSTRUCTIONS }}
        onDragStart={({ active }) => {
          keyboard.cancel();
          setDragged((active.data.current as CardData | undefined)?.lead ?? null);
        }}
        onDragCancel={() => setDragged(null)}
        onDragEnd={({ active, over }) => {
          setDragged(null);
          const lead = (active.data.current as CardData | undefined)?.lead;
          if (lead && over) requestMove(lead, Number(over.id));
        }}
      >
        <div
          ref={boardRef}
          role="group"
          aria-label="파이프라인 보드"
          aria-busy={loading}
          style={{ display: 'flex', alignItems: 'stretch', gap: 12, maxWidth: '100%', minWidth: 0, height: boardHeight, overflowX: 'auto', overflowY: 'hidden', paddingBottom: 8, opacity: loading ? 0.6 : 1 }}
        >
          {board.columns.map((col) => (
            <KanbanColumn
              key={col.stage.id}
              col={col}
              closedDays={board.closedDays}
              loadingMore={moreLoading === col.stage.id}
              onMore={() => void loadMore(col)}
              targeted={target === col}
              incoming={target === col && keyboard.move && keyboard.move.lead.stageId !== col.stage.id ? keyboard.move.lead : undefined}
            >
              {col.cards.map((lead) => (
                <LeadCard
                  key={lead.id}
                  lead={lead}
                  meta={meta}
                  canWrite={canWrite}
                  onMove={(stageId) => requestMove(lead, stageId)}
                  lifted={keyboard.move?.lead.id === lead.id}
                  onMoveKey={(event) => keyboard.onKey(lead, event)}
                  onBlur={keyboard.cancel}
                />
              ))}
            </KanbanColumn>
          ))}
        </div>
        <DragOverlay>{dragged ? <LeadCardPreview lead={dragged} /> : null}</DragOverlay>
      </DndContext>
      <div role="status" aria-live="assertive" aria-atomic style={VISUALLY_HIDDEN}>
        {keyboard.said}
      </div>
      {qualifying && (
        <QualifyDialog
          open
          lead={qualifying.lead}
          stage={qualifying.stage}
          onCancel={() => {
            setBoard(qualifying.before);
            setQualifying(null);
            refocus(qualifying.lead.id);
          }}
          onDone={(saved) => {
            setQualifying(null);
            keepSaved(saved);
            refocus(saved.id);
          }}
        />
      )}
      <LostReasonModal
        open={losing !== null}
        leadTitle={losing?.lead.title}
        reasons={meta.lostReasons}
        onCancel={() => {
          if (losing) {
            setBoard(losing.before);
            refocus(losing.lead.id);
          }
          setLosing(null);
        }}
        onSubmit={(reason) => {
          const pending = losing;
          setLosing(null);
          const to = pending && stageOf(pending.stageId);
          if (pending && to) void commit(pending.lead, to, pending.before, reason).finally(() => refocus(pending.lead.id));
        }}
      />
    </>
  );
}
