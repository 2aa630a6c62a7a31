import type {
  ActionItem,
  ActionItemCreateBody,
  ActionItemListQuery,
  ActionItemStatus,
  ActionItemStatusBody,
  ActionItemUpdateBody,
} from '../../contracts/cross/actionItem';
import { http } from '../../http/client';
import { type Page, query, result } from './result';

export type { ActionItem, ActionItemPriority, ActionItemStatus } from '../../contracts/cross/actionItem';

/** The list's query as a screen holds it: statuses as codes, the record id as its address has it. */
export type ActionItemQuery = Omit<ActionItemListQuery, 'statusList' | 'targetId'> & { statusList?: ActionItemStatus[]; targetId?: string | number };

/** A new item; the record id as its address has it. */
export type ActionItemInput = Omit<ActionItemCreateBody, 'targetId'> & { targetId?: string | number };

/** GET /api/action-item?targetType&targetId&mineYn&statusList&page&size&sort */
export function fetchActionItems(q: ActionItemQuery): Promise<Page<ActionItem>> {
  return result(http.get('api/action-item', { searchParams: query(q) }));
}

/** POST /api/action-item */
export function createActionItem(input: ActionItemInput): Promise<ActionItem> {
  return result(http.post('api/action-item', { json: input }));
}

/** PUT /api/action-item/{id} */
export function updateActionItem(id: number, input: ActionItemUpdateBody & Pick<ActionItemInput, 'targetType' | 'targetId'>): Promise<ActionItem> {
  return result(http.put(`api/action-item/${id}`, { json: input }));
}

/** PUT /api/action-item/{id}/status */
export function changeActionItemStatus(id: number, input: ActionItemStatusBody): Promise<ActionItem> {
  return result(http.put(`api/action-item/${id}/status`, { json: input }));
}

/** DELETE /api/action-item/{id}?version= */
export async function deleteActionItem(id: number, version: number): Promise<void> {
  await http.delete(`api/action-item/${id}`, { searchParams: query({ version }) });
}
