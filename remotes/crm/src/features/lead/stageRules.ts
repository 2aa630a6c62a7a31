import type { Lead, Stage } from './api/leadApi';

/**
 * What the screen checks before asking the api to move a lead (the api checks the
 * same): null when the move may go ahead, else the Korean reason it cannot.
 */
export function stageMoveProblem(lead: Pick<Lead, 'customerId' | 'expectedAmount' | 'stageId'>, to: Pick<Stage, 'id' | 'category'>): string | null {
  if (lead.stageId === to.id) return null;
  if (to.category === 'WON') {
    if (lead.customerId === null) return '수주로 변경하려면 고객사를 먼저 지정해 주세요.';
    if (!(lead.expectedAmount > 0)) return '수주로 변경하려면 예상금액을 먼저 입력해 주세요.';
  }
  return null;
}

/** floor(amount × probability ÷ 100), as the api stores it. */
export const weighted = (amount: number, probability: number) => Math.floor((amount * probability) / 100);

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100) in whole won. */
export function lineAmount(qty: number, unitPrice: number, discountPct: number): number {
  if (!(qty > 0) || !(unitPrice >= 0)) return 0;
  const milli = BigInt(Math.round(qty * 1000));
  const keep = BigInt(10_000 - Math.round((discountPct || 0) * 100));
  return Number((milli * BigInt(Math.trunc(unitPrice)) * keep) / 10_000_000n);
}
