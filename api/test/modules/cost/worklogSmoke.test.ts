// @pglite: the week grid's save (insert … on conflict do nothing, select … for update, partial unique index), submit and the calendar seed run on both databases
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { project, projectType, taskActivity, workCalendar } from '../../../src/db/schema';
import { mondayOf } from '../../../src/modules/cost/worklog/service';
import { addDays, kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let token: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  const userId = await makeUser(t.app, 'wls.me', 'MGT-FIN', ['ROLE_USER']);
  token = (await login(t.app, 'wls.me')).access_token;
  const [type] = await t.app.db.select({ id: projectType.id, code: projectType.code }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  await t.app.db.insert(project).values({ projectNo: 'PRJ-S-001', name: '내부 스모크', projectTypeId: type.id, pmUserId: userId, startDate: '2020-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' });
});
after(() => t.close());

test('the calendar is seeded for this year and next; a week is saved, read back and submitted', async () => {
  const [{ n }] = await t.app.db.select({ n: count() }).from(workCalendar);
  assert.ok(n >= 365 * 2);
  const weekStart = addDays(mondayOf(kstDate(t.app.clock())), -7);
  const projects = (await get(t.app, `/api/worklog/my-projects?date=${weekStart}`, token)).json().result as { id: number; name: string }[];
  const internal = projects.find((p) => p.name === '내부 스모크')!;
  const [meeting] = await t.app.db.select({ id: taskActivity.id }).from(taskActivity).where(eq(taskActivity.code, 'IND_MEETING'));
  let res = await send(t.app, 'PUT', '/api/worklog/week', token, { weekStart, version: 0, rows: [{ projectId: internal.id, taskActivityId: meeting.id, hours: [1.5, 2, null, null, null, null, null] }] });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().result.totalHours, 3.5);
  res = await send(t.app, 'PUT', '/api/worklog/week', token, { weekStart, version: 1, rows: [{ projectId: internal.id, taskActivityId: meeting.id, hours: [1.5, 2.25, null, null, null, null, null] }] });
  assert.equal(res.json().result.totalHours, 3.75);
  res = await send(t.app, 'POST', '/api/worklog/week/submit', token, { weekStart, version: 2 });
  assert.equal(res.statusCode, 200, res.body);
  const w = (await get(t.app, `/api/worklog/week?weekStart=${weekStart}`, token)).json().result;
  assert.deepEqual([w.status, w.editableYn, w.rows[0].hours.slice(0, 2)], ['SUBMITTED', 'N', [1.5, 2.25]]);
});
