import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SalesOrderStatus } from '@dure/shared/contracts/crm/salesOrder';
import { InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';
import { assertRefused, exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

/**
 * The .xlsx exports of the crm lists other than customers (api/src/lib/listExportRoute.ts), each checked
 * against its own list. One app for all five: the exports only read, and each audit check reads the
 * export it has just made.
 */
let t: TestApp;
let admin: TestUser;
let salesLead: TestUser;
let sales: TestUser;
let dev: TestUser;

before(async () => {
  t = await buildTestApp();
  [admin, salesLead, sales, dev] = await signInAll(t, ['admin', 'sales.lead', 'sales', 'dev']);
});
after(() => t.close());

describe('계약 목록 내보내기', () => {
  const HEADERS = ['계약번호', '계약명', '고객사', '계약유형', '상태', '계약일', '시작일', '종료일', '통화', '공급가액(계약통화)', '원화공급가', '부가세', '합계', '담당자', '소유부서'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/contract/export.xlsx${query}`, user.token, '계약');
  const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/contract?size=100${query}`, user.token)).json().result;

  test('the download is an .xlsx named in Korean with the Korean header row and the contracts of the list, in its order', async () => {
    const { res, header, rows } = await exported('', admin);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=contracts_\d{8}\.xlsx; filename\*=UTF-8''%EA%B3%84%EC%95%BD_\d{8}\.xlsx$/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('', admin);
    assert.ok(list.content.length > 0 && rows.length >= list.content.length);
    assert.deepEqual(
      rows.slice(0, list.content.length).map((r) => r[column('계약번호')]),
      list.content.map((c: { contractNo: string }) => c.contractNo),
    );
  });

  test('the list’s filters apply', async () => {
    const active = await exported('?statusList=ACTIVE', admin);
    const list = await listed('&statusList=ACTIVE', admin);
    assert.equal(active.rows.length, list.totalElements);
    assert.ok(active.rows.length > 0 && active.rows.every((r) => r[column('상태')] === '진행중'));
    const all = await exported('', admin);
    assert.ok(active.rows.length < all.rows.length);
  });

  test('a user sees in the file only the contracts in their data scope, as their list shows them', async () => {
    const mine = await exported('', sales);
    const all = await exported('', admin);
    const list = await listed('', sales);
    assert.equal(mine.rows.length, list.totalElements);
    assert.ok(mine.rows.length < all.rows.length);
    assert.equal((await exported('', dev)).rows.length, (await listed('', dev)).totalElements);
  });

  test('a bad query answers 400 before any file is sent; signed out answers 401; each export is audited', async () => {
    for (const query of ['?statusList=active', '?customerId=0', '?expiringWithinDays=-1', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/contract/export.xlsx${query}`, admin.token);
    assert.equal((await get(t.app, '/api/contract/export.xlsx')).statusCode, 401);
    const { rows } = await exported('?statusList=ACTIVE', sales);
    assert.deepEqual(await lastExportAudit(t, 'CONTRACT'), { filters: { statusList: 'ACTIVE' }, rows: rows.length });
  });
});

describe('영업활동 목록 내보내기', () => {
  const HEADERS = ['일시', '활동유형', '상태', '제목', '고객번호', '고객사', '고객 담당자', '장소', '소요(분)', '결과', '관련 리드', '다음 액션 일시', '다음 액션', '영업 담당', '부서', '동행자'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/crm-record/export.xlsx${query}`, user.token, '영업활동');
  const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/crm-record?size=100${query}`, user.token)).json().result;

  test('the download is an .xlsx named in Korean with the Korean header row and the activities of the list, in its order', async () => {
    const { res, header, rows } = await exported('', admin);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=crm_records_\d{8}\.xlsx; filename\*=UTF-8''%EC%98%81%EC%97%85%ED%99%9C%EB%8F%99_\d{8}\.xlsx$/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('', admin);
    assert.ok(list.content.length > 0 && rows.length >= list.content.length);
    assert.deepEqual(
      rows.slice(0, list.content.length).map((r) => r[column('제목')]),
      list.content.map((r: { subject: string }) => r.subject),
    );
  });

  test('the list’s filters and order apply', async () => {
    const done = await exported('?statusList=DONE&sort=subject,asc', admin);
    const list = await listed('&statusList=DONE&sort=subject,asc', admin);
    assert.ok(done.rows.length >= list.totalElements, 'a capped count is a lower bound');
    assert.ok(done.rows.length > 0 && done.rows.every((r) => r[column('상태')] === '완료'));
    assert.deepEqual(
      done.rows.slice(0, list.content.length).map((r) => r[column('제목')]),
      list.content.map((r: { subject: string }) => r.subject),
    );
    const first = list.content[0] as { customerId: number; customerName: string };
    const ofCustomer = await exported(`?customerId=${first.customerId}`, admin);
    assert.ok(ofCustomer.rows.length > 0 && ofCustomer.rows.every((r) => r[column('고객사')] === first.customerName));
  });

  test('a sales rep exports only the activities in their data scope, as their list shows them', async () => {
    const mine = await exported('', sales);
    const all = await exported('', admin);
    const list = await listed('', sales);
    assert.equal(list.totalCappedYn, 'N');
    assert.equal(mine.rows.length, list.totalElements);
    assert.ok(mine.rows.length > 0 && mine.rows.length < all.rows.length);
  });

  test('a bad query answers 400 before any file is sent; no CRM role answers 403; each export is audited', async () => {
    for (const query of ['?statusList=done', '?sort=password,desc', '?customerId=0', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/crm-record/export.xlsx${query}`, admin.token);
    assert.equal((await get(t.app, '/api/crm-record/export.xlsx', dev.token)).statusCode, 403);
    const { rows } = await exported('?outcomeList=POSITIVE', sales);
    assert.deepEqual(await lastExportAudit(t, 'CRM_RECORD'), { filters: { outcomeList: 'POSITIVE' }, rows: rows.length });
  });
});

describe('리드 목록 내보내기', () => {
  const HEADERS = ['리드번호', '리드명', '고객사', '단계', '확률(%)', '예상금액', '가중금액', '예상 계약일', '유입경로', '중요도', '담당자', '소유부서', '실주 사유', '계약번호'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/lead/export.xlsx${query}`, user.token, '리드');
  const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/lead?size=100${query}`, user.token)).json().result;

  test('the download is an .xlsx named in Korean with the Korean header row and the leads of the list, in its order, codes as labels', async () => {
    const { res, header, rows } = await exported('?sort=leadNo,asc', admin);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=leads_\d{8}\.xlsx; filename\*=UTF-8''%EB%A6%AC%EB%93%9C_\d{8}\.xlsx$/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('&sort=leadNo,asc', admin);
    assert.ok(list.content.length > 0 && rows.length >= list.content.length);
    assert.deepEqual(
      rows.slice(0, list.content.length).map((r) => r[column('리드번호')]),
      list.content.map((l: { leadNo: string }) => l.leadNo),
    );
    const meta = (await get(t.app, '/api/lead/meta', admin.token)).json().result as { sources: { label: string }[] };
    const sourceLabels = new Set(meta.sources.map((s) => s.label));
    assert.ok(rows.every((r) => sourceLabels.has(String(r[column('유입경로')]))));
    assert.ok(rows.every((r) => ['높음', '보통', '낮음'].includes(String(r[column('중요도')]))));
  });

  test('the list’s filters apply', async () => {
    const high = await exported('?priorityList=HIGH&categoryList=OPEN', admin);
    const list = await listed('&priorityList=HIGH&categoryList=OPEN', admin);
    assert.equal(high.rows.length, list.totalElements);
    assert.ok(high.rows.length > 0 && high.rows.every((r) => r[column('중요도')] === '높음'));
    const all = await exported('', admin);
    assert.ok(high.rows.length < all.rows.length);
  });

  test('a sales rep exports only the leads in their data scope, as their list shows them', async () => {
    const mine = await exported('', sales);
    const all = await exported('', admin);
    const list = await listed('', sales);
    assert.equal(mine.rows.length, list.totalElements);
    assert.ok(mine.rows.length > 0 && mine.rows.length < all.rows.length);
  });

  test('a bad query answers 400 before any file is sent; no LEAD role answers 403; each export is audited', async () => {
    for (const query of ['?priorityList=high', '?stageIdList=a', '?ownerUserId=0', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/lead/export.xlsx${query}`, admin.token);
    assert.equal((await get(t.app, '/api/lead/export.xlsx', dev.token)).statusCode, 403);
    const { rows } = await exported('?priorityList=LOW', sales);
    assert.deepEqual(await lastExportAudit(t, 'LEAD'), { filters: { priorityList: 'LOW' }, rows: rows.length });
  });
});

describe('수주 목록 내보내기', () => {
  const HEADERS = ['수주번호', '수주일', '납기 요청일', '고객사', '상태', '공급가액', '부가세', '합계', '출하율(%)', '청구율(%)', '담당자', '소유부서'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/sales-order/export.xlsx${query}`, user.token, '수주');
  const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/sales-order?size=100${query}`, user.token)).json().result;

  test('the download is an .xlsx named in Korean with the Korean header row and the orders of the list, in its order', async () => {
    const { res, header, rows } = await exported('', admin);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=sales_orders_\d{8}\.xlsx; filename\*=UTF-8''%EC%88%98%EC%A3%BC_\d{8}\.xlsx$/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('', admin);
    assert.ok(list.content.length > 0 && rows.length >= list.content.length);
    assert.deepEqual(
      rows.slice(0, list.content.length).map((r) => r[column('수주번호')]),
      list.content.map((o: { orderNo: string }) => o.orderNo),
    );
  });

  test('the list’s filters apply', async () => {
    const { status, customerId } = (await listed('', admin)).content[0] as { status: keyof typeof SalesOrderStatus.labels; customerId: number };
    const some = await exported(`?statusList=${status}&customerId=${customerId}`, admin);
    const list = await listed(`&statusList=${status}&customerId=${customerId}`, admin);
    assert.equal(some.rows.length, list.totalElements);
    assert.ok(some.rows.length > 0 && some.rows.every((r) => r[column('상태')] === SalesOrderStatus.labels[status]));
    assert.ok(some.rows.length < (await exported('', admin)).rows.length);
  });

  test('a sales rep exports only the orders in their data scope, as their list shows them', async () => {
    const mine = await exported('', sales);
    const all = await exported('', admin);
    const list = await listed('', sales);
    assert.equal(mine.rows.length, list.totalElements);
    assert.ok(mine.rows.length < all.rows.length);
  });

  test('a bad query answers 400 before any file is sent; no CRM role answers 403; each export is audited', async () => {
    for (const query of ['?statusList=draft', '?customerId=0', '?sort=password,desc', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/sales-order/export.xlsx${query}`, admin.token);
    assert.equal((await get(t.app, '/api/sales-order/export.xlsx', dev.token)).statusCode, 403);
    const { rows } = await exported('?statusList=CONFIRMED', sales);
    assert.deepEqual(await lastExportAudit(t, 'SALES_ORDER'), { filters: { statusList: 'CONFIRMED' }, rows: rows.length });
  });
});

describe('세금계산서 목록 내보내기', () => {
  const HEADERS = ['관리번호', '매출·매입', '작성일자', '발급일자', '발급기한', '공급자', '공급받는자', '공급받는자 등록번호', '발행유형', '과세구분', '공급가액', '세액', '합계', '상태', '지연', '수정사유', '승인번호', '담당자'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string, user: TestUser) => exportedSheet(t, `/api/tax-invoice/export.xlsx${query}`, user.token, '세금계산서');
  const listed = async (query: string, user: TestUser) => (await get(t.app, `/api/tax-invoice?size=100${query}`, user.token)).json().result;

  test('the download is an .xlsx named in Korean with the Korean header row and the invoices of the list, in its order', async () => {
    const { res, header, rows } = await exported('', admin);
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=tax_invoices_\d{8}\.xlsx; filename\*=UTF-8''%EC%84%B8%EA%B8%88%EA%B3%84%EC%82%B0%EC%84%9C_\d{8}\.xlsx$/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('', admin);
    assert.ok(list.content.length > 0 && rows.length >= list.content.length);
    assert.deepEqual(
      rows.slice(0, list.content.length).map((r) => r[column('관리번호')]),
      list.content.map((i: { invoiceNo: string }) => i.invoiceNo),
    );
    assert.ok(rows.every((r) => ['매출', '매입'].includes(String(r[column('매출·매입')]))));
  });

  test('the list’s filters apply', async () => {
    const { status } = (await listed('', admin)).content[0] as { status: keyof typeof InvoiceStatus.labels };
    const some = await exported(`?statusList=${status}&direction=SALES`, admin);
    const list = await listed(`&statusList=${status}&direction=SALES`, admin);
    assert.equal(some.rows.length, list.totalElements);
    assert.ok(some.rows.every((r) => r[column('상태')] === InvoiceStatus.labels[status] && r[column('매출·매입')] === '매출'));
    assert.ok(some.rows.length < (await exported('', admin)).rows.length);
  });

  test('a sales lead exports only the invoices in their data scope, as their list shows them', async () => {
    const mine = await exported('', salesLead);
    const all = await exported('', admin);
    const list = await listed('', salesLead);
    assert.equal(mine.rows.length, list.totalElements);
    assert.ok(mine.rows.length < all.rows.length);
  });

  test('a bad query answers 400 before any file is sent; no tax-invoice role answers 403; each export is audited', async () => {
    for (const query of ['?direction=BOTH', '?customerId=0', '?lateYn=X', `?keyword=${'x'.repeat(101)}`]) await assertRefused(t, `/api/tax-invoice/export.xlsx${query}`, admin.token);
    assert.equal((await get(t.app, '/api/tax-invoice/export.xlsx', sales.token)).statusCode, 403);
    const { rows } = await exported('?direction=PURCHASE', salesLead);
    assert.deepEqual(await lastExportAudit(t, 'TAX_INVOICE'), { filters: { direction: 'PURCHASE' }, rows: rows.length });
  });
});
