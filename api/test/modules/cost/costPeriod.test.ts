import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { auditHistory, costPeriod, laborCostRate, notification, project, projectType, taskActivity, userHr, workLog } from '../../../src/db/schema';
import { rateOf } from '../../../src/modules/cost/costRate/laborRate';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

/**
 * 원가 마감 (DOMAIN §6 CostPeriod). The file owns the year 2010 and the rate table (the demo's grade rates are
 * removed first). The labour cost of March 2010 is computed by hand below.
 */
let t: TestApp;
const tok: Record<'writer' | 'admin' | 'reader' | 'plain' | 'rates' | 'a', string> = { writer: '', admin: '', reader: '', plain: '', rates: '', a: '' };
const ids: Record<'writer' | 'profit' | 'a' | 'b' | 'c' | 'project' | 'work' | 'special' | 'leave', number> = { writer: 0, profit: 0, a: 0, b: 0, c: 0, project: 0, work: 0, special: 0, leave: 0 };
const logIds: Record<string, number> = {};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

before(async () => {
  t = await buildTestApp({ crm: false });
  await t.app.db.delete(laborCostRate);
  ids.writer = await makeUser(t.app, 'cp.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'cp.admin', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_ADMIN']);
  await makeUser(t.app, 'cp.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_MANAGEMENT_READ']);
  await makeUser(t.app, 'cp.plain', 'MGT-FIN', ['ROLE_USER']);
  await makeUser(t.app, 'cp.rates', 'MGT-FIN', ['ROLE_USER', 'ROLE_COMMON_COST_RATE_MANAGEMENT_WRITE']);
  ids.profit = await makeUser(t.app, 'cp.profit', 'MGT-FIN', ['ROLE_USER', 'ROLE_PROJECT_PROFIT_READ']);
  ids.a = await makeUser(t.app, 'cp.a', 'MGT-FIN', ['ROLE_USER']);
  ids.b = await makeUser(t.app, 'cp.b', 'MGT-FIN', ['ROLE_USER']);
  ids.c = await makeUser(t.app, 'cp.c', 'MGT-FIN', ['ROLE_USER']);
  for (const [key, login_] of [['writer', 'cp.writer'], ['admin', 'cp.admin'], ['reader', 'cp.reader'], ['plain', 'cp.plain'], ['rates', 'cp.rates'], ['a', 'cp.a']] as const) tok[key] = (await login(t.app, login_)).access_token;
  await t.app.db.insert(userHr).values([
    { userId: ids.a, employeeNo: 'CP-0001', hireDate: '2005-03-02', jobGrade: 'STAFF' },
    { userId: ids.b, employeeNo: 'CP-0002', hireDate: '2005-03-02', jobGrade: 'MANAGER' },
    { userId: ids.c, employeeNo: 'CP-0003', hireDate: '2005-03-02', jobGrade: 'DIRECTOR' },
  ]);
  const [internal] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'INTERNAL'));
  [{ id: ids.project }] = await t.app.db
    .insert(project)
    .values({ projectNo: 'PRJ-CP-001', name: '마감 테스트', projectTypeId: internal.id, pmUserId: ids.a, startDate: '2009-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' })
    .returning({ id: project.id });
  const acts = await t.app.db.select({ id: taskActivity.id, parentId: taskActivity.parentId, category: taskActivity.category, projectTypeIds: taskActivity.projectTypeIds }).from(taskActivity).orderBy(asc(taskActivity.id));
  const usable = acts.filter((a) => a.parentId !== null && a.category !== 'LEAVE' && (a.projectTypeIds.length === 0 || a.projectTypeIds.map(Number).includes(internal.id)));
  [ids.work, ids.special] = [usable[0].id, usable[1].id];
  ids.leave = acts.find((a) => a.parentId !== null && a.category === 'LEAVE')!.id;
  // Rates in force in March 2010: 사원 20,000 until 03-14 then 24,000 (a change inside the month); 사원 on the
  // special activity 30,000; person B 33,333 by person; 이사 (C) has none.
  const stamp = { createdAt: t.app.clock(), updatedAt: t.app.clock() };
  await t.app.db.insert(laborCostRate).values([
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 20000, validFrom: '2010-01-01', validTo: '2010-03-14', ...stamp },
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', hourlyRate: 24000, validFrom: '2010-03-15', ...stamp },
    { basis: 'JOB_GRADE', jobGrade: 'STAFF', taskActivityId: ids.special, hourlyRate: 30000, validFrom: '2010-01-01', ...stamp },
    { basis: 'USER', userId: ids.b, hourlyRate: 33333, validFrom: '2010-01-01', ...stamp },
  ]);
  const log = async (key: string, userId: number, workDate: string, taskActivityId: number, hours: string, status: 'APPROVED' | 'SUBMITTED' = 'APPROVED') => {
    const [row] = await t.app.db.insert(workLog).values({ userId, workDate, projectId: ids.project, taskActivityId, hours, status, ...stamp }).returning({ id: workLog.id });
    logIds[key] = row.id;
  };
  await log('a0310', ids.a, '2010-03-10', ids.work, '7.50'); // 20,000 × 7.5  = 150,000
  await log('a0316', ids.a, '2010-03-16', ids.work, '7.75'); // 24,000 × 7.75 = 186,000
  await log('a0317', ids.a, '2010-03-17', ids.special, '2.25'); // 30,000 × 2.25 = 67,500
  await log('a0318', ids.a, '2010-03-18', ids.leave, '8.00'); // LEAVE → 0
  await log('b0310', ids.b, '2010-03-10', ids.work, '1.25'); // 33,333 × 1.25 = 41,666.25 → 41,666
  await log('c0311', ids.c, '2010-03-11', ids.work, '3.00'); // no rate → 0 (and on the checklist)
  await log('a0319', ids.a, '2010-03-19', ids.work, '4.00', 'SUBMITTED'); // not approved: no cost, on the checklist
  await log('a0405', ids.a, '2010-04-05', ids.work, '1.00');
});
after(() => t.close());

type Period = { id: number | null; ym: string; status: string; version: number; frozenLaborCost: number | null; approvedLogCount: number; closableYn: string; reopenableYn: string; reopenReason: string | null };
const period = async (ym: string): Promise<Period> => {
  const res = await get(t.app, `/api/cost-period/${ym}`, tok.reader);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const act = async (ym: string, action: string, token = tok.writer, body?: Record<string, unknown>) => send(t.app, 'POST', `/api/cost-period/${ym}/${action}`, token, body ?? { version: (await period(ym)).version });
const costs = async () => new Map((await t.app.db.select({ id: workLog.id, cost: workLog.costAmount }).from(workLog)).map((r) => [r.id, r.cost]));
const HAND_FROZEN = { a0310: 150000, a0316: 186000, a0317: 67500, a0318: 0, b0310: 41666, c0311: 0 };
const HAND_TOTAL = 150000 + 186000 + 67500 + 0 + 41666 + 0;

describe('the monthly close', () => {
  test('roles: reading needs COST_MANAGEMENT_READ, moving WRITE, reopening ADMIN', async () => {
    assert.equal((await get(t.app, '/api/cost-period?year=2010', tok.plain)).statusCode, 403);
    assert.equal((await act('2010-03', 'start-closing', tok.reader)).statusCode, 403);
    assert.equal((await act('2010-03', 'reopen', tok.writer, { version: 0, reason: '수정' })).statusCode, 403);
    const res = await get(t.app, '/api/cost-period?year=2010', tok.reader);
    const months = res.json().result as Period[];
    assert.equal(months.length, 12);
    assert.ok(months.every((m) => m.status === 'OPEN' && m.id === null && m.version === 0 && m.closableYn === 'Y'));
  });

  test('the checklist counts the month’s unapproved logs and logs without a rate, with links; and pending direct-cost changes (none here)', async () => {
    const res = await get(t.app, '/api/cost-period/2010-03/checklist', tok.reader);
    assert.equal(res.statusCode, 200, res.body);
    const items = new Map((res.json().result.items as { code: string; count: number; links: { label: string; href: string }[] }[]).map((i) => [i.code, i]));
    assert.equal(items.get('UNAPPROVED_WORKLOGS')!.count, 1);
    assert.deepEqual(items.get('UNAPPROVED_WORKLOGS')!.links.map((l) => l.href), [`/worklog/management?weekStart=2010-03-15&userId=${ids.a}`]);
    assert.match(items.get('UNAPPROVED_WORKLOGS')!.links[0].label, /cp\.a · 2010-W11 · 제출 4시간/);
    assert.equal(items.get('RATE_MISSING')!.count, 1);
    assert.deepEqual(items.get('RATE_MISSING')!.links.map((l) => l.href), ['/cost-rate/management?jobGrade=DIRECTOR&onDate=2010-03-11']);
    assert.deepEqual([items.get('MISSING_EXCHANGE_RATES')!.count, items.get('SALES_WITHOUT_PROJECT')!.count, items.get('PENDING_DIRECT_COST_MODS')!.count], [0, 0, 0]);
  });

  test('a month not yet over cannot close; CLOSING freezes floor(hours × rate) of approved logs, LEAVE and missing rates 0', async () => {
    const thisMonth = new Date(t.app.clock().getTime() + 9 * 3600_000).toISOString().slice(0, 7);
    let res = await act(thisMonth, 'start-closing');
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.costPeriodNotFinished);
    res = await act('2010-03', 'start-closing', tok.writer, { version: 0 });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.status, res.json().result.frozenLaborCost, res.json().result.approvedLogCount], ['CLOSING', HAND_TOTAL, 6]);
    const frozen = await costs();
    for (const [key, amount] of Object.entries(HAND_FROZEN)) assert.equal(frozen.get(logIds[key]), amount, key);
    assert.equal(frozen.get(logIds.a0319), null);
    assert.equal(frozen.get(logIds.a0405), null);
    // The set-based freeze and rateOf() agree row by row.
    const rows = await t.app.db.select().from(workLog).where(and(eq(workLog.status, 'APPROVED'), gte(workLog.workDate, '2010-03-01'), lte(workLog.workDate, '2010-03-31')));
    for (const r of rows) {
      const [cat] = await t.app.db.select({ c: taskActivity.category }).from(taskActivity).where(eq(taskActivity.id, r.taskActivityId));
      const expected = cat.c === 'LEAVE' ? 0 : Math.floor(Number(r.hours) * (await rateOf(t.app.db, r.userId, r.workDate, r.taskActivityId)).hourlyRate);
      assert.equal(r.costAmount, expected, `log ${r.id}`);
    }
  });

  test('one month at a time, in order; a stale version is 409', async () => {
    let res = await act('2010-04', 'start-closing');
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.costPeriodAnotherClosing, { ym: '2010-03' }));
    res = await act('2010-03', 'close', tok.writer, { version: 0 });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.conflict);
  });

  test('CLOSED freezes again (an approval since counts), notifies the readers of the close and profit, and is audited', async () => {
    await t.app.db.update(workLog).set({ status: 'APPROVED' }).where(eq(workLog.id, logIds.a0319)); // 24,000 × 4 = 96,000
    const res = await act('2010-03', 'close');
    assert.equal(res.statusCode, 200, res.body);
    const closed = res.json().result as Period;
    assert.deepEqual([closed.status, closed.frozenLaborCost, closed.approvedLogCount, closed.reopenableYn], ['CLOSED', HAND_TOTAL + 96000, 7, 'Y']);
    assert.equal((await costs()).get(logIds.a0319), 96000);
    const notes = await t.app.db.select().from(notification).where(eq(notification.type, 'COST_PERIOD_CLOSED'));
    assert.ok(notes.some((n) => n.userId === ids.profit && n.category === 'COST' && n.title === '2010년 3월 원가 마감'));
    assert.ok(!notes.some((n) => n.userId === ids.writer), 'the closer is not told');
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'COST_PERIOD'), eq(auditHistory.entityId, closed.id!)));
    assert.deepEqual(
      audits.map((a) => a.changes.find((c) => c.field === 'status')?.new),
      ['CLOSING', 'CLOSED'],
    );
    for (const ym of ['2010-02', '2010-05']) {
      const r = await act(ym, 'start-closing');
      assert.equal(r.statusCode, 409);
      assert.equal(r.json().message, fill(API_MESSAGES.costPeriodOrder, { next: '2010-04' }));
    }
    const list = (await get(t.app, '/api/cost-period?year=2010', tok.reader)).json().result as Period[];
    assert.deepEqual(list.filter((m) => m.closableYn === 'Y').map((m) => m.ym), ['2010-04']);
  });

  test('a CLOSED month locks its work logs (grid save and submit) and the rates that would reach into it', async () => {
    // The week of 2010-03-29 runs into April: a cell in March is refused, one in April is saved.
    let res = await send(t.app, 'PUT', '/api/worklog/week', tok.a, { weekStart: '2010-03-29', version: 0, rows: [{ projectId: ids.project, taskActivityId: ids.work, hours: [null, 2, null, 1, null, null, null] }] });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedWorklog, { ym: '2010-03' }));
    res = await send(t.app, 'PUT', '/api/worklog/week', tok.a, { weekStart: '2010-03-29', version: 0, rows: [{ projectId: ids.project, taskActivityId: ids.work, hours: [null, null, null, 1, null, null, null] }] });
    assert.equal(res.statusCode, 200, res.body);
    // The grid shows the same: March days are locked, April days of that week stay open; a week wholly in March is read-only.
    let week = (await get(t.app, '/api/worklog/week?weekStart=2010-03-29', tok.a)).json().result as { editableYn: string; days: { date: string; closedYn: string }[] };
    assert.deepEqual([week.editableYn, week.days.map((d) => d.closedYn).join('')], ['Y', 'YYYNNNN']);
    week = (await get(t.app, '/api/worklog/week?weekStart=2010-03-15', tok.a)).json().result;
    assert.deepEqual([week.editableYn, week.days.every((d) => d.closedYn === 'Y')], ['N', true]);
    // Removing a March row is a write too; submitting a week with March logs is refused.
    res = await send(t.app, 'PUT', '/api/worklog/week', tok.a, { weekStart: '2010-03-15', version: 0, rows: [] });
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'POST', '/api/worklog/week/submit', tok.a, { weekStart: '2010-03-08', version: 0 });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedWorklog, { ym: '2010-03' }));
    assert.equal((await t.app.db.select().from(workLog).where(eq(workLog.id, logIds.a0316)))[0].deletedYn, 'N');
    // Rates: a start inside March (or before it) is refused; April on is fine; the March row is neither edited nor deleted.
    const rate = (validFrom: string) => send(t.app, 'POST', '/api/labor-cost-rate', tok.rates, { basis: 'JOB_GRADE', jobGrade: 'SENIOR', hourlyRate: 25000, validFrom });
    for (const day of ['2010-03-20', '2010-02-01']) {
      res = await rate(day);
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().fields.validFrom, fill(API_MESSAGES.monthClosedRate, { ym: '2010-03' }));
    }
    assert.equal((await rate('2010-04-01')).statusCode, 201);
    const [march] = await t.app.db.select().from(laborCostRate).where(eq(laborCostRate.validFrom, '2010-03-15'));
    res = await send(t.app, 'PUT', `/api/labor-cost-rate/${march.id}`, tok.rates, { hourlyRate: 99999, version: march.version });
    assert.equal(res.statusCode, 400);
    res = await send(t.app, 'DELETE', `/api/labor-cost-rate/${march.id}?version=${march.version}`, tok.rates);
    assert.equal(res.statusCode, 400);
    assert.equal((await t.app.db.select().from(laborCostRate).where(eq(laborCostRate.id, march.id)))[0].hourlyRate, 24000);
  });

  test('reopening: ADMIN only, with a reason, the last closed month only; it thaws the month and unlocks it', async () => {
    let res = await act('2010-03', 'reopen', tok.admin, { version: (await period('2010-03')).version, reason: '   ' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.reason, API_MESSAGES.costPeriodReopenReason);
    res = await act('2010-02', 'reopen', tok.admin, { version: 0, reason: '정정' });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.costPeriodNotClosed);
    res = await act('2010-03', 'reopen', tok.admin, { version: (await period('2010-03')).version, reason: '단가 정정' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.status, res.json().result.reopenReason, res.json().result.frozenLaborCost], ['OPEN', '단가 정정', null]);
    assert.equal((await costs()).get(logIds.a0310), null);
    res = await send(t.app, 'PUT', '/api/worklog/week', tok.a, { weekStart: '2010-03-29', version: 1, rows: [{ projectId: ids.project, taskActivityId: ids.work, hours: [null, 2, null, 1, null, null, null] }] });
    assert.equal(res.statusCode, 200, res.body);
    // Close March and April again: March can no longer reopen, April can; cancelling a close thaws too.
    for (const ym of ['2010-03', '2010-04']) {
      assert.equal((await act(ym, 'start-closing')).statusCode, 200);
      assert.equal((await act(ym, 'close')).statusCode, 200);
    }
    res = await act('2010-03', 'reopen', tok.admin, { version: (await period('2010-03')).version, reason: '정정' });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.costPeriodReopenLatest, { ym: '2010-04' }));
    assert.equal((await act('2010-05', 'start-closing')).statusCode, 200);
    assert.ok((await costs()).get(logIds.a0405) !== null);
    res = await act('2010-04', 'reopen', tok.admin, { version: (await period('2010-04')).version, reason: '정정' });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.costPeriodReopenNextClosing, { ym: '2010-05' }));
    res = await act('2010-05', 'cancel-closing');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.status, 'OPEN');
    const [may] = await t.app.db.select().from(costPeriod).where(eq(costPeriod.ym, '2010-05'));
    assert.equal(may.status, 'OPEN');
  });
});
