import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useState } from 'react';
import type { UserSummary } from '../../contracts/user/directory';
import { userDirectoryQuery } from '../api/queries';
import { useSettled } from '../../query/useSettled';

type Option = UserSummary;

type Props = {
  value?: number | null;
  /** The picked person's id, and the person as the search found them (absent for the initial value or a clear). */
  onChange?: (id: number | null, person?: Option) => void;
  /** Label of the current value until a search loads it (e.g. the present leader). */
  initialLabel?: string | null;
  id?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
};

/** Search-as-you-type person picker over the staff directory (active users, any signed-in caller). */
export function UserPicker({ value, onChange, initialLabel, placeholder = '이름 또는 아이디로 검색', ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  // Nothing is fetched until someone opens the list or types: a filter bar would otherwise load colleagues on every visit.
  const [wanted, setWanted] = useState(false);
  const settled = useSettled(keyword.trim(), 250);
  const found = useQuery({ ...userDirectoryQuery(settled), enabled: wanted });
  const failed = found.isError;
  const options: Option[] = failed ? [] : (found.data?.content ?? []);
  const loading = wanted && (found.isFetching || settled !== keyword.trim());

  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null, options.find((o) => o.id === v))}
      filterOption={false}
      onSearch={(typed) => {
        setWanted(true);
        setKeyword(typed);
      }}
      onOpenChange={(open) => open && setWanted(true)}
      placeholder={placeholder}
      status={failed ? 'error' : undefined}
      notFoundContent={loading ? <Spin size="small" /> : failed ? '사용자를 불러오지 못했습니다. 다시 입력해 보세요.' : '검색 결과가 없습니다'}
      options={[
        ...(value && initialLabel && !options.some((o) => o.id === value) ? [{ value, label: initialLabel }] : []),
        ...options.map((o) => ({ value: o.id, label: `${o.name} (${o.username})${o.deptName ? ` · ${o.deptName}` : ''}` })),
      ]}
    />
  );
}
