import type { TaskActivity } from '../api/taskActivityApi';

/** The siblings of a node (the groups, or one group's activities) in the order the api gave them. */
export const siblingsOf = (rows: readonly TaskActivity[], node: TaskActivity) => rows.filter((r) => r.parentId === node.parentId);

/** The siblings' order after moving `node` one place up (-1) or down (+1); null at either end. */
export function movedOrder(rows: readonly TaskActivity[], node: TaskActivity, step: -1 | 1): TaskActivity[] | null {
  const siblings = siblingsOf(rows, node);
  const at = siblings.findIndex((s) => s.id === node.id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= siblings.length) return null;
  const next = [...siblings];
  [next[at], next[to]] = [next[to], next[at]];
  return next;
}
