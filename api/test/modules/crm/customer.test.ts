// @pglite: duplicate customers by pg_trgm similarity and the generated search column
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { auditHistory, comment, contact, contract, customer, department, lead, leadStage } from '../../../src/db/schema';
import { type TestApp, BASE, bearer, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

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

/** A checksum-valid business number from 9 leading digits (DOMAIN §1.2). */
function bizNo(first9: string): string {
  const n = [...first9].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((acc, w, i) => acc + n[i] * w, 0) + Math.floor((n[8] * 5) / 10);
  return first9 + String((10 - (sum % 10)) % 10);
}
const hyphen = (d: string) => `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`;
let serial = 100;
/** A fresh valid number that no seeded customer holds. */
const freshNo = () => bizNo(`9${String(serial++).padStart(3, '0')}912345`.slice(0, 9));

const body = (over: Record<string, unknown> = {}) => ({ name: `테스트고객${serial}`, customerType: 'CORPORATION', bizRegNo: freshNo(), ceoName: '김대표', ...over });

async function create(token: string, over: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/customer', token, body(over));
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

describe('business registration number', () => {
  test('a number with a valid checksum is stored as digits and shown formatted by clients', async () => {
    const number = bizNo('220811234');
    const saved = await create(salesLead.token, { bizRegNo: hyphen(number), name: '검증용 주식회사 알파' });
    assert.equal(saved.bizRegNo, number);
    assert.match(saved.customerNo, /^C-\d{6}$/);
  });

  test('invalid checksums, wrong lengths and letters are refused with Korean field messages', async () => {
    const good = bizNo('123456789');
    const badCheck = good.slice(0, 9) + String((Number(good[9]) + 1) % 10);
    for (const [value, message] of [
      [badCheck, '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.'],
      ['123-45-6789', '사업자등록번호는 숫자 10자리(XXX-XX-XXXXX)로 입력해 주세요.'],
      ['12345678901', '사업자등록번호는 숫자 10자리(XXX-XX-XXXXX)로 입력해 주세요.'],
      ['12a4567890', '사업자등록번호는 숫자 10자리(XXX-XX-XXXXX)로 입력해 주세요.'],
    ]) {
      const res = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ bizRegNo: value }));
      assert.equal(res.statusCode, 400, value);
      assert.equal(res.json().fields.bizRegNo, message);
    }
  });

  test('required unless OVERSEAS or INDIVIDUAL, and the CEO comes with it', async () => {
    const missing = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ bizRegNo: null }));
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().fields.bizRegNo, '사업자등록번호를 입력해 주세요.');
    const noCeo = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ ceoName: '' }));
    assert.equal(noCeo.json().fields.ceoName, '대표자명을 입력해 주세요.');
    const overseas = await create(salesLead.token, { name: 'Globex Overseas GmbH', customerType: 'OVERSEAS', bizRegNo: null, ceoName: null });
    assert.equal(overseas.bizRegNo, null);
  });

  test('the same number twice answers 409 naming the customer that holds it', async () => {
    const first = await create(salesLead.token, { name: '중복번호 원본상사' });
    const res = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ name: '완전히 다른 이름', bizRegNo: hyphen(first.bizRegNo) }));
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, `이미 등록된 사업자등록번호입니다 (${first.customerNo} 중복번호 원본상사).`);
  });
});

describe('field rules', () => {
  test('phone, zip, e-mail and payment terms follow DOMAIN §1.2 with Korean messages', async () => {
    const res = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ phone: '123', zipCode: '1234', taxEmail: 'nope', paymentTermDays: 181 }));
    assert.equal(res.statusCode, 400);
    const fields = res.json().fields;
    assert.match(fields.phone, /전화번호 형식/);
    assert.equal(fields.zipCode, '우편번호는 숫자 5자리로 입력해 주세요.');
    assert.equal(fields.taxEmail, '이메일 형식이 올바르지 않습니다.');
    assert.equal(fields.paymentTermDays, '결제조건은 0일에서 180일 사이로 입력해 주세요.');
    const ok = await create(salesLead.token, { phone: '02-123-4567', zipCode: '06236', taxEmail: 'TAX@Example-Corp.co.kr', paymentTermDays: 0, website: 'www.example-corp.co.kr' });
    assert.equal(ok.phone, '021234567');
    assert.equal(ok.taxEmail, 'tax@example-corp.co.kr');
    assert.equal(ok.paymentTermDays, 0);
    assert.equal(ok.emailDomain, 'example-corp.co.kr');
  });
});

describe('duplicates', () => {
  test('a similar name or the same company domain warns; saving needs duplicateAckYn=Y, which is audited', async () => {
    const original = await create(salesLead.token, { name: '(주)한울타리정밀기계산업개발연구소', website: 'https://hanul-fence.co.kr' });
    const probe = await get(t.app, `/api/customer/duplicates?name=${encodeURIComponent('한울타리 정밀기계 산업개발 연구소 주식회사')}`, salesLead.token);
    assert.equal(probe.statusCode, 200);
    const match = probe.json().result.find((m: { id: number }) => m.id === original.id);
    assert.deepEqual(match.reasons, ['NAME']);

    const similar = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ name: '한울타리정밀기계산업개발연구소장' }));
    assert.equal(similar.statusCode, 409);
    assert.equal(similar.json().error, 'duplicate_warning');
    assert.ok(similar.json().duplicates.some((m: { id: number; reasons: string[] }) => m.id === original.id && m.reasons.includes('SIMILAR_NAME')));

    const domain = await send(t.app, 'POST', '/api/customer', salesLead.token, body({ name: '전혀다른상호', website: 'hanul-fence.co.kr/about' }));
    assert.equal(domain.statusCode, 409);
    assert.deepEqual(domain.json().duplicates.find((m: { id: number }) => m.id === original.id).reasons, ['EMAIL_DOMAIN']);

    const acked = await create(salesLead.token, { name: '한울타리정밀기계산업개발연구소장', duplicateAckYn: 'Y' });
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'CUSTOMER'), eq(auditHistory.entityId, acked.id)));
    assert.ok(audit.changes.some((c) => c.field === 'duplicateAck' && JSON.stringify(c.new).includes(original.customerNo)));
  });

  test('renaming to a near-duplicate warns too; an unrelated edit of a known duplicate does not', async () => {
    const base = await create(salesLead.token, { name: '(주)가나다라마바사정밀기계공업연구', duplicateAckYn: 'Y' });
    const other = await create(salesLead.token, { name: '전혀관계없는이름의회사', duplicateAckYn: 'Y' });
    const rename = await send(t.app, 'PUT', `/api/customer/${other.id}`, salesLead.token, { name: '가나다라마바사정밀기계공업연구소', customerType: 'CORPORATION', version: other.version });
    assert.equal(rename.statusCode, 409);
    assert.ok(rename.json().duplicates.some((m: { id: number }) => m.id === base.id));
    const acked = await send(t.app, 'PUT', `/api/customer/${other.id}`, salesLead.token, { name: '가나다라마바사정밀기계공업연구소', customerType: 'CORPORATION', version: other.version, duplicateAckYn: 'Y' });
    assert.equal(acked.statusCode, 200);
    const phoneOnly = await send(t.app, 'PUT', `/api/customer/${other.id}`, salesLead.token, { name: '가나다라마바사정밀기계공업연구소', customerType: 'CORPORATION', phone: '0212345678', version: acked.json().result.version });
    assert.equal(phoneOnly.statusCode, 200, phoneOnly.body);
  });

  test('free-mail domains never count', async () => {
    const res = await get(t.app, '/api/customer/duplicates?email=someone@naver.com', salesLead.token);
    assert.deepEqual(res.json().result, []);
  });
});

describe('list and data scope', () => {
  test('a sales rep sees their department subtree only; CUSTOMER_ADMIN (super) sees all', async () => {
    const [sal1] = await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'SAL-1'));
    const mine = (await get(t.app, '/api/customer?size=100', sales.token)).json().result;
    const all = (await get(t.app, '/api/customer?size=100', admin.token)).json().result;
    assert.ok(mine.totalElements > 0 && mine.totalElements < all.totalElements);
    assert.ok(mine.content.every((c: { ownerDeptId: number; ownerUserId: number }) => c.ownerDeptId === sal1.id || c.ownerUserId === sales.id));
    const [outside] = await t.app.db
      .select({ id: customer.id })
      .from(customer)
      .innerJoin(department, eq(department.id, customer.ownerDeptId))
      .where(and(eq(department.code, 'SAL-2'), eq(customer.deletedYn, 'N')))
      .limit(1);
    assert.equal((await get(t.app, `/api/customer/${outside.id}`, sales.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/customer/${outside.id}`, admin.token)).statusCode, 200);
    assert.equal((await get(t.app, '/api/customer', dev.token)).statusCode, 403);
  });

  test('writes follow the same scope: another department\'s customer is 404 for update, status, contacts and merge', async () => {
    const [outside] = await t.app.db
      .select({ id: customer.id, version: customer.version })
      .from(customer)
      .innerJoin(department, eq(department.id, customer.ownerDeptId))
      .where(and(eq(department.code, 'SAL-2'), eq(customer.deletedYn, 'N')))
      .limit(1);
    const lead1 = salesLead.token;
    assert.equal((await send(t.app, 'PUT', `/api/customer/${outside.id}`, lead1, { name: '범위밖', customerType: 'CORPORATION', version: outside.version })).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/customer/${outside.id}/status`, lead1, { status: 'DORMANT', version: outside.version })).statusCode, 404);
    assert.equal((await send(t.app, 'POST', `/api/customer/${outside.id}/contacts`, lead1, { name: '범위밖', email: 'x@outside.co.kr' })).statusCode, 404);
    assert.equal((await get(t.app, `/api/customer/${outside.id}/contacts`, lead1)).statusCode, 404);
    const [after] = await t.app.db.select({ version: customer.version }).from(customer).where(eq(customer.id, outside.id));
    assert.equal(after.version, outside.version);
  });

  test('keyword matches name, number and business number with hyphens ignored; filters and sort apply', async () => {
    const saved = await create(salesLead.token, { name: '키워드검색전용상사', grade: 'B' });
    for (const kw of ['키워드검색전용', saved.customerNo, hyphen(saved.bizRegNo), saved.bizRegNo.slice(2, 7)]) {
      const page = (await get(t.app, `/api/customer?keyword=${encodeURIComponent(kw)}`, salesLead.token)).json().result;
      assert.ok(page.content.some((c: { id: number }) => c.id === saved.id), kw);
    }
    const graded = (await get(t.app, `/api/customer?gradeList=B&statusList=PROSPECT&typeList=CORPORATION&keyword=키워드검색전용`, salesLead.token)).json().result;
    assert.equal(graded.totalElements, 1);
    assert.equal((await get(t.app, `/api/customer?gradeList=Z`, salesLead.token)).statusCode, 400);
    const sorted = (await get(t.app, '/api/customer?size=20&sort=name,desc', admin.token)).json().result.content.map((c: { name: string }) => c.name);
    assert.deepEqual(sorted, [...sorted].sort((a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0)));
    assert.equal((await get(t.app, '/api/customer?size=100', admin.token)).json().result.size, 100);
    const tooMany = await get(t.app, '/api/customer?size=101', admin.token);
    assert.equal(tooMany.statusCode, 400);
    assert.match(tooMany.json().message, /[가-힣]/);
  });
});

describe('updates', () => {
  test('a stale update gets 409 and loses nothing', async () => {
    const saved = await create(salesLead.token, { name: '버전충돌상사' });
    const first = await send(t.app, 'PUT', `/api/customer/${saved.id}`, salesLead.token, { name: '버전충돌상사', customerType: 'CORPORATION', phone: '0212345678', version: saved.version });
    assert.equal(first.statusCode, 200, first.body);
    const stale = await send(t.app, 'PUT', `/api/customer/${saved.id}`, salesLead.token, { name: '덮어쓰기 시도', customerType: 'CORPORATION', version: saved.version });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.');
    const now = (await get(t.app, `/api/customer/${saved.id}`, salesLead.token)).json().result;
    assert.equal(now.name, '버전충돌상사');
    assert.equal(now.phone, '0212345678');
    assert.equal(now.version, saved.version + 1);
  });

  test('read-only users cannot write; status changes and closing follow the lifecycle', async () => {
    const saved = await create(salesLead.token, { name: '상태변경상사' });
    assert.equal((await send(t.app, 'PUT', `/api/customer/${saved.id}`, sales.token, { name: 'x', customerType: 'CORPORATION', version: 0 })).statusCode, 403);
    const closed = await send(t.app, 'PUT', `/api/customer/${saved.id}/status`, salesLead.token, { status: 'CLOSED', version: saved.version });
    assert.equal(closed.json().result.status, 'CLOSED');
    const reopen = await send(t.app, 'PUT', `/api/customer/${saved.id}/status`, salesLead.token, { status: 'ACTIVE', version: closed.json().result.version });
    assert.equal(reopen.statusCode, 409);
    assert.equal((await send(t.app, 'PUT', `/api/customer/${saved.id}/status`, salesLead.token, { status: 'MERGED', version: closed.json().result.version })).statusCode, 400);
    const adminReopen = await send(t.app, 'PUT', `/api/customer/${saved.id}/status`, admin.token, { status: 'ACTIVE', version: closed.json().result.version });
    assert.equal(adminReopen.json().result.status, 'ACTIVE');
  });

  test('only CUSTOMER_ADMIN deletes; a deleted customer is gone and its number free again', async () => {
    const saved = await create(salesLead.token, { name: '삭제대상상사' });
    assert.equal((await send(t.app, 'DELETE', `/api/customer/${saved.id}?version=${saved.version}`, salesLead.token)).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/customer/${saved.id}?version=${saved.version}`, admin.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/customer/${saved.id}`, admin.token)).statusCode, 404);
    await create(salesLead.token, { name: '삭제대상상사 재등록', bizRegNo: saved.bizRegNo });
  });
});

describe('contacts', () => {
  test('one primary per customer, e-mail unique per customer, same mobile elsewhere warns', async () => {
    const a = await create(salesLead.token, { name: '담당자테스트 가' });
    const b = await create(salesLead.token, { name: '담당자테스트 나' });
    const first = await send(t.app, 'POST', `/api/customer/${a.id}/contacts`, salesLead.token, { name: '홍길동', email: 'hong@dtest-ga.co.kr', mobile: '010-1111-2222' });
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.json().result.contact.primaryYn, 'Y');
    const second = await send(t.app, 'POST', `/api/customer/${a.id}/contacts`, salesLead.token, { name: '김철수', email: 'kim@dtest-ga.co.kr', primaryYn: 'Y' });
    assert.equal(second.json().result.contact.primaryYn, 'Y');
    const detail = (await get(t.app, `/api/customer/${a.id}`, salesLead.token)).json().result;
    assert.equal(detail.contacts.filter((c: { primaryYn: string }) => c.primaryYn === 'Y').length, 1);
    assert.equal(detail.emailDomain, 'dtest-ga.co.kr');

    const dupEmail = await send(t.app, 'POST', `/api/customer/${a.id}/contacts`, salesLead.token, { name: '다른사람', email: 'HONG@dtest-ga.co.kr' });
    assert.equal(dupEmail.statusCode, 400);
    assert.equal(dupEmail.json().fields.email, '이 고객사에 같은 이메일의 담당자가 이미 있습니다.');
    const neither = await send(t.app, 'POST', `/api/customer/${a.id}/contacts`, salesLead.token, { name: '연락처없음' });
    assert.equal(neither.json().fields.email, '이메일 또는 휴대폰 중 하나는 입력해 주세요.');

    const moved = await send(t.app, 'POST', `/api/customer/${b.id}/contacts`, salesLead.token, { name: '홍길동', mobile: '01011112222' });
    assert.equal(moved.statusCode, 201);
    assert.deepEqual(moved.json().result.warnings, ['같은 휴대폰 번호의 담당자가 다른 고객사(담당자테스트 가)에 있습니다. 이직 여부를 확인해 주세요.']);

    const c = second.json().result.contact;
    const stale = await send(t.app, 'PUT', `/api/customer/${a.id}/contacts/${c.id}`, salesLead.token, { name: '김철수', title: '과장', version: c.version + 1 });
    assert.equal(stale.statusCode, 409);
    const removed = await send(t.app, 'DELETE', `/api/customer/${a.id}/contacts/${c.id}?version=${c.version}`, salesLead.token);
    assert.equal(removed.statusCode, 200);
  });
});

describe('figures', () => {
  test('open pipeline, signed contract total and last activity are computed, 0 when none', async () => {
    const saved = await create(salesLead.token, { name: '집계테스트상사' });
    assert.deepEqual(
      { p: saved.figures.pipelineAmount, c: saved.figures.contractTotal, n: saved.figures.openLeadCount },
      { p: 0, c: 0, n: 0 },
    );
    const stages = await t.app.db.select().from(leadStage).orderBy(asc(leadStage.sortOrder));
    const open = stages.find((s) => s.category === 'OPEN')!;
    const lost = stages.find((s) => s.category === 'LOST')!;
    const leadRow = (no: string, stageId: number, amount: number) => ({
      leadNo: no, title: no, customerId: saved.id, source: 'REFERRAL', stageId, probability: 40, expectedAmount: amount, weightedAmount: Math.floor(amount * 0.4), expectedCloseDate: '2030-01-01',
    });
    await t.app.db.insert(lead).values([leadRow('L-T-0001', open.id, 1_000_000), leadRow('L-T-0002', open.id, 500_000), leadRow('L-T-0003', lost.id, 9_000_000)]);
    const contractRow = (no: string, status: 'ACTIVE' | 'DRAFT' | 'COMPLETED', amount: number) => ({
      contractNo: no, title: no, customerId: saved.id, contractType: 'SUPPLY', contractDate: '2025-01-01', startDate: '2025-01-01', endDate: '2025-12-31', supplyAmount: String(amount), krwSupplyAmount: amount, status,
    });
    await t.app.db.insert(contract).values([contractRow('CT-T-0001', 'ACTIVE', 3_000_000), contractRow('CT-T-0002', 'COMPLETED', 2_000_000), contractRow('CT-T-0003', 'DRAFT', 7_000_000)]);
    const figures = (await get(t.app, `/api/customer/${saved.id}`, salesLead.token)).json().result.figures;
    assert.equal(figures.pipelineAmount, 1_500_000);
    assert.equal(figures.openLeadCount, 2);
    assert.equal(figures.contractTotal, 5_000_000);
    assert.equal(figures.contractCount, 2);
  });
});

describe('merge', () => {
  test('keeps every related record on the survivor, marks losers MERGED and audits the counts', async () => {
    const survivor = await create(salesLead.token, { name: '병합기준상사', phone: '0211112222' });
    const loser = await create(salesLead.token, { name: '병합대상상사', phone: '0233334444', grade: 'A', duplicateAckYn: 'Y' });
    for (const [id, name, email] of [[survivor.id, '기준담당', 'same@merge-test.co.kr'], [loser.id, '대상담당', 'other@merge-test.co.kr'], [loser.id, '같은사람', 'same@merge-test.co.kr']] as const) {
      assert.equal((await send(t.app, 'POST', `/api/customer/${id}/contacts`, salesLead.token, { name, email })).statusCode, 201);
    }
    const [stage] = await t.app.db.select().from(leadStage).where(eq(leadStage.category, 'OPEN')).limit(1);
    const [sameContact] = await t.app.db.select().from(contact).where(and(eq(contact.customerId, loser.id), eq(contact.name, '같은사람')));
    await t.app.db.insert(lead).values({ leadNo: 'L-M-0001', title: '병합 리드', customerId: loser.id, contactId: sameContact.id, source: 'REFERRAL', stageId: stage.id, probability: 10, expectedAmount: 100, expectedCloseDate: '2030-01-01' });
    await t.app.db.insert(contract).values({ contractNo: 'CT-M-0001', title: '병합 계약', customerId: loser.id, contractType: 'SUPPLY', contractDate: '2025-01-01', startDate: '2025-01-01', endDate: '2025-12-31', supplyAmount: '100', status: 'ACTIVE' });
    await t.app.db.insert(comment).values({ targetType: 'CUSTOMER', targetId: loser.id, body: '병합 전 댓글', authorId: salesLead.id } as never);

    assert.equal((await send(t.app, 'POST', `/api/customer/${survivor.id}/merge`, salesLead.token, { loserIds: [loser.id] })).statusCode, 403);
    const res = await send(t.app, 'POST', `/api/customer/${survivor.id}/merge`, admin.token, { loserIds: [loser.id], fieldChoices: { phone: loser.id, grade: loser.id } });
    assert.equal(res.statusCode, 200, res.body);
    const { survivor: merged, counts } = res.json().result;
    assert.equal(merged.phone, '0233334444');
    assert.equal(merged.grade, 'A');
    assert.equal(merged.name, '병합기준상사');
    assert.deepEqual({ contact: counts.contact, dup: counts.contactDuplicate, lead: counts.lead, contract: counts.contract, comment: counts.comment }, { contact: 1, dup: 1, lead: 1, contract: 1, comment: 1 });

    const [movedLead] = await t.app.db.select().from(lead).where(eq(lead.leadNo, 'L-M-0001'));
    assert.equal(movedLead.customerId, survivor.id);
    const survivorSame = merged.contacts.find((c: { email: string }) => c.email === 'same@merge-test.co.kr');
    assert.equal(movedLead.contactId, survivorSame.id);
    assert.equal(merged.contacts.length, 2);
    assert.equal(merged.figures.contractTotal, 0);
    const [movedComment] = await t.app.db.select().from(comment).where(sql`${comment.targetType} = 'CUSTOMER' and ${comment.targetId} = ${survivor.id}`);
    assert.ok(movedComment);

    const loserView = await get(t.app, `/api/customer/${loser.id}`, admin.token);
    assert.equal(loserView.statusCode, 200);
    assert.deepEqual(loserView.json().result, { id: loser.id, status: 'MERGED', mergedIntoId: survivor.id });
    const list = (await get(t.app, `/api/customer?keyword=${encodeURIComponent('병합대상상사')}`, admin.token)).json().result;
    assert.equal(list.totalElements, 0);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityId, survivor.id), eq(auditHistory.action, 'MERGE')));
    assert.equal(audits.length, 1);
    assert.ok(audits[0].changes.some((c) => c.field === 'mergeCounts'));
    const again = await send(t.app, 'POST', `/api/customer/${survivor.id}/merge`, admin.token, { loserIds: [loser.id] });
    assert.equal(again.statusCode, 404);
  });
});

describe('import', () => {
  const csv = (rows: string[][]) => rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');

  function upload(path: string, token: string, filename: string, bytes: Buffer, fields: Record<string, string> = {}) {
    const boundary = '----dure-test-boundary';
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
    return t.app.inject({ method: 'POST', url: `${BASE}${path}`, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(parts) });
  }

  test('a file with bad rows: preview writes nothing, commit saves the good rows and reports each bad one untouched', async () => {
    const existing = await create(salesLead.token, { name: '가져오기 기존상사', phone: '0255556666' });
    const newNo = freshNo();
    const valid = freshNo();
    const badNo = valid.slice(0, 9) + String((Number(valid[9]) + 1) % 10);
    const rows = [
      ['고객사명', '고객유형', '사업자등록번호', '대표자', '연락처', '결제조건(일)'],
      ['가져오기 신규상사', '법인', hyphen(newNo), '이신규', '031-123-4567', '45'],
      ['가져오기 기존상사', 'CORPORATION', existing.bizRegNo, '김대표', '02-7777-8888', ''],
      ['체크섬오류상사', '법인', hyphen(badNo), '박오류', '', '200'],
      ['', '법인', '', '', '', ''],
      ['파일내중복', '법인', newNo, '최중복', '', ''],
    ];
    const file = Buffer.from(`\uFEFF${csv(rows)}`, 'utf8');
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(customer))[0].n;
    const preview = await upload('/api/customer/import/preview', salesLead.token, '고객.csv', file);
    assert.equal(preview.statusCode, 200, preview.body);
    const p = preview.json().result;
    assert.deepEqual(p.rows.map((r: { rowNo: number; action: string }) => [r.rowNo, r.action]), [[2, 'CREATE'], [3, 'UPDATE'], [4, 'ERROR'], [5, 'ERROR'], [6, 'ERROR']]);
    assert.equal(p.rows[2].errors.bizRegNo, '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.');
    assert.equal(p.rows[2].errors.paymentTermDays, '결제조건은 0일에서 180일 사이로 입력해 주세요.');
    assert.equal(p.rows[3].errors.name, '고객사명을 입력해 주세요.');
    assert.equal(p.rows[4].errors.bizRegNo, '파일 안에 같은 사업자등록번호가 2행에도 있습니다.');
    assert.equal((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(customer))[0].n, before);

    const commit = await upload('/api/customer/import', salesLead.token, '고객.csv', file);
    assert.equal(commit.statusCode, 200, commit.body);
    const r = commit.json().result;
    assert.deepEqual({ created: r.created, updated: r.updated, skipped: r.skipped }, { created: 1, updated: 1, skipped: 3 });
    assert.equal(r.rows.filter((x: { action: string }) => x.action === 'ERROR').length, 3);
    assert.equal((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(customer))[0].n, before + 1);
    const [created] = await t.app.db.select().from(customer).where(eq(customer.bizRegNo, newNo));
    assert.equal(created.paymentTermDays, 45);
    assert.equal(created.phone, '0311234567');
    const updated = (await get(t.app, `/api/customer/${existing.id}`, salesLead.token)).json().result;
    assert.equal(updated.phone, '0277778888');
    assert.equal(updated.ceoName, '김대표');
    assert.equal((await t.app.db.select().from(customer).where(eq(customer.name, '체크섬오류상사'))).length, 0);
  });

  test('a CP949 CSV from Korean Excel reads correctly; other file types are refused', async () => {
    const text = csv([['고객사명', '고객유형', '사업자등록번호', '대표자'], ['씨피구사구상사', '법인', hyphen(freshNo()), '한글대표']]);
    const cp949 = iconv.encode(text, 'cp949');
    const preview = await upload('/api/customer/import/preview', salesLead.token, 'excel.csv', cp949);
    assert.equal(preview.statusCode, 200, preview.body);
    assert.equal(preview.json().result.rows[0].values.name, '씨피구사구상사');
    assert.equal(preview.json().result.rows[0].action, 'CREATE');
    const bad = await upload('/api/customer/import/preview', salesLead.token, 'note.txt', Buffer.from('x'));
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, '.xlsx 또는 .csv 파일만 가져올 수 있습니다.');
    assert.equal((await upload('/api/customer/import/preview', sales.token, 'excel.csv', cp949)).statusCode, 403);
  });

  test('a possible duplicate row is imported only when acknowledged', async () => {
    await create(salesLead.token, { name: '가져오기중복검사용상사', duplicateAckYn: 'Y' });
    const file = Buffer.from(csv([['고객사명', '고객유형'], ['가져오기중복검사용상사', '해외']]));
    const first = (await upload('/api/customer/import', salesLead.token, 'dup.csv', file)).json().result;
    assert.deepEqual([first.created, first.rows[0].action], [0, 'WARNING']);
    const acked = (await upload('/api/customer/import', salesLead.token, 'dup.csv', file, { duplicateAckYn: 'Y' })).json().result;
    assert.equal(acked.created, 1);
  });

  test('an .xlsx file imports the same way', async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('고객사');
    sheet.addRow(['고객사명*', '고객유형*', '사업자등록번호', '대표자']);
    sheet.addRow(['엑셀가져오기상사', '개인사업자', hyphen(freshNo()), '엑셀대표']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload('/api/customer/import', salesLead.token, '고객.xlsx', bytes);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.created, 1);
    const [row] = await t.app.db.select().from(customer).where(eq(customer.name, '엑셀가져오기상사'));
    assert.equal(row.customerType, 'SOLE_PROPRIETOR');
  });
});
