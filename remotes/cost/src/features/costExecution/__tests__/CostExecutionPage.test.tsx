import { sessionStore, userInfoAtom } from '@dure/shared';
import { onePage, renderScreen } from '@dure/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { type BudgetCheck, type CostExecution, budgetNotice, costExecutionApi } from '../api/costExecutionApi';
import CostExecutionManagementPage from '../components/CostExecutionManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/costExecutionApi', () => ({
  ...jest.requireActual('../api/costExecutionApi'),
  costExecutionApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn(), act: jest.fn(), budgetCheck: jest.fn(), budgets: jest.fn(), createBudget: jest.fn(), updateBudget: jest.fn(), removeBudget: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, HistoryDialog: () => null, ProjectPicker: () => null, DepartmentSelect: () => null }));
const api = costExecutionApi as jest.Mocked<typeof costExecutionApi>;

const check = (over: Partial<BudgetCheck>): BudgetCheck => ({ budgetId: 1, budgetAmount: 1_000_000, committed: 300_000, executed: 150_000, remaining: 550_000, overrunYn: 'N', budgetControlYn: 'Y', ...over });
const exec = (over: Partial<CostExecution>): CostExecution =>
  ({
    id: 1,
    executionNo: 'CE-202611-0001',
    deptId: 3,
    deptName: '재무팀',
    projectId: 10,
    projectName: '스마트팩토리',
    costAccountId: 5,
    costAccountName: '외주 개발비',
    directYn: 'Y',
    title: '외주 착수금',
    requestedAmount: 600_000,
    plannedDate: '2026-11-20',
    payee: '(주)코드',
    paymentMethod: 'TRANSFER',
    executedAmount: null,
    executedDate: null,
    status: 'DRAFT',
    overrideReason: null,
    overrideByName: null,
    overrideAt: null,
    rejectReason: null,
    requestedAt: null,
    requestedBy: null,
    requestedByName: null,
    decidedAt: null,
    decidedByName: null,
    directCostId: null,
    budget: check({ overrunYn: 'Y' }),
    ownerUserId: 1,
    ownerUserName: '오민석',
    createdAt: '2026-11-20T00:00:00+09:00',
    updatedAt: '2026-11-20T00:00:00+09:00',
    version: 0,
    ...over,
  }) as CostExecution;

beforeEach(() => {
  jest.resetAllMocks();
  act(() => sessionStore.set(userInfoAtom, { id: 1, username: 'finance', name: '오민석' }));
});

it('says what remains of the budget: the figures, a warning over it, a block on a controlled account', () => {
  expect(budgetNotice(check({}), 500_000)).toEqual({ type: 'info', text: '예산 1,000,000원 − 승인 미집행 300,000원 − 집행 150,000원 = 남은 예산 550,000원' });
  expect(budgetNotice(check({ budgetControlYn: 'N' }), 600_000)?.type).toBe('warning');
  expect(budgetNotice(check({}), 600_000)?.type).toBe('error');
  expect(budgetNotice(undefined, 1)).toBeNull();
});

it('marks overruns; only an admin gets the override on a blocked execution; the requester cannot approve their own', async () => {
  api.list.mockResolvedValue(
    onePage([
      exec({}),
      exec({ id: 2, executionNo: 'CE-202611-0002', title: '내 요청', status: 'REQUESTED', requestedBy: 1, overrideReason: '계약 변경', overrideByName: '관리자' }),
      exec({ id: 3, executionNo: 'CE-202611-0003', title: '잔금 지급', status: 'EXECUTED', executedAmount: 500_000, executedDate: '2026-11-21', directCostId: 9, budget: check({}) }),
    ]),
  );
  const view = renderScreen(<CostExecutionManagementPage />, { path: '/cost-execution/management', authorities: ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_READ', 'ROLE_COST_EXECUTION_MANAGEMENT_WRITE'] });
  const row = async (text: string) => within((await screen.findByText(text, {}, slow)).closest('tr')!);
  expect((await row('외주 착수금')).getByText('예산 초과 (통제)')).toBeTruthy();
  expect((await row('외주 착수금')).queryByRole('button', { name: '초과 승인 요청' })).toBeNull();
  expect(((await row('내 요청')).getByRole('button', { name: '승인' }) as HTMLButtonElement).disabled).toBe(true);
  expect((await row('내 요청')).getByText('초과 승인')).toBeTruthy();
  expect((await row('잔금 지급')).getByText('직접비')).toBeTruthy();
  view.unmount();
  renderScreen(<CostExecutionManagementPage />, { path: '/cost-execution/management', authorities: ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_READ', 'ROLE_COST_EXECUTION_MANAGEMENT_WRITE', 'ROLE_COST_EXECUTION_MANAGEMENT_ADMIN'] });
  expect((await row('외주 착수금')).getByRole('button', { name: '초과 승인 요청' })).toBeTruthy();
});
