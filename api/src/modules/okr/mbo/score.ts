import { MBO_LIMITS, type MboDifficulty } from '@dure/shared/contracts/okr/mbo';

/** Difficulty multipliers of DOMAIN §5 MBO in tenths (×0.9 / ×1.0 / ×1.1), so the sum stays in integers. */
export const DIFFICULTY_TENTHS: Record<MboDifficulty, number> = { LOW: 9, MID: 10, HIGH: 11 };

/** 5–100 in steps of 5. */
export const isWeightStep = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= MBO_LIMITS.weightStep && value <= 100 && value % MBO_LIMITS.weightStep === 0;

/** 1.0–5.0 in steps of 0.5. */
export const isScoreStep = (value: unknown): value is number =>
  typeof value === 'number' && value >= MBO_LIMITS.minScore && value <= MBO_LIMITS.maxScore && Number.isInteger(value / MBO_LIMITS.scoreStep);

export type ScoredItem = { weightPct: number; difficulty: MboDifficulty; score: number | null };

/**
 * Sheet score = min(5, Σ score × difficulty × weight ÷ 100), rounded to 2 decimals; null when no item is
 * scored yet. Scores are in halves and factors in tenths, so the sum is exact in integers before rounding.
 */
export function sheetScore(items: readonly ScoredItem[]): number | null {
  const scored = items.filter((item) => item.score !== null);
  if (scored.length === 0) return null;
  // score × 2 (halves) × factor × 10 (tenths) × weight: the score is this ÷ (2 × 10 × 100).
  const units = scored.reduce((sum, item) => sum + Math.round(item.score! * 2) * DIFFICULTY_TENTHS[item.difficulty] * item.weightPct, 0);
  return Math.min(MBO_LIMITS.maxScore, Math.round(units / 20) / 100);
}

/** Σ weight of the items, the figure that must be 100 to submit. */
export const weightTotal = (items: readonly { weightPct: number }[]) => items.reduce((sum, item) => sum + item.weightPct, 0);
