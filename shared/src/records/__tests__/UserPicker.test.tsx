import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserPicker } from '../pickers/UserPicker';
import { installServer, page, renderWithApp } from './server';

describe('UserPicker', () => {
  it('hands the picked person to onChange with their id, for callers that show a name', async () => {
    installServer({ 'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'kim.younghee', deptName: '영업1팀' }]) });
    const onChange = jest.fn();
    renderWithApp(<UserPicker aria-label="사람" onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '사람' }));
    const option = await screen.findByText('김영희 (kim.younghee) · 영업1팀');
    fireEvent.click(option);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(7, { id: 7, name: '김영희', username: 'kim.younghee', deptName: '영업1팀' }));
  });

  it('asks the directory only once the list is opened, not when a filter bar renders', async () => {
    const calls = installServer({ 'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'kim.younghee', deptName: null }]) });
    renderWithApp(<UserPicker aria-label="담당자" />);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '담당자' }));
    expect(await screen.findByText('김영희 (kim.younghee)')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['api/user/directory']);
  });

  it('names a person who came without a label (a filter from the address) by asking the directory for that id alone', async () => {
    const calls = installServer({ 'GET api/user/directory': page([{ id: 42, name: '박퇴직', username: 'park', deptName: '사업1팀' }]) });
    renderWithApp(<UserPicker aria-label="PM" value={42} />);
    expect(await screen.findByText('박퇴직 (park) · 사업1팀')).toBeTruthy();
    expect(calls.map((c) => Object.fromEntries(c.search))).toEqual([{ id: '42', size: '1' }]);
  });

  it('asks nothing for a person given with a label', async () => {
    const calls = installServer({ 'GET api/user/directory': page([]) });
    renderWithApp(<UserPicker aria-label="PM" value={42} initialLabel="박현재" />);
    expect(screen.getByText('박현재')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toHaveLength(0);
  });
});
