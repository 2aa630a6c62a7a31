import { Select, Spin } from 'antd';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

export type RemoteSelectProps<T extends { id: number }> = {
  value?: number | null;
  onChange?: (id: number | null, item?: T) => void;
  /** Loads the options for what the user typed ('' on open); called again when `reloadKey` changes. */
  load: (keyword: string) => Promise<T[]>;
  /** The option text of one item. */
  labelOf: (item: T) => string;
  /** Changing it reloads the options (e.g. the customer whose contacts are listed). */
  reloadKey?: string | number | null;
  /** Label of the current value until a search loads it (e.g. the stored record's name). */
  initialLabel?: string;
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

/**
 * One searchable select over a picker endpoint: the search is debounced, a slower answer to
 * an older keyword never replaces a newer one, and loading, empty and failed states show in the list.
 */
export function RemoteSelect<T extends { id: number }>({
  value,
  onChange,
  load,
  labelOf,
  reloadKey,
  initialLabel,
  emptyText = '검색 결과가 없습니다',
  failedText,
  placeholder,
  disabled,
  allowClear = true,
  ...rest
}: RemoteSelectProps<T>) {
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const call = useRef(0);
  // The latest loader without re-running the search on every render of an inline function.
  const loader = useRef(load);
  loader.current = load;

  useEffect(() => {
    const mine = ++call.current;
    if (disabled) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    const handle = setTimeout(() => {
      Promise.resolve()
        .then(() => loader.current(keyword.trim()))
        .then((rows) => {
          if (mine !== call.current) return;
          setOptions(rows);
          setFailed(false);
        })
        .catch(() => {
          if (mine !== call.current) return;
          setOptions([]);
          setFailed(true);
        })
        .finally(() => mine === call.current && setLoading(false));
    }, DEBOUNCE_MS);
    return () => clearTimeout(handle);
  }, [keyword, reloadKey, disabled]);

  return (
    <Select
      {...rest}
      showSearch
      allowClear={allowClear}
      disabled={disabled}
      value={value ?? undefined}
      onChange={(v: number | undefined) => onChange?.(v ?? null, options.find((o) => o.id === v))}
      filterOption={false}
      onSearch={setKeyword}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : failed ? failedText : emptyText}
      options={[
        ...(value && initialLabel && !options.some((o) => o.id === value) ? [{ value, label: initialLabel }] : []),
        ...options.map((o) => ({ value: o.id, label: labelOf(o) })),
      ]}
    />
  );
}
