import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm';
import { appUser, auditHistory, contact, customer, department, lead, leadStage, leadStageHistory } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';

let t: TestApp;
let rep: TestUser; // sales: 영업1팀, LEAD_WRITE and only CUSTOMER_READ
let other: TestUser; // a 영업2팀 member with LEAD_WRITE
let dev: TestUser; // no lead roles
let stages: Record<string, number>;

before(async () => {
  t = await buildTestApp();
  [rep, dev] = await signInAll(t, ['sales', 'dev']);
  const [sal2] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  const [member] = await t.app.db
    .select({ username: appUser.username, id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.deptId, sal2.id), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id))
    .limit(1);
  await grant(t, member.id, 'ROLE_LEAD', 'ROLE_LEAD_READ', 'ROLE_LEAD_WRITE');
  other = await signIn(t, member.username);
  stages = Object.fromEntries((await t.app.db.select().from(leadStage)).map((s) => [s.code, s.id]));
});
after(() => t.close());

/** A checksum-valid business number from 9 leading digits (DOMAIN §1.2). */
function bizNo(first9: string): string {
  const n = [...first9].map(Number);
  const sum = [1, 3, 7, 1, 3, 7, 1, 3, 5].reduce((acc, w, i) => acc + n[i] * w, 0) + Math.floor((n[8] * 5) / 10);
  return first9 + String((10 - (sum % 10)) % 10);
}
let serial = 300;
const freshNo = () => bizNo(`8${String(serial++).padStart(3, '0')}71234`);
/** A company name no seeded customer resembles. */
const uniqueName = () => `쿼크${serial++}${Math.random().toString(36).slice(2, 7)}테크`;

type Lead = { id: number; version: number; stageId: number; customerId: number | null; contactId: number | null; customerName: string | null; ownerDeptId: number | null };

async function prospectLead(user: TestUser, overrides: Record<string, unknown> = {}): Promise<Lead> {
  const res = await send(t.app, 'POST', '/api/lead', user.token, {
    title: `잠재 리드 ${serial++}`,
    source: 'EXHIBITION',
    expectedCloseDate: '2030-06-30',
    prospectCompany: uniqueName(),
    prospectName: '홍길동',
    prospectEmail: `hong${serial}@quark-${serial}.co.kr`,
    prospectPhone: '010-1234-5678',
    ...overrides,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

const qualify = (user: TestUser, l: { id: number; version: number }, body: Record<string, unknown>) => send(t.app, 'POST', `/api/lead/${l.id}/qualify`, user.token, { version: l.version, ...body });
const newCustomer = (over: Record<string, unknown> = {}) => ({ customerType: 'CORPORATION', bizRegNo: freshNo(), ceoName: '김대표', ...over });
const customerCount = async () => Number((await t.app.db.select({ n: count() }).from(customer))[0].n);
const leadRow = async (id: number) => (await t.app.db.select().from(lead).where(eq(lead.id, id)))[0];

describe('qualify a prospect lead into a new customer', () => {
  test('creates a PROSPECT customer owned where the lead is, its primary contact, links both and moves the stage, all audited', async () => {
    const l = await prospectLead(rep);
    const res = await qualify(rep, l, { stageId: stages.QUALIFIED, customer: newCustomer({ name: null }) });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result as Lead;
    assert.equal(saved.stageId, stages.QUALIFIED);
    assert.ok(saved.customerId);
    assert.ok(saved.contactId);
    const row = await leadRow(l.id);
    const [made] = await t.app.db.select().from(customer).where(eq(customer.id, saved.customerId!));
    assert.equal(made.name, row.prospectCompany, 'the name defaults to the prospect company');
    assert.equal(made.status, 'PROSPECT');
    assert.equal(made.ownerUserId, rep.id);
    assert.equal(made.ownerDeptId, row.ownerDeptId);
    assert.equal(made.emailDomain, row.prospectEmail!.split('@')[1], 'the contact mail domain joins the duplicate keys');
    const [person] = await t.app.db.select().from(contact).where(eq(contact.id, saved.contactId!));
    assert.deepEqual([person.customerId, person.name, person.email, person.mobile, person.primaryYn], [made.id, '홍길동', row.prospectEmail, '01012345678', 'Y']);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'LEAD'), eq(auditHistory.entityId, l.id)));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['CREATE', 'STATE', 'UPDATE']);
    const customerAudits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CUSTOMER'), eq(auditHistory.entityId, made.id)));
    assert.ok(customerAudits.some((a) => a.action === 'CREATE'));
    const history = await t.app.db.select().from(leadStageHistory).where(eq(leadStageHistory.leadId, l.id));
    assert.equal(history.length, 2);
    // The rep can now open the customer they own (self scope), though they may not create customers directly.
    assert.equal((await get(t.app, `/api/customer/${made.id}`, rep.token)).statusCode, 200);
    assert.equal((await send(t.app, 'POST', '/api/customer', rep.token, { name: uniqueName(), customerType: 'OVERSEAS' })).statusCode, 403);
  });

  test('without a stage it only links (the lead stays in 신규); contact: null registers no contact', async () => {
    const l = await prospectLead(rep);
    const res = await qualify(rep, l, { customer: newCustomer(), contact: null });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result as Lead;
    assert.equal(saved.stageId, stages.NEW);
    assert.equal(saved.contactId, null);
    assert.equal((await t.app.db.select().from(contact).where(eq(contact.customerId, saved.customerId!))).length, 0);
  });

  test('a possible duplicate answers 409 with the candidates and creates nothing; acknowledged, it is created and the acknowledgement audited', async () => {
    const [existing] = await t.app.db.select().from(customer).where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), isNotNull(customer.bizRegNo))).orderBy(asc(customer.id)).limit(1);
    const l = await prospectLead(rep, { prospectCompany: `${existing.name} ` });
    const preview = await get(t.app, `/api/lead/${l.id}/prospect-duplicates`, rep.token);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.ok(preview.json().result.some((m: { id: number }) => m.id === existing.id));
    const before = await customerCount();
    const res = await qualify(rep, l, { stageId: stages.PROPOSAL, customer: newCustomer() });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error, 'duplicate_warning');
    assert.equal(res.json().message, API_MESSAGES.customerDuplicateWarning);
    const match = res.json().duplicates.find((m: { id: number }) => m.id === existing.id);
    assert.ok(match);
    assert.ok(match.reasons.includes('NAME'));
    assert.equal(await customerCount(), before);
    const untouched = await leadRow(l.id);
    assert.deepEqual([untouched.customerId, untouched.stageId, untouched.version], [null, stages.NEW, l.version]);
    const acked = await qualify(rep, l, { stageId: stages.PROPOSAL, customer: newCustomer(), duplicateAckYn: 'Y' });
    assert.equal(acked.statusCode, 200, acked.body);
    assert.equal(await customerCount(), before + 1);
    const made = acked.json().result.customerId;
    assert.notEqual(made, existing.id);
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CUSTOMER'), eq(auditHistory.entityId, made), eq(auditHistory.action, 'CREATE')));
    assert.ok(JSON.stringify(audit.changes).includes('duplicateAck'));
  });

  test('a business number another customer holds is a 409 naming it, with that customer as the one candidate', async () => {
    const [holder] = await t.app.db.select().from(customer).where(and(eq(customer.deletedYn, 'N'), ne(customer.status, 'MERGED'), isNotNull(customer.bizRegNo))).orderBy(asc(customer.id)).limit(1);
    const l = await prospectLead(rep);
    const res = await qualify(rep, l, { customer: newCustomer({ bizRegNo: holder.bizRegNo }), duplicateAckYn: 'Y' });
    assert.equal(res.statusCode, 409, res.body);
    assert.equal(res.json().error, 'duplicate_biz_reg_no');
    assert.match(res.json().fields.bizRegNo, new RegExp(holder.customerNo));
    assert.deepEqual(res.json().duplicates.map((m: { id: number }) => m.id), [holder.id]);
    assert.equal((await leadRow(l.id)).customerId, null);
  });

  test('bad customer or contact input is a Korean 400 keyed by section, and nothing is written', async () => {
    const l = await prospectLead(rep, { prospectEmail: null, prospectPhone: '02-123-4567' });
    const before = await customerCount();
    let res = await qualify(rep, l, { customer: { bizRegNo: '123' } });
    assert.equal(res.statusCode, 400);
    const fields = res.json().fields;
    assert.equal(fields['customer.customerType'], API_MESSAGES.customerTypeRequired);
    assert.equal(fields['customer.bizRegNo'], API_MESSAGES.bizRegNoFormat);
    // Derived from the prospect: a name and a landline only — a contact needs an e-mail or a mobile.
    assert.equal(fields['contact.email'], API_MESSAGES.contactEmailOrMobile);
    res = await qualify(rep, l, { customer: newCustomer(), contact: { name: '홍길동', email: 'not-mail' } });
    assert.equal(res.json().fields['contact.email'], API_MESSAGES.customerEmailFormat);
    res = await qualify(rep, l, {});
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadQualifyChoose);
    res = await qualify(rep, l, { customerId: 1, customer: newCustomer() });
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadQualifyChoose);
    res = await qualify(rep, l, { stageId: stages.LOST, customer: newCustomer(), contact: null });
    assert.equal(res.json().fields.stageId, API_MESSAGES.leadQualifyStageInvalid);
    res = await qualify(rep, l, { stageId: stages.NEW, customer: newCustomer(), contact: null });
    assert.equal(res.json().fields.stageId, API_MESSAGES.leadQualifyStageInvalid);
    assert.equal(await customerCount(), before);
  });

  test('a stage move that fails rolls the new customer back with it (one transaction)', async () => {
    const l = await prospectLead(rep, { expectedAmount: 0 });
    const before = await customerCount();
    const res = await qualify(rep, l, { stageId: stages.WON, customer: newCustomer(), contact: null });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.expectedAmount, API_MESSAGES.leadWonNeedsAmount);
    assert.equal(await customerCount(), before);
    assert.equal((await leadRow(l.id)).customerId, null);
  });
});

describe('qualify by picking an existing customer', () => {
  test('links it, takes its contact with the prospect e-mail, and moves the stage', async () => {
    const [person] = await t.app.db
      .select({ id: contact.id, email: contact.email, customerId: contact.customerId })
      .from(contact)
      .innerJoin(customer, eq(customer.id, contact.customerId))
      .where(and(isNotNull(contact.email), eq(contact.deletedYn, 'N'), eq(contact.status, 'ACTIVE'), eq(customer.deletedYn, 'N'), ne(customer.status, 'CLOSED')))
      .orderBy(asc(contact.id))
      .limit(1);
    const l = await prospectLead(rep, { prospectEmail: person.email!.toUpperCase() });
    const before = await customerCount();
    const res = await qualify(rep, l, { stageId: stages.PROPOSAL, customerId: person.customerId, probability: 45 });
    assert.equal(res.statusCode, 200, res.body);
    const saved = res.json().result as Lead & { probability: number };
    assert.deepEqual([saved.customerId, saved.contactId, saved.stageId, saved.probability], [person.customerId, person.id, stages.PROPOSAL, 45]);
    assert.equal(await customerCount(), before);
  });

  test('a closed or unknown customer is refused', async () => {
    const l = await prospectLead(rep);
    const [closed] = await t.app.db.insert(customer).values({ customerNo: `C-9${serial++}`, name: uniqueName(), nameKey: `closed${serial}`, customerType: 'OVERSEAS', status: 'CLOSED', paymentTermDays: 30 }).returning();
    let res = await qualify(rep, l, { customerId: closed.id });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadQualifyCustomerClosed);
    res = await qualify(rep, l, { customerId: 99_999_999 });
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadCustomerNotFound);
  });
});

describe('state, concurrency and permissions', () => {
  test('a stale version is 409 and writes nothing; a lead that already has a customer or is closed is 409', async () => {
    const l = await prospectLead(rep);
    const before = await customerCount();
    const stale = await qualify(rep, { ...l, version: l.version + 7 }, { customer: newCustomer(), contact: null });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    assert.equal(await customerCount(), before);
    const done = (await qualify(rep, l, { customer: newCustomer(), contact: null })).json().result as Lead;
    const again = await qualify(rep, done, { customer: newCustomer(), contact: null });
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, API_MESSAGES.leadQualifyHasCustomer);
    let lost = await prospectLead(rep);
    lost = (await send(t.app, 'PUT', `/api/lead/${lost.id}/stage`, rep.token, { stageId: stages.LOST, version: lost.version, lostReason: 'PRICE' })).json().result;
    const closed = await qualify(rep, lost, { customer: newCustomer(), contact: null });
    assert.equal(closed.statusCode, 409);
    assert.equal(closed.json().message, API_MESSAGES.leadClosedEdit);
  });

  test("another department's rep gets 404 (no existence leak); a user without LEAD_WRITE gets 403", async () => {
    const l = await prospectLead(rep);
    const before = await customerCount();
    const res = await qualify(other, l, { customer: newCustomer(), contact: null });
    assert.equal(res.statusCode, 404);
    assert.equal(res.json().message, API_MESSAGES.leadNotFound);
    assert.equal((await get(t.app, `/api/lead/${l.id}/prospect-duplicates`, other.token)).statusCode, 404);
    assert.equal((await qualify(dev, l, { customer: newCustomer(), contact: null })).statusCode, 403);
    assert.equal(await customerCount(), before);
  });

  test('the plain stage move still refuses a prospect-only lead past 신규 (the screen offers 고객사 지정 instead)', async () => {
    const l = await prospectLead(rep);
    const res = await send(t.app, 'PUT', `/api/lead/${l.id}/stage`, rep.token, { stageId: stages.QUALIFIED, version: l.version });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.customerId, API_MESSAGES.leadCustomerRequired);
  });
});
