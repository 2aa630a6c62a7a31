import type { Department } from './departmentApi';

export type DepartmentNode = Department & { children: DepartmentNode[] };

/** Builds the tree from the flat list, siblings by sortOrder then name. */
export function buildTree(list: Department[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>(list.map((d) => [d.id, { ...d, children: [] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (items: DepartmentNode[]) => {
    items.sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name, 'ko'));
    items.forEach((n) => sort(n.children));
  };
  sort(roots);
  return roots;
}

/** Ids of the departments whose name or code contains the keyword, plus their ancestors. */
export function matchingIds(list: Department[], keyword: string): Set<number> {
  const k = keyword.trim().toLowerCase();
  if (!k) return new Set(list.map((d) => d.id));
  const byId = new Map(list.map((d) => [d.id, d]));
  const out = new Set<number>();
  for (const d of list) {
    if (!d.name.toLowerCase().includes(k) && !d.code.toLowerCase().includes(k)) continue;
    for (let cur: Department | undefined = d; cur && !out.has(cur.id); cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) {
      out.add(cur.id);
    }
  }
  return out;
}

/** True when `candidateParentId` is the department itself or one of its descendants. */
export function wouldCreateCycle(list: Department[], id: number, candidateParentId: number): boolean {
  const byId = new Map(list.map((d) => [d.id, d]));
  for (let cur = byId.get(candidateParentId); cur; cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) {
    if (cur.id === id) return true;
  }
  return false;
}
