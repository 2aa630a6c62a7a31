import { dayjs } from './dayjs';

export { dayjs };

/** Two-digit year rule of SPEC §9: above 68 means 19xx, otherwise 20xx. */
export function expandTwoDigitYear(yy: number): number {
  if (!Number.isInteger(yy) || yy < 0 || yy > 99) throw new RangeError(`two-digit year out of range: ${yy}`);
  return yy > 68 ? 1900 + yy : 2000 + yy;
}

const DATE_PATTERNS = [
  /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/,
  /^(\d{2})[-./](\d{1,2})[-./](\d{1,2})$/,
  /^(\d{4})(\d{2})(\d{2})$/,
  /^(\d{2})(\d{2})(\d{2})$/,
];

/**
 * Parses a calendar date typed or imported by people (`2025-03-14`, `25.3.14`,
 * `250314`, `99/12/31`), applying the two-digit year rule. Returns `YYYY-MM-DD`
 * or null when the text is not a real date.
 */
export function parseDate(text: string): string | null {
  const value = text.trim();
  for (const pattern of DATE_PATTERNS) {
    const match = pattern.exec(value);
    if (!match) continue;
    const rawYear = Number(match[1]);
    const year = match[1].length === 2 ? expandTwoDigitYear(rawYear) : rawYear;
    const month = Number(match[2]);
    const day = Number(match[3]);
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return dayjs(iso, 'YYYY-MM-DD', true).isValid() ? iso : null;
  }
  return null;
}

const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** `1234567` → `1,234,567원` (whole won; fractions are truncated, DOMAIN §1.2). */
export function formatKRW(value: number | bigint | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const whole = typeof value === 'bigint' ? value : Math.trunc(value);
  return `${wonFormat.format(whole)}원`;
}

/** Abbreviates large amounts for charts: 만원 / 억원. */
export function formatKRWShort(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 100_000_000) return `${trimZero((value / 100_000_000).toFixed(1))}억원`;
  if (abs >= 10_000) return `${wonFormat.format(Math.trunc(value / 10_000))}만원`;
  return formatKRW(value);
}

const trimZero = (s: string) => s.replace(/\.0$/, '');

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : '-';
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm') : '-';
}

/** `1234567890` → `123-45-67890`. */
export function formatBusinessNumber(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '');
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : (digits ?? '');
}

/** A 24-digit NTS approval number shown 8-8-8 (`20250314-xxxxxxxx-xxxxxxxx`, DOMAIN §1.2); '-' when there is none. */
export function formatApprovalNo(value: string | null | undefined): string {
  if (!value) return '-';
  return value.length === 24 ? `${value.slice(0, 8)}-${value.slice(8, 16)}-${value.slice(16)}` : value;
}

/** Korean business registration number checksum (DOMAIN §1.2). */
export function isValidBusinessNumber(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (d.length !== 10) return false;
  const n = [...d].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((acc, w, i) => acc + n[i] * w, 0);
  sum += Math.floor((n[8] * 5) / 10);
  return (10 - (sum % 10)) % 10 === n[9];
}

export { josa, josaOf, type JosaPair } from './josa';
