import { Input, Typography } from 'antd';
import { formatBizRegNoInput, isCompleteBizRegNo } from './rules';

type Props = { value?: string | null; onChange?: (value: string) => void; id?: string; disabled?: boolean };

/**
 * 사업자등록번호 typed as digits, shown `XXX-XX-XXXXX` as you type. A valid number is confirmed beneath; what is wrong
 * with it is the form rule's to say (`bizRegNoRule`), once.
 */
export function BizRegNoInput({ value, onChange, id, disabled }: Props) {
  const text = formatBizRegNoInput(value ?? '');
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
      {isCompleteBizRegNo(text) && (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid="biz-reg-no-status">
          유효한 사업자등록번호입니다.
        </Typography.Text>
      )}
    </>
  );
}
