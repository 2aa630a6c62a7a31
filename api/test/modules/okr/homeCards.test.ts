// @pglite: the week's due rule (date comparison), the progress date arithmetic and DISTINCT ON run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { MyGoalSummary } from '@dure/shared/contracts/okr/goal';
import type { MyProject } from '@dure/shared/contracts/okr/project';
import { isoWeekOf, isoWeekStartOf, plusDays } from '@dure/shared/okr';
import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import { goal, keyResult, milestone, okrPeriod, project, projectMember } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let dev: TestUser;
let pm: TestUser;
let salesLead: TestUser;
let today: string;

const ok = <T>(res: { statusCode: number; body: string }): T => {
  assert.equal(res.statusCode, 200, res.body);
  return JSON.parse(res.body).result as T;
};
const summaryOf = (user: TestUser) => get(t.app, '/api/goal/mine/summary', user.token).then((r) => ok<MyGoalSummary>(r));
const projectsOf = (user: TestUser) => get(t.app, '/api/project/mine', user.token).then((r) => ok<MyProject[]>(r));

/** The caller's ACTIVE goals in ACTIVE periods, straight from the tables. */
async function activeGoalIds(userId: number): Promise<number[]> {
  const rows = await t.app.db
    .select({ id: goal.id })
    .from(goal)
    .innerJoin(okrPeriod, eq(okrPeriod.id, goal.periodId))
    .where(and(eq(goal.ownerUserId, userId), eq(goal.deletedYn, 'N'), eq(goal.status, 'ACTIVE'), eq(okrPeriod.status, 'ACTIVE')));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

before(async () => {
  t = await buildTestApp();
  [dev, pm, salesLead] = await signInAll(t, ['dev', 'pm', 'sales.lead']);
  today = kstDate(t.clock());
});
after(() => t.close());

describe('GET /api/goal/mine/summary (home: 내 목표)', () => {
  test('needs a signed-in user, and no GOAL role: dev (USER only) cannot list goals but gets their own', async () => {
    assert.equal((await get(t.app, '/api/goal/mine/summary')).statusCode, 401);
    assert.equal((await get(t.app, '/api/goal', dev.token)).statusCode, 403);
    const summary = await summaryOf(dev);
    assert.equal(summary.isoWeek, isoWeekOf(today));
    assert.equal(summary.weekStart, isoWeekStartOf(today));
    assert.ok(summary.goals.length > 0, 'the demo seed gives dev goals in the current quarter');
    assert.deepEqual(
      summary.goals.map((g) => g.id).sort((a, b) => a - b),
      await activeGoalIds(dev.id),
    );
  });

  test("lists only the caller's own goals with the stored progress, health and KR count", async () => {
    for (const user of [dev, salesLead]) {
      const summary = await summaryOf(user);
      const rows = summary.goals.length === 0 ? [] : await t.app.db.select().from(goal).where(inArray(goal.id, summary.goals.map((g) => g.id)));
      for (const g of summary.goals) {
        const row = rows.find((r) => r.id === g.id)!;
        assert.equal(row.ownerUserId, user.id);
        assert.equal(g.progressPct, Number(row.progressPct));
        assert.equal(g.health, row.health);
        assert.equal(g.krCount, row.krCount);
      }
      for (const kr of summary.dueKeyResults) {
        const [row] = await t.app.db.select({ owner: keyResult.ownerUserId, goalOwner: goal.ownerUserId }).from(keyResult).innerJoin(goal, eq(goal.id, keyResult.goalId)).where(eq(keyResult.id, kr.id));
        assert.ok(row.owner === user.id || row.goalOwner === user.id, `key result ${kr.id} is ${user.username}'s to check in`);
        assert.ok(kr.lastCheckInDate === null || kr.lastCheckInDate < summary.weekStart, `key result ${kr.id} has no check-in this week`);
      }
    }
  });

  test("a key result is due until this week's check-in; the goal's due count follows", async () => {
    const summary = await summaryOf(dev);
    const goalIds = summary.goals.map((g) => g.id);
    const [kr] = await t.app.db
      .select({ id: keyResult.id, goalId: keyResult.goalId, currentValue: keyResult.currentValue, startValue: keyResult.startValue })
      .from(keyResult)
      .where(and(inArray(keyResult.goalId, goalIds), eq(keyResult.deletedYn, 'N'), inArray(keyResult.metricType, ['NUMBER', 'PERCENT', 'CURRENCY'])))
      .orderBy(asc(keyResult.id))
      .limit(1);
    assert.ok(kr, 'dev has a numeric key result');
    // Its last check-in last week: due now.
    await t.app.db.update(keyResult).set({ lastCheckInDate: plusDays(isoWeekStartOf(today), -1) }).where(eq(keyResult.id, kr.id));
    const before = await summaryOf(dev);
    const dueBefore = before.goals.find((g) => g.id === kr.goalId)!.dueKrCount;
    assert.ok(before.dueKeyResults.some((d) => d.id === kr.id && d.goalId === kr.goalId));
    assert.ok(dueBefore >= 1);
    const value = Number(kr.currentValue ?? kr.startValue);
    const res = await send(t.app, 'POST', `/api/keyresult/${kr.id}/checkin`, dev.token, { value, confidence: 8, comment: '이번 주 점검' });
    assert.equal(res.statusCode, 201, res.body);
    const after = await summaryOf(dev);
    assert.ok(!after.dueKeyResults.some((d) => d.id === kr.id), 'checked in this week: no longer due');
    assert.equal(after.goals.find((g) => g.id === kr.goalId)!.dueKrCount, dueBefore - 1);
  });

  test('goals of a period no longer ACTIVE and goals not ACTIVE leave the card', async () => {
    const summary = await summaryOf(dev);
    const first = summary.goals[0];
    await t.app.db.update(goal).set({ status: 'DRAFT' }).where(eq(goal.id, first.id));
    assert.ok(!(await summaryOf(dev)).goals.some((g) => g.id === first.id));
    await t.app.db.update(goal).set({ status: 'ACTIVE' }).where(eq(goal.id, first.id));
    await t.app.db.update(okrPeriod).set({ status: 'REVIEW' }).where(eq(okrPeriod.id, first.periodId));
    const inReview = await summaryOf(dev);
    assert.ok(!inReview.goals.some((g) => g.periodId === first.periodId));
    assert.ok(!inReview.dueKeyResults.some((d) => d.goalId === first.id));
    await t.app.db.update(okrPeriod).set({ status: 'ACTIVE' }).where(eq(okrPeriod.id, first.periodId));
  });
});

describe('GET /api/project/mine (home: 내 프로젝트)', () => {
  /** Open projects the user leads or is a member of, straight from the tables. */
  async function openProjectIds(userId: number): Promise<number[]> {
    const members = t.app.db.select({ id: projectMember.projectId }).from(projectMember).where(eq(projectMember.userId, userId));
    const rows = await t.app.db
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.deletedYn, 'N'), inArray(project.status, ['PLANNED', 'IN_PROGRESS', 'ON_HOLD']), or(eq(project.pmUserId, userId), inArray(project.id, members))));
    return rows.map((r) => r.id).sort((a, b) => a - b);
  }

  test('needs a signed-in user, and no PROJECT role: dev (USER only) cannot list projects but gets their own', async () => {
    assert.equal((await get(t.app, '/api/project/mine')).statusCode, 401);
    assert.equal((await get(t.app, '/api/project', dev.token)).statusCode, 403);
    const mine = await projectsOf(dev);
    assert.deepEqual(
      mine.map((p) => p.id).sort((a, b) => a - b),
      (await openProjectIds(dev.id)).slice(0, 20),
    );
  });

  test("pm's projects under way: their roles (PM first), status, progress and the next milestone not done", async () => {
    const mine = await projectsOf(pm);
    assert.ok(mine.length > 0, 'the demo seed makes pm lead several projects');
    const expected = await openProjectIds(pm.id);
    assert.deepEqual(mine.map((p) => p.id).sort((a, b) => a - b), expected.slice(0, 20));
    // Running ones first.
    const order = mine.map((p) => ['IN_PROGRESS', 'PLANNED', 'ON_HOLD'].indexOf(p.status));
    assert.deepEqual(order, [...order].sort((a, b) => a - b));
    for (const p of mine) {
      const [row] = await t.app.db.select({ pmUserId: project.pmUserId }).from(project).where(eq(project.id, p.id));
      if (row.pmUserId === pm.id) assert.equal(p.myRoles[0], 'PM');
      assert.ok(p.myRoles.length > 0);
      assert.ok(p.progressPct >= 0 && p.progressPct <= 100);
      const [next] = await t.app.db
        .select({ id: milestone.id, dueDate: milestone.dueDate })
        .from(milestone)
        .where(and(eq(milestone.projectId, p.id), eq(milestone.status, 'PLANNED')))
        .orderBy(asc(milestone.dueDate), asc(milestone.id))
        .limit(1);
      assert.equal(p.nextMilestone?.id ?? null, next?.id ?? null);
      if (next) assert.equal(p.nextMilestone!.overdue, next.dueDate < today);
    }
  });

  test('a member who is not the PM sees their member role; a finished project leaves the card', async () => {
    const devProjects = t.app.db.select({ id: projectMember.projectId }).from(projectMember).where(eq(projectMember.userId, dev.id));
    const [p] = await t.app.db
      .select({ id: project.id, startDate: project.startDate, endDate: project.endDate })
      .from(project)
      .where(and(eq(project.status, 'IN_PROGRESS'), eq(project.deletedYn, 'N'), notInArray(project.id, devProjects)))
      .orderBy(asc(project.endDate))
      .limit(1);
    await t.app.db.insert(projectMember).values({ projectId: p.id, userId: dev.id, role: 'DEVELOPER', allocationPct: 10, fromDate: p.startDate, toDate: p.endDate });
    const entry = (await projectsOf(dev)).find((x) => x.id === p.id);
    assert.ok(entry, 'dev sees the project they joined');
    assert.deepEqual(entry.myRoles, ['DEVELOPER']);
    await t.app.db.update(project).set({ status: 'COMPLETED' }).where(eq(project.id, p.id));
    assert.ok(!(await projectsOf(dev)).some((x) => x.id === p.id));
  });
});
