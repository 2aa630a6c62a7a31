import { SEGMENT_LIMITS } from '@dure/shared/contracts/okr/segment';
import { API_MESSAGES } from '@dure/shared/messages';
import { SEGMENT_PRIORITIES, type SegmentPriority } from '../../../db/schema';
import { parseOptionalIds } from '../../../lib/fields';
import { richTextIsEmpty, sanitizeRichText } from '../../../lib/richText';

export type FieldErrors = Record<string, string>;

export type SegmentValues = {
  code?: string;
  name?: string;
  parentId?: number | null;
  description?: string | null;
  tam?: number | null;
  sam?: number | null;
  som?: number | null;
  growthRatePct?: string | null;
  priority?: SegmentPriority;
  activeYn?: 'Y' | 'N';
  ownerUserId?: number | null;
  ownerDeptId?: number | null;
};

const CODE = new RegExp(`^[A-Z0-9_-]{1,${SEGMENT_LIMITS.code}}$`);

/** Reads the fields present in a body into stored values, with Korean messages per field. */
export function parseSegment(raw: Record<string, unknown>): { values: SegmentValues; errors: FieldErrors } {
  const values: SegmentValues = {};
  const errors: FieldErrors = {};
  const has = (key: string) => key in raw && raw[key] !== undefined;
  const text = (key: string) => {
    const v = raw[key];
    if (v === null || v === undefined) return null;
    const s = String(v).trim();
    return s === '' ? null : s;
  };
  if (has('code')) {
    const code = text('code')?.toUpperCase() ?? null;
    if (!code) errors.code = API_MESSAGES.segmentCodeRequired;
    else if (!CODE.test(code)) errors.code = API_MESSAGES.segmentCodeFormat;
    else values.code = code;
  }
  if (has('name')) {
    const name = text('name');
    if (!name) errors.name = API_MESSAGES.segmentNameRequired;
    else if (name.length > SEGMENT_LIMITS.name) errors.name = API_MESSAGES.segmentNameTooLong;
    else values.name = name;
  }
  if (has('description')) {
    const html = text('description');
    const clean = html ? sanitizeRichText(html) : '';
    values.description = clean && !richTextIsEmpty(clean) ? clean : null;
  }
  for (const key of ['tam', 'sam', 'som'] as const) {
    if (!has(key)) continue;
    const value = raw[key];
    if (value === null || value === '') values[key] = null;
    else if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) errors[key] = API_MESSAGES.segmentAmountInvalid;
    else values[key] = value;
  }
  if (has('growthRatePct')) {
    const value = raw.growthRatePct;
    if (value === null || value === '') values.growthRatePct = null;
    else if (typeof value !== 'number' || !Number.isFinite(value) || value < -100 || value > 999.99 || Math.round(value * 100) !== value * 100) {
      errors.growthRatePct = API_MESSAGES.segmentGrowthRange;
    } else values.growthRatePct = value.toFixed(2);
  }
  if (has('priority')) {
    const priority = text('priority')?.toUpperCase();
    if (!priority || !SEGMENT_PRIORITIES.includes(priority as SegmentPriority)) errors.priority = API_MESSAGES.fieldChoice;
    else values.priority = priority as SegmentPriority;
  }
  if (has('activeYn')) {
    const yn = text('activeYn')?.toUpperCase();
    if (yn !== 'Y' && yn !== 'N') errors.activeYn = API_MESSAGES.fieldChoice;
    else values.activeYn = yn;
  }
  parseOptionalIds(raw, ['parentId', 'ownerUserId', 'ownerDeptId'], values, errors);
  return { values, errors };
}

/** Rules across fields on the values as they will be stored: required code and name, TAM ≥ SAM ≥ SOM. */
export function checkSegment(next: SegmentValues, errors: FieldErrors): void {
  if (!next.code && !errors.code) errors.code = API_MESSAGES.segmentCodeRequired;
  if (!next.name && !errors.name) errors.name = API_MESSAGES.segmentNameRequired;
  const { tam, sam, som } = next;
  if (tam != null && sam != null && sam > tam && !errors.sam) errors.sam = API_MESSAGES.segmentSamOverTam;
  if (sam != null && som != null && som > sam && !errors.som) errors.som = API_MESSAGES.segmentSomOverSam;
}
