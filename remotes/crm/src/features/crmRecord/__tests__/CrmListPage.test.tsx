import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { crmRecordApi } from '../api/crmRecordApi';
import CrmListPage from '../components/CrmListPage';
import { crmRecord } from './fixtures';

jest.mock('../api/crmRecordApi', () => ({
  ...jest.requireActual('../api/crmRecordApi'),
  crmRecordApi: { list: jest.fn(), types: jest.fn(), contacts: jest.fn(), related: jest.fn(), create: jest.fn(), update: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ DepartmentSelect: () => null, UserPicker: () => null, RichTextEditor: () => null, SavedViews: () => null, CustomerSelect: () => null }));
const api = crmRecordApi as jest.Mocked<typeof crmRecordApi>;

const record = crmRecord;

const renderPage = (authorities: string[], path = '/crm') => renderScreen(<CrmListPage />, { authorities, path });

beforeEach(() => {
  jest.resetAllMocks();
  api.types.mockResolvedValue([]);
});

describe('CrmListPage', () => {
  it('lists activities and marks an overdue next action', async () => {
    api.list.mockResolvedValue(
      onePage([
        record(),
        record({ id: 2, subject: '견적 회신 통화', activityType: 'CALL', activityTypeLabel: '전화', nextActionAt: '2026-03-01T10:00:00.000+09:00', nextActionStatus: 'OPEN', nextActionOverdueYn: 'Y' }),
      ]),
    );
    renderPage(['ROLE_CRM_READ']);
    expect(await screen.findByText('정기 방문')).toBeTruthy();
    expect(api.list).toHaveBeenCalledWith(expect.objectContaining({ page: 0, size: 20 }));
    const overdueRow = screen.getByText('견적 회신 통화').closest('tr')!;
    expect(within(overdueRow).getByLabelText('기한 지남')).toBeTruthy();
    expect(within(screen.getByText('정기 방문').closest('tr')!).queryByLabelText('기한 지남')).toBeNull();
    // Each subject is a real link to its record (middle-click and screen readers treat it as one).
    expect(screen.getByRole('link', { name: '견적 회신 통화' }).getAttribute('href')).toBe('/crm/2');
    // Reading only: no 활동 등록.
    expect(screen.queryByRole('button', { name: /활동 등록/ })).toBeNull();
  });

  it('filters from the address and from the overdue checkbox', async () => {
    api.list.mockResolvedValue(onePage([record()]));
    renderPage(['ROLE_CRM_WRITE', 'ROLE_CRM_READ'], '/crm?ownerUserId=5&fromDate=2026-03-09&toDate=2026-03-15&statusList=DONE');
    expect(await screen.findByText('정기 방문')).toBeTruthy();
    expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ ownerUserId: 5, fromDate: '2026-03-09', toDate: '2026-03-15', statusList: ['DONE'] }));
    expect(screen.getByRole('button', { name: /활동 등록/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '지난 다음 액션' }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith(expect.objectContaining({ overdueYn: true, ownerUserId: 5 })));
  });

  it('says when nothing matches the filters', async () => {
    api.list.mockResolvedValue(onePage([]));
    renderPage(['ROLE_CRM_READ'], '/crm?keyword=없는말');
    expect(await screen.findByText('조건에 맞는 항목이 없습니다.')).toBeTruthy();
  });
});
