// @pglite: one read-and-write round trip per module, so a dialect difference in any module's SQL shows on the embedded database
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { kstDate, toKst } from '../../src/lib/time';
import { notify } from '../../src/modules/cross/notification/notify';
import { PDF, multipartFiles, sendForm } from '../helpers/forms';
import { BASE, type TestApp, bearer, buildTestApp, get, login, refresh, send } from '../helpers/testApp';

/**
 * Every api module writes once and reads its write back through the api, all as the
 * SUPER admin on one app with the full demo seed. The module's own test file holds the
 * rules; this file only proves its SQL runs (and round-trips) on both databases.
 */
let t: TestApp;
let token: string;
let adminId: number;
let today: string;
/** Department ids by code, user ids by login, lead stage ids by code. */
let dept: Record<string, number>;
let user: Record<string, number>;
let stage: Record<string, number>;
/** A seeded ACTIVE customer with a tax e-mail and one of its contacts. */
let customerId: number;
let contactId: number;

type Row = Record<string, any>;
type Method = 'POST' | 'PUT' | 'DELETE';

/** The `result` of an answer that must have the given status. */
async function resultOf(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status = 200): Promise<any> {
  const res = await response;
  assert.equal(res.statusCode, status, res.body);
  return res.json().result;
}
const read = (path: string) => resultOf(get(t.app, path, token));
const write = (method: Method, path: string, body?: unknown, status = method === 'POST' ? 201 : 200) => resultOf(send(t.app, method, path, token, body), status);
const form = (method: 'POST' | 'PUT', path: string, fields: Record<string, string | number>, status = method === 'POST' ? 201 : 200) =>
  resultOf(sendForm(t.app, method, path, token, fields), status);
const plusDays = (n: number) => kstDate(new Date(t.clock().getTime() + n * 86_400_000));

before(async () => {
  t = await buildTestApp();
  token = (await login(t.app, 'admin')).access_token;
  today = kstDate(t.clock());
  adminId = (await read('/api/user/me')).id;
  dept = Object.fromEntries(((await read('/api/department')) as Row[]).map((d) => [d.code, d.id]));
  const idOf = async (username: string) => ((await read(`/api/user/directory?keyword=${username}`)).content as Row[]).find((p) => p.username === username)!.id as number;
  user = Object.fromEntries(await Promise.all(['dev', 'hr', 'pm', 'sales'].map(async (username) => [username, await idOf(username)])));
  stage = Object.fromEntries(((await read('/api/lead/meta')).stages as Row[]).map((s) => [s.code, s.id]));
  const customers = (await read('/api/customer?statusList=ACTIVE&typeList=CORPORATION&size=20&sort=name,asc')).content as Row[];
  for (const c of customers) {
    const detail = await read(`/api/customer/${c.id}`);
    if (detail.bizRegNo && detail.taxEmail && detail.address1 && detail.contacts.length > 0) {
      customerId = detail.id;
      contactId = detail.contacts[0].id;
      break;
    }
  }
  assert.ok(customerId, 'a seeded customer to bill');
});
after(() => t.close());

describe('admin', () => {
  test('department: created under its division, renamed with its version, read back', async () => {
    const made = await write('POST', '/api/department', { code: 'smoke-1', name: '  스모크팀 ', parentId: dept.DLV });
    assert.equal(made.code, 'SMOKE-1');
    await write('PUT', `/api/department/${made.id}`, { code: made.code, name: '스모크운영팀', version: made.version });
    const back = await read(`/api/department/${made.id}`);
    assert.equal(back.name, '스모크운영팀');
    assert.equal(back.version, made.version + 1);
    assert.equal(back.parentId, dept.DLV);
  });

  test('user: created with its HR fields (multipart), updated with its version, read back', async () => {
    const made = await form('POST', '/api/user/info', {
      username: 'smoke.person', name: '스모크사원', email: 'Smoke.Person@Dure.example', mobile: '010-1234-5678', deptId: dept['SAL-2'], extraDeptIds: `${dept['SAL-MKT']}`,
      employeeNo: 'T25-0901', hireDate: '2025-03-02', jobGrade: 'STAFF', position: 'MEMBER', employmentType: 'REGULAR', birthDate: '1998-05-06', workLocation: '서울 본사',
    });
    assert.equal(made.email, 'smoke.person@dure.example');
    await form('PUT', '/api/user/info', { id: made.id, version: made.version, jobGrade: 'SENIOR', name: '스모크주임' });
    const back = await read(`/api/user/info/${made.id}`);
    assert.deepEqual([back.name, back.jobGrade, back.extraDeptIds], ['스모크주임', 'SENIOR', [dept['SAL-MKT']]]);
  });

  test('authority: a composite code is created, edited and granted; the code list and the grants show it', async () => {
    const made = await write('POST', '/api/auth/code', { code: 'ROLE_SMOKE_HELPER', name: '스모크 보조', includes: ['ROLE_CUSTOMER_READ'] });
    assert.equal(made.level, 'COMPOSITE');
    await write('PUT', '/api/auth/code/ROLE_SMOKE_HELPER', { name: '스모크 보조', includes: ['ROLE_CUSTOMER_READ', 'ROLE_DEPARTMENT_READ'], version: made.version });
    await write('POST', '/api/auth/user', { userId: user.dev, authorityCode: 'ROLE_SMOKE_HELPER', expiresAt: '2999-12-31', reason: '스모크' });
    const code = ((await read('/api/auth/code?keyword=SMOKE')) as Row[]).find((c) => c.code === 'ROLE_SMOKE_HELPER')!;
    assert.deepEqual([code.includes, code.userCount], [['ROLE_CUSTOMER_READ', 'ROLE_DEPARTMENT_READ'], 1]);
    const grants = (await read(`/api/auth/user?userId=${user.dev}`)).content as Row[];
    assert.equal(grants.find((g) => g.authorityCode === 'ROLE_SMOKE_HELPER')?.expiresAt, '2999-12-31');
  });
});

describe('auth', () => {
  test('token: a login and a refresh issue working pairs; revoking ends the session', async () => {
    const pair = await login(t.app, 'admin');
    const renewed = await refresh(t.app, pair.refresh_token);
    assert.equal(renewed.statusCode, 200, renewed.body);
    const access = renewed.json().access_token as string;
    assert.equal((await resultOf(get(t.app, '/api/user/me', access))).username, 'admin');
    assert.equal((await get(t.app, '/api/user/revoke/token', access)).statusCode, 200);
    assert.equal((await get(t.app, '/api/user/me', access)).statusCode, 401);
  });
});

describe('crm', () => {
  test('customer: created with a contact, updated with its version, read back with both', async () => {
    const made = await write('POST', '/api/customer', { name: '스모크정밀', customerType: 'CORPORATION', bizRegNo: '120-88-13578', ceoName: '김대표', taxEmail: 'TAX@Smoke-Corp.co.kr' });
    assert.equal(made.bizRegNo, '1208813578');
    await write('POST', `/api/customer/${made.id}/contacts`, { name: '홍길동', email: 'hong@smoke-corp.co.kr', mobile: '010-1111-2222' });
    await write('PUT', `/api/customer/${made.id}`, { name: '스모크정밀', customerType: 'CORPORATION', phone: '02-123-4567', version: made.version });
    const back = await read(`/api/customer/${made.id}`);
    assert.equal(back.phone, '021234567');
    assert.equal(back.version, made.version + 1);
    assert.deepEqual(back.contacts.map((c: Row) => [c.name, c.primaryYn]), [['홍길동', 'Y']]);
  });

  test('lead: created, moved a stage, converted to a contract; the lead and the contract show the link', async () => {
    const made = await write('POST', '/api/lead', {
      title: '스모크 리드', source: 'REFERRAL', expectedCloseDate: '2030-06-30', customerId, expectedAmount: 12_345_679,
    });
    assert.equal(made.stageId, stage.NEW);
    const moved = await write('PUT', `/api/lead/${made.id}/stage`, { stageId: stage.NEGOTIATION, version: made.version });
    const { contractId, contractNo } = await write('POST', `/api/lead/${made.id}/convert`, { version: moved.version, contractDate: '2030-03-02' });
    const back = await read(`/api/lead/${made.id}`);
    assert.deepEqual([back.stageId, back.contractNo], [stage.WON, contractNo]);
    const contract = await read(`/api/contract/${contractId}`);
    assert.deepEqual([contract.status, contract.leadId, contract.vatAmount], ['DRAFT', made.id, 1_234_567]);
  });

  test('crmRecord: a DONE visit is recorded, its subject edited, read back with its contact', async () => {
    const made = await write('POST', '/api/crm-record', {
      activityType: 'VISIT', subject: '분기 정기 방문', customerId, contactIds: [contactId], status: 'DONE', activityAt: toKst(new Date(t.clock().getTime() - 2 * 3_600_000)),
      durationMin: 60, location: '고객사 본사 회의실', content: '<p>신규 장비 도입 논의<script>alert(1)</script></p>', outcome: 'POSITIVE',
    });
    assert.equal(made.content, '<p>신규 장비 도입 논의</p>');
    const keep = ['activityType', 'customerId', 'leadId', 'contractId', 'status', 'activityAt', 'durationMin', 'location', 'content', 'outcome', 'nextActionType', 'nextActionAt', 'nextActionNote', 'version'];
    await write('PUT', `/api/crm-record/${made.id}`, {
      ...Object.fromEntries(keep.map((k) => [k, made[k]])),
      contactIds: made.contacts.map((c: Row) => c.id),
      participantIds: made.participants.map((p: Row) => p.id),
      subject: '분기 정기 방문 (수정)',
    });
    const back = await read(`/api/crm-record/${made.id}`);
    assert.deepEqual([back.subject, back.version, back.contacts.map((c: Row) => c.id)], ['분기 정기 방문 (수정)', made.version + 1, [contactId]]);
  });

  test('contract: created with payment terms, retitled with its version, read back', async () => {
    const body = {
      title: '스마트팩토리 MES 구축', customerId, contractType: 'SERVICE', contractDate: today, startDate: today, endDate: plusDays(364), supplyAmount: 100_000_000, taxType: 'TAXABLE',
      paymentTerms: [{ name: '선급금', rate: 30, dueType: 'ON_SIGN' }, { name: '잔금', rate: 70, dueType: 'ON_DATE', dueDate: plusDays(364) }],
    };
    const made = await write('POST', '/api/contract', body);
    assert.match(made.contractNo, /^CT-\d{4}-\d{4}$/);
    await write('PUT', `/api/contract/${made.id}`, { ...body, title: '스마트팩토리 MES 구축 (변경)', version: made.version });
    const back = await read(`/api/contract/${made.id}`);
    assert.deepEqual([back.title, back.totalAmount], ['스마트팩토리 MES 구축 (변경)', 110_000_000]);
    assert.deepEqual(back.paymentTerms.map((p: Row) => p.amount), [30_000_000, 70_000_000]);
  });

  test('taxInvoice: a draft is edited, requested and approved; the issued invoice has its receivable', async () => {
    const item = (supplyAmount: number) => ({ itemName: '유지보수 용역', supplyAmount });
    const made = await write('POST', '/api/tax-invoice', { direction: 'SALES', writeDate: today, customerId, items: [item(1_000_000)] });
    assert.equal(made.status, 'DRAFT');
    const edited = await write('PUT', `/api/tax-invoice/${made.id}`, { version: made.version, items: [item(2_000_000)] });
    const requested = await write('POST', `/api/tax-invoice/${made.id}/request`, { version: edited.version }, 200);
    await write('POST', `/api/tax-invoice/${made.id}/approve`, { version: requested.version }, 200);
    const back = await read(`/api/tax-invoice/${made.id}`);
    assert.deepEqual([back.status, back.totalAmount, back.receivable?.amount], ['ISSUED', 2_200_000, 2_200_000]);
    assert.ok(back.ntsApprovalNo);
  });

  test('salesOrder: created with lines, noted with its version, read back', async () => {
    const lines = [{ itemName: '산업용 센서 모듈', qty: 10, unitPrice: 123_456, discountPct: 5 }, { itemName: '설치 브래킷', qty: 3, unitPrice: 33_333 }];
    const order = { customerId, orderDate: '2026-03-14', requestedDate: '2026-04-30', lines };
    const made = await write('POST', '/api/sales-order', order);
    assert.deepEqual([made.supplyAmount, made.vatAmount], [1_272_831, 127_283]);
    const keptLines = made.lines.map((l: Row) => ({ id: l.id, itemName: l.itemName, qty: l.qty, unitPrice: l.unitPrice, discountPct: l.discountPct }));
    await write('PUT', `/api/sales-order/${made.id}`, { ...order, lines: keptLines, note: '스모크 수정', version: made.version });
    const back = await read(`/api/sales-order/${made.id}`);
    assert.deepEqual([back.note, back.version, back.lines.length, back.totalAmount], ['스모크 수정', made.version + 1, 2, 1_400_114]);
  });

  test('salesPlan: a month target is saved, then changed with its version; the grid shows it', async () => {
    const cell = (orderTarget: number, version: number | null) => ({ year: 2030, dimension: 'DEPT', rows: [{ keyId: dept['SAL-1'], cells: [{ month: 3, orderTarget, salesTarget: 30_000_000, version }] }] });
    assert.deepEqual(await write('POST', '/api/sales-plan/bulk', cell(40_000_000, null), 200), { created: 1, updated: 0, revised: 0 });
    const grid = async () => ((await read('/api/sales-plan?year=2030&dimension=DEPT')).rows as Row[]).find((r) => r.keyId === dept['SAL-1'])!.months[2];
    assert.deepEqual(await write('POST', '/api/sales-plan/bulk', cell(41_000_000, (await grid()).version), 200), { created: 0, updated: 1, revised: 0 });
    const march = await grid();
    assert.deepEqual([march.orderTarget, march.salesTarget, march.status], [41_000_000, 30_000_000, 'DRAFT']);
  });

  test('inbound: an inquiry is recorded and assigned; read back as ASSIGNED to the rep', async () => {
    const made = await write('POST', '/api/inbound', { channel: 'PHONE', companyName: '(주)문의회사', contactName: '김문의', phone: '010-1234-5678', content: '견적 요청드립니다.' });
    assert.deepEqual([made.status, made.phone], ['NEW', '01012345678']);
    await write('PUT', `/api/inbound/${made.id}/assign`, { assigneeId: user.sales, version: made.version });
    const back = await read(`/api/inbound/${made.id}`);
    assert.deepEqual([back.status, back.assigneeId], ['ASSIGNED', user.sales]);
  });

  test('dashboard: a saved department target shows on the sales dashboard; the other dashboards answer', async () => {
    const plan = { year: 2031, dimension: 'DEPT', rows: [{ keyId: dept['SAL-2'], cells: [{ month: 1, orderTarget: 7_000_000, version: null }] }] };
    await write('POST', '/api/sales-plan/bulk', plan, 200);
    const sales = await read(`/api/dashboard/sales?fromYm=2031-01&toYm=2031-12&deptId=${dept['SAL-2']}`);
    assert.equal(sales.cards.orderAmount.target, 7_000_000);
    assert.equal(sales.monthly.length, 12);
    for (const path of ['/api/dashboard/lead', '/api/dashboard/sales-analysis', '/api/dashboard/bond']) assert.ok(await read(path), path);
  });
});

describe('cross', () => {
  const record = () => dept['RND-QA'];

  test('comment: posted on a record, edited with its version, listed with the edit', async () => {
    const made = await write('POST', `/api/comment/DEPARTMENT/${record()}`, { body: '<p>검토 부탁드립니다</p>' });
    await write('PUT', `/api/comment/${made.id}`, { body: '<p>검토 완료</p>', version: made.version });
    const thread = (await read(`/api/comment/DEPARTMENT/${record()}`)) as Row[];
    const back = thread.find((c) => c.id === made.id)!;
    assert.deepEqual([back.body, back.editedYn, back.authorName], ['<p>검토 완료</p>', 'Y', '시스템관리자']);
  });

  test('bookmark: a record and a path are bookmarked and reordered; the list follows the order', async () => {
    const onRecord = await write('POST', '/api/bookmark', { targetType: 'department', targetId: record(), label: '품질관리팀' });
    const onPath = await write('POST', '/api/bookmark', { path: '/lead?statusList=OPEN', label: '열린 리드' });
    assert.equal(onRecord.targetType, 'DEPARTMENT');
    await write('PUT', '/api/bookmark/order', { ids: [onPath.id, onRecord.id] });
    const list = ((await read('/api/bookmark')) as Row[]).filter((b) => b.id === onPath.id || b.id === onRecord.id);
    assert.deepEqual(list.map((b) => b.label), ['열린 리드', '품질관리팀']);
  });

  test('savedView: saved, shared with its version, listed with its state', async () => {
    const state = { filters: { statusList: 'OPEN', keyword: '대성' }, sort: 'expectedCloseDate,asc', columns: ['name', 'amount'] };
    const made = await write('POST', '/api/saved-view', { listKey: 'lead.list', name: '내 열린 리드', state });
    await write('PUT', `/api/saved-view/${made.id}`, { name: '열린 리드', state: { ...state, sort: 'amount,desc' }, sharedYn: 'Y', version: made.version });
    const back = ((await read('/api/saved-view?listKey=lead.list')) as Row[]).find((v) => v.id === made.id)!;
    assert.deepEqual([back.name, back.sharedYn, back.mineYn, back.state.sort], ['열린 리드', 'Y', 'Y', 'amount,desc']);
  });

  test('share: a record is shared with a user, listed, then revoked', async () => {
    const made = await write('POST', `/api/share/DEPARTMENT/${record()}`, { granteeType: 'USER', granteeId: user.sales, permission: 'READ' });
    const shares = (await read(`/api/share/DEPARTMENT/${record()}`)) as Row[];
    assert.deepEqual(shares.map((s) => [s.id, s.granteeId, s.permission]), [[made.id, user.sales, 'READ']]);
    await write('DELETE', `/api/share/${made.id}`);
    assert.deepEqual(await read(`/api/share/DEPARTMENT/${record()}`), []);
  });

  test('actionItem: attached to a record, completed with its version, listed as DONE', async () => {
    const made = await write('POST', '/api/action-item', { title: '조직도 정비', assigneeId: user.hr, targetType: 'DEPARTMENT', targetId: record(), source: 'MEETING', dueDate: '2999-01-01' });
    assert.deepEqual([made.status, made.overdueYn], ['OPEN', 'N']);
    await write('PUT', `/api/action-item/${made.id}/status`, { status: 'DONE', version: made.version });
    const back = ((await read(`/api/action-item?targetType=DEPARTMENT&targetId=${record()}`)).content as Row[]).find((i) => i.id === made.id)!;
    assert.equal(back.status, 'DONE');
    assert.ok(back.doneAt);
  });

  test('notification: an unread notification is listed, marked read, and leaves the unread count', async () => {
    const [made] = await notify(t.app.db, { userIds: [adminId], category: 'CRM', type: 'LEAD_ASSIGNED', title: '스모크 알림', body: '스모크 리드의 담당자로 지정되었습니다.', contentLocation: '/lead/1' });
    const listed = async () => ((await read(`/api/notification?keyword=${encodeURIComponent('스모크 알림')}`)) as Row[]).map((n) => [n.id, n.confirmYn]);
    const unread = async () => (await read('/api/notification/unread/count')).count as number;
    assert.deepEqual(await listed(), [[made.id, 'N']]);
    const before = await unread();
    const confirmed = await write('PUT', `/api/notification/${made.id}/unread/confirm`);
    assert.match(confirmed.confirmedAt, /\+09:00$/);
    assert.deepEqual(await listed(), [[made.id, 'Y']]);
    assert.equal(await unread(), before - 1);
  });

  test('file: uploaded onto a record, listed there, downloaded byte for byte', async () => {
    const body = multipartFiles({ targetType: 'DEPARTMENT', targetId: record() }, [{ filename: '스모크 보고서.pdf', bytes: PDF, contentType: 'application/pdf' }]);
    const [made] = await resultOf(t.app.inject({ method: 'POST', url: `${BASE}/api/file`, headers: { ...bearer(token), ...body.headers }, payload: body.payload }), 201);
    const files = (await read(`/api/file/DEPARTMENT/${record()}`)) as Row[];
    assert.deepEqual(files.map((f) => [f.id, f.originalName, f.mimeType]), [[made.id, '스모크 보고서.pdf', 'application/pdf']]);
    const download = await get(t.app, `/api/file/${made.id}/download`, token);
    assert.equal(download.statusCode, 200);
    assert.ok(download.rawPayload.equals(PDF));
  });
});

describe('okr', () => {
  test('segment: a market and its segment are created, the segment edited with its version, read back', async () => {
    const market = await write('POST', '/api/segment', { code: 'SMOKE', name: '스모크 시장' });
    const made = await write('POST', '/api/segment', { code: 'SMOKE-1', name: '스모크 세그먼트', parentId: market.id, tam: 10_000_000_000, sam: 1_000_000_000, som: 100_000_000 });
    await write('PUT', `/api/segment/${made.id}`, { name: '스모크 세그먼트 (수정)', activeYn: 'N', version: made.version });
    const back = await read(`/api/segment/${made.id}`);
    assert.deepEqual([back.name, back.activeYn, back.parentId, back.sam], ['스모크 세그먼트 (수정)', 'N', market.id, 1_000_000_000]);
  });
});

describe('user', () => {
  test('directory: a renamed colleague is found by the new name', async () => {
    const current = await read(`/api/user/info/${user.pm}`);
    await form('PUT', '/api/user/info', { id: user.pm, version: current.version, name: '스모크개명' });
    const found = (await read(`/api/user/directory?keyword=${encodeURIComponent('스모크개명')}`)).content as Row[];
    assert.deepEqual(found.map((p) => [p.id, p.username]), [[user.pm, 'pm']]);
  });

  test('cost: the demo direct costs total by month, a draft confirms, a change applies, an execution runs within its budget to a direct cost', async () => {
    const demo = (await read('/api/direct-cost?size=50')).content as Row[];
    assert.deepEqual(demo.map((c) => c.status).sort(), ['CONFIRMED', 'CONFIRMED', 'CONFIRMED', 'DRAFT']);
    const totals = await read(`/api/direct-cost/totals?fromYm=${today.slice(0, 7)}&toYm=${today.slice(0, 7)}`);
    assert.deepEqual([totals.count, totals.supplyAmount], [2, 3_350_000]);
    const draft = demo.find((c) => c.status === 'DRAFT')!;
    const confirmed = await write('POST', `/api/direct-cost/${draft.id}/confirm`, { version: draft.version }, 200);
    const mod = await write('POST', '/api/direct-cost-mod', { directCostId: confirmed.id, changeType: 'AMOUNT', supplyAmount: 120_000, vatAmount: 12_000, reason: '스모크', version: confirmed.version });
    const checklist = await read(`/api/cost-period/${today.slice(0, 7)}/checklist`);
    assert.equal((checklist.items as Row[]).find((i) => i.code === 'PENDING_DIRECT_COST_MODS')!.count, 1);
    const finance = (await login(t.app, 'finance')).access_token;
    assert.equal((await resultOf(send(t.app, 'POST', `/api/direct-cost-mod/${mod.id}/approve`, finance, { version: mod.version }))).status, 'APPLIED');
    const budgets = (await read(`/api/cost-budget?year=${today.slice(0, 4)}`)).content as Row[];
    assert.deepEqual(budgets.map((b) => [b.amount, b.committed, b.remaining]).sort(), [[3_000_000, 0, 3_000_000], [50_000_000, 8_000_000, 42_000_000]]);
    const approved = ((await read('/api/cost-execution?statusList=APPROVED')).content as Row[])[0];
    const executed = await write('POST', `/api/cost-execution/${approved.id}/execute`, { version: approved.version, executedAmount: 7_500_000 }, 200);
    assert.equal(executed.status, 'EXECUTED');
    assert.equal((await read(`/api/direct-cost/${executed.directCostId}`)).supplyAmount, 7_500_000);
  });
});
