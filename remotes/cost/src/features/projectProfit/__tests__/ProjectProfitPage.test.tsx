import { http } from '@dure/shared';
import { httpError, onePage, recordFixture, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type ProjectProfitDetail, type ProjectProfitPage, type ProjectProfitRow, projectProfitApi, projectProfitList } from '../api/projectProfitApi';
import ProjectProfitPageScreen from '../components/ProjectProfitPage';

jest.setTimeout(60_000);
const slow = { timeout: 20_000 };

jest.mock('../api/projectProfitApi', () => ({ ...jest.requireActual('../api/projectProfitApi'), projectProfitApi: { list: jest.fn(), detail: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({
  SavedViews: () => null,
  DepartmentSelect: () => null,
  UserPicker: () => null,
  ProjectTypeSelect: () => null,
  CustomerSelect: jest.requireActual('@dure/shared/records').CustomerSelect,
}));
// Charts need a measured container (absent in jsdom).
jest.mock('@dure/shared/dashboard/charts', () => ({ ComboChart: () => null, DonutChart: () => null, SimpleBar: () => null }));

const api = projectProfitApi as jest.Mocked<typeof projectProfitApi>;
const READ = ['ROLE_USER', 'ROLE_PROJECT_PROFIT_READ'];

const row = recordFixture<ProjectProfitRow>({
  projectId: 11,
  projectNo: 'PRJ-2025-001',
  name: '차세대 구축',
  status: 'IN_PROGRESS',
  projectTypeId: 1,
  projectTypeName: '구축',
  customerId: 5,
  customerName: '한빛정밀',
  pmUserId: 7,
  pmName: '김피엠',
  ownerDeptId: 3,
  ownerDeptName: '사업1팀',
  revenue: 2_000_000,
  laborCost: 568_622,
  directCost: 750_000,
  commonCost: 66_236,
  grossProfit: 681_378,
  operatingProfit: 615_142,
  marginPct: 30.8,
  hours: 28.75,
  contractAmount: 5_000_000,
  cumRevenue: 2_000_000,
  cumLaborCost: 568_622,
  cumHours: 28.75,
  cumDirectCost: 750_000,
  backlog: 3_000_000,
  budgetLabor: 1_000_000,
  budgetHours: 100,
  budgetDirect: null,
  laborBurnPct: 56.9,
  hoursBurnPct: 28.8,
  directBurnPct: null,
});
const loss = row({ projectId: 12, projectNo: 'PRJ-2025-002', name: '유지보수 B', revenue: 0, operatingProfit: -74_332, marginPct: null });
const totals = { revenue: 2_000_000, laborCost: 635_288, directCost: 750_000, commonCost: 73_902, grossProfit: 614_712, operatingProfit: 540_810, marginPct: 27, hours: 30.75, contractAmount: 5_000_000, backlog: 3_000_000 };
const page = (rows: ProjectProfitRow[]): ProjectProfitPage => ({ ...onePage(rows), period: { fromYm: '2025-01', toYm: '2025-06' }, totals, byDept: [], byType: [] });
const months = [
  { projectId: 11, ym: '2025-01', frozenYn: 'Y' as const, revenue: 2_000_000, laborCost: 123_456, directCost: 500_000, commonCost: 12_345, grossProfit: 1_376_544, operatingProfit: 1_364_199, marginPct: 68.2, hours: 10 },
  { projectId: 11, ym: '2025-02', frozenYn: 'N' as const, revenue: 0, laborCost: 445_166, directCost: 250_000, commonCost: 53_891, grossProfit: -695_166, operatingProfit: -749_057, marginPct: null, hours: 18.75 },
];
const detail = (maskedYn: 'Y' | 'N'): ProjectProfitDetail => ({
  period: { fromYm: '2025-01', toYm: '2025-06' },
  project: row(),
  months,
  people: [{ userId: 7, userName: '김개발', deptName: '사업1팀', hours: 27.5, laborCost: maskedYn === 'Y' ? null : 526_956, maskedYn }],
});

/** What the 고객사 filter shows as picked. */
const customerShown = () => screen.getByRole('combobox', { name: '고객사' }).closest('.ant-select')!.querySelector('.ant-select-selection-item')?.textContent;

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(page([row(), loss]));
});
afterEach(() => jest.restoreAllMocks());

it('sends the address filters to the api and shows the figures, margins in colour and the totals row', async () => {
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit?fromYm=2025-01&toYm=2025-06&deptId=3&pmUserId=7&statusList=IN_PROGRESS&customerId=5', authorities: READ });
  const first = (await screen.findByRole('button', { name: '차세대 구축 (PRJ-2025-001)' }, slow)).closest('tr')!;
  const sent = projectProfitList.apiQuery(api.list.mock.calls[0][0]);
  expect(sent).toMatchObject({ fromYm: '2025-01', toYm: '2025-06', deptId: '3', pmUserId: '7', statusList: 'IN_PROGRESS', customerId: '5' });
  expect(sent.provisionalYn).toBeUndefined();
  expect(within(first).getByText('2,000,000원')).toBeTruthy();
  expect(within(first).getByText('615,142원')).toBeTruthy();
  expect(within(first).getByText('30.8%').className).toMatch(/success/);
  const second = screen.getByRole('button', { name: '유지보수 B (PRJ-2025-002)' }).closest('tr')!;
  expect(within(second).getByText('-74,332원')).toBeTruthy();
  expect(within(second).getByText('-')).toBeTruthy();
  expect(screen.getByText('합계 2개 프로젝트')).toBeTruthy();
  expect(screen.getByText('540,810원')).toBeTruthy();
});

it('a customer picked in the filter bar goes into the request and stays named by its pick, whether or not it has rows', async () => {
  const dure = { id: 9, customerNo: 'C-000009', name: '(주)두레상사', bizRegNo: null, status: 'ACTIVE' };
  const picker = jest.spyOn(http, 'get').mockReturnValue({ json: () => Promise.resolve({ result: [dure] }) } as unknown as ReturnType<typeof http.get>);
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit?fromYm=2025-01&toYm=2025-06', authorities: READ });
  await screen.findByText('합계 2개 프로젝트', {}, slow);
  api.list.mockResolvedValue(page([]));
  fireEvent.change(screen.getByRole('combobox', { name: '고객사' }), { target: { value: '두레' } });
  await waitFor(() => expect(picker).toHaveBeenLastCalledWith('api/customer/picker', expect.anything()));
  fireEvent.click(await screen.findByText('(주)두레상사 (C-000009)', {}, slow));
  await waitFor(() => expect(projectProfitList.apiQuery(api.list.mock.calls.at(-1)![0])).toMatchObject({ fromYm: '2025-01', customerId: '9' }));
  expect(await screen.findByText(/조건에 맞는 프로젝트가 없습니다/, {}, slow)).toBeTruthy();
  expect(customerShown()).toBe('(주)두레상사 (C-000009)');
});

it('the 잠정 toggle asks again with provisionalYn=Y', async () => {
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit', authorities: READ });
  await screen.findByText('합계 2개 프로젝트', {}, slow);
  const first = projectProfitList.apiQuery(api.list.mock.calls[0][0]);
  expect(first.fromYm).toMatch(/^\d{4}-01$/);
  expect(first.toYm).toMatch(/^\d{4}-12$/);
  fireEvent.click(screen.getByRole('checkbox', { name: '잠정 (제출된 업무일지 포함)' }));
  await waitFor(() => expect(api.list.mock.calls.some(([state]) => projectProfitList.apiQuery(state).provisionalYn === 'Y')).toBe(true));
});

it('the drill-down shows the months, burn and people, per-person cost masked when the api says so', async () => {
  api.detail.mockResolvedValue(detail('Y'));
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit?fromYm=2025-01&toYm=2025-06&provisionalYn=Y', authorities: READ });
  fireEvent.click(await screen.findByRole('button', { name: '차세대 구축 (PRJ-2025-001)' }, slow));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('김개발', {}, slow)).toBeTruthy();
  expect(api.detail).toHaveBeenCalledWith(11, { fromYm: '2025-01', toYm: '2025-06', provisionalYn: 'Y' });
  const person = within(drawer).getByText('김개발').closest('tr')!;
  expect(within(person).getByText('27.5시간')).toBeTruthy();
  expect(within(person).getByText('비공개')).toBeTruthy();
  expect(within(person).queryByText('526,956원')).toBeNull();
  expect(within(drawer).getByText('2025-01 (마감)')).toBeTruthy();
  expect(within(drawer).getByLabelText('인건비 소진율 56.9%')).toBeTruthy();
  expect(within(drawer).getByText(/예산 없음/)).toBeTruthy();
});

it('the per-person cost shows when the api sends it (a salary reader)', async () => {
  api.detail.mockResolvedValue(detail('N'));
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit', authorities: [...READ, 'ROLE_SALARY_MANAGEMENT_READ'] });
  fireEvent.click(await screen.findByRole('button', { name: '차세대 구축 (PRJ-2025-001)' }, slow));
  const drawer = await screen.findByRole('dialog');
  const person = (await within(drawer).findByText('김개발', {}, slow)).closest('tr')!;
  expect(within(person).getByText('526,956원')).toBeTruthy();
  expect(within(person).queryByText('비공개')).toBeNull();
});

it('an error says so in Korean; an empty period says there is nothing', async () => {
  api.list.mockRejectedValueOnce(httpError(403, { message: '이 작업을 수행할 권한이 없습니다.' }));
  const { unmount } = renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit', authorities: READ });
  expect(await screen.findByText(/프로젝트 손익/, { selector: '.ant-alert-message' }, slow)).toBeTruthy();
  unmount();
  api.list.mockResolvedValue(page([]));
  renderScreen(<ProjectProfitPageScreen />, { path: '/project/profit?fromYm=2025-01&toYm=2025-06', authorities: READ });
  expect(await screen.findByText(/조건에 맞는 프로젝트가 없습니다|기간 중 손익이 있는 프로젝트가 없습니다/, {}, slow)).toBeTruthy();
});
