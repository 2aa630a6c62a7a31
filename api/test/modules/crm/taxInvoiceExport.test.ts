import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { InvoiceStatus } from '@dure/shared/contracts/crm/taxInvoice';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, signIn } from '../../helpers/users';
import { assertRefused, exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

let t: TestApp;
let admin: TestUser;
let salesLead: TestUser;
let sales: TestUser;

before(async () => {
  t = await buildTestApp();
  [admin, salesLead, sales] = await Promise.all(['admin', 'sales.lead', 'sales'].map((u) => signIn(t, u)));
});
after(() => t.close());

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
