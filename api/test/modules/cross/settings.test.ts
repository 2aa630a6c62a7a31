import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { count } from 'drizzle-orm';
import { skill, skillCategory } from '../../../src/db/schema';
import { seedSkills } from '../../../src/db/seed/skills';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let dev: TestUser;
let sales: TestUser;

before(async () => {
  // Reference data must be there without the demo seed too.
  t = await buildTestApp({ seed: true, crm: false });
  [dev, sales] = await signInAll(t, ['dev', 'sales']);
});
after(() => t.close());

describe('skills (reference data)', () => {
  test('seeded ~10 categories and ~80 skills, idempotently', async () => {
    const [{ n: categories }] = await t.app.db.select({ n: count() }).from(skillCategory);
    const [{ n: skills }] = await t.app.db.select({ n: count() }).from(skill);
    assert.equal(Number(categories), 10);
    assert.equal(Number(skills), 80);
    assert.deepEqual(await seedSkills(t.app.db), { categories: 0, skills: 0 });
  });

  test('search: keyword over skill and category names, case-insensitive; category filter; paging', async () => {
    const spring = (await get(t.app, '/api/skill?keyword=SPRING', dev.token)).json().result;
    assert.deepEqual(spring.content.map((s: { name: string }) => s.name), ['Spring Boot']);
    assert.equal(spring.content[0].categoryName, '백엔드 개발');
    const byCategory = (await get(t.app, `/api/skill?keyword=${encodeURIComponent('생산·품질')}`, dev.token)).json().result;
    assert.ok(byCategory.content.some((s: { name: string }) => s.name === '품질 관리'));
    assert.ok(byCategory.content.every((s: { categoryName: string }) => s.categoryName === '생산·품질'));
    const cats = (await get(t.app, '/api/skill/category', dev.token)).json().result;
    assert.equal(cats.length, 10);
    assert.equal(cats.reduce((n: number, c: { skillCount: number }) => n + c.skillCount, 0), 80);
    const first = cats[0];
    const inFirst = (await get(t.app, `/api/skill?categoryId=${first.id}&size=100`, dev.token)).json().result;
    assert.equal(inFirst.totalElements, first.skillCount);
    const paged = (await get(t.app, '/api/skill?page=1&size=30', dev.token)).json().result;
    assert.equal(paged.content.length, 30);
    assert.equal(paged.totalPages, 3);
    assert.equal((await get(t.app, '/api/skill?keyword=%25', dev.token)).json().result.totalElements, 0, 'wildcards are literal');
    assert.equal((await get(t.app, '/api/skill?categoryId=abc', dev.token)).statusCode, 400);
    assert.equal((await get(t.app, '/api/skill')).statusCode, 401);
  });
});

describe('saved views', () => {
  const state = { filters: { statusList: 'OPEN', keyword: '대성' }, sort: 'expectedCloseDate,asc', columns: ['name', 'amount'] };
  let mine: { id: number; version: number };

  test('create, list own + shared, edit own with version, delete own', async () => {
    const res = await send(t.app, 'POST', '/api/saved-view', dev.token, { listKey: 'lead.list', name: '내 열린 리드', state });
    assert.equal(res.statusCode, 201, res.body);
    mine = res.json().result;
    assert.deepEqual(res.json().result.state, state);
    assert.equal(res.json().result.mineYn, 'Y');
    assert.equal((await send(t.app, 'POST', '/api/saved-view', dev.token, { listKey: 'lead.list', name: '내 열린 리드', state })).statusCode, 409);
    const shared = await send(t.app, 'POST', '/api/saved-view', sales.token, { listKey: 'lead.list', name: '팀 공유 보기', state, sharedYn: 'Y' });
    assert.equal(shared.statusCode, 201);
    await send(t.app, 'POST', '/api/saved-view', sales.token, { listKey: 'lead.list', name: '비공개', state });
    await send(t.app, 'POST', '/api/saved-view', dev.token, { listKey: 'crm.list', name: '다른 목록', state });

    const listed = (await get(t.app, '/api/saved-view?listKey=lead.list', dev.token)).json().result;
    assert.deepEqual(listed.map((v: { name: string; mineYn: string; ownerName: string }) => [v.name, v.mineYn, v.ownerName]), [
      ['내 열린 리드', 'Y', '정다은'],
      ['팀 공유 보기', 'N', '이하늘'],
    ]);
    const notMine = shared.json().result.id;
    const forbidden = await send(t.app, 'PUT', `/api/saved-view/${notMine}`, dev.token, { name: 'x', state, version: 0 });
    assert.equal(forbidden.statusCode, 403);
    assert.equal(forbidden.json().message, API_MESSAGES.savedViewNotOwner);
    assert.equal((await send(t.app, 'DELETE', `/api/saved-view/${notMine}`, dev.token)).statusCode, 403);

    const edit = await send(t.app, 'PUT', `/api/saved-view/${mine.id}`, dev.token, { name: '열린 리드', state: { ...state, sort: 'amount,desc' }, sharedYn: 'Y', version: 0 });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal(edit.json().result.version, 1);
    assert.equal(edit.json().result.sharedYn, 'Y');
    assert.equal((await send(t.app, 'PUT', `/api/saved-view/${mine.id}`, dev.token, { name: '열린 리드', state, version: 0 })).statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/saved-view/${mine.id}`, dev.token)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/saved-view/${mine.id}`, dev.token)).statusCode, 404);
  });

  test('size and shape limits → 400 in Korean', async () => {
    const big = { filters: { keyword: 'x'.repeat(33 * 1024) } };
    const res = await send(t.app, 'POST', '/api/saved-view', dev.token, { listKey: 'lead.list', name: '큰 보기', state: big });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, API_MESSAGES.settingTooLarge);
    for (const body of [
      { listKey: 'lead list!', name: 'x', state: {} },
      { listKey: 'lead.list', name: '   ', state: {} },
      { listKey: 'lead.list', name: 'x', state: [] },
      { listKey: 'lead.list', name: 'x', state: 'str' },
      { listKey: 'x'.repeat(61), name: 'x', state: {} },
      { name: 'x', state: {} },
    ]) {
      const r = await send(t.app, 'POST', '/api/saved-view', dev.token, body);
      assert.equal(r.statusCode, 400, JSON.stringify(body).slice(0, 80));
      assert.equal(typeof r.json().message, 'string');
    }
    assert.equal((await get(t.app, '/api/saved-view', dev.token)).statusCode, 400);
  });
});

describe('table settings', () => {
  test('null until saved; upsert; own only; limits', async () => {
    assert.deepEqual((await get(t.app, '/api/table-setting/lead.list', dev.token)).json(), { result: null });
    const columns = [
      { key: 'name', visible: true, order: 0, width: 200 },
      { key: 'amount', visible: false, order: 1, width: null },
      { key: 'owner', visible: true, order: 2 },
    ];
    const put = await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, { columns });
    assert.equal(put.statusCode, 200, put.body);
    const expected = columns.map((c) => ({ width: null, ...c }));
    assert.deepEqual((await get(t.app, '/api/table-setting/lead.list', dev.token)).json().result.columns, expected);
    const again = await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, { columns: [columns[0]] });
    assert.equal(again.statusCode, 200);
    assert.equal((await get(t.app, '/api/table-setting/lead.list', dev.token)).json().result.columns.length, 1);
    assert.deepEqual((await get(t.app, '/api/table-setting/lead.list', sales.token)).json(), { result: null });

    const tooBig = Array.from({ length: 400 }, (_, i) => ({ key: `column_${i}_${'x'.repeat(80)}`, visible: true, order: i, width: 100 }));
    const big = await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, { columns: tooBig });
    assert.equal(big.statusCode, 400);
    assert.equal(big.json().message, API_MESSAGES.settingTooLarge);
    assert.equal((await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, { columns: [columns[0], columns[0]] })).statusCode, 400);
    assert.equal((await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, { columns: [{ key: 'a', visible: 'yes', order: 0 }] })).statusCode, 400);
    assert.equal((await send(t.app, 'PUT', '/api/table-setting/lead.list', dev.token, {})).statusCode, 400);
    assert.equal((await get(t.app, `/api/table-setting/${'x'.repeat(61)}`, dev.token)).statusCode, 400);
  });
});
