import { queryWrapper } from '@dure/shared/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { commonCodeApi } from '../../../lib/commonCodeApi';
import { contractApi } from '../api/contractApi';
import { contract } from './fixtures';
import { ContractFormDrawer, toInput } from '../components/ContractFormDrawer';

jest.mock('@dure/shared/records', () => ({
  UserPicker: () => null,
  // Shows the stored project's label; a click picks project 42.
  ProjectPicker: ({ value, initialLabel, onChange }: { value?: number | null; initialLabel?: string; onChange?: (id: number | null) => void }) => (
    <button type="button" onClick={() => onChange?.(42)}>
      {value === 42 ? '프로젝트 42' : (initialLabel ?? '프로젝트 고르기')}
    </button>
  ),
  // Picks customer 3, then another one (4) on the next click.
  CustomerSelect: ({ value, onChange }: { value?: number | null; onChange?: (id: number | null) => void }) => (
    <button type="button" onClick={() => onChange?.(value === 3 ? 4 : 3)}>
      고객사 고르기
    </button>
  ),
}));
jest.mock('../../../components/pickers', () => {
  const picker = (label: string, picked: number) =>
    function Picker({ customerId, value, onChange }: { customerId?: number | null; value?: number | null; onChange?: (id: number | null) => void }) {
      return (
        <button type="button" disabled={!customerId} onClick={() => onChange?.(picked)}>
          {value ? `${label} ${value}` : `${label} 고르기`}
        </button>
      );
    };
  return { ContactSelect: picker('담당자', 11), LeadSelect: picker('리드', 21) };
});
jest.mock('../../../lib/commonCodeApi', () => ({ commonCodeApi: { list: jest.fn() } }));
jest.mock('../api/contractApi', () => ({ ...jest.requireActual('../api/contractApi'), contractApi: { create: jest.fn(), update: jest.fn() } }));
const codes = commonCodeApi as jest.Mocked<typeof commonCodeApi>;
const api = contractApi as jest.Mocked<typeof contractApi>;

beforeEach(() => {
  jest.resetAllMocks();
  codes.list.mockResolvedValue([{ id: 1, groupCode: 'CONTRACT_TYPE', code: 'SERVICE', label: '용역', sortOrder: 10, activeYn: 'Y', version: 0, updatedAt: '' }]);
});

it('computes VAT and total live and refuses to save while the payment terms are incomplete or do not add up', async () => {
  render(
    <App>
      <ContractFormDrawer open onClose={jest.fn()} onSaved={jest.fn()} />
    </App>,
    { wrapper: queryWrapper() },
  );
  const drawer = await screen.findByRole('dialog');
  fireEvent.change(within(drawer).getByLabelText('계약명'), { target: { value: 'MES 구축' } });
  fireEvent.click(within(drawer).getByText('고객사 고르기'));
  fireEvent.change(within(drawer).getByLabelText('공급가액 (원)'), { target: { value: '1234567' } });
  await waitFor(() => expect(within(drawer).getByText('123,456원')).toBeTruthy());
  expect(within(drawer).getByText('1,358,023원')).toBeTruthy();
  // Default terms: 30% on signing, 70% on a date (no date yet).
  expect(within(drawer).getByTestId('term-amount-1').textContent).toBe('370,370 원');
  expect(within(drawer).getByTestId('term-amount-2').textContent).toBe('864,197 원');

  fireEvent.click(within(drawer).getByRole('button', { name: /저\s*장/ }));
  expect(await within(drawer).findByText('지정일 지급조건의 예정일을 입력해 주세요.')).toBeTruthy();

  fireEvent.change(within(drawer).getByLabelText('1행 비율'), { target: { value: '20' } });
  expect(within(drawer).getByTestId('term-sum').textContent).toBe('합계 1,111,109 원 / 공급가액 1,234,567 원');
  expect(within(drawer).getByText('지급조건 합계(1,111,109)가 공급가액(1,234,567)과 123,458 부족합니다.')).toBeTruthy();
  expect(api.create).not.toHaveBeenCalled();
}, 120_000);

it("picks the customer's contact and lead once a customer is chosen, clears them when it changes, and sends them", async () => {
  render(
    <App>
      <ContractFormDrawer open onClose={jest.fn()} onSaved={jest.fn()} />
    </App>,
    { wrapper: queryWrapper() },
  );
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('담당자 고르기').closest('button')!.disabled).toBe(true);
  fireEvent.click(within(drawer).getByText('고객사 고르기'));
  fireEvent.click(await within(drawer).findByText('담당자 고르기'));
  fireEvent.click(within(drawer).getByText('리드 고르기'));
  expect(await within(drawer).findByText('담당자 11')).toBeTruthy();
  expect(within(drawer).getByText('리드 21')).toBeTruthy();
  fireEvent.click(within(drawer).getByText('고객사 고르기'));
  expect(await within(drawer).findByText('담당자 고르기')).toBeTruthy();
  expect(within(drawer).getByText('리드 고르기')).toBeTruthy();
}, 120_000);

it('sends contact, lead and project with the contract (an edit keeps them)', () => {
  const dayjs = jest.requireActual('@dure/shared/format').dayjs;
  const input = toInput({
    title: 'MES',
    customerId: 3,
    contactId: 11,
    leadId: 21,
    projectId: 41,
    contractType: 'SERVICE',
    contractDate: dayjs('2030-01-01'),
    period: [dayjs('2030-01-01'), dayjs('2030-12-31')],
    currencyCode: 'KRW',
    exchangeRate: null,
    supplyAmount: 1000,
    taxType: 'TAXABLE',
    autoRenew: false,
    renewalMonths: null,
    noticeDays: 30,
    ownerUserId: null,
    paymentTerms: [],
  });
  expect(input).toMatchObject({ customerId: 3, contactId: 11, leadId: 21, projectId: 41 });
});

it("shows the contract's project on an edit and saves the project picked instead", async () => {
  const stored = contract({
    projectId: 41,
    projectNo: 'PJ-2026-0041',
    projectName: '한빛정밀 MES 구축',
    paymentTerms: [{ id: 1, seq: 1, name: '일시금', rate: 100, amount: 100_000_000, dueType: 'ON_SIGN', dueDate: null, milestoneName: null, status: 'PLANNED' }],
  });
  api.update.mockResolvedValue(stored);
  render(
    <App>
      <ContractFormDrawer open contract={stored} onClose={jest.fn()} onSaved={jest.fn()} />
    </App>,
    { wrapper: queryWrapper() },
  );
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(within(drawer).getByText('한빛정밀 MES 구축 (PJ-2026-0041)'));
  expect(within(drawer).getByText('프로젝트 42')).toBeTruthy();
  fireEvent.click(within(drawer).getByRole('button', { name: /저\s*장/ }));
  await waitFor(() => expect(api.update).toHaveBeenCalledWith(7, 3, expect.objectContaining({ projectId: 42, customerId: 3 })));
}, 120_000);
