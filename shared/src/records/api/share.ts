import { http } from '../../http/client';
import { type RecordRef, recordPath, result } from './result';

export type GranteeType = 'USER' | 'DEPT';
export type SharePermission = 'READ' | 'WRITE';

export type Share = {
  id: number;
  granteeType: GranteeType;
  granteeId: number;
  granteeName: string;
  permission: SharePermission;
  expiresAt: string | null;
  createdByName: string | null;
  createdAt: string;
};

export type ShareInput = { granteeType: GranteeType; granteeId: number; permission: SharePermission; expiresAt?: string };

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
