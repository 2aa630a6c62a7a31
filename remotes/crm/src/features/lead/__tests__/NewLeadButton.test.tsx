import { renderScreen } from '@dure/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { leadApi } from '../api/leadApi';
import { NewLeadButton } from '../components/NewLeadButton';
import { defaultSource } from '../sourceDefault';
import { lead, meta } from './fixtures';

jest.mock('../api/leadApi', () => ({
  ...jest.requireActual('../api/leadApi'),
  leadApi: { create: jest.fn(), contacts: jest.fn(), meta: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  UserPicker: () => null,
  ProjectTypeSelect: () => null,
  CustomerSelect: ({ value, initialLabel }: { value?: number | null; initialLabel?: string }) => <output aria-label="고객사">{value ? `${value} ${initialLabel ?? ''}` : ''}</output>,
}));
const api = leadApi as jest.Mocked<typeof leadApi>;

const SOURCES = [
  { code: 'INBOUND_WEB', label: '웹 문의' },
  { code: 'OUTBOUND', label: '영업 발굴' },
  { code: 'EXISTING', label: '기존 고객' },
];

// Antd forms in dialogs are slow in jsdom when the machine is busy.
jest.setTimeout(120_000);

beforeEach(() => {
  jest.resetAllMocks();
  api.contacts.mockResolvedValue([]);
  api.meta.mockResolvedValue({ ...meta, sources: SOURCES });
});

describe('리드 등록 from a customer page', () => {
  it('starts with the customer and 기존 고객, keeps the user on the page, and its notice opens the new lead', async () => {
    const saved = { ...lead({ id: 9, leadNo: 'L-2026-0009', customerId: 7 }), lines: [], stageHistory: [], canWrite: true };
    api.create.mockResolvedValue(saved);
    const onCreated = jest.fn();
    renderScreen(
      <Routes>
        <Route path="/customer/7" element={<NewLeadButton customer={{ id: 7, name: '(주)한빛정밀' }} onCreated={onCreated} />} />
        <Route path="/lead/9" element={<h1>리드 9</h1>} />
      </Routes>,
      { authorities: ['ROLE_LEAD_READ', 'ROLE_LEAD_WRITE'], path: '/customer/7' },
    );
    // Ready once the stages and code lists are in: enabled, and done loading (antd ignores a click while it shows the spinner).
    const button = await screen.findByRole('button', { name: /리드 등록/ });
    await waitFor(() => {
      expect((button as HTMLButtonElement).disabled).toBe(false);
      expect(button.classList.contains('ant-btn-loading')).toBe(false);
    });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('고객사').textContent).toBe('7 (주)한빛정밀');
    expect(within(dialog).getByTitle('기존 고객')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('리드명'), { target: { value: '2공장 증설' } });
    fireEvent.change(within(dialog).getByLabelText('예상금액'), { target: { value: '30000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));

    await waitFor(() => expect(api.create).toHaveBeenCalledTimes(1));
    expect(api.create.mock.calls[0][0]).toMatchObject({ title: '2공장 증설', customerId: 7, source: 'EXISTING', expectedAmount: 30_000_000 });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: /리드 등록/ })).toBeTruthy();
    const notice = await screen.findByText(/리드 L-2026-0009를 등록했습니다\./);
    fireEvent.click(within(notice.closest('.ant-message-notice') as HTMLElement).getByRole('button', { name: '열기' }));
    expect(await screen.findByRole('heading', { name: '리드 9' })).toBeTruthy();
  });

  it('is not offered without lead write', async () => {
    renderScreen(<NewLeadButton customer={{ id: 7, name: '(주)한빛정밀' }} />, { authorities: ['ROLE_LEAD_READ'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: /리드 등록/ })).toBeNull());
  });
});

describe('defaultSource', () => {
  it('is 기존 고객 for a customer on file, 영업 발굴 otherwise, and the first code when those are retired', () => {
    expect(defaultSource(SOURCES, true)).toBe('EXISTING');
    expect(defaultSource(SOURCES, false)).toBe('OUTBOUND');
    expect(defaultSource([{ code: 'REFERRAL', label: '소개' }], true)).toBe('REFERRAL');
    expect(defaultSource([], false)).toBeUndefined();
  });
});
