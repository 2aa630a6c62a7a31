import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { costAccount, costPeriod, directCost, exchangeRate, notification, project, projectType } from '../../../src/db/schema';
import { deptIdOf, makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

/**
 * 직접비 · 직접비 변경 (DOMAIN §6 DirectCost, DirectCostMod). The file owns the year 2011: January and February are
 * CLOSED, so March is the first open month (where adjustments land).
 */
let t: TestApp;
const tok: Record<'writer' | 'other' | 'reader' | 'plain' | 'approver' | 'admin', string> = { writer: '', other: '', reader: '', plain: '', approver: '', admin: '' };
const ids = { writer: 0, project: 0, project2: 0, direct: 0, direct2: 0, notDirect: 0 };

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

before(async () => {
  t = await buildTestApp({ crm: false });
  ids.writer = await makeUser(t.app, 'dc.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_DIRECT_COST_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'dc.other', 'MGT-HR', ['ROLE_USER', 'ROLE_DIRECT_COST_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'dc.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_DIRECT_COST_MANAGEMENT_READ']);
  await makeUser(t.app, 'dc.plain', 'MGT-FIN', ['ROLE_USER']);
  await makeUser(t.app, 'dc.approver', 'MGT-FIN', ['ROLE_USER', 'ROLE_DIRECT_COST_MOD_MANAGEMENT_WRITE', 'ROLE_DIRECT_COST_MANAGEMENT_READ', 'ROLE_COST_MANAGEMENT_READ']);
  await makeUser(t.app, 'dc.admin', 'MGT-FIN', ['ROLE_USER', 'ROLE_DIRECT_COST_MANAGEMENT_ADMIN', 'ROLE_DIRECT_COST_MOD_MANAGEMENT_ADMIN']);
  for (const key of Object.keys(tok) as (keyof typeof tok)[]) tok[key] = (await login(t.app, `dc.${key}`)).access_token;
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).limit(1);
  const values = (no: string, name: string) => ({ projectNo: no, name, projectTypeId: type.id, pmUserId: ids.writer, startDate: '2010-01-01', endDate: '2099-12-31', status: 'IN_PROGRESS' as const });
  [{ id: ids.project }, { id: ids.project2 }] = await t.app.db.insert(project).values([values('PRJ-DC-001', '직접비 테스트'), values('PRJ-DC-002', '다른 프로젝트')]).returning({ id: project.id });
  const accounts = await t.app.db.select().from(costAccount);
  ids.direct = accounts.find((a) => a.code === 'OUT_DEV')!.id;
  ids.direct2 = accounts.find((a) => a.code === 'EXP_TRAVEL')!.id;
  ids.notDirect = accounts.find((a) => a.code === 'EXP_MEALS')!.id;
  const stamp = { createdAt: t.app.clock(), updatedAt: t.app.clock() };
  await t.app.db.insert(exchangeRate).values({ currencyCode: 'USD', rateDate: '2011-03-01', rateType: 'BASE', rate: '1300.5000', ...stamp });
  await t.app.db.insert(costPeriod).values([
    { ym: '2011-01', status: 'CLOSED', ...stamp },
    { ym: '2011-02', status: 'CLOSED', ...stamp },
  ]);
});
after(() => t.close());

type Cost = { id: number; status: string; version: number; supplyAmount: number; vatAmount: number; costDate: string; projectId: number; costAccountId: number; sourceType: string; adjustmentOfId: number | null; monthClosedYn: string; pendingModYn: string };
const body = (over: Record<string, unknown> = {}) => ({ projectId: ids.project, costAccountId: ids.direct, costDate: '2011-03-10', description: '외주 개발 1차', vendorName: '(주)코드', supplyAmount: 1_000_000, vatAmount: 100_000, evidenceType: 'RECEIPT', ...over });
const create = async (over: Record<string, unknown> = {}, token = tok.writer): Promise<Cost> => {
  const res = await send(t.app, 'POST', '/api/direct-cost', token, body(over));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
};
const fetchCost = async (id: number, token = tok.writer): Promise<Cost> => (await get(t.app, `/api/direct-cost/${id}`, token)).json().result;
/** A CONFIRMED row dated in a (then open) month, which the test may close afterwards. */
const confirmedIn = async (costDate: string, over: Record<string, unknown> = {}): Promise<Cost> => {
  const stamp = { createdAt: t.app.clock(), updatedAt: t.app.clock() };
  const [row] = await t.app.db
    .insert(directCost)
    .values({ projectId: ids.project, costAccountId: ids.direct, costDate, description: `확정 ${costDate}`, supplyAmount: 500_000, vatAmount: 50_000, evidenceType: 'CARD', status: 'CONFIRMED', ownerUserId: ids.writer, ownerDeptId: (await deptOf('MGT-FIN')), ...stamp, ...over })
    .returning();
  return fetchCost(row.id);
};
const deptOf = (code: string) => deptIdOf(t.app, code);

describe('direct costs', () => {
  test('roles: reading needs DIRECT_COST_MANAGEMENT_READ, writing WRITE', async () => {
    assert.equal((await get(t.app, '/api/direct-cost', tok.plain)).statusCode, 403);
    assert.equal((await send(t.app, 'POST', '/api/direct-cost', tok.reader, body())).statusCode, 403);
    assert.equal((await get(t.app, '/api/direct-cost', tok.reader)).statusCode, 200);
  });

  test('only a direct account; a foreign amount converts at the day’s BASE rate (floor); no rate → a field message', async () => {
    let res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ costAccountId: ids.notDirect }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.costAccountId, API_MESSAGES.directCostAccountNotDirect);
    res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ description: '  ', supplyAmount: null }));
    assert.deepEqual([res.json().fields.description, res.json().fields.supplyAmount], [API_MESSAGES.directCostDescriptionRequired, API_MESSAGES.directCostSupplyRequired]);
    const usd = await create({ currencyCode: 'USD', foreignAmount: 100.5, supplyAmount: null, vatAmount: 0, costDate: '2011-03-05' });
    assert.equal(usd.supplyAmount, 130700); // 100.5 × 1,300.5 = 130,700.25 → 130,700
    res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ currencyCode: 'USD', foreignAmount: 10, costDate: '2011-02-27' }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.currencyCode, fill(API_MESSAGES.directCostRateMissing, { currency: 'USD', date: '2011-02-27' }));
    res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ purchaseTaxInvoiceId: 999999, evidenceType: 'TAX_INVOICE' }));
    assert.equal(res.json().fields.purchaseTaxInvoiceId, API_MESSAGES.directCostInvoiceUnknown);
    res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ vatAmount: 600_000 }));
    assert.equal(res.json().fields.vatAmount, API_MESSAGES.directCostVatRange);
  });

  test('DRAFT edits with its version (stale → 409); CONFIRMED refuses edits and deletes; confirming twice is a conflict', async () => {
    const draft = await create();
    let res = await send(t.app, 'PUT', `/api/direct-cost/${draft.id}`, tok.writer, { ...body({ supplyAmount: 1_200_000 }), version: draft.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.supplyAmount, 1_200_000);
    res = await send(t.app, 'PUT', `/api/direct-cost/${draft.id}`, tok.writer, { ...body(), version: draft.version });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.conflict);
    const current = await fetchCost(draft.id);
    res = await send(t.app, 'POST', `/api/direct-cost/${draft.id}/confirm`, tok.writer, { version: current.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.status, 'CONFIRMED');
    const confirmed = res.json().result as Cost;
    res = await send(t.app, 'PUT', `/api/direct-cost/${draft.id}`, tok.writer, { ...body(), version: confirmed.version });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.directCostNotDraft);
    res = await send(t.app, 'DELETE', `/api/direct-cost/${draft.id}?version=${confirmed.version}`, tok.writer);
    assert.equal(res.json().message, API_MESSAGES.directCostNotDraft);
    res = await send(t.app, 'POST', `/api/direct-cost/${draft.id}/confirm`, tok.writer, { version: confirmed.version });
    assert.equal(res.json().message, API_MESSAGES.directCostAlreadyConfirmed);
  });

  test('a CLOSED month refuses every write to its rows with a 409 naming the month', async () => {
    let res = await send(t.app, 'POST', '/api/direct-cost', tok.writer, body({ costDate: '2011-02-10' }));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedDirectCost, { ym: '2011-02' }));
    const draft = await create({ costDate: '2011-03-20' });
    res = await send(t.app, 'PUT', `/api/direct-cost/${draft.id}`, tok.writer, { ...body({ costDate: '2011-01-20' }), version: draft.version });
    assert.equal(res.json().message, fill(API_MESSAGES.monthClosedDirectCost, { ym: '2011-01' }));
    const [old] = await t.app.db
      .insert(directCost)
      .values({ projectId: ids.project, costAccountId: ids.direct, costDate: '2011-01-15', description: '1월 작성 중', supplyAmount: 1000, evidenceType: 'NONE', ownerUserId: ids.writer, createdAt: t.app.clock(), updatedAt: t.app.clock() })
      .returning();
    for (const [method, path, payload] of [
      ['PUT', `/api/direct-cost/${old.id}`, { ...body({ costDate: '2011-01-15' }), version: 0 }],
      ['POST', `/api/direct-cost/${old.id}/confirm`, { version: 0 }],
      ['DELETE', `/api/direct-cost/${old.id}?version=0`, undefined],
    ] as const) {
      res = await send(t.app, method, path, tok.writer, payload);
      assert.equal(res.statusCode, 409, `${method} ${path}`);
      assert.equal(res.json().message, fill(API_MESSAGES.monthClosedDirectCost, { ym: '2011-01' }));
    }
    assert.equal((await fetchCost(old.id)).monthClosedYn, 'Y');
  });

  test('data scope: another department’s writer neither lists nor opens the rows; the list filters, sorts and totals all matches', async () => {
    const mine = await create({ description: '범위 확인', costDate: '2011-04-02', supplyAmount: 300, vatAmount: 30 });
    let res = await get(t.app, '/api/direct-cost?keyword=범위 확인', tok.other);
    assert.equal(res.json().result.totalElements, 0);
    assert.equal((await get(t.app, `/api/direct-cost/${mine.id}`, tok.other)).statusCode, 404);
    res = await get(t.app, '/api/direct-cost?keyword=범위 확인', tok.reader);
    assert.equal(res.json().result.totalElements, 1);
    await create({ description: '4월 두 번째', costDate: '2011-04-20', supplyAmount: 700, vatAmount: 70, evidenceType: 'CARD' });
    res = await get(t.app, '/api/direct-cost?fromYm=2011-04&toYm=2011-04&sort=supplyAmount,asc', tok.reader);
    assert.deepEqual(res.json().result.content.map((c: Cost) => c.supplyAmount), [300, 700]);
    res = await get(t.app, '/api/direct-cost/totals?fromYm=2011-04&toYm=2011-04', tok.reader);
    assert.deepEqual(res.json().result, { count: 2, supplyAmount: 1000, vatAmount: 100, totalAmount: 1100 });
    res = await get(t.app, '/api/direct-cost/totals?fromYm=2011-04&toYm=2011-04&evidenceType=CARD', tok.reader);
    assert.equal(res.json().result.supplyAmount, 700);
    res = await get(t.app, '/api/direct-cost?sort=nope,asc', tok.reader);
    assert.equal(res.statusCode, 400);
    res = await get(t.app, '/api/direct-cost/export.xlsx?fromYm=2011-04&toYm=2011-04', tok.reader);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
  });

  test('a DRAFT is deleted by its author or the admin, with its version (stale → 409)', async () => {
    const draft = await create({ description: '삭제할 것' });
    let res = await send(t.app, 'DELETE', `/api/direct-cost/${draft.id}?version=${draft.version}`, tok.admin);
    assert.equal(res.statusCode, 200, res.body);
    const mine = await create({ description: '내 것' });
    res = await send(t.app, 'DELETE', `/api/direct-cost/${mine.id}?version=${mine.version + 1}`, tok.writer);
    assert.equal(res.statusCode, 409);
    res = await send(t.app, 'DELETE', `/api/direct-cost/${mine.id}?version=${mine.version}`, tok.writer);
    assert.equal(res.statusCode, 200);
    assert.equal((await get(t.app, `/api/direct-cost/${mine.id}`, tok.writer)).statusCode, 404);
  });
});

describe('direct cost changes', () => {
  const request = (cost: Cost, over: Record<string, unknown>, token = tok.writer) => send(t.app, 'POST', '/api/direct-cost-mod', token, { directCostId: cost.id, reason: '견적 변경', version: cost.version, ...over });
  const decide = async (id: number, action: 'approve' | 'reject', token = tok.approver, reason?: string) => {
    const mod = (await get(t.app, `/api/direct-cost-mod/${id}`, token)).json().result;
    return send(t.app, 'POST', `/api/direct-cost-mod/${id}/${action}`, token, { version: mod.version, ...(reason ? { reason } : {}) });
  };

  test('only a CONFIRMED row; one open request per row; the approver is never the requester (403); the requester hears the decision', async () => {
    const draft = await create({ description: '작성 중 변경' });
    let res = await request(draft, { changeType: 'AMOUNT', supplyAmount: 5 });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.directCostModNotConfirmed);
    const cost = await confirmedIn('2011-03-12');
    res = await request(cost, { changeType: 'AMOUNT', supplyAmount: cost.supplyAmount, vatAmount: cost.vatAmount });
    assert.equal(res.json().fields.supplyAmount, API_MESSAGES.directCostModNothing);
    res = await request({ ...cost, version: cost.version + 1 }, { changeType: 'AMOUNT', supplyAmount: 600_000, vatAmount: 60_000 });
    assert.equal(res.statusCode, 409);
    res = await request(cost, { changeType: 'AMOUNT', supplyAmount: 600_000, vatAmount: 60_000 });
    assert.equal(res.statusCode, 201, res.body);
    const mod = res.json().result;
    assert.deepEqual([mod.status, mod.before.supplyAmount, mod.after.supplyAmount], ['REQUESTED', 500_000, 600_000]);
    assert.equal((await fetchCost(cost.id)).pendingModYn, 'Y');
    res = await request(cost, { changeType: 'CANCEL' });
    assert.equal(res.json().message, API_MESSAGES.directCostModPending);
    // The requester holds the approving role too, and still may not decide their own request.
    res = await request(await confirmedIn('2011-03-13'), { changeType: 'CANCEL' }, tok.admin);
    const own = res.json().result;
    res = await decide(own.id, 'approve', tok.admin);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.directCostModSelfDecision);
    res = await decide(mod.id, 'approve');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().result.status, res.json().result.adjustedYn], ['APPLIED', 'N']);
    const after = await fetchCost(cost.id);
    assert.deepEqual([after.supplyAmount, after.vatAmount, after.pendingModYn], [600_000, 60_000, 'N']);
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids.writer), eq(notification.type, 'DIRECT_COST_MOD_APPROVED')));
    assert.equal(notes.length, 1);
    res = await decide(mod.id, 'approve');
    assert.equal(res.json().message, API_MESSAGES.directCostModNotRequested);
  });

  test('reject needs a reason and notifies; a CANCEL in an open month deletes the row', async () => {
    const cost = await confirmedIn('2011-03-14');
    let res = await request(cost, { changeType: 'PROJECT', projectId: ids.project2 });
    const mod = res.json().result;
    res = await decide(mod.id, 'reject');
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.reason, API_MESSAGES.directCostModRejectReason);
    res = await decide(mod.id, 'reject', tok.approver, '프로젝트가 맞습니다');
    assert.equal(res.json().result.status, 'REJECTED');
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids.writer), eq(notification.type, 'DIRECT_COST_MOD_REJECTED')));
    assert.match(notes[0].body, /프로젝트가 맞습니다/);
    res = await request(await fetchCost(cost.id), { changeType: 'CANCEL' });
    res = await decide(res.json().result.id, 'approve');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await get(t.app, `/api/direct-cost/${cost.id}`, tok.writer)).statusCode, 404);
  });

  test('a CLOSED month’s row stays untouched: the change lands as adjustment rows in the first open month; the close checklist lists pending changes', async () => {
    const amount = await confirmedIn('2011-02-05', { description: '2월 외주' });
    const account = await confirmedIn('2011-02-06', { description: '2월 계정' });
    const moved = await confirmedIn('2011-02-07', { description: '2월 귀속' });
    const canceled = await confirmedIn('2011-02-08', { description: '2월 취소' });
    let res = await request(amount, { changeType: 'AMOUNT', supplyAmount: 450_000, vatAmount: 45_000 });
    assert.equal(res.statusCode, 201, res.body);
    const amountMod = res.json().result;
    res = await get(t.app, '/api/cost-period/2011-02/checklist', tok.approver);
    const pending = (res.json().result.items as { code: string; count: number; links: { href: string }[] }[]).find((i) => i.code === 'PENDING_DIRECT_COST_MODS')!;
    assert.equal(pending.count, 1);
    assert.deepEqual(pending.links.map((l) => l.href), [`/direct/cost/mod/management?statusList=REQUESTED&directCostId=${amount.id}`]);
    res = await request(moved, { changeType: 'MONTH', costDate: '2011-01-20' });
    assert.equal(res.json().fields.costDate, fill(API_MESSAGES.directCostModTargetClosed, { ym: '2011-01' }));
    const accountMod = (await request(account, { changeType: 'ACCOUNT', costAccountId: ids.direct2 })).json().result;
    const movedMod = (await request(moved, { changeType: 'MONTH', costDate: '2011-03-25' })).json().result;
    const cancelMod = (await request(canceled, { changeType: 'CANCEL' })).json().result;
    for (const m of [amountMod, accountMod, movedMod, cancelMod]) {
      res = await decide(m.id, 'approve');
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().result.adjustedYn, 'Y');
    }
    for (const original of [amount, account, moved, canceled]) {
      const now = await fetchCost(original.id);
      assert.deepEqual([now.supplyAmount, now.costDate, now.costAccountId, now.version, now.monthClosedYn], [original.supplyAmount, original.costDate, original.costAccountId, original.version, 'Y']);
    }
    const adjustments = async (id: number) =>
      (await t.app.db.select().from(directCost).where(eq(directCost.adjustmentOfId, id))).map((r) => [r.costDate, r.costAccountId, r.supplyAmount, r.vatAmount, r.status, r.sourceType]).sort();
    assert.deepEqual(await adjustments(amount.id), [['2011-03-01', ids.direct, -50_000, -5_000, 'CONFIRMED', 'ADJUSTMENT']]);
    assert.deepEqual(await adjustments(account.id), [
      ['2011-03-01', ids.direct, -500_000, -50_000, 'CONFIRMED', 'ADJUSTMENT'],
      ['2011-03-01', ids.direct2, 500_000, 50_000, 'CONFIRMED', 'ADJUSTMENT'],
    ]);
    assert.deepEqual(await adjustments(moved.id), [
      ['2011-03-01', ids.direct, -500_000, -50_000, 'CONFIRMED', 'ADJUSTMENT'],
      ['2011-03-25', ids.direct, 500_000, 50_000, 'CONFIRMED', 'ADJUSTMENT'],
    ]);
    assert.deepEqual(await adjustments(canceled.id), [['2011-03-01', ids.direct, -500_000, -50_000, 'CONFIRMED', 'ADJUSTMENT']]);
    const mod = (await get(t.app, `/api/direct-cost-mod/${amountMod.id}`, tok.approver)).json().result;
    assert.equal(mod.adjustmentIds.length, 1);
    // Corrected once, the closed row sends further changes to its adjustment row.
    res = await request(await fetchCost(amount.id), { changeType: 'CANCEL' });
    assert.equal(res.json().message, API_MESSAGES.directCostModSuperseded);
    res = await get(t.app, '/api/cost-period/2011-02/checklist', tok.approver);
    assert.equal((res.json().result.items as { code: string; count: number }[]).find((i) => i.code === 'PENDING_DIRECT_COST_MODS')!.count, 0);
  });

  test('roles and scope: requesting needs a direct-cost or change WRITE role, deciding the change WRITE role; the list is scoped', async () => {
    const cost = await confirmedIn('2011-03-15');
    let res = await request(cost, { changeType: 'CANCEL' }, tok.reader);
    assert.equal(res.statusCode, 403);
    res = await request(cost, { changeType: 'CANCEL' });
    const mod = res.json().result;
    res = await send(t.app, 'POST', `/api/direct-cost-mod/${mod.id}/approve`, tok.writer, { version: mod.version });
    assert.equal(res.statusCode, 403);
    res = await get(t.app, '/api/direct-cost-mod?statusList=REQUESTED', tok.approver);
    assert.ok(res.json().result.content.some((m: { id: number }) => m.id === mod.id));
    res = await get(t.app, `/api/direct-cost-mod/export.xlsx?statusList=REQUESTED`, tok.approver);
    assert.equal(res.statusCode, 200);
  });
});
