import { PageOf, Result } from '@dure/shared/contracts';
import type { TSchema } from 'typebox';

/** `{ result: <page of item> }`: kept for the crm routes that still import it; new code writes `Result(PageOf(item))`. */
export const pageOf = <T extends TSchema>(item: T) => Result(PageOf(item));

/** Record type codes are case-insensitive in URLs. */
export const normaliseType = (type: string) => type.trim().toUpperCase();

/** `YYYY-MM-DD` that is a real calendar day. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

