import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, ne } from 'drizzle-orm';
import { appUser, auditHistory, contract, customer, department, lead, leadStage, leadStageHistory, notification } from '../../../src/db/schema';
import { remindLeads } from '../../../src/modules/crm/lead/reminders';
import { lineAmount, weightedAmount } from '../../../src/modules/crm/lead/rules';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let lead1: TestUser; // sales.lead: 영업1팀장, LEAD_MANAGEMENT_WRITE
let rep: TestUser; // sales: 영업1팀 LEAD_WRITE
let other: TestUser; // a 영업2팀 member with LEAD_WRITE
let leadAdmin: TestUser; // LEAD_ADMIN outside sales
let stages: Record<string, number>;
let customerId: number;
let customer2Id: number;

before(async () => {
  t = await buildTestApp();
  [admin, lead1, rep] = await signInAll(t, ['admin', 'sales.lead', 'sales']);
  const [sal2] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  const [member] = await t.app.db
    .select({ username: appUser.username, id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.deptId, sal2.id), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id))
    .limit(1);
  await grant(t, member.id, 'ROLE_LEAD', 'ROLE_LEAD_READ', 'ROLE_LEAD_WRITE');
  other = await signIn(t, member.username);
  const [dev] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'dev'));
  await grant(t, dev.id, 'ROLE_LEAD', 'ROLE_LEAD_READ', 'ROLE_LEAD_WRITE', 'ROLE_LEAD_ADMIN');
  leadAdmin = await signIn(t, 'dev');
  stages = Object.fromEntries((await t.app.db.select().from(leadStage)).map((s) => [s.code, s.id]));
  // Customers of 영업1팀, so its reps may link them (writeScope.test.ts covers the others).
  const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
  const customers = await t.app.db
    .select({ id: customer.id })
    .from(customer)
    .where(and(ne(customer.status, 'MERGED'), eq(customer.ownerDeptId, sal1.id)))
    .orderBy(asc(customer.id))
    .limit(2);
  [customerId, customer2Id] = customers.map((c) => c.id);
});
after(() => t.close());

type Lead = {
  id: number;
  leadNo: string;
  version: number;
  stageId: number;
  probability: number;
  expectedAmount: number;
  weightedAmount: number;
  contractId: number | null;
  contractNo: string | null;
  lines: { amount: number }[];
  stageHistory: { fromStageId: number | null; toStageId: number; probability: number; amount: number }[];
};

const base = (overrides: Record<string, unknown> = {}) => ({
  title: `테스트 리드 ${Math.random().toString(36).slice(2, 8)}`,
  source: 'REFERRAL',
  expectedCloseDate: '2030-06-30',
  prospectCompany: '(주)가망고객',
  ...overrides,
});

async function create(user: TestUser, overrides: Record<string, unknown> = {}): Promise<Lead> {
  const res = await send(t.app, 'POST', '/api/lead', user.token, base(overrides));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

const move = (user: TestUser, l: { id: number; version: number }, stageId: number, extra: Record<string, unknown> = {}) =>
  send(t.app, 'PUT', `/api/lead/${l.id}/stage`, user.token, { stageId, version: l.version, ...extra });

describe('formulas', () => {
  test('line amount and weighted amount truncate to whole won', () => {
    assert.equal(lineAmount(3, 333_333, 10), 899_999); // 899,999.1
    assert.equal(lineAmount(1.5, 1_001, 0), 1_501); // 1,501.5
    assert.equal(lineAmount(2, 10_000, 100), 0);
    assert.equal(lineAmount(7, 12_345, 12.5), 75_613); // 75,613.125
    assert.equal(weightedAmount(12_345_679, 33), 4_074_074); // 4,074,074.07
    assert.equal(weightedAmount(9_007_199_254_740, 99), 8_917_127_262_192);
  });
});

describe('create and update', () => {
  test('a new lead starts in the first stage with its probability; amount is Σ lines; number L-YYYY-NNNN', async () => {
    const l = await create(rep, {
      lines: [
        { itemName: '서버', qty: 3, unitPrice: 333_333, discountPct: 10 },
        { itemName: '설치', qty: 1, unitPrice: 500_000 },
      ],
      expectedAmount: 1,
    });
    assert.match(l.leadNo, /^L-\d{4}-\d{4}$/);
    assert.equal(l.stageId, stages.NEW);
    assert.equal(l.probability, 10);
    assert.deepEqual(l.lines.map((x) => x.amount), [899_999, 500_000]);
    assert.equal(l.expectedAmount, 1_399_999);
    assert.equal(l.weightedAmount, 139_999);
    assert.deepEqual(l.stageHistory.map((h) => [h.fromStageId, h.toStageId]), [[null, stages.NEW]]);
  });

  test('customer is required from 검증 onward, prospect company before; bad input is a Korean 400', async () => {
    let res = await send(t.app, 'POST', '/api/lead', rep.token, base({ stageId: stages.QUALIFIED }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadCustomerRequired);
    res = await send(t.app, 'POST', '/api/lead', rep.token, base({ prospectCompany: null }));
    assert.equal(res.json().fields.prospectCompany, API_MESSAGES.leadProspectRequired);
    res = await send(t.app, 'POST', '/api/lead', rep.token, base({ probability: 100, source: 'NOPE', lines: [{ itemName: '', qty: 0, unitPrice: -1, discountPct: 101 }] }));
    assert.equal(res.statusCode, 400);
    assert.deepEqual(Object.keys(res.json().fields).sort(), ['lines[0].discountPct', 'lines[0].itemName', 'lines[0].qty', 'lines[0].unitPrice']);
    res = await send(t.app, 'POST', '/api/lead', rep.token, base({ probability: 100 }));
    assert.equal(res.json().fields.probability, API_MESSAGES.leadProbabilityRange);
    res = await send(t.app, 'POST', '/api/lead', rep.token, base({ source: 'NOPE' }));
    assert.equal(res.json().fields.source, API_MESSAGES.leadSourceInvalid);
    res = await send(t.app, 'POST', '/api/lead', rep.token, base({ stageId: stages.WON, customerId }));
    assert.equal(res.json().fields.stageId, API_MESSAGES.leadStageInactive);
  });

  test('probability is editable 1–99 while OPEN; weighted follows; a stale version gets 409 and changes nothing', async () => {
    const l = await create(rep, { customerId, stageId: stages.PROPOSAL, expectedAmount: 10_000_001 });
    assert.equal(l.probability, 40);
    assert.equal(l.weightedAmount, 4_000_000);
    const res = await send(t.app, 'PUT', `/api/lead/${l.id}`, rep.token, base({ customerId, title: '수정됨', probability: 55, expectedAmount: 10_000_001, version: l.version }));
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.weightedAmount, 5_500_000);
    const stale = await send(t.app, 'PUT', `/api/lead/${l.id}`, lead1.token, base({ customerId, title: '늦은 수정', expectedAmount: 1, version: l.version }));
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const [row] = await t.app.db.select().from(lead).where(eq(lead.id, l.id));
    assert.equal(row.title, '수정됨');
    assert.equal(row.expectedAmount, 10_000_001);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'LEAD'), eq(auditHistory.entityId, l.id)));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['CREATE', 'UPDATE']);
  });

  test('changing the owner notifies the new owner (N-LEAD-ASSIGNED) and moves the lead to their department', async () => {
    const l = await create(lead1, { ownerUserId: rep.id });
    const [first] = await t.app.db.select().from(notification).where(and(eq(notification.userId, rep.id), eq(notification.targetId, l.id)));
    assert.equal(first?.type, 'LEAD_ASSIGNED');
    // To another department: an administrator of every lead (a team lead may only hand over within their scope, writeScope.test.ts).
    const res = await send(t.app, 'PUT', `/api/lead/${l.id}`, leadAdmin.token, base({ title: '재배정', ownerUserId: other.id, version: l.version }));
    assert.equal(res.statusCode, 200, res.body);
    const rows = await t.app.db.select().from(notification).where(and(eq(notification.userId, other.id), eq(notification.targetId, l.id)));
    assert.equal(rows.length, 1);
    const [row] = await t.app.db.select().from(lead).where(eq(lead.id, l.id));
    const [otherUser] = await t.app.db.select().from(appUser).where(eq(appUser.id, other.id));
    assert.equal(row.ownerDeptId, otherUser.deptId);
  });
});

describe('stage transitions', () => {
  test('OPEN ↔ OPEN moves freely, each appending history with probability and amount', async () => {
    let l = await create(rep, { customerId, expectedAmount: 50_000_000 });
    let res = await move(rep, l, stages.NEGOTIATION);
    assert.equal(res.statusCode, 200, res.body);
    l = res.json().result;
    assert.equal(l.probability, 60);
    assert.equal(l.weightedAmount, 30_000_000);
    res = await move(rep, l, stages.QUALIFIED, { probability: 25 });
    l = res.json().result;
    assert.equal(l.probability, 25);
    assert.deepEqual(
      l.stageHistory.map((h) => [h.fromStageId, h.toStageId, h.probability, h.amount]),
      [
        [null, stages.NEW, 10, 50_000_000],
        [stages.NEW, stages.NEGOTIATION, 60, 50_000_000],
        [stages.NEGOTIATION, stages.QUALIFIED, 25, 50_000_000],
      ],
    );
  });

  test('moving past 신규 without a customer is refused', async () => {
    const l = await create(rep);
    const res = await move(rep, l, stages.PROPOSAL);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadCustomerRequired);
  });

  test('WON needs a customer and an amount > 0; LOST needs a valid reason', async () => {
    const noAmount = await create(rep, { customerId });
    let res = await move(rep, noAmount, stages.WON);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.expectedAmount, API_MESSAGES.leadWonNeedsAmount);
    const prospect = await create(rep, { expectedAmount: 1000 });
    res = await move(rep, prospect, stages.WON);
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadWonNeedsCustomer);
    res = await move(rep, prospect, stages.LOST);
    assert.equal(res.json().fields.lostReason, API_MESSAGES.leadLostNeedsReason);
    res = await move(rep, prospect, stages.LOST, { lostReason: 'NOPE' });
    assert.equal(res.json().fields.lostReason, API_MESSAGES.leadLostReasonInvalid);
    res = await move(rep, prospect, stages.LOST, { lostReason: 'COMPETITOR', competitor: '경쟁사A', lostNote: '가격 차이' });
    assert.equal(res.statusCode, 200, res.body);
    const lost = res.json().result;
    assert.equal(lost.probability, 0);
    assert.equal(lost.weightedAmount, 0);
    assert.equal(lost.lostReason, 'COMPETITOR');
    assert.ok(lost.lostAt);
  });

  test('WON sets probability 100; the owner department leader hears about 계약진행/수주/실주 only', async () => {
    let l = await create(rep, { customerId, expectedAmount: 7_000_000 });
    l = (await move(rep, l, stages.PROPOSAL)).json().result;
    const heard = () => t.app.db.select().from(notification).where(and(eq(notification.userId, lead1.id), eq(notification.targetId, l.id), eq(notification.type, 'LEAD_STAGE_CHANGED')));
    assert.equal((await heard()).length, 0);
    l = (await move(rep, l, stages.CONTRACTING)).json().result;
    assert.equal((await heard()).length, 1);
    const res = await move(rep, l, stages.WON);
    assert.equal(res.statusCode, 200, res.body);
    l = res.json().result;
    assert.equal(l.probability, 100);
    assert.equal(l.weightedAmount, 7_000_000);
    assert.equal((await heard()).length, 2);
  });

  test('closed leads are not editable; reopening needs LEAD_MANAGEMENT_WRITE', async () => {
    let l = await create(rep, { customerId, expectedAmount: 1_000_000 });
    l = (await move(rep, l, stages.WON)).json().result;
    const edit = await send(t.app, 'PUT', `/api/lead/${l.id}`, rep.token, base({ customerId, version: l.version }));
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, API_MESSAGES.leadClosedEdit);
    let res = await move(rep, l, stages.NEGOTIATION);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.leadReopenForbidden);
    res = await move(lead1, l, stages.NEGOTIATION);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.probability, 60);
    assert.equal(res.json().result.wonAt, null);
  });

  test('a stale stage change gets 409 and leaves the stage as it was', async () => {
    const l = await create(rep, { customerId });
    assert.equal((await move(rep, l, stages.PROPOSAL)).statusCode, 200);
    const res = await move(lead1, l, stages.NEGOTIATION);
    assert.equal(res.statusCode, 409);
    const [row] = await t.app.db.select().from(lead).where(eq(lead.id, l.id));
    assert.equal(row.stageId, stages.PROPOSAL);
    const history = await t.app.db.select().from(leadStageHistory).where(eq(leadStageHistory.leadId, l.id));
    assert.equal(history.length, 2);
  });
});

describe('convert to contract', () => {
  test('an OPEN lead converts to a DRAFT contract with VAT, moves to WON, and converts only once; reopen is then refused', async () => {
    let l = await create(rep, { customerId, expectedAmount: 12_345_679, title: '전환 리드' });
    l = (await move(rep, l, stages.NEGOTIATION)).json().result;
    const res = await send(t.app, 'POST', `/api/lead/${l.id}/convert`, rep.token, { version: l.version, contractDate: '2030-03-02' });
    assert.equal(res.statusCode, 201, res.body);
    const { contractId, contractNo } = res.json().result;
    assert.match(contractNo, /^CT-2030-\d{4}$/);
    const [c] = await t.app.db.select().from(contract).where(eq(contract.id, contractId));
    assert.equal(c.status, 'DRAFT');
    assert.equal(c.leadId, l.id);
    assert.equal(c.customerId, customerId);
    assert.equal(c.contractType, 'SUPPLY');
    assert.equal(Number(c.supplyAmount), 12_345_679);
    assert.equal(c.vatAmount, 1_234_567);
    assert.equal(c.totalAmount, 13_580_246);
    assert.equal(c.krwSupplyAmount, 12_345_679);
    assert.equal(c.startDate, '2030-03-02');
    assert.equal(c.endDate, '2031-03-01');
    const detail = (await get(t.app, `/api/lead/${l.id}`, rep.token)).json().result as Lead;
    assert.equal(detail.stageId, stages.WON);
    assert.equal(detail.contractId, contractId);
    assert.equal(detail.contractNo, contractNo);
    const again = await send(t.app, 'POST', `/api/lead/${l.id}/convert`, rep.token, { version: detail.version });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, new RegExp(contractNo));
    const reopen = await move(lead1, detail, stages.NEGOTIATION);
    assert.equal(reopen.statusCode, 409);
    assert.equal(reopen.json().message, API_MESSAGES.leadReopenHasContract);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CONTRACT'), eq(auditHistory.entityId, contractId)));
    assert.equal(audits.length, 1);
  });

  test('a lost lead or one without a customer does not convert; EXEMPT has no VAT', async () => {
    let l = await create(rep, { expectedAmount: 5_000_000 });
    let res = await send(t.app, 'POST', `/api/lead/${l.id}/convert`, rep.token, { version: l.version });
    assert.equal(res.statusCode, 400);
    l = (await move(rep, l, stages.LOST, { lostReason: 'PRICE' })).json().result;
    res = await send(t.app, 'POST', `/api/lead/${l.id}/convert`, rep.token, { version: l.version });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.leadConvertLost);
    const ok = await create(rep, { customerId: customer2Id, expectedAmount: 3_000_000 });
    res = await send(t.app, 'POST', `/api/lead/${ok.id}/convert`, rep.token, { version: ok.version, taxType: 'EXEMPT', contractType: 'SERVICE' });
    assert.equal(res.statusCode, 201, res.body);
    const [c] = await t.app.db.select().from(contract).where(eq(contract.id, res.json().result.contractId));
    assert.equal(c.vatAmount, 0);
    assert.equal(c.totalAmount, 3_000_000);
    assert.equal(c.contractType, 'SERVICE');
  });
});

describe('data scope', () => {
  test('a sales rep sees their department subtree only; LEAD_ADMIN sees all; out of scope detail is 404', async () => {
    const mine = await create(rep, { title: '범위시험 영업1팀' });
    const theirs = await create(other, { title: '범위시험 영업2팀' });
    const titles = async (user: TestUser) =>
      ((await get(t.app, `/api/lead?keyword=${encodeURIComponent('범위시험')}&size=100`, user.token)).json().result.content as { title: string }[]).map((r) => r.title).sort();
    assert.deepEqual(await titles(rep), ['범위시험 영업1팀']);
    assert.deepEqual(await titles(lead1), ['범위시험 영업1팀']);
    assert.deepEqual(await titles(other), ['범위시험 영업2팀']);
    assert.deepEqual(await titles(leadAdmin), ['범위시험 영업1팀', '범위시험 영업2팀']);
    assert.deepEqual(await titles(admin), ['범위시험 영업1팀', '범위시험 영업2팀']);
    assert.equal((await get(t.app, `/api/lead/${theirs.id}`, rep.token)).statusCode, 404);
    assert.equal((await move(rep, theirs, stages.LOST, { lostReason: 'PRICE' })).statusCode, 404);
    assert.equal((await get(t.app, `/api/lead/${mine.id}`, other.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/lead/${theirs.id}`, leadAdmin.token)).statusCode, 200);
    const kanban = (await get(t.app, `/api/lead/kanban?keyword=${encodeURIComponent('범위시험')}`, rep.token)).json().result;
    assert.equal(kanban.columns.reduce((s: number, c: { count: number }) => s + c.count, 0), 1);
  });
});

describe('list and kanban', () => {
  test('filters, sorting and paging', async () => {
    const tag = `정렬${Date.now()}`;
    await create(rep, { title: `${tag} A`, expectedCloseDate: '2031-01-03', priority: 'HIGH', expectedAmount: 300 });
    await create(rep, { title: `${tag} B`, expectedCloseDate: '2031-01-01', expectedAmount: 100 });
    await create(rep, { title: `${tag} C`, expectedCloseDate: '2031-01-02', source: 'PARTNER', expectedAmount: 200 });
    const q = (extra: string) => get(t.app, `/api/lead?keyword=${encodeURIComponent(tag)}${extra}`, rep.token).then((r) => r.json().result);
    assert.deepEqual((await q('')).content.map((r: { title: string }) => r.title.slice(-1)), ['B', 'C', 'A']);
    assert.deepEqual((await q('&sort=expectedAmount,desc')).content.map((r: { title: string }) => r.title.slice(-1)), ['A', 'C', 'B']);
    assert.deepEqual((await q('&priorityList=HIGH')).content.length, 1);
    assert.deepEqual((await q('&sourceList=PARTNER')).content.length, 1);
    assert.deepEqual((await q('&fromDate=2031-01-02&toDate=2031-01-02')).content.length, 1);
    const paged = await q('&size=2&page=1');
    assert.equal(paged.totalElements, 3);
    assert.equal(paged.content.length, 1);
    assert.equal((await get(t.app, '/api/lead?sort=password,asc', rep.token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/lead?fromDate=2031-02-30', rep.token)).statusCode, 400);
  });

  test('filters: lost without a reason, and in play in a period (open by close date, won or lost on its days)', async () => {
    const tag = `기간${Date.now()}`;
    await create(rep, { title: `${tag} 진행`, expectedCloseDate: '2031-03-31', expectedAmount: 100 });
    await create(rep, { title: `${tag} 진행 밖`, expectedCloseDate: '2031-04-01', expectedAmount: 100 });
    for (const [title, reason, when] of [
      ['실주 사유 없음', null, '2031-03-31T23:59:00+09:00'],
      ['실주 가격', 'PRICE', '2031-03-01T00:00:00+09:00'],
      ['실주 기간 밖', null, '2031-04-01T00:00:00+09:00'],
    ] as const) {
      const l = await create(rep, { title: `${tag} ${title}`, expectedCloseDate: '2031-03-15' });
      assert.equal((await move(rep, l, stages.LOST, { lostReason: 'PRICE' })).statusCode, 200);
      await t.app.db.update(lead).set({ lostReason: reason, lostAt: new Date(when) }).where(eq(lead.id, l.id));
    }
    const titles = async (extra: string) =>
      ((await get(t.app, `/api/lead?keyword=${encodeURIComponent(tag)}${extra}&size=100`, rep.token)).json().result.content as { title: string }[]).map((r) => r.title.slice(tag.length + 1)).sort();
    assert.deepEqual(await titles('&noLostReasonYn=Y'), ['실주 기간 밖', '실주 사유 없음']);
    assert.deepEqual(await titles('&noLostReasonYn=N'), (await titles('')).sort());
    assert.deepEqual(await titles('&periodFromDate=2031-03-01&periodToDate=2031-03-31'), ['실주 가격', '실주 사유 없음', '진행']);
    assert.deepEqual(await titles('&periodToDate=2031-03-31&noLostReasonYn=Y'), ['실주 사유 없음']);
    assert.deepEqual(await titles('&periodFromDate=2031-04-01'), ['실주 기간 밖', '진행 밖']);
    for (const query of ['noLostReasonYn=X', 'periodFromDate=2031-02-30', 'periodToDate=31-03-01']) {
      const res = await get(t.app, `/api/lead?${query}`, rep.token);
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().message, /[가-힣]/, query);
    }
    assert.equal((await get(t.app, '/api/lead?periodFromDate=2031-02-30', rep.token)).json().fields.periodFromDate, API_MESSAGES.leadDateInvalid);
  });

  test('kanban columns carry count, Σ expected and Σ weighted, and limit cards with a "more" flag', async () => {
    const tag = `칸반${Date.now()}`;
    for (const amount of [1_000_001, 2_000_003, 3_000_005]) await create(rep, { title: `${tag}`, customerId, stageId: stages.PROPOSAL, expectedAmount: amount });
    const board = (await get(t.app, `/api/lead/kanban?keyword=${encodeURIComponent(tag)}&limit=2`, rep.token)).json().result;
    const proposal = board.columns.find((c: { stage: { id: number } }) => c.stage.id === stages.PROPOSAL);
    assert.equal(proposal.count, 3);
    assert.equal(proposal.expectedAmount, 6_000_009);
    assert.equal(proposal.weightedAmount, 400_000 + 800_001 + 1_200_002);
    assert.equal(proposal.cards.length, 2);
    assert.equal(proposal.moreYn, 'Y');
    const rest = (await get(t.app, `/api/lead/kanban?keyword=${encodeURIComponent(tag)}&limit=2&stageId=${stages.PROPOSAL}&offset=2`, rep.token)).json().result;
    assert.equal(rest.columns.length, 1);
    assert.equal(rest.columns[0].cards.length, 1);
    assert.equal(rest.columns[0].moreYn, 'N');
    assert.deepEqual(board.columns.map((c: { stage: { code: string } }) => c.stage.code), ['NEW', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CONTRACTING', 'WON', 'LOST']);
  });
});

describe('pipeline management', () => {
  test('bulk reassign needs LEAD_MANAGEMENT_WRITE and notifies the new owner', async () => {
    const a = await create(lead1, { title: '재배정 A' });
    const b = await create(lead1, { title: '재배정 B' });
    assert.equal((await send(t.app, 'PUT', '/api/lead/owner', rep.token, { leadIds: [a.id], ownerUserId: rep.id })).statusCode, 403);
    const res = await send(t.app, 'PUT', '/api/lead/owner', lead1.token, { leadIds: [a.id, b.id], ownerUserId: rep.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.updated, 2);
    const rows = await t.app.db.select().from(lead).where(eq(lead.ownerUserId, rep.id));
    assert.ok([a.id, b.id].every((id) => rows.some((r) => r.id === id)));
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, rep.id), eq(notification.type, 'LEAD_ASSIGNED')));
    assert.ok(notes.some((n) => n.body.includes('2건')));
  });

  test('stages: add, reorder, deactivate; one WON and one LOST stay; a stage in use cannot be deleted', async () => {
    const meta = async () => (await get(t.app, '/api/lead/meta', lead1.token)).json().result.stages as { id: number; code: string; category: string; version: number; activeYn: string }[];
    assert.equal((await send(t.app, 'POST', '/api/lead-stage', rep.token, { code: 'DEMO', name: '시연', defaultProbability: 30 })).statusCode, 403);
    let res = await send(t.app, 'POST', '/api/lead-stage', lead1.token, { code: 'DEMO', name: '시연', defaultProbability: 30 });
    assert.equal(res.statusCode, 201, res.body);
    const demoId = res.json().result.id;
    res = await send(t.app, 'POST', '/api/lead-stage', lead1.token, { code: 'DEMO', name: '중복', defaultProbability: 30 });
    assert.equal(res.json().fields.code, API_MESSAGES.leadStageCodeTaken);
    let list = await meta();
    assert.deepEqual(list.map((s) => s.code), ['NEW', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'CONTRACTING', 'DEMO', 'WON', 'LOST']);
    const openIds = list.filter((s) => s.category === 'OPEN').map((s) => s.id);
    const reordered = [openIds[0], openIds[1], demoId, ...openIds.slice(2, 5)];
    assert.equal((await send(t.app, 'PUT', '/api/lead-stage/order', lead1.token, { ids: reordered })).statusCode, 200);
    assert.equal((await send(t.app, 'PUT', '/api/lead-stage/order', lead1.token, { ids: reordered.slice(1) })).statusCode, 409);
    list = await meta();
    assert.deepEqual(list.map((s) => s.code), ['NEW', 'QUALIFIED', 'DEMO', 'PROPOSAL', 'NEGOTIATION', 'CONTRACTING', 'WON', 'LOST']);
    const won = list.find((s) => s.code === 'WON')!;
    res = await send(t.app, 'PUT', `/api/lead-stage/${won.id}`, lead1.token, { name: '수주', defaultProbability: 100, staleDays: 0, activeYn: 'N', version: won.version });
    assert.equal(res.statusCode, 409);
    const proposal = list.find((s) => s.code === 'PROPOSAL')!;
    res = await send(t.app, 'DELETE', `/api/lead-stage/${proposal.id}?version=${proposal.version}`, lead1.token);
    assert.equal(res.statusCode, 409);
    assert.match(res.json().message, /사용 중인 단계는 삭제할 수 없습니다/);
    res = await send(t.app, 'PUT', `/api/lead-stage/${proposal.id}`, lead1.token, { name: '제안서', defaultProbability: 45, staleDays: 20, activeYn: 'N', version: proposal.version });
    assert.equal(res.statusCode, 200, res.body);
    const l = await create(rep, { customerId });
    assert.equal((await move(rep, l, proposal.id)).json().fields.stageId, API_MESSAGES.leadStageInactive);
    const demo = (await meta()).find((s) => s.code === 'DEMO')!;
    assert.equal((await send(t.app, 'DELETE', `/api/lead-stage/${demo.id}?version=${demo.version}`, lead1.token)).statusCode, 200);
    assert.ok(!(await meta()).some((s) => s.code === 'DEMO'));
    await send(t.app, 'PUT', `/api/lead-stage/${proposal.id}`, lead1.token, { name: '제안', defaultProbability: 40, staleDays: 30, activeYn: 'Y', version: proposal.version + 1 });
  });
});

describe('delete and record toolkit', () => {
  test('the owner deletes an unconverted lead; others and converted or won leads are refused', async () => {
    const mine = await create(rep);
    assert.equal((await send(t.app, 'DELETE', `/api/lead/${mine.id}?version=${mine.version}`, lead1.token)).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/lead/${mine.id}?version=${mine.version + 1}`, rep.token)).statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/lead/${mine.id}?version=${mine.version}`, rep.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/lead/${mine.id}`, rep.token)).statusCode, 404);
    let won = await create(rep, { customerId, expectedAmount: 1000 });
    won = (await move(rep, won, stages.WON)).json().result;
    const res = await send(t.app, 'DELETE', `/api/lead/${won.id}?version=${won.version}`, rep.token);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.leadDeleteWon);
  });

  test('history, comments and shares follow the lead scope (out of scope → 404)', async () => {
    const l = await create(rep, { title: '툴킷 리드' });
    const history = await get(t.app, `/api/history/LEAD/${l.id}`, rep.token);
    assert.equal(history.statusCode, 200, history.body);
    assert.equal(history.json().result.content[0].action, 'CREATE');
    assert.equal((await get(t.app, `/api/history/LEAD/${l.id}`, other.token)).statusCode, 404);
    const comment = await send(t.app, 'POST', `/api/comment/LEAD/${l.id}`, lead1.token, { body: '<p>진행 상황 공유 부탁드립니다.</p>' });
    assert.ok([200, 201].includes(comment.statusCode), comment.body);
    assert.equal((await get(t.app, `/api/comment/LEAD/${l.id}`, other.token)).statusCode, 404);
  });
});

describe('bad input', () => {
  test('no 500s and a Korean message on every lead, stage and inbound route', async () => {
    const routes = t.app.accessTable.filter((r) => /\/api\/(lead|lead-stage|inbound|customer\/picker)/.test(r.url));
    assert.ok(routes.length >= 20, `${routes.length} routes`);
    const bodies: unknown[] = [{}, { version: -1, stageId: 'x', title: 1 }, { version: 0, stageId: 1e15, lines: [{ qty: 'a' }], leadIds: 'all' }, { version: 0, title: '\u0000', source: 'REFERRAL', expectedCloseDate: '2030-02-30' }];
    for (const route of routes) {
      for (const param of ['0', 'abc', '999999', '1e3']) {
        const url = route.url.replace(/:\w+/g, param).replace('/dure.crm', '');
        for (const body of route.method === 'GET' ? [undefined] : bodies) {
          for (const query of route.method === 'GET' || route.method === 'DELETE' ? ['', '?page=-1&size=abc&sort=;drop', '?version=x&statusList=,,,&fromDate=2030-13-01'] : ['']) {
            const res = await send(t.app, route.method as 'POST', `${url}${query}`, admin.token, body);
            const label = `${route.method} ${url}${query} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
            assert.ok(res.statusCode < 500, label);
            if (res.statusCode >= 400) assert.match(res.json().message, /[가-힣]/, label);
          }
        }
      }
    }
  });
});

describe('reminders', () => {
  test('stale and close-overdue leads remind their owner once (until the lead changes)', async () => {
    const l = await create(rep, { customerId, stageId: stages.PROPOSAL, expectedCloseDate: '2020-01-31' });
    await t.app.db.update(lead).set({ stageChangedAt: new Date(Date.now() - 45 * 86_400_000) }).where(eq(lead.id, l.id));
    const mine = () => t.app.db.select().from(notification).where(and(eq(notification.userId, rep.id), eq(notification.targetId, l.id)));
    await remindLeads(t.app.db, new Date());
    assert.deepEqual((await mine()).map((n) => n.type).filter((x) => x !== 'LEAD_ASSIGNED').sort(), ['LEAD_CLOSE_OVERDUE', 'LEAD_STALE']);
    await remindLeads(t.app.db, new Date());
    assert.equal((await mine()).filter((n) => n.type !== 'LEAD_ASSIGNED').length, 2);
    await move(rep, l, stages.NEGOTIATION);
    await remindLeads(t.app.db, new Date(Date.now() + 40 * 86_400_000));
    assert.equal((await mine()).filter((n) => n.type === 'LEAD_STALE').length, 2);
  });
});
