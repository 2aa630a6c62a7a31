import { MBO_ACTION, MBO_CATEGORY, MBO_DIFFICULTY, MBO_HALF, MBO_STATUS, type MboStatus } from '@dure/shared/contracts/okr/mbo';

export const HALF_LABELS = MBO_HALF.labels;
export const STATUS_LABELS = MBO_STATUS.labels;
export const CATEGORY_LABELS = MBO_CATEGORY.labels;
export const DIFFICULTY_LABELS = MBO_DIFFICULTY.labels;
export const ACTION_LABELS = MBO_ACTION.labels;

export const STATUS_COLORS: Record<MboStatus, string> = {
  DRAFT: 'default',
  SUBMITTED: 'processing',
  AGREED: 'blue',
  SELF_ASSESSED: 'purple',
  EVALUATED: 'green',
  CLOSED: 'default',
};

/** "2026년 상반기". */
export const periodOf = (s: { year: number; half: keyof typeof HALF_LABELS }) => `${s.year}년 ${HALF_LABELS[s.half]}`;

/** The days of a sheet's half year (ANNUAL: the whole year): its linked goal's period overlaps them. */
export function halfDates(s: { year: number; half: keyof typeof HALF_LABELS }): { periodFrom: string; periodTo: string } {
  const from = s.half === 'H2' ? '07-01' : '01-01';
  const to = s.half === 'H1' ? '06-30' : '12-31';
  return { periodFrom: `${s.year}-${from}`, periodTo: `${s.year}-${to}` };
}

/** A score as shown: two decimals, or a dash while there is none. */
export const scoreText = (score: number | null) => (score === null ? '-' : score.toFixed(2));

/** Σ weight of the items being edited and what it says about submitting. */
export function weightState(weights: (number | null | undefined)[]): { total: number; ok: boolean; text: string } {
  const total = weights.reduce<number>((sum, w) => sum + (typeof w === 'number' ? w : 0), 0);
  if (total === 100) return { total, ok: true, text: '가중치 합계 100% — 합의 요청할 수 있습니다.' };
  return { total, ok: false, text: total < 100 ? `가중치 합계 ${total}% — ${100 - total}%가 모자랍니다.` : `가중치 합계 ${total}% — ${total - 100}%를 줄여 주세요.` };
}
