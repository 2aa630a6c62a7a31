import { http } from '../../http/client';
import type { Page } from '../../contracts/common';
import type { UserSummary } from '../../contracts/user/directory';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

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
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  // Nothing is fetched until someone opens the list or types: a filter bar would otherwise load colleagues on every visit.
  const [wanted, setWanted] = useState(false);
  const call = useRef(0);

  useEffect(() => {
    if (!wanted) return;
    const mine = ++call.current;
    setLoading(true);
    const handle = setTimeout(() => {
      // Inside then(): a client that throws synchronously still ends in the catch below.
      Promise.resolve()
        .then(() => http.get('api/user/directory', { searchParams: { keyword: keyword.trim(), size: 20 } }).json<{ result: Page<Option> }>())
        .then((r) => {
          if (mine !== call.current) return;
          setOptions(r.result.content);
          setFailed(false);
        })
        .catch(() => {
          if (mine !== call.current) return;
          setOptions([]);
          setFailed(true);
        })
        .finally(() => mine === call.current && setLoading(false));
    }, 250);
    return () => clearTimeout(handle);
  }, [keyword, wanted]);

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
