// @pglite: the leave effect on expected hours is set-based SQL (a VALUES list, numeric sums, the approver's recursive walk)
/**
 * 휴가 (DOMAIN §8 LeaveRecord) on a worked example: team LV-T under DLV with its leader, two members, a work-log reader;
 * an HR writer in DLV; a stranger in DLV-2. Dates are in 2026 (the work calendar's holidays: 10-05 대체공휴일, 10-09 한글날).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { read, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { auditHistory, department, notification, userHr } from '../../../src/db/schema';
import { addMonths } from '../../../src/lib/time';
import { entitlementOn, fullMonths } from '../../../src/modules/admin/leave/entitlement';
import { syncWorkCalendar } from '../../../src/modules/cost/workCalendar/service';
import { WORKLOG_MISSING, runWorklogReminders } from '../../../src/modules/cost/worklog/reminders';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

type Leave = { id: number; status: string; days: number; version: number; canDecideYn: string; canCancelYn: string; type: string };

before(async () => {
  t = await buildTestApp({ crm: false });
  const db = t.app.db;
  await syncWorkCalendar(db, new Date('2026-06-01T00:00:00+09:00'));
  const [division] = await db.select({ id: department.id, path: department.path }).from(department).where(eq(department.code, 'DLV'));
  const [team] = await db.insert(department).values({ code: 'LV-T', name: '휴가시험팀', parentId: division.id, level: 'TEAM' }).returning({ id: department.id });
  await db.update(department).set({ path: `${division.path}${team.id}/` }).where(eq(department.id, team.id));
  const people: [string, string, string[], string][] = [
    ['lv.lead', 'LV-T', [], '2010-01-02'],
    ['lv.a', 'LV-T', [], '2023-03-15'],
    ['lv.b', 'LV-T', [], '2026-01-05'],
    ['lv.c', 'LV-T', [], '2020-01-01'],
    ['lv.mgr', 'LV-T', [read('WORKLOG_MANAGEMENT')], '2015-01-01'],
    ['lv.hr', 'DLV', [write('USER_HR')], '2015-01-01'],
    ['lv.out', 'DLV-2', [], '2015-01-01'],
  ];
  for (const [name, dept, grants, hireDate] of people) {
    ids[name] = await makeUser(t.app, name, dept, ['ROLE_USER', ...grants]);
    await db.insert(userHr).values({ userId: ids[name], employeeNo: `LV-${name}`, hireDate, jobGrade: 'STAFF' });
    tokens[name] = (await login(t.app, name)).access_token;
  }
  await db.update(department).set({ leaderUserId: ids['lv.lead'] }).where(eq(department.id, team.id));
});
after(() => t.close());

const create = (who: string, body: Record<string, unknown>) => send(t.app, 'POST', '/api/leave', tokens[who], body);
const act = (who: string, id: number, action: 'approve' | 'reject' | 'cancel', body: Record<string, unknown>) => send(t.app, 'PUT', `/api/leave/${id}/${action}`, tokens[who], body);
async function listOf(who: string, userId: number, year = 2026) {
  const res = await get(t.app, `/api/leave?userId=${userId}&year=${year}`, tokens[who]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { entitlement: { granted: number; used: number; requested: number; remaining: number; periodFrom: string; periodTo: string }; content: Leave[]; canCreateYn: string; canApproveDirectlyYn: string };
}
async function created(who: string, body: Record<string, unknown>): Promise<Leave> {
  const res = await create(who, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

describe('annual entitlement (근로기준법, hire-anniversary basis)', () => {
  test('first year: 1 day per full month, from the day the month completes, up to 11', () => {
    const hire = '2025-01-31';
    assert.equal(entitlementOn(hire, '2025-02-27')!.granted, 0, 'the day before one full month');
    assert.equal(entitlementOn(hire, '2025-02-28')!.granted, 1, 'one month after 01-31 is 02-28');
    assert.equal(entitlementOn('2025-03-10', '2025-04-09')!.granted, 0);
    assert.equal(entitlementOn('2025-03-10', '2025-04-10')!.granted, 1);
    assert.equal(entitlementOn('2025-03-10', '2026-02-10')!.granted, 11);
    assert.equal(entitlementOn('2025-03-10', '2026-03-09')!.granted, 11, 'capped at 11 on the last day of year one');
    assert.deepEqual(entitlementOn('2025-03-10', '2025-12-31'), { granted: 9, periodFrom: '2025-03-10', periodTo: '2026-03-09' });
    assert.equal(entitlementOn('2025-03-10', '2025-03-09'), null, 'before the hire date');
  });

  test('from the first anniversary 15, +1 per 2 further years, at most 25', () => {
    assert.deepEqual(entitlementOn('2025-03-10', '2026-03-10'), { granted: 15, periodFrom: '2026-03-10', periodTo: '2027-03-09' });
    assert.equal(entitlementOn('2023-03-10', '2026-03-09')!.granted, 15, 'two years, the day before the third anniversary');
    assert.equal(entitlementOn('2023-03-10', '2026-03-10')!.granted, 16, 'three years');
    assert.equal(entitlementOn('2021-03-10', '2026-03-10')!.granted, 17, 'five years');
    assert.equal(entitlementOn('2005-03-10', '2026-03-10')!.granted, 25, 'twenty-one years');
    assert.equal(entitlementOn('1990-01-01', '2026-03-10')!.granted, 25, 'never above 25');
    assert.equal(addMonths('2024-02-29', 12), '2025-02-28');
    assert.equal(fullMonths('2024-02-29', '2025-02-28'), 12);
  });
});

describe('recording leave', () => {
  test('days are the calendar’s workdays: a weekend and two holidays in the range are not counted', async () => {
    // Fri 10-02, Sat, Sun, Mon 10-05 대체공휴일, Tue–Thu 10-06..08, Fri 10-09 한글날 → 4 workdays.
    const leave = await created('lv.a', { type: 'ANNUAL', fromDate: '2026-10-02', toDate: '2026-10-09', reason: '가족 여행' });
    assert.deepEqual([leave.status, leave.days, leave.canCancelYn, leave.canDecideYn], ['REQUESTED', 4, 'Y', 'N']);
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'LEAVE_RECORD'), eq(auditHistory.entityId, leave.id)));
    assert.equal(audit.action, 'CREATE');
  });

  test('half days are one workday, 0.5; the two halves of one day may both be taken', async () => {
    const am = await created('lv.a', { type: 'HALF_AM', fromDate: '2026-10-13', toDate: '2026-10-13' });
    assert.equal(am.days, 0.5);
    const pm = await created('lv.a', { type: 'HALF_PM', fromDate: '2026-10-13', toDate: '2026-10-13' });
    assert.equal(pm.days, 0.5);
    const again = await create('lv.a', { type: 'HALF_AM', fromDate: '2026-10-13', toDate: '2026-10-13' });
    assert.equal(again.statusCode, 409);
    for (const l of [am, pm]) assert.equal((await act('lv.a', l.id, 'cancel', { version: l.version })).statusCode, 200);
  });

  test('bad ranges are Korean 400s; overlapping open leave is a 409', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'ANNUAL', fromDate: '2026-10-20', toDate: '2026-10-19' }, 400, API_MESSAGES.leaveRange],
      [{ type: 'HALF_PM', fromDate: '2026-10-20', toDate: '2026-10-21' }, 400, API_MESSAGES.leaveHalfOneDay],
      [{ type: 'SICK', fromDate: '2026-10-10', toDate: '2026-10-11' }, 400, API_MESSAGES.leaveNoWorkday],
      [{ type: 'HALF_AM', fromDate: '2026-10-09', toDate: '2026-10-09' }, 400, API_MESSAGES.leaveNoWorkday],
      [{ type: 'PARENTAL', fromDate: '2026-01-01', toDate: '2027-06-01' }, 400, API_MESSAGES.leaveTooLong],
      [{ type: 'SICK', fromDate: '2026-10-08', toDate: '2026-10-12' }, 409, API_MESSAGES.leaveOverlap.replace('{from}', '2026-10-02').replace('{to}', '2026-10-09')],
      [{ type: 'ANNUAL', fromDate: '2026-11-02', toDate: '2026-11-30' }, 400, API_MESSAGES.leaveOverEntitlement.replace('{remaining}', '12').replace('{days}', '21')],
    ];
    for (const [body, status, message] of cases) {
      const res = await create('lv.a', body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)} → ${res.body}`);
      assert.equal(res.json().message, message);
    }
    // lv.a (3 years: 16) holds 4 requested days → 12 left.
    // A new hire (2026-01-05) has accrued 9 days by 10-05; 10 days in October are refused, 9 fit.
    const over = await create('lv.b', { type: 'ANNUAL', fromDate: '2026-10-12', toDate: '2026-10-23' });
    assert.equal(over.statusCode, 400, over.body);
    const fits = await create('lv.b', { type: 'ANNUAL', fromDate: '2026-10-12', toDate: '2026-10-22' });
    assert.equal(fits.statusCode, 201, fits.body);
    await act('lv.b', fits.json().result.id, 'cancel', { version: 0 });
  });

  test('only the person or USER_HR_WRITE records leave; only USER_HR_WRITE records it approved', async () => {
    assert.equal((await create('lv.lead', { userId: ids['lv.a'], type: 'SICK', fromDate: '2026-11-02', toDate: '2026-11-02' })).statusCode, 403);
    assert.equal((await create('lv.a', { type: 'SICK', fromDate: '2026-11-02', toDate: '2026-11-02', approvedYn: 'Y' })).statusCode, 403);
    assert.equal((await create('lv.hr', { type: 'SICK', fromDate: '2026-11-02', toDate: '2026-11-02', approvedYn: 'Y' })).statusCode, 403, 'not one’s own');
    assert.equal((await create('lv.hr', { userId: 999999, type: 'SICK', fromDate: '2026-11-02', toDate: '2026-11-02' })).statusCode, 404);
    const direct = await created('lv.hr', { userId: ids['lv.c'], type: 'OFFICIAL', fromDate: '2026-11-02', toDate: '2026-11-02', approvedYn: 'Y' });
    assert.deepEqual([direct.status, direct.canCancelYn], ['APPROVED', 'Y']);
  });
});

describe('approval', () => {
  test('the leader approves; a stranger and the person themself are refused; stale versions are 409', async () => {
    const leave = await created('lv.c', { type: 'ANNUAL', fromDate: '2026-11-09', toDate: '2026-11-10' });
    const [asked] = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['lv.lead']), eq(notification.type, 'LEAVE_REQUESTED'), eq(notification.targetId, leave.id)));
    assert.ok(asked, 'the leader hears of the request');
    const pending = (await get(t.app, '/api/leave/pending', tokens['lv.lead'])).json().result as Leave[];
    assert.ok(pending.some((l) => l.id === leave.id && l.canDecideYn === 'Y'), 'waiting for the leader');
    assert.deepEqual((await get(t.app, '/api/leave/pending', tokens['lv.out'])).json().result, []);
    const stranger = await act('lv.out', leave.id, 'approve', { version: 0 });
    assert.equal(stranger.statusCode, 403);
    assert.equal(stranger.json().message, API_MESSAGES.leaveDecideForbidden);
    assert.equal((await act('lv.c', leave.id, 'approve', { version: 0 })).statusCode, 403);
    assert.equal((await act('lv.lead', leave.id, 'approve', { version: 5 })).statusCode, 409);
    const ok = await act('lv.lead', leave.id, 'approve', { version: 0 });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual([ok.json().result.status, ok.json().result.version], ['APPROVED', 1]);
    assert.equal((await act('lv.lead', leave.id, 'approve', { version: 1 })).statusCode, 409, 'no longer REQUESTED');
    assert.equal((await act('lv.c', leave.id, 'cancel', { version: 1 })).statusCode, 403, 'the person cancels only a request');
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['lv.c']), eq(notification.type, 'LEAVE_APPROVED')));
    assert.ok(note, 'the person hears of it');
    const summary = (await listOf('lv.c', ids['lv.c'])).entitlement;
    // Hired 2020-01-01: six years on 2026-01-01 → 15 + ⌊5/2⌋ = 17; two days used.
    assert.deepEqual([summary.granted, summary.used, summary.remaining, summary.periodFrom], [17, 2, 15, '2026-01-01']);
  });

  test('reject needs a reason; USER_HR_WRITE decides and cancels in scope', async () => {
    const leave = await created('lv.a', { type: 'FAMILY', fromDate: '2026-11-16', toDate: '2026-11-17' });
    const blank = await act('lv.lead', leave.id, 'reject', { version: 0, reason: '  ' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().message, API_MESSAGES.leaveRejectReason);
    const rejected = await act('lv.hr', leave.id, 'reject', { version: 0, reason: '프로젝트 마감 주간' });
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().result.rejectReason, '프로젝트 마감 주간');
    assert.equal((await act('lv.a', leave.id, 'cancel', { version: 1 })).statusCode, 409, 'a rejected leave is closed');
  });

  test('who reads a person’s leave: self, their leader, USER_HR in scope; not a stranger', async () => {
    for (const who of ['lv.a', 'lv.lead', 'lv.hr']) assert.equal((await get(t.app, `/api/leave?userId=${ids['lv.a']}`, tokens[who])).statusCode, 200, who);
    const res = await get(t.app, `/api/leave?userId=${ids['lv.a']}`, tokens['lv.out']);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.leaveForbidden);
    assert.equal((await get(t.app, '/api/leave?userId=999999', tokens['lv.out'])).statusCode, 404);
    const own = await listOf('lv.a', ids['lv.a']);
    assert.deepEqual([own.canCreateYn, own.canApproveDirectlyYn], ['Y', 'N']);
    const hr = await listOf('lv.hr', ids['lv.a']);
    assert.deepEqual([hr.canCreateYn, hr.canApproveDirectlyYn], ['Y', 'Y']);
    // Hired 2023-03-15: on the current-year summary the third anniversary (2026-03-15) has passed → 16.
    assert.equal(own.entitlement.granted, 16);
    assert.equal(own.entitlement.requested, 4, 'the October request waits');
  });
});

describe('expected hours of the work-log grid, the missing list and the reminders', () => {
  let weekLeave: Leave;
  before(async () => {
    weekLeave = (await listOf('lv.a', ids['lv.a'])).content.find((l) => l.type === 'ANNUAL' && l.status === 'REQUESTED')!;
    assert.equal((await act('lv.lead', weekLeave.id, 'approve', { version: weekLeave.version })).statusCode, 200);
    const half = await created('lv.a', { type: 'HALF_AM', fromDate: '2026-10-13', toDate: '2026-10-13' });
    assert.equal((await act('lv.lead', half.id, 'approve', { version: half.version })).statusCode, 200);
    const requested = await created('lv.a', { type: 'SICK', fromDate: '2026-10-14', toDate: '2026-10-14' });
    assert.equal(requested.status, 'REQUESTED');
  });

  test('a week of approved leave expects nothing; the leave is named on its days', async () => {
    const week = (await get(t.app, '/api/worklog/week?weekStart=2026-10-05', tokens['lv.a'])).json().result;
    assert.equal(week.expectedHours, 0);
    assert.deepEqual(
      week.days.map((d: { leave: string | null; expectedHours: number }) => [d.leave, d.expectedHours]),
      [[null, 0], ['연차', 0], ['연차', 0], ['연차', 0], [null, 0], [null, 0], [null, 0]],
      'the holidays are not leave days',
    );
    const other = (await get(t.app, '/api/worklog/week?weekStart=2026-10-05', tokens['lv.b'])).json().result;
    assert.equal(other.expectedHours, 24, 'three workdays for someone not on leave');
  });

  test('a half day takes half the standard hours; a request not yet approved takes nothing', async () => {
    const week = (await get(t.app, '/api/worklog/week?weekStart=2026-10-12', tokens['lv.a'])).json().result;
    assert.equal(week.expectedHours, 36);
    assert.deepEqual([week.days[1].leave, week.days[1].expectedHours, week.days[2].leave, week.days[2].expectedHours], ['오전 반차', 4, null, 8]);
  });

  test('the missing list and the reminders use each person’s own expected hours', async () => {
    const res = await get(t.app, '/api/worklog/management/missing?weekStart=2026-10-05', tokens['lv.mgr']);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().result as { userId: number; expectedHours: number }[];
    assert.ok(!rows.some((r) => r.userId === ids['lv.a']), 'on leave all week: not missing');
    assert.equal(rows.find((r) => r.userId === ids['lv.b'])?.expectedHours, 24);
    const next = (await get(t.app, '/api/worklog/management/missing?weekStart=2026-10-12', tokens['lv.mgr'])).json().result as { userId: number; expectedHours: number }[];
    assert.equal(next.find((r) => r.userId === ids['lv.a'])?.expectedHours, 36);

    assert.ok((await runWorklogReminders(t.app.db, new Date('2026-10-09T17:00:00+09:00'))) > 0);
    const reminded = async (who: string) =>
      (await t.app.db.select().from(notification).where(and(eq(notification.userId, ids[who]), eq(notification.type, WORKLOG_MISSING)))).length;
    assert.equal(await reminded('lv.a'), 0);
    assert.equal(await reminded('lv.b'), 1);
  });

  test('cancelling approved leave (USER_HR_WRITE) brings the hours back', async () => {
    const current = (await listOf('lv.hr', ids['lv.a'])).content.find((l) => l.id === weekLeave.id)!;
    assert.equal((await act('lv.hr', current.id, 'cancel', { version: current.version })).statusCode, 200);
    const week = (await get(t.app, '/api/worklog/week?weekStart=2026-10-05', tokens['lv.a'])).json().result;
    assert.equal(week.expectedHours, 24);
  });
});
