import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
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

  it('keeps showing the picked customer by its own label, not the caller\'s fallback, after a dropped search lists others', async () => {
    const hanbit = { id: 7, customerNo: 'C-000007', name: '(주)한빛정밀', bizRegNo: null, status: 'ACTIVE' };
    const dure = { id: 9, customerNo: 'C-000009', name: '(주)두레상사', bizRegNo: null, status: 'ACTIVE' };
    const calls = installServer({ 'GET api/customer/picker': (c: { search: URLSearchParams }) => (c.search.get('keyword') === '한빛' ? [hanbit] : [dure]) });
    function Picking() {
      const [value, setValue] = useState<number | null>(null);
      return <CustomerSelect aria-label="고객사" value={value} initialLabel={value ? '선택한 고객사' : undefined} onChange={setValue} />;
    }
    renderWithApp(<Picking />);
    const box = screen.getByRole('combobox', { name: '고객사' });
    fireEvent.change(box, { target: { value: '한빛' } });
    fireEvent.click(await screen.findByText('(주)한빛정밀 (C-000007)'));
    fireEvent.change(box, { target: { value: '두레' } });
    expect(await screen.findByText('(주)두레상사 (C-000009)')).toBeTruthy();
    fireEvent.blur(box);
    await waitFor(() => expect(calls.at(-1)?.search.get('keyword')).toBeNull());
    expect(document.querySelector('.ant-select-selection-item')?.textContent).toBe('(주)한빛정밀 (C-000007)');
  });

  it('shows the stored customer by its initial label without asking until opened, and says so when the search fails', async () => {
    const calls = installServer({ 'GET api/customer/picker': fail(500, '서버 오류') });
    const { unmount } = renderWithApp(<CustomerSelect aria-label="저장된 고객사" value={9} initialLabel="(주)두레상사" />);
    expect(screen.getByText('(주)두레상사')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 300));
    expect(calls).toHaveLength(0);
    unmount();
    renderWithApp(<CustomerSelect aria-label="고객사" />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '고객사' }));
    expect(await screen.findByText('고객사를 불러오지 못했습니다')).toBeTruthy();
  });

  it('names a customer that came without a label (a filter from the address) by asking the picker for that id alone', async () => {
    const calls = installServer({ 'GET api/customer/picker': [{ id: 9, customerNo: 'C-000009', name: '(주)두레상사', bizRegNo: null, status: 'ACTIVE' }] });
    renderWithApp(<CustomerSelect aria-label="고객사" value={9} />);
    expect(await screen.findByText('(주)두레상사 (C-000009)')).toBeTruthy();
    expect(calls.map((c) => Object.fromEntries(c.search))).toEqual([{ id: '9', size: '1' }]);
  });
});
