// @pglite: the contract demo seed from an empty database
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { appUser, contract, customer, department, paymentTerm } from '../../src/db/schema';
import { nextDocNumber } from '../../src/lib/docNumber';
import { kstDate } from '../../src/lib/time';
import { type TestApp, buildTestApp } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.close());

const DAY_MS = 86_400_000;

test('90 contracts over 24 months, exactly 8 ACTIVE ones ending within 90 days, every state present', async () => {
  const rows = await t.app.db.select().from(contract);
  assert.equal(rows.length, 90);
  const today = kstDate(t.clock());
  const in90 = kstDate(new Date(t.clock().getTime() + 90 * DAY_MS));
  assert.equal(rows.filter((c) => c.status === 'ACTIVE' && c.endDate >= today && c.endDate <= in90).length, 8);
  const twoYearsAgo = kstDate(new Date(t.clock().getTime() - 745 * DAY_MS));
  assert.ok(rows.every((c) => c.contractDate >= twoYearsAgo && c.startDate <= c.endDate));
  const counted = (s: string) => rows.filter((c) => c.status === s).length;
  for (const s of ['DRAFT', 'PENDING_APPROVAL', 'ACTIVE', 'COMPLETED', 'EXPIRED', 'TERMINATED', 'RENEWED']) assert.ok(counted(s) > 0, s);
  assert.ok(counted('ACTIVE') + counted('COMPLETED') > 45, `mostly ACTIVE or COMPLETED: ${['ACTIVE', 'COMPLETED', 'EXPIRED', 'TERMINATED'].map((s) => `${s} ${counted(s)}`).join(', ')}`);
  assert.ok(rows.filter((c) => c.status === 'ACTIVE').every((c) => c.endDate >= today), 'no ACTIVE contract is past its end');
  assert.equal(new Set(rows.map((c) => c.contractNo)).size, 90);
});

test('owners are sales team members; running contracts belong to ACTIVE customers; renewals link their originals', async () => {
  const rows = await t.app.db.select().from(contract);
  const teams = await t.app.db.select({ id: department.id }).from(department).where(inArray(department.code, ['SAL-1', 'SAL-2']));
  const sales = await t.app.db.select({ id: appUser.id }).from(appUser).where(inArray(appUser.deptId, teams.map((d) => d.id)));
  const salesIds = new Set(sales.map((u) => u.id));
  assert.ok(rows.every((c) => c.ownerUserId !== null && salesIds.has(c.ownerUserId)));
  const customers = new Map((await t.app.db.select({ id: customer.id, status: customer.status }).from(customer)).map((c) => [c.id, c.status]));
  assert.ok(rows.filter((c) => c.status === 'ACTIVE').every((c) => customers.get(c.customerId) === 'ACTIVE'));
  const renewed = rows.filter((c) => c.status === 'RENEWED');
  for (const r of renewed) {
    const next = rows.find((c) => c.renewedFromId === r.id);
    assert.ok(next, r.contractNo);
    assert.equal(next.customerId, r.customerId);
    assert.equal(next.startDate, kstDate(new Date(Date.parse(`${r.endDate}T00:00:00Z`) + DAY_MS)));
  }
  assert.ok(rows.filter((c) => c.status !== 'DRAFT').every((c) => c.approverId !== null));
});

test('payment terms sum to each supply exactly; VAT and totals follow the rules', async () => {
  const rows = await t.app.db.select().from(contract);
  const terms = await t.app.db.select().from(paymentTerm);
  for (const c of rows) {
    const mine = terms.filter((p) => p.contractId === c.id);
    const sum = mine.reduce((s, p) => s + Math.round(Number(p.amount) * 100), 0);
    assert.equal(sum, Math.round(Number(c.supplyAmount) * 100), c.contractNo);
    if (c.contractType === 'UNIT_PRICE') assert.equal(mine.length, 0);
    if (c.taxType === 'TAXABLE') assert.equal(c.vatAmount, Math.floor((c.krwSupplyAmount * 10) / 100));
    assert.equal(c.totalAmount, c.krwSupplyAmount + c.vatAmount);
  }
  assert.ok(terms.some((p) => p.dueType === 'MONTHLY'));
});

test('new contract numbers continue after the seeded ones', async () => {
  const year = kstDate(t.clock()).slice(0, 4);
  const seeded = await t.app.db.select({ no: contract.contractNo }).from(contract);
  const last = Math.max(...seeded.filter((r) => r.no.startsWith(`CT-${year}-`)).map((r) => Number(r.no.slice(-4))), 0);
  assert.equal(await nextDocNumber(t.app.db, 'CONTRACT', `${year}-06-01`), `CT-${year}-${String(last + 1).padStart(4, '0')}`);
});
