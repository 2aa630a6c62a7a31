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

/** Whether making `candidateParentId` the parent of `id` would put a department under itself. */
export function wouldCreateCycle(list: Department[], id: number, candidateParentId: number): boolean {
  const byId = new Map(list.map((d) => [d.id, d]));
  for (let cur = byId.get(candidateParentId); cur; cur = cur.parentId === null ? undefined : byId.get(cur.parentId)) {
    if (cur.id === id) return true;
  }
  return false;
}
