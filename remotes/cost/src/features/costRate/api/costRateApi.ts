import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import { JOB_GRADE } from '@dure/shared/contracts/admin/user';
import {
  COMMON_COST_BASES,
  COMMON_COST_RATE_SORTS,
  type CommonCostBasis,
  type CommonCostRate,
  type CommonCostRateBody,
  LABOR_COST_RATE_SORTS,
  LABOR_RATE_BASES,
  type LaborCostRate,
  type LaborCostRateBody,
  type LaborRateBasis,
  type RateLookup,
} from '@dure/shared/contracts/cost/costRate';
import { type ListStateOf, choice, day, defineListState, id, text } from '@dure/shared/list-state';

export type { CommonCostBasis, CommonCostRate, CommonCostRateBody, LaborCostRate, LaborCostRateBody, LaborRateBasis, RateLookup, RateRule } from '@dure/shared/contracts/cost/costRate';
export { CommonCostBasis as COMMON_BASIS, LaborRateBasis as LABOR_BASIS, MAX_HOURLY_RATE, RateRule as RATE_RULE, STANDARD_ANNUAL_HOURS } from '@dure/shared/contracts/cost/costRate';
export { JOB_GRADE };

/** The page's two tabs; the tab is kept in the address with either list's filters. */
export const COST_RATE_TABS = ['labor', 'common'] as const;
export type CostRateTab = (typeof COST_RATE_TABS)[number];
const tab = choice(COST_RATE_TABS, { addressOnly: true });

/** 인건비 단가 list state: the address, the api query, saved views and the export. */
export const laborRateList = defineListState({
  key: 'cost-labor-rate-list',
  exportPath: 'api/labor-cost-rate/export.xlsx',
  fields: {
    tab,
    keyword: text(),
    basis: choice<LaborRateBasis>(LABOR_RATE_BASES),
    jobGrade: choice(JOB_GRADE.codes),
    userId: id(),
    taskActivityId: id(),
    onDate: day(),
  },
  sort: { initial: 'validFrom,desc', fields: LABOR_COST_RATE_SORTS },
});
export type LaborRateQuery = ListStateOf<typeof laborRateList>;

/** 공통비율 list state. */
export const commonRateList = defineListState({
  key: 'cost-common-rate-list',
  exportPath: 'api/common-cost-rate/export.xlsx',
  fields: {
    tab,
    keyword: text(),
    basis: choice<CommonCostBasis>(COMMON_COST_BASES),
    deptId: id(),
    projectTypeId: id(),
    onDate: day(),
  },
  sort: { initial: 'validFrom,desc', fields: COMMON_COST_RATE_SORTS },
});
export type CommonRateQuery = ListStateOf<typeof commonRateList>;

const result = <T,>(r: { result: T }) => r.result;

export const costRateApi = {
  laborRates: (query: LaborRateQuery) => http.get('api/labor-cost-rate', { searchParams: laborRateList.apiQuery(query) }).json<{ result: Page<LaborCostRate> }>().then(result),
  createLabor: (input: LaborCostRateBody) => http.post('api/labor-cost-rate', { json: input }).json<{ result: LaborCostRate }>().then(result),
  updateLabor: (id: number, version: number, input: LaborCostRateBody) => http.put(`api/labor-cost-rate/${id}`, { json: { ...input, version } }).json<{ result: LaborCostRate }>().then(result),
  removeLabor: (id: number, version: number) => http.delete(`api/labor-cost-rate/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  lookup: (userId: number, date: string, taskActivityId: number | null) =>
    http.get('api/labor-cost-rate/lookup', { searchParams: { userId, date, ...(taskActivityId ? { taskActivityId } : {}) } }).json<{ result: RateLookup }>().then(result),
  commonRates: (query: CommonRateQuery) => http.get('api/common-cost-rate', { searchParams: commonRateList.apiQuery(query) }).json<{ result: Page<CommonCostRate> }>().then(result),
  createCommon: (input: CommonCostRateBody) => http.post('api/common-cost-rate', { json: input }).json<{ result: CommonCostRate }>().then(result),
  updateCommon: (id: number, version: number, input: CommonCostRateBody) => http.put(`api/common-cost-rate/${id}`, { json: { ...input, version } }).json<{ result: CommonCostRate }>().then(result),
  removeCommon: (id: number, version: number) => http.delete(`api/common-cost-rate/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};
