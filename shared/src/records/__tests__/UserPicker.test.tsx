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
});
