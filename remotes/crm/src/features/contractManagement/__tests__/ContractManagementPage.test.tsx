import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { managementApi } from '../api/managementApi';
import ContractManagementPage from '../components/ContractManagementPage';

jest.mock('../api/managementApi', () => ({ managementApi: { expiring: jest.fn(), closed: jest.fn(), reopen: jest.fn() } }));
jest.mock('../../../lib/commonCodeApi', () => ({ commonCodeApi: { list: jest.fn(), create: jest.fn(), update: jest.fn(), remove: jest.fn() } }));
const api = managementApi as jest.Mocked<typeof managementApi>;
const codes = commonCodeApi as jest.Mocked<typeof commonCodeApi>;

const item = (over: Record<string, unknown> = {}) => ({
  id: 1,
  contractNo: 'CT-2026-0001',
  title: '설비 유지보수',
  customerName: '(주)한빛정밀',
  contractTypeLabel: '유지보수',
  startDate: '2025-06-01',
  endDate: '2026-05-31',
  krwSupplyAmount: 12_000_000,
  status: 'ACTIVE',
  autoRenewYn: 'N' as const,
  noticeDays: 30,
  daysToEnd: 20,
  ownerUserName: '박준혁',
  ownerDeptName: '영업1팀',
  version: 4,
  ...over,
});

const renderPage = (authorities: string[]) => renderScreen(<ContractManagementPage />, { authorities });

// antd tables and modals render slowly on a busy machine.
jest.setTimeout(120_000);

beforeEach(() => {
  jest.resetAllMocks();
  api.expiring.mockResolvedValue({
    d30: 1,
    d60: 2,
    d90: 2,
    content: [item({ bucket: 'D30' }), item({ id: 2, contractNo: 'CT-2026-0002', title: 'MES 라이선스', daysToEnd: 45, bucket: 'D60' })] as never,
  });
});

describe('ContractManagementPage', () => {
  it('the expiry board counts each bucket and lists the contracts ending within the chosen days', async () => {
    renderPage(['ROLE_CONTRACT_MANAGEMENT_READ']);
    expect(await screen.findByText('설비 유지보수')).toBeTruthy();
    expect(screen.getByText('MES 라이선스')).toBeTruthy();
    fireEvent.click(screen.getByText('30일 이내 만료'));
    await waitFor(() => expect(screen.queryByText('MES 라이선스')).toBeNull());
    expect(screen.getByText('D-20')).toBeTruthy();
  });

  it('reopening a contract past its end asks for a new end day before calling the api', async () => {
    api.closed.mockResolvedValue({ content: [item({ status: 'EXPIRED', daysToEnd: -10 })] as never, totalElements: 1, totalPages: 1, page: 0, size: 20 });
    api.reopen.mockResolvedValue({ result: null });
    renderPage(['ROLE_CONTRACT_MANAGEMENT_READ', 'ROLE_CONTRACT_MANAGEMENT_WRITE']);
    fireEvent.click(await screen.findByRole('tab', { name: '만료·해지 계약' }));
    fireEvent.click(await screen.findByRole('button', { name: /재개/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /재\s*개/ }));
    expect(await within(dialog).findByText('종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.')).toBeTruthy();
    expect(api.reopen).not.toHaveBeenCalled();
  });

  it('without CONTRACT_MANAGEMENT_WRITE there is no reopen and no code editing', async () => {
    api.closed.mockResolvedValue({ content: [item({ status: 'TERMINATED' })] as never, totalElements: 1, totalPages: 1, page: 0, size: 20 });
    codes.list.mockResolvedValue([{ id: 9, groupCode: 'CONTRACT_TYPE', code: 'SERVICE', label: '용역', sortOrder: 10, activeYn: 'Y', version: 0, updatedAt: '2026-01-01T00:00:00.000+09:00' }]);
    renderPage(['ROLE_CONTRACT_MANAGEMENT_READ']);
    fireEvent.click(await screen.findByRole('tab', { name: '만료·해지 계약' }));
    expect(await screen.findByText('해지')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /재개/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '계약 유형' }));
    expect(await screen.findByText('용역')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /계약유형 추가/ })).toBeNull();
    expect(codes.list).toHaveBeenCalledWith('CONTRACT_TYPE', true);
  });

  it('a manager adds a contract type', async () => {
    codes.list.mockResolvedValue([]);
    codes.create.mockResolvedValue({ id: 10, groupCode: 'CONTRACT_TYPE', code: 'RENTAL', label: '임대', sortOrder: 70, activeYn: 'Y', version: 0, updatedAt: '2026-01-01T00:00:00.000+09:00' });
    renderPage(['ROLE_CONTRACT_MANAGEMENT_READ', 'ROLE_CONTRACT_MANAGEMENT_WRITE']);
    fireEvent.click(screen.getByRole('tab', { name: '계약 유형' }));
    fireEvent.click(await screen.findByRole('button', { name: /계약유형 추가/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('코드'), { target: { value: 'rental' } });
    fireEvent.change(within(dialog).getByLabelText('표시명'), { target: { value: '임대' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /저\s*장/ }));
    await waitFor(() => expect(codes.create).toHaveBeenCalledWith('CONTRACT_TYPE', expect.objectContaining({ code: 'RENTAL', label: '임대', activeYn: 'Y' })));
  });
});
