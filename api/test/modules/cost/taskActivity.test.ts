// @pglite: the picker's bigint[] filter (cardinality, = any) and the tree order run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { auditHistory, projectType, taskActivity } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let writer: string;
let reader: string;
let plain: string;
const types: Record<string, number> = {};

before(async () => {
  t = await buildTestApp({ crm: false });
  await makeUser(t.app, 'ta.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_TASK_ACTIVITY_MANAGEMENT_WRITE']);
  await makeUser(t.app, 'ta.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_TASK_ACTIVITY_MANAGEMENT_READ']);
  await makeUser(t.app, 'ta.plain', 'MGT-FIN', ['ROLE_USER']);
  [writer, reader, plain] = await Promise.all(['ta.writer', 'ta.reader', 'ta.plain'].map(async (u) => (await login(t.app, u)).access_token));
  for (const r of await t.app.db.select({ id: projectType.id, code: projectType.code }).from(projectType)) types[r.code] = r.id;
});
after(() => t.close());

type Node = { id: number; parentId: number | null; code: string; name: string; category: string; projectTypeIds: number[]; sortOrder: number; activeYn: string; version: number };
const tree = async (token = reader, query = ''): Promise<Node[]> => {
  const res = await get(t.app, `/api/task-activity${query}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const create = async (body: Record<string, unknown>) => {
  const res = await send(t.app, 'POST', '/api/task-activity', writer, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result as Node;
};

describe('demo tree', () => {
  test('three groups in order, each followed by its activities; leave is its own category and 영업지원 only for proposals and internal work', async () => {
    const rows = await tree();
    const groups = rows.filter((r) => r.parentId === null).map((r) => r.name);
    assert.deepEqual(groups, ['프로젝트 수행', '간접', '휴가']);
    const names = rows.map((r) => r.name);
    assert.deepEqual(names.slice(0, 6), ['프로젝트 수행', '분석', '설계', '개발', '테스트', 'PM']);
    assert.ok(rows.filter((r) => r.parentId !== null && names[rows.findIndex((x) => x.id === r.parentId)] === '휴가').every((r) => r.category === 'LEAVE'));
    const sales = rows.find((r) => r.code === 'IND_SALES')!;
    assert.deepEqual(sales.projectTypeIds, [types.PROPOSAL, types.INTERNAL].sort((a, b) => a - b));
  });
});

describe('rules', () => {
  test('Korean field errors: code format and duplicates, category required, activities only under a group of the same category', async () => {
    let res = await send(t.app, 'POST', '/api/task-activity', writer, { code: 'bad code!', name: ' ' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.code, API_MESSAGES.taskActivityCodeFormat);
    assert.equal(res.json().fields.name, API_MESSAGES.taskActivityNameRequired);
    assert.equal(res.json().fields.category, API_MESSAGES.taskActivityCategoryRequired);

    res = await send(t.app, 'POST', '/api/task-activity', writer, { code: 'prj_dev', name: '개발2', category: 'PROJECT' });
    assert.equal(res.json().fields.code, API_MESSAGES.taskActivityCodeDuplicate, 'codes are upper-cased, then unique');

    const [leave] = (await tree()).filter((r) => r.code === 'LV');
    res = await send(t.app, 'POST', '/api/task-activity', writer, { code: 'LV_X', name: '공가', category: 'PROJECT', parentId: leave.id });
    assert.equal(res.json().fields.category, API_MESSAGES.taskActivityCategoryMismatch);

    const annual = (await tree()).find((r) => r.code === 'LV_ANNUAL')!;
    res = await send(t.app, 'POST', '/api/task-activity', writer, { code: 'LV_X', name: '공가', category: 'LEAVE', parentId: annual.id });
    assert.equal(res.json().fields.parentId, API_MESSAGES.taskActivityParentNotGroup, 'two levels only');

    res = await send(t.app, 'POST', '/api/task-activity', writer, { code: 'LV_X', name: '공가', category: 'LEAVE', parentId: leave.id, projectTypeIds: [999999] });
    assert.equal(res.json().fields.projectTypeIds, API_MESSAGES.taskActivityProjectTypeUnknown);

    const group = (await tree()).find((r) => r.code === 'PRJ')!;
    res = await send(t.app, 'PUT', `/api/task-activity/${group.id}`, writer, { category: 'INDIRECT', version: group.version });
    assert.equal(res.json().fields.category, API_MESSAGES.taskActivityGroupCategoryChildren);
  });

  test('create goes last in its group, edits need the version read (409 when stale), and every write is audited', async () => {
    const group = (await tree()).find((r) => r.code === 'IND')!;
    const made = await create({ code: 'ind_study', name: '자기계발', category: 'INDIRECT', parentId: group.id, noteRequiredYn: 'Y', projectTypeIds: [types.INTERNAL, types.INTERNAL] });
    assert.equal(made.code, 'IND_STUDY');
    assert.deepEqual(made.projectTypeIds, [types.INTERNAL]);
    const siblings = (await tree()).filter((r) => r.parentId === group.id);
    assert.equal(siblings.at(-1)!.id, made.id);

    let res = await send(t.app, 'PUT', `/api/task-activity/${made.id}`, writer, { name: '자기계발(도서)', version: made.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.version, made.version + 1);
    res = await send(t.app, 'PUT', `/api/task-activity/${made.id}`, writer, { name: '늦은 수정', version: made.version });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().message, API_MESSAGES.conflict);
    res = await send(t.app, 'PUT', `/api/task-activity/${made.id}`, writer, { name: '버전 없음' });
    assert.equal(res.statusCode, 400);

    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'TASK_ACTIVITY'), eq(auditHistory.entityId, made.id)));
    assert.deepEqual(audits.map((a) => a.action).sort(), ['CREATE', 'UPDATE']);
    const history = await get(t.app, `/api/history/TASK_ACTIVITY/${made.id}`, reader);
    assert.equal(history.statusCode, 200, history.body);
  });

  test('reorder takes all siblings with their versions; a partial or stale list is refused', async () => {
    const group = (await tree()).find((r) => r.code === 'PRJ')!;
    const kids = (await tree()).filter((r) => r.parentId === group.id);
    const reversed = [...kids].reverse();
    let res = await send(t.app, 'PUT', '/api/task-activity/order', writer, { parentId: group.id, items: reversed.slice(1).map((k) => ({ id: k.id, version: k.version })) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().fields.items, API_MESSAGES.taskActivityOrderSiblings);
    res = await send(t.app, 'PUT', '/api/task-activity/order', writer, { parentId: group.id, items: reversed.map((k) => ({ id: k.id, version: k.version })) });
    assert.equal(res.statusCode, 200, res.body);
    const after = (await tree()).filter((r) => r.parentId === group.id).map((r) => r.id);
    assert.deepEqual(after, reversed.map((k) => k.id));
    res = await send(t.app, 'PUT', '/api/task-activity/order', writer, { parentId: group.id, items: kids.map((k) => ({ id: k.id, version: k.version })) });
    assert.equal(res.statusCode, 409, 'the versions read before the first reorder are stale');
  });

  test('readers read, only writers write; signed-in users without the role get the picker only', async () => {
    assert.equal((await send(t.app, 'POST', '/api/task-activity', reader, { code: 'X', name: 'x', category: 'PROJECT' })).statusCode, 403);
    assert.equal((await get(t.app, '/api/task-activity', plain)).statusCode, 403);
    assert.equal((await get(t.app, '/api/task-activity/picker', plain)).statusCode, 200);
  });
});

describe('picker', () => {
  test('active activities under active groups, allowed for the project type (empty = all types)', async () => {
    const pick = async (query = '') => {
      const res = await get(t.app, `/api/task-activity/picker${query}`, plain);
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().result as { code: string; groupName: string; category: string }[]).map((r) => r.code);
    };
    const forBuild = await pick(`?projectTypeId=${types.BUILD}`);
    assert.ok(forBuild.includes('PRJ_DEV'));
    assert.ok(!forBuild.includes('IND_SALES'), '영업지원 is for proposals and internal work only');
    assert.ok(!forBuild.includes('PRJ'), 'groups are not picked');
    assert.ok((await pick(`?projectTypeId=${types.PROPOSAL}`)).includes('IND_SALES'));
    assert.ok((await pick()).includes('IND_SALES'), 'without a type every active activity');

    const meeting = (await tree()).find((r) => r.code === 'IND_MEETING')!;
    let res = await send(t.app, 'PUT', `/api/task-activity/${meeting.id}`, writer, { activeYn: 'N', version: meeting.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!(await pick()).includes('IND_MEETING'), 'a deactivated activity is not picked');
    assert.ok((await tree(reader)).some((r) => r.code === 'IND_MEETING'), 'but stays in the tree');
    assert.ok(!(await tree(reader, '?activeYn=Y')).some((r) => r.code === 'IND_MEETING'));

    const leave = (await tree()).find((r) => r.code === 'LV')!;
    res = await send(t.app, 'PUT', `/api/task-activity/${leave.id}`, writer, { activeYn: 'N', version: leave.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.ok(!(await pick()).some((c) => c.startsWith('LV_')), 'activities of an inactive group are not picked');
    const stored = await t.app.db.select().from(taskActivity).where(eq(taskActivity.code, 'LV_ANNUAL'));
    assert.equal(stored[0].activeYn, 'Y');
  });
});
