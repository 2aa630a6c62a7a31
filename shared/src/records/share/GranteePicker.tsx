import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import { departmentDirectoryQuery, userDirectoryQuery } from '../api/queries';
import type { GranteeType } from '../api/share';
import { useSettled } from '../../query/useSettled';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.share;

type Option = { value: number; label: string };

type Props = { type: GranteeType; value: number | null; onChange: (id: number | null) => void };

/** People by name search (GET /api/user/directory), departments from the full list (GET /api/department). */
export function GranteePicker({ type, value, onChange }: Props) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), 250);
  const departments = useQuery({ ...departmentDirectoryQuery(), enabled: type === 'DEPT' });
  const people = useQuery({ ...userDirectoryQuery(settled), enabled: type === 'USER' && settled !== '' });
  const shown = type === 'DEPT' ? departments : people;
  const options: Option[] = shown.isError
    ? []
    : type === 'DEPT'
      ? (departments.data ?? []).map((d) => ({ value: d.id, label: d.pathName || d.name }))
      : (people.data?.content ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})${u.deptName ? ` · ${u.deptName}` : ''}` }));
  const loading = shown.isFetching;

  return (
    <Select<number>
      showSearch
      allowClear
      aria-label={type === 'USER' ? M.pickUser : M.pickDept}
      placeholder={type === 'USER' ? M.pickUser : M.pickDept}
      style={{ minWidth: 240 }}
      value={value ?? undefined}
      options={options}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : null}
      filterOption={type === 'DEPT' ? (input, option) => String(option?.label ?? '').includes(input) : false}
      onSearch={type === 'USER' ? setKeyword : undefined}
      onChange={(id) => onChange(id ?? null)}
    />
  );
}
