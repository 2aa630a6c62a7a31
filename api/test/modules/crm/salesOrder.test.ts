import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq } from 'drizzle-orm';
import { auditHistory, customer, department, salesOrder, salesOrderLine } from '../../../src/db/schema';
import { recordBilling } from '../../../src/modules/crm/salesOrder/billing';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
let customerId: number;
let sal2: number;

before(async () => {
  t = await buildTestApp();
  for (const u of ['admin', 'sales.lead', 'sales', 'finance', 'dev']) tokens[u] = (await login(t.app, u)).access_token;
  const [c] = await t.app.db.select({ id: customer.id }).from(customer).orderBy(asc(customer.id)).limit(1);
  customerId = c.id;
  const [d] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  sal2 = d.id;
});
after(() => t.close());

const order = (overrides: Record<string, unknown> = {}) => ({
  customerId,
  orderDate: '2026-03-14',
  requestedDate: '2026-04-30',
  lines: [
    { itemName: '산업용 센서 모듈', qty: 10, unitPrice: 123_456, discountPct: 5 },
    { itemName: '설치 브래킷', qty: 3, unitPrice: 33_333 },
  ],
  ...overrides,
});

async function create(user: string, overrides: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/sales-order', tokens[user], order(overrides));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

// The money rules themselves are tested once, in shared/src/__tests__/salesOrderMoney.test.ts.

describe('sales orders', () => {
  test('create numbers the order SO-YYYYMM-NNNN, computes amounts and writes history', async () => {
    const o = await create('sales.lead');
    assert.match(o.orderNo, /^SO-202603-\d{4}$/);
    assert.equal(o.status, 'DRAFT');
    assert.equal(o.supplyAmount, 1_272_831);
    assert.equal(o.vatAmount, 127_283);
    assert.equal(o.totalAmount, 1_400_114);
    assert.equal(o.lines.length, 2);
    assert.equal(o.lines[0].amount, 1_172_832);
    assert.equal(o.perDelivered, 0);
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'SALES_ORDER'), eq(auditHistory.entityId, o.id)));
    assert.equal(history[0].action, 'CREATE');
  });

  test('bad input is a Korean 400 per field, lines included', async () => {
    const res = await send(t.app, 'POST', '/api/sales-order', tokens['sales.lead'], order({
      requestedDate: '2026-03-01',
      currencyCode: 'USD',
      lines: [{ itemName: ' ', qty: 0, unitPrice: 100, discountPct: 120 }],
    }));
    assert.equal(res.statusCode, 400);
    const { fields } = res.json();
    assert.equal(fields.requestedDate, '납기 요청일은 수주일 이후여야 합니다.');
    assert.equal(fields.exchangeRate, '원화가 아닌 통화는 환율을 입력해 주세요.');
    assert.equal(fields['lines.0.itemName'], '필수 입력 항목입니다.');
    assert.equal(fields['lines.0.qty'], '수량은 0보다 커야 합니다.');
    assert.equal(fields['lines.0.discountPct'], '할인율은 0에서 100 사이여야 합니다.');
    const empty = await send(t.app, 'POST', '/api/sales-order', tokens['sales.lead'], order({ lines: [] }));
    assert.equal(empty.json().fields.lines, '품목을 한 줄 이상 입력해 주세요.');
  });

  test('a stale update gets 409 and loses nothing', async () => {
    const o = await create('sales.lead');
    const body = { ...order(), version: o.version, lines: o.lines.map((l: Record<string, unknown>) => ({ id: l.id, itemName: l.itemName, qty: l.qty, unitPrice: l.unitPrice, discountPct: l.discountPct })), note: '첫 수정' };
    const first = await send(t.app, 'PUT', `/api/sales-order/${o.id}`, tokens['sales.lead'], body);
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().result.version, o.version + 1);
    const stale = await send(t.app, 'PUT', `/api/sales-order/${o.id}`, tokens.sales, { ...body, note: '늦은 수정', lines: [body.lines[0]] });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    const now = (await get(t.app, `/api/sales-order/${o.id}`, tokens['sales.lead'])).json().result;
    assert.equal(now.note, '첫 수정');
    assert.equal(now.lines.length, 2);
  });

  test('data scope: another team’s order is neither listed nor readable; CRM_ADMIN-level (SUPER) sees it', async () => {
    const other = await create('admin', { ownerDeptId: sal2, note: '영업2팀 수주' });
    const list = (await get(t.app, '/api/sales-order?size=100', tokens['sales.lead'])).json().result;
    assert.ok(!list.content.some((o: { id: number }) => o.id === other.id));
    assert.equal((await get(t.app, `/api/sales-order/${other.id}`, tokens['sales.lead'])).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/sales-order/${other.id}`, tokens['sales.lead'], { ...order(), version: 0 })).statusCode, 404);
    assert.equal((await get(t.app, `/api/sales-order/${other.id}`, tokens.admin)).statusCode, 200);
    const all = (await get(t.app, `/api/sales-order?keyword=${other.orderNo.replace(/-/g, '')}`, tokens.admin)).json().result;
    assert.deepEqual(all.content.map((o: { id: number }) => o.id), [other.id]);
  });

  test('roles: no CRM role → 403; without CRM_WRITE no create', async () => {
    assert.equal((await get(t.app, '/api/sales-order', tokens.dev)).statusCode, 403);
    assert.equal((await send(t.app, 'POST', '/api/sales-order', tokens.finance, order())).statusCode, 403);
  });

  test('list filters by status, customer, dates and sorts by orderDate desc', async () => {
    await create('sales.lead', { orderDate: '2025-01-10', requestedDate: '2025-02-01' });
    const res = await get(t.app, `/api/sales-order?statusList=DRAFT&customerId=${customerId}&fromDate=2025-01-01&toDate=2025-01-31`, tokens['sales.lead']);
    assert.equal(res.statusCode, 200);
    const content = res.json().result.content;
    assert.ok(content.length >= 1);
    assert.ok(content.every((o: { orderDate: string; status: string }) => o.orderDate.startsWith('2025-01') && o.status === 'DRAFT'));
    const sorted = (await get(t.app, '/api/sales-order?size=50', tokens['sales.lead'])).json().result.content.map((o: { orderDate: string }) => o.orderDate);
    assert.deepEqual(sorted, [...sorted].sort().reverse());
    assert.equal((await get(t.app, '/api/sales-order?statusList=NOPE', tokens['sales.lead'])).statusCode, 400);
  });

  test('lifecycle: confirm, partial and full delivery, over-delivery refused, close', async () => {
    const o = await create('sales.lead');
    assert.equal((await send(t.app, 'POST', `/api/sales-order/${o.id}/delivery`, tokens['sales.lead'], { version: o.version, deliveryDate: '2026-03-20', lines: [{ lineId: o.lines[0].id, qty: 1 }] })).statusCode, 409);
    const confirmed = (await send(t.app, 'POST', `/api/sales-order/${o.id}/confirm`, tokens['sales.lead'], { version: o.version })).json().result;
    assert.equal(confirmed.status, 'CONFIRMED');

    const over = await send(t.app, 'POST', `/api/sales-order/${o.id}/delivery`, tokens['sales.lead'], { version: confirmed.version, deliveryDate: '2026-03-20', lines: [{ lineId: o.lines[1].id, qty: 4 }] });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().fields['lines.0.qty'], '잔량(3)보다 많이 출하할 수 없습니다.');

    const partial = await send(t.app, 'POST', `/api/sales-order/${o.id}/delivery`, tokens['sales.lead'], { version: confirmed.version, deliveryDate: '2026-03-20', lines: [{ lineId: o.lines[0].id, qty: 4 }] });
    assert.equal(partial.statusCode, 200, partial.body);
    const p = partial.json().result;
    assert.equal(p.status, 'PARTIALLY_DELIVERED');
    assert.equal(p.lines[0].deliveredQty, 4);
    // 4 × 123,456 ÷ (10 × 123,456 + 3 × 33,333) = 493,824 ÷ 1,334,559
    assert.equal(p.perDelivered, 37);
    assert.equal(p.deliveries.length, 1);
    assert.equal((await send(t.app, 'POST', `/api/sales-order/${o.id}/cancel`, tokens['sales.lead'], { version: p.version })).statusCode, 409);

    const cut = await send(t.app, 'PUT', `/api/sales-order/${o.id}`, tokens['sales.lead'], {
      ...order(),
      version: p.version,
      lines: [{ id: o.lines[0].id, itemName: '산업용 센서 모듈', qty: 3, unitPrice: 123_456 }, { id: o.lines[1].id, itemName: '설치 브래킷', qty: 3, unitPrice: 33_333 }],
    });
    assert.equal(cut.statusCode, 400);
    assert.equal(cut.json().fields['lines.0.qty'], '이미 출하한 수량(4)보다 적게 줄일 수 없습니다.');
    const dropped = await send(t.app, 'PUT', `/api/sales-order/${o.id}`, tokens['sales.lead'], { ...order(), version: p.version, lines: [{ id: o.lines[1].id, itemName: '설치 브래킷', qty: 3, unitPrice: 33_333 }] });
    assert.equal(dropped.json().fields.lines, '출하 또는 청구된 품목은 삭제할 수 없습니다.');

    const rest = await send(t.app, 'POST', `/api/sales-order/${o.id}/delivery`, tokens['sales.lead'], {
      version: p.version,
      deliveryDate: '2026-03-25',
      lines: [{ lineId: o.lines[0].id, qty: 6 }, { lineId: o.lines[1].id, qty: 3 }],
    });
    const done = rest.json().result;
    assert.equal(done.status, 'DELIVERED');
    assert.equal(done.perDelivered, 100);
    const closed = (await send(t.app, 'POST', `/api/sales-order/${o.id}/close`, tokens['sales.lead'], { version: done.version })).json().result;
    assert.equal(closed.status, 'CLOSED');
    assert.equal((await send(t.app, 'PUT', `/api/sales-order/${o.id}`, tokens['sales.lead'], { ...order(), version: closed.version })).statusCode, 409);
  });

  test('recordBilling keeps billed figures and closes a delivered, fully billed order', async () => {
    const o = await create('sales.lead', { lines: [{ itemName: '장비', qty: 1, unitPrice: 1_000_000 }] });
    const c = (await send(t.app, 'POST', `/api/sales-order/${o.id}/confirm`, tokens['sales.lead'], { version: o.version })).json().result;
    await send(t.app, 'POST', `/api/sales-order/${o.id}/delivery`, tokens['sales.lead'], { version: c.version, deliveryDate: '2026-03-20', lines: [{ lineId: o.lines[0].id, qty: 1 }] });
    const actor = { actorId: null, ip: null, requestId: null, now: new Date() };
    await t.app.db.transaction((tx) => recordBilling(tx, actor, o.lines[0].id, 400_000));
    let now = (await get(t.app, `/api/sales-order/${o.id}`, tokens['sales.lead'])).json().result;
    assert.equal(now.perBilled, 40);
    assert.equal(now.status, 'DELIVERED');
    await t.app.db.transaction((tx) => recordBilling(tx, actor, o.lines[0].id, 600_000));
    now = (await get(t.app, `/api/sales-order/${o.id}`, tokens['sales.lead'])).json().result;
    assert.equal(now.perBilled, 100);
    assert.equal(now.status, 'CLOSED');
    const [line] = await t.app.db.select().from(salesOrderLine).where(eq(salesOrderLine.id, o.lines[0].id));
    assert.equal(line.billedAmount, 1_000_000);
  });

  test('delete: only DRAFT, only own (or admin), soft; CRM_ADMIN restores', async () => {
    const mine = await create('sales.lead');
    const notMine = (await send(t.app, 'DELETE', `/api/sales-order/${mine.id}?version=${mine.version}`, tokens.sales)).json();
    assert.equal(notMine.message, '본인이 담당하는 수주만 삭제할 수 있습니다.');
    assert.equal((await send(t.app, 'DELETE', `/api/sales-order/${mine.id}?version=${mine.version}`, tokens['sales.lead'])).statusCode, 200);
    assert.equal((await get(t.app, `/api/sales-order/${mine.id}`, tokens['sales.lead'])).statusCode, 404);
    const [row] = await t.app.db.select().from(salesOrder).where(eq(salesOrder.id, mine.id));
    assert.equal(row.deletedYn, 'Y');
    // Only CRM_ADMIN (here SUPER) lists, opens and restores deleted orders.
    const listed = (await get(t.app, `/api/sales-order?includeDeletedYn=Y&keyword=${mine.orderNo}`, tokens['sales.lead'])).json().result;
    assert.equal(listed.totalElements, 0);
    assert.equal((await get(t.app, `/api/sales-order?includeDeletedYn=Y&keyword=${mine.orderNo}`, tokens.admin)).json().result.content[0].deletedYn, 'Y');
    assert.equal((await send(t.app, 'POST', `/api/sales-order/${mine.id}/restore`, tokens['sales.lead'], { version: row.version })).statusCode, 403);
    const restored = await send(t.app, 'POST', `/api/sales-order/${mine.id}/restore`, tokens.admin, { version: row.version });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json().result.deletedYn, 'N');
    assert.equal((await get(t.app, `/api/sales-order/${mine.id}`, tokens['sales.lead'])).statusCode, 200);
    const confirmed = await create('sales.lead');
    const c = (await send(t.app, 'POST', `/api/sales-order/${confirmed.id}/confirm`, tokens['sales.lead'], { version: 0 })).json().result;
    assert.equal((await send(t.app, 'DELETE', `/api/sales-order/${confirmed.id}?version=${c.version}`, tokens.admin)).statusCode, 409);
  });

  test('the record toolkit knows SALES_ORDER (history dialog) and hides it out of scope', async () => {
    const o = await create('admin', { ownerDeptId: sal2 });
    assert.equal((await get(t.app, `/api/history/SALES_ORDER/${o.id}`, tokens.admin)).statusCode, 200);
    assert.equal((await get(t.app, `/api/history/SALES_ORDER/${o.id}`, tokens['sales.lead'])).statusCode, 404);
  });

  test('the customer picker answers any signed-in user with id, number, name', async () => {
    const [c] = await t.app.db.select().from(customer).where(eq(customer.id, customerId));
    const res = await get(t.app, `/api/customer/picker?keyword=${encodeURIComponent(c.name)}`, tokens.dev);
    assert.equal(res.statusCode, 200);
    const hit = res.json().result.find((r: { id: number }) => r.id === customerId);
    assert.deepEqual(Object.keys(hit).sort(), ['bizRegNo', 'customerNo', 'id', 'name', 'status']);
  });
});

describe('demo seed', () => {
  test('80 orders of sales people, deliveries never above the ordered quantity, states matching deliveries', async () => {
    const orders = await t.app.db.select().from(salesOrder).where(eq(salesOrder.createdBy, salesOrder.ownerUserId));
    assert.ok(orders.length >= 80);
    const lines = await t.app.db.select().from(salesOrderLine);
    assert.ok(lines.every((l) => Number(l.deliveredQty) <= Number(l.qty)));
    const statuses = new Set(orders.map((o) => o.status));
    for (const s of ['DRAFT', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CLOSED']) assert.ok(statuses.has(s as never), s);
    const delivered = orders.filter((o) => o.status === 'DELIVERED');
    for (const o of delivered) assert.ok(lines.filter((l) => l.orderId === o.id).every((l) => l.deliveredQty === l.qty));
  });
});
