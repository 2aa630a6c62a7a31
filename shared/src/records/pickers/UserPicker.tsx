import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps, Spin } from 'antd';
import { useState } from 'react';
import type { UserSummary } from '../../contracts/user/directory';
import { userById } from '../api/people';
import { userDirectoryQuery } from '../api/queries';
import { useSettled } from '../../query/useSettled';
import { useValueLabel } from './useValueLabel';

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

const labelOf = (o: Option) => `${o.name} (${o.username})${o.deptName ? ` · ${o.deptName}` : ''}`;

/** The staff directory search behind both pickers: nothing is fetched until the list opens or someone types. */
function usePeopleSearch(known: { value: number; label: string }[]) {
  const [keyword, setKeyword] = useState('');
  // A filter bar would otherwise load colleagues on every visit.
  const [wanted, setWanted] = useState(false);
  const settled = useSettled(keyword.trim(), 250);
  const found = useQuery({ ...userDirectoryQuery(settled), enabled: wanted });
  const failed = found.isError;
  const options: Option[] = failed ? [] : (found.data?.content ?? []);
  const loading = wanted && (found.isFetching || settled !== keyword.trim());
  const select: SelectProps = {
    showSearch: true,
    allowClear: true,
    filterOption: false,
    onSearch: (typed) => {
      setWanted(true);
      setKeyword(typed);
    },
    onOpenChange: (open) => open && setWanted(true),
    status: failed ? 'error' : undefined,
    notFoundContent: loading ? <Spin size="small" /> : failed ? '사용자를 불러오지 못했습니다. 다시 입력해 보세요.' : '검색 결과가 없습니다',
    options: [...known.filter((k) => !options.some((o) => o.id === k.value)), ...options.map((o) => ({ value: o.id, label: labelOf(o) }))],
  };
  return { options, select };
}

/** Search-as-you-type person picker over the staff directory (active users, any signed-in caller). */
export function UserPicker({ value, onChange, initialLabel, placeholder = '이름 또는 아이디로 검색', ...rest }: Props) {
  const { options, select } = usePeopleSearch(value && initialLabel ? [{ value, label: initialLabel }] : []);
  const listed = !!value && options.some((o) => o.id === value);
  const fetchedLabel = useValueLabel(['user', 'directory'], value, !!initialLabel || listed, async (id) => {
    const person = await userById(id);
    return person && labelOf(person);
  });
  const named = value && fetchedLabel ? { ...select, options: [{ value, label: fetchedLabel }, ...(select.options ?? [])] } : select;
  return <Select {...rest} {...named} value={value ?? undefined} onChange={(v) => onChange?.(v ?? null, options.find((o) => o.id === v))} placeholder={placeholder} />;
}

type ManyProps = {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Names of the current people until a search loads them. */
  known?: { id: number; name: string }[];
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
};

/** Several people from the staff directory (thread members, share lists). */
export function UsersPicker({ value, onChange, known = [], placeholder = '이름 또는 아이디로 검색', ...rest }: ManyProps) {
  // Labels of the people picked so far, so their tags keep their names when the search moves on.
  const [picked, setPicked] = useState(() => known.map((k) => ({ value: k.id, label: k.name })));
  const { options, select } = usePeopleSearch(picked);
  const change = (ids: number[]) => {
    const added = options.filter((o) => ids.includes(o.id) && !picked.some((p) => p.value === o.id)).map((o) => ({ value: o.id, label: labelOf(o) }));
    if (added.length > 0) setPicked([...picked, ...added]);
    onChange?.(ids);
  };
  return <Select {...rest} {...select} mode="multiple" value={value ?? []} onChange={change} placeholder={placeholder} />;
}
