import { App, Input, Tree } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { type Key, type ReactNode, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { EMPTY_MODEL, isInside, keyOf, type LazyTreeItem, moved, siblingsOf, type TreeModel, withChildren } from './treeModel';

const M = RECORDS_MESSAGES.tree;

export type { LazyTreeItem };
export type LevelItem = LazyTreeItem & { parentId: string | number | null };

/**
 * A model from a flat list of the first levels: the children of every node above the
 * deepest level are known (loaded); `open` lists the nodes of the first `openDepth` levels that have children.
 */
function modelFromLevels(items: LevelItem[], levels: number, openDepth: number): { model: TreeModel; open: string[] } {
  const byParent = new Map<string | null, LazyTreeItem[]>();
  const ids = new Set(items.map((i) => keyOf(i.id)));
  for (const item of items) {
    const parent = item.parentId === null || !ids.has(keyOf(item.parentId)) ? null : keyOf(item.parentId);
    byParent.set(parent, [...(byParent.get(parent) ?? []), item]);
  }
  let model = withChildren(EMPTY_MODEL, null, byParent.get(null) ?? []);
  const open: string[] = [];
  let level = model.roots ?? [];
  for (let depth = 1; depth < levels && level.length > 0; depth++) {
    const next: string[] = [];
    for (const key of level) {
      if (!model.nodes[key].item.hasChildren) continue;
      model = withChildren(model, key, byParent.get(key) ?? []);
      if (depth <= openDepth) open.push(key);
      next.push(...(model.nodes[key].children ?? []));
    }
    level = next;
  }
  return { model, open };
}

/** How many levels (from the roots) a model has loaded. */
function loadedLevels(model: TreeModel): number {
  let levels = 1;
  const depthOf = (key: string): number => {
    let d = 1;
    for (let p = model.nodes[key]?.parent ?? null; p !== null; p = model.nodes[p]?.parent ?? null) d++;
    return d;
  };
  for (const [key, node] of Object.entries(model.nodes)) if (node.children !== undefined) levels = Math.max(levels, depthOf(key) + 1);
  return levels;
}

export type LazyTreeProps = {
  /** Children of a node, or the roots for null. */
  load: (parentId: string | number | null) => Promise<LazyTreeItem[]>;
  /** Server move; the tree moves at once and rolls back with the server's message when it fails. Omit for a read-only tree. */
  move?: (id: string | number, newParentId: string | number | null, index: number) => Promise<unknown>;
  onSelect?: (item: LazyTreeItem | null) => void;
  selectedId?: string | number | null;
  titleRender?: (item: LazyTreeItem) => ReactNode;
  height?: number;
  searchPlaceholder?: string;
  /** Accessible name of the tree. */
  label?: string;
  /**
   * The roots and the `levels - 1` levels below them in one request, each item with its `parentId`
   * (null for a root). With it the first load and every reload are one request, not one per node.
   */
  loadLevels?: (levels: number) => Promise<LevelItem[]>;
  /** Levels opened (and loaded) at first: 1 opens the roots. */
  expandDepth?: number;
  /**
   * Change it to reload every loaded level from the server, keeping what is open (e.g. after an edit elsewhere); with
   * `loadLevels`, a node within `expandDepth` that gains children opens too.
   */
  reloadToken?: unknown;
};

/** Reject a move with this to undo it silently (the user cancelled a confirmation). */
export const MOVE_CANCELLED = Symbol('move cancelled');

function highlight(title: string, keyword: string): ReactNode {
  const at = keyword ? title.toLowerCase().indexOf(keyword.toLowerCase()) : -1;
  if (at < 0) return title;
  return (
    <>
      {title.slice(0, at)}
      <mark style={{ padding: 0, background: '#ffe58f' }}>{title.slice(at, at + keyword.length)}</mark>
      {title.slice(at + keyword.length)}
    </>
  );
}

export function LazyTree({ load, loadLevels, move, onSelect, selectedId, titleRender, height, searchPlaceholder, label, expandDepth = 0, reloadToken }: LazyTreeProps) {
  const { message } = App.useApp();
  const [model, setModel] = useState<TreeModel>(EMPTY_MODEL);
  const [error, setError] = useState<unknown>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [keyword, setKeyword] = useState('');

  const loadRoots = useCallback(() => {
    // Roots, then `expandDepth` levels below them, opened.
    const loadLevel = async (m: TreeModel, parents: (string | null)[], depth: number): Promise<{ model: TreeModel; open: string[] }> => {
      let next = m;
      const open: string[] = [];
      for (const parent of parents) {
        const items = await load(parent === null ? null : next.nodes[parent].item.id);
        next = withChildren(next, parent, items);
        if (parent !== null) open.push(parent);
      }
      if (depth <= 0) return { model: next, open };
      const below = parents.flatMap((p) => (p === null ? next.roots ?? [] : next.nodes[p].children ?? [])).filter((k) => next.nodes[k].item.hasChildren);
      const deeper = await loadLevel(next, below, depth - 1);
      return { model: deeper.model, open: [...open, ...deeper.open] };
    };
    const first = loadLevels ? loadLevels(expandDepth + 1).then((items) => modelFromLevels(items, expandDepth + 1, expandDepth)) : loadLevel(EMPTY_MODEL, [null], expandDepth);
    first.then(
      ({ model: m, open }) => {
        setModel(m);
        setExpanded(open);
      },
      (e: unknown) => setError(e),
    );
  }, [load, loadLevels, expandDepth]);
  useEffect(loadRoots, [loadRoots]);
  // Another source of levels: its tree starts from the loading state, not from the previous one.
  const [loadedWith, setLoadedWith] = useState(() => loadRoots);
  if (loadedWith !== loadRoots) {
    setLoadedWith(() => loadRoots);
    setError(null);
    setModel(EMPTY_MODEL);
  }
  const retry = () => {
    setError(null);
    setModel(EMPTY_MODEL);
    loadRoots();
  };

  // A new reload token: fetch every loaded level again; keep what is open where it still exists.
  const reloadLoaded = useEffectEvent(() => {
    const before = model;
    const loaded = Object.entries(before.nodes).filter(([, n]) => n.children !== undefined).map(([k]) => k);
    (async () => {
      if (loadLevels) {
        const levels = Math.max(loadedLevels(before), expandDepth + 1);
        const { model: fresh, open: firstOpen } = modelFromLevels(await loadLevels(levels), levels, expandDepth);
        // A node that gains children (a new node among them) opens as the first load would have opened it; the others
        // stay as the reader left them.
        const gained = firstOpen.filter((k) => !before.nodes[k]?.item.hasChildren);
        setModel(fresh);
        setExpanded((open) => [...new Set([...open.map(String).filter((k) => fresh.nodes[k]), ...gained])]);
        return;
      }
      let next = withChildren(EMPTY_MODEL, null, await load(null));
      for (const key of loaded) {
        if (!next.nodes[key]) continue;
        next = withChildren(next, key, await load(next.nodes[key].item.id));
      }
      setModel(next);
      setExpanded((open) => open.filter((k) => next.nodes[String(k)]));
    })().catch((e: unknown) => message.error(errorText(e)));
  });
  const firstToken = useRef(true);
  useEffect(() => {
    if (firstToken.current) {
      firstToken.current = false;
      return;
    }
    reloadLoaded();
  }, [reloadToken]);

  const loadChildren = async (key: string) => {
    if (model.nodes[key]?.children !== undefined) return;
    try {
      const items = await load(model.nodes[key].item.id);
      setModel((m) => withChildren(m, key, items));
    } catch (e) {
      message.error(errorText(e));
      throw e;
    }
  };

  // While searching, only matches among loaded nodes and the path to them are shown, opened.
  const search = keyword.trim();
  const { visible, searchExpanded } = useMemo(() => {
    if (!search) return { visible: null, searchExpanded: [] as string[] };
    const show = new Set<string>();
    const open = new Set<string>();
    for (const [key, node] of Object.entries(model.nodes)) {
      if (!node.item.title.toLowerCase().includes(search.toLowerCase())) continue;
      show.add(key);
      for (let p = node.parent; p !== null; p = model.nodes[p]?.parent ?? null) {
        show.add(p);
        open.add(p);
      }
    }
    return { visible: show, searchExpanded: [...open] };
  }, [model, search]);

  const toData = (keys: string[] | undefined): DataNode[] | undefined =>
    keys
      ?.filter((k) => !visible || visible.has(k))
      .map((key) => {
        const node = model.nodes[key];
        return {
          key,
          title: titleRender ? titleRender(node.item) : highlight(node.item.title, search),
          isLeaf: !node.item.hasChildren,
          children: toData(node.children),
        };
      });
  const treeData = toData(model.roots) ?? [];

  const onDrop = async (info: { node: EventDataNode<DataNode>; dragNode: EventDataNode<DataNode>; dropPosition: number; dropToGap: boolean }) => {
    if (!move) return;
    const dragKey = String(info.dragNode.key);
    const dropKey = String(info.node.key);
    const pos = info.node.pos.split('-');
    const relative = info.dropPosition - Number(pos[pos.length - 1]);
    let parent: string | null;
    let index: number;
    if (!info.dropToGap || (relative === 1 && info.node.expanded && (info.node.children?.length ?? 0) > 0)) {
      parent = dropKey;
      index = 0;
    } else {
      parent = model.nodes[dropKey].parent;
      const siblings = siblingsOf(model, parent).filter((k) => k !== dragKey);
      index = siblings.indexOf(dropKey) + (relative === -1 ? 0 : 1);
    }
    if (parent !== null && isInside(model, parent, dragKey)) return;
    const before = model;
    setModel(moved(model, dragKey, parent, index));
    // Open the new parent only when its children are loaded: loading them now would race the move.
    if (parent !== null && model.nodes[parent].children !== undefined) setExpanded((e) => (e.includes(parent) ? e : [...e, parent]));
    try {
      await move(model.nodes[dragKey].item.id, parent === null ? null : model.nodes[parent].item.id, index);
      message.success(M.moved);
    } catch (e) {
      setModel(before);
      if (e !== MOVE_CANCELLED) message.error(errorText(e));
    }
  };

  return (
    <div>
      <Input.Search allowClear placeholder={searchPlaceholder ?? M.search} aria-label={searchPlaceholder ?? M.search} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      <AsyncState loading={model.roots === undefined} error={error} empty={treeData.length === 0} emptyText={M.empty} onRetry={retry}>
        <Tree
          blockNode
          treeData={treeData}
          height={height}
          draggable={move ? { icon: false } : false}
          loadData={(node) => loadChildren(String(node.key))}
          loadedKeys={Object.entries(model.nodes).filter(([, n]) => n.children !== undefined).map(([k]) => k)}
          expandedKeys={search ? [...new Set([...expanded, ...searchExpanded])] : expanded}
          onExpand={(keys) => setExpanded(keys)}
          selectedKeys={selectedId === undefined || selectedId === null ? [] : [keyOf(selectedId)]}
          onSelect={(keys) => onSelect?.(keys.length ? model.nodes[String(keys[0])].item : null)}
          onDrop={(info) => void onDrop(info)}
          aria-label={label}
        />
      </AsyncState>
    </div>
  );
}
