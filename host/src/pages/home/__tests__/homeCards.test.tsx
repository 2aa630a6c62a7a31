import { accessTokenAtom, authoritiesAtom, sessionStore, userInfoAtom } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('../homeApi', () => ({ homeApi: { myGoals: jest.fn(), myProjects: jest.fn() } }));
// The records toolkit's home widgets have their own tests; here they only need to stay on screen.
jest.mock('@dure/shared/records', () => ({
  ActionItemList: () => <p>액션 아이템 목록</p>,
  MyRecentActivity: () => <p>최근 활동 목록</p>,
}));

import { registerDeployedRemotes } from '../../../federation/remoteRegistry';
import { MyHomeRoute } from '../../MyHomeRoute';
import { MyGoalsCard } from '../MyGoalsCard';
import { MyProjectsCard } from '../MyProjectsCard';
import { type MyGoalSummary, type MyProject, homeApi } from '../homeApi';

const api = homeApi as jest.Mocked<typeof homeApi>;

const USER = ['ROLE_USER'];
const GOAL_AND_PROJECT_READER = ['ROLE_USER', 'ROLE_GOAL', 'ROLE_GOAL_READ', 'ROLE_PROJECT', 'ROLE_PROJECT_READ'];

const summary = (over: Partial<MyGoalSummary> = {}): MyGoalSummary => ({
  isoWeek: '2026-W48',
  weekStart: '2026-11-23',
  goals: [
    { id: 11, title: '담당 업무 성과 향상', level: 'PERSONAL', periodId: 4, periodCode: '2026-Q4', progressPct: 42.5, health: 'AT_RISK', krCount: 3, dueKrCount: 1 },
    { id: 12, title: '전문 역량 개발', level: 'PERSONAL', periodId: 4, periodCode: '2026-Q4', progressPct: 80, health: 'ON_TRACK', krCount: 2, dueKrCount: 0 },
  ],
  dueKeyResults: [{ id: 101, title: '신규 계약 건수', goalId: 11, goalTitle: '담당 업무 성과 향상', progressPct: 30, lastCheckInDate: '2026-11-13' }],
  ...over,
});

const project = (over: Partial<MyProject> = {}): MyProject => ({
  id: 7,
  projectNo: 'PRJ-2026-003',
  name: '차세대 ERP 구축',
  status: 'IN_PROGRESS',
  health: 'AMBER',
  progressPct: 55,
  endDate: '2027-03-31',
  myRoles: ['PM', 'PL'],
  nextMilestone: { id: 70, name: '설계 완료', dueDate: '2026-11-20', overdue: true },
  ...over,
});

function signIn(authorities: string[]) {
  act(() => {
    sessionStore.set(accessTokenAtom, 'token');
    sessionStore.set(userInfoAtom, { id: 3, username: 'dev', name: '정다은' });
    sessionStore.set(authoritiesAtom, authorities);
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  localStorage.clear();
  registerDeployedRemotes({ okr: 'http://okr/mf-manifest.json' });
  signIn(USER);
});

describe('내 목표', () => {
  it('lists my goals with progress, health, KR count and the key results due this week', async () => {
    api.myGoals.mockResolvedValue(summary());
    renderScreen(<MyGoalsCard />, { authorities: GOAL_AND_PROJECT_READER });
    const card = await screen.findByTestId('home-my-goals');
    const goals = await within(card).findAllByTestId('home-goal');
    expect(goals).toHaveLength(2);
    expect(within(goals[0]).getByRole('link', { name: '담당 업무 성과 향상' }).getAttribute('href')).toBe('/goal/11');
    expect(within(goals[0]).getByText('주의')).toBeTruthy();
    expect(within(goals[0]).getByText('체크인 필요 1')).toBeTruthy();
    expect(within(goals[0]).getByText('2026-Q4 · 핵심결과 3개')).toBeTruthy();
    expect(within(goals[0]).getByRole('progressbar', { name: '진척률 42.5%' })).toBeTruthy();
    expect(within(card).getByText('이번 주 체크인이 필요한 핵심결과 (2026-W48)')).toBeTruthy();
    const due = within(card).getByTestId('home-due-kr');
    expect(within(due).getByRole('link', { name: '신규 계약 건수' }).getAttribute('href')).toBe('/keyresult/101');
    expect(within(due).getByText(/담당 업무 성과 향상 · 마지막 체크인 2026-11-13/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '체크인할 핵심결과 모두 보기' }).getAttribute('href')).toBe('/keyresult?mineYn=Y&dueYn=Y');
  });

  it('offers no goal link to a user whose pages do not include /goal; key results (every user) stay linked', async () => {
    api.myGoals.mockResolvedValue(summary());
    renderScreen(<MyGoalsCard />, { authorities: USER });
    const card = await screen.findByTestId('home-my-goals');
    await within(card).findAllByTestId('home-goal');
    expect(within(card).queryByRole('link', { name: '담당 업무 성과 향상' })).toBeNull();
    expect(within(card).getByText('담당 업무 성과 향상')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '신규 계약 건수' })).toBeTruthy();
  });

  it('says when every check-in of the week is done', async () => {
    api.myGoals.mockResolvedValue(summary({ dueKeyResults: [] }));
    renderScreen(<MyGoalsCard />, { authorities: USER });
    expect(await screen.findByText('이번 주 체크인을 모두 마쳤습니다.')).toBeTruthy();
  });

  it('error: shows the reason and loads again on 다시 시도', async () => {
    api.myGoals.mockRejectedValueOnce(httpError(500, { error: 'internal', message: '서버 오류가 발생했습니다.' })).mockResolvedValueOnce(summary());
    renderScreen(<MyGoalsCard />, { authorities: USER });
    expect(await screen.findByText('서버 오류가 발생했습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findAllByTestId('home-goal')).toHaveLength(2);
  });
});

describe('내 프로젝트', () => {
  it('lists my projects: number, name, status, health, progress, my role and the next milestone (overdue marked)', async () => {
    api.myProjects.mockResolvedValue([project(), project({ id: 8, projectNo: 'PRJ-2026-009', name: '사내 포털 개편', status: 'PLANNED', health: null, progressPct: 0, myRoles: ['DEVELOPER'], nextMilestone: null })]);
    renderScreen(<MyProjectsCard />, { authorities: GOAL_AND_PROJECT_READER });
    const rows = await screen.findAllByTestId('home-project');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'PRJ-2026-003 차세대 ERP 구축' }).getAttribute('href')).toBe('/project/7');
    expect(within(rows[0]).getByText('진행')).toBeTruthy();
    expect(within(rows[0]).getByText('주의')).toBeTruthy();
    expect(within(rows[0]).getByRole('progressbar', { name: '진척률 55%' })).toBeTruthy();
    expect(within(rows[0]).getByText(/내 역할 PM, PL · 다음 마일스톤 설계 완료 \(2026-11-20\)/)).toBeTruthy();
    expect(within(rows[0]).getByText('지연')).toBeTruthy();
    expect(within(rows[1]).getByText('계획')).toBeTruthy();
    expect(within(rows[1]).getByText(/내 역할 개발자 · 다음 마일스톤 남은 마일스톤 없음/)).toBeTruthy();
  });

  it('offers no project link to a user who may not open /project', async () => {
    api.myProjects.mockResolvedValue([project()]);
    renderScreen(<MyProjectsCard />, { authorities: USER });
    const row = await screen.findByTestId('home-project');
    expect(within(row).queryByRole('link')).toBeNull();
    expect(within(row).getByText('PRJ-2026-003 차세대 ERP 구축')).toBeTruthy();
  });

  it('error: shows the reason with 다시 시도', async () => {
    api.myProjects.mockRejectedValue(httpError(503, { error: 'unavailable', message: '잠시 후 다시 시도해 주세요.' }));
    renderScreen(<MyProjectsCard />, { authorities: USER });
    expect(await screen.findByText('잠시 후 다시 시도해 주세요.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});

describe.each([
  { card: '내 목표', empty: () => api.myGoals.mockResolvedValue(summary({ goals: [], dueKeyResults: [] })), ui: () => <MyGoalsCard />, text: '진행 중인 목표가 없습니다', link: '목표 화면으로 가기', to: '/goal' },
  { card: '내 프로젝트', empty: () => api.myProjects.mockResolvedValue([]), ui: () => <MyProjectsCard />, text: '진행 중인 프로젝트가 없습니다', link: '프로젝트 화면으로 가기', to: '/project' },
])('$card empty', ({ empty, ui, text, link, to }) => {
  it(`says so in Korean, with a link to ${to} only for whoever may open it`, async () => {
    empty();
    const { unmount } = renderScreen(ui(), { authorities: GOAL_AND_PROJECT_READER });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe(to);
    unmount();
    renderScreen(ui(), { authorities: USER });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('link', { name: link })).toBeNull();
  });
});

describe('the home page with the cards', () => {
  it('a failing card leaves the rest of the home page working', async () => {
    api.myGoals.mockRejectedValue(httpError(500, { error: 'internal', message: '서버 오류가 발생했습니다.' }));
    api.myProjects.mockResolvedValue([project()]);
    renderScreen(<MyHomeRoute />, { authorities: USER });
    expect(await screen.findByText('서버 오류가 발생했습니다.')).toBeTruthy();
    expect(await screen.findByTestId('home-project')).toBeTruthy();
    expect(screen.getByText('액션 아이템 목록')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '정다은님, 안녕하세요' })).toBeTruthy();
  });

  it('a card that crashes while drawing is replaced by a notice, not the page', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.myGoals.mockResolvedValue({ isoWeek: '2026-W48' } as MyGoalSummary);
    api.myProjects.mockResolvedValue([project()]);
    renderScreen(<MyHomeRoute />, { authorities: USER });
    expect(await screen.findByText('이 영역을 표시하지 못했습니다. 다른 영역은 그대로 사용할 수 있습니다.')).toBeTruthy();
    expect(await screen.findByTestId('home-project')).toBeTruthy();
    quiet.mockRestore();
  });

  it('shows no OKR card while the okr remote is not deployed', async () => {
    registerDeployedRemotes({ admin: 'http://admin/mf-manifest.json' });
    renderScreen(<MyHomeRoute />, { authorities: USER });
    expect(screen.getByText('액션 아이템 목록')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('home-my-goals')).toBeNull());
    expect(screen.queryByTestId('home-my-projects')).toBeNull();
    expect(api.myGoals).not.toHaveBeenCalled();
    expect(api.myProjects).not.toHaveBeenCalled();
  });
});
