import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, inArray, like, notInArray } from 'drizzle-orm';
import { appUser, contact, contract, customer, department } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';

/** The pickers of the contract and sales order forms: contacts of a customer, leads and contracts the caller may open. */
let t: TestApp;
let admin: TestUser;
let salesLead: TestUser; // 영업1팀장: CONTRACT_READ/WRITE, LEAD_READ/WRITE
let rep: TestUser; // 영업1팀: LEAD_WRITE, no contract roles
let dev: TestUser; // no CRM roles
let other: TestUser; // a 영업2팀 member with LEAD_READ/WRITE

before(async () => {
  t = await buildTestApp();
  [admin, salesLead, rep, dev] = await signInAll(t, ['admin', 'sales.lead', 'sales', 'dev']);
  const [sal2] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  const [member] = await t.app.db.select({ id: appUser.id, username: appUser.username }).from(appUser).where(and(eq(appUser.deptId, sal2.id), eq(appUser.status, 'ACTIVE'))).orderBy(asc(appUser.id)).limit(1);
  await grant(t, member.id, 'ROLE_LEAD', 'ROLE_LEAD_READ', 'ROLE_LEAD_WRITE');
  other = await signIn(t, member.username);
});
after(() => t.close());

const ids = (res: { json(): { result: { id: number }[] } }) => res.json().result.map((r) => r.id);

describe('contact picker', () => {
  test("a user who may read the customer lists its active contacts with name, department, title and primary flag only", async () => {
    const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
    const [row] = await t.app.db
      .select({ customerId: contact.customerId, name: contact.name })
      .from(contact)
      .innerJoin(customer, eq(customer.id, contact.customerId))
      .where(and(eq(contact.deletedYn, 'N'), eq(contact.status, 'ACTIVE'), eq(customer.ownerDeptId, sal1.id)))
      .orderBy(asc(contact.id))
      .limit(1);
    const res = await get(t.app, `/api/customer/${row.customerId}/contact-picker`, salesLead.token);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().result as Record<string, unknown>[];
    assert.ok(rows.length >= 1);
    assert.deepEqual(Object.keys(rows[0]).sort(), ['deptName', 'id', 'name', 'primaryYn', 'title']);
    const primaries = rows.filter((r) => r.primaryYn === 'Y').length;
    if (primaries > 0) assert.equal(rows[0].primaryYn, 'Y', 'primary first');
    const named = await get(t.app, `/api/customer/${row.customerId}/contact-picker?keyword=${encodeURIComponent(row.name)}`, salesLead.token);
    assert.ok(named.json().result.every((r: { name: string }) => r.name.includes(row.name)));
    assert.equal((await get(t.app, '/api/customer/99999999/contact-picker', salesLead.token)).statusCode, 404);
    // No customer read scope: the same 404 as an unknown customer.
    assert.equal((await get(t.app, `/api/customer/${row.customerId}/contact-picker`, dev.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/customer/${row.customerId}/contact-picker`)).statusCode, 401);
  });
});

describe('lead picker', () => {
  test("lists the customer's leads the caller may read, searchable; other departments and users without lead roles see none", async () => {
    const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
    const [c] = await t.app.db.select({ id: customer.id }).from(customer).where(and(eq(customer.deletedYn, 'N'), eq(customer.ownerDeptId, sal1.id))).orderBy(asc(customer.id)).limit(1);
    const title = `피커 리드 ${Date.now()}`;
    const made = await send(t.app, 'POST', '/api/lead', rep.token, { title, source: 'REFERRAL', expectedCloseDate: '2030-06-30', customerId: c.id });
    assert.equal(made.statusCode, 201, made.body);
    const leadId = made.json().result.id;
    const pick = (user: TestUser, query: string) => get(t.app, `/api/lead/picker?customerId=${c.id}${query}`, user.token);
    const mine = await pick(rep, `&keyword=${encodeURIComponent(title)}`);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.deepEqual(ids(mine), [leadId]);
    assert.deepEqual(Object.keys(mine.json().result[0]).sort(), ['customerId', 'id', 'leadNo', 'stageCategory', 'stageName', 'title']);
    assert.deepEqual(ids(await pick(salesLead, `&keyword=${encodeURIComponent(title)}`)), [leadId], 'same department (LEAD_READ)');
    assert.deepEqual(ids(await pick(other, `&keyword=${encodeURIComponent(title)}`)), [], 'another department');
    assert.deepEqual(ids(await pick(dev, '')), [], 'no lead roles');
    assert.deepEqual(ids(await get(t.app, `/api/lead/picker?customerId=${c.id + 1}&keyword=${encodeURIComponent(title)}`, rep.token)), [], "another customer's leads");
    assert.equal((await get(t.app, '/api/lead/picker')).statusCode, 401);
  });
});

describe('contract picker', () => {
  test("lists the customer's contracts in the caller's contract scope, by title or number with or without hyphens", async () => {
    const sal1 = await t.app.db.select({ id: department.id }).from(department).where(like(department.path, `${(await t.app.db.select({ path: department.path }).from(department).where(eq(department.code, 'SAL-1')))[0].path}%`));
    const deptIds = sal1.map((d) => d.id);
    const [inside] = await t.app.db.select().from(contract).where(and(eq(contract.deletedYn, 'N'), inArray(contract.ownerDeptId, deptIds))).orderBy(asc(contract.id)).limit(1);
    const [outside] = await t.app.db.select().from(contract).where(and(eq(contract.deletedYn, 'N'), notInArray(contract.ownerDeptId, deptIds))).orderBy(asc(contract.id)).limit(1);
    assert.ok(inside && outside, 'the demo seed has contracts inside and outside 영업1팀');
    const pick = (user: TestUser, c: typeof inside, query = '') => get(t.app, `/api/contract/picker?customerId=${c.customerId}&size=50${query}`, user.token);
    const res = await pick(salesLead, inside);
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(ids(res).includes(inside.id));
    assert.ok(res.json().result.every((r: { customerId: number }) => r.customerId === inside.customerId));
    assert.ok(!ids(await pick(salesLead, outside)).includes(outside.id), 'outside the department scope');
    assert.ok(ids(await pick(admin, outside)).includes(outside.id));
    assert.deepEqual(ids(await pick(admin, inside, `&keyword=${encodeURIComponent(inside.contractNo.replace(/-/g, ''))}`)), [inside.id]);
    assert.deepEqual(ids(await pick(admin, inside, `&keyword=${encodeURIComponent(inside.contractNo)}`)), [inside.id]);
    const devOwn = ids(await pick(dev, inside));
    assert.ok(!devOwn.includes(inside.id) || inside.ownerUserId === dev.id);
    assert.equal((await get(t.app, '/api/contract/picker')).statusCode, 401);
  });
});
