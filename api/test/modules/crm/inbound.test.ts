import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { inboundInquiry, lead, notification } from '../../../src/db/schema';
import { lastOverdueReceivedDay, nextBusinessDay } from '../../../src/modules/crm/lead/rules';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let manager: TestUser; // sales.lead: INBOUND_MANAGEMENT_WRITE
let rep: TestUser; // sales: no inbound role

before(async () => {
  t = await buildTestApp({ seed: true });
  [manager, rep] = await signInAll(t, ['sales.lead', 'sales']);
});
after(() => t.close());

const inquiry = (overrides: Record<string, unknown> = {}) => ({
  channel: 'PHONE',
  companyName: '(주)문의회사',
  contactName: '김문의',
  phone: '010-1234-5678',
  content: '견적 요청드립니다.',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/inbound', manager.token, inquiry(overrides));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result as { id: number; version: number; status: string; overdueYn: string; phone: string };
}

describe('business days', () => {
  test('an inquiry is due by the end of the next business day', () => {
    assert.equal(nextBusinessDay('2025-03-14'), '2025-03-17'); // Fri → Mon
    assert.equal(nextBusinessDay('2025-03-15'), '2025-03-17'); // Sat → Mon
    assert.equal(nextBusinessDay('2025-03-17'), '2025-03-18');
    assert.equal(lastOverdueReceivedDay('2025-03-18'), '2025-03-16'); // Tue: Fri's to Sun's were due Mon
    assert.equal(lastOverdueReceivedDay('2025-03-17'), '2025-03-13'); // Mon: Thu's was due Fri
    assert.equal(lastOverdueReceivedDay('2025-03-19'), '2025-03-17');
  });
});

describe('inbound queue', () => {
  test('staff record inquiries; one of email/phone is required; phones are stored as digits', async () => {
    const made = await create();
    assert.equal(made.status, 'NEW');
    assert.equal(made.phone, '01012345678');
    let res = await send(t.app, 'POST', '/api/inbound', manager.token, inquiry({ phone: null }));
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.email, API_MESSAGES.inquiryContactRequired);
    res = await send(t.app, 'POST', '/api/inbound', manager.token, inquiry({ email: 'not-mail' }));
    assert.equal(res.json().fields.email, API_MESSAGES.inquiryEmailInvalid);
    assert.equal((await send(t.app, 'POST', '/api/inbound', rep.token, inquiry())).statusCode, 403);
    assert.equal((await get(t.app, '/api/inbound', rep.token)).statusCode, 403);
  });

  test('unanswered NEW inquiries older than one business day are flagged and filterable', async () => {
    const old = await create({ contactName: '지연문의', receivedAt: new Date(Date.now() - 5 * 86_400_000).toISOString() });
    const fresh = await create({ contactName: '신규문의' });
    const page = (await get(t.app, '/api/inbound?overdueYn=Y&size=100', manager.token)).json().result;
    const ids = page.content.map((r: { id: number }) => r.id);
    assert.ok(ids.includes(old.id));
    assert.ok(!ids.includes(fresh.id));
    assert.equal(page.content.find((r: { id: number }) => r.id === old.id).overdueYn, 'Y');
    const detail = (await get(t.app, `/api/inbound/${fresh.id}`, manager.token)).json().result;
    assert.equal(detail.overdueYn, 'N');
  });

  test('assigning notifies the assignee (N-INBOUND-NEW); a stale version gets 409', async () => {
    const made = await create({ contactName: '배정문의' });
    const res = await send(t.app, 'PUT', `/api/inbound/${made.id}/assign`, manager.token, { assigneeId: rep.id, version: made.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.status, 'ASSIGNED');
    assert.equal(res.json().result.overdueYn, 'N');
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, rep.id), eq(notification.type, 'INBOUND_NEW'), eq(notification.targetId, made.id)));
    assert.equal(notes.length, 1);
    const stale = await send(t.app, 'PUT', `/api/inbound/${made.id}/assign`, manager.token, { assigneeId: manager.id, version: made.version });
    assert.equal(stale.statusCode, 409);
    const [row] = await t.app.db.select().from(inboundInquiry).where(eq(inboundInquiry.id, made.id));
    assert.equal(row.assigneeId, rep.id);
  });

  test('reject needs a reason; spam does not; closed inquiries stay closed', async () => {
    const a = await create();
    let res = await send(t.app, 'PUT', `/api/inbound/${a.id}/reject`, manager.token, { status: 'REJECTED', version: a.version });
    assert.equal(res.json().fields.reason, API_MESSAGES.inquiryRejectReason);
    res = await send(t.app, 'PUT', `/api/inbound/${a.id}/reject`, manager.token, { status: 'SPAM', version: a.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/inbound/${a.id}/assign`, manager.token, { assigneeId: rep.id, version: a.version + 1 });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.inquiryClosed);
  });

  test('converting makes a lead in 신규 with source INBOUND_* and the prospect fields, owned by the assignee', async () => {
    const made = await create({ channel: 'EMAIL', email: 'buyer@munui.example', phone: null });
    const assigned = (await send(t.app, 'PUT', `/api/inbound/${made.id}/assign`, manager.token, { assigneeId: rep.id, version: made.version })).json().result;
    const res = await send(t.app, 'POST', `/api/inbound/${made.id}/convert`, manager.token, { version: assigned.version, expectedAmount: 20_000_000 });
    assert.equal(res.statusCode, 201, res.body);
    const { leadId, leadNo } = res.json().result;
    assert.match(leadNo, /^L-\d{4}-\d{4}$/);
    const [row] = await t.app.db.select().from(lead).where(eq(lead.id, leadId));
    assert.equal(row.source, 'INBOUND_EMAIL');
    assert.equal(row.inquiryId, made.id);
    assert.equal(row.ownerUserId, rep.id);
    assert.equal(row.prospectCompany, '(주)문의회사');
    assert.equal(row.prospectEmail, 'buyer@munui.example');
    assert.equal(row.expectedAmount, 20_000_000);
    const after = (await get(t.app, `/api/inbound/${made.id}`, manager.token)).json().result;
    assert.equal(after.status, 'CONVERTED');
    assert.equal(after.leadNo, leadNo);
  });
});
