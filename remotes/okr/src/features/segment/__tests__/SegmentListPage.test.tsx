import { httpError, onePage, renderScreen } from '@dure/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import { segmentApi } from '../api/segmentApi';
import SegmentListPage from '../components/SegmentListPage';
import { market, segment } from './fixtures';

// ProTable answers after a few seconds in jsdom on a busy machine.
const slow = { timeout: 20_000 };
jest.setTimeout(60_000);

jest.mock('../api/segmentApi', () => ({ ...jest.requireActual('../api/segmentApi'), segmentApi: { list: jest.fn(), picker: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null, RichTextEditor: () => null }));
const api = segmentApi as jest.Mocked<typeof segmentApi>;

const renderAt = (path: string, authorities = ['ROLE_MARKETSEGMENT_READ']) => renderScreen(<SegmentListPage />, { authorities, path });

beforeEach(() => {
  jest.resetAllMocks();
  api.list.mockResolvedValue(onePage([market(), segment()]));
});

it('lists each market with its segments under it, their sizes, priority, figures and share of SAM', async () => {
  renderAt('/segment');
  const row = (await screen.findByText('정밀가공', {}, slow)).closest('tr')!;
  expect(row.textContent).toContain('└');
  expect(row.textContent).toContain('120,000,000,000원');
  expect(row.textContent).toContain('핵심');
  expect(row.textContent).toContain('1,200,000,000원');
  expect(row.textContent).toContain('1%');
  expect(row.textContent).toContain('6.5%');
  const marketRow = screen.getByText('제조').closest('tr')!;
  expect(marketRow.textContent).not.toContain('└');
  // The tree order is the list's default: markets first, each followed by its segments.
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ sort: 'tree,asc', page: 0, size: 20 }));
  expect(screen.getByRole('link', { name: '정밀가공' }).getAttribute('href')).toBe('/segment/11');
});

it('reads its filters from the address and sends them to the api', async () => {
  renderAt('/segment?priorityList=CORE,GROWTH&activeYn=N&ownerUserId=3&keyword=%EC%A0%95%EB%B0%80');
  await screen.findByText('정밀가공', {}, slow);
  expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ priorityList: ['CORE', 'GROWTH'], activeYn: 'N', ownerUserId: 3, keyword: '정밀' }));
});

it('offers 신규 등록 only to a user with MARKETSEGMENT_WRITE', async () => {
  const { unmount } = renderAt('/segment');
  await screen.findByText('정밀가공', {}, slow);
  expect(screen.queryByRole('button', { name: /신규 등록/ })).toBeNull();
  unmount();
  renderAt('/segment', ['ROLE_MARKETSEGMENT_WRITE']);
  await screen.findByText('정밀가공', {}, slow);
  expect(screen.getByRole('button', { name: /신규 등록/ })).toBeTruthy();
});

it("says so when nothing is registered, and shows the api's message when the list fails", async () => {
  api.list.mockResolvedValue(onePage([]));
  const { unmount } = renderAt('/segment');
  expect(await screen.findByText('등록된 시장 세그먼트가 없습니다. 시장부터 등록해 주세요.', {}, slow)).toBeTruthy();
  unmount();
  api.list.mockRejectedValue(httpError(503, { error: 'unavailable', message: '잠시 후 다시 시도해 주세요.' }));
  renderAt('/segment');
  await waitFor(() => expect(screen.getByText(/잠시 후 다시 시도해 주세요/)).toBeTruthy(), slow);
});
