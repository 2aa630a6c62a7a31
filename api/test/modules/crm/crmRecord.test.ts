import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { actionItem, appUser, auditHistory, contact, contract, customer, department, lead, leadStage, notification } from '../../../src/db/schema';
import { isoWeekOf } from '../../../src/modules/crm/crmRecord/board';
import { remindDueNextActions } from '../../../src/modules/crm/crmRecord/nextAction';
import { toKst } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let admin: TestUser;
let sales: TestUser;
let lead1: TestUser;
/** A rep of 영업2팀 (CRM_WRITE): another department. */
let rep2: TestUser;
/** CRM_ADMIN from outside sales. */
let crmAdmin: TestUser;
let custA: { id: number; name: string };
let custB: { id: number; name: string };
let contactA: number;
let contactB: number;
let leadA: number;
/** A lead of the same customer owned by 영업2팀. */
let otherTeamLead: number;

type View = Record<string, any> & { id: number; version: number; status: string };

before(async () => {
  t = await buildTestApp();
  [admin, sales, lead1, crmAdmin] = await signInAll(t, ['admin', 'sales', 'sales.lead', 'dev']);
  const [sal2] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  const [someone] = await t.app.db
    .select({ username: appUser.username, id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.deptId, sal2.id), eq(appUser.status, 'ACTIVE')))
    .orderBy(asc(appUser.id))
    .limit(1);
  await grant(t, someone.id, 'ROLE_CRM_WRITE', 'ROLE_CRM_READ');
  await grant(t, crmAdmin.id, 'ROLE_CRM_ADMIN');
  rep2 = await signIn(t, someone.username);
  crmAdmin = await signIn(t, 'dev');
  // Customers of 영업1팀; the 영업2팀 rep may link them as a customer admin (writeScope.test.ts covers the customer scope).
  const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
  await grant(t, someone.id, 'ROLE_CUSTOMER_ADMIN');
  const customers = await t.app.db
    .select({ id: customer.id, name: customer.name })
    .from(customer)
    .where(and(eq(customer.deletedYn, 'N'), eq(customer.ownerDeptId, sal1.id)))
    .orderBy(asc(customer.id))
    .limit(2);
  [custA, custB] = customers;
  contactA = (await t.app.db.select({ id: contact.id }).from(contact).where(eq(contact.customerId, custA.id)).limit(1))[0].id;
  contactB = (await t.app.db.select({ id: contact.id }).from(contact).where(eq(contact.customerId, custB.id)).limit(1))[0].id;
  const [stage] = await t.app.db.select({ id: leadStage.id }).from(leadStage).limit(1);
  const [row] = await t.app.db
    .insert(lead)
    .values({ leadNo: 'L-2099-0001', title: '테스트 리드', customerId: custA.id, source: 'REFERRAL', stageId: stage.id, probability: 10, expectedCloseDate: '2099-01-01', ownerUserId: sales.id })
    .returning({ id: lead.id });
  leadA = row.id;
  const [other] = await t.app.db
    .insert(lead)
    .values({ leadNo: 'L-2099-0002', title: '다른 팀 리드', customerId: custA.id, source: 'REFERRAL', stageId: stage.id, probability: 10, expectedCloseDate: '2099-01-01', ownerUserId: someone.id, ownerDeptId: sal2.id })
    .returning({ id: lead.id });
  otherTeamLead = other.id;
});
after(() => t.close());

const now = () => t.app.clock();
const at = (offsetMs: number) => toKst(new Date(now().getTime() + offsetMs));
const visit = (over: Record<string, unknown> = {}) => ({
  activityType: 'VISIT',
  subject: '분기 정기 방문',
  customerId: custA.id,
  contactIds: [contactA],
  status: 'DONE',
  activityAt: at(-2 * HOUR),
  durationMin: 60,
  location: '고객사 본사 회의실',
  content: '<p>신규 장비 도입 논의<script>alert(1)</script></p>',
  outcome: 'POSITIVE',
  ...over,
});
const create = (user: TestUser, body: unknown) => send(t.app, 'POST', '/api/crm-record', user.token, body);
async function created(user: TestUser, body: Record<string, unknown>): Promise<View> {
  const res = await create(user, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}
const detail = (user: TestUser, id: number) => get(t.app, `/api/crm-record/${id}`, user.token);
const list = async (user: TestUser, query: string): Promise<{ content: View[]; totalElements: number }> => {
  const res = await get(t.app, `/api/crm-record?${query}`, user.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const update = (user: TestUser, row: View, over: Record<string, unknown>) =>
  send(t.app, 'PUT', `/api/crm-record/${row.id}`, user.token, {
    activityType: row.activityType,
    subject: row.subject,
    customerId: row.customerId,
    contactIds: row.contacts.map((c: { id: number }) => c.id),
    leadId: row.leadId,
    contractId: row.contractId,
    status: row.status,
    activityAt: row.activityAt,
    durationMin: row.durationMin,
    location: row.location,
    participantIds: row.participants.map((p: { id: number }) => p.id),
    content: row.content,
    outcome: row.outcome,
    nextActionType: row.nextActionType,
    nextActionAt: row.nextActionAt,
    nextActionNote: row.nextActionNote,
    version: row.version,
    ...over,
  });
const itemOf = async (id: number | null) => (id ? (await t.app.db.select().from(actionItem).where(eq(actionItem.id, id)))[0] : undefined);

describe('validation (DOMAIN §4 CrmRecord)', () => {
  const fieldsOf = async (body: Record<string, unknown>) => {
    const res = await create(sales, body);
    assert.equal(res.statusCode, 400, res.body);
    return res.json().fields as Record<string, string>;
  };

  test('a visit or meeting needs a location; a call does not', async () => {
    assert.equal((await fieldsOf(visit({ location: '  ' }))).location, API_MESSAGES.crmRecordLocationRequired);
    assert.equal((await fieldsOf(visit({ activityType: 'MEETING', location: null }))).location, API_MESSAGES.crmRecordLocationRequired);
    await created(sales, visit({ activityType: 'CALL', location: null, subject: '위치 없는 통화' }));
  });

  test('DONE needs content and a time not in the future; PLANNED needs neither', async () => {
    assert.equal((await fieldsOf(visit({ content: '<p> </p>' }))).content, API_MESSAGES.crmRecordContentRequired);
    assert.equal((await fieldsOf(visit({ content: '<script>x</script>' }))).content, API_MESSAGES.crmRecordContentRequired);
    assert.equal((await fieldsOf(visit({ activityAt: at(HOUR) }))).activityAt, API_MESSAGES.crmRecordDoneInFuture);
    await created(sales, visit({ status: 'PLANNED', activityAt: at(DAY), content: null, outcome: null }));
  });

  test('the next action comes after the activity and needs a time when described', async () => {
    assert.equal((await fieldsOf(visit({ nextActionAt: at(-3 * HOUR) }))).nextActionAt, API_MESSAGES.crmRecordNextActionAfter);
    assert.equal((await fieldsOf(visit({ nextActionNote: '견적 회신' }))).nextActionAt, API_MESSAGES.crmRecordNextActionAtRequired);
    assert.equal((await fieldsOf(visit({ nextActionAt: '내일' }))).nextActionAt, API_MESSAGES.crmRecordActivityAtInvalid);
  });

  test('customer required; contacts and lead of the same customer only; a known active type; no CANCELED at creation', async () => {
    assert.equal((await fieldsOf(visit({ customerId: null }))).customerId, API_MESSAGES.crmRecordCustomerRequired);
    assert.equal((await fieldsOf(visit({ customerId: 99_999_999 }))).customerId, API_MESSAGES.crmRecordCustomerNotFound);
    assert.equal((await fieldsOf(visit({ contactIds: [contactA, contactB] }))).contactIds, API_MESSAGES.crmRecordContactMismatch);
    assert.equal((await fieldsOf(visit({ customerId: custB.id, contactIds: [contactB], leadId: leadA }))).leadId, API_MESSAGES.crmRecordLeadMismatch);
    assert.equal((await fieldsOf(visit({ activityType: 'NO_SUCH' }))).activityType, API_MESSAGES.crmRecordTypeInvalid);
    assert.equal((await fieldsOf(visit({ status: 'CANCELED' }))).status, API_MESSAGES.crmRecordStatusCreate);
    assert.equal((await fieldsOf(visit({ subject: 'x'.repeat(201) }))).subject, API_MESSAGES.crmRecordSubjectTooLong);
    assert.equal((await fieldsOf(visit({ durationMin: 2000 }))).durationMin, API_MESSAGES.crmRecordDurationInvalid);
  });

  test('bad input never gives a 500', async () => {
    for (const body of [{}, [], { activityType: 1 }, visit({ activityAt: '2025-13-45T99:00:00+09:00' }), visit({ contactIds: ['x'] }), visit({ customerId: 1e30 })]) {
      const res = await create(sales, body);
      assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${JSON.stringify(body)} → ${res.statusCode}`);
      assert.match(res.json().message, /[가-힣]/);
    }
    for (const query of ['sort=nope,asc', 'statusList=OPEN', 'fromDate=2025-02-30', 'page=-1', 'size=1000']) {
      assert.equal((await get(t.app, `/api/crm-record?${query}`, sales.token)).statusCode, 400, query);
    }
  });
});

describe('create, next action, last activity', () => {
  let record: View;

  test('a DONE visit with a next action: sanitised content, ActionItem for the owner, customer and lead lastActivityAt', async () => {
    const activityAt = at(-3 * HOUR);
    record = await created(sales, visit({ subject: '장비 교체 상담 방문', activityAt, leadId: leadA, nextActionType: 'CALL', nextActionAt: at(2 * DAY), nextActionNote: '견적 회신 확인' }));
    assert.equal(record.content, '<p>신규 장비 도입 논의</p>');
    assert.equal(record.customerName, custA.name);
    assert.equal(record.leadTitle, '테스트 리드');
    assert.deepEqual(record.contacts.map((c: { id: number }) => c.id), [contactA]);
    assert.equal(record.ownerUserId, sales.id);
    assert.equal(record.nextActionStatus, 'OPEN');
    const item = await itemOf(record.nextActionItemId);
    assert.equal(item?.source, 'CRM_NEXT_ACTION');
    assert.equal(item?.assigneeId, sales.id);
    assert.equal(item?.targetType, 'CRM_RECORD');
    assert.equal(item?.dueDate, at(2 * DAY).slice(0, 10));
    assert.match(item!.title, /견적 회신 확인/);
    const mine = (await get(t.app, '/api/action-item?mineYn=Y&statusList=OPEN&size=100', sales.token)).json().result.content;
    assert.ok(mine.some((i: { id: number }) => i.id === item!.id));
    const [cust] = await t.app.db.select({ at: customer.lastActivityAt }).from(customer).where(eq(customer.id, custA.id));
    assert.ok(cust.at && cust.at.getTime() >= new Date(activityAt).getTime());
    const [l] = await t.app.db.select({ at: lead.lastActivityAt }).from(lead).where(eq(lead.id, leadA));
    assert.equal(toKst(l.at), activityAt);
    const audit = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CRM_RECORD'), eq(auditHistory.entityId, record.id)));
    assert.deepEqual(audit.map((a) => a.action), ['CREATE']);
  });

  test('an older DONE activity does not move lastActivityAt back', async () => {
    const [before] = await t.app.db.select({ at: customer.lastActivityAt }).from(customer).where(eq(customer.id, custA.id));
    await created(sales, visit({ activityType: 'EMAIL', location: null, subject: '지난 메일 기록', activityAt: at(-20 * DAY) }));
    const [after] = await t.app.db.select({ at: customer.lastActivityAt }).from(customer).where(eq(customer.id, custA.id));
    assert.equal(after.at?.getTime(), before.at?.getTime());
  });

  test('moving the next action moves its ActionItem; clearing it cancels the item', async () => {
    const res = await update(sales, record, { nextActionAt: at(3 * DAY) });
    assert.equal(res.statusCode, 200, res.body);
    record = res.json().result;
    assert.equal((await itemOf(record.nextActionItemId))?.dueDate, at(3 * DAY).slice(0, 10));
    const itemId = record.nextActionItemId;
    const cleared = await update(sales, record, { nextActionType: null, nextActionAt: null, nextActionNote: null });
    assert.equal(cleared.statusCode, 200, cleared.body);
    record = cleared.json().result;
    assert.equal((await itemOf(itemId))?.status, 'CANCELED');
    assert.equal(record.nextActionStatus, 'CANCELED');
  });

  test('follow-up completes the next action and offers a prefilled PLANNED record', async () => {
    const res = await update(sales, record, { nextActionType: 'MEETING', nextActionAt: at(DAY), nextActionNote: '제안 발표' });
    record = res.json().result;
    const up = await send(t.app, 'POST', `/api/crm-record/${record.id}/follow-up`, sales.token, {});
    assert.equal(up.statusCode, 200, up.body);
    const { draft, record: after } = up.json().result;
    assert.equal(after.nextActionStatus, 'DONE');
    assert.equal(draft.status, 'PLANNED');
    assert.equal(draft.activityType, 'MEETING');
    assert.equal(draft.subject, '제안 발표');
    assert.equal(draft.customerId, custA.id);
    assert.deepEqual(draft.contactIds, [contactA]);
    assert.equal(draft.leadId, leadA);
    assert.equal(draft.activityAt, record.nextActionAt);
    assert.equal(draft.location, record.location);
    const saved = await created(sales, { ...draft, contacts: undefined, customerName: undefined });
    assert.equal(saved.followUpOfId, record.id);
    assert.equal(saved.status, 'PLANNED');
  });

  test('follow-up without a next action is a 409', async () => {
    const plain = await created(sales, visit({ subject: '다음 액션 없음' }));
    const res = await send(t.app, 'POST', `/api/crm-record/${plain.id}/follow-up`, sales.token, {});
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.crmRecordNoNextAction);
  });
});

describe('data scope (DOMAIN §1.3)', () => {
  let mine: View;

  before(async () => {
    mine = await created(sales, visit({ subject: '스코프 확인 방문 XQ7' }));
  });

  test('a rep of another department neither lists nor opens it; their own records stay theirs', async () => {
    assert.equal((await list(rep2, 'keyword=XQ7')).totalElements, 0);
    assert.equal((await detail(rep2, mine.id)).statusCode, 404);
    const theirs = await created(rep2, visit({ subject: '영업2팀 방문 XQ8' }));
    assert.equal((await list(sales, 'keyword=XQ8')).totalElements, 0);
    assert.equal((await detail(sales, theirs.id)).statusCode, 404);
    assert.equal((await list(rep2, 'keyword=XQ8')).totalElements, 1);
  });

  test('the same department reads and edits; CRM_ADMIN and SUPER see everything', async () => {
    assert.equal((await list(lead1, 'keyword=XQ7')).totalElements, 1);
    assert.equal((await detail(lead1, mine.id)).json().result.editableYn, 'Y');
    assert.equal((await detail(lead1, mine.id)).json().result.deletableYn, 'N');
    for (const user of [crmAdmin, admin]) {
      assert.equal((await list(user, 'keyword=XQ')).totalElements, 2);
      assert.equal((await detail(user, mine.id)).statusCode, 200);
    }
  });

  test('a 동행자 from another department reads the record (self scope) but cannot change it', async () => {
    const res = await update(sales, mine, { participantIds: [rep2.id] });
    assert.equal(res.statusCode, 200, res.body);
    mine = res.json().result;
    assert.deepEqual(mine.participants.map((p: { id: number }) => p.id), [rep2.id]);
    const seen = await detail(rep2, mine.id);
    assert.equal(seen.statusCode, 200);
    assert.equal(seen.json().result.editableYn, 'N');
    assert.equal((await list(rep2, 'keyword=XQ7&mineYn=Y')).totalElements, 1);
    assert.equal((await update(rep2, mine, { subject: '남의 기록' })).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/crm-record/${mine.id}?version=${mine.version}`, rep2.token)).statusCode, 403);
  });

  test('a share widens the list and the detail to the grantee', async () => {
    const theirs = await created(rep2, visit({ subject: '공유 대상 방문 XQ9' }));
    assert.equal((await list(sales, 'keyword=XQ9')).totalElements, 0);
    const res = await send(t.app, 'POST', `/api/share/CRM_RECORD/${theirs.id}`, rep2.token, { granteeType: 'USER', granteeId: sales.id, permission: 'READ' });
    assert.ok([200, 201].includes(res.statusCode), res.body);
    assert.equal((await list(sales, 'keyword=XQ9')).totalElements, 1);
    const seen = await detail(sales, theirs.id);
    assert.equal(seen.statusCode, 200);
    assert.equal(seen.json().result.editableYn, 'N');
  });

  test('the toolkit follows the record: comments by the team, 404 for outsiders', async () => {
    const ok = await send(t.app, 'POST', `/api/comment/CRM_RECORD/${mine.id}`, lead1.token, { body: '<p>좋은 방문이었습니다</p>' });
    assert.ok([200, 201].includes(ok.statusCode), ok.body);
    const outsider = await signIn(t, 'pm');
    assert.equal((await get(t.app, `/api/comment/CRM_RECORD/${mine.id}`, outsider.token)).statusCode, 404);
  });
});

describe('optimistic locking, edit window, status, delete', () => {
  test('a stale update gets 409 and loses nothing', async () => {
    const row = await created(sales, visit({ subject: '동시 수정 대상' }));
    const first = await update(lead1, row, { subject: '팀장이 먼저 고침' });
    assert.equal(first.statusCode, 200, first.body);
    const stale = await update(sales, row, { subject: '늦게 고침' });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const now = (await detail(sales, row.id)).json().result;
    assert.equal(now.subject, '팀장이 먼저 고침');
    assert.equal(now.version, row.version + 1);
    const stStale = await send(t.app, 'PUT', `/api/crm-record/${row.id}/status`, sales.token, { status: 'CANCELED', version: row.version });
    assert.equal(stStale.statusCode, 409);
  });

  test('after activityAt + 30 days only CRM_ADMIN edits (Korean 403)', async () => {
    const old = await created(sales, visit({ activityType: 'CALL', location: null, subject: '오래된 통화', activityAt: at(-31 * DAY) }));
    const res = await update(sales, old, { subject: '고치려 함' });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.crmRecordEditLocked);
    assert.equal((await detail(sales, old.id)).json().result.editableYn, 'N');
    const byAdmin = await update(crmAdmin, old, { subject: '관리자가 고침' });
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
  });

  test('PLANNED → DONE needs content and a past time; DONE is final; CANCELED cancels the next action', async () => {
    const planned = await created(sales, visit({ status: 'PLANNED', activityAt: at(-HOUR), content: null, outcome: null, subject: '예정 방문' }));
    const noContent = await send(t.app, 'PUT', `/api/crm-record/${planned.id}/status`, sales.token, { status: 'DONE', version: planned.version });
    assert.equal(noContent.statusCode, 400);
    assert.equal(noContent.json().fields.content, API_MESSAGES.crmRecordContentRequired);
    const done = await send(t.app, 'PUT', `/api/crm-record/${planned.id}/status`, sales.token, { status: 'DONE', version: planned.version, content: '<p>완료</p>' });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().result.status, 'DONE');
    const back = await send(t.app, 'PUT', `/api/crm-record/${planned.id}/status`, sales.token, { status: 'PLANNED', version: done.json().result.version });
    assert.equal(back.statusCode, 409);
    assert.equal(back.json().message, API_MESSAGES.crmRecordStatusTransition);

    const future = await created(sales, visit({ status: 'PLANNED', activityAt: at(DAY), content: '<p>준비</p>', nextActionAt: at(2 * DAY), subject: '미래 방문' }));
    const early = await send(t.app, 'PUT', `/api/crm-record/${future.id}/status`, sales.token, { status: 'DONE', version: future.version });
    assert.equal(early.json().fields.activityAt, API_MESSAGES.crmRecordDoneInFuture);
    const canceled = await send(t.app, 'PUT', `/api/crm-record/${future.id}/status`, sales.token, { status: 'CANCELED', version: future.version });
    assert.equal(canceled.statusCode, 200, canceled.body);
    assert.equal((await itemOf(future.nextActionItemId))?.status, 'CANCELED');
    const audit = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CRM_RECORD'), eq(auditHistory.entityId, future.id)));
    assert.deepEqual(audit.map((a) => a.action), ['CREATE', 'STATE']);
  });

  test('delete: the owner or CRM_ADMIN, not a teammate; then 404, next action canceled', async () => {
    const row = await created(sales, visit({ subject: '삭제 대상', nextActionAt: at(DAY) }));
    const byTeammate = await send(t.app, 'DELETE', `/api/crm-record/${row.id}?version=${row.version}`, lead1.token);
    assert.equal(byTeammate.statusCode, 403);
    assert.equal(byTeammate.json().message, API_MESSAGES.crmRecordDeleteForbidden);
    assert.equal((await send(t.app, 'DELETE', `/api/crm-record/${row.id}?version=${row.version + 5}`, sales.token)).statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/crm-record/${row.id}?version=${row.version}`, sales.token)).statusCode, 200);
    assert.equal((await detail(sales, row.id)).statusCode, 404);
    assert.equal((await itemOf(row.nextActionItemId))?.status, 'CANCELED');
    const other = await created(sales, visit({ subject: '관리자 삭제' }));
    assert.equal((await send(t.app, 'DELETE', `/api/crm-record/${other.id}?version=${other.version}`, crmAdmin.token)).statusCode, 200);
  });
});

describe('list filters and sort', () => {
  test('keyword over subject and customer name, types, statuses, dates, overdue; newest entry first unless sorted', async () => {
    const a = await created(sales, visit({ activityType: 'CALL', location: null, subject: 'FLT 통화', activityAt: at(-10 * DAY), nextActionAt: at(-9 * DAY) }));
    const b = await created(sales, visit({ subject: 'FLT 방문', activityAt: at(-5 * DAY), outcome: 'NEGATIVE' }));
    const c = await created(sales, visit({ subject: 'FLT 예정', status: 'PLANNED', activityAt: at(5 * DAY), content: null, outcome: null }));
    const ids = (r: { content: View[] }) => r.content.map((v) => v.id);
    // A visit planned for next week does not push the one a rep logs now off the top of the first page.
    const d = await created(sales, visit({ subject: 'FLT 방금 방문', activityAt: at(-HOUR), leadId: leadA }));
    assert.deepEqual(ids(await list(sales, 'keyword=flt&size=1')), [d.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=flt')), [d.id, c.id, b.id, a.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&sort=activityAt,desc')), [c.id, d.id, b.id, a.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&sort=activityAt,asc')), [a.id, b.id, d.id, c.id]);
    assert.deepEqual(ids(await list(sales, `keyword=FLT&leadId=${leadA}`)), [d.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&activityTypeList=CALL,EMAIL')), [a.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&statusList=PLANNED')), [c.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&outcomeList=NEGATIVE')), [b.id]);
    assert.deepEqual(ids(await list(sales, 'keyword=FLT&overdueYn=Y')), [a.id]);
    const overdue = (await list(sales, 'keyword=FLT&overdueYn=Y')).content[0];
    assert.equal(overdue.nextActionOverdueYn, 'Y');
    const from = at(-6 * DAY).slice(0, 10);
    const to = at(-4 * DAY).slice(0, 10);
    assert.deepEqual(ids(await list(sales, `keyword=FLT&fromDate=${from}&toDate=${to}`)), [b.id]);
    assert.ok((await list(sales, `keyword=${encodeURIComponent(custA.name)}&size=100`)).totalElements >= 3);
    assert.equal((await list(sales, `keyword=FLT&customerId=${custB.id}`)).totalElements, 0);
    assert.equal((await list(sales, `keyword=FLT&ownerUserId=${sales.id}`)).totalElements, 4);
    const page = await list(sales, 'keyword=FLT&size=3&page=1');
    assert.equal(page.totalElements, 4);
    assert.deepEqual(ids(page), [a.id]);
  });

  test("a contract's activities: only those linked to it, and still only within the viewer's scope", async () => {
    const contractRow = (no: string) => ({ contractNo: no, title: `${no} 계약`, customerId: custA.id, contractType: 'SUPPLY', contractDate: '2025-01-01', startDate: '2025-01-01', endDate: '2025-12-31', supplyAmount: '1000000', status: 'ACTIVE' as const });
    const [contractA, contractB] = await t.app.db.insert(contract).values([contractRow('CT-R-0001'), contractRow('CT-R-0002')]).returning({ id: contract.id });
    const ids = (r: { content: View[] }) => r.content.map((v) => v.id);
    const ours = await created(sales, visit({ subject: 'CTF 계약 방문', contractId: contractA.id }));
    await created(sales, visit({ subject: 'CTF 계약 없는 방문' }));
    const theirs = await created(rep2, visit({ subject: 'CTF 영업2팀 계약 방문', contractId: contractA.id }));
    assert.equal(ours.contractId, contractA.id);

    assert.deepEqual(ids(await list(sales, `contractId=${contractA.id}`)), [ours.id]);
    assert.equal((await list(sales, `contractId=${contractB.id}`)).totalElements, 0);
    // Another department's record on the same contract stays theirs; CRM_ADMIN sees both.
    assert.deepEqual(ids(await list(rep2, `contractId=${contractA.id}`)), [theirs.id]);
    assert.deepEqual(ids(await list(crmAdmin, `contractId=${contractA.id}`)).sort((x, y) => x - y), [ours.id, theirs.id].sort((x, y) => x - y));
    assert.equal((await list(crmAdmin, `contractId=${contractB.id}`)).totalElements, 0);
  });
});

describe('reminders (N-CRM-NEXT-ACTION-DUE)', () => {
  test('sent once from 09:00 KST on the due day to the owner while the action is open', async () => {
    // Tomorrow 15:00 KST.
    const kstTomorrow = new Date(now().getTime() + 9 * HOUR + DAY).toISOString().slice(0, 10);
    const due = new Date(`${kstTomorrow}T15:00:00+09:00`);
    const row = await created(sales, visit({ subject: '알림 대상 방문', nextActionAt: toKst(due), nextActionNote: '계약서 초안 전달' }));
    const mine = () =>
      t.app.db.select().from(notification).where(and(eq(notification.userId, sales.id), eq(notification.type, 'CRM_NEXT_ACTION_DUE'), eq(notification.targetId, row.id)));
    await remindDueNextActions(t.app.db, new Date(`${kstTomorrow}T08:59:00+09:00`));
    assert.equal((await mine()).length, 0);
    await remindDueNextActions(t.app.db, new Date(`${kstTomorrow}T09:00:00+09:00`));
    const sent = await mine();
    assert.equal(sent.length, 1);
    assert.equal(sent[0].category, 'CRM');
    assert.equal(sent[0].contentLocation, `/crm/${row.id}`);
    assert.match(sent[0].body, /계약서 초안 전달/);
    await remindDueNextActions(t.app.db, new Date(`${kstTomorrow}T15:00:00+09:00`));
    assert.equal((await mine()).length, 1);
  });

  test('a completed next action is not reminded; a moved one is reminded again on its new day', async () => {
    const day = new Date(now().getTime() + 9 * HOUR + 2 * DAY).toISOString().slice(0, 10);
    const row = await created(sales, visit({ subject: '알림 완료 방문', nextActionAt: `${day}T11:00:00+09:00` }));
    await send(t.app, 'POST', `/api/crm-record/${row.id}/follow-up`, sales.token, {});
    await remindDueNextActions(t.app.db, new Date(`${day}T10:00:00+09:00`));
    const count = async (id: number) =>
      (await t.app.db.select().from(notification).where(and(eq(notification.type, 'CRM_NEXT_ACTION_DUE'), eq(notification.targetId, id)))).length;
    assert.equal(await count(row.id), 0);

    const moving = await created(sales, visit({ subject: '알림 이동 방문', nextActionAt: `${day}T11:00:00+09:00` }));
    await remindDueNextActions(t.app.db, new Date(`${day}T10:00:00+09:00`));
    assert.equal(await count(moving.id), 1);
    const later = new Date(new Date(`${day}T00:00:00Z`).getTime() + DAY).toISOString().slice(0, 10);
    const fresh = (await detail(sales, moving.id)).json().result;
    assert.equal((await update(sales, fresh, { nextActionAt: `${later}T11:00:00+09:00` })).statusCode, 200);
    await remindDueNextActions(t.app.db, new Date(`${later}T09:30:00+09:00`));
    assert.equal(await count(moving.id), 2);
  });
});

describe('management board and activity type codes', () => {
  let manager: TestUser;
  before(async () => {
    await grant(t, lead1.id, 'ROLE_CRM_MANAGEMENT_WRITE', 'ROLE_CRM_MANAGEMENT_READ');
    manager = await signIn(t, 'sales.lead');
  });

  test('person × ISO week counts DONE activities by type within the manager’s department; overdue next actions', async () => {
    const week = isoWeekOf(new Date(now().getTime() + 9 * HOUR - 2 * HOUR));
    const res = await get(t.app, `/api/crm-record/board?fromWeek=${week}&toWeek=${week}`, manager.token);
    assert.equal(res.statusCode, 200, res.body);
    const board = res.json().result;
    assert.equal(board.weeks.length, 1);
    assert.ok(board.types.some((ty: { code: string }) => ty.code === 'VISIT'));
    const me = board.rows.find((r: { userId: number }) => r.userId === sales.id);
    assert.ok(me, 'the rep is on the board');
    assert.ok(me.cells[0].byType.VISIT >= 1);
    assert.equal(me.cells[0].total, Object.values(me.cells[0].byType as Record<string, number>).reduce((a, b) => a + b, 0));
    assert.ok(me.overdueNextActions >= 1);
    assert.ok(!board.rows.some((r: { userId: number }) => r.userId === rep2.id), '영업2팀 is outside 영업1팀장 scope');
    const all = (await get(t.app, `/api/crm-record/board?fromWeek=${week}&toWeek=${week}`, admin.token)).json().result;
    assert.ok(all.rows.some((r: { userId: number }) => r.userId === rep2.id));
  });

  test('board needs CRM_MANAGEMENT_READ and a sane week range', async () => {
    assert.equal((await get(t.app, '/api/crm-record/board?fromWeek=2026-W01&toWeek=2026-W02', sales.token)).statusCode, 403);
    const bad = await get(t.app, '/api/crm-record/board?fromWeek=2026-W99&toWeek=2026-W02', manager.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, API_MESSAGES.crmRecordWeekInvalid);
    const long = await get(t.app, '/api/crm-record/board?fromWeek=2025-W01&toWeek=2026-W02', manager.token);
    assert.equal(long.json().message, API_MESSAGES.crmRecordWeekRange);
  });

  test('activity type codes: add, duplicate refused, deactivate (no longer selectable), CRM_MANAGEMENT_WRITE only', async () => {
    assert.equal((await send(t.app, 'POST', '/api/crm-record/types', sales.token, { code: 'SEMINAR', label: '세미나' })).statusCode, 403);
    const res = await send(t.app, 'POST', '/api/crm-record/types', manager.token, { code: 'seminar', label: ' 세미나 ' });
    assert.equal(res.statusCode, 201, res.body);
    const code = res.json().result;
    assert.equal(code.code, 'SEMINAR');
    assert.equal(code.label, '세미나');
    const dup = await send(t.app, 'POST', '/api/crm-record/types', manager.token, { code: 'SEMINAR', label: '또' });
    assert.equal(dup.json().fields.code, API_MESSAGES.crmTypeCodeDuplicate);
    assert.equal((await send(t.app, 'POST', '/api/crm-record/types', manager.token, { code: '한글', label: 'x' })).json().fields.code, API_MESSAGES.crmTypeCodeFormat);
    const used = await created(sales, visit({ activityType: 'SEMINAR', location: null, subject: '세미나 참석' }));
    const off = await send(t.app, 'PUT', `/api/crm-record/types/${code.id}`, manager.token, { label: '세미나', activeYn: 'N', version: code.version });
    assert.equal(off.statusCode, 200, off.body);
    assert.equal(off.json().result.usageCount, 1);
    const stale = await send(t.app, 'PUT', `/api/crm-record/types/${code.id}`, manager.token, { label: '세미나', activeYn: 'Y', version: code.version });
    assert.equal(stale.statusCode, 409);
    const types = (await get(t.app, '/api/crm-record/types', sales.token)).json().result;
    assert.ok(!types.some((ty: { code: string }) => ty.code === 'SEMINAR'));
    assert.equal((await create(sales, visit({ activityType: 'SEMINAR', location: null }))).json().fields.activityType, API_MESSAGES.crmRecordTypeInvalid);
    // A record keeps its deactivated type on edit.
    assert.equal((await update(sales, used, { subject: '세미나 참석 (수정)' })).statusCode, 200);
  });
});

describe('form helpers', () => {
  test('contacts and related leads of a customer; the customer picker', async () => {
    const contacts = (await get(t.app, `/api/crm-record/contacts?customerId=${custA.id}`, sales.token)).json().result;
    assert.ok(contacts.some((c: { id: number }) => c.id === contactA));
    assert.ok(!contacts.some((c: { id: number }) => c.id === contactB));
    const related = (await get(t.app, `/api/crm-record/related?customerId=${custA.id}`, sales.token)).json().result;
    assert.ok(related.leads.some((l: { id: number }) => l.id === leadA));
    // Only what the caller's lead and contract lists would show: not another team's lead, not even its title.
    assert.ok(!related.leads.some((l: { id: number }) => l.id === otherTeamLead));
    const theirs = (await get(t.app, `/api/crm-record/related?customerId=${custA.id}`, rep2.token)).json().result;
    assert.ok(!theirs.leads.some((l: { id: number }) => l.id === leadA));
    const all = (await get(t.app, `/api/crm-record/related?customerId=${custA.id}`, admin.token)).json().result;
    const seededLeads = await t.app.db.select({ id: lead.id }).from(lead).where(eq(lead.customerId, custA.id));
    assert.deepEqual(all.leads.map((l: { id: number }) => l.id).sort(), seededLeads.map((l) => l.id).sort());
    const picker = await get(t.app, `/api/customer/picker?keyword=${encodeURIComponent(custA.name.slice(0, 3))}`, sales.token);
    assert.equal(picker.statusCode, 200, picker.body);
    assert.ok(picker.json().result.some((c: { id: number }) => c.id === custA.id));
  });
});

describe('fuzzing the 영업활동 routes', () => {
  const PARAMS = ['1', '0', '-1', 'abc', '9'.repeat(30), '1.5', '%27%20or%201%3D1'];
  const BODIES: unknown[] = [
    undefined,
    {},
    [],
    { activityType: { $gt: '' }, subject: ['x'], customerId: '1', version: '0', status: 'DONE' },
    { activityType: 'VISIT', subject: 'x', customerId: 1e30, activityAt: '\u0000', version: -1, label: 'x', code: 'A', activeYn: 'Y' },
    { activityType: '\u0000', subject: '\ud800', customerId: 1, activityAt: '2026-02-30T10:00:00+09:00', nextActionAt: 'x', contactIds: [0], version: 1.5 },
  ];
  const QUERIES = ['', '?page=-1&size=abc', '?size=1000000&page=1e9', '?version=1e309&sort=;drop', '?fromWeek=2026-W60&toWeek=x', '?customerId=0&keyword=%25%5F%5C&statusList=,,,'];

  test('bad input never gives a 500 and always a Korean message', async () => {
    const routes = t.app.accessTable.filter((r) => /\/api\/(crm-record|customer\/picker)/.test(r.url));
    assert.ok(routes.length >= 13, `routes: ${routes.length}`);
    for (const route of routes) {
      for (const param of route.url.includes(':') ? PARAMS : ['']) {
        const url = route.url.replace(/:\w+/g, param);
        for (const body of route.method === 'GET' ? [undefined] : BODIES) {
          for (const query of QUERIES) {
            const res = await t.app.inject({ method: route.method as 'GET', url: `${url}${query}`, headers: { authorization: `Bearer ${admin.token}` }, payload: body as object });
            const label = `${route.method} ${url}${query} ${JSON.stringify(body)?.slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
            assert.ok(res.statusCode < 500, label);
            if (res.statusCode >= 400) assert.match(res.json().message, /[가-힣]/, label);
          }
        }
      }
    }
  });
});
