import { http } from '../../http/client';
import { type Page, type PageQuery, query, result } from './result';

export type ActionItemPriority = 'HIGH' | 'MEDIUM' | 'LOW';
export type ActionItemStatus = 'OPEN' | 'DONE' | 'CANCELED';

export type ActionItem = {
  id: number;
  title: string;
  assigneeId: number;
  assigneeName: string;
  dueDate: string | null;
  priority: ActionItemPriority;
  status: ActionItemStatus;
  overdueYn: 'Y' | 'N';
  targetType: string | null;
  targetId: string | number | null;
  version: number;
  createdAt: string;
};

export type ActionItemQuery = PageQuery & {
  targetType?: string;
  targetId?: string | number;
  mineYn?: 'Y';
  statusList?: ActionItemStatus[];
  sort?: string;
};

export type ActionItemInput = {
  title: string;
  assigneeId: number;
  dueDate?: string | null;
  priority: ActionItemPriority;
  targetType?: string;
  targetId?: string | number;
};

/** GET /api/action-item?targetType&targetId&mineYn&statusList&page&size&sort */
export function fetchActionItems(q: ActionItemQuery): Promise<Page<ActionItem>> {
  return result(http.get('api/action-item', { searchParams: query(q) }));
}

/** POST /api/action-item */
export function createActionItem(input: ActionItemInput): Promise<ActionItem> {
  return result(http.post('api/action-item', { json: input }));
}

/** PUT /api/action-item/{id} */
export function updateActionItem(id: number, input: ActionItemInput & { version: number }): Promise<ActionItem> {
  return result(http.put(`api/action-item/${id}`, { json: input }));
}

/** PUT /api/action-item/{id}/status */
export function changeActionItemStatus(id: number, input: { status: ActionItemStatus; version: number }): Promise<ActionItem> {
  return result(http.put(`api/action-item/${id}/status`, { json: input }));
}

/** DELETE /api/action-item/{id}?version= */
export async function deleteActionItem(id: number, version: number): Promise<void> {
  await http.delete(`api/action-item/${id}`, { searchParams: query({ version }) });
}
