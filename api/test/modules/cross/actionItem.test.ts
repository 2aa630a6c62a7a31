import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { appUser, auditHistory, department, notification } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signInAll } from '../../helpers/users';
import type { ActionItem } from '@dure/shared/contracts/cross/actionItem';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

let t: TestApp;
let admin: TestUser;
let hr: TestUser;
let sales: TestUser;
let dev: TestUser;
let pm: TestUser;
let dept: number;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, hr, sales, dev, pm] = await signInAll(t, ['admin', 'hr', 'sales', 'dev', 'pm']);
  dept = (await t.app.db.select({ id: department.id }).from(department).where(eq(department.code, 'MGT-IT')))[0].id;
});
after(() => t.close());

type Item = ActionItem;
const create = (user: TestUser, body: unknown) => send(t.app, 'POST', '/api/action-item', user.token, body);
const list = async (user: TestUser, query = ''): Promise<{ content: Item[]; totalElements: number }> => {
  const res = await get(t.app, `/api/action-item${query}`, user.token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const assigned = (userId: number) => t.app.db.select().from(notification).where(and(eq(notification.userId, userId), eq(notification.type, 'ACTION_ITEM_ASSIGNED')));
const yesterday = kstDate(new Date(Date.now() - 86_400_000));

describe('action items', () => {
  let forDev: Item;
  let onDept: Item;

  test('create: defaults, assignee notified (not when assigning oneself), audit', async () => {
    const res = await create(pm, { title: '  주간 보고서 작성  ', assigneeId: dev.id, dueDate: yesterday, priority: 'HIGH' });
    assert.equal(res.statusCode, 201, res.body);
    forDev = res.json().result;
    assert.equal(forDev.title, '주간 보고서 작성');
    assert.equal(forDev.assigneeName, '정다은');
    assert.equal(forDev.status, 'OPEN');
    assert.equal(forDev.source, 'MANUAL');
    assert.equal(forDev.overdueYn, 'Y');
    assert.equal(forDev.version, 0);
    const [note] = await assigned(dev.id);
    assert.ok(note);
    assert.equal(note.category, 'COLLAB');
    assert.match(note.body, /주간 보고서 작성/);
    const self = await create(pm, { title: '내 할 일' });
    assert.equal(self.statusCode, 201);
    assert.equal(self.json().result.assigneeId, pm.id);
    assert.equal(self.json().result.priority, 'MEDIUM');
    assert.equal((await assigned(pm.id)).length, 0);
    const audits = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'ACTION_ITEM'), eq(auditHistory.entityId, forDev.id)));
    assert.equal(audits[0].action, 'CREATE');
  });

  test('attached to a record: READ on it needed; listed by record for its readers', async () => {
    const res = await create(admin, { title: '조직도 정비', assigneeId: hr.id, targetType: 'DEPARTMENT', targetId: dept, source: 'MEETING', dueDate: '2999-01-01' });
    assert.equal(res.statusCode, 201, res.body);
    onDept = res.json().result;
    assert.equal(onDept.overdueYn, 'N');
    assert.equal((await create(sales, { title: 'x', targetType: 'DEPARTMENT', targetId: dept })).statusCode, 404);
    assert.equal((await create(sales, { title: 'x', targetType: 'DEPARTMENT' })).json().message, API_MESSAGES.actionItemTarget);
    const byRecord = await list(hr, `?targetType=DEPARTMENT&targetId=${dept}`);
    assert.deepEqual(byRecord.content.map((i) => i.id), [onDept.id]);
    assert.equal((await get(t.app, `/api/action-item?targetType=DEPARTMENT&targetId=${dept}`, sales.token)).statusCode, 404);
  });

  test('lists: own (assigned or created), mineYn, statusList, sort; others’ unattached items → 404', async () => {
    assert.deepEqual((await list(dev)).content.map((i) => i.id), [forDev.id]);
    const pmList = await list(pm, '?sort=dueDate,asc');
    assert.equal(pmList.totalElements, 2);
    assert.equal(pmList.content[0].id, forDev.id, 'dated first, nulls last');
    assert.deepEqual((await list(pm, '?mineYn=Y')).content.map((i) => i.title), ['내 할 일']);
    assert.equal((await list(pm, '?statusList=DONE,CANCELED')).totalElements, 0);
    assert.equal((await list(pm, '?sort=priority,asc')).content[0].priority, 'HIGH');
    assert.equal((await get(t.app, '/api/action-item?sort=nope,asc', pm.token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/action-item?statusList=OPEN,WAT', pm.token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/action-item?mineYn=X', pm.token)).statusCode, 400);
    assert.equal((await get(t.app, `/api/action-item/${forDev.id}`, sales.token)).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/action-item/${forDev.id}/status`, sales.token, { status: 'DONE', version: 0 })).statusCode, 404);
    assert.equal((await get(t.app, `/api/action-item/${forDev.id}`, dev.token)).statusCode, 200);
  });

  test('edit: creator, assignee or record WRITE; version; reassignment notifies', async () => {
    const edit = await send(t.app, 'PUT', `/api/action-item/${forDev.id}`, dev.token, { title: '주간 보고서 작성 및 공유', assigneeId: sales.id, dueDate: null, priority: 'LOW', version: 0 });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().result.assigneeName, '이하늘');
    assert.equal(edit.json().result.dueDate, null);
    assert.equal(edit.json().result.version, 1);
    assert.equal((await assigned(sales.id)).length, 1);
    const stale = await send(t.app, 'PUT', `/api/action-item/${forDev.id}`, pm.token, { title: 'x', assigneeId: sales.id, version: 0 });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    // dev is neither creator nor assignee any more.
    assert.equal((await send(t.app, 'PUT', `/api/action-item/${forDev.id}`, dev.token, { title: 'x', assigneeId: dev.id, version: 1 })).statusCode, 404);

    // A READ-only viewer of the record sees the item but may not change it.
    await grantRead();
    assert.equal((await get(t.app, `/api/action-item/${onDept.id}`, dev.token)).statusCode, 200);
    const denied = await send(t.app, 'PUT', `/api/action-item/${onDept.id}/status`, dev.token, { status: 'DONE', version: 0 });
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().message, API_MESSAGES.actionItemForbidden);

    const bad = await send(t.app, 'PUT', `/api/action-item/${forDev.id}`, pm.token, { title: ' ', assigneeId: 999_999, dueDate: '2025-02-30', version: 1 });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().fields).sort(), ['assigneeId', 'dueDate', 'title']);
  });

  test('status and delete with version', async () => {
    const done = await send(t.app, 'PUT', `/api/action-item/${onDept.id}/status`, hr.token, { status: 'DONE', version: 0 });
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().result.status, 'DONE');
    assert.ok(done.json().result.doneAt);
    const reopened = await send(t.app, 'PUT', `/api/action-item/${onDept.id}/status`, admin.token, { status: 'OPEN', version: 1 });
    assert.equal(reopened.json().result.doneAt, null);
    assert.equal((await send(t.app, 'PUT', `/api/action-item/${onDept.id}/status`, hr.token, { status: 'FINISHED', version: 2 })).statusCode, 400);
    assert.equal((await send(t.app, 'DELETE', `/api/action-item/${onDept.id}?version=0`, hr.token)).statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/action-item/${onDept.id}`, hr.token)).statusCode, 400);
    assert.equal((await send(t.app, 'DELETE', `/api/action-item/${onDept.id}?version=2`, hr.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/action-item/${onDept.id}`, hr.token)).statusCode, 404);
  });

  test('refusals on create: title, assignee, date, enums', async () => {
    const [retired] = await t.app.db.update(appUser).set({ status: 'RETIRED' }).where(eq(appUser.username, 'ops')).returning({ id: appUser.id });
    await invalidateOwners(t.app.db, 'all');
    const cases: [unknown, string?][] = [
      [{ title: '' }, API_MESSAGES.actionItemTitleRequired],
      [{ title: '가'.repeat(201) }, API_MESSAGES.actionItemTitleTooLong],
      [{ title: 'x', assigneeId: retired.id }, API_MESSAGES.actionItemAssigneeNotFound],
      [{ title: 'x', dueDate: '2025-13-01' }, API_MESSAGES.dateInvalid],
      [{ title: 'x', priority: 'URGENT' }],
      [{ title: 'x', source: 'EMAIL' }],
      [{ title: 'x', assigneeId: -1 }],
      [{}],
      [[]],
    ];
    for (const [body, message] of cases) {
      const res = await create(pm, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(typeof res.json().message, 'string');
      if (message) assert.equal(res.json().message, message);
    }
  });
});

async function grantRead() {
  await grant(t, dev.id, 'ROLE_DEPARTMENT_READ');
}
