import type { ObjectiveNode } from '../api/treeApi';

export type GoalTreeNode = { key: number; node: ObjectiveNode; children: GoalTreeNode[] };

/**
 * The tree of a period from its goals in tree order (parents first): each goal under its parent, the ones whose parent
 * is not in the answer (COMPANY goals, goals under a parent the caller cannot see or filtered out) at the top.
 */
export function buildTree(nodes: readonly ObjectiveNode[]): GoalTreeNode[] {
  const byId = new Map<number, GoalTreeNode>();
  for (const node of nodes) byId.set(node.id, { key: node.id, node, children: [] });
  const roots: GoalTreeNode[] = [];
  for (const item of byId.values()) {
    const parent = item.node.parentGoalId === null ? undefined : byId.get(item.node.parentGoalId);
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

/** Whether `candidate` is `id` or lies under it (dropping a goal there would make a cycle). */
export function isWithin(nodes: ReadonlyMap<number, ObjectiveNode>, candidate: number, id: number): boolean {
  for (let at: number | null = candidate, guard = 0; at !== null && guard < 100; guard++) {
    if (at === id) return true;
    at = nodes.get(at)?.parentGoalId ?? null;
  }
  return false;
}
