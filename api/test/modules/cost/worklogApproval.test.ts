import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { read, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { auditHistory, costPeriod, department, notification, project, projectType, taskActivity, workLog, workLogWeek } from '../../../src/db/schema';
import { syncWorkCalendar } from '../../../src/modules/cost/workCalendar/service';
import { WORKLOG_MISSING, dueSlot, runWorklogReminders } from '../../../src/modules/cost/worklog/reminders';
import { mondayOf } from '../../../src/modules/cost/worklog/service';
import { addDays, kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
let w0: string;
const weeksAgo = (n: number) => addDays(w0, -7 * n);
let internal = 0;
let meeting = 0;

type Item = { id: number; userId: number; status: string; version: number; totalHours: number; expectedHours: number; rejectReason: string | null; isoWeek: string };

before(async () => {
  t = await buildTestApp({ crm: false });
  await syncWorkCalendar(t.app.db, t.app.clock());
  await syncWorkCalendar(t.app.db, new Date(`${Number(kstDate(t.app.clock()).slice(0, 4)) - 1}-06-01T00:00:00+09:00`));
  const users: [string, string, string[]][] = [
    ['wm.lead', 'DLV-1', ['ROLE_USER', write('WORKLOG_MANAGEMENT')]],
    ['wm.reader', 'DLV-1', ['ROLE_USER', read('WORKLOG_MANAGEMENT')]],
    ['wm.a', 'DLV-1', ['ROLE_USER']],
    ['wm.b', 'DLV-1', ['ROLE_USER']],
    ['wm.out', 'DLV-2', ['ROLE_USER']],
  ];
  for (const [name, dept, grants] of users) ids[name] = await makeUser(t.app, name, dept, grants);
  for (const [name] of users) tokens[name] = (await login(t.app, name)).access_token;
  w0 = mondayOf(kstDate(t.app.clock()));
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  const [row] = await t.app.db
    .insert(project)
    .values({ projectNo: 'PRJ-WM-001', name: '내부 업무', projectTypeId: type.id, pmUserId: ids['wm.lead'], startDate: weeksAgo(30), endDate: addDays(w0, 60), status: 'IN_PROGRESS' })
    .returning({ id: project.id });
  internal = row.id;
  [{ id: meeting }] = await t.app.db.select({ id: taskActivity.id }).from(taskActivity).where(eq(taskActivity.code, 'IND_MEETING'));
});
after(() => t.close());

const days = (...h: (number | null)[]) => [...h, null, null, null, null, null, null, null].slice(0, 7);

/** The user fills the week with the given hours and submits it. */
async function submitted(user: string, weekStart: string, hours = days(8, 8, 8, 8, 8)) {
  const w = (await get(t.app, `/api/worklog/week?weekStart=${weekStart}`, tokens[user])).json().result;
  const saved = await send(t.app, 'PUT', '/api/worklog/week', tokens[user], { weekStart, version: w.version, rows: [{ projectId: internal, taskActivityId: meeting, hours }] });
  assert.equal(saved.statusCode, 200, saved.body);
  const res = await send(t.app, 'POST', '/api/worklog/week/submit', tokens[user], { weekStart, version: saved.json().result.version });
  assert.equal(res.statusCode, 200, res.body);
}

async function list(token: string, query = ''): Promise<Item[]> {
  const res = await get(t.app, `/api/worklog/management/weeks?size=100${query}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.content;
}
const weekOf = async (user: string, weekStart: string, query = '&statusList=DRAFT,SUBMITTED,APPROVED,REJECTED') =>
  (await list(tokens['wm.lead'], `${query}&weekFrom=${weekStart}&weekTo=${weekStart}`)).find((w) => w.userId === ids[user])!;

describe('the management list and its scope', () => {
  before(async () => {
    for (const u of ['wm.a', 'wm.b', 'wm.out', 'wm.lead']) await submitted(u, weeksAgo(1));
  });

  test('the leader and a reader see the SUBMITTED weeks of their department (their own included), not another department’s', async () => {
    for (const token of [tokens['wm.lead'], tokens['wm.reader']]) {
      const rows = await list(token, `&statusList=SUBMITTED&weekFrom=${weeksAgo(1)}&weekTo=${weeksAgo(1)}`);
      const users = new Set(rows.map((r) => r.userId));
      assert.ok(users.has(ids['wm.a']) && users.has(ids['wm.b']) && users.has(ids['wm.lead']));
      assert.ok(!users.has(ids['wm.out']), 'DLV-2 is outside DLV-1’s scope');
      assert.ok(rows.every((r) => r.status === 'SUBMITTED'));
    }
    const a = await weekOf('wm.a', weeksAgo(1));
    assert.equal(a.totalHours, 40);
    assert.ok(a.expectedHours > 0 && a.expectedHours <= 40);
    const byUser = await list(tokens['wm.lead'], `&userId=${ids['wm.b']}`);
    assert.deepEqual([...new Set(byUser.map((r) => r.userId))], [ids['wm.b']]);
    assert.deepEqual(await list(tokens['wm.lead'], `&statusList=APPROVED&userId=${ids['wm.a']}`), []);
    const named = await list(tokens['wm.lead'], `&statusList=SUBMITTED&keyword=wm.b`);
    assert.deepEqual([...new Set(named.map((r) => r.userId))], [ids['wm.b']]);
    assert.deepEqual(await list(tokens['wm.lead'], '&keyword=%25'), [], 'a % is taken literally');
  });

  test('without WORKLOG_MANAGEMENT_READ the page’s api is refused; a bad week range is a Korean 400', async () => {
    assert.equal((await get(t.app, '/api/worklog/management/weeks', tokens['wm.a'])).statusCode, 403);
    assert.equal((await get(t.app, `/api/worklog/management/missing?weekStart=${w0}`, tokens['wm.a'])).statusCode, 403);
    const res = await get(t.app, `/api/worklog/management/weeks?weekFrom=${w0}&weekTo=${weeksAgo(1)}`, tokens['wm.lead']);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, API_MESSAGES.worklogWeekRange);
  });

  test('a person’s week: the grid in scope, 403 outside it', async () => {
    const res = await get(t.app, `/api/worklog/management/week?userId=${ids['wm.a']}&weekStart=${weeksAgo(1)}`, tokens['wm.reader']);
    assert.equal(res.statusCode, 200, res.body);
    const week = res.json().result;
    assert.deepEqual([week.status, week.userName, week.totalHours, week.rows.length], ['SUBMITTED', 'wm.a', 40, 1]);
    assert.equal(week.id, (await weekOf('wm.a', weeksAgo(1))).id);
    const out = await get(t.app, `/api/worklog/management/week?userId=${ids['wm.out']}&weekStart=${weeksAgo(1)}`, tokens['wm.lead']);
    assert.equal(out.statusCode, 403);
    assert.equal(out.json().message, API_MESSAGES.worklogOutOfScope);
  });

  test('the list exports to xlsx with the same scope', async () => {
    const res = await get(t.app, `/api/worklog/management/weeks/export.xlsx?weekFrom=${weeksAgo(1)}`, tokens['wm.reader']);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
    assert.equal(res.rawPayload.subarray(0, 2).toString(), 'PK');
  });
});

describe('approval rules', () => {
  const decide = (action: 'approve' | 'reject', token: string, weeks: Item[], reason?: string) =>
    send(t.app, 'POST', `/api/worklog/management/${action}`, token, { weeks: weeks.map((w) => ({ id: w.id, version: w.version })), ...(reason === undefined ? {} : { reason }) });

  test('nobody approves their own week; READ alone cannot approve; a week outside the scope is refused', async () => {
    const own = await weekOf('wm.lead', weeksAgo(1));
    const self = await decide('approve', tokens['wm.lead'], [own]);
    assert.equal(self.statusCode, 403);
    assert.equal(self.json().message, API_MESSAGES.worklogSelfDecision);
    const a = await weekOf('wm.a', weeksAgo(1));
    assert.equal((await decide('approve', tokens['wm.reader'], [a])).statusCode, 403);
    const [outWeek] = await t.app.db.select().from(workLogWeek).where(and(eq(workLogWeek.userId, ids['wm.out']), eq(workLogWeek.weekStart, weeksAgo(1))));
    const out = await decide('approve', tokens['wm.lead'], [{ ...a, id: outWeek.id, version: outWeek.version }]);
    assert.equal(out.statusCode, 403);
    assert.equal(out.json().message, API_MESSAGES.worklogOutOfScope);
    assert.equal((await weekOf('wm.a', weeksAgo(1))).status, 'SUBMITTED');
  });

  test('a stale version is a 409 and a bulk decision is all or nothing', async () => {
    const a = await weekOf('wm.a', weeksAgo(1));
    const b = await weekOf('wm.b', weeksAgo(1));
    const res = await decide('approve', tokens['wm.lead'], [a, { ...b, version: b.version - 1 }]);
    assert.equal(res.statusCode, 409);
    assert.equal((await weekOf('wm.a', weeksAgo(1))).status, 'SUBMITTED', 'the other week of the batch was not approved either');
  });

  test('reject needs a reason; it reopens the week for its author, who is notified; audited', async () => {
    const a = await weekOf('wm.a', weeksAgo(1));
    const empty = await decide('reject', tokens['wm.lead'], [a], '  ');
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, API_MESSAGES.worklogRejectReason);
    const res = await decide('reject', tokens['wm.lead'], [a], '회의 시간 과다, 프로젝트로 나눠 주세요');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.count, 1);
    const mine = (await get(t.app, `/api/worklog/week?weekStart=${weeksAgo(1)}`, tokens['wm.a'])).json().result;
    assert.deepEqual([mine.status, mine.editableYn, mine.rejectReason], ['REJECTED', 'Y', '회의 시간 과다, 프로젝트로 나눠 주세요']);
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['wm.a']), eq(notification.type, 'WORKLOG_REJECTED')));
    assert.equal(notes.length, 1);
    assert.match(notes[0].body, /회의 시간 과다/);
    assert.equal(notes[0].contentLocation, `/mypage/worklog?weekStart=${weeksAgo(1)}`);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'WORK_LOG_WEEK'), eq(auditHistory.entityId, a.id), eq(auditHistory.action, 'STATE')));
    assert.ok(audits.some((r) => r.changes.some((c) => c.field === 'status' && c.new === 'REJECTED')));
    const again = await decide('approve', tokens['wm.lead'], [await weekOf('wm.a', weeksAgo(1))]);
    assert.equal(again.statusCode, 409, 'a REJECTED week is not awaiting approval');
    assert.equal(again.json().message, API_MESSAGES.worklogNotSubmitted);
  });

  test('a week in a closed cost month is neither approved nor rejected until the month reopens', async () => {
    await submitted('wm.b', weeksAgo(9));
    const week = await weekOf('wm.b', weeksAgo(9));
    const ym = weeksAgo(9).slice(0, 7);
    await t.app.db.insert(costPeriod).values({ ym, status: 'CLOSED', closedAt: t.clock(), closedBy: ids['wm.lead'] });
    try {
      for (const action of ['approve', 'reject'] as const) {
        const res = await decide(action, tokens['wm.lead'], [week], '다시 확인');
        assert.equal(res.statusCode, 409, res.body);
        assert.equal(res.json().message, API_MESSAGES.monthClosedWorklogDecision.replace('{ym}', ym));
      }
      assert.equal((await weekOf('wm.b', weeksAgo(9))).status, 'SUBMITTED');
    } finally {
      await t.app.db.delete(costPeriod).where(eq(costPeriod.ym, ym));
    }
    assert.equal((await decide('approve', tokens['wm.lead'], [week])).statusCode, 200);
  });

  test('bulk approve: every week and its work-log rows become APPROVED; approved weeks are no longer editable', async () => {
    await send(t.app, 'POST', '/api/worklog/week/submit', tokens['wm.a'], { weekStart: weeksAgo(1), version: (await weekOf('wm.a', weeksAgo(1))).version });
    const weeks = [await weekOf('wm.a', weeksAgo(1)), await weekOf('wm.b', weeksAgo(1))];
    assert.deepEqual(weeks.map((w) => w.status), ['SUBMITTED', 'SUBMITTED']);
    const res = await decide('approve', tokens['wm.lead'], weeks);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.count, 2);
    for (const u of ['wm.a', 'wm.b']) {
      assert.equal((await weekOf(u, weeksAgo(1))).status, 'APPROVED');
      const rows = await t.app.db.select({ status: workLog.status }).from(workLog).where(and(eq(workLog.userId, ids[u]), eq(workLog.deletedYn, 'N')));
      assert.ok(rows.length > 0 && rows.every((r) => r.status === 'APPROVED'));
    }
    const pending = await list(tokens['wm.lead'], `&statusList=SUBMITTED&weekFrom=${weeksAgo(1)}&weekTo=${weeksAgo(1)}`);
    assert.deepEqual(pending.map((w) => w.userId), [ids['wm.lead']], 'only the leader’s own week still waits (for someone else)');
    const mine = (await get(t.app, `/api/worklog/week?weekStart=${weeksAgo(1)}`, tokens['wm.a'])).json().result;
    assert.equal(mine.editableYn, 'N');
    const edit = await send(t.app, 'PUT', '/api/worklog/week', tokens['wm.a'], { weekStart: weeksAgo(1), version: mine.version, rows: [] });
    assert.equal(edit.statusCode, 409);
  });
});

describe('entering on someone’s behalf', () => {
  test('WRITE saves and submits a person’s week in scope; READ and out-of-scope are refused; version → 409', async () => {
    const ws = weeksAgo(3);
    const body = { userId: ids['wm.b'], weekStart: ws, version: 0, rows: [{ projectId: internal, taskActivityId: meeting, hours: days(4, 4) }] };
    assert.equal((await send(t.app, 'PUT', '/api/worklog/management/week', tokens['wm.reader'], body)).statusCode, 403);
    const projects = await get(t.app, `/api/worklog/management/projects?userId=${ids['wm.b']}&date=${ws}`, tokens['wm.lead']);
    assert.equal(projects.statusCode, 200, projects.body);
    assert.ok(projects.json().result.some((p: { id: number }) => p.id === internal));
    assert.equal((await get(t.app, `/api/worklog/management/projects?userId=${ids['wm.out']}&date=${ws}`, tokens['wm.lead'])).statusCode, 403);
    const out = await send(t.app, 'PUT', '/api/worklog/management/week', tokens['wm.lead'], { ...body, userId: ids['wm.out'] });
    assert.equal(out.statusCode, 403);
    const res = await send(t.app, 'PUT', '/api/worklog/management/week', tokens['wm.lead'], body);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.totalHours, res.json().result.userId], [8, ids['wm.b']]);
    assert.equal((await send(t.app, 'PUT', '/api/worklog/management/week', tokens['wm.lead'], body)).statusCode, 409);
    const submit = await send(t.app, 'POST', '/api/worklog/management/week/submit', tokens['wm.lead'], { userId: ids['wm.b'], weekStart: ws, version: res.json().result.version });
    assert.equal(submit.statusCode, 200, submit.body);
    const mine = (await get(t.app, `/api/worklog/week?weekStart=${ws}`, tokens['wm.b'])).json().result;
    assert.deepEqual([mine.status, mine.totalHours], ['SUBMITTED', 8]);
  });
});

describe('missing logs and reminders', () => {
  /** Week of the reminder tests: five weeks ago, wm.a logs a full week, wm.b only 4 hours. */
  let ws: string;
  before(async () => {
    ws = weeksAgo(5);
    await submitted('wm.a', ws, days(8, 8, 8, 8, 8));
    await submitted('wm.b', ws, days(4));
  });

  test('the missing view lists the people of the scope below their expected hours', async () => {
    const res = await get(t.app, `/api/worklog/management/missing?weekStart=${ws}`, tokens['wm.lead']);
    assert.equal(res.statusCode, 200, res.body);
    const rows: { userId: number; loggedHours: number; expectedHours: number; status: string }[] = res.json().result;
    const b = rows.find((r) => r.userId === ids['wm.b']);
    assert.deepEqual([b?.loggedHours, b?.status], [4, 'SUBMITTED']);
    assert.ok(!rows.some((r) => r.userId === ids['wm.a']), 'a full week is not missing');
    assert.ok(!rows.some((r) => r.userId === ids['wm.out']), 'another department is out of scope');
    assert.ok(rows.some((r) => r.userId === ids['wm.reader'] && r.loggedHours === 0));
  });

  const sent = async (user: string) =>
    (await t.app.db.select().from(notification).where(and(eq(notification.userId, ids[user]), eq(notification.type, WORKLOG_MISSING)))).length;

  test('slots: Friday from 17:00 and Monday from 09:00 (Asia/Seoul), nothing else', () => {
    const friday = addDays(w0, 4);
    assert.equal(dueSlot(new Date(`${friday}T16:59:00+09:00`)), null);
    assert.deepEqual(dueSlot(new Date(`${friday}T17:00:00+09:00`))?.weekStart, w0);
    assert.deepEqual(dueSlot(new Date(`${w0}T09:30:00+09:00`))?.weekStart, weeksAgo(1));
    assert.equal(dueSlot(new Date(`${w0}T08:59:00+09:00`)), null);
    assert.equal(dueSlot(new Date(`${addDays(w0, 2)}T17:00:00+09:00`)), null, 'a Wednesday');
  });

  test('Friday 17:00 reminds those below expected once; a later run sends nothing more; Monday 09:00 reminds again', async () => {
    const friday = addDays(ws, 4);
    assert.equal(await runWorklogReminders(t.app.db, new Date(`${friday}T16:00:00+09:00`)), 0);
    assert.ok((await runWorklogReminders(t.app.db, new Date(`${friday}T17:00:00+09:00`))) > 0);
    assert.deepEqual([await sent('wm.a'), await sent('wm.b'), await sent('wm.out')], [0, 1, 1]);
    assert.equal(await runWorklogReminders(t.app.db, new Date(`${friday}T17:30:00+09:00`)), 0, 'idempotent');
    assert.equal(await sent('wm.b'), 1);
    const monday = addDays(ws, 7);
    assert.ok((await runWorklogReminders(t.app.db, new Date(`${monday}T09:00:00+09:00`))) > 0);
    assert.equal(await sent('wm.b'), 2);
    assert.equal(await sent('wm.a'), 0);
    assert.equal(await runWorklogReminders(t.app.db, new Date(`${monday}T11:00:00+09:00`)), 0);
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['wm.b']), eq(notification.type, WORKLOG_MISSING)));
    assert.equal(note.contentLocation, `/mypage/worklog?weekStart=${ws}`);
  });
});

describe('a department leader approves their people’s weeks from 내 유닛, without a work-log role (DOMAIN §1 결재)', () => {
  // WL-P (leader wl.boss) ⊃ WL-C (leader wl.chief): wl.m's week goes to wl.chief; wl.chief's own week, and wl.p's, to wl.boss.
  const approvals = async (user: string): Promise<Item[]> => {
    const res = await get(t.app, '/api/mypage/myunit/approvals?size=100', tokens[user]);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.content;
  };
  const decide = (user: string, action: 'approve' | 'reject', weeks: Item[], reason?: string) =>
    send(t.app, 'POST', `/api/mypage/myunit/${action}`, tokens[user], { weeks: weeks.map((w) => ({ id: w.id, version: w.version })), reason });
  let week = '';

  before(async () => {
    week = weeksAgo(3);
    const db = t.app.db;
    const [root] = await db.select({ id: department.id, path: department.path }).from(department).where(eq(department.code, 'DLV-1'));
    const [p] = await db.insert(department).values({ code: 'WL-P', name: '결재 본부', level: 'DIVISION', parentId: root.id }).returning({ id: department.id });
    await db.update(department).set({ path: `${root.path}${p.id}/` }).where(eq(department.id, p.id));
    const [c] = await db.insert(department).values({ code: 'WL-C', name: '결재 팀', level: 'TEAM', parentId: p.id }).returning({ id: department.id });
    await db.update(department).set({ path: `${root.path}${p.id}/${c.id}/` }).where(eq(department.id, c.id));
    for (const [name, code] of [['wl.boss', 'WL-P'], ['wl.p', 'WL-P'], ['wl.chief', 'WL-C'], ['wl.m', 'WL-C']] as const) {
      ids[name] = await makeUser(t.app, name, code, ['ROLE_USER']);
      tokens[name] = (await login(t.app, name)).access_token;
    }
    await db.update(department).set({ leaderUserId: ids['wl.boss'] }).where(eq(department.id, p.id));
    await db.update(department).set({ leaderUserId: ids['wl.chief'] }).where(eq(department.id, c.id));
    for (const u of ['wl.m', 'wl.chief', 'wl.p']) await submitted(u, week);
  });

  test('each leader lists the submitted weeks they approve: their department’s, and a sub-department leader’s own', async () => {
    assert.deepEqual((await approvals('wl.chief')).map((w) => w.userId), [ids['wl.m']]);
    assert.deepEqual(new Set((await approvals('wl.boss')).map((w) => w.userId)), new Set([ids['wl.chief'], ids['wl.p']]));
    assert.deepEqual(await approvals('wl.m'), [], 'a member approves nobody');
    const [m] = await approvals('wl.chief');
    assert.deepEqual([m.status, m.totalHours, m.isoWeek.length > 0], ['SUBMITTED', 40, true]);
  });

  test('the approver reads the week’s grid; anyone else gets 404', async () => {
    const path = `/api/mypage/myunit/week?userId=${ids['wl.m']}&weekStart=${week}`;
    const res = await get(t.app, path, tokens['wl.chief']);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.totalHours, 40);
    for (const user of ['wl.boss', 'wl.p', 'wl.m']) assert.equal((await get(t.app, path, tokens[user])).statusCode, 404, user);
  });

  test('only the approver decides: the upper leader, a colleague and the author are refused; the approver approves', async () => {
    const [m] = await approvals('wl.chief');
    for (const user of ['wl.boss', 'wl.p', 'wl.m']) {
      const res = await decide(user, 'approve', [m]);
      assert.equal(res.statusCode, 403, `${user} ${res.body}`);
    }
    const res = await decide('wl.chief', 'approve', [m]);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.count, 1);
    const [row] = await t.app.db.select({ status: workLogWeek.status, decidedBy: workLogWeek.decidedBy }).from(workLogWeek).where(eq(workLogWeek.id, m.id));
    assert.deepEqual(row, { status: 'APPROVED', decidedBy: ids['wl.chief'] });
    assert.deepEqual(await approvals('wl.chief'), [], 'a decided week leaves the list');
  });

  test('the upper leader rejects the sub-leader’s week with a reason, who is notified; a stale version is 409', async () => {
    const chief = (await approvals('wl.boss')).find((w) => w.userId === ids['wl.chief'])!;
    assert.equal((await decide('wl.boss', 'reject', [chief], ' ')).statusCode, 400);
    assert.equal((await decide('wl.boss', 'reject', [{ ...chief, version: chief.version + 1 }], '프로젝트 시간 확인')).statusCode, 409);
    const res = await decide('wl.boss', 'reject', [chief], '프로젝트 시간 확인');
    assert.equal(res.statusCode, 200, res.body);
    const [note] = await t.app.db.select({ body: notification.body }).from(notification).where(and(eq(notification.userId, ids['wl.chief']), eq(notification.type, 'WORKLOG_REJECTED')));
    assert.match(note.body, /프로젝트 시간 확인/);
  });
});
