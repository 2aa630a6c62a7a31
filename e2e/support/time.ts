/** Calendar day in Seoul (DOMAIN §1.2), `YYYY-MM-DD`, `days` from today: the same answer at any hour on any machine. */
export function kstDate(days = 0): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD HH:mm` in Seoul, `days` from today at `hour`:00. */
export function kstAt(days: number, hour: number): string {
  return `${kstDate(days)} ${String(hour).padStart(2, '0')}:00`;
}
