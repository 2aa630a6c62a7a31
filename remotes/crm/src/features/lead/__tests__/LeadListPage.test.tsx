import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { leadApi, leadList } from '../api/leadApi';
import LeadListPage from '../components/LeadListPage';
import { board, lead, meta } from './fixtures';

// ProTable answers after a few seconds in jsdom on a busy machine.
const slow = { timeout: 20_000 };

jest.mock('../api/leadApi', () => ({
  ...jest.requireActual('../api/leadApi'),
  leadApi: { meta: jest.fn(), list: jest.fn(), kanban: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ SavedViews: () => null, DepartmentSelect: () => null, UserPicker: () => null }));
const api = leadApi as jest.Mocked<typeof leadApi>;
/** The api queries of the list calls, as sent. */
const sent = () => api.list.mock.calls.map(([query]) => leadList.apiQuery(query));

const renderPage = (path = '/lead', authorities = ['ROLE_LEAD_READ', 'ROLE_LEAD_WRITE']) => renderScreen(<LeadListPage />, { authorities, path });

// Antd forms in dialogs are slow in jsdom when the machine is busy.
jest.setTimeout(120_000);

beforeEach(() => {
  jest.resetAllMocks();
  api.meta.mockResolvedValue(meta);
});

describe('LeadListPage', () => {
  it('opens on the open leads, nearest expected close date first', async () => {
    api.list.mockResolvedValue(onePage([lead()]));
    renderPage();
    expect(await screen.findByText('2공장 MES 구축', {}, slow)).toBeTruthy();
    expect(sent()).toContainEqual(expect.objectContaining({ page: '0', size: '20', sort: 'expectedCloseDate,asc', categoryList: 'OPEN' }));
    expect(screen.getByRole('button', { name: /리드 등록/ })).toBeTruthy();
  });

  it('takes filters from the address and searches on Enter', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderPage('/lead?categoryList=ALL&priorityList=HIGH&sort=expectedAmount,desc');
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ priorityList: 'HIGH', sort: 'expectedAmount,desc' })), slow);
    expect(sent()[0].categoryList).toBeUndefined();
    fireEvent.change(screen.getByLabelText('검색어'), { target: { value: 'MES' } });
    fireEvent.keyDown(screen.getByLabelText('검색어'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(sent().at(-1)).toMatchObject({ keyword: 'MES', priorityList: 'HIGH' }), slow);
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.', {}, slow)).toBeTruthy();
  });

  it('a dashboard drill-down keeps its closing period and lost reason, and shows them as filters', async () => {
    api.list.mockResolvedValue({ ...onePage([lead()]), totalElements: 1000, totalCappedYn: 'Y' as const });
    renderPage('/lead?categoryList=LOST&lostReasonList=PRICE&closedFromDate=2026-01-01&closedToDate=2026-06-30');
    await waitFor(
      () => expect(sent()).toContainEqual(expect.objectContaining({ categoryList: 'LOST', lostReasonList: 'PRICE', closedFromDate: '2026-01-01', closedToDate: '2026-06-30' })),
      slow,
    );
    expect(screen.getAllByLabelText('수주·실주일').map((input) => (input as HTMLInputElement).value)).toEqual(['2026-01-01', '2026-06-30']);
    expect(screen.getByTitle('가격')).toBeTruthy();
    // ListPage shows the total above the table and beside the pager.
    expect((await screen.findAllByText('총 1,000건 이상', {}, slow)).length).toBeGreaterThan(0);
  });

  it("a lost-reason 미지정 row asks for the leads lost without a reason and shows it as a closable tag", async () => {
    api.list.mockResolvedValue(onePage([]));
    renderPage('/lead?deptId=3&categoryList=LOST&noLostReasonYn=Y&closedFromDate=2026-01-01&closedToDate=2026-12-31');
    await waitFor(() => expect(sent()).toContainEqual(expect.objectContaining({ deptId: '3', categoryList: 'LOST', noLostReasonYn: 'Y', closedFromDate: '2026-01-01' })), slow);
    expect(sent()[0].lostReasonList).toBeUndefined();
    expect(screen.queryByLabelText('실주 사유')).toBeNull();
    fireEvent.click(screen.getByText('실주 사유 미지정').querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(sent().at(-1)!.noLostReasonYn).toBeUndefined(), slow);
    expect(sent().at(-1)).toEqual(expect.objectContaining({ categoryList: 'LOST', closedFromDate: '2026-01-01' }));
    expect(screen.getAllByLabelText('실주 사유').length).toBeGreaterThan(0);
    expect(screen.queryByText('실주 사유 미지정')).toBeNull();
  });

  it('a source row asks for the leads in play in the period, shown as a closable tag', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderPage('/lead?sourceList=REFERRAL&categoryList=OPEN,WON,LOST&periodFromDate=2026-01-01&periodToDate=2026-12-31');
    await waitFor(
      () => expect(sent()).toContainEqual(expect.objectContaining({ sourceList: 'REFERRAL', categoryList: 'OPEN,WON,LOST', periodFromDate: '2026-01-01', periodToDate: '2026-12-31' })),
      slow,
    );
    fireEvent.click(screen.getByText('기간 중 진행·종료 2026-01-01 ~ 2026-12-31').querySelector('.ant-tag-close-icon')!);
    await waitFor(() => expect(sent().at(-1)!.periodFromDate).toBeUndefined(), slow);
    expect(sent().at(-1)!.periodToDate).toBeUndefined();
    expect(sent().at(-1)).toEqual(expect.objectContaining({ sourceList: 'REFERRAL', categoryList: 'OPEN,WON,LOST' }));
    expect(screen.queryByText(/기간 중 진행·종료/)).toBeNull();
  });

  it('switches to the pipeline board with the same filters', async () => {
    api.list.mockResolvedValue(onePage([lead()]));
    api.kanban.mockResolvedValue(board([lead()]));
    renderPage('/lead?keyword=MES', ['ROLE_LEAD_READ']);
    await screen.findByText('2공장 MES 구축', {}, slow);
    expect(screen.queryByRole('button', { name: /리드 등록/ })).toBeNull();
    fireEvent.click(screen.getByText('칸반'));
    expect(await screen.findByRole('region', { name: '신규 단계' }, slow)).toBeTruthy();
    expect(api.kanban).toHaveBeenCalledWith(expect.objectContaining({ keyword: 'MES' }), { limit: 20 });
    expect(api.kanban.mock.calls[0][0].categoryList).toBeUndefined();
  });

  it('says so when the stages cannot be loaded', async () => {
    api.meta.mockRejectedValueOnce(new Error('down')).mockResolvedValue(meta);
    api.list.mockResolvedValue(onePage([]));
    renderPage();
    expect(await screen.findByText('리드 화면을 준비하지 못했습니다')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(api.list).toHaveBeenCalled(), slow);
  });
});
