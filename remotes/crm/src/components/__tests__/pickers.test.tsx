import { renderWithQuery } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dure/shared';
import { ContactSelect, ContractSelect, LeadSelect } from '../pickers';
import { answer } from '../../lib/testing/answer';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
const get = http.get as jest.Mock;

beforeEach(() => jest.resetAllMocks());

describe('customer-bound pickers', () => {
  it('wait for a customer, then list its contacts and reload when the customer changes', async () => {
    get.mockReturnValue(answer([{ id: 11, name: '홍길동', deptName: '구매팀', title: '과장', primaryYn: 'Y' }]));
    const { rerender } = renderWithQuery(<ContactSelect aria-label="고객 담당자" customerId={null} />);
    expect(screen.getByText('고객사를 먼저 선택하세요')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(get).not.toHaveBeenCalled();
    rerender(<ContactSelect aria-label="고객 담당자" customerId={3} />);
    await waitFor(() => expect(get).toHaveBeenCalledWith('api/customer/3/contact-picker', { searchParams: { keyword: '' } }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '고객 담당자' }));
    expect(await screen.findByText('홍길동 · 구매팀 · 과장 (주담당)')).toBeTruthy();
    rerender(<ContactSelect aria-label="고객 담당자" customerId={4} />);
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('api/customer/4/contact-picker', { searchParams: { keyword: '' } }));
  });

  it("search the customer's leads and contracts and say so when nothing or an error comes back", async () => {
    get.mockReturnValue(answer([{ id: 21, leadNo: 'L-2030-0001', title: 'MES 구축', customerId: 3, stageName: '제안', stageCategory: 'OPEN' }]));
    const onChange = jest.fn();
    const { unmount } = renderWithQuery(<LeadSelect aria-label="리드" customerId={3} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: '리드' }), { target: { value: 'MES' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('api/lead/picker', { searchParams: { customerId: 3, keyword: 'MES', size: 20 } }));
    fireEvent.click(await screen.findByText('L-2030-0001 MES 구축 (제안)'));
    expect(onChange).toHaveBeenCalledWith(21, expect.objectContaining({ id: 21 }));
    unmount();

    get.mockReturnValue({ json: () => Promise.reject(new Error('offline')) });
    renderWithQuery(<ContractSelect aria-label="계약" customerId={3} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '계약' }));
    expect(await screen.findByText('계약을 불러오지 못했습니다')).toBeTruthy();
    expect(get).toHaveBeenLastCalledWith('api/contract/picker', { searchParams: { customerId: 3, keyword: '', size: 20 } });
  });

  it('shows the stored record by its label until the search loads it', () => {
    get.mockReturnValue(answer([]));
    renderWithQuery(<ContractSelect aria-label="계약" customerId={3} value={9} initialLabel="CT-2030-0009 유지보수" />);
    expect(screen.getByText('CT-2030-0009 유지보수')).toBeTruthy();
  });
});
