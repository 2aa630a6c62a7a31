import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CustomerSelect } from '../pickers/CustomerSelect';
import { fail, installServer, renderWithApp } from './server';

describe('CustomerSelect', () => {
  it('searches the picker endpoint as the user types and reports the picked id with number and name', async () => {
    const calls = installServer({ 'GET api/customer/picker': [{ id: 7, customerNo: 'C-000007', name: '(주)한빛정밀', bizRegNo: '2208162517', status: 'ACTIVE' }] });
    const onChange = jest.fn();
    renderWithApp(<CustomerSelect aria-label="고객사" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: '고객사' }), { target: { value: '한빛' } });
    await waitFor(() => expect(Object.fromEntries(calls.at(-1)?.search ?? [])).toEqual({ keyword: '한빛', size: '20' }));
    fireEvent.click(await screen.findByText('(주)한빛정밀 (C-000007 · 220-81-62517)'));
    expect(onChange).toHaveBeenCalledWith(7, { id: 7, customerNo: 'C-000007', name: '(주)한빛정밀' });
  });

  it('shows the stored customer by its initial label and says so when the search fails', async () => {
    installServer({ 'GET api/customer/picker': fail(500, '서버 오류') });
    const { unmount } = renderWithApp(<CustomerSelect aria-label="저장된 고객사" value={9} initialLabel="(주)두레상사" />);
    expect(screen.getByText('(주)두레상사')).toBeTruthy();
    unmount();
    renderWithApp(<CustomerSelect aria-label="고객사" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '고객사' }));
    expect(await screen.findByText('고객사를 불러오지 못했습니다')).toBeTruthy();
  });
});
