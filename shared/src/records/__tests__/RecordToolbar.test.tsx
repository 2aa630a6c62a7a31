import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import { MemoryRouter } from 'react-router-dom';
import { RecordToolbar } from '../toolbar/RecordToolbar';
import { installServer, page, renderWithApp } from './server';

const comment = (id: number, deletedYn = 'N') => ({ id, parentId: null, body: `<p>댓글${id}</p>`, authorId: 1, authorName: '가', mentions: [], editedYn: 'N', deletedYn, createdAt: '', updatedAt: '', version: 1, replies: [] });

describe('RecordToolbar', () => {
  it('shows counts from cheap requests and opens each tool', async () => {
    const calls = installServer({
      'GET api/bookmark': [],
      'GET api/comment/DEAL/5': [comment(1), comment(2), comment(3, 'Y')],
      'GET api/file/DEAL/5': [{ id: 1, originalName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 1, createdAt: '', createdByName: '', url: '' }],
      'GET api/action-item': page([], 0, 1, 4),
      'GET api/history/DEAL/5': page([]),
      'GET api/share/DEAL/5': [],
      'GET api/activity/DEAL/5': page([]),
    });
    renderWithApp(
      <MemoryRouter initialEntries={['/deal/5']}>
        <RecordToolbar recordType="DEAL" recordId={5} label="대형 거래" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.querySelectorAll('.ant-badge-count').length).toBe(3));
    const badge = (text: string) => screen.getByRole('button', { name: new RegExp(text) }).closest('.ant-badge')!.querySelector('.ant-scroll-number')!.getAttribute('title');
    expect(badge('댓글')).toBe('2');
    expect(badge('파일')).toBe('1');
    expect(badge('액션 아이템')).toBe('4');
    const ai = calls.find((c) => c.path === 'api/action-item')!;
    expect(Object.fromEntries(ai.search)).toEqual({ targetType: 'DEAL', targetId: '5', statusList: 'OPEN', page: '0', size: '1' });
    expect(screen.getByRole('button', { name: '즐겨찾기에 추가' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /이력/ }));
    expect(await screen.findByText('변경 이력이 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /공유/ }));
    expect(await screen.findByText('공유한 사람이나 부서가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /작업 기록/ }));
    expect(await screen.findByText('작업 기록이 없습니다.')).toBeTruthy();
  });

  it('a comment posted in the drawer shows in its thread and on the badge without reloading the page', async () => {
    const thread = [comment(1)];
    const calls = installServer({
      'GET api/bookmark': [],
      'GET api/comment/DEAL/5': () => thread,
      'POST api/comment/DEAL/5': () => {
        thread.push(comment(2));
        return comment(2);
      },
    });
    renderWithApp(
      <MemoryRouter>
        <RecordToolbar recordType="DEAL" recordId={5} label="대형 거래" tools={['comments']} />
      </MemoryRouter>,
    );
    const badge = () => screen.getByRole('button', { name: /댓글/ }).closest('.ant-badge')!.querySelector('.ant-scroll-number')?.getAttribute('title');
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: /댓글/ }));
    expect(await screen.findByText('댓글1')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-drawer-body .ql-container')).toBeTruthy());
    const quill = Quill.find(document.querySelector('.ant-drawer-body .ql-container')!) as Quill;
    act(() => void quill.insertText(0, '새 의견입니다', 'user'));
    const listRequests = () => calls.filter((c) => c.method === 'GET' && c.path === 'api/comment/DEAL/5').length;
    const before = listRequests();
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    expect(await screen.findByText('댓글2')).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('2'));
    // The drawer and the badge read one query: one list request after the post, not one each.
    expect(listRequests()).toBe(before + 1);
  });

  it('shows only the chosen tools and asks for no counts when told not to', async () => {
    const calls = installServer({});
    renderWithApp(
      <MemoryRouter>
        <RecordToolbar recordType="DEAL" recordId={5} label="x" tools={['history', 'files']} counts={false} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: /이력/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /파일/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /댓글/ })).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
  });
});
