import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { customerApi } from '../api/customerApi';
import { CustomerFormModal } from '../components/CustomerFormModal';
import { bizRegNoProblem, formatBizRegNoInput } from '../components/rules';
import { httpError, testQueryClient } from '@dure/shared/testing';
import { customer, match } from './fixtures';

jest.mock('../api/customerApi', () => ({
  ...jest.requireActual('../api/customerApi'),
  customerApi: { create: jest.fn(), update: jest.fn(), industries: jest.fn(), get: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ UserPicker: () => null, CustomerSelect: () => null }));
const api = customerApi as jest.Mocked<typeof customerApi>;

beforeEach(() => {
  jest.resetAllMocks();
  api.industries.mockResolvedValue([{ code: 'MANUFACTURING', label: '제조업' }]);
});

function renderForm(props: Partial<Parameters<typeof CustomerFormModal>[0]> = {}) {
  const onSaved = jest.fn();
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <App>
          <CustomerFormModal open onClose={() => {}} onSaved={onSaved} {...props} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSaved };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('business number input', () => {
  it('formats digits as XXX-XX-XXXXX while typing and names what is wrong with the number', () => {
    expect(formatBizRegNoInput('22081')).toBe('220-81');
    expect(formatBizRegNoInput('2208162517999')).toBe('220-81-62517');
    expect(bizRegNoProblem('220-81-62517', true)).toBeNull();
    expect(bizRegNoProblem('220-81-62518', true)).toBe('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.');
    expect(bizRegNoProblem('220-8', true)).toBe('사업자등록번호는 숫자 10자리(XXX-XX-XXXXX)로 입력해 주세요 (4/10).');
    expect(bizRegNoProblem('', true)).toBe('사업자등록번호를 입력해 주세요.');
    expect(bizRegNoProblem('', false)).toBeNull();
  });

  it('says a wrong number is wrong once, and confirms a valid one under the field', async () => {
    renderForm();
    type('사업자등록번호', '2208162518');
    expect((screen.getByLabelText('사업자등록번호') as HTMLInputElement).value).toBe('220-81-62518');
    expect(await screen.findByText('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getAllByText(/유효하지 않은 사업자등록번호/)).toHaveLength(1);
    expect(screen.queryByTestId('biz-reg-no-status')).toBeNull();
    type('사업자등록번호', '2208162517');
    expect(screen.getByTestId('biz-reg-no-status').textContent).toBe('유효한 사업자등록번호입니다.');
    await waitFor(() => expect(screen.queryByText(/유효하지 않은 사업자등록번호/)).toBeNull(), { timeout: 15_000 });
  }, 90_000);

  it('marks 대표자 required once a business number is given, as its rule then requires it', async () => {
    renderForm();
    type('사업자등록번호', '');
    const ceoLabel = () => screen.getByText('대표자', { selector: 'label' });
    await waitFor(() => expect(ceoLabel().classList.contains('ant-form-item-required')).toBe(false));
    type('사업자등록번호', '2208162517');
    await waitFor(() => expect(ceoLabel().classList.contains('ant-form-item-required')).toBe(true));
  });
});

describe('CustomerFormModal validation', () => {
  it('names each missing or bad field in Korean and does not send the form', async () => {
    renderForm();
    type('고객사명', '');
    type('사업자등록번호', '1234567890');
    type('대표 연락처', '12-34');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('고객사명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getAllByText('유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.')).toHaveLength(1);
    expect(screen.getByText('대표자명을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText(/전화번호 형식이 올바르지 않습니다/)).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it('sends digits only and shows the server field error for a number already registered', async () => {
    const message = '이미 등록된 사업자등록번호입니다 (C-000007 (주)한빛정밀).';
    api.create.mockRejectedValue(httpError(409, { error: 'duplicate_biz_reg_no', message, fields: { bizRegNo: message } }));
    renderForm();
    type('고객사명', '새고객');
    type('사업자등록번호', '220-81-62517');
    type('대표자', '홍길동');
    type('대표 연락처', '02-123-4567');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0]).toMatchObject({ name: '새고객', bizRegNo: '2208162517', ceoName: '홍길동', phone: '021234567', paymentTermDays: 30 });
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });
});

describe('duplicate warning', () => {
  it('lists the possible duplicates with links and saves only after "그래도 등록"', async () => {
    api.create.mockRejectedValueOnce(httpError(409, { error: 'duplicate_warning', message: '비슷한 고객사가 이미 있습니다.', duplicates: [match()] }));
    api.create.mockResolvedValueOnce(customer({ id: 99, customerNo: 'C-000099', name: '한빛정밀공업' }));
    const { onSaved } = renderForm();
    type('고객사명', '한빛정밀공업');
    type('사업자등록번호', '220-81-62517');
    type('대표자', '홍길동');
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    const panel = await screen.findByTestId('duplicate-panel');
    expect(panel.textContent).toContain('비슷한 이름 86%');
    expect(screen.getByRole('link', { name: '(주)한빛정밀' }).getAttribute('href')).toBe('/customer/7');
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '그래도 등록' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.create).toHaveBeenCalledTimes(2);
    expect(api.create.mock.calls[0][0].duplicateAckYn).toBeUndefined();
    expect(api.create.mock.calls[1][0].duplicateAckYn).toBe('Y');
  });

  it('offers to reload after a stale save (409) and keeps the edit form', async () => {
    api.update.mockRejectedValue(httpError(409, { error: 'conflict', message: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.' }));
    const latest = customer({ version: 3, name: '(주)한빛정밀 새이름' });
    const onReload = jest.fn().mockResolvedValue(latest);
    renderForm({ customer: customer(), onReload });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    await waitFor(() => expect((screen.getByLabelText('고객사명') as HTMLInputElement).value).toBe('(주)한빛정밀 새이름'));
    api.update.mockResolvedValue(latest);
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.update).toHaveBeenLastCalledWith(7, expect.objectContaining({ version: 3 })));
  });
});
