import type { ObjectiveNode } from '../api/treeApi';
import { buildTree, isWithin } from '../components/treeModel';

const node = (id: number, parentGoalId: number | null, level: ObjectiveNode['level'] = 'TEAM'): ObjectiveNode => ({
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
  version: 0,
});

it('nests each goal under its parent and keeps goals whose parent is not shown at the top', () => {
  const tree = buildTree([node(1, null, 'COMPANY'), node(2, 1, 'DEPT'), node(3, 2), node(4, 2), node(5, 99)]);
  expect(tree.map((t) => t.key)).toEqual([1, 5]);
  expect(tree[0].children.map((c) => c.key)).toEqual([2]);
  expect(tree[0].children[0].children.map((c) => c.key)).toEqual([3, 4]);
});

it('knows a drop target inside the dragged goal (a cycle)', () => {
  const byId = new Map([node(1, null), node(2, 1), node(3, 2), node(4, null)].map((n) => [n.id, n]));
  expect(isWithin(byId, 3, 1)).toBe(true);
  expect(isWithin(byId, 1, 1)).toBe(true);
  expect(isWithin(byId, 4, 1)).toBe(false);
  expect(isWithin(byId, 1, 3)).toBe(false);
});
