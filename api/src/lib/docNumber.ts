import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database';

/**
 * Document number formats of DOMAIN §1.2. Numbers are unique and immutable but not
 * gapless: a rolled-back transaction may leave a hole, which is what the domain allows.
 */
const FORMATS = {
  CUSTOMER: { prefix: 'C', period: () => '', format: (_p: string, n: number) => `C-${pad(n, 6)}` },
  LEAD: { prefix: 'L', period: (d: string) => d.slice(0, 4), format: (p: string, n: number) => `L-${p}-${pad(n, 4)}` },
  CONTRACT: { prefix: 'CT', period: (d: string) => d.slice(0, 4), format: (p: string, n: number) => `CT-${p}-${pad(n, 4)}` },
  SALES_ORDER: { prefix: 'SO', period: ym, format: (p: string, n: number) => `SO-${p}-${pad(n, 4)}` },
  TAX_INVOICE: { prefix: 'TI', period: ym, format: (p: string, n: number) => `TI-${p}-${pad(n, 4)}` },
  COST_EXECUTION: { prefix: 'CE', period: ym, format: (p: string, n: number) => `CE-${p}-${pad(n, 4)}` },
  PROJECT: { prefix: 'PRJ', period: (d: string) => d.slice(0, 4), format: (p: string, n: number) => `PRJ-${p}-${pad(n, 3)}` },
} as const;

export type DocKind = keyof typeof FORMATS;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function ym(date: string): string {
  return date.slice(0, 4) + date.slice(5, 7);
}

/** The next number of a kind for a `YYYY-MM-DD` day (the document's own date), taken atomically. */
export async function nextDocNumber(db: Executor, kind: DocKind, day: string): Promise<string> {
  const f = FORMATS[kind];
  const period = f.period(day);
  const [row] = await rowsOf<{ last: number }>(
    db,
    sql`insert into doc_sequence (prefix, period, last) values (${f.prefix}, ${period}, 1)
        on conflict (prefix, period) do update set last = doc_sequence.last + 1
        returning last`,
  );
  return f.format(period, Number(row.last));
}
