import { expectedPctOn } from '@dure/shared/okr';
import { progressSeries } from '../components/progressSeries';
import { checkIn } from './fixtures';

it('draws the expected line every week of the period with the counted check-ins on their days', () => {
  const points = progressSeries('2026-07-01', '2026-09-29', [
    checkIn({ checkInDate: '2026-07-10', progressSnapshot: 12 }),
    checkIn({ checkInDate: '2026-07-09', progressSnapshot: 9, countedYn: 'N' }),
    checkIn({ checkInDate: '2026-07-17', progressSnapshot: 20 }),
  ]);
  expect(points[0]).toEqual({ day: '2026-07-01', expectedPct: expectedPctOn('2026-07-01', '2026-09-29', '2026-07-01') });
  expect(points.at(-1)).toEqual({ day: '2026-09-29', expectedPct: 100 });
  expect(points.filter((p) => p.progressPct !== undefined)).toEqual([
    { day: '2026-07-10', expectedPct: expectedPctOn('2026-07-01', '2026-09-29', '2026-07-10'), progressPct: 12 },
    { day: '2026-07-17', expectedPct: expectedPctOn('2026-07-01', '2026-09-29', '2026-07-17'), progressPct: 20 },
  ]);
  // Only the latest check-in of its week counts: the one of 07-09 is not drawn.
  expect(points.some((p) => p.day === '2026-07-09')).toBe(false);
  expect(points.map((p) => p.day)).toEqual([...points.map((p) => p.day)].sort());
});
