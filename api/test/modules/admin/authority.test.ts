import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ROLE_TABLE } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, eq } from 'drizzle-orm';
import { appUser, auditHistory, authorityCode, department, menuAuthorityOverride, notification, userAuthority } from '../../../src/db/schema';
import { fill } from '../../../src/lib/messages';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import type { AuthorityCode, Grant as GrantContract, MenuAuthority } from '@dure/shared/contracts/admin/authority';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

type Code = AuthorityCode;
type Grant = GrantContract;
type Menu = MenuAuthority;

let t: TestApp;
let admin: string;
let staffId: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  admin = (await login(t.app, 'admin')).access_token;
  staffId = await makeUser(t.app, 'grant.target', 'SAL-2', ['ROLE_USER']);
});
after(() => t.close());

const codes = async (query = ''): Promise<Code[]> => (await get(t.app, `/api/auth/code${query}`, admin)).json().result;
const codeRow = async (code: string) => (await codes()).find((c) => c.code === code)!;
const tableCount = async (table: typeof authorityCode | typeof userAuthority | typeof menuAuthorityOverride) =>
  Number((await t.app.db.select({ n: count() }).from(table))[0].n);

describe('authority codes', () => {
  test('seeded from @dure/shared/access with levels, composites and user counts; filters', async () => {
    const all = await codes();
    assert.equal(all.length, ROLE_TABLE.length);
    const hrAdmin = all.find((c) => c.code === 'ROLE_HR_ADMIN')!;
    assert.equal(hrAdmin.level, 'COMPOSITE');
    assert.ok(hrAdmin.includes.includes('ROLE_USER_HR_ADMIN'));
    assert.equal(hrAdmin.userCount, 1);
    assert.equal(all.find((c) => c.code === 'ROLE_LEAD_READ')!.level, 'READ');
    assert.equal(all.find((c) => c.code === 'ROLE_USER')!.userCount, 71);
    const reads = await codes('?level=READ&keyword=LEAD');
    assert.ok(reads.length >= 2 && reads.every((c) => c.level === 'READ' && c.code.includes('LEAD')));
  });

  test('create a composite; edits of its includes apply at the next request', async () => {
    const res = await send(t.app, 'POST', '/api/auth/code', admin, { code: 'ROLE_SALES_ASSISTANT', name: '영업 보조', includes: ['ROLE_CUSTOMER_READ'] });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().result.level, 'COMPOSITE');
    assert.equal(res.json().result.systemYn, 'N');

    await t.app.db.insert(userAuthority).values({ userId: staffId, authorityCode: 'ROLE_SALES_ASSISTANT' });
    await invalidateOwners(t.app.db, 'all');
    const token = (await login(t.app, 'grant.target')).access_token;
    assert.equal((await get(t.app, '/api/department', token)).statusCode, 403);
    const me = (await get(t.app, '/api/user/me', token)).json().result;
    assert.ok(me.authorities.includes('ROLE_CUSTOMER_READ'));
    assert.ok(me.authorities.includes('ROLE_SALES_ASSISTANT'));

    const row = await codeRow('ROLE_SALES_ASSISTANT');
    const edit = await send(t.app, 'PUT', '/api/auth/code/ROLE_SALES_ASSISTANT', admin, { name: '영업 보조', includes: ['ROLE_CUSTOMER_READ', 'ROLE_DEPARTMENT_READ'], version: row.version });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal((await get(t.app, '/api/department', token)).statusCode, 200);
    const stale = await send(t.app, 'PUT', '/api/auth/code/ROLE_SALES_ASSISTANT', admin, { name: '다른 이름', version: row.version });
    assert.equal(stale.statusCode, 409);
    const audits = await t.app.db.select().from(auditHistory).where(eq(auditHistory.entityType, 'AUTHORITY_CODE'));
    assert.deepEqual(audits.map((a) => a.action), ['CREATE', 'UPDATE']);
  });

  test('bad input → 400 in Korean, nothing stored: format, duplicate, unknown include, cycle, includes of a non-composite', async () => {
    const before = await tableCount(authorityCode);
    const cases: [unknown, string][] = [
      [{ code: 'sales_helper', name: 'x', includes: ['ROLE_USER'] }, API_MESSAGES.authorityCodeFormat],
      [{ code: 'ROLE_LEAD_READ', name: 'x', includes: ['ROLE_USER'] }, API_MESSAGES.authorityCodeDuplicate],
      [{ code: 'ROLE_NEW_ONE', name: 'x', includes: ['ROLE_NOPE'] }, fill(API_MESSAGES.authorityCodeUnknown, { code: 'ROLE_NOPE' })],
      [{ code: 'ROLE_NEW_ONE', name: 'x', includes: [] }, API_MESSAGES.authorityIncludesRequired],
      [{ code: 'ROLE_NEW_ONE', name: ' ', includes: ['ROLE_USER'] }, API_MESSAGES.authorityNameRequired],
      [{ code: 'ROLE_SELFISH', name: 'x', includes: ['ROLE_SELFISH'] }, fill(API_MESSAGES.authorityCycle, { path: 'ROLE_SELFISH → ROLE_SELFISH' })],
    ];
    for (const [body, message] of cases) {
      const res = await send(t.app, 'POST', '/api/auth/code', admin, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, message);
    }
    // A → B exists; making B include A closes a cycle.
    await send(t.app, 'POST', '/api/auth/code', admin, { code: 'ROLE_CYCLE_B', name: 'B', includes: ['ROLE_USER'] });
    await send(t.app, 'POST', '/api/auth/code', admin, { code: 'ROLE_CYCLE_A', name: 'A', includes: ['ROLE_CYCLE_B'] });
    const b = await codeRow('ROLE_CYCLE_B');
    const cyclic = await send(t.app, 'PUT', '/api/auth/code/ROLE_CYCLE_B', admin, { name: 'B', includes: ['ROLE_CYCLE_A'], version: b.version });
    assert.equal(cyclic.statusCode, 400);
    assert.equal(cyclic.json().message, fill(API_MESSAGES.authorityCycle, { path: 'ROLE_CYCLE_B → ROLE_CYCLE_A → ROLE_CYCLE_B' }));
    assert.deepEqual((await codeRow('ROLE_CYCLE_B')).includes, ['ROLE_USER']);
    const plain = await codeRow('ROLE_LEAD_READ');
    const notComposite = await send(t.app, 'PUT', '/api/auth/code/ROLE_LEAD_READ', admin, { name: '리드 조회', includes: ['ROLE_USER'], version: plain.version });
    assert.equal(notComposite.json().message, API_MESSAGES.authorityIncludesNotComposite);
    assert.equal(await tableCount(authorityCode), before + 2);
  });

  test('only a SUPER may build ROLE_SUPER into a composite', async () => {
    const hr = (await login(t.app, 'hr')).access_token;
    const res = await send(t.app, 'POST', '/api/auth/code', hr, { code: 'ROLE_BACKDOOR', name: '뒷문', includes: ['ROLE_SUPER'] });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.grantSuperOnly);
  });

  test('delete: system codes, codes in use and included codes are refused; a free custom code goes', async () => {
    const system = await send(t.app, 'DELETE', '/api/auth/code/ROLE_LEAD_READ?version=0', admin);
    assert.equal(system.statusCode, 400);
    assert.equal(system.json().message, API_MESSAGES.authoritySystemDelete);
    const used = await codeRow('ROLE_SALES_ASSISTANT');
    const inUse = await send(t.app, 'DELETE', `/api/auth/code/ROLE_SALES_ASSISTANT?version=${used.version}`, admin);
    assert.equal(inUse.statusCode, 400);
    assert.equal(inUse.json().message, fill(API_MESSAGES.authorityInUse, { count: 1 }));
    const included = await send(t.app, 'DELETE', `/api/auth/code/ROLE_CYCLE_B?version=${(await codeRow('ROLE_CYCLE_B')).version}`, admin);
    assert.equal(included.statusCode, 400);
    const a = await codeRow('ROLE_CYCLE_A');
    assert.equal((await send(t.app, 'DELETE', `/api/auth/code/ROLE_CYCLE_A?version=${a.version + 1}`, admin)).statusCode, 409);
    const gone = await send(t.app, 'DELETE', `/api/auth/code/ROLE_CYCLE_A?version=${a.version}`, admin);
    assert.equal(gone.statusCode, 200);
    assert.equal(await codeRow('ROLE_CYCLE_A'), undefined);
    const hr = (await login(t.app, 'hr')).access_token;
    // ROLE_ADMIN holds AUTHORITY_CODE_ADMIN; a WRITE-only holder may not delete.
    const writer = await makeUser(t.app, 'code.writer', 'MGT-IT', ['ROLE_AUTHORITY_CODE_WRITE']);
    assert.ok(writer);
    const writerToken = (await login(t.app, 'code.writer')).access_token;
    assert.equal((await send(t.app, 'DELETE', '/api/auth/code/ROLE_CYCLE_B?version=0', writerToken)).statusCode, 403);
    assert.ok(hr);
  });
});

describe('user grants', () => {
  const grant = (body: unknown, token = admin) => send(t.app, 'POST', '/api/auth/user', token, body);

  test('grant with expiry: listed with names, audited on the user, the user notified; effective at the next request', async () => {
    const token = (await login(t.app, 'grant.target')).access_token;
    assert.equal((await get(t.app, '/api/auth/code', token)).statusCode, 403);
    const res = await grant({ userId: staffId, authorityCode: 'ROLE_AUTHORITY_CODE_READ', expiresAt: '2999-12-31', reason: '평가 시즌' });
    assert.equal(res.statusCode, 201, res.body);
    const view: Grant = res.json().result;
    assert.equal(view.expiresAt, '2999-12-31');
    assert.equal(view.expiredYn, 'N');
    assert.equal(view.grantedByName, '시스템관리자');
    assert.equal((await get(t.app, '/api/auth/code', token)).statusCode, 200);

    const list = (await get(t.app, `/api/auth/user?userId=${staffId}`, admin)).json().result;
    assert.deepEqual(list.content.map((g: Grant) => g.authorityCode).sort(), ['ROLE_AUTHORITY_CODE_READ', 'ROLE_SALES_ASSISTANT', 'ROLE_USER']);
    assert.ok((await get(t.app, '/api/auth/user?keyword=grant.target&authorityCode=ROLE_USER', admin)).json().result.totalElements === 1);
    const [audit] = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'USER'), eq(auditHistory.entityId, staffId), eq(auditHistory.action, 'UPDATE')));
    assert.equal(audit.changes[0].field, 'authorities');
    const notes = await t.app.db.select().from(notification).where(and(eq(notification.userId, staffId), eq(notification.type, 'ROLE_CHANGED')));
    assert.equal(notes.length, 1);

    const revoke = await send(t.app, 'DELETE', `/api/auth/user/${view.id}?reason=${encodeURIComponent('시즌 종료')}`, admin);
    assert.equal(revoke.statusCode, 200);
    assert.equal((await get(t.app, '/api/auth/code', token)).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/auth/user/${view.id}`, admin)).statusCode, 404);
  });

  test('bad grants → Korean 4xx and nothing stored', async () => {
    const before = await tableCount(userAuthority);
    const unknown = await grant({ userId: staffId, authorityCode: 'ROLE_NOPE' });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, fill(API_MESSAGES.authorityCodeUnknown, { code: 'ROLE_NOPE' }));
    const dup = await grant({ userId: staffId, authorityCode: 'ROLE_USER' });
    assert.equal(dup.statusCode, 409);
    assert.equal(dup.json().message, API_MESSAGES.grantDuplicate);
    const past = await grant({ userId: staffId, authorityCode: 'ROLE_LEAD_READ', expiresAt: '2001-01-01' });
    assert.equal(past.statusCode, 400);
    assert.equal(past.json().message, API_MESSAGES.grantExpiryPast);
    const badDate = await grant({ userId: staffId, authorityCode: 'ROLE_LEAD_READ', expiresAt: '2030-13-01' });
    assert.equal(badDate.statusCode, 400);
    const noUser = await grant({ userId: 999999, authorityCode: 'ROLE_LEAD_READ' });
    assert.equal(noUser.statusCode, 400);
    assert.equal(noUser.json().message, API_MESSAGES.userNotFound);
    const hr = (await login(t.app, 'hr')).access_token;
    const superByHr = await grant({ userId: staffId, authorityCode: 'ROLE_SUPER' }, hr);
    assert.equal(superByHr.statusCode, 403);
    assert.equal(superByHr.json().message, API_MESSAGES.grantSuperOnly);
    assert.equal(await tableCount(userAuthority), before);
  });
});

describe('menu roles', () => {
  const menus = async (): Promise<Menu[]> => (await get(t.app, '/api/auth/menu', admin)).json().result;

  test('every login page with defaults; an override changes allowed pages; reset restores', async () => {
    const all = await menus();
    assert.ok(all.length > 50);
    assert.ok(!all.some((m) => m.pageId === 'LoginPage'));
    const dept = all.find((m) => m.pageId === 'DepartmentPage')!;
    assert.deepEqual(dept.roles, ['ROLE_DEPARTMENT_READ']);
    assert.equal(dept.overriddenYn, 'N');

    await makeUser(t.app, 'menu.user', 'SAL-2', ['ROLE_USER']);
    const token = (await login(t.app, 'menu.user')).access_token;
    const pages = async () => (await get(t.app, '/api/user/me', token)).json().result.allowedPages as string[];
    assert.ok(!(await pages()).includes('DepartmentPage'));
    const put = await send(t.app, 'PUT', '/api/auth/menu/DepartmentPage', admin, { roles: ['ROLE_DEPARTMENT_READ', 'ROLE_USER'], version: 0 });
    assert.equal(put.statusCode, 200, put.body);
    assert.equal(put.json().result.overriddenYn, 'Y');
    assert.equal(put.json().result.version, 1);
    assert.ok((await pages()).includes('DepartmentPage'));
    assert.equal((await send(t.app, 'PUT', '/api/auth/menu/DepartmentPage', admin, { roles: ['ROLE_USER'], version: 0 })).statusCode, 409);

    const reset = await send(t.app, 'DELETE', '/api/auth/menu/DepartmentPage', admin);
    assert.equal(reset.statusCode, 200);
    assert.equal(reset.json().result.overriddenYn, 'N');
    assert.ok(!(await pages()).includes('DepartmentPage'));
    const audits = await t.app.db.select().from(auditHistory).where(eq(auditHistory.entityType, 'MENU_AUTHORITY'));
    assert.deepEqual(audits.map((a) => a.action), ['UPDATE', 'DELETE']);
  });

  test('unknown page → 404, unknown role or empty list → 400; nothing stored', async () => {
    const before = await tableCount(menuAuthorityOverride);
    const unknownPage = await send(t.app, 'PUT', '/api/auth/menu/NoSuchPage', admin, { roles: ['ROLE_USER'], version: 0 });
    assert.equal(unknownPage.statusCode, 404);
    assert.equal(unknownPage.json().message, API_MESSAGES.menuNotFound);
    const publicPage = await send(t.app, 'PUT', '/api/auth/menu/LoginPage', admin, { roles: ['ROLE_USER'], version: 0 });
    assert.equal(publicPage.statusCode, 404);
    const unknownRole = await send(t.app, 'PUT', '/api/auth/menu/DepartmentPage', admin, { roles: ['ROLE_WIZARD'], version: 0 });
    assert.equal(unknownRole.statusCode, 400);
    assert.equal(unknownRole.json().message, fill(API_MESSAGES.authorityCodeUnknown, { code: 'ROLE_WIZARD' }));
    const empty = await send(t.app, 'PUT', '/api/auth/menu/DepartmentPage', admin, { roles: [], version: 0 });
    assert.equal(empty.statusCode, 400);
    assert.equal(empty.json().message, API_MESSAGES.menuRolesRequired);
    assert.equal(await tableCount(menuAuthorityOverride), before);
  });
});

describe('role consistency', () => {
  test('expired grants, inactive users, closed departments and redundant grants; HR admin or SUPER only', async () => {
    const past = new Date(t.clock().getTime() - 24 * 60 * 60 * 1000);
    const expired = await makeUser(t.app, 'expired.grant', 'SAL-2', ['ROLE_USER']);
    await t.app.db.insert(userAuthority).values({ userId: expired, authorityCode: 'ROLE_LEAD_READ', expiresAt: past });
    await invalidateOwners(t.app.db, 'all');
    const retired = await makeUser(t.app, 'retired.one', 'SAL-2', ['ROLE_USER', 'ROLE_CRM_READ']);
    await t.app.db.update(appUser).set({ status: 'RETIRED' }).where(eq(appUser.id, retired));
    await invalidateOwners(t.app.db, 'all');
    const redundant = await makeUser(t.app, 'double.grant', 'SAL-2', ['ROLE_USER', 'ROLE_LEAD_READ', 'ROLE_LEAD_ADMIN']);
    const closed = await makeUser(t.app, 'closed.dept', 'RND-QA', ['ROLE_USER']);
    const [qa] = await t.app.db.select().from(department).where(eq(department.code, 'RND-QA'));
    await t.app.db.update(department).set({ validTo: '2020-01-01' }).where(eq(department.id, qa.id));
    await invalidateOwners(t.app.db, 'all');

    const res = await get(t.app, '/api/auth/consistency', (await login(t.app, 'hr')).access_token);
    assert.equal(res.statusCode, 200);
    const findings: { userId: number; kind: string; authorityCode: string | null; detail: string }[] = res.json().result;
    const of = (userId: number) => findings.filter((f) => f.userId === userId).map((f) => `${f.kind}:${f.authorityCode}`);
    assert.deepEqual(of(expired), ['EXPIRED_GRANT:ROLE_LEAD_READ']);
    assert.deepEqual(of(retired), ['INACTIVE_USER:ROLE_CRM_READ']);
    assert.deepEqual(of(redundant), ['REDUNDANT:ROLE_LEAD_READ']);
    assert.ok(of(closed).includes('CLOSED_DEPARTMENT:null'));
    assert.ok(findings.every((f) => /[가-힣]/.test(f.detail)));
    await t.app.db.update(department).set({ validTo: null }).where(eq(department.id, qa.id));
    await invalidateOwners(t.app.db, 'all');

    assert.equal((await get(t.app, '/api/auth/consistency', (await login(t.app, 'ops')).access_token)).statusCode, 403);
  });
});
