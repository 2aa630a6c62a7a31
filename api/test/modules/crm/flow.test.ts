import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { eq } from 'drizzle-orm';
import { appUser, contract, customer, department, paymentTerm } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

// One contract through invoicing and collection: what the contract and the plan show comes from the other modules.
let t: TestApp;
let leadToken: string;
let financeToken: string;
let contractId: number;
let customerId: number;
let today: string;
let ownerId: number;
let salesBefore: number;

async function mySalesThisMonth(): Promise<number> {
  const grid = (await get(t.app, `/api/sales-plan?year=${today.slice(0, 4)}&dimension=USER`, leadToken)).json().result;
  assert.equal(grid.salesActualsAvailable, true);
  return grid.rows.find((r: { keyId: number }) => r.keyId === ownerId).months[Number(today.slice(5, 7)) - 1].salesActual;
}

before(async () => {
  t = await buildTestApp();
  today = kstDate(t.clock());
  leadToken = (await login(t.app, 'sales.lead')).access_token;
  financeToken = (await login(t.app, 'finance')).access_token;
  const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
  const [owner] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'sales.lead'));
  const [c] = await t.app.db
    .insert(customer)
    .values({
      customerNo: 'C-990001', name: '(주)흐름테스트', nameKey: '흐름테스트', customerType: 'CORPORATION', bizRegNo: '1208813578', ceoName: '김대표',
      status: 'ACTIVE', address1: '서울특별시 중구 세종대로 1', taxEmail: 'tax@flow.example.com', paymentTermDays: 30, ownerDeptId: sal1.id, ownerUserId: owner.id,
    })
    .returning({ id: customer.id });
  customerId = c.id;
  const [ct] = await t.app.db
    .insert(contract)
    .values({
      contractNo: 'CT-9999-0001', title: '흐름 테스트 계약', customerId, contractType: 'SERVICE', contractDate: today, startDate: today, endDate: '2099-12-31',
      supplyAmount: '10000000', vatAmount: 1_000_000, totalAmount: 11_000_000, krwSupplyAmount: 10_000_000, status: 'ACTIVE', ownerDeptId: sal1.id, ownerUserId: owner.id,
    })
    .returning({ id: contract.id });
  contractId = ct.id;
  ownerId = owner.id;
  salesBefore = await mySalesThisMonth();
});
after(() => t.close());

const act = (id: number, action: string, body: Record<string, unknown>, token: string) => send(t.app, 'POST', `/api/tax-invoice/${id}/${action}`, token, body);

async function issue(id: number, version: number) {
  const requested = await act(id, 'request', { version }, leadToken);
  assert.equal(requested.statusCode, 200, requested.body);
  const approved = await act(id, 'approve', { version: requested.json().result.version }, financeToken);
  assert.equal(approved.statusCode, 200, approved.body);
  return approved.json().result;
}

const contractDetail = async () => (await get(t.app, `/api/contract/${contractId}`, leadToken)).json().result;

test('a contract bills its issued invoices (amendments netted, drafts not) and shows what was collected', async () => {
  assert.equal((await contractDetail()).billedAmount, 0);
  const created = await send(t.app, 'POST', '/api/tax-invoice', leadToken, {
    direction: 'SALES', writeDate: today, customerId, contractId, items: [{ itemName: '1차 용역', supplyAmount: 4_000_000 }],
  });
  assert.equal(created.statusCode, 201, created.body);
  const invoice = await issue(created.json().result.id, created.json().result.version);
  // A draft does not count.
  await send(t.app, 'POST', '/api/tax-invoice', leadToken, { direction: 'SALES', writeDate: today, customerId, contractId, items: [{ itemName: '초안', supplyAmount: 9_000_000 }] });
  let detail = await contractDetail();
  assert.equal(detail.billedAmount, 4_000_000);
  assert.equal(detail.backlog, 6_000_000);
  assert.equal(detail.billedPct, 40);

  const amended = await act(invoice.id, 'amend', { amendCode: 2, writeDate: today, items: [{ itemName: '감액', supplyAmount: -1_000_000 }] }, leadToken);
  assert.equal(amended.statusCode, 201, amended.body);
  const [minus] = amended.json().result;
  await issue(minus.id, minus.version);
  assert.equal((await contractDetail()).billedAmount, 3_000_000);

  const paid = await send(t.app, 'POST', '/api/collection', financeToken, { customerId, collectedDate: today, amount: 2_000_000, method: 'TRANSFER' });
  assert.equal(paid.statusCode, 201, paid.body);
  detail = await contractDetail();
  assert.equal(detail.collectedAmount, 2_000_000);
});

test('the sales plan shows the recognised sales of the issued invoices for the person accountable', async () => {
  assert.equal(await mySalesThisMonth(), salesBefore + 3_000_000);
});

test('an invoice against a payment term marks it INVOICED, takes its due date, and full collection marks it COLLECTED', async () => {
  const [term] = await t.app.db
    .insert(paymentTerm)
    .values({ contractId, seq: 9, name: '잔금', amount: '1000000', dueType: 'ON_DATE', dueDate: '2099-01-31' })
    .returning({ id: paymentTerm.id });
  const wrong = await send(t.app, 'POST', '/api/tax-invoice', leadToken, {
    direction: 'SALES', writeDate: today, customerId, paymentTermId: term.id, items: [{ itemName: '잔금', supplyAmount: 1_000_000 }],
  });
  assert.equal(wrong.statusCode, 400);
  assert.equal(wrong.json().fields.paymentTermId, API_MESSAGES.taxInvoicePaymentTermMismatch);

  const created = await send(t.app, 'POST', '/api/tax-invoice', leadToken, {
    direction: 'SALES', writeDate: today, customerId, contractId, paymentTermId: term.id, items: [{ itemName: '잔금', supplyAmount: 1_000_000 }],
  });
  assert.equal(created.statusCode, 201, created.body);
  const issued = await issue(created.json().result.id, created.json().result.version);
  assert.equal(issued.receivable.dueDate, '2099-01-31');
  const status = async () => (await t.app.db.select({ s: paymentTerm.status }).from(paymentTerm).where(eq(paymentTerm.id, term.id)))[0].s;
  assert.equal(await status(), 'INVOICED');

  const paid = await send(t.app, 'POST', '/api/collection', financeToken, {
    customerId, collectedDate: today, amount: 1_100_000, method: 'TRANSFER', allocations: [{ receivableId: issued.receivable.id, amount: 1_100_000 }],
  });
  assert.equal(paid.statusCode, 201, paid.body);
  assert.equal(await status(), 'COLLECTED');
  const reversed = await send(t.app, 'POST', `/api/collection/${paid.json().result.id}/reverse`, financeToken, { version: paid.json().result.version });
  assert.equal(reversed.statusCode, 201, reversed.body);
  assert.equal(await status(), 'INVOICED');
});
