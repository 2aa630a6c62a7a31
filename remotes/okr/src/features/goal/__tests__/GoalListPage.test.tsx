import { httpError, onePage, renderScreen } from '@dure/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { goalApi } from '../api/goalApi';
import GoalListPage from '../components/GoalListPage';
import { goal } from './fixtures';

const slow = { timeout: 20_000 };
jest.setTimeout(60_000);

jest.mock('../api/goalApi', () => ({ ...jest.requireActual('../api/goalApi'), goalApi: { list: jest.fn() }, periodApi: { picker: jest.fn().mockResolvedValue([]) } }));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null }));
const api = goalApi as jest.Mocked<typeof goalApi>;

const renderAt = (path: string) => renderScreen(<GoalListPage />, { authorities: ['ROLE_GOAL_READ'], path });

beforeEach(() => api.list.mockReset());

it('lists goals with their period, parent, owner, weight, progress, health and status', async () => {
  api.list.mockResolvedValue(onePage([goal(), goal({ id: 22, title: '전사 매출 1조', level: 'COMPANY', parentGoalId: null, parentGoalTitle: null, health: 'OFF_TRACK', status: 'ACTIVE', approvalRequestedYn: 'N' })]));
  renderAt('/goal');
  const row = (await screen.findByText('신규 고객 확보', {}, slow)).closest('tr')!;
  for (const text of ['2026-H2', '개인', '김개발', '100%', '42.5%', '주의', '작성중']) expect(row.textContent).toContain(text);
  expect(screen.getByText('전사 매출 1조').closest('tr')!.textContent).toContain('위험');
  expect(screen.getByRole('link', { name: '신규 고객 확보' }).getAttribute('href')).toBe('/goal/21');
});

it('reads its filters from the address and sends them to the api', async () => {
  api.list.mockResolvedValue(onePage([goal()]));
  renderAt('/goal?periodId=3&levelList=TEAM,PERSONAL&statusList=ACTIVE&healthList=OFF_TRACK&ownerUserId=5&deptId=4&sort=progressPct,asc');
  await screen.findByText('신규 고객 확보', {}, slow);
  expect(api.list).toHaveBeenCalledWith(
    expect.objectContaining({ periodId: 3, levelList: ['TEAM', 'PERSONAL'], statusList: ['ACTIVE'], healthList: ['OFF_TRACK'], ownerUserId: 5, deptId: 4, sort: 'progressPct,asc' }),
  );
});

it("says so when there is no goal, and shows the api's message when the list fails", async () => {
  api.list.mockResolvedValue(onePage([]));
  const { unmount } = renderAt('/goal');
  expect(await screen.findByText('등록된 목표가 없습니다. 첫 목표를 등록해 보세요.', {}, slow)).toBeTruthy();
  unmount();
  api.list.mockRejectedValue(httpError(503, { error: 'unavailable', message: '잠시 후 다시 시도해 주세요.' }));
  renderAt('/goal');
  await waitFor(() => expect(screen.getByText(/잠시 후 다시 시도해 주세요/)).toBeTruthy(), slow);
});
