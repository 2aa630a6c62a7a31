import { http } from '@dure/shared';
import { formatBusinessNumber } from '@dure/shared/format';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export type PickedCustomer = { id: number; customerNo: string; name: string; bizRegNo?: string | null; status?: string };

type Props = {
  value?: number | null;
  onChange?: (id: number | null, customer?: { id: number; customerNo: string; name: string }) => void;
  /** Label of the current value until a search loads it (e.g. the stored customer's name). */
  initialLabel?: string;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  style?: React.CSSProperties;
  'aria-label'?: string;
};

const labelOf = (c: PickedCustomer) => `${c.name} (${c.customerNo}${c.bizRegNo ? ` · ${formatBusinessNumber(c.bizRegNo)}` : ''})`;

/** Search-as-you-type customer picker: any signed-in user may pick a customer by name, number or business number. */
export function CustomerSelect({ value, onChange, initialLabel, placeholder = '고객사명, 고객번호, 사업자번호로 검색', ...rest }: Props) {
  const [options, setOptions] = useState<PickedCustomer[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const call = useRef(0);

  useEffect(() => {
    const mine = ++call.current;
    setLoading(true);
    const handle = setTimeout(() => {
      Promise.resolve()
        .then(() => http.get('api/customer/picker', { searchParams: { keyword: keyword.trim(), size: 20 } }).json<{ result: PickedCustomer[] }>())
        .then((r) => {
          if (mine !== call.current) return;
          setOptions(r.result);
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
  }, [keyword]);

  const empty = failed ? '고객사를 불러오지 못했습니다' : '검색 결과가 없습니다';
  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(v: number | undefined) => {
        const picked = options.find((o) => o.id === v);
        onChange?.(v ?? null, picked ? { id: picked.id, customerNo: picked.customerNo, name: picked.name } : undefined);
      }}
      filterOption={false}
      onSearch={setKeyword}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : empty}
      options={[
        ...(value && initialLabel && !options.some((o) => o.id === value) ? [{ value, label: initialLabel }] : []),
        ...options.map((o) => ({ value: o.id, label: labelOf(o) })),
      ]}
    />
  );
}
