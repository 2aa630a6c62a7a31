import { errorMessage } from '@dure/shared';
import { formatBusinessNumber } from '@dure/shared/format';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type CustomerOption, leadApi } from '../api/leadApi';

type Props = {
  value?: number | null;
  onChange?: (id: number | null, customer: CustomerOption | null) => void;
  /** Label of the current value until a search loads it. */
  initialLabel?: string | null;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
};

/** Search-as-you-type customer picker over GET /api/customer/picker (name, number, 사업자번호). */
export function CustomerPicker({ value, onChange, initialLabel, placeholder = '고객사명, 고객번호, 사업자번호로 검색', ...rest }: Props) {
  const [options, setOptions] = useState<CustomerOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const latest = useRef(0);

  useEffect(() => {
    const call = ++latest.current;
    setLoading(true);
    const timer = setTimeout(() => {
      leadApi
        .customers(keyword.trim())
        .then((rows) => {
          if (call !== latest.current) return;
          setOptions(rows);
          setError(null);
        })
        .catch((e) => call === latest.current && setError(errorMessage(e)))
        .finally(() => call === latest.current && setLoading(false));
    }, 250);
    return () => clearTimeout(timer);
  }, [keyword]);

  const known = options.some((o) => o.id === value);
  const items = [
    ...(value && !known && initialLabel ? [{ value, label: initialLabel }] : []),
    ...options.map((o) => ({ value: o.id, label: `${o.name} (${o.customerNo}${o.bizRegNo ? ` · ${formatBusinessNumber(o.bizRegNo)}` : ''})` })),
  ];

  return (
    <Select
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      loading={loading}
      placeholder={placeholder}
      value={value ?? null}
      onSearch={setKeyword}
      onChange={(id: number | undefined) => onChange?.(id ?? null, options.find((o) => o.id === id) ?? null)}
      options={items}
      notFoundContent={error ?? (loading ? '검색 중…' : '검색 결과가 없습니다.')}
    />
  );
}
