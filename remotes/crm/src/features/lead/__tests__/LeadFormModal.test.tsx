import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { leadApi } from '../api/leadApi';
import { LeadFormModal } from '../components/LeadFormModal';
import { lead, meta } from './fixtures';

jest.mock('../api/leadApi', () => ({
  ...jest.requireActual('../api/leadApi'),
  leadApi: { create: jest.fn(), update: jest.fn(), contacts: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({
  UserPicker: () => null,
  CustomerSelect: () => null,
  // A click picks project type 5 (구축).
  ProjectTypeSelect: ({ value, onChange, 'aria-label': label }: { value?: number | null; onChange?: (id: number | null) => void; 'aria-label'?: string }) => (
    <button type="button" aria-label={label} onClick={() => onChange?.(5)}>
      {value === 5 ? '구축' : '선택 안 함'}
    </button>
  ),
}));
const api = leadApi as jest.Mocked<typeof leadApi>;

function renderForm(onSaved = jest.fn()) {
  render(
    <MemoryRouter>
      <App>
        <LeadFormModal open meta={meta} onClose={jest.fn()} onSaved={onSaved} />
      </App>
    </MemoryRouter>,
    { wrapper: queryWrapper() },
  );
  return onSaved;
}

// Antd forms in dialogs are slow in jsdom when the machine is busy.
jest.setTimeout(120_000);

beforeEach(() => {
  jest.resetAllMocks();
  api.contacts.mockResolvedValue([]);
});

describe('LeadFormModal', () => {
  it('computes each line and the total, and sends the lines instead of a typed amount with the picked 사업유형', async () => {
    const saved = { ...lead({ id: 9, leadNo: 'L-2026-0009' }), lines: [], stageHistory: [], canWrite: true };
    api.create.mockResolvedValue(saved);
    const onSaved = renderForm();
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('리드명'), { target: { value: '센서 공급' } });
    fireEvent.change(within(dialog).getByLabelText('잠재 고객사명'), { target: { value: '(주)가망' } });
    // 유입경로 starts filled: the only code of these lists.
    expect(within(dialog).getByTitle('소개')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '사업유형' }));
    expect(within(dialog).getByText('구축')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /품목 추가/ }));
    fireEvent.change(await within(dialog).findByLabelText('품목명 1'), { target: { value: '센서' } });
    fireEvent.change(within(dialog).getByLabelText('수량 1'), { target: { value: '3' } });
    fireEvent.change(within(dialog).getByLabelText('단가 1'), { target: { value: '333333' } });
    fireEvent.change(within(dialog).getByLabelText('할인율 1'), { target: { value: '10' } });
    await waitFor(() => expect(within(dialog).getByTestId('line-amount-0').textContent).toBe('899,999원'));
    expect(within(dialog).getByTestId('lines-total').textContent).toBe('합계 899,999원');
    expect(within(dialog).queryByLabelText('예상금액')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0]).toMatchObject({
      title: '센서 공급',
      prospectCompany: '(주)가망',
      customerId: null,
      source: 'REFERRAL',
      stageId: 1,
      projectTypeId: 5,
      expectedAmount: null,
      lines: [{ itemName: '센서', qty: 3, unitPrice: 333_333, discountPct: 10 }],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  });

  it('needs a customer past the first stage and shows the api field errors', async () => {
    renderForm();
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByLabelText('단계'));
    fireEvent.click(await screen.findByTitle('제안 (40%)'));
    fireEvent.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByText('검증 단계부터는 고객사를 선택해야 합니다.')).toBeTruthy();
    expect(within(dialog).getByText('리드명을 입력해 주세요.')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });
});
