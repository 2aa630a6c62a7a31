import { queryOptions } from '@tanstack/react-query';
import { managementApi } from './managementApi';

/** The team review board (person × week) of the weeks and department. */
export const activityBoardQuery = (fromWeek: string, toWeek: string, deptId: number | null) =>
  queryOptions({ queryKey: ['crm-management', 'board', fromWeek, toWeek, deptId], queryFn: () => managementApi.board(fromWeek, toWeek, deptId) });

/** A person's completed activities of the period, for the feedback drawer. */
export const doneRecordsQuery = (ownerUserId: number, fromDate: string, toDate: string) =>
  queryOptions({ queryKey: ['crm-management', 'done-records', ownerUserId, fromDate, toDate], queryFn: () => managementApi.records(ownerUserId, fromDate, toDate) });

/** Every activity type code, inactive ones included (the editor's list). */
export const TYPE_CODES_KEY = ['crm-management', 'type-codes'] as const;
export const typeCodesQuery = () => queryOptions({ queryKey: TYPE_CODES_KEY, queryFn: () => managementApi.types() });
