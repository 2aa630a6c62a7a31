// @pglite: keyword search on the pg_trgm and btree_gin indexes, the capped count
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq, like } from 'drizzle-orm';
import { customer, department, lead, leadStage } from '../../../src/db/schema';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let salesLead: TestUser;

before(async () => {
  t = await buildTestApp();
  [admin, salesLead] = await signInAll(t, ['admin', 'sales.lead']);
});
after(() => t.close());

type Row = { id: number; name: string; title?: string };
const list = async (path: string, token = admin.token) => {
  const res = await get(t.app, path, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { content: Row[]; totalElements: number; totalPages: number; totalCappedYn?: string };
};
const q = encodeURIComponent;

/** `n` customers named `${stem}${i}` (zero-padded), in a sales team, straight into the table. */
async function bulkCustomers(stem: string, n: number, from = 0) {
  const [team] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.level, 'TEAM')).limit(1);
  const rows = Array.from({ length: n }, (_, k) => {
    const i = from + k;
    const name = `${stem}${String(i).padStart(4, '0')}`;
    return { customerNo: `Z${stem.length}${String(i).padStart(6, '0')}`.slice(0, 10), name, nameKey: name, customerType: 'CORPORATION' as const, status: 'ACTIVE' as const, ownerDeptId: team.id };
  });
  for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(customer).values(rows.slice(i, i + 500));
}

async function openStage() {
  const [stage] = await t.app.db.select().from(leadStage).where(eq(leadStage.category, 'OPEN')).limit(1);
  return stage;
}

describe('customer keyword', () => {
  test('matches the name without (주), spaces and punctuation, the customer number and the business number with or without hyphens', async () => {
    const created = await send(t.app, 'POST', '/api/customer', salesLead.token, { name: '주식회사 세모네모 정밀', customerType: 'CORPORATION', bizRegNo: '1048137225', ceoName: '박대표' });
    assert.equal(created.statusCode, 201, created.body);
    const saved = created.json().result;
    for (const keyword of ['세모네모정밀', '세모네모 정밀', '(주)세모네모', '㈜ 세모네모', saved.customerNo, saved.customerNo.replace('-', ''), '104-81-37225', '8137']) {
      const page = await list(`/api/customer?keyword=${q(keyword)}`, salesLead.token);
      assert.deepEqual(page.content.map((c) => c.id), [saved.id], keyword);
      assert.equal(page.totalCappedYn, 'N');
    }
    const picked = (await get(t.app, `/api/customer/picker?keyword=${q('세모네모 정밀')}`, salesLead.token)).json().result as Row[];
    assert.deepEqual(picked.map((c) => c.id), [saved.id]);
    assert.equal((await list(`/api/customer?keyword=${q('세모네모정밀X')}`)).totalElements, 0);
  });
});

describe('counts stop at a cap', () => {
  test('a keyword matching more than 1,000 customers answers 1,000 with totalCappedYn=Y and still the first page in name order', async () => {
    await bulkCustomers('캡시험상사', 1_005);
    const page = await list(`/api/customer?keyword=${q('캡시험상사')}&size=20`);
    assert.equal(page.totalElements, 1_000);
    assert.equal(page.totalCappedYn, 'Y');
    assert.equal(page.totalPages, 50);
    assert.deepEqual(
      page.content.map((c) => c.name),
      Array.from({ length: 20 }, (_, i) => `캡시험상사${String(i).padStart(4, '0')}`),
    );
  });

  test('fewer matches are counted exactly and paged in the requested order', async () => {
    await bulkCustomers('소량시험상사', 30);
    const all = await list(`/api/customer?keyword=${q('소량시험상사')}&size=100&sort=name,desc`);
    assert.equal(all.totalElements, 30);
    assert.equal(all.totalCappedYn, 'N');
    const names = all.content.map((c) => c.name);
    assert.deepEqual(names, Array.from({ length: 30 }, (_, i) => `소량시험상사${String(29 - i).padStart(4, '0')}`));
    const second = await list(`/api/customer?keyword=${q('소량시험상사')}&size=7&page=1&sort=name,desc`);
    assert.deepEqual(second.content.map((c) => c.name), names.slice(7, 14));
    assert.equal(second.totalPages, 5);
    const past = await list(`/api/customer?keyword=${q('소량시험상사')}&size=20&page=9`);
    assert.deepEqual(past.content, []);
    assert.equal(past.totalElements, 30);
  });

  test('a list without a keyword counts the same way: exact below 1,000, capped above', async () => {
    const n = await t.app.db.$count(customer, eq(customer.deletedYn, 'N'));
    assert.ok(n > 1_000, 'the bulk customers above make the list longer than the cap');
    const page = await list('/api/customer?size=1');
    assert.deepEqual([page.totalElements, page.totalCappedYn, page.totalPages], [1_000, 'Y', 1_000]);
    const graded = await list('/api/customer?size=1&gradeList=A');
    const a = await t.app.db.$count(customer, and(eq(customer.deletedYn, 'N'), eq(customer.grade, 'A')));
    assert.ok(a < 1_000);
    assert.deepEqual([graded.totalElements, graded.totalCappedYn], [a, 'N']);
  });

  test('a page past the last still tells the count, and a filter matching nothing counts 0 (customers and leads)', async () => {
    const a = await t.app.db.$count(customer, and(eq(customer.deletedYn, 'N'), eq(customer.grade, 'A')));
    const past = await list(`/api/customer?size=10&page=${Math.ceil(a / 10) + 3}&gradeList=A`);
    assert.deepEqual([past.content, past.totalElements, past.totalCappedYn], [[], a, 'N']);
    const none = await list('/api/customer?size=10&ownerUserId=999999999');
    assert.deepEqual([none.content, none.totalElements, none.totalPages, none.totalCappedYn], [[], 0, 0, 'N']);
    const leads = await t.app.db.$count(lead, eq(lead.deletedYn, 'N'));
    const leadsPast = await list(`/api/lead?size=10&page=500`);
    assert.deepEqual([leadsPast.content, leadsPast.totalElements], [[], Math.min(leads, 1_000)]);
    const firstLeads = await list('/api/lead?size=3');
    assert.equal(firstLeads.content.length, 3);
    assert.equal(firstLeads.totalElements, Math.min(leads, 1_000));
    assert.ok(!('cappedCount' in firstLeads.content[0]), 'the count column stays out of the rows');
  });
});

describe('the other lists read their page and its count in one go', () => {
  test('contracts, CRM records, sales orders, tax invoices and segments (with their customers and leads): every page tells the same count, past the last too', async () => {
    const [market] = (await list('/api/segment?size=1&level=MARKET')).content;
    const paths = ['/api/contract', '/api/crm-record', '/api/sales-order', '/api/tax-invoice', '/api/segment', `/api/segment/${market.id}/customers`, `/api/segment/${market.id}/leads`];
    for (const path of paths) {
      const all = await list(`${path}?size=100`);
      assert.ok(all.totalElements > 0, `${path}: the seed has rows`);
      if (all.totalElements <= 100) assert.equal(all.content.length, all.totalElements, path);
      const first = await list(`${path}?size=2`);
      assert.deepEqual(
        [first.content.map((r) => r.id), first.totalElements, first.totalPages, first.totalCappedYn],
        [all.content.slice(0, 2).map((r) => r.id), all.totalElements, Math.ceil(all.totalElements / 2), all.totalCappedYn],
        path,
      );
      assert.ok(!('cappedCount' in first.content[0]), `${path}: the count column stays out of the rows`);
      // Past the cap there are more rows than the count tells: a page far beyond them is empty.
      const past = await list(`${path}?size=10&page=${all.totalCappedYn === 'Y' ? 100_000 : Math.ceil(all.totalElements / 10) + 3}`);
      assert.deepEqual([past.content, past.totalElements, past.totalCappedYn], [[], all.totalElements, all.totalCappedYn], path);
    }
    for (const path of paths.slice(0, 5)) {
      const none = await list(`${path}?size=10&ownerUserId=999999999`);
      assert.deepEqual([none.content, none.totalElements, none.totalPages, none.totalCappedYn], [[], 0, 0, 'N'], path);
    }
  });
});

describe('contract, CRM record, sales order and tax invoice keyword', () => {
  type Any = Record<string, string | number>;
  const cases: [path: string, sort: string, filter: (row: Any) => string, keyword: (row: Any) => string][] = [
    ['/api/contract', 'title,asc', (r) => `customerId=${r.customerId}`, (r) => String(r.customerName)],
    ['/api/crm-record', 'subject,asc', (r) => `customerId=${r.customerId}`, (r) => String(r.customerName)],
    ['/api/sales-order', 'orderDate,asc', (r) => `customerId=${r.customerId}`, (r) => String(r.customerName)],
    // A sales invoice's supplier is the company itself: every sales invoice matches its name.
    ['/api/tax-invoice', 'writeDate,asc', () => 'direction=SALES', (r) => String(r.supplierName)],
  ];
  test('a keyword that every filtered row matches pages and sorts those rows as the list without it', async () => {
    for (const [path, sort, filter, keyword] of cases) {
      // The row whose filter keeps the most rows (among the first hundred), so that paging has pages to cross.
      const sample = (await list(`${path}?size=100${path.endsWith('invoice') ? '&direction=SALES' : ''}`)).content as unknown as Any[];
      const times = (row: Any) => sample.filter((r) => filter(r) === filter(row)).length;
      const first = sample.reduce((best, row) => (times(row) > times(best) ? row : best));
      const base = `${path}?${filter(first)}&sort=${sort}&size=2`;
      const all = await list(`${path}?${filter(first)}&size=100`);
      assert.ok(all.totalElements >= 3, `${path}: the filter has rows on more than one page`);
      for (const page of [0, 1, Math.ceil(all.totalElements / 2)]) {
        const plain = await list(`${base}&page=${page}`);
        const searched = await list(`${base}&page=${page}&keyword=${q(keyword(first))}`);
        assert.deepEqual(
          [searched.content.map((r) => r.id), searched.totalElements, searched.totalCappedYn],
          [plain.content.map((r) => r.id), plain.totalElements, plain.totalCappedYn],
          `${path} page ${page}`,
        );
        assert.deepEqual(searched.content, plain.content, `${path} page ${page}: the same rows`);
      }
    }
  });
});

describe('lead keyword', () => {
  test('finds leads by title, number with or without hyphens, prospect company and the customer name — also after a rename and a merge', async () => {
    const stage = await openStage();
    const mk = async (name: string) => {
      const res = await send(t.app, 'POST', '/api/customer', admin.token, { name, customerType: 'INDIVIDUAL' });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().result as { id: number; version: number };
    };
    const buyer = await mk('검색추적상회');
    const other = await mk('흡수될상회');
    await t.app.db.insert(lead).values([
      { leadNo: 'L-S-000901', title: '설비 분광측정기 견적', customerId: buyer.id, source: 'REFERRAL', stageId: stage.id, probability: 10, expectedAmount: 100, expectedCloseDate: '2030-01-01' },
      { leadNo: 'L-S-000902', title: '보안 점검', prospectCompany: '가망고객나라', source: 'REFERRAL', stageId: stage.id, probability: 10, expectedAmount: 100, expectedCloseDate: '2030-01-02' },
      { leadNo: 'L-S-000903', title: '흡수 전 리드', customerId: other.id, source: 'REFERRAL', stageId: stage.id, probability: 10, expectedAmount: 100, expectedCloseDate: '2030-01-03' },
    ]);
    const titles = async (keyword: string) => (await list(`/api/lead?keyword=${q(keyword)}&size=100`)).content.map((r) => r.title).sort();

    assert.deepEqual(await titles('분광측정기'), ['설비 분광측정기 견적']);
    assert.deepEqual(await titles('L-S-000901'), ['설비 분광측정기 견적']);
    assert.deepEqual(await titles('LS000902'), ['보안 점검']);
    assert.deepEqual(await titles('가망고객'), ['보안 점검']);
    assert.deepEqual(await titles('검색추적'), ['설비 분광측정기 견적']);
    assert.deepEqual(await titles('(주)검색 추적'), ['설비 분광측정기 견적']);

    const renamed = await send(t.app, 'PUT', `/api/customer/${buyer.id}`, admin.token, { name: '이름바뀐상회', customerType: 'INDIVIDUAL', version: buyer.version });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(await titles('이름바뀐'), ['설비 분광측정기 견적']);
    assert.deepEqual(await titles('검색추적'), []);

    const merged = await send(t.app, 'POST', `/api/customer/${buyer.id}/merge`, admin.token, { loserIds: [other.id] });
    assert.equal(merged.statusCode, 200, merged.body);
    assert.deepEqual(await titles('이름바뀐'), ['설비 분광측정기 견적', '흡수 전 리드']);
    assert.deepEqual(await titles('흡수될'), []);
  });

  test('a broad keyword stops counting at 1,000 and keeps the close-date order; the kanban still sums every match', async () => {
    const stage = await openStage();
    const rows = Array.from({ length: 1_010 }, (_, i) => ({
      leadNo: `L-B-${String(i).padStart(6, '0')}`,
      title: `대량검색 리드 ${i}`,
      prospectCompany: '대량가망',
      source: 'REFERRAL',
      stageId: stage.id,
      probability: 10,
      expectedAmount: 1_000,
      expectedCloseDate: `2031-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.db.insert(lead).values(rows.slice(i, i + 500));
    const page = await list(`/api/lead?keyword=${q('대량검색')}&size=20`);
    assert.equal(page.totalElements, 1_000);
    assert.equal(page.totalCappedYn, 'Y');
    const dates = (page.content as unknown as { expectedCloseDate: string }[]).map((r) => r.expectedCloseDate);
    assert.deepEqual(dates, [...dates].sort());
    assert.equal(dates[0], '2031-01-01');
    const board = (await get(t.app, `/api/lead/kanban?keyword=${q('대량검색')}`, admin.token)).json().result;
    const column = board.columns.find((c: { stage: { id: number } }) => c.stage.id === stage.id);
    assert.equal(column.count, 1_010);
    const stored = await t.app.db.select({ id: lead.id }).from(lead).where(and(like(lead.searchText, '%대량검색%'), eq(lead.deletedYn, 'N')));
    assert.equal(stored.length, 1_010);
  });
});
