import type { Announcements, CollisionDetection, KeyboardCoordinateGetter, ScreenReaderInstructions } from '@dnd-kit/core';
import { pointerWithin, rectIntersection } from '@dnd-kit/core';
import type { Lead, Stage } from '../api/leadApi';

/** What a board card and column carry for dnd-kit (announcements and the drop read them). */
export type CardData = { lead: Lead };
export type ColumnData = { stage: Pick<Stage, 'id' | 'name'> };

const leadOf = (data: unknown) => (data as Partial<CardData> | undefined)?.lead;
const stageOf = (data: unknown) => (data as Partial<ColumnData> | undefined)?.stage;

/** Read out when a card gets keyboard focus. */
export const KANBAN_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable: '단계를 옮기려면 스페이스 키로 카드를 들고, 왼쪽·오른쪽 화살표 키로 단계를 고른 뒤 스페이스 키로 놓으세요. Esc 키는 이동을 취소합니다. 엔터 키는 리드를 엽니다.',
};

/** Korean screen-reader announcements for a card being moved between stage columns. */
export const KANBAN_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => {
    const lead = leadOf(active.data.current);
    return lead ? `'${lead.title}' 카드를 들었습니다. 현재 단계는 ${lead.stageName}입니다.` : undefined;
  },
  onDragOver: ({ active, over }) => {
    const lead = leadOf(active.data.current);
    const stage = stageOf(over?.data.current);
    // Over its own column (as when just lifted) there is nothing new to say.
    if (!lead || stage?.id === lead.stageId) return undefined;
    return stage ? `'${lead.title}' 카드가 ${stage.name} 단계 위에 있습니다.` : `'${lead.title}' 카드가 단계 밖에 있습니다.`;
  },
  onDragEnd: ({ active, over }) => {
    const lead = leadOf(active.data.current);
    const stage = stageOf(over?.data.current);
    if (!lead) return undefined;
    if (!stage || stage.id === lead.stageId) return `'${lead.title}' 카드를 ${lead.stageName} 단계에 그대로 두었습니다.`;
    return `'${lead.title}' 카드를 ${stage.name} 단계에 놓았습니다. 변경을 확인해 주세요.`;
  },
  onDragCancel: ({ active }) => {
    const lead = leadOf(active.data.current);
    return lead ? `이동을 취소했습니다. '${lead.title}' 카드는 ${lead.stageName} 단계에 있습니다.` : undefined;
  },
};

/** The column under the pointer; with the keyboard (no pointer) the column the moved card overlaps most. */
export const columnCollision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

/**
 * Left and right arrows carry a lifted card to the middle of the previous or next column, so one key press is
 * one stage (the default getter moves 25 px at a time). Other keys do nothing: a column has no order to keep.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, collisionRect, over }, currentCoordinates }) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = [...droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  let at = columns.findIndex(([id]) => id === over?.id);
  if (at < 0) at = columns.findIndex(([, rect]) => centre >= rect.left && centre < rect.right);
  const target = columns[at + step];
  if (!target) return currentCoordinates;
  const [, rect] = target;
  return { x: rect.left + (rect.width - collisionRect.width) / 2, y: Math.max(rect.top, currentCoordinates.y) };
};
