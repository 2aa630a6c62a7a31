import { App, Input, Tree } from 'antd';
import type { DataNode, EventDataNode } from 'antd/es/tree';
import { type Key, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { AsyncState } from '../common/AsyncState';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { EMPTY_MODEL, isInside, keyOf, type LazyTreeItem, moved, siblingsOf, type TreeModel, withChildren } from './treeModel';

const M = RECORDS_MESSAGES.tree;

export type { LazyTreeItem };

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
};

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

export function LazyTree({ load, move, onSelect, selectedId, titleRender, height, searchPlaceholder }: LazyTreeProps) {
  const { message } = App.useApp();
  const [model, setModel] = useState<TreeModel>(EMPTY_MODEL);
  const [error, setError] = useState<unknown>(null);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [keyword, setKeyword] = useState('');

  const loadRoots = useCallback(() => {
    setError(null);
    setModel(EMPTY_MODEL);
    load(null).then(
      (items) => setModel((m) => withChildren(m, null, items)),
      (e: unknown) => setError(e),
    );
  }, [load]);
  useEffect(loadRoots, [loadRoots]);

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
      message.error(errorText(e));
    }
  };

  return (
    <div>
      <Input.Search allowClear placeholder={searchPlaceholder ?? M.search} aria-label={searchPlaceholder ?? M.search} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      <AsyncState loading={model.roots === undefined} error={error} empty={treeData.length === 0} emptyText={M.empty} onRetry={loadRoots}>
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
        />
      </AsyncState>
    </div>
  );
}
