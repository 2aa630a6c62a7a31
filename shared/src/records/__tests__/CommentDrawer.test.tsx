import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Quill from 'quill';
import { sessionStore, userInfoAtom } from '../../session/atoms';
import type { Comment } from '../api/comment';
import { CommentDrawer } from '../comment/CommentDrawer';
import { fail, installServer, page, renderWithApp } from './server';

const base = { mentions: [] as Comment['mentions'], editedYn: 'N' as const, deletedYn: 'N' as const, editableYn: 'N' as const, deletableYn: 'N' as const, createdAt: '2026-11-20T09:00:00+09:00', updatedAt: '2026-11-20T09:00:00+09:00', version: 1, replies: [] as Comment[] };
const thread: Comment[] = [
  {
    ...base,
    id: 1,
    parentId: null,
    body: '<p>첫 댓글</p>',
    authorId: 5,
    authorName: '이철수',
    editedYn: 'Y',
    replies: [
      { ...base, id: 2, parentId: 1, body: '<p>내 답글</p>', authorId: 9, authorName: '나', replies: [] },
      { ...base, id: 3, parentId: 1, body: '', authorId: 5, authorName: '이철수', deletedYn: 'Y', replies: [] },
    ],
  },
];

beforeEach(() => act(() => sessionStore.set(userInfoAtom, { id: 9, username: 'me', name: '나' })));

const editorOf = (el: Element) => Quill.find(el.querySelector('.ql-container')!) as Quill;

describe('CommentDrawer', () => {
  it('shows threads, (수정됨), the deleted placeholder, and edit/delete only on my own comments', async () => {
    installServer({ 'GET api/comment/DEAL/5': thread });
    renderWithApp(<CommentDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('첫 댓글')).toBeTruthy();
    expect(screen.getByText('(수정됨)')).toBeTruthy();
    expect(screen.getByText('삭제된 댓글입니다.')).toBeTruthy();
    const first = document.querySelector('[data-comment-id="1"]') as HTMLElement;
    const mine = document.querySelector('[data-comment-id="2"]') as HTMLElement;
    expect(within(mine).getByRole('button', { name: '수정' })).toBeTruthy();
    expect(within(mine).queryByRole('button', { name: '답글' })).toBeNull();
    expect(within(first).getAllByRole('button', { name: '답글' })).toHaveLength(1);
    expect(first.querySelector(':scope > .ant-space [type="button"]')?.textContent).toBe('답글');
  });

  it('shows the empty and error states', async () => {
    let answer: unknown = fail(500, '댓글을 읽을 수 없습니다.');
    installServer({ 'GET api/comment/DEAL/5': () => answer });
    renderWithApp(<CommentDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    expect(await screen.findByText('댓글을 읽을 수 없습니다.')).toBeTruthy();
    answer = [];
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('첫 댓글을 남겨 보세요.')).toBeTruthy();
  });

  it('posts a comment with a mention as the quill-mention span, searching users for the mention list', async () => {
    const calls = installServer({
      'GET api/comment/DEAL/5': [],
      'POST api/comment/DEAL/5': { ...base, id: 10 },
      'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'yhkim', deptName: '영업1팀' }]),
    });
    renderWithApp(<CommentDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    await screen.findByText('첫 댓글을 남겨 보세요.');
    await waitFor(() => expect(document.querySelector('.ql-container')).toBeTruthy());
    const quill = editorOf(document.querySelector('.ant-drawer-body')!);
    const mention = quill.getModule('mention') as { options: { source: (t: string, r: (items: unknown[], t: string) => void, c: string) => void }; insertItem: (d: object, p: boolean) => void };

    const rendered = await new Promise<unknown[]>((resolve) => mention.options.source('김', (items) => resolve(items), '@'));
    expect(rendered).toEqual([{ id: '7', value: '김영희', deptName: '영업1팀' }]);
    const search = calls.find((c) => c.path === 'api/user/directory')!.search;
    expect(Object.fromEntries(search)).toEqual({ keyword: '김', size: '10' });

    act(() => {
      quill.insertText(0, '확인 부탁드립니다 ', 'user');
      // What typing "@김" and picking 김영희 from the list leaves behind.
      Object.assign(mention, { mentionCharPos: quill.getLength() - 1, cursorPos: quill.getLength() - 1 });
      mention.insertItem({ id: '7', value: '김영희', denotationChar: '@' }, true);
    });
    fireEvent.click(screen.getByRole('button', { name: '등록' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('api/comment/DEAL/5');
    const body = (post.body as { body: string }).body;
    expect(body).toContain('확인 부탁드립니다');
    const span = new DOMParser().parseFromString(body, 'text/html').querySelector('span.mention')!;
    expect(span.getAttribute('data-id')).toBe('7');
    expect(span.getAttribute('data-value')).toBe('김영희');
    expect(span.getAttribute('data-denotation-char')).toBe('@');
    expect((post.body as { parentId?: number }).parentId).toBeUndefined();
  });

  it('edits my comment with its version and deletes after confirmation', async () => {
    const calls = installServer({ 'GET api/comment/DEAL/5': thread, 'PUT api/comment/2': { ...thread[0].replies[0] }, 'DELETE api/comment/2': null });
    renderWithApp(<CommentDrawer recordType="DEAL" recordId={5} open onClose={jest.fn()} />);
    await screen.findByText('내 답글');
    const mine = () => document.querySelector('[data-comment-id="2"]') as HTMLElement;
    fireEvent.click(within(mine()).getByRole('button', { name: '수정' }));
    await waitFor(() => expect(mine().querySelector('.ql-container')).toBeTruthy());
    act(() => {
      editorOf(mine()).setText('고친 답글');
    });
    fireEvent.click(within(mine()).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: 'api/comment/2', body: { body: '<p>고친 답글</p>', version: 1 } }));

    await waitFor(() => expect(within(mine()).getByRole('button', { name: '삭제' })).toBeTruthy());
    fireEvent.click(within(mine()).getByRole('button', { name: '삭제' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(document.querySelector('.ant-popover')! as HTMLElement).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('api/comment/2'));
  });
});
