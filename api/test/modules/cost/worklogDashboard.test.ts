// @pglite: the dashboard's raw SQL (unnest of dates, date_trunc weeks, aggregate filters) must give the same figures there
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { admin, read } from '@dure/shared/access';
import { eq, inArray } from 'drizzle-orm';
import { department, leaveRecord, project, projectType, taskActivity, workLog, workLogWeek } from '../../../src/db/schema';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';
import { addDays } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login } from '../../helpers/testApp';

/**
 * 업무일지 대시보드 on hand-built logs of April 2021 (no public holiday: 22 weekdays × 8 h; ISO weeks starting
 * 04-05, 04-12, 04-19, 04-26 have ended and count) in two fresh teams: A (wd.reader, wd.a) and B (wd.b).
 */
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let deptA: number;
let deptB: number;
const P = 'fromYm=2021-04&toYm=2021-04';
const W = ['2021-04-05', '2021-04-12', '2021-04-19', '2021-04-26'];

before(async () => {
  t = await buildTestApp({ crm: false });
  const db = t.app.db;
  const team = async (code: string, parentCode: string) => {
    const [parent] = await db.select().from(department).where(eq(department.code, parentCode));
    const [row] = await db.insert(department).values({ code, name: `업무일지 ${code}`, parentId: parent.id, level: 'UNIT' }).returning({ id: department.id });
    await db.update(department).set({ path: `${parent.path}${row.id}/` }).where(eq(department.id, row.id));
    return row.id;
  };
  deptA = await team('WLD-A', 'DLV-1');
  deptB = await team('WLD-B', 'DLV-2');
  await invalidateOwners(db, 'all');
  const users: [string, string, string[]][] = [
    ['wd.reader', 'WLD-A', ['ROLE_USER', read('DASHBOARD_WORKLOG')]],
    ['wd.a', 'WLD-A', ['ROLE_USER']],
    ['wd.b', 'WLD-B', ['ROLE_USER']],
    ['wd.admin', 'WLD-B', ['ROLE_USER', admin('DASHBOARD_WORKLOG')]],
  ];
  for (const [name, dept, grants] of users) ids[name] = await makeUser(t.app, name, dept, grants);
  for (const [name] of users) tokens[name] = (await login(t.app, name)).access_token;

  const [type] = await db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  const [prj] = await db
    .insert(project)
    .values({ projectNo: 'PRJ-WD-001', name: '대시보드 프로젝트', projectTypeId: type.id, pmUserId: ids['wd.a'], startDate: '2021-01-01', endDate: '2021-12-31', status: 'IN_PROGRESS' })
    .returning({ id: project.id });
  const activity = async (code: string, category: 'PROJECT' | 'INDIRECT', billableYn: 'Y' | 'N') =>
    (await db.insert(taskActivity).values({ code, name: `유형 ${code}`, category, billableYn }).returning({ id: taskActivity.id }))[0].id;
  const PB = await activity('WD_PB', 'PROJECT', 'Y');
  const PN = await activity('WD_PN', 'PROJECT', 'N');
  const IND = await activity('WD_IND', 'INDIRECT', 'N');
  /** Monday–Friday of the week at `hours` a day. */
  const week = (user: string, monday: string, taskActivityId: number, hours: number) =>
    db.insert(workLog).values([0, 1, 2, 3, 4].map((d) => ({ userId: ids[user], workDate: addDays(monday, d), projectId: prj.id, taskActivityId, hours: String(hours) })));
  await week('wd.a', W[0], PB, 11); // 55 h: over 52
  await week('wd.a', W[1], PN, 8);
  await week('wd.a', W[2], IND, 8);
  await week('wd.reader', W[0], IND, 8);
  await week('wd.reader', W[1], PB, 4);
  await week('wd.reader', W[1], IND, 4);
  await week('wd.b', W[0], PB, 12); // 60 h, team B
  const status = (user: string, weekStart: string, s: 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED') => db.insert(workLogWeek).values({ userId: ids[user], weekStart, status: s });
  await status('wd.a', W[0], 'APPROVED');
  await status('wd.a', W[1], 'SUBMITTED');
  await status('wd.a', W[2], 'DRAFT');
  await status('wd.reader', W[0], 'SUBMITTED');
  await status('wd.reader', W[1], 'REJECTED');
  await status('wd.b', W[0], 'SUBMITTED');
});
after(() => t.close());

async function dash(user: string, query: string) {
  const res = await get(t.app, `/api/dashboard/worklog?${query}`, tokens[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
}

describe('업무일지 대시보드', () => {
  test('the figures of team A, worked by hand', async () => {
    const d = await dash('wd.admin', `${P}&deptId=${deptA}`);
    const c = d.cards;
    // People of A: wd.reader and wd.a. Expected user-weeks = 4 weeks × 2 = 8; submitted (SUBMITTED or APPROVED) = a 04-05, a 04-12, reader 04-05 = 3.
    assert.deepEqual([c.submissionRate.submitted, c.submissionRate.expected, c.submissionRate.value], [3, 8, 37.5]);
    // Logged: a 55 + 40 + 40 = 135, reader 40 + 20 + 20 = 80 → 215; expected 22 weekdays × 8 h × 2 = 352 → 61.08 %.
    assert.deepEqual([c.loggedRate.logged, c.loggedRate.expected, c.loggedRate.value], [215, 352, 61.1]);
    // PROJECT hours: a 55 (PB) + 40 (PN), reader 20 (PB) = 115 → 115 ÷ 215 = 53.49 %.
    assert.deepEqual([c.utilisation.projectHours, c.utilisation.value], [115, 53.5]);
    // Billable: 55 + 20 = 75 → 75 ÷ 215 = 34.88 %.
    assert.deepEqual([c.billable.billableHours, c.billable.value], [75, 34.9]);
    assert.equal(c.approvalBacklog.value, 2);
    assert.equal(c.over52Weeks.value, 1);
    assert.deepEqual(d.over52.map((r: { userId: number; weekStart: string; hours: number }) => [r.userId, r.weekStart, r.hours]), [[ids['wd.a'], W[0], 55]]);
    assert.deepEqual(d.byMonth, [{ ym: '2021-04', PROJECT: 115, INDIRECT: 100, LEAVE: 0 }]);
    assert.deepEqual(d.byProject.map((r: { name: string; hours: number }) => [r.name, r.hours]), [['대시보드 프로젝트', 215]]);
    assert.deepEqual(d.byActivity.map((r: { name: string; hours: number }) => [r.name, r.hours]), [['유형 WD_IND', 100], ['유형 WD_PB', 75], ['유형 WD_PN', 40]]);
    // Below 40 h in the recent weeks: both on 04-26, the reader on 04-19.
    assert.deepEqual(d.missing.map((r: { userId: number; weekStart: string }) => [r.userId, r.weekStart]).sort(), [[ids['wd.a'], W[3]], [ids['wd.reader'], W[2]], [ids['wd.reader'], W[3]]].sort());
    assert.match(c.approvalBacklog.link, /^\/worklog\/management\?/);
    assert.match(c.approvalBacklog.link, /statusList=SUBMITTED/);
    assert.match(c.approvalBacklog.link, new RegExp(`deptId=${deptA}`));
  });

  test('approved leave lowers the expected hours and takes its weeks off the missing list; requested leave and another team’s leave do not', async () => {
    const leave = (user: string, type: 'ANNUAL' | 'HALF_AM', fromDate: string, toDate: string, days: string, status: 'APPROVED' | 'REQUESTED') =>
      ({ userId: ids[user], type, fromDate, toDate, days, status }) as const;
    const rows = await t.app.db
      .insert(leaveRecord)
      .values([
        leave('wd.reader', 'ANNUAL', '2021-04-19', '2021-04-23', '5', 'APPROVED'),
        leave('wd.reader', 'HALF_AM', '2021-04-26', '2021-04-26', '0.5', 'APPROVED'),
        leave('wd.a', 'ANNUAL', '2021-04-27', '2021-04-27', '1', 'REQUESTED'),
        leave('wd.b', 'ANNUAL', '2021-04-05', '2021-04-09', '5', 'APPROVED'),
      ])
      .returning({ id: leaveRecord.id });
    try {
      // Past the dashboards' 30-second cache of the same question.
      t.clock.advance(31);
      const d = await dash('wd.admin', `${P}&deptId=${deptA}`);
      // 352 less the reader's week of 04-19 (40 h) and the morning of 04-26 (4 h).
      assert.deepEqual([d.cards.loggedRate.expected, d.cards.loggedRate.value], [308, 69.8]);
      // The reader owes nothing for 04-19 now, and 36 h for 04-26.
      assert.deepEqual(d.missing.map((r: { userId: number; weekStart: string; expectedHours: number }) => [r.userId, r.weekStart, r.expectedHours]).sort(), [[ids['wd.a'], W[3], 40], [ids['wd.reader'], W[3], 36]].sort());
    } finally {
      await t.app.db.delete(leaveRecord).where(inArray(leaveRecord.id, rows.map((r) => r.id)));
    }
  });

  test('project and activity filters narrow the hours', async () => {
    const d = await dash('wd.admin', `${P}&deptId=${deptA}&taskActivityId=${(await t.app.db.select().from(taskActivity).where(eq(taskActivity.code, 'WD_PB')))[0].id}`);
    assert.deepEqual([d.cards.loggedRate.logged, d.cards.utilisation.value, d.cards.billable.value], [75, 100, 100]);
  });

  test('scope: a DASHBOARD_WORKLOG_READ holder sees their team only; others get 403', async () => {
    const own = await dash('wd.reader', P);
    assert.equal(own.cards.loggedRate.logged, 215);
    assert.equal(own.cards.over52Weeks.value, 1, 'team B’s 60-hour week is out of scope');
    const other = await dash('wd.reader', `${P}&deptId=${deptB}`);
    assert.deepEqual([other.cards.loggedRate.logged, other.cards.approvalBacklog.value, other.cards.over52Weeks.value, other.cards.submissionRate.expected], [0, 0, 0, 0]);
    const b = await dash('wd.admin', `${P}&deptId=${deptB}`);
    assert.deepEqual([b.cards.loggedRate.logged, b.cards.approvalBacklog.value, b.cards.over52Weeks.value], [60, 1, 1]);
    assert.equal((await get(t.app, `/api/dashboard/worklog?${P}`, tokens['wd.a'])).statusCode, 403);
    const bad = await get(t.app, '/api/dashboard/worklog?fromYm=2021-05&toYm=2021-04', tokens['wd.admin']);
    assert.equal(bad.statusCode, 400);
  });
});
