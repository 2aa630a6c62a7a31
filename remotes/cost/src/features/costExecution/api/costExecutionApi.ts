import { http } from '@dure/shared';
import type { Done, Page, Static } from '@dure/shared/contracts';
import {
  COST_BUDGET_SORTS,
  COST_EXECUTION_SORTS,
  COST_EXECUTION_STATUSES,
  type BudgetCheck,
  type CostBudget,
  type CostBudgetBody,
  type CostExecution,
  type CostExecutionAction,
  type CostExecutionActionBody,
  type CostExecutionBody,
} from '@dure/shared/contracts/cost/directCost';
import { type ListStateOf, choice, day, defineListState, enumList, id, number, text } from '@dure/shared/list-state';
import { formatKRW } from '@dure/shared/format';

export type { BudgetCheck, CostBudget, CostBudgetBody, CostExecution, CostExecutionAction, CostExecutionBody } from '@dure/shared/contracts/cost/directCost';
export { CostExecutionAction as EXECUTION_ACTION, CostExecutionStatus as EXECUTION_STATUS, PaymentMethod as PAYMENT_METHOD } from '@dure/shared/contracts/cost/directCost';

/** The page's two tabs (비용 집행, 예산); the tab is kept in the address. */
export const EXECUTION_TABS = ['execution', 'budget'] as const;
export type ExecutionTab = (typeof EXECUTION_TABS)[number];
const tab = choice(EXECUTION_TABS, { addressOnly: true });

/** 비용 집행 list state. */
export const executionList = defineListState({
  key: 'cost-execution-list',
  exportPath: 'api/cost-execution/export.xlsx',
  fields: { tab, keyword: text(), statusList: enumList(COST_EXECUTION_STATUSES), deptId: id(), projectId: id(), costAccountId: id(), fromDate: day(), toDate: day() },
  sort: { initial: 'plannedDate,desc', fields: COST_EXECUTION_SORTS },
});
export type ExecutionQuery = ListStateOf<typeof executionList>;

/** 예산 list state. */
export const budgetList = defineListState({
  key: 'cost-budget-list',
  exportPath: 'api/cost-budget/export.xlsx',
  fields: { tab, year: number(), deptId: id(), projectId: id(), costAccountId: id() },
  sort: { initial: 'year,desc', fields: COST_BUDGET_SORTS },
});
export type BudgetQuery = ListStateOf<typeof budgetList>;

const result = <T,>(r: { result: T }) => r.result;

export const costExecutionApi = {
  list: (query: ExecutionQuery) => http.get('api/cost-execution', { searchParams: executionList.apiQuery(query) }).json<{ result: Page<CostExecution> }>().then(result),
  create: (input: CostExecutionBody) => http.post('api/cost-execution', { json: input }).json<{ result: CostExecution }>().then(result),
  update: (id: number, version: number, input: CostExecutionBody) => http.put(`api/cost-execution/${id}`, { json: { ...input, version } }).json<{ result: CostExecution }>().then(result),
  remove: (id: number, version: number) => http.delete(`api/cost-execution/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
  act: (id: number, action: CostExecutionAction, body: CostExecutionActionBody) => http.post(`api/cost-execution/${id}/${action}`, { json: body }).json<{ result: CostExecution }>().then(result),
  budgetCheck: (q: { deptId: number; projectId?: number | null; costAccountId: number; plannedDate: string; requestedAmount?: number | null; excludeId?: number | null }) =>
    http
      .get('api/cost-execution/budget-check', {
        searchParams: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== null && v !== undefined && v !== '')) as Record<string, string | number>,
      })
      .json<{ result: BudgetCheck }>()
      .then(result),
  budgets: (query: BudgetQuery) => http.get('api/cost-budget', { searchParams: budgetList.apiQuery(query) }).json<{ result: Page<CostBudget> }>().then(result),
  createBudget: (input: CostBudgetBody) => http.post('api/cost-budget', { json: input }).json<{ result: CostBudget }>().then(result),
  updateBudget: (id: number, version: number, input: CostBudgetBody) => http.put(`api/cost-budget/${id}`, { json: { ...input, version } }).json<{ result: CostBudget }>().then(result),
  removeBudget: (id: number, version: number) => http.delete(`api/cost-budget/${id}`, { searchParams: { version } }).json<Static<typeof Done>>(),
};

/** What the form says of a budget check: nothing without a budget figure, a warning over it, a block on a controlled account. */
export function budgetNotice(check: BudgetCheck | undefined, requested: number | null | undefined): { type: 'info' | 'warning' | 'error'; text: string } | null {
  if (!check) return null;
  const figures = `예산 ${formatKRW(check.budgetAmount)} − 승인 미집행 ${formatKRW(check.committed)} − 집행 ${formatKRW(check.executed)} = 남은 예산 ${formatKRW(check.remaining)}`;
  const over = (requested ?? 0) > check.remaining;
  if (!over) return { type: 'info', text: figures };
  if (check.budgetControlYn === 'Y') return { type: 'error', text: `${figures}. 예산 통제 계정이라 초과하면 승인 요청이 막히고, 관리자가 사유를 남겨 초과 승인해야 합니다.` };
  return { type: 'warning', text: `${figures}. 요청 금액이 남은 예산을 넘습니다.` };
}
