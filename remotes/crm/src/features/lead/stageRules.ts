import type { Lead, Stage } from './api/leadApi';

/**
 * What the screen checks before asking the api to move a lead (the api checks the
 * same): null when the move may go ahead, else the Korean reason it cannot.
 */
export function stageMoveProblem(lead: Pick<Lead, 'customerId' | 'expectedAmount' | 'stageId' | 'prospectCompany'>, to: Pick<Stage, 'id' | 'category'>): string | null {
  if (lead.stageId === to.id) return null;
  if (to.category === 'WON') {
    // A prospect can become the customer on the way (고객사 지정); without one there is nothing to register.
    if (lead.customerId === null && !lead.prospectCompany) return '수주로 변경하려면 고객사를 먼저 지정해 주세요.';
    if (!(lead.expectedAmount > 0)) return '수주로 변경하려면 예상금액을 먼저 입력해 주세요.';
  }
  return null;
}

/** A closed lead goes back into play only with 리드 관리 (the api checks the same). */
export const REOPEN_NEEDS_MANAGE = '수주·실주된 리드의 재오픈은 리드 관리 권한이 필요합니다.';

/** The confirmation before a stage change that has no dialog of its own (실주 asks the reason, a prospect gets 고객사 지정). */
export function stageChangeConfirm(fromCategory: Stage['category'], to: Pick<Stage, 'name' | 'category' | 'defaultProbability'>) {
  return {
    title: `${to.name} 단계로 변경할까요?`,
    content:
      fromCategory !== 'OPEN' ? '종료된 리드를 다시 진행 중으로 엽니다.' : to.category === 'WON' ? '수주로 확정합니다. 확률은 100%가 됩니다.' : `확률이 기본값 ${to.defaultProbability}%로 바뀝니다.`,
    okText: '변경',
    cancelText: '취소',
  };
}

type StageFacts = Pick<Stage, 'id' | 'category' | 'activeYn'>;

/** Customer is required in every stage after the first active OPEN one, and at WON (the api's lookup.needsCustomer). */
export function needsCustomer(stages: StageFacts[], to: StageFacts): boolean {
  if (to.category === 'WON') return true;
  return to.category === 'OPEN' && stages.find((s) => s.category === 'OPEN' && s.activeYn === 'Y')?.id !== to.id;
}

/** An open prospect-only lead moving where a customer is needed: the screen asks for 고객사 지정 in the same step. */
export const needsQualify = (lead: Pick<Lead, 'customerId' | 'prospectCompany' | 'stageId' | 'stageCategory'>, stages: StageFacts[], to: StageFacts) =>
  lead.stageCategory === 'OPEN' && lead.stageId !== to.id && lead.customerId === null && !!lead.prospectCompany && needsCustomer(stages, to);

/** floor(amount × probability ÷ 100), as the api stores it. */
export const weighted = (amount: number, probability: number) => Math.floor((amount * probability) / 100);

/** floor(qty × unitPrice × (100 − discountPct) ÷ 100) in whole won. */
export function lineAmount(qty: number, unitPrice: number, discountPct: number): number {
  if (!(qty > 0) || !(unitPrice >= 0)) return 0;
  const milli = BigInt(Math.round(qty * 1000));
  const keep = BigInt(10_000 - Math.round((discountPct || 0) * 100));
  return Number((milli * BigInt(Math.trunc(unitPrice)) * keep) / 10_000_000n);
}
