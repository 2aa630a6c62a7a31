import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { type GspTree, gspApi } from '../api/gspApi';
import GspTreePage from '../components/GspTreePage';

jest.mock('../api/gspApi', () => ({
  ...jest.requireActual('../api/gspApi'),
  gspApi: { tree: jest.fn(), periods: jest.fn(), companyGoals: jest.fn(), create: jest.fn(), update: jest.fn(), move: jest.fn(), remove: jest.fn() },
}));
const api = gspApi as jest.Mocked<typeof gspApi>;
// A slow machine: the first render loads antd's tree and the rich-text view lazily.
const WAIT = { timeout: 15_000 };
jest.setTimeout(60_000);

const base = { periodId: 7, description: null, goalIds: [], goals: [], updatedAt: '2026-01-01T00:00:00Z', version: 0 };
const tree = (editableYn: 'Y' | 'N'): GspTree => ({
  periodId: 7,
  periodCode: '2026',
  periodStatus: 'ACTIVE',
  editableYn,
  nodes: [
    { ...base, id: 1, parentId: null, type: 'VISION', title: '고객과 함께 성장', sortOrder: 0 },
    { ...base, id: 2, parentId: 1, type: 'THEME', title: '시장 확대', sortOrder: 0 },
    {
      ...base,
      id: 3,
      parentId: 2,
      type: 'STRATEGY',
      title: '제조 세그먼트 공략',
      sortOrder: 0,
      goalIds: [11],
      goals: [{ id: 11, title: '전사 매출 30% 성장', status: 'ACTIVE', progressPct: 42.5, health: 'AT_RISK', ownerUserName: '김대표', keyResults: [{ id: 21, title: '신규 고객 20곳', metricType: 'NUMBER', progressPct: 40, health: 'OFF_TRACK', ownerUserName: '김대표' }] }],
    },
  ],
});

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderPage(path = '/gsp/tree') {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <App>
          <GspTreePage />
          <Location />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.resetAllMocks();
  api.periods.mockResolvedValue([
    { id: 6, code: '2025', name: '2025년', type: 'YEAR', startDate: '2025-01-01', endDate: '2025-12-31', status: 'CLOSED', currentYn: 'N' },
    { id: 7, code: '2026', name: '2026년', type: 'YEAR', startDate: '2026-01-01', endDate: '2026-12-31', status: 'ACTIVE', currentYn: 'Y' },
  ]);
});

describe('GspTreePage', () => {
  it("opens the api's default period and shows the tree with goal and KR leaves, read-only for a reader", async () => {
    api.tree.mockResolvedValue(tree('N'));
    renderPage();
    expect(await screen.findByText('제조 세그먼트 공략', undefined, WAIT)).toBeTruthy();
    expect(api.tree).toHaveBeenCalledWith(undefined);
    expect(screen.getByText('전사 매출 30% 성장')).toBeTruthy();
    expect(screen.getByText('신규 고객 20곳')).toBeTruthy();
    expect(screen.getByText('주의')).toBeTruthy();
    expect(screen.getByText('위험')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '비전 추가' })).toBeNull();
    expect(screen.queryByRole('button', { name: '편집' })).toBeNull();
  });

  it('shows the period the api chose, not the picker\'s current one, and keeps a picked period in the address', async () => {
    api.periods.mockResolvedValue([
      { id: 8, code: '2026-Q2', name: '2026년 2분기', type: 'QUARTER', startDate: '2026-04-01', endDate: '2026-06-30', status: 'ACTIVE', currentYn: 'Y' },
      { id: 7, code: '2026', name: '2026년', type: 'YEAR', startDate: '2026-01-01', endDate: '2026-12-31', status: 'ACTIVE', currentYn: 'N' },
      { id: 6, code: '2025', name: '2025년', type: 'YEAR', startDate: '2025-01-01', endDate: '2025-12-31', status: 'CLOSED', currentYn: 'N' },
    ]);
    api.tree.mockImplementation(async (periodId) => (periodId === 6 ? { ...tree('N'), periodId: 6, nodes: [] } : tree('N')));
    renderPage();
    await screen.findByText('제조 세그먼트 공략', undefined, WAIT);
    const select = screen.getByRole('combobox', { name: 'OKR 기간' }).closest('.ant-select') as HTMLElement;
    await waitFor(() => expect(within(select).getByText('2026년')).toBeTruthy());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'OKR 기간' }));
    fireEvent.click(await screen.findByText('2025년'));
    expect(await screen.findByText('이 기간의 GSP 트리가 아직 없습니다.', undefined, WAIT)).toBeTruthy();
    expect(api.tree).toHaveBeenLastCalledWith(6);
    expect(screen.getByTestId('location').textContent).toBe('?periodId=6');
  });

  it('reads the period from the address', async () => {
    api.tree.mockResolvedValue({ ...tree('N'), periodId: 6, nodes: [] });
    renderPage('/gsp/tree?periodId=6');
    expect(await screen.findByText('이 기간의 GSP 트리가 아직 없습니다.', undefined, WAIT)).toBeTruthy();
    expect(api.tree).toHaveBeenCalledWith(6);
  });

  it('gives an administrator the editing controls and deletes after confirmation', async () => {
    api.tree.mockResolvedValue(tree('Y'));
    api.remove.mockResolvedValue(undefined);
    renderPage();
    await screen.findByText('제조 세그먼트 공략', undefined, WAIT);
    expect(screen.getByRole('button', { name: '비전 추가' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '테마 추가' })).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: '삭제' })[2]);
    const dialog = await screen.findByRole('dialog', { name: "'제조 세그먼트 공략' 전략을 삭제할까요?" });
    fireEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(api.remove).toHaveBeenCalledWith(3, 0));
  });

  it('opens what is added after the first load (a new theme shows its strategy, goal and KRs) and keeps closed what the reader closed', async () => {
    const first = tree('Y');
    const [vision, theme, strategy] = first.nodes;
    const added = { ...theme, id: 4, title: '운영 혁신', sortOrder: 1 };
    const addedStrategy = { ...strategy, id: 5, parentId: 4, title: '원가 절감', goals: [{ ...strategy.goals[0], id: 12, title: '영업이익률 개선', keyResults: [{ ...strategy.goals[0].keyResults[0], id: 22, title: '원가율 5%p 절감' }] }] };
    api.tree.mockResolvedValueOnce(first).mockResolvedValue({ ...first, nodes: [vision, theme, strategy, added, addedStrategy] });
    api.remove.mockResolvedValue(undefined);
    renderPage();
    await screen.findByText('신규 고객 20곳', undefined, WAIT);
    // The reader closes the first theme; a reload (here after a delete) brings the new theme.
    const themeItem = screen.getByText('시장 확대').closest('[role="treeitem"]') as HTMLElement;
    fireEvent.click(themeItem.querySelector('.ant-tree-switcher') as HTMLElement);
    await waitFor(() => expect(screen.queryByText('제조 세그먼트 공략')).toBeNull());
    fireEvent.click(screen.getAllByRole('button', { name: '삭제' })[0]);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('원가율 5%p 절감', undefined, WAIT)).toBeTruthy();
    expect(screen.getByText('영업이익률 개선')).toBeTruthy();
    expect(screen.queryByText('제조 세그먼트 공략')).toBeNull();
  });

  it('finds a key result by its title and shows the path to it', async () => {
    const first = tree('N');
    const other = { ...first.nodes[1], id: 4, title: '운영 혁신', sortOrder: 1 };
    api.tree.mockResolvedValue({ ...first, nodes: [...first.nodes, other] });
    renderPage();
    await screen.findByText('운영 혁신', undefined, WAIT);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '신규 고객' } });
    await waitFor(() => expect(screen.queryByText('운영 혁신')).toBeNull());
    for (const title of ['고객과 함께 성장', '시장 확대', '제조 세그먼트 공략', '전사 매출 30% 성장', '신규 고객 20곳']) expect(screen.getByText(title)).toBeTruthy();
  });

  it("shows the api's message when the tree cannot be loaded", async () => {
    api.tree.mockRejectedValue(new Error('서버에 연결할 수 없습니다.'));
    renderPage();
    expect(await screen.findByText('GSP 트리를 불러오지 못했습니다.', undefined, WAIT)).toBeTruthy();
  });
});
