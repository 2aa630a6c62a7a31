import { useQuery } from '@tanstack/react-query';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import type { DepartmentSummary } from '../api/people';
import { departmentDirectoryQuery } from '../api/queries';

type Node = { value: number; title: string; children: Node[] };

function toNodes(list: DepartmentSummary[]): Node[] {
  const nodes = new Map(list.map((d) => [d.id, { value: d.id, title: d.validTo ? `${d.name} (폐쇄)` : d.name, children: [] as Node[], sortOrder: d.sortOrder }]));
  const roots: Node[] = [];
  for (const d of list) (d.parentId !== null && nodes.get(d.parentId) ? nodes.get(d.parentId)!.children : roots).push(nodes.get(d.id)!);
  return roots;
}

type Props = {
  value?: number | number[] | null;
  onChange?: (value: any) => void;
  multiple?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  style?: React.CSSProperties;
  id?: string;
  'aria-label'?: string;
};

/** Department picker over the whole tree with search by name; every picker of a page shares one request for the org chart. */
export function DepartmentSelect({ multiple, placeholder = '부서 선택', allowClear = true, ...rest }: Props) {
  const departments = useQuery(departmentDirectoryQuery());
  const list = departments.data;
  const failed = departments.isError;
  const treeData = useMemo(() => (list ? toNodes(list) : []), [list]);
  return (
    <TreeSelect
      {...rest}
      value={rest.value ?? undefined}
      treeData={treeData}
      multiple={multiple}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear={allowClear}
      loading={departments.isPending}
      placeholder={failed ? '부서 목록을 불러오지 못했습니다' : placeholder}
      status={failed ? 'error' : undefined}
      popupMatchSelectWidth={false}
    />
  );
}
