import { httpError, renderScreen } from '@dure/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { GmpNode, GmpTree } from '../api/gmpApi';
import { gmpApi } from '../api/gmpApi';
import GmpTreePage from '../components/GmpTreePage';

jest.setTimeout(30_000);
jest.mock('../api/gmpApi', () => ({ ...jest.requireActual('../api/gmpApi'), gmpApi: { tree: jest.fn(), move: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
// The segment select's choices, as the picker answers them.
jest.mock('../../segment', () => ({
  segmentPickerQuery: () => ({
    queryKey: ['segment', 'picker'],
    queryFn: async () => [
      { id: 1, code: 'MFG', name: '제조', parentId: null, parentName: null, level: 'MARKET' },
      { id: 10, code: 'MFG-AUTO', name: '설비 자동화', parentId: 1, parentName: '제조', level: 'SEGMENT' },
      { id: 11, code: 'MFG-PREC', name: '정밀가공', parentId: 1, parentName: '제조', level: 'SEGMENT' },
    ],
  }),
}));
const api = gmpApi as jest.Mocked<typeof gmpApi>;

const node = (o: Partial<GmpNode>): GmpNode => ({
  id: 1,
  type: 'PLAN',
  segmentId: 11,
  year: 2026,
  parentId: null,
  title: '2026년 정밀가공 시장 공략',
  offering: null,
  valueProposition: null,
  channels: null,
  targetRevenue: 1_200_000_000,
  ownerUserId: 3,
  ownerUserName: '박영업',
  ownerDeptId: 5,
  ownerDeptName: '마케팅팀',
  dueDate: '2026-12-31',
  status: 'IN_PROGRESS',
  sortOrder: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 0,
  targetMismatch: false,
  ...o,
});

const treeOf = (nodes: GmpNode[], salesPlanTotal: number | null = 1_200_000_000): GmpTree => ({ segmentId: 11, segmentCode: 'MFG-PREC', segmentName: '정밀가공', year: 2026, salesPlanTotal, nodes });

beforeEach(() => jest.resetAllMocks());

it('shows the segment and year of the address as a tree, plan → initiative → action', async () => {
  api.tree.mockResolvedValue(
    treeOf([node({}), node({ id: 2, type: 'INITIATIVE', parentId: 1, title: '파트너 채널 확대', targetRevenue: null }), node({ id: 3, type: 'ACTION', parentId: 2, title: '공동 세미나 개최', targetRevenue: null })]),
  );
  renderScreen(<GmpTreePage />, { path: '/gmp/tree?segmentId=11&year=2026', authorities: ['ROLE_GMP_READ'] });
  const tree = await screen.findByRole('tree', { name: 'GMP 트리' });
  expect(await within(tree).findByText('공동 세미나 개최')).toBeTruthy();
  expect(within(tree).getByText('파트너 채널 확대')).toBeTruthy();
  expect(api.tree).toHaveBeenCalledWith(11, 2026);
  expect(screen.getByTestId('gmp-sales-plan-total').textContent).toContain('1,200,000,000원');
  expect(screen.queryByRole('alert')).toBeNull();
  // A reader gets no write.
  expect(screen.queryByRole('button', { name: /계획 등록/ })).toBeNull();
});

it('warns about a plan whose target differs from the segment’s sales plan total', async () => {
  api.tree.mockResolvedValue(treeOf([node({ targetRevenue: 1_500_000_000, targetMismatch: true })]));
  renderScreen(<GmpTreePage />, { path: '/gmp/tree?segmentId=11&year=2026', authorities: ['ROLE_GMP_READ'] });
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('목표 1,500,000,000원 / 매출 계획 1,200,000,000원');
  expect(await screen.findByText('매출 계획과 다름')).toBeTruthy();
});

it('shows the first segment when the address names none, and an empty year with 계획 등록 for a writer', async () => {
  api.tree.mockResolvedValue({ ...treeOf([], null), segmentId: 10, segmentName: '설비 자동화' });
  renderScreen(<GmpTreePage />, { path: '/gmp/tree', authorities: ['ROLE_GMP_WRITE'] });
  expect(await screen.findByText(/설비 자동화의 \d{4}년 GMP가 없습니다\./)).toBeTruthy();
  expect(api.tree).toHaveBeenCalledWith(10, expect.any(Number));
  expect(screen.getAllByRole('button', { name: /계획 등록/ }).length).toBeGreaterThan(0);
});

it("shows the api's message when the tree cannot be loaded", async () => {
  api.tree.mockRejectedValue(httpError(404, { error: 'not_found', message: '세그먼트를 찾을 수 없습니다.' }));
  renderScreen(<GmpTreePage />, { path: '/gmp/tree?segmentId=99&year=2026', authorities: ['ROLE_GMP_READ'] });
  await waitFor(() => expect(screen.getByText('세그먼트를 찾을 수 없습니다.')).toBeTruthy());
});
