import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** A month range filter (`fromYm`~`toYm`, either end open) for the cost lists. */
export function MonthRangeFilter({ from, to, onChange }: { from?: string; to?: string; onChange: (range: { fromYm?: string; toYm?: string }) => void }) {
  return (
    <DatePicker.RangePicker
      picker="month"
      aria-label="기간(월)"
      allowEmpty={[true, true]}
      placeholder={['시작 월', '끝 월']}
      value={[from ? dayjs(`${from}-01`) : null, to ? dayjs(`${to}-01`) : null]}
      onChange={(v) => onChange({ fromYm: v?.[0]?.format('YYYY-MM') ?? undefined, toYm: v?.[1]?.format('YYYY-MM') ?? undefined })}
      style={{ width: 240 }}
    />
  );
}
