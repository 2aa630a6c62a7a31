// @pglite: the progress (date arithmetic) and the allocation and milestone-notice queries run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, isNotNull } from 'drizzle-orm';
import { contract, notification, project, projectType, userSkill } from '../../../src/db/schema';
import { addDays, kstDate } from '../../../src/lib/time';
import { runMilestoneDue } from '../../../src/modules/okr/project/jobs';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';
import { exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

let t: TestApp;
let admin: TestUser;
let pm: TestUser;
let dev: TestUser;
/** Two PMs and a reader in one department (PROJECT_READ), a reader elsewhere, a writer. */
const users: Record<'pmA' | 'pmB' | 'readerElsewhere' | 'writer', { id: number; token: string }> = {} as never;
let buildTypeId: number;
let today: string;

before(async () => {
  t = await buildTestApp();
  [admin, pm, dev] = await signInAll(t, ['admin', 'pm', 'dev']);
  const grants = {
    pmA: ['DLV-2', 'ROLE_PROJECT_READ'],
    pmB: ['DLV-2', 'ROLE_PROJECT_READ'],
    readerElsewhere: ['RND-QA', 'ROLE_PROJECT_READ'],
    writer: ['DLV-2', 'ROLE_PROJECT_WRITE'],
  } as const;
  for (const [key, [dept, role]] of Object.entries(grants)) {
    const username = `prj.${key.toLowerCase()}`;
    const id = await makeUser(t.app, username, dept, ['ROLE_USER', role]);
    users[key as keyof typeof users] = { id, token: (await login(t.app, username)).access_token };
  }
  const [type] = await t.app.db.select({ id: projectType.id }).from(projectType).where(eq(projectType.code, 'BUILD'));
  buildTypeId = type.id;
  today = kstDate(t.clock());
});
after(() => t.close());

type Body = Record<string, unknown>;
const days = (n: number) => addDays(today, n);

async function create(token: string, body: Body = {}) {
  const res = await send(t.app, 'POST', '/api/project', token, { name: '테스트 프로젝트', projectTypeId: buildTypeId, pmUserId: pm.id, startDate: days(-9), endDate: days(10), ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

const move = (token: string, id: number, status: string, version: number) => send(t.app, 'POST', `/api/project/${id}/status`, token, { status, version });

describe('demo projects', () => {
  test('25–40 projects of every type and state, 3 RED, pm leads several, contracts point at their projects', async () => {
    const rows = await t.app.db.select().from(project);
    assert.ok(rows.length >= 25 && rows.length <= 40, String(rows.length));
    assert.deepEqual([...new Set(rows.map((r) => r.status))].sort(), ['CANCELED', 'COMPLETED', 'IN_PROGRESS', 'ON_HOLD', 'PLANNED']);
    assert.equal(new Set(rows.map((r) => r.projectTypeId)).size, 5);
    assert.equal(rows.filter((r) => r.health === 'RED').length, 3);
    assert.ok(rows.filter((r) => r.pmUserId === pm.id).length >= 5);
    assert.ok(rows.every((r) => /^PRJ-\d{4}-\d{3}$/.test(r.projectNo)));
    const linked = await t.app.db.select({ id: contract.id }).from(contract).where(isNotNull(contract.projectId));
    assert.ok(linked.length >= 10);
    const list = (await get(t.app, '/api/project?size=100', pm.token)).json().result;
    assert.ok(list.content.every((p: { progressPct: number }) => p.progressPct >= 0 && p.progressPct <= 100));
  });
});

describe('create and edit', () => {
  test('number from the start year, the PM as the first member, audit', async () => {
    const p = await create(users.writer.token, { startDate: '2031-03-02', endDate: '2031-09-30' });
    assert.match(p.projectNo, /^PRJ-2031-\d{3}$/);
    assert.equal(p.status, 'PLANNED');
    const members = (await get(t.app, `/api/project/${p.id}/members`, users.writer.token)).json().result;
    assert.deepEqual(
      members.map((m: Body) => [m.userId, m.role, m.fromDate, m.toDate]),
      [[pm.id, 'PM', '2031-03-02', '2031-09-30']],
    );
    const history = (await get(t.app, `/api/history/PROJECT/${p.id}`, users.writer.token)).json().result;
    assert.ok(JSON.stringify(history).includes('CREATE'));
  });

  test('Korean field messages: end before start, missing name, inactive type', async () => {
    let res = await send(t.app, 'POST', '/api/project', users.writer.token, { name: ' ', projectTypeId: buildTypeId, pmUserId: pm.id, startDate: days(5), endDate: days(1) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.endDate, API_MESSAGES.projectEndBeforeStart);
    assert.equal(res.json().fields.name, API_MESSAGES.projectNameRequired);
    const type = (await send(t.app, 'POST', '/api/project-type', admin.token, { code: 'OLD_T', name: '옛 유형' })).json().result;
    await send(t.app, 'PUT', `/api/project-type/${type.id}`, admin.token, { activeYn: 'N', version: type.version });
    res = await send(t.app, 'POST', '/api/project', users.writer.token, { name: 'x', projectTypeId: type.id, pmUserId: pm.id, startDate: days(0), endDate: days(1) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.projectTypeId, API_MESSAGES.projectTypeInactive);
  });

  test('a stale version is refused with 409 and changes nothing', async () => {
    const p = await create(users.writer.token);
    const first = await send(t.app, 'PUT', `/api/project/${p.id}`, users.writer.token, { name: '먼저 저장', version: p.version });
    assert.equal(first.statusCode, 200, first.body);
    const second = await send(t.app, 'PUT', `/api/project/${p.id}`, users.writer.token, { name: '나중 저장', version: p.version });
    assert.equal(second.statusCode, 409);
    assert.equal((await get(t.app, `/api/project/${p.id}`, users.writer.token)).json().result.name, '먼저 저장');
  });

  test('a PM edits their own project; another PM of the department reads it but may not edit; other departments do not see it', async () => {
    const p = await create(users.writer.token, { pmUserId: users.pmA.id });
    const own = await send(t.app, 'PUT', `/api/project/${p.id}`, users.pmA.token, { health: 'AMBER', version: p.version });
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().result.health, 'AMBER');
    assert.deepEqual(own.json().result.actions, { edit: true, statuses: ['IN_PROGRESS', 'CANCELED'] });
    const seen = await get(t.app, `/api/project/${p.id}`, users.pmB.token);
    assert.equal(seen.statusCode, 200);
    assert.deepEqual(seen.json().result.actions, { edit: false, statuses: [] });
    const other = await send(t.app, 'PUT', `/api/project/${p.id}`, users.pmB.token, { health: 'RED', version: own.json().result.version });
    assert.equal(other.statusCode, 403);
    assert.equal((await get(t.app, `/api/project/${p.id}`, users.readerElsewhere.token)).statusCode, 404);
    const list = (await get(t.app, `/api/project?keyword=${p.projectNo}`, users.readerElsewhere.token)).json().result;
    assert.equal(list.totalElements, 0);
  });

  test('a new PM becomes the PM member; the previous one stays on as PL', async () => {
    const p = await create(users.writer.token, { pmUserId: users.pmA.id });
    const res = await send(t.app, 'PUT', `/api/project/${p.id}`, users.writer.token, { pmUserId: users.pmB.id, version: p.version });
    assert.equal(res.statusCode, 200, res.body);
    const members = (await get(t.app, `/api/project/${p.id}/members`, users.writer.token)).json().result;
    assert.deepEqual(members.map((m: Body) => [m.userId, m.role]).sort(), [[users.pmA.id, 'PL'], [users.pmB.id, 'PM']].sort());
  });
});

describe('lifecycle', () => {
  test('PLANNED → IN_PROGRESS ↔ ON_HOLD → COMPLETED stamps the actual end; closed projects refuse edits; reopening is PROJECT_ADMIN only', async () => {
    let p = await create(users.writer.token);
    let res = await move(users.writer.token, p.id, 'COMPLETED', p.version);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.projectMoveNotAllowed);
    for (const status of ['IN_PROGRESS', 'ON_HOLD', 'IN_PROGRESS', 'COMPLETED']) {
      res = await move(users.writer.token, p.id, status, p.version);
      assert.equal(res.statusCode, 200, `${status}: ${res.body}`);
      p = res.json().result;
    }
    assert.equal(p.actualEndDate, today);
    assert.equal(p.progressPct, 100);
    assert.deepEqual(p.actions, { edit: false, statuses: [] });
    res = await send(t.app, 'PUT', `/api/project/${p.id}`, users.writer.token, { name: '완료 후 수정', version: p.version });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.projectClosed);
    res = await move(users.writer.token, p.id, 'IN_PROGRESS', p.version);
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, API_MESSAGES.projectReopenAdminOnly);
    res = await move(admin.token, p.id, 'IN_PROGRESS', p.version);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.actualEndDate, null);
  });

  test('any open state may be canceled', async () => {
    const p = await create(users.writer.token);
    const res = await move(users.writer.token, p.id, 'CANCELED', p.version);
    assert.equal(res.json().result.status, 'CANCELED');
  });
});

describe('members', () => {
  test('over 100% on some days answers those days as a warning, not a refusal', async () => {
    const worker = await makeUser(t.app, 'prj.worker', 'DLV-2', ['ROLE_USER']);
    const a = await create(users.writer.token, { startDate: '2032-01-01', endDate: '2032-03-31' });
    const b = await create(users.writer.token, { startDate: '2032-03-01', endDate: '2032-06-30' });
    let res = await send(t.app, 'POST', `/api/project/${a.id}/members`, users.writer.token, { userId: worker, role: 'DEVELOPER', allocationPct: 80 });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().result.overAllocation, []);
    res = await send(t.app, 'POST', `/api/project/${b.id}/members`, users.writer.token, { userId: worker, role: 'QA', allocationPct: 50, fromDate: '2032-03-10', toDate: '2032-05-31' });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().result.overAllocation, [{ fromDate: '2032-03-10', toDate: '2032-03-31', totalPct: 130 }]);
    const listed = (await get(t.app, `/api/project/${a.id}/members`, users.writer.token)).json().result.find((m: Body) => m.userId === worker);
    assert.deepEqual(listed.overAllocation, [{ fromDate: '2032-03-10', toDate: '2032-03-31', totalPct: 130 }]);
    // Lowering one allocation clears the warning.
    res = await send(t.app, 'PUT', `/api/project/${a.id}/members/${listed.id}`, users.writer.token, { allocationPct: 50, version: listed.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().result.overAllocation, []);
    // The added member was told (N-PROJECT-MEMBER-ADDED).
    const told = await t.app.db.select().from(notification).where(and(eq(notification.userId, worker), eq(notification.type, 'PROJECT_MEMBER_ADDED')));
    assert.deepEqual(told.map((n) => n.contentLocation).sort(), [`/project/${a.id}`, `/project/${b.id}`].sort());
  });

  test('allocation 1–100, dates inside the project, no duplicates, PM role reserved, PM not removable', async () => {
    const p = await create(users.writer.token, { startDate: '2033-01-01', endDate: '2033-12-31' });
    const url = `/api/project/${p.id}/members`;
    const cases: [Body, string, string][] = [
      [{ userId: dev.id, role: 'DEVELOPER', allocationPct: 0 }, 'allocationPct', API_MESSAGES.memberAllocationRange],
      [{ userId: dev.id, role: 'DEVELOPER', allocationPct: 101 }, 'allocationPct', API_MESSAGES.memberAllocationRange],
      [{ userId: dev.id, role: 'DEVELOPER', allocationPct: 50, fromDate: '2032-12-31' }, 'fromDate', API_MESSAGES.memberDatesOutside],
      [{ userId: dev.id, role: 'DEVELOPER', allocationPct: 50, fromDate: '2033-05-01', toDate: '2033-04-01' }, 'toDate', API_MESSAGES.memberDatesOrder],
      [{ userId: dev.id, role: 'PM', allocationPct: 50 }, 'role', API_MESSAGES.memberPmRole],
      [{ userId: pm.id, role: 'DEVELOPER', allocationPct: 50 }, 'userId', API_MESSAGES.memberDuplicate],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(t.app, 'POST', url, users.writer.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().fields[field], message, JSON.stringify(body));
    }
    const [pmRow] = (await get(t.app, url, users.writer.token)).json().result;
    const res = await send(t.app, 'DELETE', `${url}/${pmRow.id}?version=${pmRow.version}`, users.writer.token);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.memberPmRemove);
  });
});

describe('staffing by skill', () => {
  test('holders of the chosen skills, most matches first, with their busiest day during the project', async () => {
    const p = await create(users.writer.token, { startDate: '2034-01-01', endDate: '2034-06-30' });
    const [held] = await t.app.db.select({ skillId: userSkill.skillId, userId: userSkill.userId }).from(userSkill).limit(1);
    await send(t.app, 'POST', `/api/project/${p.id}/members`, users.writer.token, { userId: held.userId, role: 'DEVELOPER', allocationPct: 70 });
    const res = await get(t.app, `/api/project/${p.id}/candidates?skillIds=${held.skillId}`, users.writer.token);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().result as { userId: number; skills: { skillId: number }[]; peakAllocationPct: number; memberYn: string }[];
    assert.ok(rows.length > 0 && rows.every((r) => r.skills.some((s) => s.skillId === held.skillId)));
    const member = rows.find((r) => r.userId === held.userId)!;
    assert.equal(member.memberYn, 'Y');
    assert.ok(member.peakAllocationPct >= 70);
    assert.equal((await get(t.app, `/api/project/${p.id}/candidates?skillIds=abc`, users.writer.token)).statusCode, 400);
  });
});

describe('milestones and progress', () => {
  test('weights add up to at most 100; progress is the DONE weight; undoing takes it back', async () => {
    const p = await create(users.writer.token);
    const url = `/api/project/${p.id}/milestones`;
    const a = (await send(t.app, 'POST', url, users.writer.token, { name: '설계', dueDate: days(-2), weightPct: 60 })).json().result;
    let res = await send(t.app, 'POST', url, users.writer.token, { name: '개발', dueDate: days(5), weightPct: 50 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.weightPct, '가중치 합계가 100을 넘습니다 (다른 마일스톤 합계 60).');
    res = await send(t.app, 'POST', url, users.writer.token, { name: '개발', dueDate: days(5), weightPct: 40 });
    assert.equal(res.statusCode, 201, res.body);
    let list = (await get(t.app, url, users.writer.token)).json().result;
    assert.equal(list.weightTotal, 100);
    assert.equal(list.progressPct, 0);
    assert.deepEqual(list.content.map((m: Body) => m.overdue), [true, false]);
    res = await send(t.app, 'PUT', `${url}/${a.id}`, users.writer.token, { status: 'DONE', version: a.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.doneDate, today);
    list = (await get(t.app, url, users.writer.token)).json().result;
    assert.equal(list.progressPct, 60);
    assert.equal((await get(t.app, `/api/project/${p.id}`, users.writer.token)).json().result.progressPct, 60);
    res = await send(t.app, 'PUT', `${url}/${a.id}`, users.writer.token, { status: 'PLANNED', version: res.json().result.version });
    assert.equal(res.json().result.doneDate, null);
    assert.equal((await get(t.app, url, users.writer.token)).json().result.progressPct, 0);
    res = await send(t.app, 'PUT', `${url}/${a.id}`, users.writer.token, { status: 'DONE', doneDate: days(1), version: res.json().result.version });
    assert.equal(res.json().fields.doneDate, API_MESSAGES.milestoneDoneDateFuture);
  });

  test('without weights progress is the elapsed share of the period', async () => {
    const p = await create(users.writer.token, { startDate: days(-9), endDate: days(10) });
    assert.equal(p.progressPct, 50);
    await send(t.app, 'POST', `/api/project/${p.id}/milestones`, users.writer.token, { name: '무가중치', dueDate: days(1) });
    assert.equal((await get(t.app, `/api/project/${p.id}/milestones`, users.writer.token)).json().result.progressPct, 50);
  });

  test('the PM hears of a milestone three days ahead, once', async () => {
    const p = await create(users.writer.token, { pmUserId: users.pmA.id, startDate: days(-1), endDate: days(30) });
    await send(t.app, 'POST', `/api/project/${p.id}/milestones`, users.writer.token, { name: '중간 보고', dueDate: days(3) });
    await send(t.app, 'POST', `/api/project/${p.id}/milestones`, users.writer.token, { name: '먼 보고', dueDate: days(20) });
    const mine = () => t.app.db.select().from(notification).where(and(eq(notification.userId, users.pmA.id), eq(notification.type, 'MILESTONE_DUE'), eq(notification.targetId, p.id)));
    await runMilestoneDue(t.app.db, t.clock());
    const first = await mine();
    assert.equal(first.length, 1);
    assert.match(first[0].title, /D-3/);
    await runMilestoneDue(t.app.db, t.clock());
    assert.equal((await mine()).length, 1);
  });
});

describe('access and export', () => {
  test('without a project role the list is refused; PROJECT_READ may not create', async () => {
    assert.equal((await get(t.app, '/api/project', dev.token)).statusCode, 403);
    const res = await send(t.app, 'POST', '/api/project', users.pmA.token, { name: 'x', projectTypeId: buildTypeId, pmUserId: pm.id, startDate: days(0), endDate: days(1) });
    assert.equal(res.statusCode, 403);
    assert.equal((await get(t.app, '/api/project-type', dev.token)).statusCode, 403);
  });

  test('filters and sorting', async () => {
    const red = (await get(t.app, '/api/project?healthList=RED&size=100', admin.token)).json().result;
    assert.ok(red.content.length >= 3 && red.content.every((p: Body) => p.health === 'RED'));
    const byPm = (await get(t.app, `/api/project?pmUserId=${pm.id}&statusList=IN_PROGRESS,ON_HOLD&sort=progressPct,desc&size=100`, admin.token)).json().result;
    assert.ok(byPm.content.length > 0);
    assert.ok(byPm.content.every((p: Body) => p.pmUserId === pm.id && ['IN_PROGRESS', 'ON_HOLD'].includes(p.status as string)));
    const progress = byPm.content.map((p: Body) => p.progressPct as number);
    assert.deepEqual(progress, [...progress].sort((x, y) => y - x));
    assert.equal((await get(t.app, '/api/project?statusList=DONE', admin.token)).statusCode, 400);
  });

  test("a department reader's list: every page in the sort order, counted, inside the scope", async () => {
    const all = (await get(t.app, '/api/project?sort=startDate,asc&size=100', users.pmB.token)).json().result;
    assert.ok(all.totalElements >= 3 && all.totalElements === all.content.length);
    const starts = all.content.map((p: Body) => p.startDate as string);
    assert.deepEqual(starts, [...starts].sort());
    const paged = [];
    for (let page = 0; page * 2 < all.totalElements; page++) {
      const res = (await get(t.app, `/api/project?sort=startDate,asc&size=2&page=${page}`, users.pmB.token)).json().result;
      assert.equal(res.totalElements, all.totalElements);
      paged.push(...res.content.map((p: Body) => p.id));
    }
    assert.deepEqual(paged, all.content.map((p: Body) => p.id));
    const everything = (await get(t.app, '/api/project?size=100', admin.token)).json().result;
    assert.ok(everything.totalElements > all.totalElements);
  });

  test('the export has the list rows with Korean headers and is audited', async () => {
    const { header, rows } = await exportedSheet(t, '/api/project/export.xlsx?statusList=IN_PROGRESS', pm.token, '프로젝트');
    assert.deepEqual(header.slice(0, 3), ['번호', '프로젝트명', '유형']);
    const list = (await get(t.app, '/api/project?statusList=IN_PROGRESS&size=100', pm.token)).json().result;
    assert.equal(rows.length, list.totalElements);
    assert.ok(rows.every((r) => r[9] === '진행'));
    assert.equal((await lastExportAudit(t, 'PROJECT')).rows, rows.length);
  });

  test('contracts of a project: those the caller may see', async () => {
    const [linked] = await t.app.db.select({ id: contract.id, projectId: contract.projectId }).from(contract).where(isNotNull(contract.projectId)).limit(1);
    const res = await get(t.app, `/api/project/${linked.projectId}/contracts`, admin.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(res.json().result.some((c: Body) => c.id === linked.id));
  });
});

describe('project types', () => {
  test('the five defaults; a duplicate code is refused; edits need the version', async () => {
    const list = (await get(t.app, '/api/project-type', admin.token)).json().result;
    assert.deepEqual(list.slice(0, 5).map((r: Body) => r.name), ['구축', '유지보수', '연구개발', '제안', '내부']);
    assert.ok(list[0].projectCount > 0);
    let res = await send(t.app, 'POST', '/api/project-type', admin.token, { code: 'build', name: '중복' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.code, API_MESSAGES.projectTypeCodeDuplicate);
    res = await send(t.app, 'PUT', `/api/project-type/${list[0].id}`, admin.token, { name: '구축 사업', version: list[0].version + 1 });
    assert.equal(res.statusCode, 409);
    const picker = (await get(t.app, '/api/project-type/picker', dev.token)).json().result;
    assert.ok(picker.some((r: Body) => r.code === 'BUILD'));
  });
});
