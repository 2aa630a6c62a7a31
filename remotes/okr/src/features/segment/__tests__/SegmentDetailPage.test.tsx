import { http } from '@dure/shared';
import { httpError, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import SegmentDetailPage from '../components/SegmentDetailPage';
import { detail, segment } from './fixtures';

jest.setTimeout(30_000);
jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn(), put: jest.fn(), delete: jest.fn() } }));
jest.mock('@dure/shared/records', () => ({ ...jest.requireActual('@dure/shared/records'), RecordToolbar: () => <div>toolkit</div>, UserPicker: () => null }));
jest.mock('../components/SegmentSizeChart', () => ({ __esModule: true, default: ({ data }: { data: { label: string; value: number }[] }) => <ul aria-label="규모 차트">{data.map((d) => <li key={d.label}>{`${d.label}:${d.value}`}</li>)}</ul> }));
const get = http.get as jest.Mock;
const put = http.put as jest.Mock;

const answer = (result: unknown) => ({ json: () => Promise.resolve({ result }) });
const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, page: 0, size: 10 });
const field = (label: string) => screen.getAllByText(label).find((e) => e.closest('.ant-descriptions-item-label'))?.closest('.ant-descriptions-item-label')?.nextElementSibling?.textContent;

function show(record = detail(), authorities = ['ROLE_MARKETSEGMENT_READ']) {
  get.mockImplementation((url: string) => {
    if (url === `api/segment/${record.id}`) return answer(record);
    if (url.endsWith('/customers'))
      return answer(page([{ id: 7, customerNo: 'C-000007', name: '(주)한빛정밀', grade: 'B', status: 'ACTIVE', segmentId: 11, segmentName: '정밀가공', ownerUserName: '박영업', salesYtd: 500_000_000, openPipeline: 0 }]));
    return answer(page([]));
  });
  return renderScreen(<SegmentDetailPage />, { route: '/segment/:id', path: `/segment/${record.id}`, authorities });
}

beforeEach(() => jest.resetAllMocks());

it('shows the fields, this year’s figures, the size funnel and the segment’s customers', async () => {
  show();
  expect(await screen.findByRole('heading', { name: '정밀가공' })).toBeTruthy();
  expect(field('상위 시장')).toBe('제조');
  expect(field('SAM')).toBe('120,000,000,000원');
  expect(field('성장률')).toBe('6.5%');
  expect(screen.getByText('1,200,000,000원')).toBeTruthy();
  expect((await screen.findByLabelText('규모 차트')).textContent).toBe('TAM:500000000000SAM:120000000000SOM:80000000002026년 매출:1200000000진행 중 파이프라인:350000000');
  expect(await screen.findByText('(주)한빛정밀')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('api/segment/11/customers', { searchParams: { page: 0, size: 10 } });
  expect(screen.getByText('toolkit')).toBeTruthy();
});

it('offers no write to a reader', async () => {
  show();
  await screen.findByRole('heading', { name: '정밀가공' });
  for (const name of [/수\s*정/, /사용 안 함/, /삭\s*제/]) expect(screen.queryByRole('button', { name })).toBeNull();
});

it('lists a market’s segments and lets a writer add one under it', async () => {
  show(detail({ ...segment({ id: 1, code: 'MFG', name: '제조', parentId: null, parentName: null, level: 'MARKET' }), children: [segment()] }), ['ROLE_MARKETSEGMENT_WRITE']);
  expect(await screen.findByRole('tab', { name: '하위 세그먼트 (1)' })).toBeTruthy();
  expect(screen.getByRole('link', { name: '정밀가공' }).getAttribute('href')).toBe('/segment/11');
  expect(screen.getByRole('button', { name: /하위 세그먼트 등록/ })).toBeTruthy();
});

it('turns the segment off after confirming, with its version, and reloads it when someone else changed it first', async () => {
  put.mockReturnValueOnce(answer(detail({ activeYn: 'N', version: 3 })));
  show(detail(), ['ROLE_MARKETSEGMENT_WRITE']);
  fireEvent.click(await screen.findByRole('button', { name: /사용 안 함/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^사용 안 함$/, hidden: false }));
  await waitFor(() => expect(put).toHaveBeenCalledWith('api/segment/11', { json: { activeYn: 'N', version: 2 } }));
  expect(await screen.findByTestId('segment-inactive')).toBeTruthy();
  expect(screen.getByRole('button', { name: /다시 사용/ })).toBeTruthy();

  put.mockReturnValueOnce({ json: () => Promise.reject(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다.' })) });
  fireEvent.click(screen.getByRole('button', { name: /다시 사용/ }));
  fireEvent.click(await screen.findByRole('button', { name: /^사\s*용$/ }));
  expect(await screen.findByText('다른 사용자가 먼저 수정했습니다.')).toBeTruthy();
  await waitFor(() => expect(get.mock.calls.filter(([url]) => url === 'api/segment/11').length).toBe(2));
});
