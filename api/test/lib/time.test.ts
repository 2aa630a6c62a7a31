import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addDays, isDate, kstDate, kstDayEnd, kstDayStart, kstHour, toKst } from '../../src/lib/time';

describe('Seoul time helpers (UTC+9, no daylight saving)', () => {
  test('toKst and kstDate read an instant on the Seoul clock', () => {
    const at = new Date('2025-03-14T15:30:00Z');
    assert.equal(toKst(at), '2025-03-15T00:30:00.000+09:00');
    assert.equal(toKst(null), null);
    assert.equal(kstDate(at), '2025-03-15');
    assert.equal(kstDate(new Date('2025-03-14T14:59:59.999Z')), '2025-03-14');
  });

  test('kstHour is the hour on the Seoul clock', () => {
    assert.equal(kstHour(new Date('2025-03-14T00:00:00+09:00')), 0);
    assert.equal(kstHour(new Date('2025-03-14T08:59:59.999+09:00')), 8);
    assert.equal(kstHour(new Date('2025-03-14T09:00:00+09:00')), 9);
    assert.equal(kstHour(new Date('2025-03-14T23:59:00+09:00')), 23);
    assert.equal(kstHour(new Date('2025-03-14T15:00:00Z')), 0);
  });

  test('kstDayStart and kstDayEnd bound a Seoul day, the end exclusive', () => {
    assert.equal(kstDayStart('2025-03-14').toISOString(), '2025-03-13T15:00:00.000Z');
    assert.equal(kstDayEnd('2025-03-14').toISOString(), '2025-03-14T15:00:00.000Z');
    assert.equal(kstDayEnd('2024-02-28').getTime(), kstDayStart('2024-02-29').getTime());
    assert.equal(kstDayEnd('2025-12-31').getTime(), kstDayStart('2026-01-01').getTime());
    assert.equal(kstDate(new Date(kstDayEnd('2025-03-14').getTime() - 1)), '2025-03-14');
  });

  test('addDays and isDate work on calendar days', () => {
    assert.equal(addDays('2025-02-28', 1), '2025-03-01');
    assert.equal(addDays('2024-03-01', -1), '2024-02-29');
    assert.equal(addDays('2025-12-31', 7), '2026-01-07');
    assert.ok(isDate('2024-02-29'));
    assert.ok(!isDate('2025-02-29'));
    assert.ok(!isDate('2025-3-1'));
  });
});
