import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  appUser,
  collection,
  collectionAllocation,
  contract,
  customer,
  department,
  lead,
  leadStage,
  leadStageHistory,
  receivable,
  salesLedger,
  salesPlan,
  taxInvoice,
  marketSegment,
} from '../../../src/db/schema';
import { abcClass } from '../../../src/modules/crm/dashboard/salesAnalysis';
import { onSalesIssued } from '../../../src/modules/crm/taxInvoice/onIssue';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get, login } from '../../helpers/testApp';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

/**
 * Hand-built CRM data in two fresh teams (A under 영업1팀, B under 영업2팀) and fresh
 * customers, so every figure below is exact whatever the demo seed holds: the tests
 * filter by those teams or customers, and the scope tests check what each viewer sees.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let deptA: number;
let deptB: number;
let leadUser: number;
/** Owner of team B's records: not the team lead, whose own records are always in their scope. */
let otherUser: number;
let custX: number;
let custY: number;
let custZ: number;
let segmentX: number;
const stage: Record<string, number> = {};
const P = 'fromYm=2021-01&toYm=2021-12';
let today: string;

const at = (s: string) => new Date(`${s}+09:00`);
const day = (offset: number) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** An issued SALES invoice between the same two test parties, VAT truncated to whole won; `over` sets the rest. */
function issuedSalesInvoice(invoiceNo: string, customerId: number, writeDate: string, supply: number, over: Partial<typeof taxInvoice.$inferInsert>): typeof taxInvoice.$inferInsert {
  const party = { bizNo: '1234567890', name: '거래처', ceo: '대표', address: '서울', email: 'a@b.example' };
  const tax = Math.trunc(supply / 10);
  return {
    invoiceNo,
    direction: 'SALES',
    writeDate,
    issueDate: writeDate,
    issueDeadline: writeDate,
    supplierBizNo: party.bizNo,
    supplierName: party.name,
    supplierCeo: party.ceo,
    supplierAddress: party.address,
    supplierEmail: party.email,
    customerId,
    buyerBizNo: party.bizNo,
    buyerName: party.name,
    buyerCeo: party.ceo,
    buyerAddress: party.address,
    buyerEmail1: party.email,
    supplyAmount: supply,
    taxAmount: tax,
    totalAmount: supply + tax,
    status: 'ISSUED',
    ...over,
  };
}

async function dash<T = any>(user: string, path: string): Promise<T> {
  const res = await get(t.app, path, tokens[user]);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as T;
}

before(async () => {
  t = await buildTestApp();
  for (const u of ['admin', 'ceo', 'sales.lead', 'sales', 'finance', 'dev']) tokens[u] = (await login(t.app, u)).access_token;
  today = kstDate(t.clock());
  const db = t.app.db;
  const depts = await db.select().from(department);
  const sal1 = depts.find((d) => d.code === 'SAL-1')!;
  const sal2 = depts.find((d) => d.code === 'SAL-2')!;
  const team = async (code: string, parent: typeof sal1) => {
    const [row] = await db.insert(department).values({ code, name: `대시보드 ${code}`, parentId: parent.id, level: 'UNIT' }).returning({ id: department.id });
    await db.update(department).set({ path: `${parent.path}${row.id}/` }).where(eq(department.id, row.id));
    await invalidateOwners(db, 'all');
    return row.id;
  };
  deptA = await team('DSH-A', sal1);
  deptB = await team('DSH-B', sal2);
  leadUser = (await db.select().from(appUser).where(eq(appUser.username, 'sales.lead')))[0].id;
  otherUser = (await db.select().from(appUser).where(eq(appUser.username, 'ceo')))[0].id;
  for (const s of await db.select().from(leadStage)) stage[s.code] = s.id;

  const newCustomer = async (no: string, name: string, industryCode: string | null, grade: 'A' | 'B' | null) =>
    (await db.insert(customer).values({ customerNo: no, name, nameKey: name, customerType: 'CORPORATION', status: 'ACTIVE', industryCode, grade, ownerDeptId: deptA, ownerUserId: leadUser }).returning({ id: customer.id }))[0].id;
  custX = await newCustomer('C-DSH01', '대시보드엑스', 'MANUFACTURING', 'A');
  custY = await newCustomer('C-DSH02', '대시보드와이', 'IT', 'B');
  custZ = await newCustomer('C-DSH03', '대시보드제트', null, null);
  const [market] = await db.insert(marketSegment).values({ code: 'DSH-MKT', name: '대시보드 시장' }).returning({ id: marketSegment.id });
  const [seg] = await db.insert(marketSegment).values({ code: 'DSH-SEG', name: '대시보드 세그먼트', parentId: market.id }).returning({ id: marketSegment.id });
  segmentX = seg.id;
  await db.update(customer).set({ segmentId: segmentX }).where(eq(customer.id, custX));

  // Leads (team A, 2021) with their stage history.
  type H = [string | null, string, number, number, string];
  const addLead = async (no: string, values: Partial<typeof lead.$inferInsert>, history: H[]) => {
    const [row] = await db
      .insert(lead)
      .values({ leadNo: no, title: `리드 ${no}`, source: 'INBOUND_WEB', stageId: stage.NEW, probability: 10, expectedCloseDate: '2021-12-31', ownerDeptId: deptA, ownerUserId: leadUser, ...values })
      .returning({ id: lead.id });
    await db.insert(leadStageHistory).values(history.map(([from, to, probability, amount, when]) => ({ leadId: row.id, fromStageId: from ? stage[from] : null, toStageId: stage[to], probability, amount, at: at(when) })));
  };
  await addLead('L-DSH-01', { stageId: stage.PROPOSAL, probability: 40, expectedAmount: 10_000_000, weightedAmount: 4_000_000, expectedCloseDate: '2021-03-15', createdAt: at('2021-01-10T09:00:00'), stageChangedAt: at('2021-02-20T09:00:00') }, [
    [null, 'NEW', 10, 10_000_000, '2021-01-10T09:00:00'],
    ['NEW', 'PROPOSAL', 40, 10_000_000, '2021-02-20T09:00:00'],
  ]);
  await addLead('L-DSH-02', { expectedAmount: 5_000_000, weightedAmount: 500_000, expectedCloseDate: '2021-06-30', createdAt: at('2021-02-01T09:00:00'), stageChangedAt: at('2021-02-01T09:00:00') }, [
    [null, 'NEW', 10, 5_000_000, '2021-02-01T09:00:00'],
  ]);
  await addLead(
    'L-DSH-03',
    { stageId: stage.WON, probability: 100, expectedAmount: 20_000_000, weightedAmount: 20_000_000, expectedCloseDate: '2021-04-01', createdAt: at('2021-01-01T00:00:00'), wonAt: at('2021-04-11T00:00:00'), stageChangedAt: at('2021-04-11T00:00:00') },
    [
      [null, 'NEW', 10, 20_000_000, '2021-01-01T00:00:00'],
      ['NEW', 'QUALIFIED', 20, 20_000_000, '2021-02-01T00:00:00'],
      ['QUALIFIED', 'WON', 100, 20_000_000, '2021-04-11T00:00:00'],
    ],
  );
  await addLead(
    'L-DSH-04',
    { source: 'REFERRAL', stageId: stage.LOST, probability: 0, expectedAmount: 8_000_000, lostReason: 'PRICE', expectedCloseDate: '2021-05-01', createdAt: at('2021-03-01T09:00:00'), lostAt: at('2021-05-01T09:00:00'), stageChangedAt: at('2021-05-01T09:00:00') },
    [
      [null, 'NEW', 10, 8_000_000, '2021-03-01T09:00:00'],
      ['NEW', 'LOST', 0, 8_000_000, '2021-05-01T09:00:00'],
    ],
  );
  await addLead('L-DSH-05', { stageId: stage.QUALIFIED, probability: 20, expectedAmount: 3_000_000, weightedAmount: 600_000, expectedCloseDate: '2022-01-15', createdAt: at('2021-11-01T09:00:00'), stageChangedAt: at('2021-11-01T09:00:00') }, [
    [null, 'QUALIFIED', 20, 3_000_000, '2021-11-01T09:00:00'],
  ]);
  await addLead('L-DSH-06', { source: 'OUTBOUND', expectedAmount: 1_000_000, weightedAmount: 100_000, expectedCloseDate: '2021-08-01', createdAt: at('2021-01-05T09:00:00'), stageChangedAt: at('2021-01-05T09:00:00') }, [
    [null, 'NEW', 10, 1_000_000, '2021-01-05T09:00:00'],
  ]);
  await addLead('L-DSH-07', { ownerDeptId: deptB, ownerUserId: otherUser, expectedAmount: 7_000_000, weightedAmount: 700_000, expectedCloseDate: '2021-03-01', createdAt: at('2021-01-05T09:00:00') }, [[null, 'NEW', 10, 7_000_000, '2021-01-05T09:00:00']]);

  // Contracts, invoices, ledger and plan (team A unless noted).
  const addContract = async (no: string, status: 'ACTIVE' | 'COMPLETED' | 'DRAFT', date: string, amount: number, customerId: number, type = 'SUPPLY', ownerDeptId = deptA) =>
    (
      await db
        .insert(contract)
        .values({ contractNo: no, title: `계약 ${no}`, customerId, contractType: type, contractDate: date, startDate: date, endDate: '2029-12-31', supplyAmount: String(amount), krwSupplyAmount: amount, status, ownerDeptId, ownerUserId: ownerDeptId === deptA ? leadUser : otherUser })
        .returning({ id: contract.id })
    )[0].id;
  const k1 = await addContract('CT-DSH-1', 'ACTIVE', '2021-03-10', 30_000_000, custX, 'SUPPLY');
  const k2 = await addContract('CT-DSH-2', 'COMPLETED', '2021-05-20', 10_000_000, custY, 'SERVICE');
  await addContract('CT-DSH-3', 'DRAFT', '2021-03-11', 99_000_000, custX);
  await addContract('CT-DSH-4', 'ACTIVE', '2020-03-05', 5_000_000, custX, 'SUPPLY');
  await addContract('CT-DSH-5', 'ACTIVE', '2021-04-01', 50_000_000, custY, 'SUPPLY', deptB);

  let invoiceSeq = 0;
  const addInvoice = async (customerId: number, writeDate: string, supply: number, contractId: number | null, ownerDeptId = deptA) => {
    invoiceSeq += 1;
    const [row] = await db
      .insert(taxInvoice)
      .values(issuedSalesInvoice(`TI-DSH-${String(invoiceSeq).padStart(4, '0')}`, customerId, writeDate, supply, { contractId, ownerDeptId, ownerUserId: leadUser }))
      .returning({ id: taxInvoice.id });
    return row.id;
  };
  await addInvoice(custX, '2021-03-31', 12_000_000, k1);
  await db.insert(salesLedger).values([
    { ym: '2021-03', sourceType: 'MANUAL', customerId: custX, contractId: k1, deptId: deptA, amount: 12_000_000 },
    { ym: '2021-06', sourceType: 'MANUAL', customerId: custY, contractId: k2, deptId: deptA, amount: 6_000_000 },
    { ym: '2021-07', sourceType: 'MANUAL', customerId: custZ, deptId: deptA, amount: 2_000_000 },
    { ym: '2020-06', sourceType: 'MANUAL', customerId: custX, deptId: deptA, amount: 4_000_000 },
    { ym: '2021-06', sourceType: 'MANUAL', customerId: custY, deptId: deptB, amount: 9_000_000 },
  ]);
  await db.insert(salesPlan).values([
    { ym: '2021-03', dimension: 'DEPT', keyId: deptA, deptId: deptA, orderTarget: 8_000_000, salesTarget: 15_000_000, status: 'CONFIRMED', revisionNo: 0 },
    { ym: '2021-03', dimension: 'DEPT', keyId: deptA, deptId: deptA, orderTarget: 10_000_000, salesTarget: 20_000_000, status: 'DRAFT', revisionNo: 1 },
  ]);

  // Receivables of customer X as of today (team A) and one of team B.
  const addReceivable = async (billOffset: number, dueOffset: number, amount: number, collected: number, ownerDeptId = deptA) => {
    const invoiceId = await addInvoice(custX, day(billOffset), Math.round(amount / 1.1), null, ownerDeptId);
    const [row] = await db
      .insert(receivable)
      .values({ customerId: custX, taxInvoiceId: invoiceId, billDate: day(billOffset), dueDate: day(dueOffset), amount, collectedAmount: collected, ownerDeptId, ownerUserId: ownerDeptId === deptA ? leadUser : otherUser })
      .returning({ id: receivable.id });
    return row.id;
  };
  const r1 = await addReceivable(-40, -35, 11_000_000, 1_000_000);
  await addReceivable(-10, 10, 5_500_000, 0);
  await addReceivable(-120, -100, 2_200_000, 0);
  const r4 = await addReceivable(-5, -3, 3_300_000, 3_300_000);
  await addReceivable(-2, 20, 1_100_000, 0, deptB);
  for (const [receivableId, amount, when] of [
    [r1, 1_000_000, day(-20)],
    [r4, 3_300_000, day(-1)],
  ] as const) {
    const [co] = await db.insert(collection).values({ customerId: custX, collectedDate: when, amount, method: 'TRANSFER', ownerDeptId: deptA, ownerUserId: leadUser }).returning({ id: collection.id });
    await db.insert(collectionAllocation).values({ collectionId: co.id, receivableId, amount });
  }
});
after(() => t.close());

describe('lead dashboard', () => {
  test('cards: open pipeline by close date in period, win rate and cycle of leads closed in period', async () => {
    const d = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    assert.equal(d.cards.openCount.value, 3);
    assert.equal(d.cards.pipelineAmount.value, 16_000_000);
    assert.equal(d.cards.weightedAmount.value, 4_600_000);
    assert.deepEqual([d.cards.winRateCount.value, d.cards.winRateCount.won, d.cards.winRateCount.lost], [50, 1, 1]);
    assert.equal(d.cards.winRateAmount.value, 71.4);
    assert.equal(d.cards.avgDealAmount.value, 20_000_000);
    assert.equal(d.cards.cycleDays.value, 100);
    assert.equal(d.cards.openCount.link, `/lead?deptId=${deptA}&categoryList=OPEN&fromDate=2021-01-01&toDate=2021-12-31`);
  });

  test('a drill-down lists exactly the leads behind the figure: closed in the period, by lost reason', async () => {
    const d = await dash('admin', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    const listed = async (link: string) => {
      const res = await get(t.app, link.replace(/^\/lead\?/, '/api/lead?'), tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result.totalElements as number;
    };
    assert.equal(await listed(d.cards.winRateCount.link), d.cards.winRateCount.won + d.cards.winRateCount.lost);
    assert.equal(await listed(d.cards.avgDealAmount.link), d.cards.winRateCount.won);
    assert.ok(d.lostReasons.length > 0);
    for (const reason of d.lostReasons) assert.equal(await listed(reason.link), reason.count, reason.label);
    const won = d.funnel.find((s: any) => s.category === 'WON');
    assert.equal(await listed(won.link), won.count);
    // A market segment narrows the dashboard and its drill-downs alike.
    await t.app.db.update(lead).set({ segmentId: segmentX }).where(eq(lead.customerId, custX));
    const seg = await dash('admin', `/api/dashboard/lead?${P}&deptId=${deptA}&segmentId=${segmentX}`);
    assert.match(seg.cards.openCount.link, new RegExp(`segmentId=${segmentX}`));
    assert.equal(await listed(seg.cards.openCount.link), seg.cards.openCount.value);
    assert.equal(await listed(seg.cards.winRateCount.link), seg.cards.winRateCount.won + seg.cards.winRateCount.lost);
    assert.ok(seg.cards.openCount.value + seg.cards.winRateCount.won + seg.cards.winRateCount.lost < d.cards.openCount.value + d.cards.winRateCount.won + d.cards.winRateCount.lost);
    await t.app.db.update(lead).set({ segmentId: null }).where(eq(lead.customerId, custX));
    assert.equal((await get(t.app, '/api/lead?closedFromDate=2021-13-01', tokens.admin)).statusCode, 400);
  });

  test('a lost-reason row without a reason and a source row drill into exactly their leads of the period', async () => {
    const db = t.app.db;
    const [sal1] = await db.select().from(department).where(eq(department.code, 'SAL-1'));
    const [team] = await db.insert(department).values({ code: 'DSH-E', name: '대시보드 DSH-E', parentId: sal1.id, level: 'UNIT' }).returning({ id: department.id });
    await db.update(department).set({ path: `${sal1.path}${team.id}/` }).where(eq(department.id, team.id));
    await invalidateOwners(db, 'all');
    const add = (no: string, values: Partial<typeof lead.$inferInsert>) =>
      db.insert(lead).values({ leadNo: no, title: `리드 ${no}`, source: 'INBOUND_WEB', stageId: stage.NEW, probability: 10, expectedCloseDate: '2021-06-30', ownerDeptId: team.id, ownerUserId: leadUser, ...values });
    const lost = (when: string, lostReason: string | null, expectedAmount: number) => ({ stageId: stage.LOST, probability: 0, lostReason, lostAt: at(when), expectedAmount });
    await add('L-DRL-01', lost('2021-03-01T10:00:00', null, 4_000_000));
    await add('L-DRL-02', { ...lost('2021-12-31T23:30:00', null, 6_000_000), source: 'REFERRAL' });
    await add('L-DRL-03', lost('2021-05-05T09:00:00', 'PRICE', 1_000_000));
    await add('L-DRL-04', lost('2022-01-01T00:30:00', null, 9_000_000));
    await add('L-DRL-05', { source: 'REFERRAL', stageId: stage.WON, probability: 100, expectedAmount: 20_000_000, wonAt: at('2021-08-01T09:00:00'), expectedCloseDate: '2022-03-01' });
    await add('L-DRL-06', { source: 'REFERRAL', expectedAmount: 2_000_000, weightedAmount: 200_000, expectedCloseDate: '2021-11-30' });
    await add('L-DRL-07', { source: 'REFERRAL', expectedAmount: 3_000_000, expectedCloseDate: '2022-02-01' });
    await add('L-DRL-08', { source: 'REFERRAL', stageId: stage.WON, probability: 100, expectedAmount: 5_000_000, wonAt: at('2020-12-31T09:00:00'), expectedCloseDate: '2021-03-01' });

    const d = await dash('admin', `/api/dashboard/lead?${P}&deptId=${team.id}`);
    assert.deepEqual(d.lostReasons.map((r: any) => [r.code, r.label, r.count, r.amount]), [[null, '미지정', 2, 10_000_000], ['PRICE', '가격', 1, 1_000_000]]);
    assert.equal(d.lostReasons[0].link, `/lead?deptId=${team.id}&categoryList=LOST&noLostReasonYn=Y&closedFromDate=2021-01-01&closedToDate=2021-12-31`);
    assert.deepEqual(d.sources.map((r: any) => [r.code, r.count, r.amount]), [['REFERRAL', 3, 28_000_000], ['INBOUND_WEB', 2, 5_000_000]]);
    assert.equal(d.sources[0].link, `/lead?deptId=${team.id}&sourceList=REFERRAL&categoryList=OPEN%2CWON%2CLOST&periodFromDate=2021-01-01&periodToDate=2021-12-31`);
    for (const row of [...d.lostReasons, ...d.sources]) {
      const res = await get(t.app, `${row.link.replace(/^\/lead\?/, '/api/lead?')}&size=100`, tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      const page = res.json().result;
      assert.equal(page.totalElements, row.count, row.label);
      assert.equal(page.content.reduce((a: number, l: { expectedAmount: number }) => a + l.expectedAmount, 0), row.amount, row.label);
    }
    // A period of one open end: what the dashboard would count from that day on, in every category.
    const from = (await get(t.app, `/api/lead?deptId=${team.id}&periodFromDate=2021-12-31&size=100`, tokens.admin)).json().result.content.map((l: { leadNo: string }) => l.leadNo).sort();
    assert.deepEqual(from, ['L-DRL-02', 'L-DRL-04', 'L-DRL-07']);
  });

  test('funnel by current stage, conversion from the furthest stage reached', async () => {
    const d = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    const funnel = Object.fromEntries(d.funnel.map((s: any) => [s.name, s.count]));
    assert.deepEqual(funnel, { 신규: 2, 검증: 0, 제안: 1, 협상: 0, 계약진행: 0, 수주: 1, 실주: 1 });
    assert.equal(d.funnel.find((s: any) => s.name === '제안').link, `/lead?deptId=${deptA}&stageIdList=${stage.PROPOSAL}&fromDate=2021-01-01&toDate=2021-12-31`);
    const reached = d.conversion.map((s: any) => [s.name, s.reached, s.toNextPct]);
    assert.deepEqual(reached, [
      ['신규', 6, 50],
      ['검증', 3, 66.7],
      ['제안', 2, 50],
      ['협상', 1, 100],
      ['계약진행', 1, 100],
      ['수주', 1, null],
    ]);
  });

  test('month-end pipeline from stage history; weighted by close month against the latest plan revision', async () => {
    const d = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    assert.deepEqual(d.pipelineTrend[0], { ym: '2021-01', count: 3, amount: 31_000_000, weightedAmount: 3_100_000 });
    assert.deepEqual(d.pipelineTrend[1], { ym: '2021-02', count: 4, amount: 36_000_000, weightedAmount: 8_600_000 });
    assert.equal(d.pipelineTrend.length, 12);
    const march = d.weightedByCloseMonth.find((m: any) => m.ym === '2021-03');
    assert.deepEqual([march.weightedAmount, march.orderTarget, march.coveragePct], [4_000_000, 10_000_000, 40]);
    assert.equal(d.weightedByCloseMonth.find((m: any) => m.ym === '2021-06').weightedAmount, 500_000);
  });

  test('lost reasons, sources with win rate, stale list', async () => {
    const d = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    assert.deepEqual(d.lostReasons.map((r: any) => [r.code, r.count, r.amount]), [['PRICE', 1, 8_000_000]]);
    const sources = Object.fromEntries(d.sources.map((s: any) => [s.code, [s.count, s.winRate]]));
    assert.deepEqual(sources, { INBOUND_WEB: [3, 100], REFERRAL: [1, 0], OUTBOUND: [1, null] });
    assert.equal(d.stale.total, 4);
    assert.deepEqual(d.stale.rows.map((r: any) => r.leadNo), ['L-DSH-06', 'L-DSH-02', 'L-DSH-01', 'L-DSH-05']);
    const bySource = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptA}&source=REFERRAL`);
    assert.deepEqual([bySource.cards.openCount.value, bySource.cards.winRateCount.lost], [0, 1]);
  });

  test('scope: a team lead sees their department subtree only; roles and bad input', async () => {
    const mine = await dash('sales.lead', `/api/dashboard/lead?${P}&deptId=${deptA}`);
    assert.equal(mine.cards.openCount.value, 3);
    const other = await dash('sales.lead', `/api/dashboard/lead?${P}&deptId=${deptB}`);
    assert.equal(other.cards.openCount.value, 0);
    const ceo = await dash('ceo', `/api/dashboard/lead?${P}&deptId=${deptB}`);
    assert.equal(ceo.cards.openCount.value, 1);
    for (const user of ['sales', 'finance', 'dev']) assert.equal((await get(t.app, '/api/dashboard/lead', tokens[user])).statusCode, 403);
    assert.equal((await get(t.app, '/api/dashboard/lead?fromYm=2021-13', tokens.ceo)).statusCode, 400);
    assert.equal((await get(t.app, '/api/dashboard/lead?fromYm=2021-05&toYm=2021-01', tokens.ceo)).statusCode, 400);
    assert.equal((await get(t.app, '/api/dashboard/lead?deptId=999999', tokens.ceo)).statusCode, 400);
  });
});

describe('sales dashboard', () => {
  test('수주, 매출, targets, attainment, YoY, backlog', async () => {
    const d = await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptA}`);
    assert.equal(d.cards.orderAmount.value, 40_000_000);
    assert.equal(d.cards.orderAmount.target, 10_000_000);
    assert.equal(d.cards.orderAmount.attainmentPct, 400);
    assert.equal(d.cards.orderAmount.lastYear, 5_000_000);
    assert.equal(d.cards.orderAmount.yoyPct, 700);
    assert.equal(d.cards.salesAmount.value, 20_000_000);
    assert.equal(d.cards.salesAmount.attainmentPct, 100);
    assert.equal(d.cards.salesAmount.yoyPct, 400);
    assert.deepEqual([d.cards.backlog.value, d.cards.backlog.contracts], [23_000_000, 2]);
    assert.deepEqual([d.cards.ytd.orderAmount, d.cards.ytd.orderAttainmentPct], [40_000_000, 400]);
    const march = d.monthly.find((m: any) => m.ym === '2021-03');
    assert.deepEqual([march.orderAmount, march.orderTarget, march.orderAttainmentPct, march.salesAmount], [30_000_000, 10_000_000, 300, 12_000_000]);
    assert.equal(d.monthly.length, 12);
    assert.equal(d.cards.orderAmount.link, `/contract?statusList=ACTIVE%2CCOMPLETED%2CEXPIRED%2CRENEWED%2CTERMINATED&fromDate=2021-01-01&toDate=2021-12-31&deptId=${deptA}`);
    // 매출 drills into the department's issued invoices, not everyone's.
    assert.match(d.cards.salesAmount.link, new RegExp(`^/taxinvoice\\?.*deptId=${deptA}`));
    const invoices = await get(t.app, `${d.cards.salesAmount.link.replace('/taxinvoice?', '/api/tax-invoice?')}&size=100`, tokens.admin);
    assert.equal(invoices.statusCode, 200, invoices.body);
    const listed = invoices.json().result.content as { ownerDeptId: number | null }[];
    assert.ok(listed.length > 0);
    assert.ok(listed.every((i) => i.ownerDeptId === deptA), JSON.stringify(listed.map((i) => i.ownerDeptId)));
  });

  test('top customers and the dept / person breakdown', async () => {
    const d = await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptA}`);
    assert.deepEqual(d.topCustomers.map((c: any) => [c.customerId, c.salesAmount, c.orderAmount]), [
      [custX, 12_000_000, 30_000_000],
      [custY, 6_000_000, 10_000_000],
      [custZ, 2_000_000, 0],
    ]);
    assert.deepEqual(d.byKey.map((k: any) => [k.keyId, k.orderAmount, k.salesAmount, k.orderTarget]), [[deptA, 40_000_000, 20_000_000, 10_000_000]]);
    const people = await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptA}&dimension=USER`);
    assert.deepEqual(people.byKey.map((k: any) => [k.keyId, k.orderAmount, k.salesAmount]), [[leadUser, 40_000_000, 20_000_000]]);
  });

  test('the contracts a dashboard counts are the ones its reader finds in the contract list and can open', async () => {
    // The CEO holds DASHBOARD_SALES_READ but no CONTRACT role: the backlog card and its drill-down list must agree.
    for (const deptId of [deptA, deptB]) {
      const d = await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptId}`);
      const list = await get(t.app, `${d.cards.backlog.link.replace('/contract?', '/api/contract?')}&size=100`, tokens.ceo);
      assert.equal(list.statusCode, 200, list.body);
      const page = list.json().result as { totalElements: number; content: { id: number }[] };
      assert.equal(page.totalElements, d.cards.backlog.contracts, `dept ${deptId}`);
      for (const c of page.content) assert.equal((await get(t.app, `/api/contract/${c.id}`, tokens.ceo)).statusCode, 200);
    }
    // Without a sales dashboard or a CONTRACT role the list keeps to one's own contracts.
    const dev = await get(t.app, `/api/contract?statusList=ACTIVE&deptId=${deptA}&size=100`, tokens.dev);
    assert.equal(dev.json().result.totalElements, 0);
  });

  test('scope and roles; the default query works', async () => {
    assert.equal((await dash('sales.lead', `/api/dashboard/sales?${P}&deptId=${deptB}`)).cards.orderAmount.value, 0);
    assert.equal((await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptB}`)).cards.orderAmount.value, 50_000_000);
    assert.equal((await get(t.app, '/api/dashboard/sales', tokens.admin)).statusCode, 200);
    assert.equal((await get(t.app, '/api/dashboard/sales', tokens.sales)).statusCode, 403);
    assert.equal((await get(t.app, '/api/dashboard/sales?dimension=INDUSTRY', tokens.ceo)).statusCode, 400);
  });
});

describe('sales dashboard by market segment', () => {
  /** A third team whose customers sit in a segment of a market, in a market itself, and in none. */
  let deptC: number;
  let precision: number;
  let publicMarket: number;
  const Q = () => `/api/dashboard/sales?${P}&deptId=${deptC}&dimension=SEGMENT`;

  before(async () => {
    const db = t.app.db;
    const [sal1] = await db.select().from(department).where(eq(department.code, 'SAL-1'));
    const [team] = await db.insert(department).values({ code: 'DSH-C', name: '대시보드 DSH-C', parentId: sal1.id, level: 'UNIT' }).returning({ id: department.id });
    await db.update(department).set({ path: `${sal1.path}${team.id}/` }).where(eq(department.id, team.id));
    await invalidateOwners(db, 'all');
    deptC = team.id;
    const [manufacturing] = await db.insert(marketSegment).values({ code: 'DSH-MFG', name: '세그먼트 제조' }).returning({ id: marketSegment.id });
    precision = (await db.insert(marketSegment).values({ code: 'DSH-PREC', name: '정밀가공', parentId: manufacturing.id }).returning({ id: marketSegment.id }))[0].id;
    publicMarket = (await db.insert(marketSegment).values({ code: 'DSH-PUB', name: '세그먼트 공공' }).returning({ id: marketSegment.id }))[0].id;
    const newCustomer = async (no: string, segmentId: number | null) =>
      (await db.insert(customer).values({ customerNo: no, name: `세그먼트 ${no}`, nameKey: no, customerType: 'CORPORATION', status: 'ACTIVE', segmentId, ownerDeptId: deptC, ownerUserId: leadUser }).returning({ id: customer.id }))[0].id;
    const inPrecision = await newCustomer('C-SEG01', precision);
    const inPublic = await newCustomer('C-SEG02', publicMarket);
    const unassigned = await newCustomer('C-SEG03', null);
    const addContract = (no: string, status: 'ACTIVE' | 'COMPLETED' | 'DRAFT', date: string, amount: number, customerId: number) =>
      db.insert(contract).values({ contractNo: no, title: `계약 ${no}`, customerId, contractType: 'SUPPLY', contractDate: date, startDate: date, endDate: '2029-12-31', supplyAmount: String(amount), krwSupplyAmount: amount, status, ownerDeptId: deptC, ownerUserId: leadUser });
    await addContract('CT-SEG-1', 'ACTIVE', '2021-02-01', 11_000_000, inPrecision);
    await addContract('CT-SEG-2', 'COMPLETED', '2021-08-01', 4_000_000, inPrecision);
    await addContract('CT-SEG-3', 'DRAFT', '2021-03-01', 50_000_000, inPrecision);
    await addContract('CT-SEG-4', 'ACTIVE', '2020-12-31', 9_000_000, inPrecision);
    await addContract('CT-SEG-5', 'ACTIVE', '2021-04-01', 7_000_000, inPublic);
    await addContract('CT-SEG-6', 'ACTIVE', '2021-05-05', 3_000_000, unassigned);
    await db.insert(salesLedger).values([
      { ym: '2021-03', sourceType: 'MANUAL', customerId: inPrecision, deptId: deptC, amount: 5_000_000 },
      { ym: '2021-09', sourceType: 'MANUAL', customerId: inPrecision, deptId: deptC, amount: 1_000_000 },
      { ym: '2021-06', sourceType: 'MANUAL', customerId: inPublic, deptId: deptC, amount: 2_000_000 },
      { ym: '2022-01', sourceType: 'MANUAL', customerId: inPublic, deptId: deptC, amount: 100_000_000 },
      { ym: '2021-07', sourceType: 'MANUAL', customerId: unassigned, deptId: deptC, amount: 8_000_000 },
    ]);
    const plan = (ym: string, segmentId: number, orderTarget: number, salesTarget: number, revisionNo = 0) =>
      ({ ym, dimension: 'SEGMENT' as const, keyId: segmentId, segmentId, orderTarget, salesTarget, status: revisionNo === 0 ? ('CONFIRMED' as const) : ('DRAFT' as const), revisionNo });
    await db.insert(salesPlan).values([
      plan('2021-03', precision, 10_000_000, 5_000_000),
      plan('2021-03', precision, 20_000_000, 12_000_000, 1),
      plan('2021-04', precision, 5_000_000, 0),
      plan('2021-06', publicMarket, 0, 4_000_000),
      plan('2022-01', publicMarket, 0, 99_000_000),
    ]);
  });

  test('one row per customer segment and one 미지정 row, adding up exactly to 수주 and 매출, against the SEGMENT plan', async () => {
    const d = await dash('ceo', Q());
    assert.equal(d.dimension, 'SEGMENT');
    assert.deepEqual(
      d.byKey.map((k: any) => [k.keyId, k.name, k.parentName, k.orderAmount, k.orderTarget, k.orderAttainmentPct, k.salesAmount, k.salesTarget, k.salesAttainmentPct]),
      [
        [precision, '정밀가공', '세그먼트 제조', 15_000_000, 25_000_000, 60, 6_000_000, 12_000_000, 50],
        [null, '미지정', null, 3_000_000, 0, null, 8_000_000, 0, null],
        [publicMarket, '세그먼트 공공', null, 7_000_000, 0, null, 2_000_000, 4_000_000, 50],
      ],
    );
    const total = (key: 'orderAmount' | 'salesAmount') => d.byKey.reduce((a: number, k: any) => a + k[key], 0);
    assert.deepEqual([total('orderAmount'), total('salesAmount')], [25_000_000, 16_000_000]);
    assert.deepEqual([d.cards.orderAmount.value, d.cards.salesAmount.value], [25_000_000, 16_000_000]);
  });

  test('a segment row drills into its contracts, the 미지정 row into those of customers without a segment', async () => {
    const d = await dash('ceo', Q());
    const [segmentRow, unassignedRow] = d.byKey;
    assert.equal(segmentRow.link, `/contract?statusList=ACTIVE%2CCOMPLETED%2CEXPIRED%2CRENEWED%2CTERMINATED&fromDate=2021-01-01&toDate=2021-12-31&deptId=${deptC}&segmentId=${precision}`);
    assert.match(unassignedRow.link, /&noSegmentYn=Y$/);
    for (const row of d.byKey) {
      const res = await get(t.app, `${row.link.replace('/contract?', '/api/contract?')}&size=100`, tokens.admin);
      assert.equal(res.statusCode, 200, res.body);
      const listed = res.json().result.content as { krwSupplyAmount: number }[];
      assert.equal(listed.reduce((a, c) => a + c.krwSupplyAmount, 0), row.orderAmount, row.name);
    }
  });

  test('the scope and the department filter apply to segment rows as to the others', async () => {
    const teamB = async (user: string) => (await dash(user, `/api/dashboard/sales?${P}&deptId=${deptB}&dimension=SEGMENT`)).byKey.map((k: any) => [k.keyId, k.orderAmount, k.salesAmount]);
    assert.deepEqual(await teamB('ceo'), [[null, 50_000_000, 9_000_000]]);
    // Team B's contract belongs to someone else; its 매출 row is of a customer the team lead owns.
    assert.deepEqual(await teamB('sales.lead'), [[null, 0, 9_000_000]]);
    const teamA = await dash('ceo', `/api/dashboard/sales?${P}&deptId=${deptA}&dimension=SEGMENT`);
    assert.deepEqual(teamA.byKey.map((k: any) => [k.keyId, k.orderAmount, k.salesAmount]), [
      [segmentX, 30_000_000, 12_000_000],
      [null, 10_000_000, 8_000_000],
    ]);
  });
});

describe('sales analysis', () => {
  test('ABC boundaries', () => {
    assert.equal(abcClass(0), 'A');
    assert.equal(abcClass(79.9), 'A');
    assert.equal(abcClass(80), 'B');
    assert.equal(abcClass(94.9), 'B');
    assert.equal(abcClass(95), 'C');
  });

  test('breakdowns, ABC, top-5 share, new vs existing, heatmap, compare year', async () => {
    const d = await dash('ceo', `/api/dashboard/sales-analysis?${P}&deptId=${deptA}`);
    assert.deepEqual([d.cards.salesAmount.value, d.cards.salesAmount.compareAmount, d.cards.salesAmount.growthPct], [20_000_000, 4_000_000, 400]);
    assert.deepEqual(d.byIndustry.map((r: any) => [r.code, r.label, r.amount, r.compareAmount]), [
      ['MANUFACTURING', '제조업', 12_000_000, 4_000_000],
      ['IT', '정보통신업', 6_000_000, 0],
      [null, '미지정', 2_000_000, 0],
    ]);
    assert.deepEqual(d.byGrade.map((r: any) => [r.code, r.amount]), [['A', 12_000_000], ['B', 6_000_000], [null, 2_000_000]]);
    assert.deepEqual(d.byContractType.map((r: any) => [r.code, r.amount]), [['SUPPLY', 12_000_000], ['SERVICE', 6_000_000], [null, 2_000_000]]);
    assert.deepEqual(d.abc.map((a: any) => [a.abc, a.customers, a.amount]), [['A', 2, 18_000_000], ['B', 1, 2_000_000], ['C', 0, 0]]);
    assert.equal(d.cards.top5SharePct.value, 100);
    assert.deepEqual([d.newVsExisting.new.customers, d.newVsExisting.new.amount, d.newVsExisting.existing.amount], [1, 6_000_000, 14_000_000]);
    // By market segment: 대시보드엑스 is in one, the others in none.
    assert.deepEqual(d.bySegment.map((r: any) => [r.code, r.label, r.amount]), [[String(segmentX), '대시보드 세그먼트', 12_000_000], [null, '미지정', 8_000_000]]);
    assert.equal(d.bySegment[0].link, `/taxinvoice?direction=SALES&statusList=ISSUED%2CTRANSMITTED%2CTRANSMIT_FAILED&fromDate=2021-01-01&toDate=2021-12-31&deptId=${deptA}&segmentId=${segmentX}`);
    assert.match(d.bySegment[1].link, /&noSegmentYn=Y$/);
    const bySegment = await dash('ceo', `/api/dashboard/sales-analysis?${P}&deptId=${deptA}&dimension=SEGMENT`);
    assert.deepEqual(bySegment.heatmap.rows.map((r: any) => [r.label, r.values.reduce((a: number, b: number) => a + b, 0)]), [['대시보드 세그먼트', 12_000_000], ['미지정', 8_000_000]]);
    const manufacturing = d.heatmap.rows.find((r: any) => r.code === 'MANUFACTURING');
    assert.equal(manufacturing.values[2], 12_000_000);
    assert.equal(manufacturing.values.reduce((a: number, b: number) => a + b, 0), 12_000_000);
    const byGrade = await dash('ceo', `/api/dashboard/sales-analysis?${P}&deptId=${deptA}&dimension=GRADE&compareYear=2019`);
    assert.deepEqual(byGrade.heatmap.rows.map((r: any) => r.code), ['A', 'B', null]);
    assert.equal(byGrade.cards.salesAmount.compareAmount, 0);
  });

  test('roles', async () => {
    assert.equal((await get(t.app, '/api/dashboard/sales-analysis', tokens['sales.lead'])).statusCode, 403);
    assert.equal((await get(t.app, '/api/dashboard/sales-analysis', tokens.ceo)).statusCode, 200);
  });
});

describe('sales analysis drill-down', () => {
  /**
   * A team whose 매출 is all automatic ledger rows of issued SALES invoices (onSalesIssued, as in the
   * app): customers with and without a segment, industry and grade, invoices with and without a
   * contract, a minus amendment, and invoices the figures leave out (draft, purchase, last year, another team).
   */
  let deptD: number;
  let segD: number;

  before(async () => {
    const db = t.app.db;
    const [sal1] = await db.select().from(department).where(eq(department.code, 'SAL-1'));
    const [team] = await db.insert(department).values({ code: 'DSH-D', name: '대시보드 DSH-D', parentId: sal1.id, level: 'UNIT' }).returning({ id: department.id });
    await db.update(department).set({ path: `${sal1.path}${team.id}/` }).where(eq(department.id, team.id));
    await invalidateOwners(db, 'all');
    deptD = team.id;
    segD = (await db.insert(marketSegment).values({ code: 'DSH-SEG-D', name: '드릴 세그먼트' }).returning({ id: marketSegment.id }))[0].id;
    const newCustomer = async (no: string, values: Partial<typeof customer.$inferInsert>) =>
      (await db.insert(customer).values({ customerNo: no, name: `드릴 ${no}`, nameKey: no, customerType: 'CORPORATION', status: 'ACTIVE', ownerDeptId: deptD, ownerUserId: leadUser, ...values }).returning({ id: customer.id }))[0].id;
    const inSegment = await newCustomer('C-DRL01', { segmentId: segD, industryCode: 'MANUFACTURING', grade: 'A' });
    const itB = await newCustomer('C-DRL02', { industryCode: 'IT', grade: 'B' });
    const bare = await newCustomer('C-DRL03', {});
    const addContract = async (no: string, customerId: number, type: string) =>
      (
        await db
          .insert(contract)
          .values({ contractNo: no, title: `계약 ${no}`, customerId, contractType: type, contractDate: '2020-11-01', startDate: '2020-11-01', endDate: '2029-12-31', supplyAmount: '50000000', krwSupplyAmount: 50_000_000, status: 'ACTIVE', ownerDeptId: deptD, ownerUserId: leadUser })
          .returning({ id: contract.id })
      )[0].id;
    const supply = await addContract('CT-DRL-1', inSegment, 'SUPPLY');
    const service = await addContract('CT-DRL-2', itB, 'SERVICE');
    let seq = 0;
    const invoice = async (customerId: number, writeDate: string, amount: number, extra: Partial<typeof taxInvoice.$inferInsert> = {}) => {
      seq += 1;
      const [row] = await db
        .insert(taxInvoice)
        .values(issuedSalesInvoice(`TI-DRL-${String(seq).padStart(4, '0')}`, customerId, writeDate, amount, { ownerDeptId: deptD, ownerUserId: leadUser, ...extra }))
        .returning();
      if (row.status !== 'DRAFT') await onSalesIssued(db, { actorId: leadUser, ip: null, requestId: null, now: at(`${writeDate}T12:00:00`) }, row);
      return row.id;
    };
    const original = await invoice(inSegment, '2021-02-10', 10_000_000, { contractId: supply });
    await invoice(inSegment, '2021-05-31', -2_000_000, { contractId: supply, amendCode: 2, originalInvoiceId: original, status: 'TRANSMITTED' });
    await invoice(itB, '2021-03-15', 6_000_000, { contractId: service });
    await invoice(itB, '2021-04-01', 4_000_000);
    await invoice(bare, '2021-07-01', 3_000_000);
    // Left out of the 2021 figures and of their drill-downs alike.
    await invoice(bare, '2020-07-01', 5_000_000);
    await invoice(inSegment, '2021-06-01', 100_000_000, { status: 'DRAFT', contractId: supply });
    await invoice(itB, '2021-06-02', 70_000_000, { direction: 'PURCHASE' });
    await invoice(inSegment, '2021-08-01', 7_000_000, { ownerDeptId: deptB, ownerUserId: otherUser });
  });

  const breakdowns = ['bySegment', 'byIndustry', 'byGrade', 'byContractType'] as const;

  test('every breakdown row, 미지정 included, adds up to 매출', async () => {
    const d = await dash('ceo', `/api/dashboard/sales-analysis?${P}&deptId=${deptD}`);
    assert.equal(d.cards.salesAmount.value, 21_000_000);
    const rows = (key: (typeof breakdowns)[number]) => d[key].map((r: any) => [r.code, r.amount]);
    assert.deepEqual(rows('bySegment'), [[null, 13_000_000], [String(segD), 8_000_000]]);
    assert.deepEqual(rows('byIndustry'), [['IT', 10_000_000], ['MANUFACTURING', 8_000_000], [null, 3_000_000]]);
    assert.deepEqual(rows('byGrade'), [['B', 10_000_000], ['A', 8_000_000], [null, 3_000_000]]);
    assert.deepEqual(rows('byContractType'), [['SUPPLY', 8_000_000], [null, 7_000_000], ['SERVICE', 6_000_000]]);
    for (const key of breakdowns) assert.equal(d[key].reduce((a: number, r: any) => a + r.amount, 0), 21_000_000, key);
  });

  test('each row drills into the issued SALES invoices of the period whose buyer (or contract) has its key, or none for 미지정', async () => {
    for (const filters of [`deptId=${deptD}`, `deptId=${deptD}&ownerUserId=${leadUser}`]) {
      const d = await dash('ceo', `/api/dashboard/sales-analysis?${P}&${filters}`);
      const base = `/taxinvoice?direction=SALES&statusList=ISSUED%2CTRANSMITTED%2CTRANSMIT_FAILED&fromDate=2021-01-01&toDate=2021-12-31&${filters}`;
      assert.deepEqual(
        breakdowns.map((key) => d[key].find((r: any) => r.code === null).link),
        ['noSegmentYn=Y', 'noIndustryYn=Y', 'noGradeYn=Y', 'noContractYn=Y'].map((q) => `${base}&${q}`),
      );
      assert.equal(d.bySegment.find((r: any) => r.code !== null).link, `${base}&segmentId=${segD}`);
      assert.equal(d.byIndustry[0].link, `${base}&industryCode=IT`);
      assert.equal(d.byGrade[0].link, `${base}&gradeList=B`);
      assert.equal(d.byContractType[0].link, `${base}&contractTypeList=SUPPLY`);
      for (const key of breakdowns) {
        for (const row of d[key]) {
          const res = await get(t.app, `${row.link.replace(/^\/taxinvoice\?/, '/api/tax-invoice?')}&size=100`, tokens.admin);
          assert.equal(res.statusCode, 200, res.body);
          const page = res.json().result;
          assert.ok(page.totalElements > 0 && page.totalElements <= 100, `${key} ${row.label}`);
          assert.equal(page.content.reduce((a: number, r: { supplyAmount: number }) => a + r.supplyAmount, 0), row.amount, `${filters} ${key} ${row.label}`);
        }
      }
      // The 매출 card and the customer rows of the ABC table drill the same way.
      for (const [label, link, amount] of [['매출', d.cards.salesAmount.link, d.cards.salesAmount.value], ...d.customers.map((c: any) => [c.name, c.link, c.amount])]) {
        const page = (await get(t.app, `${link.replace(/^\/taxinvoice\?/, '/api/tax-invoice?')}&size=100`, tokens.admin)).json().result;
        assert.equal(page.content.reduce((a: number, r: { supplyAmount: number }) => a + r.supplyAmount, 0), amount, `${filters} ${label}`);
      }
    }
  });
});

describe('bond dashboard', () => {
  test('balance, overdue, aging, DSO, due in 30 days, top overdue', async () => {
    const d = await dash('ceo', `/api/dashboard/bond?customerId=${custX}&deptId=${deptA}`);
    assert.equal(d.cards.arBalance.value, 17_700_000);
    assert.deepEqual([d.cards.overdueBalance.value, d.cards.overdueBalance.count, d.cards.overdueBalance.pctOfAr], [12_200_000, 2, 68.9]);
    assert.deepEqual([d.cards.dueNext30.value, d.cards.dueNext30.count], [5_500_000, 1]);
    assert.equal(d.cards.dsoDays.value, 80.5);
    assert.deepEqual(d.aging.map((a: any) => [a.bucket, a.amount]), [
      ['NOT_DUE', 5_500_000],
      ['D1_30', 0],
      ['D31_60', 10_000_000],
      ['D61_90', 0],
      ['D90_PLUS', 2_200_000],
    ]);
    assert.deepEqual(d.topOverdue.map((c: any) => [c.customerId, c.overdueAmount, c.receivables, c.maxOverdueDays]), [[custX, 12_200_000, 2, 100]]);
    const bucket = await dash('ceo', `/api/dashboard/bond?customerId=${custX}&deptId=${deptA}&bucket=D31_60`);
    assert.equal(bucket.topOverdue[0].overdueAmount, 10_000_000);
    assert.equal(bucket.aging.find((a: any) => a.bucket === 'D31_60').link, `/dashboard/bond?customerId=${custX}&deptId=${deptA}&view=receivables&bucket=D31_60`);
  });

  test('collection rate = collected in month ÷ (opening AR + billed in month); 12-month trend', async () => {
    const d = await dash('ceo', `/api/dashboard/bond?customerId=${custX}&deptId=${deptA}`);
    const monthStart = `${today.slice(0, 7)}-01`;
    const receivables = [
      [day(-40), 11_000_000],
      [day(-10), 5_500_000],
      [day(-120), 2_200_000],
      [day(-5), 3_300_000],
    ] as const;
    const collections = [
      [day(-20), 1_000_000],
      [day(-1), 3_300_000],
    ] as const;
    const sumOf = (rows: readonly (readonly [string, number])[], keep: (date: string) => boolean) => rows.filter(([date]) => keep(date)).reduce((a, [, v]) => a + v, 0);
    const opening = sumOf(receivables, (x) => x < monthStart) - sumOf(collections, (x) => x < monthStart);
    const billed = sumOf(receivables, (x) => x >= monthStart);
    const collected = sumOf(collections, (x) => x >= monthStart);
    assert.equal(d.trend.length, 12);
    const last = d.trend[11];
    assert.equal(last.ym, today.slice(0, 7));
    assert.deepEqual([last.openingBalance, last.billedAmount, last.collectedAmount], [opening, billed, collected]);
    assert.equal(last.closingBalance, 17_700_000);
    assert.equal(d.cards.collectionRate.value, Math.round((collected * 1000) / (opening + billed)) / 10);
  });

  test('scope: a dashboard READ alone covers the own department; BOND_ADMIN (finance) the whole organisation', async () => {
    assert.equal((await dash('sales.lead', `/api/dashboard/bond?customerId=${custX}`)).cards.arBalance.value, 17_700_000);
    assert.equal((await dash('ceo', `/api/dashboard/bond?customerId=${custX}`)).cards.arBalance.value, 18_800_000);
    assert.equal((await dash('finance', `/api/dashboard/bond?customerId=${custX}`)).cards.arBalance.value, 18_800_000);
    assert.equal((await get(t.app, '/api/dashboard/bond', tokens.sales)).statusCode, 403);
    assert.equal((await get(t.app, '/api/dashboard/bond?bucket=D5', tokens.ceo)).statusCode, 400);
  });

  test('an answer is kept 30 s per viewer and query, then recomputed', async () => {
    const path = `/api/dashboard/bond?customerId=${custX}&deptId=${deptA}`;
    assert.equal((await dash('ceo', path)).cards.arBalance.value, 17_700_000);
    await t.app.db.update(receivable).set({ collectedAmount: 500_000 }).where(and(eq(receivable.customerId, custX), eq(receivable.amount, 5_500_000)));
    assert.equal((await dash('ceo', path)).cards.arBalance.value, 17_700_000);
    assert.equal((await dash('admin', path)).cards.arBalance.value, 17_200_000);
    t.clock.advance(31);
    assert.equal((await dash('ceo', path)).cards.arBalance.value, 17_200_000);
  });
});
