import { http } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ObjectiveNode, ObjectiveTree } from '../api/treeApi';
import ObjectiveTreePage from '../components/ObjectiveTreePage';

jest.setTimeout(90_000);
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), UserPicker: () => null, DepartmentSelect: () => null }));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;
const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });

const periods = [
  { id: 1, code: '2026', name: '2026년', type: 'YEAR', startDate: '2026-01-01', endDate: '2026-12-31', status: 'ACTIVE', currentYn: 'N' },
  { id: 7, code: '2026-Q4', name: '2026년 4분기', type: 'QUARTER', startDate: '2026-10-01', endDate: '2026-12-31', status: 'ACTIVE', currentYn: 'Y' },
];
const node = (id: number, parentGoalId: number | null, title: string, level: ObjectiveNode['level'], over: Partial<ObjectiveNode> = {}): ObjectiveNode => ({
  id,
  parentGoalId,
  title,
  level,
  status: 'ACTIVE',
  visibility: 'PUBLIC',
  ownerUserId: 1,
  ownerUserName: '정도현',
  deptId: null,
  deptName: null,
  weightPct: 100,
  progressPct: 35,
  health: 'AT_RISK',
  krCount: 2,
  childCount: 0,
  matchedYn: 'N',
  version: 3,
  ...over,
});
const tree: ObjectiveTree = {
  periodId: 7,
  periodCode: '2026-Q4',
  periodStatus: 'ACTIVE',
  expectedPct: 63,
  nodes: [
    node(1, null, '전사 매출 20% 성장', 'COMPANY', { childCount: 1 }),
    node(2, 1, '연구개발본부 생산성 향상', 'DEPT', { health: 'OFF_TRACK', childCount: 1 }),
    node(3, 2, '연구개발팀 과제 적기 완수', 'TEAM', { krCount: 4, childCount: 1 }),
  ],
  page: 0,
  size: 50,
  total: 1,
  unalignedTotal: 1,
};
const unalignedPage = { content: [node(9, null, '전문 역량 개발', 'PERSONAL', { ownerUserName: '정다은', version: 1 })], totalElements: 1, totalPages: 1, page: 0, size: 50 };
const children = { ...tree, nodes: [node(4, 3, '배포 자동화 완성', 'PERSONAL', { ownerUserName: '정다은' })], total: 1, unalignedTotal: undefined };
const answers = (url: string, options?: { searchParams?: Record<string, string> }) =>
  url === 'api/okr/period/picker'
    ? answer(periods)
    : url === 'api/objectivetree'
      ? answer(options?.searchParams?.parentId === '3' ? children : tree)
      : url === 'api/objectivetree/unaligned'
        ? answer(unalignedPage)
        : answer([]);

/** Shown to a user who may open goals (GOAL_READ) unless told otherwise: the tree itself is open to all staff. */
function show(path = '/objectivetree', authorities = ['ROLE_USER', 'ROLE_GOAL_READ']) {
  get.mockImplementation(answers);
  return renderScreen(<ObjectiveTreePage />, { path, authorities });
}

beforeEach(() => jest.resetAllMocks());

it('opens on the ACTIVE period of today with the levels down to team, loads a team’s goals on expand, unaligned goals apart', async () => {
  show();
  const team = await screen.findByRole('link', { name: '연구개발팀 과제 적기 완수' });
  expect(get).toHaveBeenCalledWith('api/objectivetree', { searchParams: { periodId: '7' } });
  const row = team.closest('[data-goal-id]')!;
  for (const text of ['팀', '정도현', '35%', '주의', 'KR 4', '하위 1']) expect(row.textContent).toContain(text);
  expect(screen.getByRole('link', { name: '연구개발본부 생산성 향상' }).closest('[data-goal-id]')!.textContent).toContain('위험');
  expect(get).toHaveBeenCalledWith('api/objectivetree/unaligned', { searchParams: { periodId: '7' } });
  const unaligned = (await screen.findByText('미정렬 목표 (1)')).closest('.ant-card')!;
  expect(await within(unaligned as HTMLElement).findByRole('link', { name: '전문 역량 개발' })).toBeTruthy();
  // The people's goals are not in the first answer: they come when the team is opened.
  expect(screen.queryByRole('link', { name: '배포 자동화 완성' })).toBeNull();
  fireEvent.click(team.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
  expect(await screen.findByRole('link', { name: '배포 자동화 완성' })).toBeTruthy();
  expect(get).toHaveBeenCalledWith('api/objectivetree', { searchParams: { periodId: '7', parentId: '3' } });
});

it('says when a team’s goals could not be loaded', async () => {
  get.mockImplementation((url: string, options?: { searchParams?: Record<string, string> }) =>
    options?.searchParams?.parentId ? { json: () => Promise.reject(httpError(500, { error: 'internal', message: '서버 오류' })) } : answers(url, options),
  );
  renderScreen(<ObjectiveTreePage />, { path: '/objectivetree' });
  const team = await screen.findByText('연구개발팀 과제 적기 완수');
  fireEvent.click(team.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
  expect(await screen.findByText(/하위 목표를 불러오지 못했습니다/)).toBeTruthy();
});

it('shows the empty and error states', async () => {
  get.mockImplementation((url: string, options?: { searchParams?: Record<string, string> }) => (url === 'api/objectivetree' ? answer({ ...tree, nodes: [], total: 0 }) : answers(url, options)));
  const { unmount } = renderScreen(<ObjectiveTreePage />, { path: '/objectivetree' });
  expect(await screen.findByText('이 기간에 조건에 맞는 목표가 없습니다.')).toBeTruthy();
  unmount();
  get.mockImplementation((url: string, options?: { searchParams?: Record<string, string> }) =>
    url === 'api/objectivetree' ? { json: () => Promise.reject(httpError(500, { error: 'internal', message: '서버 오류' })) } : answers(url, options),
  );
  renderScreen(<ObjectiveTreePage />, { path: '/objectivetree' });
  expect(await screen.findByText('목표 트리를 불러오지 못했습니다.')).toBeTruthy();
});

it('sends the filters of the address with the period they name', async () => {
  show('/objectivetree?periodId=1&deptId=4&ownerUserId=5&levelList=TEAM,PERSONAL');
  await screen.findByRole('link', { name: '전사 매출 20% 성장' });
  expect(get).toHaveBeenCalledWith('api/objectivetree', { searchParams: { periodId: '1', deptId: '4', ownerUserId: '5', levelList: 'TEAM,PERSONAL' } });
});

it('moves a goal by keyboard through the dialog, after confirming, and shows the server’s refusal', async () => {
  put.mockReturnValueOnce({ json: () => Promise.reject(httpError(422, { error: 'invalid', message: '상위 목표의 기간이 이 목표의 기간을 포함해야 합니다.' })) });
  get.mockImplementation((url: string, options?: { searchParams?: Record<string, string> }) =>
    url === 'api/goal/picker' ? answer([{ id: 3, title: '연구개발팀 과제 적기 완수', level: 'TEAM', periodId: 7, periodCode: '2026-Q4', ownerUserName: '정도현', status: 'ACTIVE' }]) : answers(url, options),
  );
  renderScreen(<ObjectiveTreePage />, { path: '/objectivetree' });
  const unaligned = (await screen.findByText('미정렬 목표 (1)')).closest('.ant-card') as HTMLElement;
  await within(unaligned).findByText('전문 역량 개발');
  fireEvent.click(within(unaligned).getByRole('button', { name: /정\s*렬/ }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  fireEvent.click(await screen.findByText('[팀] 연구개발팀 과제 적기 완수 · 정도현'));
  fireEvent.click(within(dialog).getByRole('button', { name: /다\s*음/ }));
  const [confirm] = await screen.findAllByText("'전문 역량 개발'을 옮길까요?");
  fireEvent.click(within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /옮기기/ }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('api/goal/9/align', { json: { parentGoalId: 3, version: 1 } }));
  expect(await screen.findByText(/상위 목표의 기간이 이 목표의 기간을 포함해야 합니다/)).toBeTruthy();
});

test('staff without GOAL_READ read the goals’ titles with no link to a goal page they may not open', async () => {
  show('/objectivetree', ['ROLE_USER']);
  expect(await screen.findByText('연구개발팀 과제 적기 완수')).toBeTruthy();
  expect(screen.queryByRole('link', { name: '연구개발팀 과제 적기 완수' })).toBeNull();
});
