import { dayjs } from '@dure/shared/format';
import { type ListField, id } from '@dure/shared/list-state';

const YM = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month (YYYY-MM) in the address; anything else there is the default. */
export function month(initial: string): ListField<string> {
  return { kind: 'text', initial, encode: (value) => value, decode: (raw) => (typeof raw === 'string' && YM.test(raw) ? raw : initial) };
}

/** This calendar year, the period every dashboard opens on. */
export const thisYear = () => {
  const year = dayjs().format('YYYY');
  return { fromYm: `${year}-01`, toYm: `${year}-12` };
};

/** The period and department every dashboard filters by (DOMAIN §10 "Common"), as list-state fields. */
export const periodFields = () => ({ fromYm: month(thisYear().fromYm), toYm: month(thisYear().toYm), deptId: id() });

export type PeriodFilters = { fromYm: string; toYm: string; deptId?: number; ownerUserId?: number };
