import { DEPARTMENT_LEVELS, type DepartmentLevel } from '../../../db/schema';

export const levelRank = (level: DepartmentLevel) => DEPARTMENT_LEVELS.indexOf(level);

/** The default level of a new child: one step below its parent; null under UNIT. */
export function childLevelOf(parent: DepartmentLevel): DepartmentLevel | null {
  return DEPARTMENT_LEVELS[levelRank(parent) + 1] ?? null;
}

/** `/1/4/17/` → [1, 4, 17]. */
export const pathIds = (path: string) => path.split('/').filter(Boolean).map(Number);

export const childPath = (parentPath: string, id: number) => `${parentPath}${id}/`;

type Node = { id: number; parentId: number | null; sortOrder: number; name: string };

/** Depth-first order with siblings by sortOrder, then name, then id; rows whose parent is missing come last. */
export function treeOrder<T extends Node>(rows: T[]): T[] {
  const byParent = new Map<number | null, T[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  for (const list of byParent.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'ko') || a.id - b.id);
  const out: T[] = [];
  const seen = new Set<number>();
  const visit = (row: T) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    out.push(row);
    for (const child of byParent.get(row.id) ?? []) visit(child);
  };
  for (const root of byParent.get(null) ?? []) visit(root);
  for (const row of rows) visit(row);
  return out;
}
