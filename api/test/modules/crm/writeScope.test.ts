import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { appUser, contact, customer, department } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

// Writes respect the scope of reads (issue 14): nobody creates what they could not then read, nor links what they cannot read.
let t: TestApp;
let rep: TestUser; // 영업1팀 sales rep
let dev: TestUser; // no CRM roles
let admin: TestUser;
let outsider: number; // an active 영업2팀 member
let theirCustomer: number; // a customer owned by 영업2팀
let ourCustomer: number; // a customer owned by 영업1팀

const deptId = async (code: string) => (await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, code)))[0].id;
const customerOf = async (dept: number) =>
  (await t.app.db.select({ id: customer.id }).from(customer).innerJoin(contact, eq(contact.customerId, customer.id)).where(and(eq(customer.ownerDeptId, dept), eq(customer.deletedYn, 'N'), eq(contact.deletedYn, 'N'))).orderBy(asc(customer.id)).limit(1))[0].id;

before(async () => {
  t = await buildTestApp();
  [rep, dev, admin] = await signInAll(t, ['sales', 'dev', 'admin']);
  const [sal1, sal2] = await Promise.all([deptId('SAL-1'), deptId('SAL-2')]);
  outsider = (await t.app.db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.deptId, sal2), eq(appUser.status, 'ACTIVE'))).orderBy(asc(appUser.id)).limit(1))[0].id;
  [theirCustomer, ourCustomer] = await Promise.all([customerOf(sal2), customerOf(sal1)]);
  const [me] = await t.app.db.select({ deptId: appUser.deptId }).from(appUser).where(inArray(appUser.id, [rep.id]));
  assert.equal(me.deptId, sal1, 'the rep is in 영업1팀');
});
after(() => t.close());

const lead = (over: Record<string, unknown>) => ({ title: '범위 밖 리드', source: 'REFERRAL', expectedCloseDate: '2030-06-30', prospectCompany: '(주)가망', ...over });

test('a sales rep cannot create a lead owned by someone outside their scope, nor hand one over to them', async () => {
  const res = await send(t.app, 'POST', '/api/lead', rep.token, lead({ ownerUserId: outsider }));
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().fields.ownerUserId, API_MESSAGES.leadOwnerOutOfScope);
  const mine = await send(t.app, 'POST', '/api/lead', rep.token, lead({ title: '내 리드' }));
  assert.equal(mine.statusCode, 201, mine.body);
  const { id, version } = mine.json().result;
  const handOver = await send(t.app, 'PUT', `/api/lead/${id}`, rep.token, { version, ownerUserId: outsider });
  assert.equal(handOver.statusCode, 400, handOver.body);
  // An administrator of the whole organisation may.
  assert.equal((await send(t.app, 'POST', '/api/lead', admin.token, lead({ ownerUserId: outsider }))).statusCode, 201);
});

test('a lead or a CRM record cannot be attached to a customer outside the scope; one inside can', async () => {
  const outLead = await send(t.app, 'POST', '/api/lead', rep.token, lead({ customerId: theirCustomer }));
  assert.equal(outLead.statusCode, 400, outLead.body);
  assert.equal(outLead.json().fields.customerId, API_MESSAGES.leadCustomerNotFound);
  assert.equal((await send(t.app, 'POST', '/api/lead', rep.token, lead({ customerId: ourCustomer }))).statusCode, 201);

  const record = (customerId: number) => ({
    activityType: 'CALL',
    subject: '범위 확인 통화',
    customerId,
    status: 'DONE',
    activityAt: new Date(Date.now() - 3_600_000).toISOString(),
    content: '<p>통화</p>',
    outcome: 'NEUTRAL',
  });
  const outRecord = await send(t.app, 'POST', '/api/crm-record', rep.token, record(theirCustomer));
  assert.equal(outRecord.statusCode, 400, outRecord.body);
  assert.equal(outRecord.json().fields.customerId, API_MESSAGES.crmRecordCustomerNotFound);
  const inRecord = await send(t.app, 'POST', '/api/crm-record', rep.token, record(ourCustomer));
  assert.equal(inRecord.statusCode, 201, inRecord.body);
});

test('the contact pickers answer only for a customer the caller may read', async () => {
  for (const picker of [(id: number) => `/api/lead/contact-picker/${id}`, (id: number) => `/api/crm-record/contacts?customerId=${id}`]) {
    assert.equal((await get(t.app, picker(theirCustomer), rep.token)).statusCode, 404, picker(theirCustomer));
    const ours = await get(t.app, picker(ourCustomer), rep.token);
    assert.equal(ours.statusCode, 200, ours.body);
    assert.ok(ours.json().result.length >= 1);
    assert.equal((await get(t.app, picker(theirCustomer), admin.token)).statusCode, 200);
  }
  assert.equal((await get(t.app, `/api/customer/${theirCustomer}/contact-picker`, rep.token)).statusCode, 404);
  assert.equal((await get(t.app, `/api/customer/${ourCustomer}/contact-picker`, dev.token)).statusCode, 404);
  const ours = await get(t.app, `/api/customer/${ourCustomer}/contact-picker`, rep.token);
  assert.equal(ours.statusCode, 200, ours.body);
  assert.ok(ours.json().result.length >= 1);
});
