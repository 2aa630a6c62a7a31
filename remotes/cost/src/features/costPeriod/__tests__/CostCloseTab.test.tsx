import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type CostPeriod, type CostPeriodChecklist, costPeriodApi } from '../api/costPeriodApi';
import { CostCloseTab } from '../components/CostCloseTab';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/costPeriodApi', () => ({
  ...jest.requireActual('../api/costPeriodApi'),
  costPeriodApi: { list: jest.fn(), checklist: jest.fn(), startClosing: jest.fn(), close: jest.fn(), cancelClosing: jest.fn(), reopen: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ HistoryDialog: () => null }));
const api = costPeriodApi as jest.Mocked<typeof costPeriodApi>;

const month = (ym: string, over: Partial<CostPeriod> = {}): CostPeriod => ({
  id: null,
  ym,
  status: 'OPEN',
  closedAt: null,
  closedByName: null,
  reopenReason: null,
  reopenedAt: null,
  approvedLogCount: 0,
  frozenLaborCost: null,
  frozenCommonCost: null,
  closableYn: 'N',
  reopenableYn: 'N',
  version: 0,
  ...over,
});
const YEAR = [
  month('2025-01', { id: 1, status: 'CLOSED', version: 2, approvedLogCount: 120, frozenLaborCost: 4_450_000, frozenCommonCost: 445_000, closedAt: '2025-02-03T01:00:00Z', closedByName: '김재무', reopenableYn: 'Y' }),
  month('2025-02', { closableYn: 'Y', approvedLogCount: 98 }),
  ...Array.from({ length: 10 }, (_, i) => month(`2025-${String(i + 3).padStart(2, '0')}`)),
];
const CHECKLIST: CostPeriodChecklist = {
  ym: '2025-02',
  items: [
    { code: 'UNAPPROVED_WORKLOGS', label: '승인되지 않은 업무일지', count: 3, description: '승인되지 않은 시간은 인건비에 들어가지 않습니다.', links: [{ label: '홍길동 · 2025-W07 · 제출 16시간', href: '/worklog/management?weekStart=2025-02-10&userId=7' }], moreYn: 'N' },
    { code: 'RATE_MISSING', label: '단가가 없는 업무일지', count: 0, description: '단가 없음', links: [], moreYn: 'N' },
  ],
};
const READ = ['ROLE_USER', 'ROLE_COST_MANAGEMENT_READ'];
const WRITE = [...READ, 'ROLE_COST_MANAGEMENT_WRITE'];
const ADMIN = [...WRITE, 'ROLE_COST_MANAGEMENT_ADMIN'];

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(YEAR);
  api.checklist.mockResolvedValue(CHECKLIST);
});

it('shows the months with their status and the checklist of the month to close next, with links; readers get no actions', async () => {
  renderScreen(<CostCloseTab />, { path: '/cost/management?tab=close&year=2025', authorities: READ });
  const jan = (await screen.findByText('2025년 1월', {}, slow)).closest('tr')!;
  expect(jan.textContent).toContain('마감');
  expect(jan.textContent).toContain('4,450,000원');
  expect(jan.textContent).toContain('445,000원');
  expect(jan.textContent).toContain('김재무');
  expect(api.list).toHaveBeenCalledWith('2025');
  expect(await screen.findByText('2025년 2월 마감 점검표', {}, slow)).toBeTruthy();
  expect(api.checklist).toHaveBeenCalledWith('2025-02');
  const link = await screen.findByRole('link', { name: '홍길동 · 2025-W07 · 제출 16시간' }, slow);
  expect(link.getAttribute('href')).toContain('/worklog/management?weekStart=2025-02-10&userId=7');
  expect(screen.getByText('3건')).toBeTruthy();
  expect(screen.getByText('이상 없음')).toBeTruthy();
  expect(screen.getByText('확인할 항목이 1개 있습니다. 마감을 막지는 않습니다.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '마감 시작' })).toBeNull();
  expect(screen.queryByRole('button', { name: '마감 해제' })).toBeNull();
});

it('starts the close only after confirmation, sending the version read', async () => {
  api.startClosing.mockResolvedValue(month('2025-02', { status: 'CLOSING', version: 1, frozenLaborCost: 3_000_000 }));
  renderScreen(<CostCloseTab />, { path: '/cost/management?tab=close&year=2025', authorities: WRITE });
  const feb = (await screen.findByText('2025년 2월', {}, slow)).closest('tr')!;
  fireEvent.click(within(feb).getByRole('button', { name: '마감 시작' }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('2025년 2월 마감을 시작할까요?');
  expect(api.startClosing).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /마감 시작/ }));
  await waitFor(() => expect(api.startClosing).toHaveBeenCalledWith('2025-02', 0), slow);
});

it('a closing month shows its progress and can be confirmed as closed', async () => {
  api.list.mockResolvedValue(YEAR.map((m) => (m.ym === '2025-02' ? { ...m, status: 'CLOSING' as const, closableYn: 'N' as const, version: 1, frozenLaborCost: 3_000_000, frozenCommonCost: 300_000 } : m)));
  api.close.mockResolvedValue(month('2025-02', { status: 'CLOSED', version: 2 }));
  renderScreen(<CostCloseTab />, { path: '/cost/management?tab=close&year=2025', authorities: WRITE });
  expect(await screen.findByText('마감 중입니다. 인건비 3,000,000원과 공통비 300,000원을 확정했습니다. 점검표를 정리한 뒤 마감을 확정해 주세요.', {}, slow)).toBeTruthy();
  const feb = screen.getByText('2025년 2월').closest('tr')!;
  fireEvent.click(within(feb).getByRole('button', { name: '마감 확정' }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  fireEvent.click(within(dialog).getByRole('button', { name: /마감 확정/ }));
  await waitFor(() => expect(api.close).toHaveBeenCalledWith('2025-02', 1), slow);
});

it('an administrator reopens the last closed month with a required reason', async () => {
  api.reopen.mockResolvedValue(month('2025-01', { id: 1, version: 3, reopenReason: '단가 정정' }));
  renderScreen(<CostCloseTab />, { path: '/cost/management?tab=close&year=2025', authorities: ADMIN });
  const jan = (await screen.findByText('2025년 1월', {}, slow)).closest('tr')!;
  fireEvent.click(within(jan).getByRole('button', { name: '마감 해제' }));
  const dialog = await screen.findByRole('dialog', { name: '마감 해제 · 2025년 1월' }, slow);
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장|확\s*인/ }));
  expect(await within(dialog).findByText('해제 사유를 입력해 주세요.', {}, slow)).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText('해제 사유'), { target: { value: '단가 정정' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장|확\s*인/ }));
  await waitFor(() => expect(api.reopen).toHaveBeenCalledWith('2025-01', 2, '단가 정정'), slow);
});

it('says so when the months cannot be loaded, and retries', async () => {
  api.list.mockRejectedValueOnce(new Error('down'));
  renderScreen(<CostCloseTab />, { path: '/cost/management?tab=close&year=2025', authorities: READ });
  expect(await screen.findByText('마감 현황을 불러오지 못했습니다.', {}, slow)).toBeTruthy();
});
