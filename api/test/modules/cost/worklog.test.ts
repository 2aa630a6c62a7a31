import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { project, projectMember, projectType, taskActivity, workLog } from '../../../src/db/schema';
import { isoWeekOf, mondayOf } from '../../../src/modules/cost/worklog/service';
import { syncWorkCalendar, yearDays } from '../../../src/modules/cost/workCalendar/service';
import { addDays, kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let me: string;
let other: string;
let meId: number;
/** Monday of this week, and of the weeks before it. */
let w0: string;
const weeksAgo = (n: number) => addDays(w0, -7 * n);
const projects: Record<'build' | 'internal' | 'stranger', number> = { build: 0, internal: 0, stranger: 0 };
const acts: Record<string, number> = {};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

before(async () => {
  t = await buildTestApp({ crm: false });
  // The holidays below are 2026's and 2027's, whatever year the suite runs in.
  await syncWorkCalendar(t.app.db, new Date('2026-06-01T00:00:00+09:00'));
  meId = await makeUser(t.app, 'wl.me', 'MGT-FIN', ['ROLE_USER']);
  await makeUser(t.app, 'wl.other', 'MGT-FIN', ['ROLE_USER']);
  [me, other] = await Promise.all(['wl.me', 'wl.other'].map(async (u) => (await login(t.app, u)).access_token));
  w0 = mondayOf(kstDate(t.app.clock()));
  const types = new Map((await t.app.db.select({ id: projectType.id, code: projectType.code }).from(projectType)).map((r) => [r.code, r.id]));
  const make = async (no: string, name: string, type: string) => {
    const [row] = await t.app.db
      .insert(project)
      .values({ projectNo: no, name, projectTypeId: types.get(type)!, pmUserId: meId, startDate: weeksAgo(20), endDate: addDays(w0, 60), status: 'IN_PROGRESS' })
      .returning({ id: project.id });
    return row.id;
  };
  projects.build = await make('PRJ-T-001', '구축 테스트', 'BUILD');
  projects.internal = await make('PRJ-T-002', '내부 테스트', 'INTERNAL');
  projects.stranger = await make('PRJ-T-003', '남의 프로젝트', 'BUILD');
  // A member of the build project from four weeks ago until last week's Wednesday.
  await t.app.db.insert(projectMember).values({ projectId: projects.build, userId: meId, role: 'DEVELOPER', allocationPct: 100, fromDate: weeksAgo(4), toDate: addDays(weeksAgo(1), 2) });
  for (const a of await t.app.db.select({ id: taskActivity.id, code: taskActivity.code }).from(taskActivity)) acts[a.code] = a.id;
});
after(() => t.close());

type Week = {
  weekStart: string;
  isoWeek: string;
  status: string;
  editableYn: string;
  version: number;
  rejectReason: string | null;
  days: { date: string; workdayYn: string; holidayName: string | null; expectedHours: number; totalHours: number; futureYn: string; closedYn: string }[];
  rows: { projectId: number; taskActivityId: number; note: string | null; hours: (number | null)[] }[];
  totalHours: number;
  expectedHours: number;
  warnings: string[];
};
type RowBody = { projectId: number; taskActivityId: number; note?: string | null; hours: (number | null)[] };

const week = async (weekStart: string, token = me): Promise<Week> => {
  const res = await get(t.app, `/api/worklog/week?weekStart=${weekStart}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const put = (weekStart: string, version: number, rows: RowBody[], token = me) => send(t.app, 'PUT', '/api/worklog/week', token, { weekStart, version, rows });
const saved = async (weekStart: string, rows: RowBody[]): Promise<Week> => {
  const res = await put(weekStart, (await week(weekStart)).version, rows);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const days = (...h: (number | null)[]) => [...h, null, null, null, null, null, null, null].slice(0, 7);

describe('work calendar', () => {
  test('2026 and 2027: weekends and the public and substitute holidays are not workdays, 8 hours otherwise', () => {
    const y26 = yearDays(2026);
    assert.equal(y26.length, 365);
    const of = (rows: ReturnType<typeof yearDays>, day: string) => rows.find((r) => r.calDate === day)!;
    assert.deepEqual([of(y26, '2026-03-02').workdayYn, of(y26, '2026-03-02').holidayName], ['N', '대체공휴일(삼일절)']);
    assert.equal(of(y26, '2026-06-03').holidayName, '전국동시지방선거');
    assert.equal(of(y26, '2026-10-05').holidayName, '대체공휴일(개천절)');
    assert.equal(of(y26, '2026-11-28').workdayYn, 'N', 'a Saturday');
    assert.deepEqual([of(y26, '2026-11-27').workdayYn, of(y26, '2026-11-27').standardHours], ['Y', '8']);
    // 2026 has 261 weekdays; 14 holidays (substitutes included) fall on one.
    assert.equal(y26.filter((r) => r.workdayYn === 'Y').length, 261 - 14);
    const y27 = yearDays(2027);
    assert.equal(of(y27, '2027-02-09').holidayName, '대체공휴일(설날)');
    assert.equal(of(y27, '2027-12-27').holidayName, '대체공휴일(성탄절)');
    assert.equal(of(y27, '2027-10-11').workdayYn, 'N');
  });

  test('the week of 추석 2026 expects 24 hours: Mon–Wed 8, the holidays and the weekend 0', async () => {
    const w = await week('2026-09-21');
    assert.deepEqual(w.days.map((d) => d.expectedHours), [8, 8, 8, 0, 0, 0, 0]);
    assert.deepEqual(w.days.map((d) => d.holidayName), [null, null, null, '추석 연휴', '추석', '추석 연휴', null]);
    assert.equal(w.expectedHours, 24);
    assert.equal(w.isoWeek, '2026-W39');
  });
});

describe('the week grid', () => {
  test('an untouched week is an empty DRAFT at version 0; weekStart must be a Monday', async () => {
    const w = await week(weeksAgo(5));
    assert.deepEqual([w.status, w.editableYn, w.version, w.rows.length, w.totalHours], ['DRAFT', 'Y', 0, 0, 0]);
    assert.equal(w.days.length, 7);
    assert.equal(w.isoWeek, isoWeekOf(weeksAgo(5)));
    const res = await get(t.app, `/api/worklog/week?weekStart=${addDays(w0, 1)}`, me);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, API_MESSAGES.worklogWeekStart);
  });

  test('saving the whole grid: rows back in order, day totals, version up, removed rows gone, one live row per (user, date, project, activity)', async () => {
    const ws = weeksAgo(2);
    let w = await saved(ws, [
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(8, 7.5, 0.25) },
      { projectId: projects.internal, taskActivityId: acts.IND_MEETING, hours: days(1, null, 2) },
    ]);
    assert.equal(w.version, 1);
    assert.equal(w.rows.length, 2);
    assert.deepEqual(w.rows[0].hours, days(8, 7.5, 0.25));
    assert.deepEqual(w.days.slice(0, 3).map((d) => d.totalHours), [9, 7.5, 2.25]);
    assert.equal(w.totalHours, 18.75);

    w = await saved(ws, [{ projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(8, 8) }]);
    assert.equal(w.version, 2);
    assert.deepEqual(w.rows.map((r) => r.hours), [days(8, 8)]);
    const live = await t.app.db.select().from(workLog).where(and(eq(workLog.userId, meId), eq(workLog.deletedYn, 'N'), eq(workLog.workDate, ws)));
    assert.equal(live.length, 1, 'the removed meeting row is soft-deleted');

    const res = await put(ws, 1, []);
    assert.equal(res.statusCode, 409, 'a stale version');
    assert.equal(res.json().message, API_MESSAGES.conflict);

    const other2 = await week(ws, other);
    assert.equal(other2.rows.length, 0, 'each person sees only their own week');
  });

  test('hours in 0.25 steps, not negative, not above 24; the same row twice is refused', async () => {
    const ws = weeksAgo(2);
    const v = (await week(ws)).version;
    for (const bad of [1.1, -1, 25]) {
      const res = await put(ws, v, [{ projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(bad) }]);
      assert.equal(res.statusCode, 400, String(bad));
      assert.equal(res.json().fields['rows.0.hours.0'], API_MESSAGES.worklogHoursStep);
    }
    const res = await put(ws, v, [
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(1) },
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(null, 1) },
    ]);
    assert.equal(res.json().fields['rows.1'], API_MESSAGES.worklogDuplicateRow);
  });

  test('a day above 24 hours is refused in Korean; above 12 warns, and a week above 52 warns', async () => {
    const ws = weeksAgo(3);
    let res = await put(ws, 0, [
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(20) },
      { projectId: projects.internal, taskActivityId: acts.IND_MEETING, hours: days(4.25) },
    ]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, fill(API_MESSAGES.worklogDayOver24, { date: ws, hours: 24.25 }));

    const w = await saved(ws, [
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(13, 10, 10, 10, 10) },
      { projectId: projects.internal, taskActivityId: acts.IND_MEETING, hours: days(null, null, null, null, null, 0.5) },
    ]);
    assert.equal(w.totalHours, 53.5);
    assert.deepEqual(w.warnings, [fill(API_MESSAGES.worklogWarnDay, { date: ws, hours: 13 }), fill(API_MESSAGES.worklogWarnWeek, { hours: 53.5 })]);
    res = await put(ws, w.version, [{ projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(12) }]);
    assert.deepEqual(res.json().result.warnings, [], '12 hours a day is not yet a warning');
  });

  test('no hours on a day after today', async () => {
    const next = addDays(w0, 7);
    const res = await put(next, 0, [{ projectId: projects.internal, taskActivityId: acts.IND_MEETING, hours: days(1) }]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields['rows.0.hours.0'], fill(API_MESSAGES.worklogFutureDate, { date: next }));
    const w = await week(next);
    assert.ok(w.days.every((d) => d.futureYn === 'Y'));
  });

  test('only on projects where the person is a member on that date; internal projects are open to all', async () => {
    const ws = weeksAgo(1);
    // Member until Wednesday: Thursday is refused.
    let res = await put(ws, 0, [{ projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(8, 8, 8, 8) }]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields['rows.0.projectId'], fill(API_MESSAGES.worklogNotMember, { project: '구축 테스트', date: addDays(ws, 3) }));
    res = await put(ws, 0, [{ projectId: projects.stranger, taskActivityId: acts.PRJ_DEV, hours: days(8) }]);
    assert.equal(res.json().fields['rows.0.projectId'], fill(API_MESSAGES.worklogNotMember, { project: '남의 프로젝트', date: ws }));
    res = await put(ws, 0, [{ projectId: 999999, taskActivityId: acts.PRJ_DEV, hours: days(8) }]);
    assert.equal(res.json().fields['rows.0.projectId'], API_MESSAGES.worklogProjectUnknown);
    const w = await saved(ws, [
      { projectId: projects.build, taskActivityId: acts.PRJ_DEV, hours: days(8, 8, 8) },
      { projectId: projects.internal, taskActivityId: acts.LV_ANNUAL, hours: days(null, null, null, 8) },
    ]);
    assert.equal(w.totalHours, 32);
  });

  test('the activity must be allowed for the project type, be an activity (not a group), and a note where it requires one', async () => {
    const ws = weeksAgo(4);
    let res = await put(ws, 0, [{ projectId: projects.build, taskActivityId: acts.IND_SALES, hours: days(1) }]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields['rows.0.taskActivityId'], fill(API_MESSAGES.worklogActivityNotAllowed, { activity: '영업지원' }));
    res = await put(ws, 0, [{ projectId: projects.build, taskActivityId: acts.PRJ, hours: days(1) }]);
    assert.equal(res.json().fields['rows.0.taskActivityId'], API_MESSAGES.worklogActivityUnknown);
    res = await put(ws, 0, [{ projectId: projects.build, taskActivityId: acts.PRJ_PM, note: '  ', hours: days(1) }]);
    assert.equal(res.json().fields['rows.0.note'], fill(API_MESSAGES.worklogNoteRequired, { activity: 'PM' }));
    const w = await saved(ws, [{ projectId: projects.build, taskActivityId: acts.PRJ_PM, note: '주간 보고', hours: days(1) }]);
    assert.equal(w.rows[0].note, '주간 보고');
  });
});

describe('submit and copy', () => {
  test('an empty week cannot be submitted; a submitted week is read-only; a stale version is 409', async () => {
    let res = await send(t.app, 'POST', '/api/worklog/week/submit', me, { weekStart: weeksAgo(6), version: 0 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, API_MESSAGES.worklogSubmitEmpty);

    const ws = weeksAgo(4);
    const before = await week(ws);
    res = await send(t.app, 'POST', '/api/worklog/week/submit', me, { weekStart: ws, version: before.version - 1 });
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'POST', '/api/worklog/week/submit', me, { weekStart: ws, version: before.version });
    assert.equal(res.statusCode, 200, res.body);
    const w: Week = res.json().result;
    assert.deepEqual([w.status, w.editableYn, w.version], ['SUBMITTED', 'N', before.version + 1]);
    const logs = await t.app.db.select({ status: workLog.status }).from(workLog).where(and(eq(workLog.userId, meId), eq(workLog.workDate, ws), eq(workLog.deletedYn, 'N')));
    assert.deepEqual(logs.map((l) => l.status), ['SUBMITTED']);

    res = await put(ws, w.version, [{ projectId: projects.build, taskActivityId: acts.PRJ_PM, note: '수정', hours: days(2) }]);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.worklogNotEditable);
    res = await send(t.app, 'POST', '/api/worklog/week/submit', me, { weekStart: ws, version: w.version });
    assert.equal(res.json().message, API_MESSAGES.worklogNotEditable);
  });

  test('copy last week: its rows without hours, only those still usable this week', async () => {
    // Last week had the build project (membership ended on Wednesday) and the internal project.
    const res = await get(t.app, `/api/worklog/week/copy-previous?weekStart=${w0}`, me);
    assert.equal(res.statusCode, 200, res.body);
    const rows: Week['rows'] = res.json().result;
    assert.deepEqual(rows.map((r) => [r.projectId, r.taskActivityId]), [[projects.internal, acts.LV_ANNUAL]]);
    assert.deepEqual(rows[0].hours, days());
    const earlier = await get(t.app, `/api/worklog/week/copy-previous?weekStart=${weeksAgo(1)}`, me);
    assert.deepEqual(
      earlier.json().result.map((r: RowBody) => r.projectId),
      [projects.build],
      'two weeks ago: the build project, still a member',
    );
  });

  test('my projects of a week: memberships overlapping it and the internal projects, never a stranger’s', async () => {
    const res = await get(t.app, `/api/worklog/my-projects?date=${addDays(weeksAgo(1), 4)}`, me);
    assert.equal(res.statusCode, 200, res.body);
    const ids = res.json().result.map((p: { id: number }) => p.id);
    assert.ok(ids.includes(projects.build) && ids.includes(projects.internal));
    assert.ok(!ids.includes(projects.stranger));
    const now = await get(t.app, `/api/worklog/my-projects?date=${w0}`, me);
    const mine = now.json().result as { id: number; internalYn: string }[];
    assert.ok(!mine.some((p) => p.id === projects.build), 'the membership ended last week');
    assert.ok(mine.every((p) => p.internalYn === 'Y'));
  });

  test('signed-in only', async () => {
    const res = await get(t.app, `/api/worklog/week?weekStart=${w0}`);
    assert.equal(res.statusCode, 401);
  });
});
