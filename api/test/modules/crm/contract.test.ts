import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type SQL, and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { appUser, auditHistory, contract, customer, department, lead, leadStage, notification, paymentTerm, project } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { dueNotice, runContractDaily } from '../../../src/modules/crm/contract/expiry';
import { PDF, makeUser, multipartFiles } from '../../helpers/forms';
import { BASE, type TestApp, bearer, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signIn } from '../../helpers/users';

let t: TestApp;
let lead1: TestUser; // sales.lead: 영업1팀장, CONTRACT_WRITE
let rep: TestUser; // sales: no contract role
let approver: TestUser; // 영업본부장 (leader of the parent of SAL-1)
let readerSal: TestUser;
let readerDlv: TestUser;
let contractAdmin: TestUser;
let manager: TestUser;
let writer2: TestUser;
let prospectId: number;
let customerId: number;

const DAY = 86_400;
const today = () => kstDate(t.clock());
const plusDays = (n: number) => kstDate(new Date(t.clock().getTime() + n * DAY * 1000));

async function userAs(username: string, deptCode: string, grants: string[]): Promise<TestUser> {
  const id = await makeUser(t.app, username, deptCode, ['ROLE_USER', ...grants]);
  return { id, username, token: (await login(t.app, username)).access_token };
}

before(async () => {
  t = await buildTestApp();
  lead1 = await signIn(t, 'sales.lead');
  rep = await signIn(t, 'sales');
  const [sal] = await t.app.db.select({ leader: department.leaderUserId }).from(department).where(eq(department.code, 'SAL'));
  const [{ username }] = await t.app.db.select({ username: appUser.username }).from(appUser).where(eq(appUser.id, sal.leader!));
  approver = await signIn(t, username);
  readerSal = await userAs('ct.reader.sal', 'SAL-1', ['ROLE_CONTRACT_READ']);
  readerDlv = await userAs('ct.reader.dlv', 'DLV-1', ['ROLE_CONTRACT_READ']);
  contractAdmin = await userAs('ct.admin', 'MGT-IT', ['ROLE_CONTRACT_ADMIN']);
  manager = await userAs('ct.manager', 'MGT-IT', ['ROLE_CONTRACT_MANAGEMENT_READ', 'ROLE_CONTRACT_MANAGEMENT_WRITE']);
  writer2 = await userAs('ct.writer2', 'SAL-1', ['ROLE_CONTRACT_READ', 'ROLE_CONTRACT_WRITE']);
  const [prospect] = await t.app.db.select({ id: customer.id }).from(customer).where(eq(customer.status, 'PROSPECT')).limit(1);
  prospectId = prospect.id;
  const [active] = await t.app.db.select({ id: customer.id }).from(customer).where(eq(customer.status, 'ACTIVE')).limit(1);
  customerId = active.id;
});
after(() => t.close());

type Term = { name: string; rate?: number | string | null; amount?: number | string | null; dueType: string; dueDate?: string | null; milestoneName?: string | null };
const body = (over: Record<string, unknown> = {}) => ({
  title: '스마트팩토리 MES 구축',
  customerId,
  contractType: 'SERVICE',
  contractDate: today(),
  startDate: today(),
  endDate: plusDays(364),
  supplyAmount: 100_000_000,
  taxType: 'TAXABLE',
  paymentTerms: [
    { name: '선급금', rate: 30, dueType: 'ON_SIGN' },
    { name: '잔금', rate: 70, dueType: 'ON_DATE', dueDate: plusDays(364) },
  ] as Term[],
  ...over,
});

async function create(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/contract', user.token, body(over));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

function uploadTemp(user: TestUser) {
  const form = multipartFiles({}, [{ filename: '계약서_서명본.pdf', bytes: PDF, contentType: 'application/pdf' }]);
  return t.app.inject({ method: 'POST', url: `${BASE}/api/file`, headers: { ...bearer(user.token), ...form.headers }, payload: form.payload });
}

// The money rules themselves (VAT, KRW supply, payment terms) are tested once, in @dure/shared (money.test.ts).
describe('expiry rule', () => {
  test('expiry notices: noticeDays, 30 and 7, once each, the smallest reached one', () => {
    assert.equal(dueNotice(70, 60, null), null);
    assert.equal(dueNotice(60, 60, null), 60);
    assert.equal(dueNotice(45, 60, 60), null);
    assert.equal(dueNotice(29, 60, 60), 30);
    assert.equal(dueNotice(5, 60, null), 7);
    assert.equal(dueNotice(5, 60, 7), null);
  });
});

describe('create and validation', () => {
  test('computes VAT, total and KRW supply; stores terms summing to the supply; numbers CT-YYYY-NNNN', async () => {
    const c = await create(lead1, { supplyAmount: 1_234_567, paymentTerms: [{ name: '선급금', rate: 33.33, dueType: 'ON_SIGN' }, { name: '잔금', rate: 66.67, dueType: 'ON_DATE', dueDate: plusDays(30) }] });
    assert.match(c.contractNo, /^CT-\d{4}-\d{4}$/);
    assert.equal(c.status, 'DRAFT');
    assert.equal(c.krwSupplyAmount, 1_234_567);
    assert.equal(c.vatAmount, 123_456);
    assert.equal(c.totalAmount, 1_358_023);
    assert.deepEqual(c.paymentTerms.map((p: { amount: number }) => p.amount), [411_481, 823_086]);
    assert.equal(c.paymentTerms.reduce((s: number, p: { amount: number }) => s + p.amount, 0), 1_234_567);
    assert.equal(c.billedAmount, 0);
    assert.equal(c.backlog, 1_234_567);
    assert.deepEqual(c.actions, { write: true, edit: true, delete: true, submit: true, approve: false, reject: false, complete: false, terminate: false, reopen: false });
  });

  test('foreign currency needs an exchange rate and snapshots it', async () => {
    const missing = await send(t.app, 'POST', '/api/contract', lead1.token, body({ currencyCode: 'USD', supplyAmount: '1000.50', paymentTerms: [{ name: '일시금', amount: '1000.50', dueType: 'ON_SIGN' }] }));
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.exchangeRate, '외화 계약은 환율(0보다 큰 값)을 입력해 주세요.');
    const c = await create(lead1, { currencyCode: 'USD', exchangeRate: '1350.5', supplyAmount: '1000.50', taxType: 'ZERO_RATED', paymentTerms: [{ name: '일시금', amount: '1000.50', dueType: 'ON_SIGN' }] });
    assert.equal(c.exchangeRate, 1350.5);
    assert.equal(c.krwSupplyAmount, 1_351_175); // floor(1000.50 × 1350.5) = 1,351,175.25 → 1,351,175
    assert.equal(c.vatAmount, 0);
  });

  test('bad input gives Korean field messages, never 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: plusDays(10), endDate: plusDays(1) }, 'endDate', '계약 시작일은 종료일보다 늦을 수 없습니다.'],
      [{ supplyAmount: 0, paymentTerms: [] }, 'supplyAmount', '공급가액은 0보다 커야 합니다 (단가 계약만 0 가능).'],
      [{ contractType: 'NOPE' }, 'contractType', '계약유형을 선택해 주세요.'],
      [{ title: '  ' }, 'title', '계약명을 입력해 주세요.'],
      [{ customerId: 99_999_999 }, 'customerId', '고객사를 찾을 수 없습니다.'],
      [{ startDate: '2025-02-30' }, 'startDate', '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.'],
      [{ paymentTerms: [{ name: '선급금', rate: 30, dueType: 'ON_SIGN' }] }, 'paymentTerms', '지급조건 합계(30,000,000)가 공급가액(100,000,000)과 일치해야 합니다.'],
      [{ paymentTerms: [{ name: '잔금', amount: 100_000_000, dueType: 'ON_DATE' }] }, 'paymentTerms.0', '지급조건 1행: 지급 예정일을 입력해 주세요.'],
      [{ paymentTerms: [{ name: '잔금', rate: 50, amount: 50_000_000, dueType: 'ON_SIGN' }] }, 'paymentTerms.0', '지급조건 1행: 비율(0 초과 100 이하) 또는 금액(0 초과) 중 하나를 입력해 주세요.'],
      [{ paymentTerms: [] }, 'paymentTerms', '지급조건을 한 줄 이상 입력해 주세요.'],
      [{ supplyAmount: 10.5 }, 'supplyAmount', '공급가액은 원화는 원 단위, 외화는 소수 둘째 자리까지 입력해 주세요.'],
      [{ currencyCode: 'USD', exchangeRate: 1350, supplyAmount: '1000.505' }, 'supplyAmount', '공급가액은 원화는 원 단위, 외화는 소수 둘째 자리까지 입력해 주세요.'],
      [{ supplyAmount: '1e8' }, 'supplyAmount', '공급가액은 원화는 원 단위, 외화는 소수 둘째 자리까지 입력해 주세요.'],
      [{ currencyCode: 'USD', exchangeRate: '1350.12345', supplyAmount: 1000 }, 'exchangeRate', '외화 계약은 환율(0보다 큰 값)을 입력해 주세요.'],
      [{ paymentTerms: [{ name: '일시금', rate: 33.333, dueType: 'ON_SIGN' }] }, 'paymentTerms.0', '지급조건 1행: 비율(0 초과 100 이하) 또는 금액(0 초과) 중 하나를 입력해 주세요.'],
    ];
    for (const [over, field, message] of cases) {
      const res = await send(t.app, 'POST', '/api/contract', lead1.token, body(over));
      assert.equal(res.statusCode, 400, `${JSON.stringify(over)} → ${res.body}`);
      assert.equal(res.json().fields[field], message, JSON.stringify(res.json()));
    }
  });

  test('a 단가 (UNIT_PRICE) contract may have supply 0 and no terms', async () => {
    const c = await create(lead1, { contractType: 'UNIT_PRICE', supplyAmount: 0, paymentTerms: [] });
    assert.equal(c.totalAmount, 0);
  });

  test('a MONTHLY term is expanded per month of the period', async () => {
    const c = await create(lead1, { startDate: '2026-01-01', endDate: '2026-12-31', contractDate: '2025-12-20', supplyAmount: 12_000_000, paymentTerms: [{ name: '월 구독료', amount: 12_000_000, dueType: 'MONTHLY' }] });
    assert.equal(c.paymentTerms.length, 12);
    assert.equal(c.paymentTerms[11].dueDate, '2026-12-01');
    assert.ok(c.paymentTerms.every((p: { amount: number }) => p.amount === 1_000_000));
  });

  test('creating needs CONTRACT_WRITE', async () => {
    assert.equal((await send(t.app, 'POST', '/api/contract', rep.token, body())).statusCode, 403);
  });
});

describe('data scope', () => {
  test('own dept with CONTRACT_READ, own contracts and own leads; others 404; CONTRACT_ADMIN everything', async () => {
    const c = await create(lead1, { title: '범위 확인 계약' });
    const visible = async (u: TestUser) => {
      const list = (await get(t.app, `/api/contract?keyword=${encodeURIComponent('범위 확인')}`, u.token)).json().result;
      const detail = await get(t.app, `/api/contract/${c.id}`, u.token);
      assert.equal(list.content.length > 0, detail.statusCode === 200, `${u.username}: list and detail agree`);
      return detail.statusCode;
    };
    assert.equal(await visible(lead1), 200);
    assert.equal(await visible(readerSal), 200);
    assert.equal(await visible(contractAdmin), 200);
    assert.equal(await visible(readerDlv), 404);
    assert.equal(await visible(rep), 404);

    // The rep owns the lead the contract came from: they read it (base scope), without edit actions.
    const [stage] = await t.app.db.select({ id: leadStage.id }).from(leadStage).limit(1);
    const [l] = await t.app.db
      .insert(lead)
      .values({ leadNo: 'L-2099-9999', title: '리드', customerId, source: 'REFERRAL', stageId: stage.id, probability: 80, expectedCloseDate: today(), ownerUserId: rep.id })
      .returning({ id: lead.id });
    const fresh = (await get(t.app, `/api/contract/${c.id}`, lead1.token)).json().result;
    const put = await send(t.app, 'PUT', `/api/contract/${c.id}`, lead1.token, { ...body({ title: '범위 확인 계약' }), leadId: l.id, version: fresh.version });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(await visible(rep), 200);
    const asRep = (await get(t.app, `/api/contract/${c.id}`, rep.token)).json().result;
    assert.equal(asRep.actions.edit, false);
    assert.equal(asRep.leadNo, 'L-2099-9999');
  });

  test('filters: status, type, customer, expiring within days; sort contractDate desc', async () => {
    const res = (await get(t.app, `/api/contract?statusList=DRAFT&typeList=SERVICE&customerId=${customerId}&size=100`, lead1.token)).json().result;
    assert.ok(res.content.length > 0);
    assert.ok(res.content.every((c: { status: string; contractType: string; customerId: number }) => c.status === 'DRAFT' && c.contractType === 'SERVICE' && c.customerId === customerId));
    const dates = res.content.map((c: { contractDate: string }) => c.contractDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    const expiring = (await get(t.app, '/api/contract?expiringWithinDays=30', contractAdmin.token)).json().result;
    assert.ok(expiring.content.every((c: { status: string; daysToEnd: number }) => c.status === 'ACTIVE' && c.daysToEnd <= 30 && c.daysToEnd >= 0));
  });

  test("filters: the customer's market segment, or customers without one (the sales dashboard's segment rows)", async () => {
    const listed = async (query: string) => {
      const page = (await get(t.app, `/api/contract?${query}&size=100`, contractAdmin.token)).json().result;
      return { total: page.totalElements as number, ids: (page.content as { id: number }[]).map((c) => c.id) };
    };
    const expected = async (where: SQL) =>
      new Set(
        (await t.app.db.select({ id: contract.id }).from(contract).innerJoin(customer, eq(customer.id, contract.customerId)).where(and(eq(contract.deletedYn, 'N'), where))).map(
          (c) => c.id,
        ),
      );
    const [segmented] = await t.app.db
      .select({ segmentId: customer.segmentId })
      .from(contract)
      .innerJoin(customer, eq(customer.id, contract.customerId))
      .where(and(eq(contract.deletedYn, 'N'), isNotNull(customer.segmentId)))
      .limit(1);
    for (const [query, where] of [
      [`segmentId=${segmented.segmentId}`, eq(customer.segmentId, segmented.segmentId!)],
      ['noSegmentYn=Y', isNull(customer.segmentId)],
    ] as const) {
      const { total, ids } = await listed(query);
      const all = await expected(where);
      assert.ok(total > 0, query);
      assert.equal(total, all.size, query);
      assert.ok(ids.every((id) => all.has(id)), query);
    }
    assert.equal((await get(t.app, '/api/contract?segmentId=0', contractAdmin.token)).statusCode, 400);
  });

  test('filters: owner department alone or with its sub-departments (a division on the dashboards drills here), and owner', async () => {
    const [division] = await t.app.db.select({ id: department.id, path: department.path }).from(department).where(eq(department.code, 'SAL'));
    const owned = await t.app.db
      .select({ id: contract.id, deptPath: department.path, deptId: contract.ownerDeptId, ownerUserId: contract.ownerUserId })
      .from(contract)
      .innerJoin(department, eq(department.id, contract.ownerDeptId))
      .where(eq(contract.deletedYn, 'N'));
    const ids = async (query: string) =>
      new Set(((await get(t.app, `/api/contract?${query}&size=100`, contractAdmin.token)).json().result.content as { id: number }[]).map((c) => c.id));
    const subtree = owned.filter((c) => c.deptPath.startsWith(division.path));
    assert.ok(subtree.some((c) => c.deptId !== division.id), 'the division has contracts of its teams');
    assert.deepEqual(await ids(`deptId=${division.id}&includeSubDeptYn=Y`), new Set(subtree.map((c) => c.id)));
    assert.deepEqual(await ids(`deptId=${division.id}`), new Set(owned.filter((c) => c.deptId === division.id).map((c) => c.id)));
    assert.deepEqual(await ids(`ownerUserId=${lead1.id}`), new Set(owned.filter((c) => c.ownerUserId === lead1.id).map((c) => c.id)));
  });
});

describe('optimistic locking', () => {
  test('a stale update gets 409 and the first one is kept', async () => {
    const c = await create(lead1);
    const first = await send(t.app, 'PUT', `/api/contract/${c.id}`, lead1.token, { ...body({ title: '먼저 저장한 제목' }), version: c.version });
    assert.equal(first.statusCode, 200, first.body);
    const stale = await send(t.app, 'PUT', `/api/contract/${c.id}`, writer2.token, { ...body({ title: '늦게 저장한 제목' }), version: c.version });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    const now = (await get(t.app, `/api/contract/${c.id}`, lead1.token)).json().result;
    assert.equal(now.title, '먼저 저장한 제목');
    assert.equal(now.version, c.version + 1);
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/submit`, lead1.token, { version: c.version })).statusCode, 409);
  });
});

describe('lifecycle', () => {
  test('submit → approver (parent leader, since the owner leads SAL-1) gets N-CONFIRM → approve needs the signed file → ACTIVE, customer ACTIVE', async () => {
    const c = await create(lead1, { customerId: prospectId });
    const submitted = await send(t.app, 'POST', `/api/contract/${c.id}/submit`, lead1.token, { version: c.version });
    assert.equal(submitted.statusCode, 200, submitted.body);
    const pending = submitted.json().result;
    assert.equal(pending.status, 'PENDING_APPROVAL');
    assert.equal(pending.approverId, approver.id);
    assert.equal(pending.actions.approve, false);
    const [confirm] = await t.app.db.select().from(notification).where(and(eq(notification.userId, approver.id), eq(notification.targetId, c.id), eq(notification.type, 'CONFIRM')));
    assert.equal(confirm.confirmYn, 'N');
    assert.equal(confirm.contentLocation, `/contract/${c.id}`);

    // The approver holds no contract role but reads the contract they must decide.
    const asApprover = (await get(t.app, `/api/contract/${c.id}`, approver.token)).json().result;
    assert.equal(asApprover.actions.approve, true);
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/approve`, lead1.token, { version: pending.version })).statusCode, 403);
    const noFile = await send(t.app, 'POST', `/api/contract/${c.id}/approve`, approver.token, { version: pending.version });
    assert.equal(noFile.statusCode, 409);
    assert.equal(noFile.json().message, '서명된 계약서 파일을 첨부해야 승인할 수 있습니다.');

    const someoneElsesUpload = (await uploadTemp(lead1)).json().result[0].id;
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/approve`, approver.token, { version: pending.version, signedFileId: someoneElsesUpload })).statusCode, 400);

    const fileId = (await uploadTemp(approver)).json().result[0].id;
    const approved = await send(t.app, 'POST', `/api/contract/${c.id}/approve`, approver.token, { version: pending.version, signedFileId: fileId });
    assert.equal(approved.statusCode, 200, approved.body);
    const active = approved.json().result;
    assert.equal(active.status, 'ACTIVE');
    assert.equal(active.signedFileId, fileId);
    assert.equal(active.signedFileName, '계약서_서명본.pdf');
    assert.ok(active.approvedAt);
    const files = (await get(t.app, `/api/file/CONTRACT/${c.id}`, lead1.token)).json().result;
    assert.deepEqual(files.map((f: { id: number }) => f.id), [fileId]);
    const [cust] = await t.app.db.select({ status: customer.status }).from(customer).where(eq(customer.id, prospectId));
    assert.equal(cust.status, 'ACTIVE');
    const [after] = await t.app.db.select().from(notification).where(eq(notification.id, confirm.id));
    assert.equal(after.confirmYn, 'Y');
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CONTRACT'), eq(auditHistory.entityId, c.id)));
    assert.deepEqual(history.map((h) => h.action).sort(), ['CREATE', 'STATE', 'STATE']);

    // Amendment: back to approval with changeSeq + 1.
    const amended = await send(t.app, 'PUT', `/api/contract/${c.id}`, lead1.token, { ...body({ customerId: prospectId, supplyAmount: 120_000_000 }), version: active.version });
    assert.equal(amended.statusCode, 200, amended.body);
    assert.equal(amended.json().result.status, 'PENDING_APPROVAL');
    assert.equal(amended.json().result.changeSeq, 1);
    // An approval with a file already on the contract needs no new upload.
    const again = await send(t.app, 'POST', `/api/contract/${c.id}/approve`, approver.token, { version: amended.json().result.version });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().result.totalAmount, 132_000_000);
  });

  test('reject needs a reason and returns to DRAFT; only DRAFT and ACTIVE are editable', async () => {
    const c = await create(lead1);
    const p = (await send(t.app, 'POST', `/api/contract/${c.id}/submit`, lead1.token, { version: c.version })).json().result;
    const edit = await send(t.app, 'PUT', `/api/contract/${c.id}`, lead1.token, { ...body(), version: p.version });
    assert.equal(edit.statusCode, 409);
    assert.equal(edit.json().message, '결재대기 상태의 계약은 수정할 수 없습니다.');
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/reject`, approver.token, { version: p.version, reason: ' ' })).statusCode, 400);
    const rejected = await send(t.app, 'POST', `/api/contract/${c.id}/reject`, approver.token, { version: p.version, reason: '금액 재협의 필요' });
    assert.equal(rejected.statusCode, 200);
    assert.equal(rejected.json().result.status, 'DRAFT');
    assert.equal(rejected.json().result.rejectReason, '금액 재협의 필요');
  });

  test('terminate needs a reason; reopen needs CONTRACT_MANAGEMENT_WRITE; complete', async () => {
    const c = await create(lead1);
    await t.app.db.update(contract).set({ status: 'ACTIVE' }).where(eq(contract.id, c.id));
    const noReason = await send(t.app, 'POST', `/api/contract/${c.id}/terminate`, lead1.token, { version: c.version, reason: '' });
    assert.equal(noReason.statusCode, 400);
    assert.equal(noReason.json().message, '해지 사유를 입력해 주세요.');
    const done = await send(t.app, 'POST', `/api/contract/${c.id}/terminate`, lead1.token, { version: c.version, reason: '고객사 사업 철수' });
    assert.equal(done.statusCode, 200);
    assert.equal(done.json().result.status, 'TERMINATED');
    assert.equal(done.json().result.terminatedAt, today());
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/reopen`, lead1.token, { version: done.json().result.version })).statusCode, 403);
    const closed = (await get(t.app, '/api/contract/management/closed', manager.token)).json().result;
    assert.ok(closed.content.some((x: { id: number }) => x.id === c.id));
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/reopen`, manager.token, { version: done.json().result.version })).statusCode, 200);
    const reopened = (await get(t.app, `/api/contract/${c.id}`, lead1.token)).json().result;
    assert.equal(reopened.status, 'ACTIVE');
    assert.equal(reopened.terminationReason, null);
    const completed = await send(t.app, 'POST', `/api/contract/${c.id}/complete`, lead1.token, { version: reopened.version });
    assert.equal(completed.json().result.status, 'COMPLETED');
    assert.equal((await send(t.app, 'POST', `/api/contract/${c.id}/complete`, lead1.token, { version: completed.json().result.version })).statusCode, 409);
  });

  test('reopening a contract past its end needs a new end day (else the daily job would expire it again)', async () => {
    const c = await create(lead1, { startDate: plusDays(-200), contractDate: plusDays(-200), endDate: plusDays(-3) });
    await t.app.db.update(contract).set({ status: 'EXPIRED' }).where(eq(contract.id, c.id));
    const missing = await send(t.app, 'POST', `/api/contract/${c.id}/reopen`, manager.token, { version: c.version });
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.endDate, '종료일이 지난 계약을 재개하려면 오늘 이후의 새 종료일을 입력해 주세요.');
    const done = await send(t.app, 'POST', `/api/contract/${c.id}/reopen`, manager.token, { version: c.version, endDate: plusDays(60) });
    assert.equal(done.statusCode, 200, done.body);
    await runContractDaily(t.app.db, t.clock());
    const [row] = await t.app.db.select().from(contract).where(eq(contract.id, c.id));
    assert.equal(row.status, 'ACTIVE');
    assert.equal(row.endDate, plusDays(60));
  });

  test('delete: own DRAFT with CONTRACT_WRITE, any DRAFT with CONTRACT_ADMIN, never past DRAFT', async () => {
    const mine = await create(lead1);
    assert.equal((await send(t.app, 'DELETE', `/api/contract/${mine.id}?version=${mine.version}`, writer2.token)).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/contract/${mine.id}?version=${mine.version}`, lead1.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/contract/${mine.id}`, lead1.token)).statusCode, 404);
    const [row] = await t.app.db.select({ deletedYn: contract.deletedYn }).from(contract).where(eq(contract.id, mine.id));
    assert.equal(row.deletedYn, 'Y');
    const other = await create(lead1);
    const submitted = (await send(t.app, 'POST', `/api/contract/${other.id}/submit`, lead1.token, { version: other.version })).json().result;
    assert.equal((await send(t.app, 'DELETE', `/api/contract/${other.id}?version=${submitted.version}`, contractAdmin.token)).statusCode, 409);
    const draft = await create(writer2);
    assert.equal((await send(t.app, 'DELETE', `/api/contract/${draft.id}?version=${draft.version}`, contractAdmin.token)).statusCode, 200);
  });
});

describe('daily job', () => {
  test('N-CONTRACT-EXPIRING at D-noticeDays, D-30, D-7 once each, then EXPIRED; auto-renew clones into a new ACTIVE contract', async () => {
    const c = await create(lead1, { title: '만료 알림 계약', startDate: plusDays(-300), contractDate: plusDays(-300), endDate: plusDays(45), noticeDays: 45 });
    const r = await create(lead1, { title: '자동연장 계약', startDate: plusDays(-300), contractDate: plusDays(-300), endDate: plusDays(3), autoRenewYn: 'Y', renewalMonths: 12 });
    await t.app.db.update(contract).set({ status: 'ACTIVE' }).where(eq(contract.id, c.id));
    await t.app.db.update(contract).set({ status: 'ACTIVE' }).where(eq(contract.id, r.id));
    const notices = async () =>
      (await t.app.db.select().from(notification).where(and(eq(notification.targetId, c.id), eq(notification.type, 'CONTRACT_EXPIRING')))).map((n) => n.title);
    const start = t.clock().getTime();
    try {

    await runContractDaily(t.app.db, t.clock());
    await runContractDaily(t.app.db, t.clock());
    assert.deepEqual(await notices(), [`계약 만료 D-45: ${c.contractNo}`]);
    t.clock.advance(16 * DAY); // D-29
    await runContractDaily(t.app.db, t.clock());
    t.clock.advance(DAY);
    await runContractDaily(t.app.db, t.clock());
    assert.equal((await notices()).length, 2);
    t.clock.advance(21 * DAY); // D-7
    await runContractDaily(t.app.db, t.clock());
    assert.deepEqual((await notices()).sort(), [`계약 만료 D-29: ${c.contractNo}`, `계약 만료 D-45: ${c.contractNo}`, `계약 만료 D-7: ${c.contractNo}`].sort());
    const [owned] = await t.app.db.select({ userId: notification.userId }).from(notification).where(eq(notification.targetId, c.id));
    assert.equal(owned.userId, lead1.id);

    // The auto-renew contract ended 3 days after creation: renewed from endDate + 1 (tokens have expired by now: read the rows).
    const [renewed] = await t.app.db.select().from(contract).where(eq(contract.id, r.id));
    assert.equal(renewed.status, 'RENEWED');
    const [next] = await t.app.db.select().from(contract).where(eq(contract.renewedFromId, r.id));
    assert.equal(next.status, 'ACTIVE');
    assert.notEqual(next.contractNo, r.contractNo);
    assert.equal(next.startDate, kstDate(new Date(Date.parse(`${r.endDate}T00:00:00Z`) + DAY * 1000)));
    const [y, m, d] = next.startDate.split('-').map(Number);
    assert.equal(next.endDate, kstDate(new Date(Date.UTC(y + 1, m - 1, d) - DAY * 1000)), '12 months from the new start');
    assert.equal(Number(next.supplyAmount), r.supplyAmount);
    assert.equal((await t.app.db.select().from(paymentTerm).where(eq(paymentTerm.contractId, next.id))).length, 2);

    t.clock.advance(8 * DAY); // past the end, no auto-renew
    const result = await runContractDaily(t.app.db, t.clock());
    assert.ok(result.expired >= 1);
    const [expired] = await t.app.db.select({ status: contract.status }).from(contract).where(eq(contract.id, c.id));
    assert.equal(expired.status, 'EXPIRED');
    } finally {
      t.clock.advance((start - t.clock().getTime()) / 1000);
    }
  });

  test('the expiry board lists ACTIVE contracts ending within 90 days in 30/60/90 buckets (CONTRACT_MANAGEMENT_READ)', async () => {
    const c = await create(lead1, { title: '보드 계약', startDate: plusDays(-100), contractDate: plusDays(-100), endDate: plusDays(50) });
    await t.app.db.update(contract).set({ status: 'ACTIVE' }).where(eq(contract.id, c.id));
    assert.equal((await get(t.app, '/api/contract/management/expiring', lead1.token)).statusCode, 403);
    const board = (await get(t.app, '/api/contract/management/expiring', manager.token)).json().result;
    const item = board.content.find((x: { id: number }) => x.id === c.id);
    assert.equal(item.bucket, 'D60');
    assert.ok(board.d30 <= board.d60 && board.d60 <= board.d90);
  });
});

describe('common codes', () => {
  test('anyone signed in reads a group; each group is edited by its management role', async () => {
    const types = (await get(t.app, '/api/common-code/CONTRACT_TYPE', rep.token)).json().result;
    assert.ok(types.some((c: { code: string; label: string }) => c.code === 'UNIT_PRICE' && c.label === '단가'));
    assert.equal((await get(t.app, '/api/common-code/NOPE', rep.token)).statusCode, 404);
    assert.equal((await send(t.app, 'POST', '/api/common-code/CONTRACT_TYPE', lead1.token, { code: 'RENTAL', label: '임대' })).statusCode, 403);
    const added = await send(t.app, 'POST', '/api/common-code/CONTRACT_TYPE', manager.token, { code: 'rental', label: '임대' });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().result.code, 'RENTAL');
    assert.equal((await send(t.app, 'POST', '/api/common-code/CONTRACT_TYPE', manager.token, { code: 'RENTAL', label: '임대2' })).json().fields.code, '이미 있는 코드입니다.');
    assert.equal((await send(t.app, 'POST', '/api/common-code/LEAD_SOURCE', lead1.token, { code: 'WEBINAR', label: '웨비나' })).statusCode, 201);
    assert.equal((await send(t.app, 'POST', '/api/common-code/LEAD_SOURCE', manager.token, { code: 'WEBINAR2', label: '웨비나' })).statusCode, 403);

    const service = types.find((c: { code: string }) => c.code === 'SERVICE');
    const inUse = await send(t.app, 'DELETE', `/api/common-code/CONTRACT_TYPE/${service.id}?version=${service.version}`, manager.token);
    assert.equal(inUse.statusCode, 409);
    const off = await send(t.app, 'PUT', `/api/common-code/CONTRACT_TYPE/${service.id}`, manager.token, { label: '용역', activeYn: 'N', version: service.version });
    assert.equal(off.json().result.activeYn, 'N');
    assert.equal((await send(t.app, 'PUT', `/api/common-code/CONTRACT_TYPE/${service.id}`, manager.token, { label: '용역', version: service.version })).statusCode, 409);
    assert.equal((await send(t.app, 'POST', '/api/contract', lead1.token, body())).json().fields.contractType, '계약유형을 선택해 주세요.');
    await send(t.app, 'PUT', `/api/common-code/CONTRACT_TYPE/${service.id}`, manager.token, { label: '용역', activeYn: 'Y', version: off.json().result.version });
    const rental = added.json().result;
    assert.equal((await send(t.app, 'DELETE', `/api/common-code/CONTRACT_TYPE/${rental.id}?version=${rental.version}`, manager.token)).statusCode, 200);
  });

  test('customer picker: any user, by name, number or business number', async () => {
    const [c] = await t.app.db.select().from(customer).where(eq(customer.id, customerId));
    const byName = (await get(t.app, `/api/customer/picker?keyword=${encodeURIComponent(c.name)}`, rep.token)).json().result;
    assert.equal(byName[0].id, c.id);
    const byNo = (await get(t.app, `/api/customer/picker?keyword=${c.customerNo}`, readerDlv.token)).json().result;
    assert.ok(byNo.some((x: { id: number }) => x.id === c.id));
    const page = (await get(t.app, '/api/customer/picker', rep.token)).json().result;
    assert.equal(page.length, 20);
  });
});


describe("a contract's project", () => {
  test('is picked among the projects the writer may read, shown with its number and name, and listed on the project', async () => {
    const pm = await signIn(t, 'pm');
    const writer = await userAs('ct.project.writer', 'SAL-1', ['ROLE_CONTRACT_READ', 'ROLE_CONTRACT_WRITE']);
    const [target] = await t.app.db
      .select({ id: project.id, projectNo: project.projectNo, name: project.name, version: project.version })
      .from(project)
      .where(and(eq(project.pmUserId, pm.id), eq(project.deletedYn, 'N'), eq(project.status, 'IN_PROGRESS')))
      .orderBy(desc(project.id))
      .limit(1);
    const pick = (user: TestUser) => get(t.app, `/api/project/picker?keyword=${encodeURIComponent(target.projectNo)}`, user.token);
    const byPm = await pick(pm);
    assert.equal(byPm.statusCode, 200, byPm.body);
    assert.deepEqual(byPm.json().result, [{ id: target.id, projectNo: target.projectNo, name: target.name, status: 'IN_PROGRESS' }]);
    // Without project roles a writer sees only the projects they work on.
    assert.deepEqual((await pick(writer)).json().result, []);
    const refused = await send(t.app, 'POST', '/api/contract', writer.token, body({ projectId: target.id }));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().fields.projectId, '프로젝트를 찾을 수 없거나 볼 수 없는 프로젝트입니다.');

    const joined = await send(t.app, 'POST', `/api/project/${target.id}/members`, pm.token, { userId: writer.id, role: 'SALES', allocationPct: 10 });
    assert.equal(joined.statusCode, 201, joined.body);
    assert.deepEqual((await pick(writer)).json().result.map((p: { id: number }) => p.id), [target.id]);
    const made = await create(writer, { projectId: target.id });
    assert.deepEqual([made.projectId, made.projectNo, made.projectName], [target.id, target.projectNo, target.name]);
    const onProject = async (user: TestUser) => (await get(t.app, `/api/project/${target.id}/contracts`, user.token)).json().result.map((c: { id: number }) => c.id);
    assert.ok((await onProject(await signIn(t, 'admin'))).includes(made.id), 'the project lists the contract');
    assert.ok(!(await onProject(pm)).includes(made.id), "not to a PM outside the contract's scope");

    // An edit that leaves the field out keeps the link; null removes it.
    const kept = await send(t.app, 'PUT', `/api/contract/${made.id}`, writer.token, { ...body({ title: '이름만 바꿈' }), version: made.version });
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().result.projectId, target.id);
    const cleared = await send(t.app, 'PUT', `/api/contract/${made.id}`, writer.token, { ...body(), projectId: null, version: kept.json().result.version });
    assert.equal(cleared.json().result.projectId, null);
    assert.equal((await get(t.app, '/api/project/picker')).statusCode, 401);
  });
});
