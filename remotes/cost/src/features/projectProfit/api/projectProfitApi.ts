import { http } from '@dure/shared';
import { PROJECT_PROFIT_SORTS, type ProjectProfitDetail, type ProjectProfitDetailQuery, type ProjectProfitPage } from '@dure/shared/contracts/cost/profit';
import { PROJECT_STATUS } from '@dure/shared/contracts/okr/project';
import { month, thisYear } from '@dure/shared/dashboard';
import { type ListStateOf, defineListState, enumList, id, text, yn } from '@dure/shared/list-state';

export type { ProfitTotals, ProjectProfitDetail, ProjectProfitMonth, ProjectProfitPage, ProjectProfitPerson, ProjectProfitRow } from '@dure/shared/contracts/cost/profit';
export { PROJECT_STATUS };

/** 프로젝트 손익 list state: the address, the api query, saved views and the export. The period opens on this year. */
export const projectProfitList = defineListState({
  key: 'cost-project-profit-list',
  exportPath: 'api/project-profit/export.xlsx',
  fields: {
    keyword: text(),
    fromYm: month(thisYear().fromYm),
    toYm: month(thisYear().toYm),
    deptId: id(),
    pmUserId: id(),
    projectTypeId: id(),
    customerId: id(),
    statusList: enumList(PROJECT_STATUS.codes),
    includeInternalYn: yn(),
    provisionalYn: yn(),
  },
  sort: { initial: 'projectNo,desc', fields: PROJECT_PROFIT_SORTS },
});
export type ProjectProfitState = ListStateOf<typeof projectProfitList>;

const result = <T,>(r: { result: T }) => r.result;
const defined = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const projectProfitApi = {
  list: (state: ProjectProfitState) => http.get('api/project-profit', { searchParams: projectProfitList.apiQuery(state) }).json<{ result: ProjectProfitPage }>().then(result),
  detail: (projectId: number, query: ProjectProfitDetailQuery) => http.get(`api/project-profit/${projectId}`, { searchParams: defined(query) }).json<{ result: ProjectProfitDetail }>().then(result),
};
