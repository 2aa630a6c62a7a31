import { http } from '@dure/shared';
import { formatBusinessNumber } from '@dure/shared/format';
import { Select, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Option = { id: number; customerNo: string; name: string; bizRegNo: string | null; status: string };

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the current value until a search loads it (e.g. the saved customer's name). */
  initialLabel?: string;
  id?: string;
  placeholder?: string;
  style?: React.CSSProperties;
  'aria-label'?: string;
};

/** Search-as-you-type customer picker over GET /api/customer/picker (name, number, 사업자번호; any signed-in user). */
export function CustomerSelect({ value, onChange, initialLabel, placeholder = '고객사명, 고객번호, 사업자번호로 검색', ...rest }: Props) {
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [keyword, setKeyword] = useState('');
  const call = useRef(0);

  useEffect(() => {
    const mine = ++call.current;
    setLoading(true);
    const handle = setTimeout(() => {
      Promise.resolve()
        .then(() => http.get('api/customer/picker', { searchParams: { keyword: keyword.trim() } }).json<{ result: Option[] }>())
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

  return (
    <Select
      {...rest}
      showSearch
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      filterOption={false}
      onSearch={setKeyword}
      placeholder={placeholder}
      notFoundContent={loading ? <Spin size="small" /> : failed ? <Typography.Text type="danger">고객사를 불러오지 못했습니다</Typography.Text> : '검색 결과가 없습니다'}
      options={[
        ...(value && initialLabel && !options.some((o) => o.id === value) ? [{ value, label: initialLabel }] : []),
        ...options.map((o) => ({ value: o.id, label: `${o.name} (${o.customerNo}${o.bizRegNo ? ` · ${formatBusinessNumber(o.bizRegNo)}` : ''})` })),
      ]}
    />
  );
}
