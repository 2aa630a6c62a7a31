/**
 * OKR formulas of DOMAIN §5 (KeyResult, Goal) in one place: the api stores what they answer on the rows,
 * and the screens draw the expected line with the same code. Pure functions of plain values.
 */

export const KR_METRIC_TYPES = ['NUMBER', 'PERCENT', 'CURRENCY', 'MILESTONE'] as const;
export type KrMetricType = (typeof KR_METRIC_TYPES)[number];
export const KR_HEALTHS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const;
export type KrHealth = (typeof KR_HEALTHS)[number];

/** One milestone of a MILESTONE key result. */
export type KrMilestone = { id: string; name: string; weight: number; doneYn: 'Y' | 'N' };

/** Raw attainment is kept for evaluation, where it counts up to this cap (DOMAIN §5). */
export const ATTAINMENT_CAP = 1.2;
/** The stored attainment column is dec(5,4). */
const ATTAINMENT_LIMIT = 9.9999;

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export type KrValues = {
  metricType: KrMetricType;
  startValue: number | null;
  targetValue: number | null;
  /** The last check-in's value; null before the first (then the start value counts). */
  currentValue: number | null;
  milestones?: readonly KrMilestone[] | null;
};

/**
 * attainment = (current − start) ÷ (target − start); a target below the start is a decreasing target and the same
 * formula holds. MILESTONE: done weight ÷ total weight. Null when it cannot be computed (target = start, no values).
 * Rounded to 4 decimals and kept within the stored column's range.
 */
export function attainmentOf(kr: KrValues): number | null {
  if (kr.metricType === 'MILESTONE') {
    const milestones = kr.milestones ?? [];
    const total = milestones.reduce((sum, m) => sum + m.weight, 0);
    if (total <= 0) return null;
    const done = milestones.filter((m) => m.doneYn === 'Y').reduce((sum, m) => sum + m.weight, 0);
    return round(done / total, 4);
  }
  const { startValue: start, targetValue: target } = kr;
  if (start === null || target === null || target === start) return null;
  const current = kr.currentValue ?? start;
  return round(clamp((current - start) / (target - start), -ATTAINMENT_LIMIT, ATTAINMENT_LIMIT), 4);
}

/** Attainment as evaluation counts it: at most ATTAINMENT_CAP, never below 0. */
export const cappedAttainment = (attainment: number | null) => (attainment === null ? 0 : clamp(attainment, 0, ATTAINMENT_CAP));

/** progressPct = clamp(attainment, 0, 1) × 100 (2 decimals); no attainment = 0. */
export const progressPctOf = (attainment: number | null) => (attainment === null ? 0 : round(clamp(attainment, 0, 1) * 100, 2));

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to` (calendar days, `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** `YYYY-MM-DD` `n` days later. */
export const plusDays = (day: string, n: number) => new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);

/**
 * The expected progress on `day` in a period from `start` to `end` (both inclusive): elapsed days ÷ period days × 100,
 * 0 before the period and 100 from its last day on (2 decimals). The screens draw it as the expected line.
 */
export function expectedPctOn(start: string, end: string, day: string): number {
  const total = daysBetween(start, end) + 1;
  if (total <= 0) return 100;
  const elapsed = clamp(daysBetween(start, day) + 1, 0, total);
  return round((elapsed / total) * 100, 2);
}

/** The expected line of a period: one point per day, for a chart. */
export function expectedLine(start: string, end: string): { day: string; expectedPct: number }[] {
  const total = daysBetween(start, end) + 1;
  return Array.from({ length: Math.max(0, total) }, (_, i) => {
    const day = plusDays(start, i);
    return { day, expectedPct: expectedPctOn(start, end, day) };
  });
}

/** Thresholds of the health rule (DOMAIN §5 KeyResult). */
export const HEALTH_RULE = { onTrackGap: 10, offTrackGap: 25, onTrackConfidence: 7, offTrackConfidence: 3 } as const;

/**
 * ON_TRACK if progress ≥ expected − 10 and confidence ≥ 7; OFF_TRACK if progress < expected − 25 or confidence ≤ 3;
 * else AT_RISK. Before the first check-in there is no confidence: then progress alone decides (confidence is not
 * held against a key result nobody has reported on yet).
 */
export function healthOf(progressPct: number, expectedPct: number, confidence: number | null): KrHealth {
  const known = confidence !== null;
  if (progressPct < expectedPct - HEALTH_RULE.offTrackGap || (known && confidence <= HEALTH_RULE.offTrackConfidence)) return 'OFF_TRACK';
  if (progressPct >= expectedPct - HEALTH_RULE.onTrackGap && (!known || confidence >= HEALTH_RULE.onTrackConfidence)) return 'ON_TRACK';
  return 'AT_RISK';
}

export type Weighted = { progressPct: number; weightPct: number };

/** Σ(progress × weight) ÷ Σ weight (2 decimals); equal weights when they add up to 0; null for nothing. */
export function weightedProgress(items: readonly Weighted[]): number | null {
  if (items.length === 0) return null;
  const total = items.reduce((sum, i) => sum + Math.max(0, i.weightPct), 0);
  if (total <= 0) return round(items.reduce((sum, i) => sum + i.progressPct, 0) / items.length, 2);
  return round(items.reduce((sum, i) => sum + i.progressPct * Math.max(0, i.weightPct), 0) / total, 2);
}

/**
 * A goal's progress: its key results by weight; a goal without key results rolls up its (not canceled) children by
 * their goal weights; with neither it is 0.
 */
export function goalProgressOf(keyResults: readonly Weighted[], children: readonly Weighted[]): number {
  return weightedProgress(keyResults) ?? weightedProgress(children) ?? 0;
}

/**
 * A goal's health: its progress against the expected line, with the lowest latest confidence of its key results
 * (null when none has a check-in).
 */
export function goalHealthOf(progressPct: number, expectedPct: number, confidences: readonly (number | null)[]): KrHealth {
  const known = confidences.filter((c): c is number => c !== null);
  return healthOf(progressPct, expectedPct, known.length > 0 ? Math.min(...known) : null);
}

/** score = progress ÷ 100 (2 decimals), frozen when the goal closes. */
export const scoreOf = (progressPct: number) => round(clamp(progressPct, 0, 100) / 100, 2);

/** Σ weights that must be reached: goals per owner × period, key results per goal. */
export const WEIGHT_TOTAL = 100;

/** ISO week `YYYY-Www` of a calendar day (weeks Mon–Sun; the week belongs to the year of its Thursday). */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(year, 0, 4));
  const firstMonday = firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS;
  const week = Math.floor((thursday.getTime() - firstMonday) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** Monday (`YYYY-MM-DD`) of the ISO week of `day`: a check-in dated from then on counts for that week. */
export function isoWeekStartOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return plusDays(day, -weekday);
}

/** A check-in stays editable for this many days after its date; then it is immutable. */
export const CHECKIN_EDIT_DAYS = 7;
export const isCheckInLocked = (checkInDate: string, today: string) => daysBetween(checkInDate, today) > CHECKIN_EDIT_DAYS;

/** Confidence at or below which a check-in needs a comment (also when the value drops). */
export const COMMENT_CONFIDENCE = 4;

/** Whether a check-in needs a comment: low confidence or a value lower than the previous one (for a decreasing target: higher). */
export function checkInNeedsComment(input: { confidence: number; value: number | null; previous: number | null; decreasing: boolean; milestonesUndone?: boolean }): boolean {
  if (input.confidence <= COMMENT_CONFIDENCE) return true;
  if (input.milestonesUndone) return true;
  if (input.value === null || input.previous === null) return false;
  return input.decreasing ? input.value > input.previous : input.value < input.previous;
}

/** ISO weekday (Mon 1 … Sun 7) on which check-ins are due, and the hour (KST) reminders go out. */
export const CHECKIN_DUE_WEEKDAY = 5;
export const CHECKIN_DUE_HOUR = 10;
export type CheckInCadence = 'WEEKLY' | 'BIWEEKLY';

/** Whether `day` is a check-in day of a period: its weekday is the due weekday, every week or every second week from the period's first. */
export function isCheckInDay(period: { startDate: string; endDate: string; checkInCadence: CheckInCadence }, day: string): boolean {
  if (day < period.startDate || day > period.endDate) return false;
  const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  if (weekday !== CHECKIN_DUE_WEEKDAY) return false;
  if (period.checkInCadence === 'WEEKLY') return true;
  const firstDue = plusDays(period.startDate, (CHECKIN_DUE_WEEKDAY - (((new Date(`${period.startDate}T00:00:00Z`).getUTCDay() + 6) % 7) + 1) + 7) % 7);
  return (daysBetween(firstDue, day) / 7) % 2 === 0;
}
