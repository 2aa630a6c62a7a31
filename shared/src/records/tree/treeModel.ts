export type LazyTreeItem = { id: string | number; title: string; hasChildren: boolean; [key: string]: unknown };

/** Loaded nodes by key; `children` undefined = not loaded yet. */
export type TreeModel = {
  roots: string[] | undefined;
  nodes: Record<string, { item: LazyTreeItem; parent: string | null; children: string[] | undefined }>;
};

export const EMPTY_MODEL: TreeModel = { roots: undefined, nodes: {} };

export const keyOf = (id: string | number) => String(id);

export function withChildren(model: TreeModel, parent: string | null, items: LazyTreeItem[]): TreeModel {
  const nodes = { ...model.nodes };
  const keys = items.map((item) => {
    const key = keyOf(item.id);
    nodes[key] = { item, parent, children: nodes[key]?.children };
    return key;
  });
  if (parent === null) return { roots: keys, nodes };
  nodes[parent] = { ...nodes[parent], children: keys };
  return { ...model, nodes };
}

export function siblingsOf(model: TreeModel, parent: string | null): string[] {
  return (parent === null ? model.roots : model.nodes[parent]?.children) ?? [];
}

export function isInside(model: TreeModel, key: string, ancestor: string): boolean {
  for (let at: string | null = key; at !== null; at = model.nodes[at]?.parent ?? null) if (at === ancestor) return true;
  return false;
}

/** The model with `key` moved under `parent` at `index` (index counted after removal). */
export function moved(model: TreeModel, key: string, parent: string | null, index: number): TreeModel {
  const from = model.nodes[key].parent;
  let next: TreeModel = { roots: model.roots, nodes: { ...model.nodes } };
  const setSiblings = (p: string | null, list: string[]) => {
    if (p === null) next = { ...next, roots: list };
    else next.nodes[p] = { ...next.nodes[p], children: list, item: { ...next.nodes[p].item, hasChildren: list.length > 0 || next.nodes[p].item.hasChildren } };
  };
  setSiblings(
    from,
    siblingsOf(next, from).filter((k) => k !== key),
  );
  if (from !== null && siblingsOf(next, from).length === 0) next.nodes[from] = { ...next.nodes[from], item: { ...next.nodes[from].item, hasChildren: false } };
  const target = parent === null || next.nodes[parent].children !== undefined ? [...siblingsOf(next, parent)] : undefined;
  if (target) {
    target.splice(Math.min(index, target.length), 0, key);
    setSiblings(parent, target);
  } else if (parent !== null) {
    // Children not loaded yet: they (with this one) come from the server on expand.
    next.nodes[parent] = { ...next.nodes[parent], item: { ...next.nodes[parent].item, hasChildren: true } };
  }
  next.nodes[key] = { ...next.nodes[key], parent };
  return next;
}
