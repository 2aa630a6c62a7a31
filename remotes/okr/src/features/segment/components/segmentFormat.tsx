import { formatKRW } from '@dure/shared/format';
import { Tag } from 'antd';
import { PRIORITY_COLORS, PRIORITY_LABELS, type SegmentPriority } from '../api/segmentApi';

/** An amount in won, or a dash when it was never estimated. */
export const wonOrDash = (v: number | null) => (v === null ? '-' : formatKRW(v));

/** A percentage with up to 2 decimals, or a dash. */
export const pctOrDash = (v: number | null) => (v === null ? '-' : `${v.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}%`);

export function PriorityTag({ priority }: { priority: SegmentPriority }) {
  return <Tag color={PRIORITY_COLORS[priority]}>{PRIORITY_LABELS[priority]}</Tag>;
}
