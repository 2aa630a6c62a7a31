import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fetchDepartments, searchUsers } from '../api/people';
import type { GranteeType } from '../api/share';
import { RECORDS_MESSAGES } from '../messages';

const M = RECORDS_MESSAGES.share;

type Option = { value: number; label: string };

type Props = { type: GranteeType; value: number | null; onChange: (id: number | null) => void };

/** People by name search (GET /api/user/directory), departments from the full list (GET /api/department). */
export function GranteePicker({ type, value, onChange }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    setOptions([]);
    if (type !== 'DEPT') return;
    setLoading(true);
    fetchDepartments()
      .then((list) => setOptions(list.map((d) => ({ value: d.id, label: d.pathName || d.name }))))
      .catch(() => setOptions([]))
      .finally(() => setLoading(false));
  }, [type]);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    if (!keyword.trim()) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      searchUsers(keyword.trim(), 20)
        .then((found) => setOptions(found.content.map((u) => ({ value: u.id, label: `${u.name} (${u.username})${u.deptName ? ` · ${u.deptName}` : ''}` }))))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
  };

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
      onSearch={type === 'USER' ? search : undefined}
      onChange={(id) => onChange(id ?? null)}
    />
  );
}
