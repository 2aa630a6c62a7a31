import { errorMessage } from '@dure/shared';
import { formatKRW } from '@dure/shared/format';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { type SalesOrderOption, customerOrders } from '../api/salesOrderOptions';

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
  const [orders, setOrders] = useState<SalesOrderOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setOrders([]);
    setError(null);
    if (!customerId) return;
    let live = true;
    setLoading(true);
    customerOrders(customerId)
      .then((list) => live && setOrders(list))
      .catch((e) => live && setError(errorMessage(e)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [customerId]);

  const options = orders.map((o) => ({ value: o.id, label: labelOf(o) }));
  if (value && !orders.some((o) => o.id === value)) options.unshift({ value, label: initialLabel ?? `수주 #${value}` });

  return (
    <Select
      id={id}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={options}
      loading={loading}
      disabled={disabled || !customerId}
      placeholder={customerId ? '연결할 수주 (선택)' : '고객사를 먼저 선택해 주세요'}
      notFoundContent={error ? `수주를 불러오지 못했습니다: ${error}` : '청구할 수 있는 수주가 없습니다.'}
      aria-label="수주"
    />
  );
}
