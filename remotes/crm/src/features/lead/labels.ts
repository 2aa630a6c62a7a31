import type { Priority, StageCategory } from './api/leadApi';

export const PRIORITY_LABELS: Record<Priority, string> = { HIGH: '높음', NORMAL: '보통', LOW: '낮음' };
export const PRIORITY_COLORS: Record<Priority, string> = { HIGH: 'red', NORMAL: 'blue', LOW: 'default' };
export const CATEGORY_LABELS: Record<StageCategory, string> = { OPEN: '진행 중', WON: '수주', LOST: '실주' };
export const CATEGORY_COLORS: Record<StageCategory, string> = { OPEN: 'processing', WON: 'success', LOST: 'default' };
export const TAX_TYPE_LABELS = { TAXABLE: '과세', ZERO_RATED: '영세', EXEMPT: '면세' } as const;

/** The code's label from a code list, or the code itself. */
export const labelOf = (codes: { code: string; label: string }[] | undefined, code: string | null | undefined) =>
  code ? (codes?.find((c) => c.code === code)?.label ?? code) : '-';
