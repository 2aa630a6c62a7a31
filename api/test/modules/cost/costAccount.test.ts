import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let writer: string;
let reader: string;
let plain: string;

before(async () => {
  t = await buildTestApp({ crm: false });
  await makeUser(t.app, 'acc.writer', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_ACCOUNT_MANAGEMENT_WRITE', 'ROLE_COST_ACCOUNT_MANAGEMENT_READ']);
  await makeUser(t.app, 'acc.reader', 'MGT-FIN', ['ROLE_USER', 'ROLE_COST_ACCOUNT_MANAGEMENT_READ']);
  await makeUser(t.app, 'acc.plain', 'MGT-FIN', ['ROLE_USER']);
  [writer, reader, plain] = await Promise.all(['acc.writer', 'acc.reader', 'acc.plain'].map(async (u) => (await login(t.app, u)).access_token));
});
after(() => t.close());

type Acc = { id: number; code: string; name: string; parentId: number | null; category: string; directYn: string; budgetControlYn: string; activeYn: string; version: number };
const list = async (q = '', token = reader): Promise<Acc[]> => (await get(t.app, `/api/cost-account${q}`, token)).json().result;

describe('cost accounts', () => {
  test('every installation starts with the standard accounts, in tree order, direct and budget-controlled flags set', async () => {
    const all = await list();
    const by = Object.fromEntries(all.map((a) => [a.name, a]));
    for (const name of ['외주비', '재료비', '여비교통비', '소모품비', '지급수수료']) assert.ok(by[name], name);
    assert.deepEqual([by['외주비'].category, by['외주비'].directYn, by['외주비'].budgetControlYn], ['OUTSOURCING', 'Y', 'Y']);
    assert.equal(by['여비교통비'].parentId, by['경비'].id);
    for (const [i, a] of all.entries()) if (a.parentId !== null) assert.ok(all.slice(0, i).some((p) => p.id === a.parentId), `${a.name} after its parent`);
    assert.deepEqual(
      (await list('?category=OUTSOURCING')).map((a) => a.category),
      ['OUTSOURCING', 'OUTSOURCING'],
    );
    assert.equal((await get(t.app, '/api/cost-account', plain)).statusCode, 403);
    assert.equal((await get(t.app, '/api/cost-account/picker', plain)).statusCode, 200);
  });

  test('create and edit: unique upper-case code, two levels, version → 409; deactivated accounts leave the picker', async () => {
    const expense = (await list()).find((a) => a.code === 'EXPENSE')!;
    const travel = (await list()).find((a) => a.code === 'EXP_TRAVEL')!;
    let res = await send(t.app, 'POST', '/api/cost-account', writer, { code: 'exp_books', name: '도서인쇄비', category: 'EXPENSE', parentId: expense.id, directYn: 'Y' });
    assert.equal(res.statusCode, 201, res.body);
    const books = res.json().result;
    assert.deepEqual([books.code, books.parentName], ['EXP_BOOKS', '경비']);
    res = await send(t.app, 'POST', '/api/cost-account', writer, { code: 'EXP_BOOKS', name: '중복', category: 'EXPENSE' });
    assert.equal(res.json().fields.code, API_MESSAGES.costAccountCodeDuplicate);
    res = await send(t.app, 'POST', '/api/cost-account', writer, { code: 'DEEP', name: '3단계', category: 'EXPENSE', parentId: travel.id });
    assert.equal(res.json().fields.parentId, API_MESSAGES.costAccountParentNotTop);
    res = await send(t.app, 'POST', '/api/cost-account', writer, { code: 'X' });
    assert.deepEqual(Object.keys(res.json().fields).sort(), ['category', 'name']);
    res = await send(t.app, 'POST', '/api/cost-account', reader, { code: 'NOPE', name: '권한 없음', category: 'EXPENSE' });
    assert.equal(res.statusCode, 403);
    res = await send(t.app, 'PUT', `/api/cost-account/${expense.id}`, writer, { parentId: (await list()).find((a) => a.code === 'OVERHEAD')!.id, version: expense.version });
    assert.equal(res.json().fields.parentId, API_MESSAGES.costAccountParentHasChildren);
    res = await send(t.app, 'PUT', `/api/cost-account/${books.id}`, writer, { activeYn: 'N', budgetControlYn: 'Y', version: books.version });
    assert.equal(res.statusCode, 200, res.body);
    res = await send(t.app, 'PUT', `/api/cost-account/${books.id}`, writer, { name: '늦은 수정', version: books.version });
    assert.equal(res.statusCode, 409);
    assert.ok(!(await list()).some((a) => a.id === books.id));
    assert.ok((await list('?includeInactiveYn=Y')).some((a) => a.id === books.id && a.activeYn === 'N'));
    const picker: Acc[] = (await get(t.app, '/api/cost-account/picker', plain)).json().result;
    assert.ok(!picker.some((a) => a.id === books.id));
    const history = (await get(t.app, `/api/history/COST_ACCOUNT/${books.id}`, reader)).json().result.content;
    assert.deepEqual(history.map((h: { action: string }) => h.action), ['UPDATE', 'CREATE']);
  });
});
