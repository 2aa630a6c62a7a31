import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { costAccount, costPeriod, department, directCost, project, projectType } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

/**
 * 예산 · 비용 집행 (DOMAIN §6 CostBudget, CostExecution). The file owns the year 2012; January 2012 is CLOSED.
 * Budget arithmetic by hand: remaining = budget − committed (APPROVED, not executed) − executed.
 */
let t: TestApp;
const tok: Record<'writer' | 'approver' | 'admin' | 'other' | 'reader' | 'plain', string> = { writer: '', approver: '', admin: '', other: '', reader: '', plain: '' };
const ids = { project: 0, fin: 0, hr: 0, controlled: 0, free: 0, indirect: 0 };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

before(async () => {
  t = await buildTestApp({ crm: false });
  const writer = await makeUser(t.app, 'ce.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'ce.approver', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'ce.admin', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_ADMIN']);
  await makeUser(t.app, 'ce.other', 'MGT-HR', ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'ce.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_EXECUTION_MANAGEMENT_READ']);
  await makeUser(t.app, 'ce.plain', 'MGT-FIN', ['ROLE_USER']);
  for (const key of Object.keys(tok) as (keyof typeof tok)[]) tok[key] = (await login(t.app, `ce.${key}`)).access_token;
  const depts = await t.app.db.select({ id: department.id, code: department.code }).from(department);
  ids.fin = depts.find((d) => d.code === 'MGT-FIN')!.id;
  ids.hr = depts.find((d) => d.code === 'MGT-HR')!.id;
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).limit(1);
  [{ id: ids.project }] = await t.app.db
    .insert(project)
    .values({ projectNo: 'PRJ-CE-001', name: '집행 테스트', projectTypeId: type.id, ownerDeptId: ids.fin, pmUserId: writer, startDate: '2012-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' })
    .returning({ id: project.id });
  const accounts = await t.app.db.select().from(costAccount);
  ids.controlled = accounts.find((a) => a.code === 'OUT_DEV')!.id; // direct + budget control
  ids.free = accounts.find((a) => a.code === 'EXP_TRAVEL')!.id; // direct, no control
  ids.indirect = accounts.find((a) => a.code === 'EXP_ENTERTAIN')!.id; // budget control, not direct
  await t.app.db.insert(costPeriod).values({ ym: '2012-01', status: 'CLOSED', createdAt: t.app.clock(), updatedAt: t.app.clock() });
});
after(() => t.close());

type Exec = { id: number; executionNo: string; status: string; version: number; requestedAmount: number; directCostId: number | null; overrideReason: string | null; overrideByName: string | null; budget: { budgetAmount: number; committed: number; executed: number; remaining: number; overrunYn: string; budgetControlYn: string } };
const body = (over: Record<string, unknown> = {}) => ({ deptId: ids.fin, projectId: ids.project, costAccountId: ids.controlled, title: '외주 개발 착수금', requestedAmount: 300_000, plannedDate: '2012-03-10', payee: '(주)코드', paymentMethod: 'TRANSFER', ...over });
const create = async (over: Record<string, unknown> = {}, token = tok.writer): Promise<Exec> => {
  const res = await send(t.app, 'POST', '/api/cost-execution', token, body(over));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
};
const fetchExec = async (id: number): Promise<Exec> => (await get(t.app, `/api/cost-execution/${id}`, tok.admin)).json().result;
const act = async (id: number, action: string, token: string, extra: Record<string, unknown> = {}) => send(t.app, 'POST', `/api/cost-execution/${id}/${action}`, token, { version: (await fetchExec(id)).version, ...extra });
const through = async (over: Record<string, unknown>, to: 'APPROVED' | 'EXECUTED', executedAmount?: number, overrideReason?: string): Promise<Exec> => {
  const e = await create(over);
  assert.equal((await act(e.id, 'request', overrideReason ? tok.admin : tok.writer, overrideReason ? { overrideReason } : {})).statusCode, 200);
  assert.equal((await act(e.id, 'approve', tok.approver)).statusCode, 200);
  if (to === 'EXECUTED') assert.equal((await act(e.id, 'execute', tok.approver, executedAmount ? { executedAmount, executedDate: '2012-03-20' } : {})).statusCode, 200);
  return fetchExec(e.id);
};

describe('budgets', () => {
  test('set by the area ADMIN only; one per (year, target, account); exactly one of department and project; stale version 409', async () => {
    let res = await send(t.app, 'POST', '/api/cost-budget', tok.writer, { year: 2012, projectId: ids.project, costAccountId: ids.controlled, amount: 1_000_000 });
    assert.equal(res.statusCode, 403);
    res = await send(t.app, 'POST', '/api/cost-budget', tok.admin, { year: 2012, projectId: ids.project, deptId: ids.fin, costAccountId: ids.controlled, amount: 1 });
    assert.equal(res.json().fields.deptId, API_MESSAGES.costBudgetTarget);
    res = await send(t.app, 'POST', '/api/cost-budget', tok.admin, { year: 2012, projectId: ids.project, costAccountId: ids.controlled, amount: 900_000 });
    assert.equal(res.statusCode, 201, res.body);
    const budget = res.json().result;
    res = await send(t.app, 'POST', '/api/cost-budget', tok.admin, { year: 2012, projectId: ids.project, costAccountId: ids.controlled, amount: 5 });
    assert.equal(res.json().fields.costAccountId, API_MESSAGES.costBudgetDuplicate);
    res = await send(t.app, 'PUT', `/api/cost-budget/${budget.id}`, tok.admin, { year: 2012, projectId: ids.project, costAccountId: ids.controlled, amount: 1_000_000, version: budget.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/cost-budget/${budget.id}`, tok.admin, { year: 2012, projectId: ids.project, costAccountId: ids.controlled, amount: 2, version: budget.version });
    assert.equal(res.statusCode, 409);
    for (const [accountId, amount] of [[ids.free, 100_000], [ids.indirect, 50_000]] as const) {
      res = await send(t.app, 'POST', '/api/cost-budget', tok.admin, { year: 2012, deptId: ids.fin, costAccountId: accountId, amount });
      assert.equal(res.statusCode, 201, res.body);
    }
  });
});

describe('cost executions', () => {
  test('numbers CE-YYYYMM-0001; roles: reading READ, writing WRITE; other departments neither list nor open', async () => {
    assert.equal((await get(t.app, '/api/cost-execution', tok.plain)).statusCode, 403);
    assert.equal((await send(t.app, 'POST', '/api/cost-execution', tok.reader, body())).statusCode, 403);
    const e = await create({ title: '번호 확인', requestedAmount: 1000 });
    assert.match(e.executionNo, /^CE-201203-\d{4}$/);
    assert.equal((await get(t.app, `/api/cost-execution/${e.id}`, tok.other)).statusCode, 404);
    assert.equal((await get(t.app, '/api/cost-execution?keyword=번호 확인', tok.other)).json().result.totalElements, 0);
    assert.equal((await get(t.app, '/api/cost-execution?keyword=번호 확인', tok.reader)).json().result.totalElements, 1);
    let res = await send(t.app, 'POST', '/api/cost-execution', tok.other, body({ deptId: ids.fin }));
    assert.equal(res.json().fields.deptId, API_MESSAGES.costExecutionDeptOutOfScope);
    res = await send(t.app, 'PUT', `/api/cost-execution/${e.id}`, tok.writer, { ...body({ title: '번호 확인' }), version: e.version + 1 });
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'DELETE', `/api/cost-execution/${e.id}?version=${e.version}`, tok.writer);
    assert.equal(res.statusCode, 200, res.body);
  });

  test('remaining = budget − committed (APPROVED, not executed) − executed, on the form and the budget list', async () => {
    await through({ title: '승인분', requestedAmount: 300_000 }, 'APPROVED');
    const executed = await through({ title: '집행분', requestedAmount: 200_000 }, 'EXECUTED', 150_000);
    assert.deepEqual([executed.status, executed.budget.committed, executed.budget.executed, executed.budget.remaining], ['EXECUTED', 300_000, 150_000, 550_000]);
    const res = await get(t.app, `/api/cost-execution/budget-check?deptId=${ids.fin}&projectId=${ids.project}&costAccountId=${ids.controlled}&plannedDate=2012-06-01&requestedAmount=600000`, tok.reader);
    assert.deepEqual(res.json().result, { budgetId: res.json().result.budgetId, budgetAmount: 1_000_000, committed: 300_000, executed: 150_000, remaining: 550_000, overrunYn: 'Y', budgetControlYn: 'Y' });
    const budgets = (await get(t.app, `/api/cost-budget?year=2012&projectId=${ids.project}`, tok.reader)).json().result.content;
    assert.deepEqual(budgets.map((b: { amount: number; committed: number; executed: number; remaining: number }) => [b.amount, b.committed, b.executed, b.remaining]), [[1_000_000, 300_000, 150_000, 550_000]]);
  });

  test('over a controlled budget the request is blocked (409); a WRITE user cannot override; the ADMIN overrides with a reason (stored, shown)', async () => {
    const e = await create({ title: '초과 요청', requestedAmount: 600_000 });
    assert.equal(e.budget.overrunYn, 'Y');
    let res = await act(e.id, 'request', tok.writer);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.costExecutionBudgetBlocked, { remaining: '550,000원', requested: '600,000원' }));
    res = await act(e.id, 'request', tok.writer, { overrideReason: '긴급' });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.costExecutionOverrideAdminOnly);
    res = await act(e.id, 'request', tok.admin, { overrideReason: '계약 변경으로 추가 예산 확보 예정' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.status, res.json().result.overrideReason, res.json().result.overrideByName], ['REQUESTED', '계약 변경으로 추가 예산 확보 예정', 'ce.admin']);
    // Approver ≠ requester: the admin requested it.
    res = await act(e.id, 'approve', tok.admin);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.costExecutionSelfDecision);
    res = await act(e.id, 'approve', tok.writer);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.status, 'APPROVED');
    res = await act(e.id, 'execute', tok.writer, { executedAmount: 600_001 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.executedAmount, fill(API_MESSAGES.costExecutionExecutedAmount, { requested: '600,000원' }));
  });

  test('over an uncontrolled budget the request only warns; a reject needs a reason and reopens the execution for edits', async () => {
    const e = await create({ projectId: null, costAccountId: ids.free, title: '출장 초과', requestedAmount: 150_000 });
    assert.deepEqual([e.budget.budgetAmount, e.budget.overrunYn, e.budget.budgetControlYn], [100_000, 'Y', 'N']);
    let res = await act(e.id, 'request', tok.writer);
    assert.equal(res.statusCode, 200, res.body);
    res = await act(e.id, 'reject', tok.approver);
    assert.equal(res.json().fields.reason, API_MESSAGES.costExecutionRejectReason);
    res = await act(e.id, 'reject', tok.approver, { reason: '금액 확인' });
    assert.equal(res.json().result.status, 'REJECTED');
    res = await send(t.app, 'PUT', `/api/cost-execution/${e.id}`, tok.writer, { ...body({ projectId: null, costAccountId: ids.free, title: '출장', requestedAmount: 90_000 }), version: res.json().result.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.budget.overrunYn, 'N');
    res = await act(e.id, 'execute', tok.approver);
    assert.equal(res.statusCode, 409);
  });

  test('EXECUTED on a project and a direct account creates the CONFIRMED direct cost, linked; a department execution or an indirect account creates none', async () => {
    // The budget is overrun by now (the override above): the admin overrides again.
    const e = await through({ title: '외주 잔금', requestedAmount: 100_000, paymentMethod: 'CORP_CARD' }, 'EXECUTED', 80_000, '잔금 지급');
    assert.ok(e.directCostId);
    const [dc] = await t.app.db.select().from(directCost).where(eq(directCost.id, e.directCostId!));
    assert.deepEqual([dc.status, dc.sourceType, dc.costExecutionId, dc.supplyAmount, dc.costDate, dc.projectId, dc.evidenceType], ['CONFIRMED', 'EXECUTION', e.id, 80_000, '2012-03-20', ids.project, 'CARD']);
    const listed = (await get(t.app, `/api/direct-cost?sourceType=EXECUTION`, tok.admin)).statusCode;
    assert.equal(listed, 403); // direct costs are read with their own role
    const dept = await through({ projectId: null, costAccountId: ids.free, title: '부서 출장', requestedAmount: 10_000 }, 'EXECUTED');
    assert.equal(dept.directCostId, null);
    const indirect = await through({ costAccountId: ids.indirect, title: '접대', requestedAmount: 10_000, projectId: null }, 'EXECUTED');
    assert.equal(indirect.directCostId, null);
  });

  test('a CLOSED month locks its executions', async () => {
    let res = await send(t.app, 'POST', '/api/cost-execution', tok.writer, body({ plannedDate: '2012-01-20' }));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedCostExecution, { ym: '2012-01' }));
    const e = await create({ title: '2월 예정', plannedDate: '2012-02-15', requestedAmount: 1000 });
    await t.app.db.insert(costPeriod).values({ ym: '2012-02', status: 'CLOSED', createdAt: t.app.clock(), updatedAt: t.app.clock() });
    res = await act(e.id, 'request', tok.writer);
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedCostExecution, { ym: '2012-02' }));
    res = await send(t.app, 'PUT', `/api/cost-execution/${e.id}`, tok.writer, { ...body({ plannedDate: '2012-03-01' }), version: e.version });
    assert.equal(res.statusCode, 409);
    res = await get(t.app, '/api/cost-execution/export.xlsx?statusList=EXECUTED', tok.reader);
    assert.equal(res.statusCode, 200);
    res = await get(t.app, '/api/cost-budget/export.xlsx?year=2012', tok.reader);
    assert.equal(res.statusCode, 200);
  });

  test('each row of the list carries the budget of its own key, as its detail does (read for the page at once)', async () => {
    const res = await get(t.app, '/api/cost-execution?size=50&sort=plannedDate,asc', tok.admin);
    const rows: Exec[] = res.json().result.content;
    assert.ok(new Set(rows.map((r) => r.budget.budgetAmount)).size > 1, 'rows on different budgets');
    for (const row of rows) assert.deepEqual(row.budget, (await fetchExec(row.id)).budget, row.executionNo);
  });
});
