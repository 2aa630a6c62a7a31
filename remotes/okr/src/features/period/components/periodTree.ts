import type { OkrPeriod } from '../api/periodApi';

export type PeriodRow = OkrPeriod & { children?: PeriodRow[] };

const RANK = { YEAR: 3, HALF: 2, QUARTER: 1 } as const;
const byStart = (a: OkrPeriod, b: OkrPeriod) => a.startDate.localeCompare(b.startDate) || RANK[b.type] - RANK[a.type];

/**
 * Periods as rows of a tree, year → half → quarter: under the parent they name, or (none named, or not in the list)
 * under the shortest longer period that contains them. Years newest first, the periods inside a year in date order.
 */
export function periodTree(periods: readonly OkrPeriod[]): PeriodRow[] {
  const byId = new Map(periods.map((p) => [p.id, p]));
  const parentOf = (p: OkrPeriod): OkrPeriod | undefined => {
    const named = p.parentPeriodId === null ? undefined : byId.get(p.parentPeriodId);
    if (named) return named;
    return periods
      .filter((o) => RANK[o.type] > RANK[p.type] && o.startDate <= p.startDate && o.endDate >= p.endDate)
      .sort((a, b) => RANK[a.type] - RANK[b.type])[0];
  };
  const children = new Map<number | null, OkrPeriod[]>();
  for (const p of periods) {
    const key = parentOf(p)?.id ?? null;
    children.set(key, [...(children.get(key) ?? []), p]);
  }
  const build = (p: OkrPeriod): PeriodRow => {
    const below = (children.get(p.id) ?? []).sort(byStart).map(build);
    return below.length > 0 ? { ...p, children: below } : { ...p };
  };
  return (children.get(null) ?? []).sort((a, b) => byStart(b, a)).map(build);
}

/** The period after this one of the same type (the usual target of a copy), if the list has it. */
export function nextPeriodOf(period: OkrPeriod, periods: readonly OkrPeriod[]): OkrPeriod | undefined {
  return periods.filter((p) => p.type === period.type && p.startDate > period.endDate && p.status !== 'CLOSED').sort(byStart)[0];
}
