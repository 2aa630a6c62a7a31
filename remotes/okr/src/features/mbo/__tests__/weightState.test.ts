import { periodOf, scoreText, weightState } from '../model/mboLabels';

describe('weightState', () => {
  it('says when the weights add up to 100 and how far off they are otherwise', () => {
    expect(weightState([60, 40])).toEqual({ total: 100, ok: true, text: '가중치 합계 100% — 합의 요청할 수 있습니다.' });
    expect(weightState([60, 35])).toMatchObject({ total: 95, ok: false, text: '가중치 합계 95% — 5%가 모자랍니다.' });
    expect(weightState([60, 50])).toMatchObject({ total: 110, ok: false, text: '가중치 합계 110% — 10%를 줄여 주세요.' });
    expect(weightState([null, undefined, 20])).toMatchObject({ total: 20, ok: false });
  });

  it('names periods and scores as the screens show them', () => {
    expect(periodOf({ year: 2026, half: 'H2' })).toBe('2026년 하반기');
    expect(scoreText(4.06)).toBe('4.06');
    expect(scoreText(5)).toBe('5.00');
    expect(scoreText(null)).toBe('-');
  });
});
