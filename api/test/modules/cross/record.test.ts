import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { appUser, auditHistory, department, notification, share, userAuthority, userExtraDept } from '../../../src/db/schema';
import { recordAccess, sharedLevel, viewerFor } from '../../../src/modules/cross/record/registry';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

let t: TestApp;
let admin: TestUser;
let hr: TestUser;
let sales: TestUser;
let dev: TestUser;
let ceo: TestUser;
let deptId: (code: string) => Promise<number>;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, hr, sales, dev, ceo] = await signInAll(t, ['admin', 'hr', 'sales', 'dev', 'ceo']);
  deptId = async (code) => (await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, code)))[0].id;
});
after(() => t.close());

const level = async (user: TestUser, type: string, id: number) => recordAccess(t.app.db, await viewerFor(t.app.db, user.id, new Date()), type, id);
const notFoundBody = { error: 'not_found', message: API_MESSAGES.recordNotFound };

describe('record registry and access (DOMAIN §1.3)', () => {
  test('DEPARTMENT: DEPARTMENT_READ/WRITE org-wide, admin WRITE, others NONE', async () => {
    const qa = await deptId('RND-QA');
    assert.equal(await level(admin, 'DEPARTMENT', qa), 'WRITE');
    assert.equal(await level(hr, 'DEPARTMENT', qa), 'WRITE');
    assert.equal(await level(sales, 'DEPARTMENT', qa), 'NONE');
    assert.equal(await level(dev, 'DEPARTMENT', qa), 'NONE');
    await grant(t, dev.id, 'ROLE_DEPARTMENT_READ');
    assert.equal(await level(dev, 'DEPARTMENT', await deptId('SAL-1')), 'READ');
    await t.app.db.delete(userAuthority).where(and(eq(userAuthority.userId, dev.id), eq(userAuthority.authorityCode, 'ROLE_DEPARTMENT_READ')));
    await invalidateOwners(t.app.db, 'all');
    assert.equal(await level(dev, 'DEPARTMENT', await deptId('SAL-1')), 'NONE');
  });

  test('USER: self WRITE, USER_HR_ADMIN WRITE, USER_HR_READ only in the department subtree', async () => {
    assert.equal(await level(dev, 'USER', dev.id), 'WRITE');
    assert.equal(await level(sales, 'USER', dev.id), 'NONE');
    assert.equal(await level(hr, 'USER', dev.id), 'WRITE');
    // sales.lead's team is 영업1팀: with USER_HR_READ they read 영업1팀 people only.
    const lead = await signIn(t, 'sales.lead');
    await grant(t, lead.id, 'ROLE_USER_HR_READ');
    assert.equal(await level(lead, 'USER', sales.id), 'READ');
    assert.equal(await level(lead, 'USER', dev.id), 'NONE');
    await grant(t, lead.id, 'ROLE_USER_HR_WRITE');
    assert.equal(await level(lead, 'USER', sales.id), 'WRITE');
  });

  test('겸직: a record of the extra department is in scope through the toolkit, as in lib/dataScope', async () => {
    const lead = await signIn(t, 'finance');
    await grant(t, lead.id, 'ROLE_USER_HR_READ');
    const [devRow] = await t.app.db.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, dev.id));
    assert.equal(await level(lead, 'USER', dev.id), 'NONE');
    await t.app.db.insert(userExtraDept).values({ userId: lead.id, deptId: devRow.deptId! });
    await invalidateOwners(t.app.db, 'all');
    try {
      assert.equal(await level(lead, 'USER', dev.id), 'READ');
      const history = await get(t.app, `/api/history/user/${dev.id}`, lead.token);
      assert.equal(history.statusCode, 200, history.body);
      // A share to the extra department reaches its 겸직 member too.
      const qa = await deptId('RND-QA');
      await t.app.db.insert(share).values({ targetType: 'DEPARTMENT', targetId: qa, granteeType: 'DEPT', granteeId: devRow.deptId!, permission: 'READ', createdBy: admin.id });
      assert.equal(await sharedLevel(t.app.db, await viewerFor(t.app.db, lead.id, new Date()), 'DEPARTMENT', qa), 'READ');
      await t.app.db.delete(share).where(and(eq(share.targetType, 'DEPARTMENT'), eq(share.targetId, qa)));
    } finally {
      await t.app.db.delete(userExtraDept).where(eq(userExtraDept.userId, lead.id));
      await invalidateOwners(t.app.db, 'all');
    }
    assert.equal(await level(lead, 'USER', dev.id), 'NONE');
  });

  test('unknown type or missing record → NONE', async () => {
    assert.equal(await level(admin, 'NOPE', 1), 'NONE');
    assert.equal(await level(admin, 'DEPARTMENT', 999_999), 'NONE');
  });
});

describe('history', () => {
  test('newest first with Korean labels and actor names; type is case-insensitive; paging', async () => {
    const id = await deptId('MGT-GA');
    const [dept] = await t.app.db.select().from(department).where(eq(department.id, id));
    const res1 = await send(t.app, 'PUT', `/api/department/${id}`, admin.token, { code: dept.code, name: '총무구매팀', version: dept.version });
    assert.equal(res1.statusCode, 200, res1.body);
    const res2 = await send(t.app, 'PUT', `/api/department/${id}`, hr.token, { code: dept.code, name: '총무팀', costCenterCode: 'CC2399', version: dept.version + 1 });
    assert.equal(res2.statusCode, 200, res2.body);

    const res = await get(t.app, `/api/history/department/${id}?page=0&size=1`, admin.token);
    assert.equal(res.statusCode, 200, res.body);
    const page = res.json().result;
    assert.equal(page.totalElements, 2);
    assert.equal(page.totalPages, 2);
    assert.equal(page.content.length, 1);
    const [latest] = page.content;
    assert.equal(latest.action, 'UPDATE');
    assert.equal(latest.actionLabel, '수정');
    assert.equal(latest.actorName, '윤서영');
    assert.match(latest.at, /\+09:00$/);
    assert.deepEqual(
      latest.changes.map((c: { field: string; label: string; old: unknown; new: unknown }) => [c.field, c.label, c.old, c.new]),
      [
        ['name', '부서명', '총무구매팀', '총무팀'],
        ['costCenterCode', '코스트센터', 'CC2300', 'CC2399'],
      ],
    );
    const second = (await get(t.app, `/api/history/DEPARTMENT/${id}?page=1&size=1`, admin.token)).json().result.content[0];
    assert.equal(second.actorName, '시스템관리자');
  });

  test('reference fields carry names (oldText/newText)', async () => {
    const id = await deptId('MGT-GA');
    const [dept] = await t.app.db.select().from(department).where(eq(department.id, id));
    const res = await send(t.app, 'PUT', `/api/department/${id}`, admin.token, { code: dept.code, name: dept.name, leaderUserId: dev.id, version: dept.version });
    assert.equal(res.statusCode, 200, res.body);
    const [latest] = (await get(t.app, `/api/history/DEPARTMENT/${id}?size=1`, admin.token)).json().result.content;
    const change = latest.changes.find((c: { field: string }) => c.field === 'leaderUserId');
    assert.equal(change.label, '부서장');
    assert.equal(change.new, dev.id);
    assert.equal(change.newText, '정다은');
    assert.equal(typeof change.oldText, 'string');
  });

  test('no access, unknown type, missing record → the same 404; bad id → 400', async () => {
    const id = await deptId('MGT-GA');
    for (const [path, token] of [
      [`/api/history/DEPARTMENT/${id}`, sales.token],
      [`/api/history/NOPE/${id}`, admin.token],
      ['/api/history/DEPARTMENT/999999', admin.token],
    ]) {
      const res = await get(t.app, path, token);
      assert.equal(res.statusCode, 404, path);
      assert.deepEqual(res.json(), notFoundBody);
    }
    assert.equal((await get(t.app, '/api/history/DEPARTMENT/abc', admin.token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/history/DEPARTMENT/0', admin.token)).statusCode, 400);
    assert.equal((await get(t.app, `/api/history/DEPARTMENT/${id}?size=0`, admin.token)).statusCode, 400);
    assert.equal((await get(t.app, `/api/history/${'X'.repeat(41)}/1`, admin.token)).statusCode, 400);
  });

  test('USER: masked fields show ●●● unless USER_HR_ADMIN; sign-ins are not listed', async () => {
    await t.app.db.insert(auditHistory).values({
      entityType: 'USER',
      entityId: dev.id,
      action: 'UPDATE',
      changes: [
        { field: 'mobile', old: '01011112222', new: '01033334444' },
        { field: 'name', old: '정다은', new: '정다은' },
      ],
      actorId: hr.id,
      at: new Date(),
    });
    await grant(t, ceo.id, 'ROLE_USER_HR_READ');
    const asCeo = (await get(t.app, `/api/history/USER/${dev.id}`, ceo.token)).json().result;
    assert.ok(asCeo.content.every((h: { action: string }) => h.action !== 'LOGIN'), 'no LOGIN rows');
    const change = asCeo.content[0].changes.find((c: { field: string }) => c.field === 'mobile');
    assert.deepEqual(change, { field: 'mobile', label: '휴대폰', old: '●●●', new: '●●●', oldText: null, newText: null });
    const asHr = (await get(t.app, `/api/history/USER/${dev.id}`, hr.token)).json().result;
    assert.equal(asHr.content[0].changes.find((c: { field: string }) => c.field === 'mobile').new, '01033334444');
    // Own record: readable (owner), still masked without USER_HR_ADMIN.
    const own = (await get(t.app, `/api/history/USER/${dev.id}`, dev.token)).json().result;
    assert.equal(own.content[0].changes.find((c: { field: string }) => c.field === 'mobile').old, '●●●');
    assert.equal((await get(t.app, `/api/history/USER/${dev.id}`, sales.token)).statusCode, 404);
  });
});

describe('share', () => {
  let target: number;
  before(async () => {
    target = await deptId('RND-QA');
  });

  test('sharing widens access (history, comments, shares, activity); revoking narrows it again', async () => {
    const paths = [`/api/history/DEPARTMENT/${target}`, `/api/comment/DEPARTMENT/${target}`, `/api/share/DEPARTMENT/${target}`, `/api/activity/DEPARTMENT/${target}`];
    for (const p of paths) assert.equal((await get(t.app, p, sales.token)).statusCode, 404, p);

    const res = await send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, admin.token, { granteeType: 'USER', granteeId: sales.id, permission: 'READ' });
    assert.equal(res.statusCode, 201, res.body);
    const made = res.json().result;
    assert.equal(made.granteeName, '이하늘');
    assert.equal(made.permission, 'READ');
    assert.equal(made.createdByName, '시스템관리자');
    assert.equal(made.expiresAt, null);
    for (const p of paths) assert.equal((await get(t.app, p, sales.token)).statusCode, 200, p);

    const list = (await get(t.app, `/api/share/DEPARTMENT/${target}`, sales.token)).json().result;
    assert.deepEqual(list.map((s: { id: number }) => s.id), [made.id]);
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, sales.id), eq(notification.type, 'SHARED')));
    assert.ok(note, 'SHARED notification');
    assert.equal(note.category, 'COLLAB');
    assert.equal(note.targetType, 'DEPARTMENT');
    assert.equal(note.targetId, target);
    assert.match(note.body, /품질관리팀/);
    const activity = (await get(t.app, `/api/activity/DEPARTMENT/${target}`, sales.token)).json().result.content;
    assert.equal(activity[0].verb, 'SHARED');
    assert.equal(activity[0].verbLabel, '공유');
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'SHARE'), eq(auditHistory.entityId, made.id)));
    assert.equal(audits.length, 1);

    // READ is not enough to share further or to revoke.
    const further = await send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, sales.token, { granteeType: 'USER', granteeId: dev.id, permission: 'READ' });
    assert.equal(further.statusCode, 403);
    assert.equal(further.json().message, API_MESSAGES.recordWriteForbidden);
    assert.equal((await send(t.app, 'DELETE', `/api/share/${made.id}`, sales.token)).statusCode, 403);

    // Same grantee again → updated in place (200), now WRITE: sales may share on.
    const again = await send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, admin.token, { granteeType: 'USER', granteeId: sales.id, permission: 'WRITE' });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().result.id, made.id);
    assert.equal(again.json().result.permission, 'WRITE');
    assert.equal(await level(sales, 'DEPARTMENT', target), 'WRITE');

    const revoke = await send(t.app, 'DELETE', `/api/share/${made.id}`, admin.token);
    assert.equal(revoke.statusCode, 200, revoke.body);
    for (const p of paths) assert.equal((await get(t.app, p, sales.token)).statusCode, 404, p);
    assert.equal((await send(t.app, 'DELETE', `/api/share/${made.id}`, admin.token)).statusCode, 404);
  });

  test('a department share reaches everyone in its subtree; an expired share does not count', async () => {
    const res = await send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, admin.token, { granteeType: 'DEPT', granteeId: await deptId('SAL'), permission: 'READ', expiresAt: '2999-12-31' });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().result.granteeName, '영업본부');
    assert.equal(res.json().result.expiresAt, '2999-12-31T23:59:59.999+09:00');
    assert.equal(await level(sales, 'DEPARTMENT', target), 'READ');
    assert.equal(await level(dev, 'DEPARTMENT', target), 'NONE');
    const notified = await t.app.db.select().from(notification).where(and(eq(notification.type, 'SHARED'), eq(notification.targetId, target)));
    assert.ok(notified.length >= 3, 'every 영업본부 member is told');

    await t.app.db.update(share).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(share.id, res.json().result.id));
    assert.equal(await level(sales, 'DEPARTMENT', target), 'NONE');
    await send(t.app, 'DELETE', `/api/share/${res.json().result.id}`, admin.token);
  });

  test('concurrent identical shares: one is created, none fails with 500', async () => {
    const body = { granteeType: 'USER', granteeId: dev.id, permission: 'READ' };
    const results = await Promise.all(Array.from({ length: 4 }, () => send(t.app, 'POST', `/api/share/DEPARTMENT/${target}`, admin.token, body)));
    const codes = results.map((r) => r.statusCode);
    assert.equal(codes.filter((c) => c === 201).length, 1, codes.join());
    assert.ok(codes.every((c) => [200, 201, 409].includes(c)), codes.join());
    const rows = await t.app.db.select().from(share).where(and(eq(share.targetId, target), eq(share.granteeId, dev.id)));
    assert.equal(rows.length, 1);
    await send(t.app, 'DELETE', `/api/share/${rows[0].id}`, admin.token);
  });

  test('refusals: not shareable, unknown grantee, self, past expiry, bad input', async () => {
    const cases: [string, unknown, number, string?][] = [
      [`/api/share/USER/${dev.id}`, { granteeType: 'USER', granteeId: sales.id, permission: 'READ' }, 400, API_MESSAGES.shareNotAllowed],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'USER', granteeId: 999_999, permission: 'READ' }, 400, API_MESSAGES.shareGranteeNotFound],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'DEPT', granteeId: 999_999, permission: 'READ' }, 400, API_MESSAGES.shareGranteeNotFound],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'USER', granteeId: admin.id, permission: 'READ' }, 400, API_MESSAGES.shareSelf],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'USER', granteeId: sales.id, permission: 'READ', expiresAt: '2000-01-01' }, 400, API_MESSAGES.shareExpiresPast],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'USER', granteeId: sales.id, permission: 'READ', expiresAt: 'tomorrow-ish' }, 400],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'ROLE', granteeId: sales.id, permission: 'READ' }, 400],
      [`/api/share/DEPARTMENT/${target}`, { granteeType: 'USER', granteeId: 'x', permission: 'ADMIN' }, 400],
      [`/api/share/DEPARTMENT/${target}`, 'not json', 415],
      [`/api/share/NOPE/${target}`, { granteeType: 'USER', granteeId: sales.id, permission: 'READ' }, 404, API_MESSAGES.recordNotFound],
    ];
    for (const [path, body, status, message] of cases) {
      const res = await send(t.app, 'POST', path, admin.token, body);
      assert.equal(res.statusCode, status, `${path} ${JSON.stringify(body)} → ${res.body}`);
      assert.equal(typeof res.json().message, 'string');
      if (message) assert.equal(res.json().message, message);
    }
    assert.equal((await send(t.app, 'DELETE', '/api/share/abc', admin.token)).statusCode, 400);
  });
});

describe('activity', () => {
  test('department create/update/move/delete write the feed; the home feed lists the caller’s readable activity', async () => {
    const parent = await deptId('RND');
    const made = await send(t.app, 'POST', '/api/department', admin.token, { code: 'RND-AI', name: 'AI팀', parentId: parent });
    assert.equal(made.statusCode, 201, made.body);
    const id = made.json().result.id;
    await send(t.app, 'PUT', `/api/department/${id}`, admin.token, { code: 'RND-AI', name: 'AI연구팀', version: 0 });
    await send(t.app, 'PUT', `/api/department/${id}/move`, admin.token, { parentId: await deptId('DLV'), version: 1 });
    const feed = (await get(t.app, `/api/activity/DEPARTMENT/${id}`, admin.token)).json().result;
    assert.deepEqual(feed.content.map((a: { verb: string }) => a.verb), ['UPDATED', 'UPDATED', 'CREATED']);
    assert.equal(feed.content[2].summary, "부서 'AI팀' 등록");
    assert.equal(feed.content[1].summary, '부서명 수정');
    assert.match(feed.content[0].summary, /사업수행본부/);
    assert.equal(feed.content[0].actorName, '시스템관리자');

    const mine = (await get(t.app, '/api/activity/mine?size=5', admin.token)).json().result;
    assert.equal(mine.length, 5);
    assert.equal(mine[0].targetType, 'DEPARTMENT');
    assert.equal(mine[0].targetLabel, '부서');
    assert.equal(mine[0].targetTitle, 'AI연구팀');

    assert.equal((await send(t.app, 'DELETE', `/api/department/${id}?version=2`, admin.token)).statusCode, 200);
    const [closed] = await t.app.db.select().from(department).where(eq(department.id, id));
    assert.equal(closed.deletedYn, 'Y');
    // A closed department is gone for the toolkit (404), and drops out of the home feed.
    assert.equal((await get(t.app, `/api/activity/DEPARTMENT/${id}`, admin.token)).statusCode, 404);
    const after = (await get(t.app, '/api/activity/mine', admin.token)).json().result;
    assert.ok(after.every((a: { targetId: number }) => a.targetId !== id));
    assert.deepEqual((await get(t.app, '/api/activity/mine', dev.token)).json().result, []);
    assert.equal((await get(t.app, '/api/activity/mine?size=500', dev.token)).statusCode, 400);
  });
});

describe('bookmarks', () => {
  const add = (user: TestUser, body: unknown) => send(t.app, 'POST', '/api/bookmark', user.token, body);

  test('records (READ needed) and paths, own list in order, reorder, delete own only', async () => {
    const team = await deptId('SAL-2');
    const a = await add(admin, { targetType: 'department', targetId: team, label: '영업2팀' });
    assert.equal(a.statusCode, 201, a.body);
    assert.equal(a.json().result.targetType, 'DEPARTMENT');
    const b = await add(admin, { path: '/lead?statusList=OPEN', label: '열린 리드' });
    assert.equal(b.statusCode, 201, b.body);
    assert.equal((await add(admin, { targetType: 'DEPARTMENT', targetId: team, label: '또' })).statusCode, 409);
    assert.equal((await add(admin, { path: '/lead?statusList=OPEN', label: '또' })).json().message, API_MESSAGES.bookmarkDuplicate);
    assert.equal((await add(sales, { targetType: 'DEPARTMENT', targetId: team, label: '영업2팀' })).statusCode, 404);
    assert.equal((await add(admin, { path: 'lead', label: 'x' })).json().message, API_MESSAGES.bookmarkPath);
    assert.equal((await add(admin, { path: '//evil.example', label: 'x' })).statusCode, 400);
    assert.equal((await add(admin, { path: '/x', targetType: 'DEPARTMENT', targetId: team, label: 'x' })).statusCode, 400);
    assert.equal((await add(admin, { label: 'x' })).statusCode, 400);
    assert.equal((await add(admin, { path: '/x', label: '   ' })).json().message, API_MESSAGES.bookmarkLabelRequired);
    assert.equal((await add(admin, { targetType: 'DEPARTMENT', label: 'x' })).statusCode, 400);

    const list = (await get(t.app, '/api/bookmark', admin.token)).json().result;
    assert.deepEqual(list.map((x: { id: number }) => x.id), [a.json().result.id, b.json().result.id]);
    const reordered = await send(t.app, 'PUT', '/api/bookmark/order', admin.token, { ids: [b.json().result.id] });
    assert.equal(reordered.statusCode, 200, reordered.body);
    assert.deepEqual(reordered.json().result.map((x: { id: number }) => x.id), [b.json().result.id, a.json().result.id]);
    assert.equal((await send(t.app, 'PUT', '/api/bookmark/order', sales.token, { ids: [b.json().result.id] })).statusCode, 400);
    assert.deepEqual((await get(t.app, '/api/bookmark', sales.token)).json().result, []);

    assert.equal((await send(t.app, 'DELETE', `/api/bookmark/${a.json().result.id}`, sales.token)).statusCode, 404);
    assert.equal((await send(t.app, 'DELETE', `/api/bookmark/${a.json().result.id}`, admin.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/bookmark/${a.json().result.id}`, admin.token)).statusCode, 404);
  });

  test('concurrent additions cannot pass the limit', async () => {
    for (let i = 0; i < 47; i++) assert.equal((await add(hr, { path: `/p/${i}`, label: `p${i}` })).statusCode, 201);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => add(hr, { path: `/q/${i}`, label: `q${i}` })));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 201, 201, 400, 400, 400]);
    assert.equal((await get(t.app, '/api/bookmark', hr.token)).json().result.length, 50);
  });

  test('at most 50 per user', async () => {
    for (let i = 0; i < 50; i++) assert.equal((await add(dev, { path: `/page/${i}`, label: `페이지 ${i}` })).statusCode, 201);
    const over = await add(dev, { path: '/page/50', label: '51번째' });
    assert.equal(over.statusCode, 400);
    assert.equal(over.json().message, API_MESSAGES.bookmarkLimit);
    assert.equal((await get(t.app, '/api/bookmark', dev.token)).json().result.length, 50);
  });
});

