import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isScoreStep, isWeightStep, sheetScore, weightTotal } from '../../../src/modules/okr/mbo/score';

describe('MBO sheet score (DOMAIN §5: min(5, Σ evaluatorScore × difficulty × weight ÷ 100))', () => {
  test('weights the scores and applies the difficulty factors', () => {
    const score = sheetScore([
      { weightPct: 40, difficulty: 'HIGH', score: 4 }, // 4 × 1.1 × 0.4 = 1.76
      { weightPct: 30, difficulty: 'MID', score: 4.5 }, // 4.5 × 1.0 × 0.3 = 1.35
      { weightPct: 30, difficulty: 'LOW', score: 3.5 }, // 3.5 × 0.9 × 0.3 = 0.945
    ]);
    assert.equal(score, 4.06); // 4.055 → 4.06 (two decimals, exact integer sum before rounding)
  });

  test('is capped at 5 when hard items are scored at the top', () => {
    assert.equal(sheetScore([{ weightPct: 100, difficulty: 'HIGH', score: 5 }]), 5);
    assert.equal(sheetScore([{ weightPct: 50, difficulty: 'HIGH', score: 5 }, { weightPct: 50, difficulty: 'MID', score: 5 }]), 5);
    assert.equal(sheetScore([{ weightPct: 100, difficulty: 'HIGH', score: 4.5 }]), 4.95);
  });

  test('a low difficulty lowers the same score', () => {
    assert.equal(sheetScore([{ weightPct: 100, difficulty: 'LOW', score: 5 }]), 4.5);
    assert.equal(sheetScore([{ weightPct: 100, difficulty: 'MID', score: 3 }]), 3);
  });

  test('null until an item is scored; unscored items add nothing', () => {
    assert.equal(sheetScore([]), null);
    assert.equal(sheetScore([{ weightPct: 100, difficulty: 'MID', score: null }]), null);
    assert.equal(sheetScore([{ weightPct: 50, difficulty: 'MID', score: 4 }, { weightPct: 50, difficulty: 'HIGH', score: null }]), 2);
  });

  test('weights 5–100 in steps of 5, scores 1.0–5.0 in steps of 0.5', () => {
    for (const ok of [5, 10, 55, 100]) assert.ok(isWeightStep(ok), String(ok));
    for (const bad of [0, 3, 7, 12.5, 105, -5, Number.NaN]) assert.ok(!isWeightStep(bad), String(bad));
    for (const ok of [1, 1.5, 3, 4.5, 5]) assert.ok(isScoreStep(ok), String(ok));
    for (const bad of [0.5, 0, 1.2, 5.5, 6, Number.NaN]) assert.ok(!isScoreStep(bad), String(bad));
    assert.equal(weightTotal([{ weightPct: 40 }, { weightPct: 60 }]), 100);
  });
});
