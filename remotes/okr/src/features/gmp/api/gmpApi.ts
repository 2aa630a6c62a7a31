import { http } from '@dure/shared';
import type { Done, Static } from '@dure/shared/contracts';
import { GMP_NODE_TYPE, GMP_STATUS, type GmpNode, type GmpNodeBody, type GmpNodeType, type GmpStatus, type GmpTree } from '@dure/shared/contracts/okr/gmp';

export type { GmpNode, GmpNodeType, GmpStatus, GmpTree } from '@dure/shared/contracts/okr/gmp';
export { GMP_CHILD_TYPE, GMP_LIMITS } from '@dure/shared/contracts/okr/gmp';

export const TYPE_LABELS = GMP_NODE_TYPE.labels;
export const STATUSES = GMP_STATUS.codes;
export const STATUS_LABELS = GMP_STATUS.labels;
export const STATUS_COLORS: Record<GmpStatus, string> = { PLANNED: 'default', IN_PROGRESS: 'processing', DONE: 'success', DROPPED: 'error' };
export const TYPE_COLORS: Record<GmpNodeType, string> = { PLAN: 'blue', INITIATIVE: 'cyan', ACTION: 'geekblue' };

export type GmpInput = Partial<GmpNodeBody>;

const result = <T,>(r: { result: T }) => r.result;

export const gmpApi = {
  tree: (segmentId: number, year: number) => http.get('api/gmp/tree', { searchParams: { segmentId, year } }).json<{ result: GmpTree }>().then(result),
  create: (input: GmpInput) => http.post('api/gmp', { json: input }).json<{ result: GmpNode }>().then(result),
  update: (id: number, input: GmpInput & { version: number }) => http.put(`api/gmp/${id}`, { json: input }).json<{ result: GmpNode }>().then(result),
  move: (id: number, parentId: number | null, index: number, version: number) =>
    http.put(`api/gmp/${id}/move`, { json: { parentId, index, version } }).json<{ result: GmpNode }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/gmp/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
