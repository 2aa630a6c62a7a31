import type { ObjectiveNode, ObjectiveTree } from '../api/treeApi';

/** The roots' place among a node's children lists. */
export const ROOT = 'root' as const;
type ParentKey = number | typeof ROOT;
/** The children of a node loaded so far (ids in server order), how many it has in all and the last page loaded. */
export type Kids = { ids: number[]; total: number; page: number };
/** The goals loaded so far; a node without a `kids` entry has children still to load on expand. */
export type TreeModel = { nodes: ReadonlyMap<number, ObjectiveNode>; kids: ReadonlyMap<ParentKey, Kids> };

export const EMPTY_TREE: TreeModel = { nodes: new Map(), kids: new Map() };

type Answer = Pick<ObjectiveTree, 'nodes' | 'total' | 'page' | 'size'>;

/**
 * Adds a first (or filtered) answer, or a further page of its roots, to the model: a goal whose parent is not in the
 * answer is a root; a goal whose children all came with it is loaded (and opened), the others load on expand. With a
 * filter, an ancestor shown only to place the matches holds just those (its other children are not this answer's).
 * Answers the model and the goals to open.
 */
export function withAnswer(model: TreeModel, answer: Answer, filtered: boolean): { model: TreeModel; open: number[] } {
  const nodes = new Map(model.nodes);
  const kids = new Map(model.kids);
  const ids = new Set(answer.nodes.map((n) => n.id));
  const byParent = new Map<ParentKey, number[]>();
  for (const n of answer.nodes) {
    nodes.set(n.id, n);
    const parent: ParentKey = n.parentGoalId !== null && ids.has(n.parentGoalId) ? n.parentGoalId : ROOT;
    byParent.set(parent, [...(byParent.get(parent) ?? []), n.id]);
  }
  const before = answer.page > 0 ? (kids.get(ROOT)?.ids ?? []) : [];
  const roots = [...before, ...(byParent.get(ROOT) ?? []).filter((id) => !before.includes(id))];
  // The roots' total is the answer's (roots, or matches under a filter): more are offered while pages remain.
  kids.set(ROOT, { ids: roots, total: (answer.page + 1) * answer.size < answer.total ? Number.MAX_SAFE_INTEGER : roots.length, page: answer.page });
  const open: number[] = [];
  for (const n of answer.nodes) {
    const inAnswer = byParent.get(n.id) ?? [];
    const pathOnly = filtered && n.matchedYn === 'N';
    if (!pathOnly && inAnswer.length !== n.childCount) continue;
    kids.set(n.id, { ids: inAnswer, total: pathOnly ? inAnswer.length : n.childCount, page: 0 });
    if (inAnswer.length > 0) open.push(n.id);
  }
  return { model: { nodes, kids }, open };
}

/** Adds a page of a node's children (page 0 replaces what was there). */
export function withChildren(model: TreeModel, parentId: number, answer: Answer): TreeModel {
  const nodes = new Map(model.nodes);
  for (const n of answer.nodes) nodes.set(n.id, n);
  const before = answer.page > 0 ? (model.kids.get(parentId)?.ids ?? []) : [];
  const kids = new Map(model.kids);
  kids.set(parentId, { ids: [...before, ...answer.nodes.map((n) => n.id).filter((id) => !before.includes(id))], total: answer.total, page: answer.page });
  return { nodes, kids };
}

/** Whether a node (or the roots) has more children on the server than loaded. */
export const hasMore = (kids: Kids | undefined) => kids !== undefined && kids.ids.length < kids.total;

/** Whether `candidate` is `id` or lies under it (dropping a goal there would make a cycle). */
export function isWithin(nodes: ReadonlyMap<number, ObjectiveNode>, candidate: number, id: number): boolean {
  for (let at: number | null = candidate, guard = 0; at !== null && guard < 100; guard++) {
    if (at === id) return true;
    at = nodes.get(at)?.parentGoalId ?? null;
  }
  return false;
}
