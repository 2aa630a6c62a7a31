import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { taskActivityApi } from '../../taskActivity';
import { type CommonCostRate, type LaborCostRate, costRateApi } from '../api/costRateApi';
import CostRateManagementPage from '../components/CostRateManagementPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/costRateApi', () => ({
  ...jest.requireActual('../api/costRateApi'),
  costRateApi: { laborRates: jest.fn(), createLabor: jest.fn(), updateLabor: jest.fn(), removeLabor: jest.fn(), lookup: jest.fn(), commonRates: jest.fn(), createCommon: jest.fn(), updateCommon: jest.fn(), removeCommon: jest.fn() },
}));
// The activity picker's api, where the picker reads it (the test imports it through the feature's index).
jest.mock('../../taskActivity/api/taskActivityApi', () => ({
  ...jest.requireActual('../../taskActivity/api/taskActivityApi'),
  taskActivityApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), reorder: jest.fn(), picker: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  SavedViews: () => null,
  HistoryDialog: () => null,
  DepartmentSelect: () => null,
  ProjectTypeSelect: () => null,
  // A person picker that picks 김민준 (id 42) on click.
  UserPicker: ({ onChange, 'aria-label': label }: { onChange?: (id: number | null) => void; 'aria-label'?: string }) => (
    <button type="button" aria-label={label ?? '사용자'} onClick={() => onChange?.(42)}>
      사용자 선택
    </button>
  ),
}));
const api = costRateApi as jest.Mocked<typeof costRateApi>;
const activities = taskActivityApi as jest.Mocked<typeof taskActivityApi>;

const labor = (over: Partial<LaborCostRate>): LaborCostRate =>
  ({ id: 1, basis: 'JOB_GRADE', jobGrade: 'MANAGER', userId: null, userName: null, taskActivityId: null, taskActivityName: null, hourlyRate: 52000, maskedYn: 'N', validFrom: '2026-07-01', validTo: null, updatedAt: '2026-07-01T00:00:00Z', updatedByName: '오민석', version: 3, ...over }) as LaborCostRate;
const LABOR = [labor({}), labor({ id: 2, basis: 'USER', jobGrade: null, userId: 42, userName: '김민준', hourlyRate: null, maskedYn: 'Y', validFrom: '2026-08-01' })];
const common = (over: Partial<CommonCostRate>): CommonCostRate =>
  ({ id: 9, code: 'COMMON_LABOR', name: '공통비 (인건비 기준)', basis: 'LABOR_COST', ratePct: 15, deptId: null, deptName: null, projectTypeId: null, projectTypeName: null, validFrom: '2025-01-01', validTo: null, updatedAt: '2025-01-01T00:00:00Z', updatedByName: null, version: 0, ...over }) as CommonCostRate;
const READ = ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ'];
const WRITE = ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ', 'ROLE_COMMON_COST_RATE_MANAGEMENT_WRITE'];

beforeEach(() => {
  jest.resetAllMocks();
  api.laborRates.mockResolvedValue(onePage(LABOR));
  api.commonRates.mockResolvedValue(onePage([common({}), common({ id: 10, code: 'INTERNAL_HOURS', name: '내부 과제 공통비', basis: 'HOURS', ratePct: 800, projectTypeId: 5, projectTypeName: '내부' })]));
  activities.picker.mockResolvedValue([{ id: 31, code: 'DEV', name: '개발', groupId: 3, groupName: '프로젝트 수행', category: 'PROJECT', billableYn: 'Y', noteRequiredYn: 'N' }]);
});

it('shows rates by person as 비공개 without salary access, reads the filters from the address; readers change nothing', async () => {
  renderScreen(<CostRateManagementPage />, { path: '/cost-rate/management?basis=USER&onDate=2026-08-15&jobGrade=MANAGER', authorities: READ });
  const masked = (await screen.findByText('김민준', {}, slow)).closest('tr')!;
  expect(within(masked).getByText('비공개')).toBeTruthy();
  expect(screen.getByText('52,000원')).toBeTruthy();
  expect(api.laborRates).toHaveBeenCalledWith(expect.objectContaining({ basis: 'USER', onDate: '2026-08-15', jobGrade: 'MANAGER', sort: 'validFrom,desc' }));
  expect(screen.queryByRole('button', { name: '단가 등록' })).toBeNull();
  expect(screen.queryByRole('button', { name: /수\s*정/ })).toBeNull();
});

it('opens the 공통비율 tab from the address with its filters; HOURS rules read in won per hour', async () => {
  renderScreen(<CostRateManagementPage />, { path: '/cost-rate/management?tab=common&basis=HOURS', authorities: WRITE });
  expect(await screen.findByText('800원/시간', {}, slow)).toBeTruthy();
  expect(screen.getByText('15%')).toBeTruthy();
  expect(api.commonRates).toHaveBeenCalledWith(expect.objectContaining({ tab: 'common', basis: 'HOURS' }));
  expect(api.laborRates).not.toHaveBeenCalled();
});

it('looks a rate up: the rate and the rule that gave it; a person\'s rate masked; none → 단가 없음', async () => {
  api.lookup.mockResolvedValueOnce({ userId: 42, date: '2026-08-20', taskActivityId: null, jobGrade: 'MANAGER', hourlyRate: 52000, maskedYn: 'N', rule: 'JOB_GRADE', rateId: 1, rateMissingYn: 'N' });
  renderScreen(<CostRateManagementPage />, { path: '/cost-rate/management', authorities: READ });
  fireEvent.click(await screen.findByRole('button', { name: '조회할 사용자' }, slow));
  fireEvent.click(screen.getByRole('button', { name: /^조\s*회$/ }));
  const result = await screen.findByLabelText('단가 조회 결과', {}, slow);
  expect(result.textContent).toContain('52,000원');
  expect(result.textContent).toContain('직급 단가');
  expect(result.textContent).toContain('과장');
  expect(api.lookup).toHaveBeenCalledWith(42, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), null);

  api.lookup.mockResolvedValueOnce({ userId: 42, date: '2026-08-20', taskActivityId: null, jobGrade: 'MANAGER', hourlyRate: null, maskedYn: 'Y', rule: 'USER', rateId: 2, rateMissingYn: 'N' });
  fireEvent.click(screen.getByRole('button', { name: /^조\s*회$/ }));
  await waitFor(() => expect(screen.getByLabelText('단가 조회 결과').textContent).toContain('사용자 단가'), slow);
  expect(screen.getByLabelText('단가 조회 결과').textContent).toContain('비공개');

  api.lookup.mockResolvedValueOnce({ userId: 42, date: '2026-08-20', taskActivityId: null, jobGrade: null, hourlyRate: 0, maskedYn: 'N', rule: null, rateId: null, rateMissingYn: 'Y' });
  fireEvent.click(screen.getByRole('button', { name: /^조\s*회$/ }));
  await waitFor(() => expect(screen.getByLabelText('단가 조회 결과').textContent).toContain('단가 없음'), slow);
});

it('adds a grade rate with Korean validation, and sends it without a person', async () => {
  api.createLabor.mockResolvedValue(labor({ id: 5 }));
  renderScreen(<CostRateManagementPage />, { path: '/cost-rate/management', authorities: WRITE });
  fireEvent.click(await screen.findByRole('button', { name: '단가 등록' }, slow));
  const dialog = await screen.findByRole('dialog', { name: '인건비 단가 등록' }, slow);
  expect(within(dialog).queryByText('사용자', { selector: '.ant-select-item-option-content' })).toBeNull();
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  expect(await within(dialog).findByText('직급을 선택해 주세요.', {}, slow)).toBeTruthy();
  expect(within(dialog).getByText('시간당 단가를 입력해 주세요.')).toBeTruthy();
  fireEvent.mouseDown(within(dialog).getByLabelText('직급'));
  fireEvent.click(await screen.findByText('대리', { selector: '.ant-select-item-option-content' }, slow));
  fireEvent.change(within(dialog).getByLabelText('시간당 단가(원)'), { target: { value: '42000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.createLabor).toHaveBeenCalledWith(expect.objectContaining({ basis: 'JOB_GRADE', jobGrade: 'ASSISTANT_MANAGER', hourlyRate: 42000, taskActivityId: null, validTo: null })), slow);
  expect(api.createLabor.mock.calls[0][0]).not.toHaveProperty('userId');
});

it('asks before deleting a rate, then deletes it with the version read; rows by person stay read-only without salary access', async () => {
  api.removeLabor.mockResolvedValue({ result: null });
  renderScreen(<CostRateManagementPage />, { path: '/cost-rate/management', authorities: WRITE });
  const masked = (await screen.findByText('김민준', {}, slow)).closest('tr')!;
  expect(within(masked).queryByRole('button', { name: /삭\s*제/ })).toBeNull();
  const row = screen.getByText('52,000원').closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: /삭\s*제/ }));
  const dialog = await screen.findByRole('dialog', {}, slow);
  expect(dialog.textContent).toContain('과장 단가 (2026-07-01 ~ )를 삭제할까요?');
  expect(api.removeLabor).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: /삭\s*제/ }));
  await waitFor(() => expect(api.removeLabor).toHaveBeenCalledWith(1, 3), slow);
});
