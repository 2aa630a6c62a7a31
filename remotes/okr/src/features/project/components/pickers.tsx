import { errorMessage, http } from '@dure/shared';
import type { PickedCustomer } from '@dure/shared/contracts/crm/customer';
import type { PickedSegment } from '@dure/shared/contracts/okr/segment';
import { josa } from '@dure/shared/format';
import { useSettled } from '@dure/shared/query';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { type CSSProperties, useState } from 'react';

type Props = { value?: number | null; onChange?: (id: number | null) => void; placeholder?: string; style?: CSSProperties; id?: string; 'aria-label'?: string; initialLabel?: string };

/** Loading and failure as the select shows them. */
function states(q: { isPending: boolean; error: Error | null }, what: string, placeholder: string) {
  return {
    loading: q.isPending,
    status: q.error ? ('error' as const) : undefined,
    placeholder: q.error ? `${josa(what, '을/를')} 불러오지 못했습니다: ${errorMessage(q.error)}` : placeholder,
  };
}

/** 세그먼트: markets and segments in tree order, a segment shown with its market. */
export function SegmentSelect({ value, onChange, placeholder = '선택 안 함', initialLabel, ...rest }: Props) {
  const q = useQuery({ queryKey: ['segment', 'picker'], queryFn: () => http.get('api/segment/picker').json<{ result: PickedSegment[] }>().then((r) => r.result), staleTime: 5 * 60_000 });
  const options = (q.data ?? []).map((s) => ({ value: s.id, label: s.parentName ? `${s.parentName} › ${s.name}` : s.name }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.push({ value, label: initialLabel });
  return <Select {...rest} {...states(q, '세그먼트', placeholder)} allowClear showSearch optionFilterProp="label" value={value ?? null} onChange={(v) => onChange?.(v ?? null)} options={options} />;
}

/** A select whose options the server searches as the user types (the keyword settles for 250 ms first). */
function SearchSelect({ q, what, options, onSearch, value, onChange, placeholder, initialLabel, ...rest }: Omit<Props, 'placeholder'> & {
  q: { isPending: boolean; isFetching: boolean; error: Error | null };
  what: string;
  options: { value: number; label: string }[];
  onSearch: (keyword: string) => void;
  placeholder: string;
}) {
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select
      {...rest}
      {...states(q, what, placeholder)}
      allowClear
      showSearch
      filterOption={false}
      onSearch={onSearch}
      notFoundContent={q.isFetching ? '검색 중…' : '검색 결과가 없습니다'}
      value={value ?? null}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
    />
  );
}

/** 고객사: searched by name, number or business number as the user types. */
export function CustomerSelect({ placeholder = '고객사 검색', ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const settled = useSettled(keyword.trim(), 250);
  const q = useQuery({
    queryKey: ['customer', 'picker', settled],
    queryFn: () => http.get('api/customer/picker', { searchParams: { keyword: settled, size: 20 } }).json<{ result: PickedCustomer[] }>().then((r) => r.result),
  });
  const options = (q.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.customerNo})` }));
  return <SearchSelect {...rest} q={q} what="고객사" options={options} onSearch={setKeyword} placeholder={placeholder} />;
}
