import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { auditHistory, customer, department, lead, marketSegment } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signIn, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let ceo: TestUser;
let dev: TestUser;
let writer: string;
let reader: string;
let serial = 0;

before(async () => {
  t = await buildTestApp();
  [admin, ceo, dev] = await signInAll(t, ['admin', 'ceo', 'dev']);
  await makeUser(t.app, 'seg.writer', 'SAL-MKT', ['ROLE_USER', 'ROLE_MARKETSEGMENT_WRITE']);
  await makeUser(t.app, 'seg.reader', 'RND-QA', ['ROLE_USER', 'ROLE_MARKETSEGMENT_READ']);
  writer = (await login(t.app, 'seg.writer')).access_token;
  reader = (await login(t.app, 'seg.reader')).access_token;
});
after(() => t.close());

const code = (prefix = 'T') => `${prefix}-${String(++serial).padStart(3, '0')}`;

async function create(token: string, body: Record<string, unknown>) {
  const res = await send(t.app, 'POST', '/api/segment', token, { code: code(), name: `테스트 시장 ${serial}`, ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

describe('demo segments', () => {
  test('markets with their segments, customers assigned, figures from the CRM', async () => {
    const res = await get(t.app, '/api/segment?size=100', ceo.token);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().result.content as { code: string; level: string; parentName: string | null; customerCount: number; salesYtd: number; openPipeline: number }[];
    assert.deepEqual(rows.filter((r) => r.level === 'MARKET').map((r) => r.code).sort(), ['DIST', 'ICT', 'MFG', 'PUB']);
    assert.ok(rows.filter((r) => r.level === 'SEGMENT').length >= 8);
    assert.equal(rows.find((r) => r.code === 'MFG-SMART')?.parentName, '제조');
    // Tree order: each market directly followed by its segments.
    const mfg = rows.findIndex((r) => r.code === 'MFG');
    assert.ok(rows.slice(mfg + 1, mfg + 4).every((r) => r.code.startsWith('MFG-')));
    assert.ok(rows.some((r) => r.customerCount > 0));
    assert.ok(rows.some((r) => r.openPipeline > 0));
    assert.ok(rows.some((r) => r.salesYtd > 0));
  });

  test("a market's figures add up its segments", async () => {
    const rows = (await get(t.app, '/api/segment?size=100', ceo.token)).json().result.content as { code: string; customerCount: number; openPipeline: number; salesYtd: number }[];
    const market = rows.find((r) => r.code === 'MFG')!;
    const parts = rows.filter((r) => r.code.startsWith('MFG-'));
    for (const key of ['customerCount', 'openPipeline', 'salesYtd'] as const) {
      assert.equal(market[key], parts.reduce((sum, r) => sum + r[key], 0), key);
    }
  });
});

describe('figures', () => {
  test('customer count, open pipeline, sales this year and share = sales ÷ SAM', async () => {
    const market = await create(ceo.token, { name: '집계 시험 시장' });
    const segment = await create(ceo.token, { name: '집계 시험 세그먼트', parentId: market.id, tam: 10_000_000_000, sam: 1_000_000_000, som: 100_000_000 });
    assert.deepEqual([segment.customerCount, segment.openPipeline, segment.salesYtd, segment.sharePct], [0, 0, 0, 0]);
    // The two customers with the most sales this year move into the segment, their leads with them.
    const year = new Date().getFullYear();
    const top = await rowsOf<{ id: string }>(
      t.app.db,
      sql`select customer_id as id from sales_ledger where deleted_yn = 'N' and ym like ${`${year}-%`} group by customer_id order by sum(amount) desc limit 2`,
    );
    assert.equal(top.length, 2);
    const ids = top.map((r) => Number(r.id));
    for (const id of ids) {
      await t.app.db.update(customer).set({ segmentId: segment.id }).where(eq(customer.id, id));
      await t.app.db.update(lead).set({ segmentId: segment.id }).where(eq(lead.customerId, id));
    }
    const idList = sql.join(ids.map((i) => sql`${i}`), sql`, `);
    const [expected] = await rowsOf<{ customers: string; pipeline: string; sales: string }>(
      t.app.db,
      sql`select
        (select count(*) from customer where id in (${idList}) and deleted_yn = 'N' and status <> 'MERGED') as customers,
        (select coalesce(sum(l.expected_amount), 0) from lead l join lead_stage s on s.id = l.stage_id
          where l.customer_id in (${idList}) and l.deleted_yn = 'N' and s.category = 'OPEN') as pipeline,
        (select coalesce(sum(amount), 0) from sales_ledger where customer_id in (${idList}) and deleted_yn = 'N' and ym like ${`${year}-%`}) as sales`,
    );
    const detail = (await get(t.app, `/api/segment/${segment.id}`, ceo.token)).json().result;
    assert.equal(detail.customerCount, Number(expected.customers));
    assert.equal(detail.openPipeline, Number(expected.pipeline));
    assert.equal(detail.salesYtd, Number(expected.sales));
    assert.ok(detail.salesYtd > 0);
    assert.equal(detail.sharePct, Math.round((Number(expected.sales) / 1_000_000_000) * 10_000) / 100);
    const parent = (await get(t.app, `/api/segment/${market.id}`, ceo.token)).json().result;
    assert.equal(parent.salesYtd, detail.salesYtd);
    assert.equal(parent.sharePct, null, 'no SAM, no share');
    assert.deepEqual(parent.children.map((c: { id: number }) => c.id), [segment.id]);

    const customers = (await get(t.app, `/api/segment/${segment.id}/customers`, ceo.token)).json().result;
    assert.deepEqual(customers.content.map((c: { id: number }) => c.id).sort(), [...ids].sort());
    assert.ok(customers.content[0].salesYtd >= customers.content[1].salesYtd);
    const leads = (await get(t.app, `/api/segment/${market.id}/leads`, ceo.token)).json().result;
    assert.equal(leads.content.reduce((sum: number, l: { expectedAmount: number }) => sum + l.expectedAmount, 0), detail.openPipeline);
  });
});

describe('create, update, delete', () => {
  test('create stores upper-case code, defaults owner and department, and writes history in the same transaction', async () => {
    const saved = await create(writer, { code: 'mkt-new', name: '  신규 시장 ', priority: 'core', growthRatePct: 12.5, description: '<p>설명<script>alert(1)</script></p>' });
    assert.equal(saved.code, 'MKT-NEW');
    assert.equal(saved.name, '신규 시장');
    assert.equal(saved.priority, 'CORE');
    assert.equal(saved.growthRatePct, 12.5);
    assert.equal(saved.description, '<p>설명</p>');
    assert.equal(saved.level, 'MARKET');
    assert.equal(saved.version, 0);
    const [mkt] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-MKT'));
    assert.equal(saved.ownerDeptId, mkt.id);
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'MARKET_SEGMENT'), eq(auditHistory.entityId, saved.id)));
    assert.deepEqual(history.map((h) => h.action), ['CREATE']);
  });

  test('update needs the current version: a stale one is 409 with the shared Korean message and changes nothing', async () => {
    const saved = await create(writer, { name: '버전 시험' });
    const first = await send(t.app, 'PUT', `/api/segment/${saved.id}`, writer, { name: '버전 시험 (수정)', activeYn: 'N', version: 0 });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().result.version, 1);
    assert.equal(first.json().result.activeYn, 'N');
    const stale = await send(t.app, 'PUT', `/api/segment/${saved.id}`, writer, { name: '늦은 수정', version: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    assert.equal((await get(t.app, `/api/segment/${saved.id}`, writer)).json().result.name, '버전 시험 (수정)');
    const missing = await send(t.app, 'PUT', `/api/segment/${saved.id}`, writer, { name: '버전 없음' });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.version, API_MESSAGES.fieldRequired);
  });

  test('validation answers Korean field messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: '' }, 'code', '코드를 입력해 주세요.'],
      [{ code: '한글코드' }, 'code', API_MESSAGES.segmentCodeFormat],
      [{ code: 'MFG' }, 'code', '이미 사용 중인 코드입니다.'],
      [{ name: '   ' }, 'name', '이름을 입력해 주세요.'],
      [{ tam: 100, sam: 200 }, 'sam', 'SAM은 TAM보다 클 수 없습니다.'],
      [{ sam: 100, som: 200 }, 'som', 'SOM은 SAM보다 클 수 없습니다.'],
      [{ tam: -1 }, 'tam', API_MESSAGES.segmentAmountInvalid],
      [{ tam: 1.5 }, 'tam', API_MESSAGES.segmentAmountInvalid],
      [{ growthRatePct: 1000 }, 'growthRatePct', API_MESSAGES.segmentGrowthRange],
      [{ priority: 'HIGH' }, 'priority', '허용된 값 중에서 선택해 주세요.'],
      [{ ownerUserId: 99999999 }, 'ownerUserId', '담당자를 찾을 수 없습니다.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(t.app, 'POST', '/api/segment', writer, { code: code(), name: '검증', ...over });
      assert.equal(res.statusCode, 400, JSON.stringify(over));
      assert.equal(res.json().fields[field], message, JSON.stringify(over));
    }
  });

  test('two levels only: the parent is a market, never itself, and a market with segments stays a market', async () => {
    const market = await create(writer, { name: '깊이 시험 시장' });
    const segment = await create(writer, { name: '깊이 시험 세그먼트', parentId: market.id });
    assert.equal(segment.level, 'SEGMENT');
    assert.equal(segment.parentName, '깊이 시험 시장');
    const deeper = await send(t.app, 'POST', '/api/segment', writer, { code: code(), name: '3단계', parentId: segment.id });
    assert.equal(deeper.statusCode, 400);
    assert.equal(deeper.json().fields.parentId, API_MESSAGES.segmentParentNotMarket);
    const other = await create(writer, { name: '다른 시장' });
    const cycle = await send(t.app, 'PUT', `/api/segment/${market.id}`, writer, { parentId: other.id, version: market.version });
    assert.equal(cycle.statusCode, 400);
    assert.equal(cycle.json().fields.parentId, API_MESSAGES.segmentParentHasChildren);
    const self = await send(t.app, 'PUT', `/api/segment/${other.id}`, writer, { parentId: other.id, version: other.version });
    assert.equal(self.json().fields.parentId, API_MESSAGES.segmentParentSelf);
    const unknown = await send(t.app, 'POST', '/api/segment', writer, { code: code(), name: '없는 상위', parentId: 99999999 });
    assert.equal(unknown.json().fields.parentId, API_MESSAGES.segmentParentNotFound);
  });

  test('delete: ADMIN only, refused while segments or customers use it, then 404 and the code is free again', async () => {
    const market = await create(writer, { code: 'DEL-MKT', name: '삭제 시험 시장' });
    const segment = await create(writer, { name: '삭제 시험 세그먼트', parentId: market.id });
    const byWriter = await send(t.app, 'DELETE', `/api/segment/${segment.id}?version=0`, writer);
    assert.equal(byWriter.statusCode, 403);
    const withChildren = await send(t.app, 'DELETE', `/api/segment/${market.id}?version=0`, ceo.token);
    assert.equal(withChildren.statusCode, 409);
    assert.equal(withChildren.json().message, API_MESSAGES.segmentDeleteHasChildren);
    const [someone] = await t.app.db.select({ id: customer.id }).from(customer).limit(1);
    await t.app.db.update(customer).set({ segmentId: segment.id }).where(eq(customer.id, someone.id));
    const inUse = await send(t.app, 'DELETE', `/api/segment/${segment.id}?version=0`, ceo.token);
    assert.equal(inUse.statusCode, 409);
    assert.equal(inUse.json().message, API_MESSAGES.segmentDeleteInUse);
    await t.app.db.update(customer).set({ segmentId: null }).where(eq(customer.id, someone.id));
    const stale = await send(t.app, 'DELETE', `/api/segment/${segment.id}?version=5`, ceo.token);
    assert.equal(stale.statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/segment/${segment.id}?version=0`, ceo.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/segment/${market.id}?version=0`, ceo.token)).statusCode, 200);
    const gone = await get(t.app, `/api/segment/${market.id}`, ceo.token);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.json().message, '시장 세그먼트를 찾을 수 없습니다.');
    await create(writer, { code: 'DEL-MKT', name: '같은 코드 재사용' });
  });
});

describe('list', () => {
  test('keyword, priority and level filters, sort by a figure, and a bad sort is a Korean 400', async () => {
    const byKeyword = (await get(t.app, `/api/segment?keyword=${encodeURIComponent('스마트')}`, ceo.token)).json().result;
    assert.deepEqual(byKeyword.content.map((r: { code: string }) => r.code), ['MFG-SMART']);
    const core = (await get(t.app, '/api/segment?priorityList=CORE&level=SEGMENT&size=100', ceo.token)).json().result.content as { priority: string; level: string }[];
    assert.ok(core.length > 0 && core.every((r) => r.priority === 'CORE' && r.level === 'SEGMENT'));
    const sorted = (await get(t.app, '/api/segment?sort=salesYtd,desc&size=100', ceo.token)).json().result.content as { salesYtd: number }[];
    assert.deepEqual(sorted.map((r) => r.salesYtd), [...sorted.map((r) => r.salesYtd)].sort((a, b) => b - a));
    const bad = await get(t.app, '/api/segment?sort=nope,asc', ceo.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fields.sort, '허용된 값 중에서 선택해 주세요.');
    const paged = (await get(t.app, '/api/segment?size=3&page=1', ceo.token)).json().result;
    assert.equal(paged.content.length, 3);
    assert.equal(paged.page, 1);
    assert.ok(paged.totalElements >= 13);
  });
});

describe('access', () => {
  test('no MARKETSEGMENT role: the list and detail are 403, the picker answers any signed-in user', async () => {
    const [mfg] = await t.app.db.select({ id: marketSegment.id }).from(marketSegment).where(eq(marketSegment.code, 'MFG'));
    assert.equal((await get(t.app, '/api/segment', dev.token)).statusCode, 403);
    assert.equal((await get(t.app, `/api/segment/${mfg.id}`, dev.token)).statusCode, 403);
    assert.equal((await send(t.app, 'POST', '/api/segment', dev.token, { code: code(), name: '권한 없음' })).statusCode, 403);
    const picker = await get(t.app, '/api/segment/picker', dev.token);
    assert.equal(picker.statusCode, 200);
    const picked = picker.json().result as { id: number; code: string; name: string; parentName: string | null; level: string }[];
    assert.deepEqual(Object.keys(picked[0]).sort(), ['code', 'id', 'level', 'name', 'parentId', 'parentName']);
    const smart = picked.find((p) => p.code === 'MFG-SMART');
    assert.equal(smart?.parentName, '제조');
  });

  test('the picker leaves out inactive segments; search matches the market name too', async () => {
    const off = await create(writer, { name: '사용 안 하는 시장', activeYn: 'N' });
    const picked = (await get(t.app, '/api/segment/picker', dev.token)).json().result as { id: number }[];
    assert.ok(!picked.some((p) => p.id === off.id));
    const byMarket = (await get(t.app, `/api/segment/picker?keyword=${encodeURIComponent('공공')}`, dev.token)).json().result as { code: string }[];
    assert.ok(byMarket.some((p) => p.code === 'PUB-LOCAL'));
  });

  test('READ in another department: segments owned elsewhere are missing from the list and 404 by id', async () => {
    const [mfg] = await t.app.db.select({ id: marketSegment.id }).from(marketSegment).where(eq(marketSegment.code, 'MFG'));
    const list = (await get(t.app, '/api/segment?size=100', reader)).json().result.content as { code: string }[];
    assert.ok(!list.some((r) => r.code === 'MFG'));
    const hidden = await get(t.app, `/api/segment/${mfg.id}`, reader);
    assert.equal(hidden.statusCode, 404);
    assert.equal((await get(t.app, `/api/segment/${mfg.id}/customers`, reader)).statusCode, 404);
    const seen = await get(t.app, `/api/segment/${mfg.id}`, writer);
    assert.equal(seen.statusCode, 200, 'the owning department reads it');
    assert.equal((await get(t.app, `/api/segment/${mfg.id}`, admin.token)).statusCode, 200);
  });
});

describe('CRM records take a segment', () => {
  test('a customer stores a live segment, shows its name, and refuses an unknown or inactive one in Korean', async () => {
    const salesLead = await signIn(t, 'sales.lead');
    const [smart] = await t.app.db.select({ id: marketSegment.id }).from(marketSegment).where(eq(marketSegment.code, 'MFG-SMART'));
    const [target] = await t.app.db
      .select({ id: customer.id, version: customer.version, name: customer.name, customerType: customer.customerType })
      .from(customer)
      .where(and(eq(customer.ownerUserId, salesLead.id), eq(customer.deletedYn, 'N'), sql`${customer.status} <> 'MERGED'`))
      .limit(1);
    const put = (over: Record<string, unknown>) => send(t.app, 'PUT', `/api/customer/${target.id}`, salesLead.token, { name: target.name, customerType: target.customerType, ...over });
    const moved = await put({ segmentId: smart.id, version: target.version });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().result.segmentId, moved.json().result.segmentName], [smart.id, '스마트팩토리']);
    const version = moved.json().result.version;
    const unknown = await put({ segmentId: 99999999, version });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().fields.segmentId, '세그먼트를 찾을 수 없습니다.');
    const off = await create(writer, { name: '꺼진 세그먼트', activeYn: 'N' });
    const inactive = await put({ segmentId: off.id, version });
    assert.equal(inactive.statusCode, 400);
    assert.equal(inactive.json().fields.segmentId, API_MESSAGES.segmentInactive);
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CUSTOMER'), eq(auditHistory.entityId, target.id)));
    assert.ok(history.some((h) => h.changes.some((c) => c.field === 'segmentId' && c.new === smart.id)));
  });

  test('customer and lead details carry their own segment with the market it belongs to', async () => {
    const segments = await t.app.db.select({ id: marketSegment.id, code: marketSegment.code }).from(marketSegment).where(sql`${marketSegment.code} in ('MFG', 'MFG-SMART')`);
    const idOf = (c: string) => segments.find((s) => s.code === c)!.id;
    const [target] = await t.app.db
      .select({ id: lead.id, customerId: lead.customerId })
      .from(lead)
      .where(and(eq(lead.deletedYn, 'N'), sql`${lead.customerId} is not null`))
      .limit(1);
    await t.app.db.update(customer).set({ segmentId: idOf('MFG-SMART') }).where(eq(customer.id, target.customerId!));
    // A lead keeps a segment of its own (DOMAIN §4 Lead), here the whole market rather than its customer's segment.
    await t.app.db.update(lead).set({ segmentId: idOf('MFG') }).where(eq(lead.id, target.id));
    const segmentOf = (r: { segmentId: number | null; segmentName: string | null; segmentParentName: string | null }) => [r.segmentId, r.segmentName, r.segmentParentName];
    const shownCustomer = await get(t.app, `/api/customer/${target.customerId}`, admin.token);
    assert.equal(shownCustomer.statusCode, 200, shownCustomer.body);
    assert.deepEqual(segmentOf(shownCustomer.json().result), [idOf('MFG-SMART'), '스마트팩토리', '제조']);
    const shownLead = await get(t.app, `/api/lead/${target.id}`, admin.token);
    assert.equal(shownLead.statusCode, 200, shownLead.body);
    assert.deepEqual(segmentOf(shownLead.json().result), [idOf('MFG'), '제조', null]);
    await t.app.db.update(lead).set({ segmentId: idOf('MFG-SMART') }).where(eq(lead.id, target.id));
    assert.deepEqual(segmentOf((await get(t.app, `/api/lead/${target.id}`, admin.token)).json().result), [idOf('MFG-SMART'), '스마트팩토리', '제조']);
    await t.app.db.update(lead).set({ segmentId: null }).where(eq(lead.id, target.id));
    assert.deepEqual(segmentOf((await get(t.app, `/api/lead/${target.id}`, admin.token)).json().result), [null, null, null]);
  });

  test("a new lead without a segment takes its customer's; a chosen one is validated", async () => {
    const rep = await signIn(t, 'sales');
    const [withSegment] = await t.app.db
      .select({ id: customer.id, segmentId: customer.segmentId })
      .from(customer)
      // One of the rep's department: a lead links only customers its writer may read.
      .where(and(eq(customer.deletedYn, 'N'), sql`${customer.segmentId} is not null`, sql`${customer.status} <> 'MERGED'`, sql`${customer.ownerDeptId} = (select dept_id from app_user where id = ${rep.id})`))
      .limit(1);
    const body = { title: '세그먼트 리드', source: 'REFERRAL', expectedCloseDate: '2030-06-30', customerId: withSegment.id };
    const created = await send(t.app, 'POST', '/api/lead', rep.token, body);
    assert.equal(created.statusCode, 201, created.body);
    assert.equal(created.json().result.segmentId, withSegment.segmentId);
    assert.ok(created.json().result.segmentName);
    const bad = await send(t.app, 'POST', '/api/lead', rep.token, { ...body, segmentId: 99999999 });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fields.segmentId, '세그먼트를 찾을 수 없습니다.');
  });
});
