import type { ObjectiveNode } from '../api/treeApi';
import { EMPTY_TREE, ROOT, hasMore, isWithin, withAnswer, withChildren } from '../components/treeModel';

const node = (id: number, parentGoalId: number | null, level: ObjectiveNode['level'] = 'TEAM', over: Partial<ObjectiveNode> = {}): ObjectiveNode => ({
  id,
  parentGoalId,
  title: `목표 ${id}`,
  level,
  status: 'ACTIVE',
  visibility: 'PUBLIC',
  ownerUserId: 1,
  ownerUserName: '홍길동',
  deptId: null,
  deptName: null,
  weightPct: 100,
  progressPct: 10,
  health: 'ON_TRACK',
  krCount: 2,
  childCount: 0,
  matchedYn: 'N',
  version: 0,
  ...over,
});
const page = (nodes: ObjectiveNode[], total: number, p = 0, size = 50) => ({ nodes, total, page: p, size });

it('places the first answer: roots, loaded levels opened, the ones with children left out load on expand', () => {
  const nodes = [node(1, null, 'COMPANY', { childCount: 1 }), node(2, 1, 'DEPT', { childCount: 2 }), node(3, 2, 'TEAM', { childCount: 7 }), node(4, 2), node(5, 99, 'PERSONAL')];
  const { model, open } = withAnswer(EMPTY_TREE, page(nodes, 2), false);
  expect(model.kids.get(ROOT)!.ids).toEqual([1, 5]);
  expect(model.kids.get(1)!.ids).toEqual([2]);
  expect(model.kids.get(2)!.ids).toEqual([3, 4]);
  expect(model.kids.has(3)).toBe(false);
  expect(open).toEqual([1, 2]);
  expect(hasMore(model.kids.get(ROOT))).toBe(false);
  // A node whose children came only in part (a company goal with a person's goal under it) loads them on expand.
  expect(withAnswer(EMPTY_TREE, page([node(1, null, 'COMPANY', { childCount: 3 }), node(2, 1, 'DEPT')], 1), false).model.kids.has(1)).toBe(false);
});

it('pages the roots and a node’s children, and keeps a filter’s ancestors to the path of its matches', () => {
  const first = withAnswer(EMPTY_TREE, page([node(1, null, 'COMPANY', { childCount: 120 })], 2, 0, 1), false).model;
  expect(hasMore(first.kids.get(ROOT))).toBe(true);
  const second = withAnswer(first, page([node(8, null, 'COMPANY')], 2, 1, 1), false).model;
  expect(second.kids.get(ROOT)!.ids).toEqual([1, 8]);
  expect(hasMore(second.kids.get(ROOT))).toBe(false);
  let m = withChildren(second, 1, page([node(10, 1, 'PERSONAL'), node(11, 1, 'PERSONAL')], 120));
  expect(hasMore(m.kids.get(1))).toBe(true);
  m = withChildren(m, 1, page([node(12, 1, 'PERSONAL')], 120, 1));
  expect(m.kids.get(1)!.ids).toEqual([10, 11, 12]);
  const filtered = withAnswer(EMPTY_TREE, page([node(1, null, 'COMPANY', { childCount: 9 }), node(3, 1, 'TEAM', { childCount: 4, matchedYn: 'Y' })], 1), true);
  expect(filtered.model.kids.get(1)!.ids).toEqual([3]);
  expect(hasMore(filtered.model.kids.get(1))).toBe(false);
  expect(filtered.model.kids.has(3)).toBe(false);
  expect(filtered.open).toEqual([1]);
});

it('knows a drop target inside the dragged goal (a cycle)', () => {
  const byId = new Map([node(1, null), node(2, 1), node(3, 2), node(4, null)].map((n) => [n.id, n]));
  expect(isWithin(byId, 3, 1)).toBe(true);
  expect(isWithin(byId, 1, 1)).toBe(true);
  expect(isWithin(byId, 4, 1)).toBe(false);
  expect(isWithin(byId, 1, 3)).toBe(false);
});
