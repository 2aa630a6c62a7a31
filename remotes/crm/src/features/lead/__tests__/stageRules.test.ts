import { lineAmount, needsCustomer, needsQualify, stageMoveProblem, weighted } from '../stageRules';
import { moveCard } from '../components/LeadKanban';
import { board, lead, meta } from './fixtures';

describe('lead figures', () => {
  it('line amount is floor(qty × unitPrice × (100 − discount) ÷ 100)', () => {
    expect(lineAmount(3, 333_333, 10)).toBe(899_999);
    expect(lineAmount(7, 12_345, 12.5)).toBe(75_613);
    expect(lineAmount(1.5, 1_001, 0)).toBe(1_501);
    expect(lineAmount(0, 1_000, 0)).toBe(0);
  });

  it('weighted amount truncates', () => {
    expect(weighted(12_345_679, 33)).toBe(4_074_074);
  });
});

describe('stage moves the board refuses before asking the api', () => {
  it('수주 needs a customer and an amount', () => {
    const won = { id: 6, category: 'WON' as const };
    expect(stageMoveProblem(lead({ customerId: null }), won)).toBe('수주로 변경하려면 고객사를 먼저 지정해 주세요.');
    expect(stageMoveProblem(lead({ customerId: null, prospectCompany: '(주)가망' }), won)).toBeNull();
    expect(stageMoveProblem(lead({ expectedAmount: 0 }), won)).toBe('수주로 변경하려면 예상금액을 먼저 입력해 주세요.');
    expect(stageMoveProblem(lead(), won)).toBeNull();
    expect(stageMoveProblem(lead({ customerId: null }), { id: 7, category: 'LOST' })).toBeNull();
  });

  it('a customer is needed after the first active open stage and at 수주; only open prospect-only leads are asked for 고객사 지정', () => {
    const [first, qualified, , won, lostStage] = meta.stages;
    expect([first, qualified, won, lostStage].map((s) => needsCustomer(meta.stages, s))).toEqual([false, true, true, false]);
    const inactiveFirst = meta.stages.map((s) => (s.id === first.id ? { ...s, activeYn: 'N' as const } : s));
    expect(needsCustomer(inactiveFirst, qualified)).toBe(false);
    const prospect = lead({ customerId: null, prospectCompany: '(주)가망' });
    expect(needsQualify(prospect, meta.stages, qualified)).toBe(true);
    expect(needsQualify(prospect, meta.stages, first)).toBe(false);
    expect(needsQualify(prospect, meta.stages, lostStage)).toBe(false);
    expect(needsQualify(lead(), meta.stages, qualified)).toBe(false);
    expect(needsQualify({ ...prospect, stageCategory: 'LOST' }, meta.stages, qualified)).toBe(false);
  });

  it('moving a card keeps every column count and sum right', () => {
    const a = lead({ id: 1, expectedAmount: 10_000_000, weightedAmount: 1_000_000 });
    const b = lead({ id: 2, expectedAmount: 5_000_000, weightedAmount: 500_000 });
    const next = moveCard(board([a, b]), 1, 3, 40);
    const col = (id: number) => next.columns.find((c) => c.stage.id === id)!;
    expect([col(1).count, col(1).expectedAmount, col(1).weightedAmount]).toEqual([1, 5_000_000, 500_000]);
    expect([col(3).count, col(3).expectedAmount, col(3).weightedAmount]).toEqual([1, 10_000_000, 4_000_000]);
    expect(col(3).cards[0]).toMatchObject({ id: 1, stageId: 3, probability: 40 });
  });
});
