import { Input, Typography } from 'antd';
import { bizRegNoStatus, formatBizRegNoInput } from './rules';

type Props = { value?: string | null; onChange?: (value: string) => void; id?: string; disabled?: boolean };

/** 사업자등록번호 typed as digits, shown `XXX-XX-XXXXX` as you type, with the checksum verdict beneath. */
export function BizRegNoInput({ value, onChange, id, disabled }: Props) {
  const text = formatBizRegNoInput(value ?? '');
  const status = bizRegNoStatus(text);
  return (
    <>
      <Input
        id={id}
        disabled={disabled}
        value={text}
        inputMode="numeric"
        placeholder="000-00-00000"
        maxLength={12}
        aria-label="사업자등록번호"
        onChange={(e) => onChange?.(formatBizRegNoInput(e.target.value))}
      />
      {status && (
        <Typography.Text type={status.ok ? 'success' : 'warning'} style={{ fontSize: 12 }} data-testid="biz-reg-no-status">
          {status.message}
        </Typography.Text>
      )}
    </>
  );
}
