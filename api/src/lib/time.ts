const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** ISO-8601 with the Seoul offset (DOMAIN §0 `dt`), e.g. `2025-03-14T09:30:00.000+09:00`. */
export function toKst(date: Date): string;
export function toKst(date: Date | null | undefined): string | null;
export function toKst(date: Date | null | undefined): string | null {
  if (!date) return null;
  return `${new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, -1)}+09:00`;
}

/** The Seoul calendar day `YYYY-MM-DD` of an instant. */
export function kstDate(date: Date): string {
  return new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23) of an instant on the Seoul clock. */
export function kstHour(date: Date): number {
  return new Date(date.getTime() + KST_OFFSET_MS).getUTCHours();
}

/** The calendar day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same `YYYY-MM-DD` day `months` calendar months later or earlier, clamped to the month's last day (01-31 + 1 month → 02-28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A real calendar day written `YYYY-MM-DD`. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** The instant a Seoul calendar day (`YYYY-MM-DD`) starts. */
export const kstDayStart = (day: string) => new Date(`${day}T00:00:00+09:00`);

/** The instant a Seoul calendar day (`YYYY-MM-DD`) ends, exclusive: the start of the next day. */
export const kstDayEnd = (day: string) => kstDayStart(addDays(day, 1));
