import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/database';
import { appUser, auditHistory, contract, customer, department, notification, salesLedger, taxInvoice, userAuthority } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { remindTaxInvoiceDeadlines } from '../../../src/modules/crm/taxInvoice/reminders';
import { addDays } from '../../../src/lib/time';
import { agingBucketOf, issueDeadlineOf, isValidBizNo } from '../../../src/modules/crm/taxInvoice/rules';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

type Invoice = {
  id: number;
  invoiceNo: string;
  status: string;
  version: number;
  supplyAmount: number;
  taxAmount: number;
  totalAmount: number;
  ntsApprovalNo: string | null;
  issueDate: string | null;
  issueDeadline: string;
  writeDate: string;
  amendCode: number | null;
  originalInvoiceId: number | null;
  originalApprovalNo: string | null;
  taxType: string;
  buyerName: string;
  buyerEmail1: string;
  supplierName: string;
  transmitError: string | null;
  items: { supplyAmount: number; taxAmount: number; qty: number | null }[];
  chain: { id: number; amendCode: number | null; totalAmount: number }[];
  receivable: { id: number; amount: number; balance: number; dueDate: string } | null;
};

let t: TestApp;
let adminToken: string;
let leadToken: string;
let financeToken: string;
let otherToken: string;
let salesToken: string;
let buyerId: number;
let otherBuyerId: number;
let payerId: number;
let leadUserId: number;
let today: string;

async function userId(username: string) {
  const [user] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
  return user.id;
}

async function addCustomer(name: string, bizRegNo: string, deptCode: string, paymentTermDays: number) {
  const [dept] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, deptCode));
  const [row] = await t.app.db
    .insert(customer)
    .values({
      customerNo: `C-9${bizRegNo.slice(-5)}`,
      name,
      nameKey: name,
      customerType: 'CORPORATION',
      bizRegNo,
      ceoName: '김대표',
      bizType: '제조업',
      bizItem: '정밀기계',
      status: 'ACTIVE',
      address1: '서울특별시 중구 세종대로 1',
      taxEmail: `tax@${bizRegNo}.example.com`,
      paymentTermDays,
      ownerDeptId: dept.id,
    })
    .returning({ id: customer.id });
  return row.id;
}

before(async () => {
  t = await buildTestApp();
  today = kstDate(t.clock());
  adminToken = (await login(t.app, 'admin')).access_token;
  leadToken = (await login(t.app, 'sales.lead')).access_token;
  financeToken = (await login(t.app, 'finance')).access_token;
  salesToken = (await login(t.app, 'sales')).access_token;
  leadUserId = await userId('sales.lead');
  // A SAL-2 member with TAX_INVOICE_WRITE: same rights as sales.lead, other department.
  const [sal2] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-2'));
  const [member] = await t.app.db.select({ id: appUser.id, username: appUser.username }).from(appUser).where(and(eq(appUser.deptId, sal2.id), eq(appUser.status, 'ACTIVE'))).limit(1);
  await t.app.db.insert(userAuthority).values({ userId: member.id, authorityCode: 'ROLE_TAX_INVOICE_WRITE' });
  await invalidateOwners(t.app.db, 'all');
  otherToken = (await login(t.app, member.username)).access_token;
  buyerId = await addCustomer('(주)테스트정밀', '1208813578', 'SAL-1', 45);
  otherBuyerId = await addCustomer('(주)이영업상사', '2148699993', 'SAL-2', 30);
  payerId = await addCustomer('(주)수금테스트', '2208765438', 'SAL-1', 30);
});
after(() => t.close());

const item = (supplyAmount: number, extra: Record<string, unknown> = {}) => ({ itemName: '유지보수 용역', supplyAmount, ...extra });
const draft = (body: Record<string, unknown> = {}, token = leadToken) =>
  send(t.app, 'POST', '/api/tax-invoice', token, { direction: 'SALES', writeDate: today, customerId: buyerId, items: [item(1_000_000)], ...body });
const detail = async (id: number, token = leadToken): Promise<Invoice> => (await get(t.app, `/api/tax-invoice/${id}`, token)).json().result;
const act = (id: number, action: string, body: Record<string, unknown>, token: string) => send(t.app, 'POST', `/api/tax-invoice/${id}/${action}`, token, body);

/** Draft → request (sales.lead) → approve (finance): an ISSUED invoice. */
async function issued(body: Record<string, unknown> = {}): Promise<Invoice> {
  const created = await draft(body);
  assert.equal(created.statusCode, 201, created.body);
  const inv: Invoice = created.json().result;
  const requested = await act(inv.id, 'request', { version: inv.version }, leadToken);
  assert.equal(requested.statusCode, 200, requested.body);
  const approved = await act(inv.id, 'approve', { version: requested.json().result.version }, financeToken);
  assert.equal(approved.statusCode, 200, approved.body);
  return approved.json().result;
}

// Line supply and VAT are tested once, in @dure/shared (money.test.ts).
describe('rules', () => {
  test('business number checksum', () => {
    assert.equal(isValidBizNo('2208712343'), true);
    assert.equal(isValidBizNo('220-87-12343'), true, 'the formatted number is accepted');
    assert.equal(isValidBizNo('22087I2343'), false);
    assert.equal(isValidBizNo('2208712344'), false);
    assert.equal(isValidBizNo('123'), false);
  });

  test('issue deadline is the 10th of next month, moved past weekends and fixed holidays', () => {
    assert.equal(issueDeadlineOf('2026-01-15'), '2026-02-10'); // Tuesday
    assert.equal(issueDeadlineOf('2025-12-31'), '2026-01-12'); // 10 Jan 2026 is a Saturday
    assert.equal(issueDeadlineOf('2025-04-01'), '2025-05-12'); // Saturday → Monday
    assert.equal(issueDeadlineOf('2026-09-30'), '2026-10-12'); // Saturday 10th → Monday 12th
    assert.equal(addDays('2025-02-28', 1), '2025-03-01');
  });

  test('aging buckets', () => {
    assert.deepEqual([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucketOf), ['NOT_DUE', 'D1_30', 'D1_30', 'D31_60', 'D31_60', 'D61_90', 'D61_90', 'D90_PLUS']);
  });
});

describe('company profile', () => {
  test('the seeded profile is readable; saving needs TAX_INVOICE_MANAGEMENT_ADMIN, a valid number and the version', async () => {
    const profile = (await get(t.app, '/api/tax-invoice/company-profile', leadToken)).json().result;
    assert.equal(profile.name, '(주)두레솔루션');
    assert.equal(isValidBizNo(profile.bizNo), true);
    const body = { version: profile.version, bizNo: profile.bizNo, name: profile.name, ceoName: profile.ceoName, address: profile.address, email: profile.email, bizType: '정보통신업' };
    assert.equal((await send(t.app, 'PUT', '/api/tax-invoice/company-profile', leadToken, body)).statusCode, 403);
    const bad = await send(t.app, 'PUT', '/api/tax-invoice/company-profile', financeToken, { ...body, bizNo: '2208712344' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fields.bizNo, API_MESSAGES.taxInvoiceBizNoInvalid);
    const saved = await send(t.app, 'PUT', '/api/tax-invoice/company-profile', financeToken, body);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().result.version, profile.version + 1);
    assert.equal((await send(t.app, 'PUT', '/api/tax-invoice/company-profile', financeToken, body)).statusCode, 409);
  });
});

describe('drafting', () => {
  test('snapshots supplier from the profile and buyer from the customer; computes VAT and totals', async () => {
    const res = await draft({ items: [item(12_345), { itemName: '라이선스', qty: 1.5, unitPrice: 3_333 }] });
    assert.equal(res.statusCode, 201, res.body);
    const inv: Invoice = res.json().result;
    assert.match(inv.invoiceNo, /^TI-\d{6}-\d{4}$/);
    assert.equal(inv.status, 'DRAFT');
    assert.equal(inv.supplierName, '(주)두레솔루션');
    assert.equal(inv.buyerName, '(주)테스트정밀');
    assert.equal(inv.buyerEmail1, 'tax@1208813578.example.com');
    assert.deepEqual(inv.items.map((i) => [i.supplyAmount, i.taxAmount]), [[12_345, 1_234], [4_999, 499]]);
    assert.equal(inv.supplyAmount, 17_344);
    assert.equal(inv.taxAmount, 1_733);
    assert.equal(inv.totalAmount, 19_077);
    assert.equal(inv.issueDeadline, issueDeadlineOf(today));
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'TAX_INVOICE'), eq(auditHistory.entityId, inv.id)));
    assert.equal(history[0].action, 'CREATE');
  });

  test('zero-rated and exempt invoices carry no VAT', async () => {
    const inv: Invoice = (await draft({ taxType: 'ZERO_RATED', items: [item(12_345)] })).json().result;
    assert.equal(inv.taxAmount, 0);
    assert.equal(inv.totalAmount, 12_345);
  });

  test('items: 1 to 16 lines, supply must match qty × unit price, no negatives outside amendments', async () => {
    assert.equal((await draft({ items: [] })).json().fields.items, API_MESSAGES.taxInvoiceItemsRange);
    const seventeen = Array.from({ length: 17 }, () => item(1000));
    assert.equal((await draft({ items: seventeen })).json().fields.items, API_MESSAGES.taxInvoiceItemsRange);
    assert.equal((await draft({ items: Array.from({ length: 16 }, () => item(1000)) })).statusCode, 201);
    const negative = await draft({ items: [item(-1000)] });
    assert.equal(negative.statusCode, 400);
    assert.equal(negative.json().fields['items[0].supplyAmount'], API_MESSAGES.taxInvoiceItemNegative);
    const mismatch = await draft({ items: [{ itemName: 'x', qty: 2, unitPrice: 1000, supplyAmount: 1999 }] });
    assert.equal(mismatch.json().fields['items[0].supplyAmount'], API_MESSAGES.taxInvoiceItemSupplyMismatch);
    const otherMonth = await draft({ items: [item(1000, { itemDate: addDays(today, -40) })] });
    assert.equal(otherMonth.json().fields['items[0].itemDate'], API_MESSAGES.taxInvoiceItemDateMonth);
  });

  test('business numbers are checksum-validated and the buyer mail is required', async () => {
    const purchase = await draft({ direction: 'PURCHASE', supplierBizNo: '1234567890' });
    assert.equal(purchase.statusCode, 400);
    assert.equal(purchase.json().fields.supplierBizNo, API_MESSAGES.taxInvoiceBizNoInvalid);
    const trustee = await draft({ issueType: 'CONSIGNED', trusteeBizNo: '2208712344', trusteeName: '수탁' });
    assert.equal(trustee.json().fields.trusteeBizNo, API_MESSAGES.taxInvoiceBizNoInvalid);
    const noMail = await draft({ buyerEmail1: '' });
    assert.equal(noMail.json().fields.buyerEmail1, API_MESSAGES.taxInvoiceEmailRequired);
    const purchaseOk = await draft({ direction: 'PURCHASE', supplierBizNo: '214-86-99993' });
    assert.equal(purchaseOk.statusCode, 201, purchaseOk.body);
    assert.equal(purchaseOk.json().result.buyerName, '(주)두레솔루션');
  });

  test('a reverse invoice starts REQUESTED; update keeps the version rule', async () => {
    const inv: Invoice = (await draft({ issueType: 'REVERSE' })).json().result;
    assert.equal(inv.status, 'REQUESTED');
    const updated = await send(t.app, 'PUT', `/api/tax-invoice/${inv.id}`, leadToken, { version: inv.version, items: [item(2_000_000)] });
    assert.equal(updated.statusCode, 200, updated.body);
    assert.equal(updated.json().result.totalAmount, 2_200_000);
    const stale = await send(t.app, 'PUT', `/api/tax-invoice/${inv.id}`, leadToken, { version: inv.version, items: [item(9)] });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    assert.equal((await detail(inv.id)).totalAmount, 2_200_000, 'the stale write lost nothing');
  });
});

describe('approval and issue', () => {
  test('request notifies approvers; approval issues with an NTS number and opens receivable and ledger', async () => {
    const created: Invoice = (await draft({ items: [item(12_345)] })).json().result;
    const requested = await act(created.id, 'request', { version: created.version }, leadToken);
    assert.equal(requested.json().result.status, 'PENDING_APPROVAL');
    const financeId = await userId('finance');
    const confirms = await t.app.db.select().from(notification).where(and(eq(notification.targetType, 'TAX_INVOICE'), eq(notification.targetId, created.id), eq(notification.type, 'CONFIRM')));
    assert.ok(confirms.some((n) => n.userId === financeId));
    assert.equal((await act(created.id, 'approve', { version: requested.json().result.version }, leadToken)).statusCode, 403);
    const approved = await act(created.id, 'approve', { version: requested.json().result.version }, financeToken);
    assert.equal(approved.statusCode, 200, approved.body);
    const inv: Invoice = approved.json().result;
    assert.equal(inv.status, 'ISSUED');
    assert.equal(inv.issueDate, today);
    assert.equal(inv.ntsApprovalNo!.length, 24);
    assert.equal(inv.ntsApprovalNo!.slice(0, 8), today.replaceAll('-', ''));
    assert.equal(inv.receivable!.amount, 13_579);
    assert.equal(inv.receivable!.dueDate, addDays(today, 45));
    const [ledger] = await t.app.db.select().from(salesLedger).where(eq(salesLedger.taxInvoiceId, inv.id));
    assert.equal(ledger.amount, 12_345);
    assert.equal(ledger.ym, today.slice(0, 7));
    const issuedNote = await t.app.db.select().from(notification).where(and(eq(notification.type, 'TAXINVOICE_ISSUED'), eq(notification.targetId, inv.id)));
    assert.equal(issuedNote[0].userId, leadUserId);
    const open = await t.app.db.select().from(notification).where(and(eq(notification.type, 'CONFIRM'), eq(notification.targetId, inv.id), eq(notification.confirmYn, 'N')));
    assert.equal(open.length, 0, 'the decided request confirms its notifications');
  });

  test('issued invoices are never edited or deleted', async () => {
    const inv = await issued();
    const put = await send(t.app, 'PUT', `/api/tax-invoice/${inv.id}`, leadToken, { version: inv.version, items: [item(1)] });
    assert.equal(put.statusCode, 409);
    assert.equal(put.json().message, API_MESSAGES.taxInvoiceImmutable);
    const del = await send(t.app, 'DELETE', `/api/tax-invoice/${inv.id}?version=${inv.version}`, adminToken);
    assert.equal(del.statusCode, 409);
    assert.equal(del.json().message, API_MESSAGES.taxInvoiceImmutable);
    assert.equal((await act(inv.id, 'cancel', { version: inv.version }, leadToken)).statusCode, 409);
    assert.equal((await detail(inv.id)).totalAmount, 1_100_000);
  });

  test('reject returns to draft with the reason; drafts cancel and delete', async () => {
    const inv: Invoice = (await draft()).json().result;
    const requested = (await act(inv.id, 'request', { version: inv.version }, leadToken)).json().result;
    assert.equal((await act(inv.id, 'reject', { version: requested.version }, financeToken)).statusCode, 400);
    const rejected = await act(inv.id, 'reject', { version: requested.version, reason: '품목 확인 필요' }, financeToken);
    assert.equal(rejected.json().result.status, 'DRAFT');
    const canceled = await act(inv.id, 'cancel', { version: rejected.json().result.version, reason: '중복 작성' }, leadToken);
    assert.equal(canceled.json().result.status, 'CANCELED');
    const other: Invoice = (await draft()).json().result;
    assert.equal((await send(t.app, 'DELETE', `/api/tax-invoice/${other.id}?version=${other.version}`, leadToken)).statusCode, 200);
    assert.equal((await get(t.app, `/api/tax-invoice/${other.id}`, leadToken)).statusCode, 404);
  });

  test('transmission failure and retry', async () => {
    const inv = await issued({ buyerEmail1: 'tax@buyer.invalid' });
    const failed = await act(inv.id, 'transmit', { version: inv.version }, leadToken);
    assert.equal(failed.json().result.status, 'TRANSMIT_FAILED');
    assert.ok(failed.json().result.transmitError);
    const again = await act(inv.id, 'transmit', { version: failed.json().result.version }, leadToken);
    assert.equal(again.json().result.status, 'TRANSMITTED');
    assert.equal((await act(inv.id, 'transmit', { version: again.json().result.version }, leadToken)).statusCode, 409);
  });
});

describe('amendments', () => {
  test('code 2: one minus difference dated the change, linked both ways, nets the receivable', async () => {
    const original = await issued({ items: [item(1_000_000)] });
    const missingDate = await act(original.id, 'amend', { amendCode: 2, items: [item(-100_000)] }, leadToken);
    assert.equal(missingDate.statusCode, 400);
    const res = await act(original.id, 'amend', { amendCode: 2, writeDate: today, items: [item(-100_000)] }, leadToken);
    assert.equal(res.statusCode, 201, res.body);
    const [amendment]: Invoice[] = res.json().result;
    assert.equal(amendment.status, 'DRAFT');
    assert.equal(amendment.amendCode, 2);
    assert.equal(amendment.originalInvoiceId, original.id);
    assert.equal(amendment.originalApprovalNo, original.ntsApprovalNo);
    assert.equal(amendment.totalAmount, -110_000);
    const requested = (await act(amendment.id, 'request', { version: amendment.version }, leadToken)).json().result;
    const approved: Invoice = (await act(amendment.id, 'approve', { version: requested.version }, financeToken)).json().result;
    assert.equal(approved.status, 'ISSUED');
    assert.equal(approved.receivable!.amount, -110_000);
    assert.equal(approved.receivable!.balance, 0, 'offset against the original');
    const after = await detail(original.id);
    assert.equal(after.status, 'ISSUED', 'the original never changes');
    assert.equal(after.totalAmount, 1_100_000);
    assert.equal(after.receivable!.balance, 990_000);
    assert.deepEqual(after.chain.map((c) => c.id), [original.id, amendment.id]);
    assert.deepEqual((await detail(amendment.id)).chain.map((c) => c.id), [original.id, amendment.id]);
    const [ledger] = await t.app.db.select().from(salesLedger).where(eq(salesLedger.taxInvoiceId, amendment.id));
    assert.equal(ledger.amount, -100_000);
  });

  test('code 1 issues (−) original and (+) corrected; code 5 adds a zero-rated copy; code 4 only once', async () => {
    const original = await issued({ items: [item(500_000)] });
    const one = await act(original.id, 'amend', { amendCode: 1, items: [item(450_000)] }, leadToken);
    assert.equal(one.statusCode, 201, one.body);
    const [minus, plus]: Invoice[] = one.json().result;
    assert.equal(minus.totalAmount, -550_000);
    assert.equal(minus.writeDate, original.writeDate);
    assert.equal(plus.totalAmount, 495_000);
    const again = await act(original.id, 'amend', { amendCode: 4, writeDate: today }, leadToken);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, API_MESSAGES.taxInvoiceAmendAlreadyCanceled);

    const taxable = await issued({ items: [item(300_000)] });
    const five: Invoice[] = (await act(taxable.id, 'amend', { amendCode: 5 }, leadToken)).json().result;
    assert.deepEqual(five.map((i) => [i.taxType, i.totalAmount]), [['TAXABLE', -330_000], ['ZERO_RATED', 300_000]]);
    assert.equal((await act(five[0].id, 'amend', { amendCode: 4, writeDate: today }, leadToken)).json().message, API_MESSAGES.taxInvoiceAmendOfAmendment);

    const three = await issued({ items: [item(100_000)] });
    const tooMuch = await act(three.id, 'amend', { amendCode: 3, writeDate: today, items: [item(200_000)] }, leadToken);
    assert.equal(tooMuch.json().fields.items, API_MESSAGES.taxInvoiceAmendReturnExceeds);
    const returned: Invoice[] = (await act(three.id, 'amend', { amendCode: 3, writeDate: today, items: [item(40_000)] }, leadToken)).json().result;
    assert.equal(returned[0].totalAmount, -44_000);
  });

  test('only issued originals are amended', async () => {
    const inv: Invoice = (await draft()).json().result;
    const res = await act(inv.id, 'amend', { amendCode: 4, writeDate: today }, leadToken);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.taxInvoiceAmendOriginalState);
  });
});

describe('data scope and lists', () => {
  test('a SAL-2 writer does not see SAL-1 invoices; finance sees all', async () => {
    const mine: Invoice = (await draft()).json().result;
    assert.equal((await get(t.app, `/api/tax-invoice/${mine.id}`, otherToken)).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/tax-invoice/${mine.id}`, otherToken, { version: mine.version })).statusCode, 404);
    const theirs = await draft({ customerId: otherBuyerId }, otherToken);
    assert.equal(theirs.statusCode, 201, theirs.body);
    const list = (await get(t.app, `/api/tax-invoice?size=100&keyword=${encodeURIComponent('(주)테스트정밀')}`, otherToken)).json().result;
    assert.equal(list.totalElements, 0);
    assert.equal((await get(t.app, `/api/tax-invoice/${mine.id}`, financeToken)).statusCode, 200);
    assert.equal((await get(t.app, '/api/tax-invoice', salesToken)).statusCode, 403);
  });

  test('filters and keyword (numbers without hyphens)', async () => {
    const inv = await issued();
    const byApproval = (await get(t.app, `/api/tax-invoice?keyword=${inv.ntsApprovalNo!.slice(0, 8)}-${inv.ntsApprovalNo!.slice(8, 16)}`, leadToken)).json().result;
    assert.ok(byApproval.content.some((r: Invoice) => r.id === inv.id));
    const byBizNo = (await get(t.app, '/api/tax-invoice?keyword=120-88-13578&statusList=ISSUED', leadToken)).json().result;
    assert.ok(byBizNo.content.length > 0 && byBizNo.content.every((r: Invoice) => r.status === 'ISSUED' && r.buyerName === '(주)테스트정밀'));
    const sorted = (await get(t.app, '/api/tax-invoice?size=50', financeToken)).json().result.content as Invoice[];
    assert.ok(sorted.every((r, i) => i === 0 || sorted[i - 1].writeDate >= r.writeDate), 'writeDate desc');
    const late = (await get(t.app, '/api/tax-invoice?lateYn=Y&size=100', financeToken)).json().result.content;
    assert.ok(late.length > 0 && late.every((r: { late: boolean }) => r.late));
    assert.equal((await get(t.app, '/api/tax-invoice?statusList=NOPE', leadToken)).statusCode, 400);
    const board = await get(t.app, '/api/tax-invoice/deadline-board', financeToken);
    assert.equal(board.statusCode, 200);
    assert.ok(board.json().result.deadline >= `${today.slice(0, 7)}-10`);
  });
});

describe("filters by the buyer's segment, industry and grade and the contract's type (the sales analysis drills here)", () => {
  test('each filter and its "none" variant list exactly the matching invoices', async () => {
    const db = t.app.db;
    // One of the test's own buyers gets every attribute; the others keep none.
    const [segment] = await rowsOf<{ id: string }>(db, sql`select id from market_segment where deleted_yn = 'N' order by id limit 1`);
    await db.update(customer).set({ segmentId: Number(segment.id), industryCode: 'MANUFACTURING', grade: 'B' }).where(eq(customer.id, payerId));
    const [service] = await db
      .insert(contract)
      .values({ contractNo: 'CT-TI-SEG', title: '필터 계약', customerId: payerId, contractType: 'SERVICE', contractDate: today, startDate: today, endDate: '2099-12-31', supplyAmount: '1000000', krwSupplyAmount: 1_000_000, status: 'ACTIVE' })
      .returning({ id: contract.id });
    assert.equal((await draft({ customerId: payerId, contractId: service.id })).statusCode, 201);
    await draft({ customerId: payerId });
    await draft({ customerId: otherBuyerId }, otherToken);
    const expected = async (where: SQL) =>
      (
        await db
          .select({ n: count() })
          .from(taxInvoice)
          .innerJoin(customer, eq(customer.id, taxInvoice.customerId))
          .leftJoin(contract, eq(contract.id, taxInvoice.contractId))
          .where(and(eq(taxInvoice.deletedYn, 'N'), where))
      )[0].n;
    for (const [query, where] of [
      [`segmentId=${segment.id}`, eq(customer.segmentId, Number(segment.id))],
      ['noSegmentYn=Y', isNull(customer.segmentId)],
      ['industryCode=MANUFACTURING', eq(customer.industryCode, 'MANUFACTURING')],
      ['noIndustryYn=Y', isNull(customer.industryCode)],
      ['gradeList=a,B', sql`${customer.grade} in ('A', 'B')`],
      ['noGradeYn=Y', isNull(customer.grade)],
      ['contractTypeList=SUPPLY,SERVICE', sql`${contract.contractType} in ('SUPPLY', 'SERVICE')`],
      ['noContractYn=Y', isNull(taxInvoice.contractId)],
      ['noSegmentYn=N&noContractYn=', isNotNull(taxInvoice.id)],
    ] as const) {
      const res = await get(t.app, `/api/tax-invoice?${query}&size=100`, financeToken);
      assert.equal(res.statusCode, 200, res.body);
      const want = await expected(where);
      assert.ok(want > 0, query);
      assert.equal(res.json().result.totalElements, want, query);
    }
    // Filters combine: this buyer's drafts, in its segment and grade.
    const mine = (await get(t.app, `/api/tax-invoice?customerId=${payerId}&segmentId=${segment.id}&gradeList=B&industryCode=MANUFACTURING&size=100`, financeToken)).json().result;
    assert.equal(mine.totalElements, await expected(eq(taxInvoice.customerId, payerId)));
    assert.equal((await get(t.app, `/api/tax-invoice?customerId=${payerId}&noGradeYn=Y`, financeToken)).json().result.totalElements, 0);
  });

  test('bad values are a Korean 400 naming the field', async () => {
    for (const [query, field] of [
      ['gradeList=A,Z', 'gradeList'],
      ['industryCode=제조', 'industryCode'],
      ['contractTypeList=SUPPLY,bad-type', 'contractTypeList'],
      ['segmentId=0', 'segmentId'],
      ['segmentId=abc', 'segmentId'],
      ['noSegmentYn=X', 'noSegmentYn'],
      ['noIndustryYn=yes', 'noIndustryYn'],
      ['noGradeYn=1', 'noGradeYn'],
      ['noContractYn=true', 'noContractYn'],
    ]) {
      const res = await get(t.app, `/api/tax-invoice?${encodeURI(query)}`, financeToken);
      assert.equal(res.statusCode, 400, query);
      assert.match(res.json().message, /[가-힣]/, query);
      assert.ok(field in (res.json().fields ?? {}), `${query}: ${res.body}`);
    }
    assert.equal((await get(t.app, '/api/tax-invoice?gradeList=A,Z', financeToken)).json().fields.gradeList, API_MESSAGES.fieldChoice);
  });
});

describe('receivables and collections', () => {
  test('collection allocates oldest due first, keeps the rest as advance, reverses without deleting', async () => {
    const first = await issued({ customerId: payerId, writeDate: `${today.slice(0, 7)}-01`, items: [item(100_000, { itemDate: `${today.slice(0, 7)}-01` })] });
    const second = await issued({ customerId: payerId, items: [item(200_000)] });
    const payment = { customerId: payerId, collectedDate: today, amount: 5_000_000, method: 'TRANSFER' };
    assert.equal((await send(t.app, 'POST', '/api/collection', leadToken, payment)).statusCode, 403);
    const res = await send(t.app, 'POST', '/api/collection', financeToken, payment);
    assert.equal(res.statusCode, 201, res.body);
    const collected = res.json().result;
    const allocated = collected.allocations.map((a: { receivableId: number }) => a.receivableId);
    assert.ok(allocated.indexOf(first.receivable!.id) < allocated.indexOf(second.receivable!.id));
    assert.ok(collected.advanceAmount > 0);
    assert.equal(collected.advanceAmount + collected.allocatedAmount, 5_000_000);
    const bond = (await get(t.app, `/api/receivable/${second.receivable!.id}`, financeToken)).json().result;
    assert.equal(bond.balance, 0);
    assert.equal(bond.status, 'PAID');
    const reversed = await send(t.app, 'POST', `/api/collection/${collected.id}/reverse`, financeToken, { version: collected.version });
    assert.equal(reversed.statusCode, 201, reversed.body);
    assert.equal(reversed.json().result.amount, -5_000_000);
    assert.equal((await get(t.app, `/api/receivable/${second.receivable!.id}`, financeToken)).json().result.balance, 220_000);
    assert.equal((await send(t.app, 'POST', `/api/collection/${collected.id}/reverse`, financeToken, { version: collected.version + 1 })).statusCode, 409);
    assert.equal((await get(t.app, `/api/collection/${collected.id}`, financeToken)).json().result.reversedYn, 'Y');
  });

  test('explicit allocations are checked; notes need a due date', async () => {
    const inv = await issued({ items: [item(100_000)] });
    const over = await send(t.app, 'POST', '/api/collection', financeToken, {
      customerId: buyerId, collectedDate: today, amount: 50_000, method: 'TRANSFER', allocations: [{ receivableId: inv.receivable!.id, amount: 60_000 }],
    });
    assert.equal(over.statusCode, 400);
    const note = await send(t.app, 'POST', '/api/collection', financeToken, { customerId: buyerId, collectedDate: today, amount: 1000, method: 'NOTE' });
    assert.equal(note.json().fields.noteDueDate, API_MESSAGES.collectionNoteDueRequired);
    const zero = await send(t.app, 'POST', '/api/collection', financeToken, { customerId: buyerId, collectedDate: today, amount: 0, method: 'CASH' });
    assert.equal(zero.statusCode, 400);
  });

  test('list computes balance, aging and overdue as of today; write-off needs BOND_ADMIN and a reason', async () => {
    const page = (await get(t.app, '/api/receivable?overdueYn=Y&size=200', financeToken)).json().result;
    assert.ok(page.totalElements > 0);
    for (const r of page.content) {
      assert.ok(r.overdueDays > 0 && r.balance > 0);
      assert.notEqual(r.agingBucket, 'NOT_DUE');
    }
    const old = (await get(t.app, '/api/receivable?bucketList=D90_PLUS&size=5', financeToken)).json().result.content;
    assert.ok(old.length > 0 && old.every((r: { overdueDays: number }) => r.overdueDays > 90));
    const target = page.content[0];
    assert.equal((await send(t.app, 'POST', `/api/receivable/${target.id}/write-off`, financeToken, { version: target.version, reason: ' ' })).statusCode, 400);
    const done = await send(t.app, 'POST', `/api/receivable/${target.id}/write-off`, financeToken, { version: target.version, reason: '거래처 파산' });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().result.status, 'WRITTEN_OFF');
    assert.equal(done.json().result.balance, 0);
    assert.equal((await get(t.app, '/api/receivable', salesToken)).statusCode, 403);
  });
});

describe('demo seed', () => {
  test('~420 invoices incl. 6 amendments; receivables overdue in every aging bucket, most collected', async () => {
    const all = (await get(t.app, '/api/tax-invoice?size=1&fromDate=2000-01-01&toDate=' + addDays(today, -1), financeToken)).json().result;
    assert.ok(all.totalElements >= 380 && all.totalElements <= 460, `invoices ${all.totalElements}`);
    const amended = (await get(t.app, '/api/tax-invoice?size=50&amendedYn=Y&toDate=' + addDays(today, -1), financeToken)).json().result;
    assert.equal(amended.totalElements, 6);
    const collections = (await get(t.app, '/api/collection?size=1&toDate=' + addDays(today, -1), financeToken)).json().result;
    assert.ok(collections.totalElements >= 280 && collections.totalElements <= 420, `collections ${collections.totalElements}`);
    for (const bucket of ['D1_30', 'D31_60', 'D61_90', 'D90_PLUS']) {
      const overdue = (await get(t.app, `/api/receivable?size=1&bucketList=${bucket}`, financeToken)).json().result.totalElements;
      assert.ok(overdue > 0, `${bucket} has overdue receivables`);
    }
    const profile = (await get(t.app, '/api/tax-invoice/company-profile', financeToken)).json().result;
    assert.equal(isValidBizNo(profile.bizNo), true);
    // Of the seeded receivables falling due in each aging range, about 15% are still open.
    const ranges = [[1, 30], [31, 60], [61, 90], [91, 800]];
    for (const [from, to] of ranges) {
      const [row] = await rowsOf<{ total: number; open: number }>(
        t.app.db,
        sql`select count(*)::int total, count(*) filter (where amount - collected_amount - offset_amount - written_off_amount > 0)::int open
              from receivable where amount > 0 and created_by is not distinct from (select id from app_user where username = 'finance')
               and due_date between ${addDays(today, -to)}::date and ${addDays(today, -from)}::date`,
      );
      const share = row.open / row.total;
      assert.ok(row.total >= 10 && share >= 0.05 && share <= 0.35, `overdue ${from}–${to} days: ${row.open} of ${row.total}`);
    }
  });
});

describe('deadline reminders', () => {
  test('on the 5th and 9th the owners of last month\'s unissued invoices are reminded once a day', async () => {
    const nextMonth = addDays(`${today.slice(0, 7)}-01`, 40).slice(0, 7);
    const fifth = new Date(`${nextMonth}-05T10:00:00+09:00`);
    const sixth = new Date(`${nextMonth}-06T10:00:00+09:00`);
    const pending = (await draft()).json().result as Invoice;
    assert.equal(await remindTaxInvoiceDeadlines(t.app.db, sixth), 0);
    const sent = await remindTaxInvoiceDeadlines(t.app.db, fifth);
    assert.ok(sent > 0);
    assert.equal(await remindTaxInvoiceDeadlines(t.app.db, new Date(fifth.getTime() + 6 * 3600_000)), 0, 'once a day');
    const [mine] = await t.app.db.select().from(notification).where(and(eq(notification.type, 'TAXINVOICE_DUE'), eq(notification.targetId, pending.id)));
    assert.equal(mine.userId, leadUserId);
    assert.match(mine.body, /발급기한/);
  });
});

describe('customer picker', () => {
  test('any signed-in user finds customers by name, number or business number', async () => {
    const devToken = (await login(t.app, 'dev')).access_token;
    const byBizNo = (await get(t.app, '/api/customer/picker?keyword=120-88-135', devToken)).json().result;
    assert.deepEqual(byBizNo.map((c: { name: string }) => c.name), ['(주)테스트정밀']);
    assert.deepEqual(Object.keys(byBizNo[0]).sort(), ['bizRegNo', 'customerNo', 'id', 'name', 'status']);
    const byName = (await get(t.app, `/api/customer/picker?keyword=${encodeURIComponent('테스트정밀')}`, devToken)).json().result;
    assert.equal(byName[0].id, buyerId);
    assert.equal((await get(t.app, '/api/customer/picker')).statusCode, 401);
  });

  test('one customer by id names a picker value that came without its label', async () => {
    const devToken = (await login(t.app, 'dev')).access_token;
    const byId = (await get(t.app, `/api/customer/picker?id=${buyerId}&keyword=${encodeURIComponent('다른 이름')}`, devToken)).json().result;
    assert.deepEqual(byId.map((c: { id: number }) => c.id), [buyerId]);
    assert.equal((await get(t.app, '/api/customer/picker?id=x', devToken)).statusCode, 400);
  });
});

describe('fuzzing', () => {
  test('bad input to every tax invoice, receivable and collection route gives a Korean 4xx, never a 500', async () => {
    const routes = t.app.accessTable.filter((r) => ['tax-invoice', 'receivable', 'collection'].some((p) => r.url.startsWith(`/dure.crm/api/${p}`)));
    assert.ok(routes.length >= 20, `routes ${routes.length}`);
    const bodies: unknown[] = [undefined, {}, [], { version: -1, items: 'x', amount: 1e30 }, { version: 0, items: [{ itemName: '\u0000', qty: 1e308, unitPrice: 1.5 }], writeDate: '2025-02-30', customerId: 0 }];
    for (const route of routes) {
      for (const param of ['999999', 'abc', '0']) {
        const url = route.url.replace(/:\w+/g, param);
        for (const body of route.method === 'GET' ? [undefined] : bodies) {
          for (const query of route.method === 'GET' ? ['', '?page=-1&size=abc', '?sort=;drop&statusList=,,,&fromDate=2025-13-01&bucketList=X'] : ['', '?version=abc']) {
            const res = await t.app.inject({ method: route.method as 'GET', url: `${url}${query}`, headers: { authorization: `Bearer ${adminToken}` }, payload: body as object });
            const label = `${route.method} ${url}${query} ${JSON.stringify(body)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
            assert.ok(res.statusCode < 500, label);
            if (res.statusCode >= 400) assert.match(res.json().message, /[가-힣]/, label);
          }
        }
      }
    }
  });
});
