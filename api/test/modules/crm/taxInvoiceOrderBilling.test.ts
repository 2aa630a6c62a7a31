import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { customer, department, salesOrderLine } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { splitByLineAmount } from '../../../src/modules/crm/taxInvoice/orderBilling';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let leadToken: string;
let financeToken: string;
let buyerId: number;
let otherBuyerId: number;
let today: string;

async function addCustomer(name: string, bizRegNo: string) {
  const [dept] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
  const [row] = await t.app.db
    .insert(customer)
    .values({
      customerNo: `C-8${bizRegNo.slice(-5)}`,
      name,
      nameKey: name,
      customerType: 'CORPORATION',
      bizRegNo,
      ceoName: '박대표',
      status: 'ACTIVE',
      address1: '서울특별시 중구 세종대로 1',
      taxEmail: `tax@${bizRegNo}.example.com`,
      paymentTermDays: 30,
      ownerDeptId: dept.id,
    })
    .returning({ id: customer.id });
  return row.id;
}

before(async () => {
  t = await buildTestApp();
  today = kstDate(t.clock());
  leadToken = (await login(t.app, 'sales.lead')).access_token;
  financeToken = (await login(t.app, 'finance')).access_token;
  buyerId = await addCustomer('(주)수주청구테스트', '1208813578');
  otherBuyerId = await addCustomer('(주)다른고객', '2148699993');
});
after(() => t.close());

type Order = { id: number; version: number; status: string; perBilled: number; billedAmount: number; lines: { id: number; amount: number }[] };

const orderOf = async (id: number): Promise<Order> => (await get(t.app, `/api/sales-order/${id}`, leadToken)).json().result;
const act = (path: string, body: Record<string, unknown>, token = leadToken) => send(t.app, 'POST', path, token, body);

/** A CONFIRMED order of 3 lines: 100,000 + 200,000 + 33,333 = 333,333 supply. */
async function confirmedOrder(customerId = buyerId): Promise<Order> {
  const res = await act('/api/sales-order', {
    customerId,
    orderDate: today,
    requestedDate: today,
    lines: [
      { itemName: '센서', qty: 1, unitPrice: 100_000 },
      { itemName: '컨트롤러', qty: 2, unitPrice: 100_000 },
      { itemName: '브래킷', qty: 1, unitPrice: 33_333 },
    ],
  });
  assert.equal(res.statusCode, 201, res.body);
  const o: Order = res.json().result;
  const confirmed = await act(`/api/sales-order/${o.id}/confirm`, { version: o.version });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  return confirmed.json().result;
}

const draft = (body: Record<string, unknown>) =>
  act('/api/tax-invoice', { direction: 'SALES', writeDate: today, customerId: buyerId, items: [{ itemName: '납품', supplyAmount: 100_000 }], ...body });

async function issue(id: number) {
  const inv = (await get(t.app, `/api/tax-invoice/${id}`, leadToken)).json().result;
  const requested = await act(`/api/tax-invoice/${id}/request`, { version: inv.version });
  assert.equal(requested.statusCode, 200, requested.body);
  const approved = await act(`/api/tax-invoice/${id}/approve`, { version: requested.json().result.version }, financeToken);
  assert.equal(approved.statusCode, 200, approved.body);
  return approved.json().result;
}

async function billed(orderId: number) {
  const lines = await t.app.db.select().from(salesOrderLine).where(eq(salesOrderLine.orderId, orderId)).orderBy(salesOrderLine.seq);
  return lines.map((l) => l.billedAmount);
}

describe('sales order billing from tax invoices', () => {
  test('pro rata split truncates each share and puts the remainder on the last line', () => {
    assert.deepEqual(splitByLineAmount(100_000, [100_000, 200_000, 33_333]), [30_000, 60_000, 10_000]);
    assert.deepEqual(splitByLineAmount(100, [1, 1, 1]), [33, 33, 34]);
    assert.deepEqual(splitByLineAmount(-100, [1, 1, 1]), [-33, -33, -34]);
    assert.deepEqual(splitByLineAmount(500, []), []);
  });

  test('the order must be the buyer’s, confirmed and not canceled (Korean field message)', async () => {
    const other = await confirmedOrder(otherBuyerId);
    const wrongCustomer = await draft({ salesOrderId: other.id });
    assert.equal(wrongCustomer.statusCode, 400);
    assert.equal(wrongCustomer.json().fields.salesOrderId, API_MESSAGES.taxInvoiceSalesOrderMismatch);

    const drafted = (await act('/api/sales-order', { customerId: buyerId, orderDate: today, requestedDate: today, lines: [{ itemName: '센서', qty: 1, unitPrice: 1_000 }] })).json().result;
    const notConfirmed = await draft({ salesOrderId: drafted.id });
    assert.equal(notConfirmed.statusCode, 400);
    assert.equal(notConfirmed.json().fields.salesOrderId, API_MESSAGES.taxInvoiceSalesOrderState);

    const toCancel = await confirmedOrder();
    const canceled = await act(`/api/sales-order/${toCancel.id}/cancel`, { version: toCancel.version, reason: '고객 요청' });
    assert.equal(canceled.statusCode, 200, canceled.body);
    const onCanceled = await draft({ salesOrderId: toCancel.id });
    assert.equal(onCanceled.statusCode, 400);
    assert.equal(onCanceled.json().fields.salesOrderId, API_MESSAGES.taxInvoiceSalesOrderState);

    // Linking on update is checked the same way; a valid link is kept and shown.
    const ok = await confirmedOrder();
    const inv = (await draft({})).json().result;
    const bad = await send(t.app, 'PUT', `/api/tax-invoice/${inv.id}`, leadToken, { version: inv.version, salesOrderId: other.id });
    assert.equal(bad.statusCode, 400);
    const good = await send(t.app, 'PUT', `/api/tax-invoice/${inv.id}`, leadToken, { version: inv.version, salesOrderId: ok.id });
    assert.equal(good.statusCode, 200, good.body);
    assert.equal(good.json().result.salesOrderId, ok.id);
    assert.ok(good.json().result.salesOrderNo);
  });

  test('issuing bills the order’s lines pro rata; a draft bills nothing; a minus amendment reduces it', async () => {
    const o = await confirmedOrder();
    const created = await draft({ salesOrderId: o.id });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(await billed(o.id), [0, 0, 0], 'a draft bills nothing');
    const inv = await issue(created.json().result.id);
    assert.deepEqual(await billed(o.id), [30_000, 60_000, 10_000]);
    assert.equal((await orderOf(o.id)).perBilled, 30);

    const amend = await act(`/api/tax-invoice/${inv.id}/amend`, { amendCode: 2, writeDate: today, items: [{ itemName: '단가 인하', supplyAmount: -10_000 }] });
    assert.equal(amend.statusCode, 201, amend.body);
    const [minus] = amend.json().result;
    assert.equal((await get(t.app, `/api/tax-invoice/${minus.id}`, leadToken)).json().result.salesOrderId, o.id, 'the amendment carries the original’s order');
    await issue(minus.id);
    assert.deepEqual(await billed(o.id), [27_000, 54_000, 9_000]);
    assert.equal((await orderOf(o.id)).perBilled, 27);
  });

  test('a delivered order that becomes fully billed closes', async () => {
    const o = await confirmedOrder();
    const delivered = await act(`/api/sales-order/${o.id}/delivery`, {
      version: o.version,
      deliveryDate: today,
      lines: o.lines.map((l, i) => ({ lineId: l.id, qty: [1, 2, 1][i] })),
    });
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal((await orderOf(o.id)).status, 'DELIVERED');
    const created = await draft({ salesOrderId: o.id, items: [{ itemName: '납품 전량', supplyAmount: 333_333 }] });
    assert.equal(created.statusCode, 201, created.body);
    await issue(created.json().result.id);
    assert.deepEqual(await billed(o.id), [100_000, 200_000, 33_333]);
    const after = await orderOf(o.id);
    assert.equal(after.perBilled, 100);
    assert.equal(after.status, 'CLOSED');
  });

});
