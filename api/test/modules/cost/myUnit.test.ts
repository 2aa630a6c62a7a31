import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { read } from '@dure/shared/access';
import type { MyUnit } from '@dure/shared/contracts/cost/myUnit';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq, sql } from 'drizzle-orm';
import { department, leaveRecord, project, projectMember, projectType, taskActivity, workLog, workLogWeek } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { mondayOf } from '../../../src/modules/cost/worklog/service';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login } from '../../helpers/testApp';

/**
 * 내 유닛 on a worked example: a new team of four (leader, two members, a WORKLOG_MANAGEMENT reader), two projects, the
 * week of 2025-03-10 (its Thursday in March) and one more day of March in the week before.
 *   a: P1 60%, P2 40%; logs P1 8 + 8, P2 4 (week), P1 5 on 03-03 (month only); week SUBMITTED
 *   b: P1 100%; logs P1 10; week DRAFT
 *   lead: P2 50%; nothing logged; reader: nothing
 * Unit: week 30 h, month 35 h; P1 26 h (86.7% of hours) against 160% of 250% allocation (64%), P2 4 h (13.3%) against 90% (36%).
 */
const WEEK = '2025-03-10';
let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const p: Record<string, number> = {};

before(async () => {
  t = await buildTestApp({ crm: false });
  const db = t.app.db;
  const [division] = await db.select({ id: department.id, path: department.path }).from(department).where(eq(department.code, 'DLV'));
  const [team] = await db.insert(department).values({ code: 'MU-T', name: '유닛시험팀', parentId: division.id, level: 'TEAM' }).returning({ id: department.id });
  await db.update(department).set({ path: `${division.path}${team.id}/` }).where(eq(department.id, team.id));
  for (const [name, grants] of [['mu.lead', []], ['mu.a', []], ['mu.b', []], ['mu.reader', [read('WORKLOG_MANAGEMENT')]]] as const) {
    ids[name] = await makeUser(t.app, name, 'MU-T', ['ROLE_USER', ...grants]);
    tokens[name] = (await login(t.app, name)).access_token;
  }
  await db.update(department).set({ leaderUserId: ids['mu.lead'] }).where(eq(department.id, team.id));
  const [type] = await db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  for (const [key, no] of [['P1', 'PRJ-MU-001'], ['P2', 'PRJ-MU-002']]) {
    const [row] = await db
      .insert(project)
      .values({ projectNo: no, name: `유닛 ${key}`, projectTypeId: type.id, pmUserId: ids['mu.lead'], startDate: '2025-01-01', endDate: '2025-12-31', status: 'IN_PROGRESS' })
      .returning({ id: project.id });
    p[key] = row.id;
  }
  const member = (user: string, key: string, allocationPct: number, role: 'PM' | 'DEVELOPER' = 'DEVELOPER') =>
    ({ projectId: p[key], userId: ids[user], role, allocationPct, fromDate: '2025-01-01', toDate: '2025-12-31' }) as const;
  await db.insert(projectMember).values([member('mu.a', 'P1', 60), member('mu.a', 'P2', 40), member('mu.b', 'P1', 100), member('mu.lead', 'P2', 50, 'PM')]);
  const [activity] = await db.select({ id: taskActivity.id }).from(taskActivity).where(eq(taskActivity.code, 'IND_MEETING'));
  const log = (user: string, key: string, workDate: string, hours: number) =>
    ({ userId: ids[user], projectId: p[key], taskActivityId: activity.id, workDate, hours: hours.toFixed(2), ownerDeptId: team.id }) as const;
  await db
    .insert(workLog)
    .values([log('mu.a', 'P1', '2025-03-10', 8), log('mu.a', 'P1', '2025-03-11', 8), log('mu.a', 'P2', '2025-03-12', 4), log('mu.a', 'P1', '2025-03-03', 5), log('mu.b', 'P1', '2025-03-10', 10)]);
  await db.insert(workLogWeek).values([
    { userId: ids['mu.a'], weekStart: WEEK, status: 'SUBMITTED', ownerDeptId: team.id },
    { userId: ids['mu.b'], weekStart: WEEK, status: 'DRAFT', ownerDeptId: team.id },
  ]);
});
after(() => t.close());

async function unitOf(user: string, week = WEEK): Promise<MyUnit> {
  const res = await get(t.app, `/api/mypage/myunit?weekStart=${week}`, tokens[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
}

describe('내 유닛', () => {
  test('the unit’s totals, hours by project and allocation against the share of hours add up on the worked example', async () => {
    const u = await unitOf('mu.a');
    assert.equal(u.dept?.name, '유닛시험팀');
    assert.equal(u.dept?.leaderName, 'mu.lead');
    assert.equal(u.isoWeek, '2025-W11');
    assert.equal(u.month, '2025-03');
    assert.equal(u.memberCount, 4);
    assert.deepEqual(u.statusCounts, { SUBMITTED: 1, DRAFT: 1, NONE: 2 });
    assert.equal(u.weekHours, 30);
    assert.equal(u.monthHours, 35);
    assert.deepEqual(
      u.projects.map((x) => [x.projectNo, x.weekHours, x.monthHours, x.allocationPct, x.allocationSharePct, x.hoursSharePct]),
      [
        ['PRJ-MU-001', 26, 31, 160, 64, 86.7],
        ['PRJ-MU-002', 4, 4, 90, 36, 13.3],
      ],
    );
    assert.deepEqual(
      u.myProjects.map((x) => [x.projectNo, x.role, x.allocationPct, x.weekHours, x.monthHours]),
      [
        ['PRJ-MU-001', 'DEVELOPER', 60, 16, 21],
        ['PRJ-MU-002', 'DEVELOPER', 40, 4, 4],
      ],
    );
  });

  test('expected hours are each member’s calendar less their approved leave; requested leave changes nothing', async () => {
    const before = await unitOf('mu.lead');
    assert.equal(before.expectedHours, 40);
    assert.equal(before.unitExpectedHours, 160);
    const leave = (type: 'ANNUAL' | 'HALF_AM', fromDate: string, days: string, status: 'APPROVED' | 'REQUESTED') =>
      ({ userId: ids['mu.b'], type, fromDate, toDate: fromDate, days, status }) as const;
    const rows = await t.app.db
      .insert(leaveRecord)
      .values([leave('ANNUAL', '2025-03-12', '1', 'APPROVED'), leave('HALF_AM', '2025-03-13', '0.5', 'APPROVED'), leave('ANNUAL', '2025-03-14', '1', 'REQUESTED')])
      .returning({ id: leaveRecord.id });
    try {
      const u = await unitOf('mu.lead');
      assert.equal(u.expectedHours, 40);
      assert.equal(u.unitExpectedHours, 160 - 8 - 4);
      assert.deepEqual(
        u.members.map((m) => [m.name, m.expectedHours]).sort(),
        [
          ['mu.a', 40],
          ['mu.b', 28],
          ['mu.lead', 40],
          ['mu.reader', 40],
        ],
      );
    } finally {
      await t.app.db.delete(leaveRecord).where(sql`${leaveRecord.id} in ${rows.map((r) => r.id)}`);
    }
  });

  test('a plain member sees the totals and their own row only; the leader and a WORKLOG_MANAGEMENT reader see everyone’s', async () => {
    const mine = await unitOf('mu.a');
    assert.equal(mine.detailYn, 'N');
    assert.deepEqual(
      mine.members.map((m) => [m.userId, m.status, m.weekHours, m.monthHours, m.allocationPct]),
      [[ids['mu.a'], 'SUBMITTED', 20, 25, 100]],
    );
    const b = await unitOf('mu.b');
    assert.deepEqual(
      b.members.map((m) => m.userId),
      [ids['mu.b']],
    );
    assert.equal(b.weekHours, 30, 'the totals are the same for everyone');
    for (const user of ['mu.lead', 'mu.reader']) {
      const all = await unitOf(user);
      assert.equal(all.detailYn, 'Y', user);
      const byId = new Map(all.members.map((m) => [m.userId, m]));
      assert.equal(byId.size, 4);
      assert.equal(byId.get(ids['mu.b'])?.status, 'DRAFT');
      assert.equal(byId.get(ids['mu.b'])?.weekHours, 10);
      assert.equal(byId.get(ids['mu.lead'])?.status, 'NONE');
      assert.equal(byId.get(ids['mu.lead'])?.leaderYn, 'Y');
      assert.equal(byId.get(ids['mu.lead'])?.allocationPct, 50);
    }
  });

  test('another week has no hours; a date that is not a Monday is refused in Korean; without a week the current one', async () => {
    const next = await unitOf('mu.lead', '2025-03-17');
    assert.equal(next.weekHours, 0);
    assert.equal(next.monthHours, 35, 'still March');
    assert.ok(next.members.every((m) => m.status === 'NONE'));
    const bad = await get(t.app, '/api/mypage/myunit?weekStart=2025-03-11', tokens['mu.a']);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, API_MESSAGES.worklogWeekStart);
    const current = await get(t.app, '/api/mypage/myunit', tokens['mu.a']);
    assert.equal(current.statusCode, 200, current.body);
    assert.equal(current.json().result.weekStart, mondayOf(kstDate(t.clock())));
  });

  test('someone without a department gets an empty unit', async () => {
    const id = await makeUser(t.app, 'mu.nodept', 'MU-T', ['ROLE_USER']);
    await t.app.db.execute(sql`update app_user set dept_id = null where id = ${id}`);
    const token = (await login(t.app, 'mu.nodept')).access_token;
    const res = await get(t.app, `/api/mypage/myunit?weekStart=${WEEK}`, token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.dept, null);
    assert.deepEqual(res.json().result.members, []);
  });
});
