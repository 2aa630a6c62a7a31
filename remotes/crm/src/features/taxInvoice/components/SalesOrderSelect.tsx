import { errorMessage } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SalesOrderOption } from '../api/salesOrderOptions';
import { billableOrdersQuery } from '../api/taxInvoiceQueries';

type Props = {
  customerId: number | null | undefined;
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** Label of the stored order until the list loads (or when it is no longer billable). */
  initialLabel?: string | null;
  disabled?: boolean;
  id?: string;
};

const labelOf = (o: SalesOrderOption) => `${o.orderNo} · ${o.orderDate} · ${formatKRW(o.supplyAmount)} (청구 ${o.perBilled}%)`;

/** 수주 of the chosen customer that this invoice bills; issuing it adds the supply amount to the order's billed figure. */
export function SalesOrderSelect({ customerId, value, onChange, initialLabel, disabled, id }: Props) {
  const query = useQuery({ ...billableOrdersQuery(customerId ?? 0), enabled: Boolean(customerId) });
  const orders = (customerId && query.data) || [];
  const error = customerId && query.isError ? errorMessage(query.error) : null;

  const options = orders.map((o) => ({ value: o.id, label: labelOf(o) }));
  if (value && !orders.some((o) => o.id === value)) options.unshift({ value, label: initialLabel ?? `수주 #${value}` });

  return (
    <Select
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      loading={query.isFetching}
      disabled={disabled || !customerId}
      placeholder={customerId ? '연결할 수주 (선택)' : '고객사를 먼저 선택해 주세요'}
      notFoundContent={error ? `수주를 불러오지 못했습니다: ${error}` : '청구할 수 있는 수주가 없습니다.'}
      aria-label="수주"
    />
  );
}
