import { queryOptions } from '@tanstack/react-query';
import type { LeaveCreateBody, LeaveList, LeaveRecord } from '../../contracts/admin/leave';
import { http } from '../../http/client';
import { result } from '../api/result';

export type { LeaveCreateBody, LeaveEntitlement, LeaveList, LeaveRecord } from '../../contracts/admin/leave';

/** 휴가 (DOMAIN §8 LeaveRecord): /api/leave. */
export const leaveApi = {
  /** A person's leave touching the year, with the entitlement summary; no userId = the caller's own. */
  list: (userId: number | undefined, year: number) => result<LeaveList>(http.get('api/leave', { searchParams: { ...(userId ? { userId } : {}), year } })),
  pending: () => result<LeaveRecord[]>(http.get('api/leave/pending')),
  create: (body: LeaveCreateBody) => result<LeaveRecord>(http.post('api/leave', { json: body })),
  approve: (leave: LeaveRecord) => result<LeaveRecord>(http.put(`api/leave/${leave.id}/approve`, { json: { version: leave.version } })),
  reject: (leave: LeaveRecord, reason: string) => result<LeaveRecord>(http.put(`api/leave/${leave.id}/reject`, { json: { version: leave.version, reason } })),
  cancel: (leave: LeaveRecord) => result<LeaveRecord>(http.put(`api/leave/${leave.id}/cancel`, { json: { version: leave.version } })),
};

/** Every leave query starts with this key: a change anywhere refreshes them all (a decision moves the summary too). */
export const LEAVE_KEY = 'leave';
export const leaveListQuery = (userId: number | undefined, year: number) =>
  queryOptions({ queryKey: [LEAVE_KEY, 'list', userId ?? 'me', year], queryFn: () => leaveApi.list(userId, year) });
export const leavePendingQuery = () => queryOptions({ queryKey: [LEAVE_KEY, 'pending'], queryFn: () => leaveApi.pending() });
