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

/** The units a won axis reads in; one is chosen per axis from its largest amount, so an axis never mixes them. */
const AXIS_UNITS = [
  { suffix: '억', won: 100_000_000 },
  { suffix: '천만', won: 10_000_000 },
  { suffix: '만', won: 10_000 },
  { suffix: '', won: 1 },
] as const;

export type AmountAxis = {
  /** The unit every tick reads in: `억`, `천만`, `만`, or `` (plain won). */
  unit: (typeof AXIS_UNITS)[number]['suffix'];
  /** Tick positions in won, at round steps from the lowest to the highest. */
  ticks: number[];
  domain: [number, number];
  /** A tick's label in the axis unit: `1.5억`, `5천만`, `300만`, `0`. */
  label(won: number): string;
};

const axisNumber = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/** The smallest amount a tick may step by in a unit: a tenth of 억 (0.5억), a whole 천만 or 만. */
const finest = (unit: (typeof AXIS_UNITS)[number]) => (unit.suffix === '억' ? unit.won / 10 : unit.won);

/**
 * The axis of won amounts from `min` to `max` (zero always on it): about `count` ticks on a 1·2·5 step, in the
 * largest unit (억, 천만, 만, 원) its top tick reaches that writes every tick as a round amount, so one axis
 * never mixes units and reads `0, 0.5억, 1억, 1.5억` or `0, 1천만, 2천만` or `0, 200만, 400만`.
 */
export function amountAxis(min: number, max: number, count = 5): AmountAxis {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  const largest = Math.max(-low, high);
  const first = AXIS_UNITS.find((u) => largest >= u.won) ?? AXIS_UNITS[AXIS_UNITS.length - 1];
  const raw = Math.max((high - low) / Math.max(1, count), finest(first));
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw * (1 - 1e-9))!;
  const bottom = Math.floor(low / step) * step;
  const top = Math.max(Math.ceil(high / step) * step, bottom + step);
  const ticks: number[] = [];
  for (let v = bottom; v <= top + step / 2; v += step) ticks.push(Math.round(v));
  const reach = Math.max(-ticks[0], ticks[ticks.length - 1]);
  const unit = AXIS_UNITS.find((u) => reach >= u.won && ticks.every((v) => v % finest(u) === 0)) ?? AXIS_UNITS[AXIS_UNITS.length - 1];
  return {
    unit: unit.suffix,
    ticks,
    domain: [ticks[0], ticks[ticks.length - 1]],
    label: (won) => (won === 0 ? '0' : `${axisNumber.format(won / unit.won)}${unit.suffix}`),
  };
}
