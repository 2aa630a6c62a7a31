import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { contractApi, contractList } from '../api/contractApi';
import ContractListPage from '../components/ContractListPage';
import { contract } from './fixtures';

jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null, CustomerSelect: () => null }));
jest.mock('../../../components/SegmentSelect', () => ({ SegmentSelect: ({ value }: { value?: number | null }) => <div data-testid="segment-filter">{value ?? ''}</div> }));
jest.mock('../../../lib/commonCodeApi', () => ({ commonCodeApi: { list: jest.fn() } }));
jest.mock('../api/contractApi', () => ({ ...jest.requireActual('../api/contractApi'), contractApi: { list: jest.fn() } }));
const api = contractApi as jest.Mocked<typeof contractApi>;
/** The api queries the page asked for, as sent. */
const sent = () => api.list.mock.calls.map(([query]) => contractList.apiQuery(query));
const codes = commonCodeApi as jest.Mocked<typeof commonCodeApi>;

const renderPage = (authorities: string[], path = '/contract') => renderScreen(<ContractListPage />, { authorities, path });

// ProTable renders slowly on a busy machine.
jest.setTimeout(120_000);

beforeEach(() => {
  jest.resetAllMocks();
  codes.list.mockResolvedValue([]);
});

describe('ContractListPage', () => {
  it('asks for the filters in the address, newest contract first, and marks contracts ending soon', async () => {
    api.list.mockResolvedValue({
      content: [contract({ status: 'ACTIVE', daysToEnd: 12 }), contract({ id: 8, contractNo: 'CT-2026-0008', title: '장기 유지보수', status: 'ACTIVE', daysToEnd: 200 })],
      totalElements: 2,
      totalPages: 1,
      page: 0,
      size: 20,
    });
    renderPage(['ROLE_USER'], '/contract?statusList=ACTIVE&keyword=MES');
    expect(await screen.findByText('스마트팩토리 MES 구축')).toBeTruthy();
    expect(sent()).toContainEqual(expect.objectContaining({ page: '0', size: '20', statusList: 'ACTIVE', keyword: 'MES', sort: 'contractDate,desc' }));
    expect(screen.getByText('D-12')).toBeTruthy();
    // Each title is a real link to its contract (middle-click and screen readers treat it as one).
    expect(screen.getByRole('link', { name: '장기 유지보수' }).getAttribute('href')).toBe('/contract/8');
    expect(screen.queryByText('D-200')).toBeNull();
    expect(screen.queryByRole('button', { name: /계약 등록/ })).toBeNull();
  });

  it('searches on Enter and offers 계약 등록 to CONTRACT_WRITE', async () => {
    api.list.mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
    renderPage(['ROLE_CONTRACT_READ', 'ROLE_CONTRACT_WRITE']);
    expect(await screen.findByText('볼 수 있는 계약이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /계약 등록/ })).toBeTruthy();
    const search = screen.getByLabelText('검색어');
    fireEvent.change(search, { target: { value: 'CT-2026' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ keyword: 'CT-2026' }));
  });

  it("a dashboard's department or person row lists that department's contracts with its teams, or that person's", async () => {
    api.list.mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
    renderPage(['ROLE_USER'], '/contract?deptId=3&ownerUserId=42&fromDate=2026-01-01&toDate=2026-12-31');
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ deptId: '3', includeSubDeptYn: 'Y', ownerUserId: '42', fromDate: '2026-01-01' })));
  });

  it("a sales dashboard segment row lists the contracts of that segment's customers, or of customers without one", async () => {
    api.list.mockResolvedValue({ content: [], totalElements: 0, totalPages: 0, page: 0, size: 20 });
    const { unmount } = renderPage(['ROLE_USER'], '/contract?statusList=ACTIVE&fromDate=2026-01-01&toDate=2026-12-31&segmentId=12');
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ statusList: 'ACTIVE', fromDate: '2026-01-01', segmentId: '12' })));
    expect(screen.getByTestId('segment-filter').textContent).toBe('12');
    unmount();
    api.list.mockClear();
    renderPage(['ROLE_USER'], '/contract?statusList=ACTIVE&noSegmentYn=Y');
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ statusList: 'ACTIVE', noSegmentYn: 'Y' })));
    expect(sent()[0]).not.toHaveProperty('segmentId');
    const tag = screen.getByText('세그먼트 미지정 고객사');
    fireEvent.click(tag.querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(sent().at(-1)).not.toHaveProperty('noSegmentYn'));
    expect(screen.getByTestId('segment-filter')).toBeTruthy();
  });

  it('shows the error with a retry when the list cannot load', async () => {
    api.list.mockRejectedValue(new Error('network'));
    renderPage(['ROLE_USER']);
    expect(await screen.findByText('계약 목록을 불러오지 못했습니다')).toBeTruthy();
  });
});
