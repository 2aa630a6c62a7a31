import type { Announcements, CollisionDetection, ScreenReaderInstructions } from '@dnd-kit/core';
import { pointerWithin, rectIntersection } from '@dnd-kit/core';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { Lead, Stage } from '../api/leadApi';

/** What a board card and column carry for dnd-kit (announcements and the drop read them). */
export type CardData = { lead: Lead };
export type ColumnData = { stage: Pick<Stage, 'id' | 'name'> };
type StageName = Pick<Stage, 'id' | 'name'>;

const leadOf = (data: unknown) => (data as Partial<CardData> | undefined)?.lead;
const stageOf = (data: unknown) => (data as Partial<ColumnData> | undefined)?.stage;

/** Read out when a card gets keyboard focus. */
export const KANBAN_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: '단계를 옮기려면 스페이스 키로 카드를 들고, 왼쪽·오른쪽 화살표 키로 단계를 고른 뒤 스페이스 키로 놓으세요. Esc 키는 이동을 취소합니다. 엔터 키는 리드를 엽니다.',
};

/** What the board says as a card moves, by pointer or keyboard alike. */
export const kanbanSays = {
  lifted: (lead: Lead) => `'${lead.title}' 카드를 들었습니다. 현재 단계는 ${lead.stageName}입니다.`,
  over: (lead: Lead, stage: StageName | undefined) => (stage ? `'${lead.title}' 카드가 ${stage.name} 단계 위에 있습니다.` : `'${lead.title}' 카드가 단계 밖에 있습니다.`),
  dropped: (lead: Lead, stage: StageName | undefined) =>
    !stage || stage.id === lead.stageId ? `'${lead.title}' 카드를 ${lead.stageName} 단계에 그대로 두었습니다.` : `'${lead.title}' 카드를 ${stage.name} 단계에 놓았습니다. 변경을 확인해 주세요.`,
  cancelled: (lead: Lead) => `이동을 취소했습니다. '${lead.title}' 카드는 ${lead.stageName} 단계에 있습니다.`,
};

/** Korean screen-reader announcements for a card dragged between stage columns by pointer or touch. */
export const KANBAN_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const lead = leadOf(active.data.current);
    return lead && kanbanSays.lifted(lead);
  },
  onDragOver: ({ active, over }) => {
    const lead = leadOf(active.data.current);
    const stage = stageOf(over?.data.current);
    // Over its own column (as when just lifted) there is nothing new to say.
    if (!lead || stage?.id === lead.stageId) return undefined;
    return kanbanSays.over(lead, stage);
  },
  onDragEnd: ({ active, over }) => {
    const lead = leadOf(active.data.current);
    return lead && kanbanSays.dropped(lead, stageOf(over?.data.current));
  },
  onDragCancel: ({ active }) => {
    const lead = leadOf(active.data.current);
    return lead && kanbanSays.cancelled(lead);
  },
};

/** The column under the pointer (or finger); else the column the dragged card overlaps most. */
export const columnCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/** The column an arrow press picks: the next or previous one, staying at the first or last. */
export function stepColumn(at: number, step: number, count: number): number {
  return Math.min(Math.max(at + step, 0), count - 1);
}

/** A card lifted by keyboard: the column (its place on the board) it would be dropped into. */
export type KeyboardMove = { lead: Lead; at: number };

const isSpace = (event: KeyboardEvent) => event.code === 'Space' || event.key === ' ';

/**
 * Moving a card by keyboard, without dnd-kit (whose keyboard sensor moves the card by coordinates, scrolls the
 * board instead of moving when the next column is off-screen, and reads the column the card is over only after
 * React renders). Space lifts the focused card, each ← / → picks exactly one column however fast it is pressed
 * (the pick is kept in a ref, not read back from a render), Space or Enter drops it (`onDrop`, only for another
 * column), Esc or leaving the card cancels. `said` is what the live region reads out.
 */
export function useKeyboardMove(stages: StageName[], onDrop: (lead: Lead, stageId: number) => void) {
  const [move, setMove] = useState<KeyboardMove | null>(null);
  const current = useRef<KeyboardMove | null>(null);
  const [said, setSaid] = useState('');
  const set = (next: KeyboardMove | null, text: string) => {
    current.current = next;
    setMove(next);
    setSaid(text);
  };

  /** Handles a key pressed on a card; true when it was a move's key. */
  function onKey(lead: Lead, event: KeyboardEvent<HTMLElement>): boolean {
    const lifted = current.current?.lead.id === lead.id ? current.current : null;
    // A held Space or Enter repeats: only its first press lifts or drops.
    if (event.repeat && (isSpace(event) || event.key === 'Enter')) {
      if (lifted || isSpace(event)) event.preventDefault();
      return lifted !== null || isSpace(event);
    }
    if (!lifted) {
      if (!isSpace(event)) return false;
      event.preventDefault();
      const at = stages.findIndex((s) => s.id === lead.stageId);
      if (at >= 0) set({ lead, at }, kanbanSays.lifted(lead));
      return true;
    }
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      const at = stepColumn(lifted.at, event.key === 'ArrowRight' ? 1 : -1, stages.length);
      if (at !== lifted.at) set({ lead, at }, kanbanSays.over(lead, stages[at]));
      return true;
    }
    if (isSpace(event) || event.key === 'Enter') {
      event.preventDefault();
      const to = stages[lifted.at];
      set(null, kanbanSays.dropped(lead, to));
      if (to && to.id !== lead.stageId) onDrop(lead, to.id);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      set(null, kanbanSays.cancelled(lead));
      return true;
    }
    // Tab and the rest keep their meaning; leaving the card cancels (`cancel`).
    return false;
  }

  /** Puts a lifted card back (its focus left it, or a pointer drag began). */
  function cancel() {
    const lifted = current.current;
    if (lifted) set(null, kanbanSays.cancelled(lifted.lead));
  }

  return { move, said, onKey, cancel };
}
