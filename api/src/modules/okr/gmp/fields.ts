import { GMP_LIMITS, GMP_NODE_TYPE, GMP_STATUS, type GmpNodeType, type GmpStatus } from '@dure/shared/contracts/okr/gmp';
import { API_MESSAGES } from '@dure/shared/messages';
import { parseOptionalIds } from '../../../lib/fields';

export type FieldErrors = Record<string, string>;

export type GmpValues = {
  type?: GmpNodeType;
  segmentId?: number | null;
  year?: number | null;
  parentId?: number | null;
  title?: string;
  offering?: string | null;
  valueProposition?: string | null;
  channels?: string | null;
  targetRevenue?: number | null;
  ownerUserId?: number | null;
  dueDate?: string | null;
  status?: GmpStatus;
};

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Reads the fields present in a body into stored values, with Korean messages per field. */
export function parseGmpNode(raw: Record<string, unknown>): { values: GmpValues; errors: FieldErrors } {
  const values: GmpValues = {};
  const errors: FieldErrors = {};
  const has = (key: string) => key in raw && raw[key] !== undefined;
  const text = (key: string) => {
    const v = raw[key];
    if (v === null || v === undefined) return null;
    const s = String(v).trim();
    return s === '' ? null : s;
  };
  if (has('type')) {
    const type = text('type')?.toUpperCase();
    if (!type) errors.type = API_MESSAGES.gmpTypeRequired;
    else if (!GMP_NODE_TYPE.codes.includes(type as GmpNodeType)) errors.type = API_MESSAGES.fieldChoice;
    else values.type = type as GmpNodeType;
  }
  if (has('title')) {
    const title = text('title');
    if (!title) errors.title = API_MESSAGES.gmpTitleRequired;
    else if (title.length > GMP_LIMITS.title) errors.title = API_MESSAGES.gmpTitleTooLong;
    else values.title = title;
  }
  for (const key of ['offering', 'valueProposition', 'channels'] as const) if (has(key)) values[key] = text(key);
  if (has('year')) {
    const year = raw.year;
    if (year === null) values.year = null;
    else if (!Number.isInteger(year) || (year as number) < GMP_LIMITS.yearMin || (year as number) > GMP_LIMITS.yearMax) errors.year = API_MESSAGES.gmpYearRange;
    else values.year = year as number;
  }
  if (has('targetRevenue')) {
    const value = raw.targetRevenue;
    if (value === null || value === '') values.targetRevenue = null;
    else if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) errors.targetRevenue = API_MESSAGES.gmpAmountInvalid;
    else values.targetRevenue = value;
  }
  if (has('dueDate')) {
    const due = text('dueDate');
    if (due !== null && !isDate(due)) errors.dueDate = API_MESSAGES.fieldInvalid;
    else values.dueDate = due;
  }
  if (has('status')) {
    const status = text('status')?.toUpperCase();
    if (!status || !GMP_STATUS.codes.includes(status as GmpStatus)) errors.status = API_MESSAGES.fieldChoice;
    else values.status = status as GmpStatus;
  }
  parseOptionalIds(raw, ['segmentId', 'parentId', 'ownerUserId'], values, errors);
  return { values, errors };
}
