import type { Share, ShareBody } from '../../contracts/cross/share';
import { http } from '../../http/client';
import { type RecordRef, recordPath, result } from './result';

export type { Share, ShareGranteeType as GranteeType, SharePermission } from '../../contracts/cross/share';
export type ShareInput = ShareBody;

/** GET /api/share/{type}/{id} */
export function fetchShares(ref: RecordRef): Promise<Share[]> {
  return result(http.get(`api/share/${recordPath(ref)}`));
}

/** POST /api/share/{type}/{id} */
export function createShare(ref: RecordRef, input: ShareInput): Promise<Share> {
  return result(http.post(`api/share/${recordPath(ref)}`, { json: input }));
}

/** DELETE /api/share/{shareId} */
export async function deleteShare(shareId: number): Promise<void> {
  await http.delete(`api/share/${shareId}`);
}
