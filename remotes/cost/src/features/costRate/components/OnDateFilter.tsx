import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** 적용일: only the rows in force on that day. */
export function OnDateFilter({ value, onChange }: { value: string | undefined; onChange: (day: string | undefined) => void }) {
  return <DatePicker aria-label="적용일" placeholder="적용일" value={value ? dayjs(value) : null} onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : undefined)} />;
}
