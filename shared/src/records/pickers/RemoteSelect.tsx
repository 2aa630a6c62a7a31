import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { type CSSProperties, useState } from 'react';
import { useSettled } from '../../query/useSettled';
import { useValueLabel } from './useValueLabel';

export type RemoteSelectProps<T extends { id: number }> = {
  value?: number | null;
  onChange?: (id: number | null, item?: T) => void;
  /** Loads the options for what the user typed ('' at first). */
  load: (keyword: string) => Promise<T[]>;
  /** What the options are of, as a query key (e.g. ['contact', 'picker', customerId]): each keyword's answer is cached under it. */
  queryKey: QueryKey;
  /** The option text of one item. */
  labelOf: (item: T) => string;
  /** Label of the current value until a search loads it (e.g. the stored record's name). */
  initialLabel?: string;
  /** Loads one item by id, to name a value given without `initialLabel`. */
  loadOne?: (id: number) => Promise<T | undefined>;
  /** Asks nothing until the list opens or the user types (a filter bar would otherwise load it on every visit). */
  lazy?: boolean;
  /** What the empty list and a failed load say. */
  emptyText?: string;
  failedText: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  id?: string;
  style?: CSSProperties;
  'aria-label'?: string;
};

const DEBOUNCE_MS = 250;

const sameKey = (a: QueryKey, b: QueryKey) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One searchable select over a picker endpoint: the search waits for typing to pause, each keyword is a query
 * (so a slower answer to an older keyword never shows for a newer one), and loading, empty and failed states show in the list.
 */
export function RemoteSelect<T extends { id: number }>({
  value,
  onChange,
  load,
  queryKey,
  labelOf,
  initialLabel,
  loadOne,
  emptyText = '검색 결과가 없습니다',
  failedText,
  placeholder,
  disabled,
  allowClear = true,
  lazy = false,
  ...rest
}: RemoteSelectProps<T>) {
  const [keyword, setKeyword] = useState('');
  // The item picked here keeps its own label when a later search lists others (initialLabel names only a value given from outside).
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const [opened, setOpened] = useState(false);
  const wanted = !disabled && (!lazy || opened);
  const settled = useSettled(keyword.trim(), DEBOUNCE_MS);
  const found = useQuery({
    queryKey: [...queryKey, settled],
    queryFn: () => load(settled),
    enabled: wanted,
    // Asked again at each opening of a form: a record created a moment ago must be pickable.
    staleTime: 0,
    // While the next keyword loads, the options of the same list stay (not another customer's).
    placeholderData: (previous, previousQuery) => (previousQuery && sameKey(previousQuery.queryKey.slice(0, -1), queryKey) ? previous : undefined),
  });
  const failed = wanted && found.isError;
  const options = !wanted || failed ? [] : (found.data ?? []);
  const loading = wanted && (found.isFetching || settled !== keyword.trim());
  const ownLabel = picked && picked.value === value ? picked.label : initialLabel;
  const listed = !!value && options.some((o) => o.id === value);
  const fetchedLabel = useValueLabel(queryKey, value, !loadOne || !!ownLabel || listed, async (id) => {
    const item = await loadOne!(id);
    return item && labelOf(item);
  });
  const currentLabel = ownLabel ?? fetchedLabel;

  return (
    <Select
      {...rest}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v: number | undefined) => {
        const item = options.find((o) => o.id === v);
        setPicked(item ? { value: item.id, label: labelOf(item) } : null);
        onChange?.(v ?? null, item);
      }}
      filterOption={false}
      onSearch={(typed) => {
        setOpened(true);
        setKeyword(typed);
      }}
      onOpenChange={(open) => open && setOpened(true)}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : failed ? failedText : emptyText}
      options={[
        ...(value && currentLabel && !listed ? [{ value, label: currentLabel }] : []),
        ...options.map((o) => ({ value: o.id, label: labelOf(o) })),
      ]}
    />
  );
}
