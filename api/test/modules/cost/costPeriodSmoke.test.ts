// @pglite: the close's table lock (lock table … in share row exclusive mode), the set-based freeze (correlated subqueries, floor(numeric)::bigint, update … from a CTE) and the FOR SHARE month lock of work-log writes run on both databases
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { laborCostRate, project, projectType, taskActivity, userHr, workLog } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let finance: string;
let worker: string;
let projectId: number;
let activityId: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  await t.app.db.delete(laborCostRate);
  await makeUser(t.app, 'cps.fin', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_WRITE']);
  const workerId = await makeUser(t.app, 'cps.me', 'MGT-FIN', ['ROLE_USER']);
  [finance, worker] = await Promise.all(['cps.fin', 'cps.me'].map(async (u) => (await login(t.app, u)).access_token));
  await t.app.db.insert(userHr).values({ userId: workerId, employeeNo: 'CPS-0001', hireDate: '2005-03-02', jobGrade: 'SENIOR' });
  await t.app.db.insert(laborCostRate).values({ basis: 'JOB_GRADE', jobGrade: 'SENIOR', hourlyRate: 12345, validFrom: '2011-01-01', createdAt: t.app.clock(), updatedAt: t.app.clock() });
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  [{ id: projectId }] = await t.app.db
    .insert(project)
    .values({ projectNo: 'PRJ-CPS-001', name: '마감 스모크', projectTypeId: type.id, pmUserId: workerId, startDate: '2011-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' })
    .returning({ id: project.id });
  const [meeting] = await t.app.db.select({ id: taskActivity.id }).from(taskActivity).where(eq(taskActivity.code, 'IND_MEETING'));
  activityId = meeting.id;
  await t.app.db.insert(workLog).values({ userId: workerId, workDate: '2011-02-07', projectId, taskActivityId: activityId, hours: '2.50', status: 'APPROVED', createdAt: t.app.clock(), updatedAt: t.app.clock() });
});
after(() => t.close());

test('February 2011 closes: 12,345 × 2.5 = 30,862 frozen, then its work logs are locked', async () => {
  let res = await send(t.app, 'POST', '/api/cost-period/2011-02/start-closing', finance, { version: 0 });
  assert.equal(res.statusCode, 200, res.body);
  res = await send(t.app, 'POST', '/api/cost-period/2011-02/close', finance, { version: 1 });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual([res.json().result.status, res.json().result.frozenLaborCost], ['CLOSED', 30862]);
  assert.equal((await get(t.app, '/api/cost-period/2011-02/checklist', finance)).statusCode, 200);
  res = await send(t.app, 'PUT', '/api/worklog/week', worker, { weekStart: '2011-02-07', version: 0, rows: [{ projectId, taskActivityId: activityId, hours: [2.5, 1, null, null, null, null, null] }] });
  assert.equal(res.statusCode, 409);
});
