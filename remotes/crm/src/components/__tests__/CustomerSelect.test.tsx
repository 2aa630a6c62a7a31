import { renderWithQuery } from '@dure/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@dure/shared';
import { CustomerSelect } from '../CustomerSelect';
import { answer } from '../../lib/testing/answer';

jest.mock('@dure/shared', () => ({ ...jest.requireActual('@dure/shared'), http: { get: jest.fn() } }));
const get = http.get as jest.Mock;


beforeEach(() => jest.resetAllMocks());

describe('CustomerSelect', () => {
  it('searches the picker endpoint as the user types and reports the picked id with number and name', async () => {
    get.mockReturnValue(answer([{ id: 7, customerNo: 'C-000007', name: '(주)한빛정밀', bizRegNo: '2208162517', status: 'ACTIVE' }]));
    const onChange = jest.fn();
    renderWithQuery(<CustomerSelect aria-label="고객사" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: '고객사' }), { target: { value: '한빛' } });
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('api/customer/picker', { searchParams: { keyword: '한빛', size: 20 } }));
    fireEvent.click(await screen.findByText('(주)한빛정밀 (C-000007 · 220-81-62517)'));
    expect(onChange).toHaveBeenCalledWith(7, { id: 7, customerNo: 'C-000007', name: '(주)한빛정밀' });
  });

  it('shows the stored customer by its initial label and says so when the search fails', async () => {
    get.mockReturnValue({ json: () => Promise.reject(new Error('offline')) });
    const { unmount } = renderWithQuery(<CustomerSelect aria-label="저장된 고객사" value={9} initialLabel="(주)두레상사" />);
    expect(screen.getByText('(주)두레상사')).toBeTruthy();
    unmount();
    renderWithQuery(<CustomerSelect aria-label="고객사" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '고객사' }));
    expect(await screen.findByText('고객사를 불러오지 못했습니다')).toBeTruthy();
  });
});
