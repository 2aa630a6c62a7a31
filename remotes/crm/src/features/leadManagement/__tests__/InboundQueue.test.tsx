import { onePage, renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Inquiry, managementApi } from '../api/managementApi';
import { InboundQueue } from '../components/InboundQueue';

jest.mock('../api/managementApi', () => ({
  ...jest.requireActual('../api/managementApi'),
  managementApi: { inquiries: jest.fn(), assign: jest.fn(), reject: jest.fn(), convert: jest.fn(), createInquiry: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ UserPicker: () => null }));
const api = managementApi as jest.Mocked<typeof managementApi>;

const inquiry = (overrides: Partial<Inquiry> = {}): Inquiry => ({
  id: 1,
  ownerDeptId: null,
  channel: 'PHONE',
  receivedAt: '2026-11-20T10:00:00.000+09:00',
  companyName: '(주)새빛산업',
  contactName: '김문의',
  email: null,
  phone: '01012345678',
  content: '견적 요청드립니다.',
  privacyConsentYn: 'N',
  status: 'NEW',
  assigneeId: null,
  assigneeName: null,
  assignedAt: null,
  answeredAt: null,
  rejectReason: null,
  leadId: null,
  leadNo: null,
  overdueYn: 'Y',
  createdAt: '2026-11-20T10:00:00.000+09:00',
  updatedAt: '2026-11-20T10:00:00.000+09:00',
  version: 0,
  ...overrides,
});

const renderQueue = (canWrite = true) => renderScreen(<InboundQueue canWrite={canWrite} />);

// Antd forms in dialogs are slow in jsdom when the machine is busy.
jest.setTimeout(120_000);

beforeEach(() => jest.resetAllMocks());

describe('InboundQueue', () => {
  it('lists open inquiries first, flags the overdue ones, and filters to them', async () => {
    api.inquiries.mockResolvedValue(onePage([inquiry()]));
    renderQueue();
    expect(await screen.findByText('(주)새빛산업')).toBeTruthy();
    expect(screen.getByText('지연')).toBeTruthy();
    expect(api.inquiries).toHaveBeenCalledWith(expect.objectContaining({ statusList: ['NEW', 'ASSIGNED'], page: 0 }));
    fireEvent.click(screen.getByLabelText(/응답 지연만/));
    await waitFor(() => expect(api.inquiries).toHaveBeenLastCalledWith(expect.objectContaining({ overdueYn: 'Y' })));
  });

  it('rejecting needs a reason; spam does not', async () => {
    api.inquiries.mockResolvedValue(onePage([inquiry()]));
    api.reject.mockResolvedValue(inquiry({ status: 'SPAM' }));
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    expect(await within(dialog).findByText('반려 사유를 입력해 주세요.')).toBeTruthy();
    expect(api.reject).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('스팸'));
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.reject).toHaveBeenCalledWith(1, 'SPAM', null, 0));
  });

  it('converts to a lead and links it', async () => {
    api.inquiries.mockResolvedValue(onePage([inquiry()]));
    api.convert.mockResolvedValue({ leadId: 42, leadNo: 'L-2026-0042' });
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: '리드 전환' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('리드명') as HTMLInputElement).value).toBe('(주)새빛산업 문의');
    fireEvent.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(api.convert).toHaveBeenCalledWith(1, expect.objectContaining({ version: 0, title: '(주)새빛산업 문의', expectedAmount: 0 })));
    expect(await screen.findByRole('link', { name: 'L-2026-0042' })).toBeTruthy();
  });

  it('read-only viewers get no actions', async () => {
    api.inquiries.mockResolvedValue(onePage([inquiry()]));
    renderQueue(false);
    await screen.findByText('(주)새빛산업');
    expect(screen.queryByRole('button', { name: '배정' })).toBeNull();
    expect(screen.queryByRole('button', { name: /문의 등록/ })).toBeNull();
  });
});
