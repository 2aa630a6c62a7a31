import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { directCostApi } from '../api/directCostApi';
import { formatKRW } from '@dure/shared/format';

type Props = { value?: number | null; onChange?: (id: number | null) => void; initialLabel?: string | null; id?: string; disabled?: boolean };


/** A PURCHASE tax invoice (매입 세금계산서) as a direct cost's evidence: by number or supplier, newest first. */
export function PurchaseInvoiceSelect({ value, onChange, initialLabel, ...rest }: Props) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({ queryKey: ['direct-cost', 'purchase-invoices', keyword.trim()], queryFn: () => directCostApi.purchaseInvoices(keyword.trim()), staleTime: 30_000 });
  const options = (found.data ?? []).map((i) => ({ value: i.id, label: `${i.invoiceNo} · ${i.supplierName} · ${i.writeDate} · ${formatKRW(i.supplyAmount)}` }));
  if (value && initialLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: initialLabel });
  return (
    <Select<number>
      {...rest}
      showSearch
      allowClear
      filterOption={false}
      onSearch={setKeyword}
      loading={found.isFetching}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder="번호·공급자로 검색"
      options={options}
      notFoundContent={found.isError ? '세금계산서를 불러오지 못했습니다.' : found.isFetching ? '불러오는 중…' : '매입 세금계산서가 없습니다.'}
    />
  );
}
