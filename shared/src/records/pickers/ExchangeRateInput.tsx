import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../http/errors';
import { rateOfDayQuery } from '../api/queries';

type Props = {
  value?: number | null;
  onChange?: (rate: number | null) => void;
  /** The foreign currency and the day whose rate applies (a contract's date, a cost's date). */
  currency: string;
  date: string | null | undefined;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

const rateText = (rate: number) => rate.toLocaleString('ko-KR', { maximumFractionDigits: 4 });

/**
 * An exchange rate field (KRW per quote unit) that starts from the day's 매매기준율 (DOMAIN §6: the latest on or before the
 * day; a rate more than 7 days old warns). A rate the user typed is kept when the currency or day changes; the day's
 * rate is then offered beside it.
 */
export function ExchangeRateInput({ value, onChange, currency, date, id, disabled, ...rest }: Props) {
  const day = useQuery({ ...rateOfDayQuery(currency, date ?? ''), enabled: Boolean(date) && currency !== 'KRW' });
  const offered = day.data;
  // The default last filled in: while the field still holds it, a new day or currency replaces it.
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (!offered || disabled) return;
    // An empty field, or one still holding the last default, takes the day's rate; a typed rate is left alone.
    if (value == null || value === filled.current) {
      filled.current = offered.rate;
      if (value !== offered.rate) onChange?.(offered.rate);
    }
  }, [offered, value, disabled, onChange]);

  let hint: React.ReactNode = null;
  if (day.isError) hint = <Typography.Text type="warning">{errorMessage(day.error)}</Typography.Text>;
  else if (offered) {
    const source = `${offered.rateDate} 고시 매매기준율 ${rateText(offered.rate)}원${offered.quoteUnit > 1 ? ` (${offered.quoteUnit}${currency}당)` : ''}`;
    hint = (
      <Typography.Text type={offered.staleYn === 'Y' ? 'warning' : 'secondary'}>
        {offered.staleYn === 'Y' ? `${source} — ${offered.ageDays}일 전 고시입니다. 최근 환율을 확인해 주세요.` : source}
        {value != null && value !== offered.rate && !disabled && (
          <Button type="link" size="small" onClick={() => onChange?.(offered.rate)}>
            이 환율 적용
          </Button>
        )}
      </Typography.Text>
    );
  }
  return (
    <>
      <InputNumber<number> {...rest} id={id} value={value ?? null} onChange={(v) => onChange?.(v)} min={0.0001} precision={4} disabled={disabled} style={{ width: '100%' }} />
      {hint && <div style={{ fontSize: 12, marginTop: 2 }}>{hint}</div>}
    </>
  );
}
