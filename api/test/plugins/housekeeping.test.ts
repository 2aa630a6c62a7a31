import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nextRunDelay } from '../../src/plugins/housekeeping';

const HOUR = 3_600_000;
const kst = (s: string) => new Date(`${s}+09:00`);

test('the next run comes at 09:00 Seoul when that is sooner than the six-hour interval, so daily reminders are not late', () => {
  assert.equal(nextRunDelay(kst('2026-11-26T08:00:00')), HOUR + 5_000);
  assert.equal(nextRunDelay(kst('2026-11-26T05:00:00')), 4 * HOUR + 5_000);
  // Right after 09:00 the next reminder moment is tomorrow: the regular interval applies.
  assert.equal(nextRunDelay(kst('2026-11-26T09:00:06')), 6 * HOUR);
  assert.equal(nextRunDelay(kst('2026-11-26T23:30:00')), 6 * HOUR);
  assert.equal(nextRunDelay(kst('2026-11-27T04:00:00')), 5 * HOUR + 5_000);
});
