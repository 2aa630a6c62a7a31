import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HTTPError } from 'ky';
import { LazyTree, type LevelItem } from '../tree/LazyTree';
import type { LazyTreeItem } from '../tree/treeModel';
import { moved, withChildren, EMPTY_MODEL } from '../tree/treeModel';
import { renderWithApp } from './server';

const tree: Record<string, LazyTreeItem[]> = {
  root: [{ id: 1, title: '두레', hasChildren: true }],
  1: [
    { id: 2, title: '영업본부', hasChildren: true },
    { id: 3, title: '경영지원본부', hasChildren: false },
  ],
  2: [{ id: 4, title: '영업1팀', hasChildren: false }],
};

const load = (parentId: string | number | null) => Promise.resolve(tree[parentId === null ? 'root' : String(parentId)] ?? []);

const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((t) => t.textContent);

describe('tree model', () => {
  it('moves a node between loaded parents, counting the index after removal', () => {
    let m = withChildren(EMPTY_MODEL, null, tree.root);
    m = withChildren(m, '1', tree[1]);
    m = withChildren(m, '2', tree[2]);
    const next = moved(m, '4', '1', 2);
    expect(next.nodes['1'].children).toEqual(['2', '3', '4']);
    expect(next.nodes['2'].children).toEqual([]);
    expect(next.nodes['2'].item.hasChildren).toBe(false);
    expect(next.nodes['4'].parent).toBe('1');
    expect(moved(m, '3', '1', 0).nodes['1'].children).toEqual(['3', '2']);
  });
});

describe('LazyTree', () => {
  it('loads roots, then children on expand', async () => {
    const spy = jest.fn(load);
    renderWithApp(<LazyTree load={spy} />);
    expect(screen.getByText('불러오는 중입니다…')).toBeTruthy();
    expect(await screen.findByText('두레')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-tree-switcher')!);
    expect(await screen.findByText('영업본부')).toBeTruthy();
    expect(spy.mock.calls).toEqual([[null], [1]]);
  });

  it('opens expandDepth levels at first, and a new reloadToken refetches what is open', async () => {
    const data = JSON.parse(JSON.stringify(tree)) as typeof tree;
    const spy = jest.fn((parentId: string | number | null) => Promise.resolve(data[parentId === null ? 'root' : String(parentId)] ?? []));
    const { rerender } = renderWithApp(<LazyTree load={spy} expandDepth={2} reloadToken="a" label="조직도" />);
    expect(await screen.findByText('영업1팀')).toBeTruthy();
    expect(screen.getByRole('tree', { name: '조직도' })).toBeTruthy();
    data[2] = [...data[2], { id: 5, title: '영업2팀', hasChildren: false }];
    rerender(<LazyTree load={spy} expandDepth={2} reloadToken="b" label="조직도" />);
    expect(await screen.findByText('영업2팀')).toBeTruthy();
    expect(titles()).toEqual(['두레', '영업본부', '영업1팀', '영업2팀', '경영지원본부']);
  });

  it('with loadLevels, opens expandDepth levels from one request and reloads in one request; deeper levels still load on expand', async () => {
    const data = JSON.parse(JSON.stringify(tree)) as typeof tree;
    data[4] = [{ id: 6, title: '영업1팀 1파트', hasChildren: false }];
    data[2] = [{ ...data[2][0], hasChildren: true }];
    const flat = (levels: number) => {
      const out: LevelItem[] = [];
      const walk = (parent: number | null, depth: number) => {
        if (depth > levels) return;
        for (const item of data[parent === null ? 'root' : String(parent)] ?? []) {
          out.push({ ...item, parentId: parent });
          walk(Number(item.id), depth + 1);
        }
      };
      walk(null, 1);
      return out;
    };
    const levels = jest.fn((n: number) => Promise.resolve(flat(n)));
    const spy = jest.fn((parentId: string | number | null) => Promise.resolve(data[parentId === null ? 'root' : String(parentId)] ?? []));
    const { rerender } = renderWithApp(<LazyTree load={spy} loadLevels={levels} expandDepth={2} reloadToken="a" />);
    expect(await screen.findByText('영업1팀')).toBeTruthy();
    expect(titles()).toEqual(['두레', '영업본부', '영업1팀', '경영지원본부']);
    expect(levels.mock.calls).toEqual([[3]]);
    expect(spy).not.toHaveBeenCalled();

    // The fourth level is not loaded yet: it comes from load() on expand.
    fireEvent.click(document.querySelectorAll('.ant-tree-switcher_close')[0]);
    expect(await screen.findByText('영업1팀 1파트')).toBeTruthy();
    expect(spy.mock.calls).toEqual([[4]]);

    data[1] = [...data[1], { id: 7, title: '기술본부', hasChildren: false }];
    // renderWithApp's wrapper stays: the tree updates (a reload), it is not mounted afresh (a first load).
    rerender(<LazyTree load={spy} loadLevels={levels} expandDepth={2} reloadToken="b" />);
    expect(await screen.findByText('기술본부')).toBeTruthy();
    expect(levels.mock.calls).toEqual([[3], [4]]);
    expect(titles()).toEqual(['두레', '영업본부', '영업1팀', '영업1팀 1파트', '경영지원본부', '기술본부']);
  });

  it('with loadLevels, a reload opens a node that gained children within expandDepth, and keeps closed what the reader closed', async () => {
    let items: LevelItem[] = [
      { id: 1, title: '두레', hasChildren: true, parentId: null },
      { id: 2, title: '영업본부', hasChildren: true, parentId: 1 },
      { id: 3, title: '경영지원본부', hasChildren: false, parentId: 1 },
      { id: 4, title: '영업1팀', hasChildren: false, parentId: 2 },
    ];
    const levels = () => Promise.resolve(items);
    const { rerender } = renderWithApp(<LazyTree load={load} loadLevels={levels} expandDepth={2} reloadToken="a" />);
    expect(await screen.findByText('영업1팀')).toBeTruthy();
    // The reader closes 영업본부; 경영지원본부 then gets a team, and a new 기술본부 comes with one.
    fireEvent.click(screen.getByText('영업본부').closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
    await waitFor(() => expect(titles()).toEqual(['두레', '영업본부', '경영지원본부']));
    items = [
      ...items.slice(0, 2),
      { id: 3, title: '경영지원본부', hasChildren: true, parentId: 1 },
      items[3],
      { id: 5, title: '인사팀', hasChildren: false, parentId: 3 },
      { id: 6, title: '기술본부', hasChildren: true, parentId: 1 },
      { id: 7, title: '개발팀', hasChildren: false, parentId: 6 },
    ];
    rerender(<LazyTree load={load} loadLevels={levels} expandDepth={2} reloadToken="b" />);
    expect(await screen.findByText('개발팀')).toBeTruthy();
    expect(titles()).toEqual(['두레', '영업본부', '경영지원본부', '인사팀', '기술본부', '개발팀']);
  });

  it('filters loaded nodes by the search box and highlights the match', async () => {
    renderWithApp(<LazyTree load={load} />);
    await screen.findByText('두레');
    fireEvent.click(document.querySelector('.ant-tree-switcher')!);
    await screen.findByText('영업본부');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '경영' } });
    await waitFor(() => expect(titles()).toEqual(['두레', '경영지원본부']));
    expect(document.querySelector('mark')!.textContent).toBe('경영');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    await waitFor(() => expect(titles()).toEqual(['두레', '영업본부', '경영지원본부']));
  });

  it('shows the empty and error states', async () => {
    const failing = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue([]);
    renderWithApp(<LazyTree load={failing} />);
    expect(await screen.findByText('정보를 불러오지 못했습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('항목이 없습니다.')).toBeTruthy();
  });

  it('keeps the move when the server accepts it', async () => {
    const move = jest.fn().mockResolvedValue(null);
    renderWithApp(<LazyTree load={load} move={move} />);
    await screen.findByText('두레');
    fireEvent.click(document.querySelector('.ant-tree-switcher')!);
    await screen.findByText('경영지원본부');
    const source = screen.getByText('경영지원본부').closest('.ant-tree-treenode')!.querySelector('.ant-tree-node-content-wrapper')!;
    const target = screen.getByText('영업본부').closest('.ant-tree-treenode')!.querySelector('.ant-tree-node-content-wrapper')!;
    fireEvent.dragStart(source);
    fireEvent.dragEnter(target);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    expect(await screen.findByText('이동했습니다.')).toBeTruthy();
    expect(move).toHaveBeenCalledWith(3, 2, 0);
    expect(titles()).toEqual(['두레', '영업본부']);
  });

  it('moves on drop at once, calls move(id, newParentId, index), and rolls back with the server message', async () => {
    const refusal = new HTTPError(new Response(null, { status: 400 }), new Request('http://api.test/x'), {} as never);
    Object.assign(refusal, { data: { error: 'department_cycle', message: '부서를 자기 자신이나 하위 부서 아래로 이동할 수 없습니다.' } });
    let settle: (ok: boolean) => void = () => undefined;
    const move = jest.fn(() => new Promise((resolve, reject) => (settle = (ok) => (ok ? resolve(null) : reject(refusal)))));
    renderWithApp(<LazyTree load={load} move={move} />);
    await screen.findByText('두레');
    fireEvent.click(document.querySelector('.ant-tree-switcher')!);
    await screen.findByText('경영지원본부');

    // jsdom has no geometry, so the drop lands on 영업본부 itself: 경영지원본부 becomes its child.
    const dragged = screen.getByText('경영지원본부').closest('.ant-tree-treenode')!;
    const target = screen.getByText('영업본부').closest('.ant-tree-treenode')!;
    fireEvent.dragStart(dragged.querySelector('.ant-tree-node-content-wrapper')!);
    fireEvent.dragEnter(target.querySelector('.ant-tree-node-content-wrapper')!, { clientY: 0 });
    fireEvent.dragOver(target.querySelector('.ant-tree-node-content-wrapper')!, { clientY: 0 });
    fireEvent.drop(target.querySelector('.ant-tree-node-content-wrapper')!, { clientY: 0 });

    await waitFor(() => expect(move).toHaveBeenCalled());
    expect(move).toHaveBeenCalledWith(3, 2, 0);
    expect(titles()).toEqual(['두레', '영업본부']);
    settle(false);
    expect(await screen.findByText('부서를 자기 자신이나 하위 부서 아래로 이동할 수 없습니다.')).toBeTruthy();
    expect(titles()).toEqual(['두레', '영업본부', '경영지원본부']);
  });
});
