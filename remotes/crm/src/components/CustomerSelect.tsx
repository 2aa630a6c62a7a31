import { http } from '@dure/shared';
import { formatBusinessNumber } from '@dure/shared/format';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export type CustomerOption = { id: number; customerNo: string; name: string; bizRegNo: string | null; status: string };

export type CustomerSelectProps = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the current value before the first search (e.g. the record's customer name). */
  initialLabel?: string;
};

export const searchCustomers = (keyword: string) =>
  http.get('api/customer/picker', { searchParams: { keyword, size: 20 } }).json<{ result: CustomerOption[] }>().then((r) => r.result);

const labelOf = (c: CustomerOption) => `${c.name} (${c.customerNo}${c.bizRegNo ? ` · ${formatBusinessNumber(c.bizRegNo)}` : ''})`;

/** 고객사 picker over GET /api/customer/picker: name, number or 사업자번호, searched as you type. */
export function CustomerSelect({ value, onChange, initialLabel }: CustomerSelectProps) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);

  const search = (keyword: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const ticket = ++latest.current;
      setLoading(true);
      try {
        const found = await searchCustomers(keyword.trim());
        if (ticket === latest.current) {
          setOptions(found.map((c) => ({ value: c.id, label: labelOf(c) })));
          setFailed(false);
        }
      } catch {
        if (ticket === latest.current) setFailed(true);
      } finally {
        if (ticket === latest.current) setLoading(false);
      }
    }, 250);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const shown = value && initialLabel && !options.some((o) => o.value === value) ? [{ value, label: initialLabel }, ...options] : options;
  return (
    <Select
      showSearch
      allowClear
      aria-label="고객사"
      placeholder="고객사명, 고객번호, 사업자번호로 검색"
      filterOption={false}
      value={value ?? undefined}
      options={shown}
      onSearch={search}
      onFocus={() => options.length === 0 && search('')}
      onChange={(v) => onChange?.(typeof v === 'number' ? v : null)}
      notFoundContent={loading ? <Spin size="small" /> : failed ? '고객사를 불러오지 못했습니다.' : '검색 결과가 없습니다.'}
      style={{ width: '100%' }}
    />
  );
}

export default CustomerSelect;
