import {
  attainmentOf,
  cappedAttainment,
  checkInNeedsComment,
  expectedLine,
  expectedPctOn,
  goalHealthOf,
  goalProgressOf,
  healthOf,
  isCheckInDay,
  isCheckInLocked,
  isoWeekOf,
  progressPctOf,
  scoreOf,
  weightedProgress,
} from '../okr';

const ms = (done: boolean[], weights = done.map(() => 25)) => done.map((d, i) => ({ id: `m${i}`, name: `M${i}`, weight: weights[i], doneYn: d ? ('Y' as const) : ('N' as const) }));

describe('key result attainment and progress (DOMAIN §5)', () => {
  test.each([
    ['NUMBER increasing', 0, 10, 5, 0.5],
    ['PERCENT increasing', 70, 90, 85, 0.75],
    ['CURRENCY over target', 0, 1_000_000, 1_200_000, 1.2],
    ['decreasing target', 100, 50, 75, 0.5],
    ['decreasing, got worse', 10, 5, 12, -0.4],
    ['no check-in yet counts the start', 0, 10, null, 0],
  ] as const)('%s', (_, startValue, targetValue, currentValue, expected) => {
    expect(attainmentOf({ metricType: 'NUMBER', startValue, targetValue, currentValue })).toBeCloseTo(expected, 4);
  });

  test('target = start or missing values: no attainment, progress 0', () => {
    expect(attainmentOf({ metricType: 'NUMBER', startValue: 5, targetValue: 5, currentValue: 7 })).toBeNull();
    expect(attainmentOf({ metricType: 'PERCENT', startValue: null, targetValue: 5, currentValue: 7 })).toBeNull();
    expect(progressPctOf(null)).toBe(0);
  });

  test('MILESTONE: done weight ÷ total weight', () => {
    expect(attainmentOf({ metricType: 'MILESTONE', startValue: null, targetValue: null, currentValue: null, milestones: ms([true, false, false, false]) })).toBe(0.25);
    expect(attainmentOf({ metricType: 'MILESTONE', startValue: null, targetValue: null, currentValue: null, milestones: ms([true, true], [30, 70]) })).toBe(1);
    expect(attainmentOf({ metricType: 'MILESTONE', startValue: null, targetValue: null, currentValue: null, milestones: ms([false], [10]) })).toBe(0);
    expect(attainmentOf({ metricType: 'MILESTONE', startValue: null, targetValue: null, currentValue: null, milestones: [] })).toBeNull();
  });

  test('progress clamps attainment to 0–1 × 100; evaluation caps raw attainment at 1.2', () => {
    expect(progressPctOf(1.3)).toBe(100);
    expect(progressPctOf(-0.4)).toBe(0);
    expect(progressPctOf(0.12345)).toBe(12.35);
    expect(cappedAttainment(1.5)).toBe(1.2);
    expect(cappedAttainment(-1)).toBe(0);
    expect(cappedAttainment(null)).toBe(0);
  });
});

describe('expected line and health', () => {
  test('expected = elapsed ÷ period days × 100, 0 before and 100 after', () => {
    expect(expectedPctOn('2026-01-01', '2026-01-10', '2025-12-31')).toBe(0);
    expect(expectedPctOn('2026-01-01', '2026-01-10', '2026-01-05')).toBe(50);
    expect(expectedPctOn('2026-01-01', '2026-01-10', '2026-01-10')).toBe(100);
    expect(expectedPctOn('2026-01-01', '2026-01-10', '2026-02-01')).toBe(100);
    const line = expectedLine('2026-01-01', '2026-01-04');
    expect(line.map((p) => p.expectedPct)).toEqual([25, 50, 75, 100]);
  });

  test.each([
    [60, 65, 7, 'ON_TRACK'], // within 10 of expected, confident
    [55, 65, 7, 'ON_TRACK'], // exactly expected − 10
    [54.99, 65, 9, 'AT_RISK'],
    [60, 65, 6, 'AT_RISK'], // on pace but confidence below 7
    [40, 65, 9, 'AT_RISK'], // exactly expected − 25 is not off track
    [39.99, 65, 9, 'OFF_TRACK'],
    [90, 65, 3, 'OFF_TRACK'], // confidence ≤ 3
    [90, 65, 4, 'AT_RISK'],
    [10, 5, null, 'ON_TRACK'], // no check-in yet: progress alone
    [0, 40, null, 'OFF_TRACK'],
  ] as const)('progress %d vs expected %d, confidence %s → %s', (progress, expected, confidence, health) => {
    expect(healthOf(progress, expected, confidence)).toBe(health);
  });

  test('a goal takes the lowest known confidence of its key results', () => {
    expect(goalHealthOf(60, 60, [9, 3, null])).toBe('OFF_TRACK');
    expect(goalHealthOf(60, 60, [null, null])).toBe('ON_TRACK');
  });
});

describe('goal roll-up and score', () => {
  test('Σ(KR progress × weight) ÷ Σ weight', () => {
    expect(goalProgressOf([{ progressPct: 100, weightPct: 30 }, { progressPct: 50, weightPct: 70 }], [])).toBe(65);
  });
  test('without key results: children by weight; with neither: 0', () => {
    expect(goalProgressOf([], [{ progressPct: 80, weightPct: 60 }, { progressPct: 20, weightPct: 40 }])).toBe(56);
    expect(goalProgressOf([{ progressPct: 10, weightPct: 100 }], [{ progressPct: 90, weightPct: 100 }])).toBe(10);
    expect(goalProgressOf([], [])).toBe(0);
  });
  test('zero weights count equally', () => {
    expect(weightedProgress([{ progressPct: 40, weightPct: 0 }, { progressPct: 60, weightPct: 0 }])).toBe(50);
    expect(weightedProgress([])).toBeNull();
  });
  test('score = progress ÷ 100', () => {
    expect(scoreOf(73.456)).toBe(0.73);
    expect(scoreOf(100)).toBe(1);
    expect(scoreOf(0)).toBe(0);
  });
});

describe('check-in rules', () => {
  test('ISO weeks (the week belongs to the year of its Thursday)', () => {
    expect(isoWeekOf('2026-01-01')).toBe('2026-W01');
    expect(isoWeekOf('2027-01-01')).toBe('2026-W53');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
    expect(isoWeekOf('2026-03-15')).toBe('2026-W11');
  });
  test('immutable after 7 days', () => {
    expect(isCheckInLocked('2026-03-01', '2026-03-08')).toBe(false);
    expect(isCheckInLocked('2026-03-01', '2026-03-09')).toBe(true);
  });
  test('comment needed for confidence ≤ 4 or a value that gets worse', () => {
    expect(checkInNeedsComment({ confidence: 4, value: 10, previous: 5, decreasing: false })).toBe(true);
    expect(checkInNeedsComment({ confidence: 5, value: 10, previous: 5, decreasing: false })).toBe(false);
    expect(checkInNeedsComment({ confidence: 8, value: 4, previous: 5, decreasing: false })).toBe(true);
    expect(checkInNeedsComment({ confidence: 8, value: 6, previous: 5, decreasing: true })).toBe(true);
    expect(checkInNeedsComment({ confidence: 8, value: 4, previous: 5, decreasing: true })).toBe(false);
    expect(checkInNeedsComment({ confidence: 8, value: 4, previous: null, decreasing: false })).toBe(false);
    expect(checkInNeedsComment({ confidence: 8, value: null, previous: null, decreasing: false, milestonesUndone: true })).toBe(true);
  });
  test('cadence day: Fridays in the period, every second one when biweekly', () => {
    const weekly = { startDate: '2026-01-01', endDate: '2026-03-31', checkInCadence: 'WEEKLY' as const };
    expect(isCheckInDay(weekly, '2026-01-02')).toBe(true);
    expect(isCheckInDay(weekly, '2026-01-05')).toBe(false);
    expect(isCheckInDay(weekly, '2026-04-03')).toBe(false);
    const biweekly = { ...weekly, checkInCadence: 'BIWEEKLY' as const };
    expect(isCheckInDay(biweekly, '2026-01-02')).toBe(true);
    expect(isCheckInDay(biweekly, '2026-01-09')).toBe(false);
    expect(isCheckInDay(biweekly, '2026-01-16')).toBe(true);
  });
});
