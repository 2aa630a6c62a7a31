import { Select } from 'antd';
import { useRef, useState } from 'react';
import { searchUsers } from '../api/people';

type Props = { value: number | null; label?: string | null; onChange: (id: number | null, name: string | null) => void; placeholder: string };

/** One person, found by name or id through GET /api/user/directory. */
export function UserSelect({ value, label, onChange, placeholder }: Props) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>(value !== null && label ? [{ value, label }] : []);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const search = (keyword: string) => {
    clearTimeout(timer.current);
    if (!keyword.trim()) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      searchUsers(keyword.trim(), 20)
        .then((found) => setOptions(found.content.map((u) => ({ value: u.id, label: u.deptName ? `${u.name} · ${u.deptName}` : u.name }))))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
  };
  return (
    <Select<number>
      showSearch
      allowClear
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ minWidth: 160 }}
      value={value ?? undefined}
      options={options}
      loading={loading}
      filterOption={false}
      onSearch={search}
      notFoundContent={null}
      onChange={(id) => onChange(id ?? null, options.find((o) => o.value === id)?.label.split(' · ')[0] ?? null)}
    />
  );
}
