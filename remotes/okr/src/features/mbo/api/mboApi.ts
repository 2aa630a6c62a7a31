import { http } from '@dure/shared';
import type { Page } from '@dure/shared/contracts';
import {
  MBO_HALF,
  MBO_STATUS,
  type MboAction,
  type MboCreateBody,
  type MboHalf,
  type MboItemInput,
  type MboScoreInput,
  type MboSheet,
  type MboSheetDetail,
  type MboStatus,
} from '@dure/shared/contracts/okr/mbo';
import { type ListStateOf, choice, defineListState, enumList, number, text } from '@dure/shared/list-state';

export type { MboAction, MboHalf, MboItem, MboItemInput, MboScoreInput, MboSheet, MboSheetDetail, MboStatus } from '@dure/shared/contracts/okr/mbo';

/** MBO list state: one definition for the address, the api query, saved views and the export. */
export const mboList = defineListState({
  key: 'mbo-list',
  exportPath: 'api/mbo/export.xlsx',
  fields: {
    keyword: text(),
    year: number(),
    half: choice<MboHalf>(MBO_HALF.codes),
    statusList: enumList<MboStatus>(MBO_STATUS.codes),
    scope: choice(['MINE', 'MEMBERS'] as const),
  },
  sort: { initial: 'period,desc', fields: ['period', 'userName', 'deptName', 'status', 'updatedAt'] },
});

export type MboQuery = ListStateOf<typeof mboList>;

const one = (p: Promise<{ result: MboSheetDetail }>) => p.then((r) => r.result);

export const mboApi = {
  list: (query: MboQuery) => http.get('api/mbo', { searchParams: mboList.apiQuery(query) }).json<{ result: Page<MboSheet> }>().then((r) => r.result),
  get: (id: number) => one(http.get(`api/mbo/${id}`).json()),
  create: (body: MboCreateBody) => one(http.post('api/mbo', { json: body }).json()),
  saveItems: (id: number, version: number, items: MboItemInput[]) => one(http.put(`api/mbo/${id}/items`, { json: { version, items } }).json()),
  saveScores: (id: number, version: number, items: MboScoreInput[]) => one(http.put(`api/mbo/${id}/scores`, { json: { version, items } }).json()),
  act: (id: number, version: number, action: MboAction, reason?: string) => one(http.post(`api/mbo/${id}/action`, { json: { action, version, reason: reason ?? null } }).json()),
};
