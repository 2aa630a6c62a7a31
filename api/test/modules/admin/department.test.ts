import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import { appUser, auditHistory, department, notification, userAuthority } from '../../../src/db/schema';
import { uniqueViolation } from '../../../src/lib/dbErrors';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import type { Department } from '@dure/shared/contracts/admin/department';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

type Dept = Department;

let t: TestApp;
let adminToken: string;
let byCode: (code: string) => Promise<Dept>;

async function grant(username: string, ...codes: string[]) {
  const [user] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
  await t.app.db.insert(userAuthority).values(codes.map((authorityCode) => ({ userId: user.id, authorityCode })));
  await invalidateOwners(t.app.db, 'all');
}

before(async () => {
  t = await buildTestApp({ crm: false });
  adminToken = (await login(t.app, 'admin')).access_token;
  byCode = async (code) => {
    const list: Dept[] = (await get(t.app, '/api/department', adminToken)).json().result;
    const found = list.find((d) => d.code === code);
    assert.ok(found, `department ${code}`);
    return found;
  };
});
after(() => t.close());

const create = (body: Record<string, unknown>, token = adminToken) => send(t.app, 'POST', '/api/department', token, body);
const update = (id: number, body: Record<string, unknown>, token = adminToken) => send(t.app, 'PUT', `/api/department/${id}`, token, body);
const move = (id: number, body: Record<string, unknown>, token = adminToken) => send(t.app, 'PUT', `/api/department/${id}/move`, token, body);
const remove = (id: number, version: number, token = adminToken) => send(t.app, 'DELETE', `/api/department/${id}?version=${version}`, token);

describe('reading the tree', () => {
  test('flat list in tree order with counts', async () => {
    const res = await get(t.app, '/api/department', adminToken);
    assert.equal(res.statusCode, 200);
    const list: Dept[] = res.json().result;
    assert.equal(list.length, 19);
    const [root] = list;
    assert.equal(root.parentId, null);
    assert.equal(root.level, 'COMPANY');
    assert.equal(root.name, '(주)두레솔루션');
    assert.equal(root.childCount, 4);
    assert.equal(root.subtreeMemberCount, 70);
    // Pre-order: every department comes after its parent.
    const seen = new Set<number>();
    for (const d of list) {
      if (d.parentId !== null) assert.ok(seen.has(d.parentId), `${d.name} after its parent`);
      seen.add(d.id);
      assert.ok(d.path.endsWith(`/${d.id}/`));
    }
    const sales1 = list.find((d) => d.name === '영업1팀')!;
    assert.equal(sales1.leaderName, '박준혁');
    assert.ok(sales1.directMemberCount >= 2);
    assert.equal(sales1.memberCount, sales1.directMemberCount);
    assert.equal(sales1.subtreeMemberCount, sales1.memberCount);
    assert.equal(sales1.hasChildren, false);
    const division = list.find((d) => d.id === sales1.parentId)!;
    const teams = list.filter((d) => d.parentId === division.id);
    assert.equal(division.memberCount, division.directMemberCount + teams.reduce((s, d) => s + d.memberCount, 0));
    assert.equal(division.hasChildren, true);
  });

  test('keyword returns the matches and their ancestors', async () => {
    const res = await get(t.app, `/api/department?keyword=${encodeURIComponent('영업1')}`, adminToken);
    const names = (res.json().result as Dept[]).map((d) => d.name);
    assert.deepEqual(names, ['(주)두레솔루션', '영업본부', '영업1팀']);
    const byCodeKeyword = (await get(t.app, '/api/department?keyword=rnd-q', adminToken)).json().result as Dept[];
    assert.deepEqual(byCodeKeyword.map((d) => d.code), ['DURE', 'RND', 'RND-QA']);
  });

  test('detail by id; unknown id → 404 in Korean; non-numeric id → 400', async () => {
    const team = await byCode('MGT-HR');
    const res = await get(t.app, `/api/department/${team.id}`, adminToken);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().result.name, '인사팀');
    const missing = await get(t.app, '/api/department/999999', adminToken);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { error: 'not_found', message: API_MESSAGES.departmentNotFound });
    assert.equal((await get(t.app, '/api/department/abc', adminToken)).statusCode, 400);
  });
});

describe('creating', () => {
  test('201 with path, default level one step down, default sort order, audit row', async () => {
    const division = await byCode('DLV');
    const res = await create({ code: 'dlv-3', name: '  사업3팀 ', parentId: division.id, costCenterCode: 'CC4500' });
    assert.equal(res.statusCode, 201, res.body);
    const made: Dept = res.json().result;
    assert.equal(made.code, 'DLV-3');
    assert.equal(made.name, '사업3팀');
    assert.equal(made.level, 'DEPARTMENT');
    assert.equal(made.path, `${division.path}${made.id}/`);
    assert.equal(made.version, 0);
    assert.equal(made.sortOrder, 50);
    assert.equal(made.memberCount, 0);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'DEPARTMENT'), eq(auditHistory.entityId, made.id)));
    assert.equal(audits.length, 1);
    assert.equal(audits[0].action, 'CREATE');
    assert.ok(audits[0].changes.some((c) => c.field === 'name' && c.new === '사업3팀'));
    assert.ok(audits[0].actorId);
  });

  test('duplicate code and duplicate sibling name → 400 validation with fields', async () => {
    const division = await byCode('SAL');
    const dupCode = await create({ code: 'sal-1', name: '새팀', parentId: division.id });
    assert.equal(dupCode.statusCode, 400);
    assert.equal(dupCode.json().error, 'validation');
    assert.deepEqual(dupCode.json().fields, { code: API_MESSAGES.departmentCodeDuplicate });
    assert.equal(typeof dupCode.json().message, 'string');

    const dupName = await create({ code: 'SAL-9', name: '영업1팀', parentId: division.id });
    assert.equal(dupName.statusCode, 400);
    assert.deepEqual(dupName.json().fields, { name: API_MESSAGES.departmentNameDuplicate });

    // The same name under another parent is fine.
    const elsewhere = await create({ code: 'RND-S1', name: '영업1팀', parentId: (await byCode('RND')).id });
    assert.equal(elsewhere.statusCode, 201);
  });

  test('blank or long names, bad codes, unknown parent, unknown leader → fields', async () => {
    const parentId = (await byCode('MGT')).id;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ code: 'X1', name: '   ', parentId }, { name: API_MESSAGES.departmentNameRequired }],
      [{ code: 'X2', name: '가'.repeat(51), parentId }, { name: API_MESSAGES.departmentNameTooLong }],
      [{ code: '코드', name: '팀', parentId }, { code: API_MESSAGES.departmentCodeFormat }],
      [{ code: 'X3', name: '팀', parentId: 987654 }, { parentId: API_MESSAGES.departmentParentNotFound }],
      [{ code: 'X4', name: '팀', parentId: null }, { parentId: API_MESSAGES.departmentParentRequired }],
      [{ code: 'X5', name: '팀', parentId, leaderUserId: 987654 }, { leaderUserId: API_MESSAGES.departmentLeaderNotFound }],
      [{ code: 'X6', name: '팀', parentId, level: 'DIVISION' }, { level: API_MESSAGES.departmentLevelTooHigh }],
    ];
    for (const [body, fields] of cases) {
      const res = await create(body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error, 'validation');
      assert.deepEqual(res.json().fields, fields, JSON.stringify(body));
    }
    const schema = await create({ name: '팀', parentId });
    assert.equal(schema.statusCode, 400);
    assert.deepEqual(schema.json().fields, { code: API_MESSAGES.fieldRequired });
  });
});

describe('unique indexes back the pre-checks', () => {
  test('a duplicate that slips past the checks is recognised as the named unique violation on this driver', async () => {
    const team = await byCode('MGT-HR');
    const error = await t.app.db
      .insert(department)
      .values({ code: team.code, name: '경합', parentId: team.parentId, level: 'TEAM' })
      .then(() => null, (e: unknown) => e);
    assert.equal(uniqueViolation(error), 'department_code_uq');
  });
});

describe('editing with optimistic locking', () => {
  test('rename bumps the version and writes an UPDATE audit row', async () => {
    const team = await byCode('MGT-GA');
    const res = await update(team.id, { code: team.code, name: '총무구매팀', version: team.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.name, '총무구매팀');
    assert.equal(res.json().result.version, team.version + 1);
    const [audit] = await t.app.db
      .select()
      .from(auditHistory)
      .where(and(eq(auditHistory.entityId, team.id), eq(auditHistory.action, 'UPDATE')));
    assert.deepEqual(audit.changes, [{ field: 'name', old: '총무팀', new: '총무구매팀' }]);
  });

  test('a stale version → 409 conflict and nothing changes', async () => {
    const team = await byCode('MGT-GA');
    const res = await update(team.id, { code: team.code, name: '다른이름', version: team.version - 1 });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { error: 'conflict', message: API_MESSAGES.conflict });
    const now = await byCode('MGT-GA');
    assert.equal(now.name, '총무구매팀');
    assert.equal(now.version, team.version);
  });

  test('leader can be set and cleared; unknown id → 404', async () => {
    const team = await byCode('MGT-GA');
    const [hr] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'hr'));
    const set = await update(team.id, { code: team.code, name: team.name, leaderUserId: hr.id, version: team.version });
    assert.equal(set.json().result.leaderName, '윤서영');
    const cleared = await update(team.id, { code: team.code, name: team.name, leaderUserId: null, version: team.version + 1 });
    assert.equal(cleared.json().result.leaderUserId, null);
    assert.equal((await update(999999, { code: 'Z', name: 'Z', version: 0 })).statusCode, 404);
  });

  test('a new leader and the previous one are notified (DEPT_LEADER_CHANGED)', async () => {
    const team = await byCode('DLV-TS');
    const [previous, next] = await Promise.all(
      ['pm', 'dev'].map(async (username) => (await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username)))[0]),
    );
    const first = await update(team.id, { code: team.code, name: team.name, leaderUserId: previous.id, version: team.version });
    assert.equal(first.statusCode, 200);
    const second = await update(team.id, { code: team.code, name: team.name, leaderUserId: next.id, version: team.version + 1 });
    assert.equal(second.statusCode, 200);
    const rows = await t.app.db
      .select({ userId: notification.userId, title: notification.title, body: notification.body, confirmYn: notification.confirmYn })
      .from(notification)
      .where(and(eq(notification.type, 'DEPT_LEADER_CHANGED'), eq(notification.targetId, team.id)))
      .orderBy(asc(notification.id));
    const appointed = (userId: number) => ({ userId, title: '부서장 지정', body: `'${team.name}' 부서장으로 지정되었습니다.`, confirmYn: 'N' });
    const replaced = (userId: number) => ({ userId, title: '부서장 변경', body: `'${team.name}' 부서장이 다른 사람으로 바뀌었습니다.`, confirmYn: 'N' });
    assert.ok(team.leaderUserId !== null, 'the seed gives every team a leader');
    assert.deepEqual(rows, [appointed(previous.id), replaced(team.leaderUserId), appointed(next.id), replaced(previous.id)]);
  });
});

describe('moving', () => {
  test('re-parents and rewrites the paths of the whole subtree', async () => {
    const rnd = await byCode('RND');
    const dlv = await byCode('DLV');
    const a: Dept = (await create({ code: 'MOVE-A', name: '이동본부실', parentId: rnd.id })).json().result;
    const b: Dept = (await create({ code: 'MOVE-B', name: '이동팀', parentId: a.id })).json().result;
    const c: Dept = (await create({ code: 'MOVE-C', name: '이동파트', parentId: b.id })).json().result;
    assert.equal(c.path, `${rnd.path}${a.id}/${b.id}/${c.id}/`);

    const res = await move(a.id, { parentId: dlv.id, version: a.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.parentId, dlv.id);
    assert.equal(res.json().result.version, a.version + 1);
    assert.equal((await byCode('MOVE-A')).path, `${dlv.path}${a.id}/`);
    assert.equal((await byCode('MOVE-B')).path, `${dlv.path}${a.id}/${b.id}/`);
    assert.equal((await byCode('MOVE-C')).path, `${dlv.path}${a.id}/${b.id}/${c.id}/`);
    assert.equal((await byCode('RND')).childCount, rnd.childCount, 'A left RND again');
  });

  test('under itself or a descendant → 400 cycle; the root cannot move; stale version → 409', async () => {
    const a = await byCode('MOVE-A');
    const c = await byCode('MOVE-C');
    for (const parentId of [a.id, c.id]) {
      const res = await move(a.id, { parentId, version: a.version });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().fields, { parentId: API_MESSAGES.departmentCycle });
    }
    const root = await byCode('DURE');
    const rootMove = await move(root.id, { parentId: a.id, version: root.version });
    assert.equal(rootMove.statusCode, 400);
    assert.deepEqual(rootMove.json().fields, { parentId: API_MESSAGES.departmentRootMove });
    assert.equal((await move(a.id, { parentId: (await byCode('RND')).id, version: a.version - 1 })).statusCode, 409);
    assert.equal((await byCode('MOVE-C')).path, c.path);
  });
});

describe('deleting', () => {
  test('refused with 409 while members or sub-departments remain, saying which', async () => {
    const team = await byCode('SAL-2');
    const members = await remove(team.id, team.version);
    assert.equal(members.statusCode, 409);
    assert.equal(members.json().message, API_MESSAGES.departmentHasMembers.replace('{members}', String(team.directMemberCount)));

    const b = await byCode('MOVE-B');
    const children = await remove(b.id, b.version);
    assert.equal(children.statusCode, 409);
    assert.equal(children.json().message, API_MESSAGES.departmentHasChildren.replace('{children}', '1'));

    const division = await byCode('SAL');
    const both = await remove(division.id, division.version);
    assert.equal(both.statusCode, 409);
    assert.match(both.json().message, /소속 직원 1명과 하위 부서 3개/);

    const root = await byCode('DURE');
    assert.equal((await remove(root.id, root.version)).statusCode, 400);
  });

  test('an empty department is closed (soft delete), audited, and its code can be reused', async () => {
    const c = await byCode('MOVE-C');
    assert.equal((await remove(c.id, c.version + 5)).statusCode, 409);
    const res = await remove(c.id, c.version);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { result: true });
    assert.equal((await get(t.app, `/api/department/${c.id}`, adminToken)).statusCode, 404);
    const [row] = await t.app.db.select().from(department).where(eq(department.id, c.id));
    assert.equal(row.deletedYn, 'Y');
    assert.ok(row.validTo);
    const actions = (
      await t.app.db
        .select({ action: auditHistory.action })
        .from(auditHistory)
        .where(and(eq(auditHistory.entityType, 'DEPARTMENT'), eq(auditHistory.entityId, c.id)))
        .orderBy(asc(auditHistory.id))
    ).map((a) => a.action);
    assert.deepEqual(actions, ['CREATE', 'DELETE']);
    const again = await create({ code: 'MOVE-C', name: '이동파트', parentId: (await byCode('MOVE-B')).id });
    assert.equal(again.statusCode, 201);
  });
});

describe('who may do what', () => {
  test('every signed-in user reads the org chart for department pickers: names, parents and the path, nothing else', async () => {
    const staff = (await login(t.app, 'sales')).access_token;
    assert.equal((await get(t.app, '/api/department', staff)).statusCode, 403);
    const res = await get(t.app, '/api/department/directory', staff);
    assert.equal(res.statusCode, 200, res.body);
    const chart = res.json().result as Record<string, unknown>[];
    const team = await byCode('SAL-1');
    const row = chart.find((d) => d.id === team.id)!;
    assert.deepEqual(Object.keys(row).sort(), ['id', 'name', 'parentId', 'pathName', 'sortOrder', 'validTo']);
    assert.equal(row.name, team.name);
    assert.match(String(row.pathName), new RegExp(`> ${team.name}$`));
    assert.equal(chart.length, (await get(t.app, '/api/department', adminToken)).json().result.length);
    assert.equal((await get(t.app, '/api/department/directory', '')).statusCode, 401);
  });

  test('staff without DEPARTMENT_READ → 403; READ cannot write; WRITE creates, edits, moves and closes', async () => {
    const staff = (await login(t.app, 'dev')).access_token;
    assert.equal((await get(t.app, '/api/department', staff)).statusCode, 403);

    await grant('dev', 'ROLE_DEPARTMENT_READ');
    const parentId = (await byCode('MGT')).id;
    assert.equal((await get(t.app, '/api/department', staff)).statusCode, 200);
    const denied = await create({ code: 'RO-1', name: '읽기전용', parentId }, staff);
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().message, API_MESSAGES.forbidden);
    const team = await byCode('MGT-IT');
    assert.equal((await update(team.id, { code: team.code, name: 'x', version: team.version }, staff)).statusCode, 403);

    await grant('ops', 'ROLE_DEPARTMENT_READ', 'ROLE_DEPARTMENT_WRITE');
    const writer = (await login(t.app, 'ops')).access_token;
    const made = await create({ code: 'W-1', name: '쓰기팀', parentId }, writer);
    assert.equal(made.statusCode, 201);
    const id = made.json().result.id;
    assert.equal((await update(id, { code: 'W-1', name: '쓰기팀2', version: 0 }, writer)).statusCode, 200);
    assert.equal((await move(id, { parentId: (await byCode('SAL')).id, version: 1 }, writer)).statusCode, 200);
    assert.equal((await remove(id, 2, writer)).statusCode, 200);

    // ROLE_ADMIN (hr) carries DEPARTMENT_ADMIN, which includes WRITE.
    const hr = (await login(t.app, 'hr')).access_token;
    const other = await create({ code: 'W-2', name: '관리팀', parentId }, hr);
    assert.equal(other.statusCode, 201);
    assert.equal((await remove(other.json().result.id, 0, hr)).statusCode, 200);
  });
});

describe('lazy tree, validity dates and member moves', () => {
  test('parentId=root and parentId={id} return one level with hasChildren', async () => {
    const roots: Dept[] = (await get(t.app, '/api/department?parentId=root', adminToken)).json().result;
    assert.deepEqual(roots.map((d) => d.code), ['DURE']);
    assert.equal(roots[0].hasChildren, true);
    const children: Dept[] = (await get(t.app, `/api/department?parentId=${roots[0].id}`, adminToken)).json().result;
    assert.ok(children.length >= 4 && children.every((d) => d.parentId === roots[0].id));
    assert.equal((await get(t.app, '/api/department?parentId=abc', adminToken)).statusCode, 400);
  });

  test('parentId with depth returns that many levels below it in one flat list, in tree order', async () => {
    const all: Dept[] = (await get(t.app, '/api/department', adminToken)).json().result;
    const res = await get(t.app, '/api/department?parentId=root&depth=3', adminToken);
    assert.equal(res.statusCode, 200, res.body);
    const three: Dept[] = res.json().result;
    const root = all.find((d) => d.parentId === null)!;
    const divisions = all.filter((d) => d.parentId === root.id);
    const below = all.filter((d) => divisions.some((v) => v.id === d.parentId));
    assert.deepEqual(new Set(three.map((d) => d.id)), new Set([root.id, ...divisions.map((d) => d.id), ...below.map((d) => d.id)]));
    assert.deepEqual(three.map((d) => d.id), all.filter((d) => three.some((x) => x.id === d.id)).map((d) => d.id), 'tree order');
    assert.ok(below.length > 0);
    // Two levels from the top: the company and its divisions, nothing deeper.
    const two: Dept[] = (await get(t.app, '/api/department?parentId=root&depth=2', adminToken)).json().result;
    assert.deepEqual(two.map((d) => d.id), [root.id, ...divisions.map((d) => d.id)]);
    assert.ok(two.every((d) => d.hasChildren === d.childCount > 0));

    // Below a division with teams only, depth 2 is its teams (there is no third level).
    const sales = all.find((d) => d.code === 'SAL')!;
    const salesTwo: Dept[] = (await get(t.app, `/api/department?parentId=${sales.id}&depth=2`, adminToken)).json().result;
    assert.deepEqual(salesTwo.map((d) => d.id), all.filter((d) => d.parentId === sales.id).map((d) => d.id));
    for (const bad of ['0', '6', 'x']) assert.equal((await get(t.app, `/api/department?parentId=root&depth=${bad}`, adminToken)).statusCode, 400, bad);
  });

  test('cost centre and validity dates are editable; ordered range; closing needs no members', async () => {
    const team = await byCode('SAL-MKT');
    const res = await update(team.id, { code: team.code, name: team.name, costCenterCode: 'CC9999', validFrom: '2020-01-01', version: team.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.costCenterCode, 'CC9999');
    assert.equal(res.json().result.validFrom, '2020-01-01');
    const now = await byCode('SAL-MKT');
    const backwards = await update(team.id, { code: team.code, name: team.name, validTo: '2019-12-31', version: now.version });
    assert.equal(backwards.statusCode, 400);
    assert.equal(backwards.json().fields.validTo, API_MESSAGES.departmentValidRange);
    const closing = await update(team.id, { code: team.code, name: team.name, validTo: '2021-01-01', version: now.version });
    assert.equal(closing.statusCode, 409);
    const badDate = await update(team.id, { code: team.code, name: team.name, validFrom: '2020-02-31', version: now.version });
    assert.equal(badDate.statusCode, 400);
    assert.deepEqual(await byCode('SAL-MKT'), now);
  });

  test('members move to an open department, one audit row each; closed target or foreign user → 400, nothing moves', async () => {
    const source = await byCode('DLV-TS');
    const target = await byCode('DLV-PMO');
    const members = await t.app.db.select().from(appUser).where(eq(appUser.deptId, source.id));
    const ids = members.slice(0, 2).map((m) => m.id);
    const moveMembers = (body: unknown, token = adminToken) => send(t.app, 'PUT', `/api/department/${source.id}/members`, token, body);

    const foreign = await moveMembers({ userIds: [...ids, (await t.app.db.select().from(appUser).where(eq(appUser.username, 'admin')))[0].id], targetDeptId: target.id });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().fields.userIds, API_MESSAGES.departmentMemberNotInSource);
    const closedTarget = await create({ code: 'CLOSED-T', name: '폐쇄 예정', parentId: (await byCode('DLV')).id });
    const closed = closedTarget.json().result as Dept;
    await t.app.db.update(department).set({ validTo: '2020-01-01' }).where(eq(department.id, closed.id));
    await invalidateOwners(t.app.db, 'all');
    const toClosed = await moveMembers({ userIds: ids, targetDeptId: closed.id });
    assert.equal(toClosed.statusCode, 400);
    assert.equal(toClosed.json().fields.targetDeptId, API_MESSAGES.departmentClosedTarget);
    assert.equal((await moveMembers({ userIds: [], targetDeptId: target.id })).statusCode, 400);
    const still = await t.app.db.select().from(appUser).where(eq(appUser.deptId, source.id));
    assert.equal(still.length, members.length);

    const staff = (await login(t.app, 'sales')).access_token;
    assert.equal((await moveMembers({ userIds: ids, targetDeptId: target.id }, staff)).statusCode, 403);
    // A USER_HR_WRITE holder in another division: the source is out of its scope.
    await grant('finance', 'ROLE_USER_HR_WRITE');
    const otherDivision = (await login(t.app, 'finance')).access_token;
    assert.equal((await moveMembers({ userIds: ids, targetDeptId: target.id }, otherDivision)).statusCode, 404);
    const ok = await moveMembers({ userIds: ids, targetDeptId: target.id }, (await login(t.app, 'hr')).access_token);
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual(ok.json().result, { moved: 2 });
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'USER'), eq(auditHistory.action, 'UPDATE')));
    for (const id of ids) {
      const row = audits.find((a) => a.entityId === id);
      assert.deepEqual(row?.changes, [{ field: 'deptId', old: source.id, new: target.id }]);
    }
    assert.equal((await byCode('DLV-TS')).directMemberCount, members.length - 2);
  });
});
