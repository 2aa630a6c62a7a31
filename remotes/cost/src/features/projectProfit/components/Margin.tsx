import { Typography } from 'antd';

/** A margin below this (%) is shown as a warning; below 0 as a loss. */
export const THIN_MARGIN_PCT = 10;

/** 이익률 in colour: a loss red, a thin margin amber, otherwise green; "-" without revenue. */
export function Margin({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">-</Typography.Text>;
  const type = value < 0 ? 'danger' : value < THIN_MARGIN_PCT ? 'warning' : 'success';
  return <Typography.Text type={type}>{`${value.toLocaleString('ko-KR')}%`}</Typography.Text>;
}
