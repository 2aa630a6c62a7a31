import { formatKRWShort } from '@dure/shared/format';

export const won = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatKRWShort(v));
export const percent = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v}%`);
/** A change in percent with its sign: `+12.5%`, `-3%`, `0%`. */
export const growth = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v > 0 ? '+' : ''}${v}%`);
export const count = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v.toLocaleString('ko-KR')}건`);
/** `2025-03` → `25.03` on chart axes. */
export const shortYm = (ym: string) => `${ym.slice(2, 4)}.${ym.slice(5, 7)}`;
/** Hours to two decimals at most: `1,234.5시간`. */
export const hours = (v: number | null | undefined) => (v === null || v === undefined ? '-' : `${v.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}시간`);
