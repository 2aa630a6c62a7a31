// @pglite: the plan's check sums the latest revision of each month's sales plan, and moves carry subtrees
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { GmpNode, GmpTree } from '@dure/shared/contracts/okr/gmp';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { kstDate } from '../../../src/lib/time';
import { marketSegment, salesPlan } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

/** GMP 트리 (/api/gmp): the tree rules, optimistic locking, RBAC and the check against the segment's sales plan. */
let t: TestApp;
let ceo: TestUser;
let dev: TestUser;
let writer: string;
let reader: string;
let year: number;
let segments: { id: number; code: string }[];

before(async () => {
  t = await buildTestApp();
  [ceo, dev] = await signInAll(t, ['ceo', 'dev']);
  await makeUser(t.app, 'gmp.writer', 'SAL-MKT', ['ROLE_USER', 'ROLE_GMP_WRITE']);
  await makeUser(t.app, 'gmp.reader', 'RND-QA', ['ROLE_USER', 'ROLE_GMP_READ']);
  writer = (await login(t.app, 'gmp.writer')).access_token;
  reader = (await login(t.app, 'gmp.reader')).access_token;
  year = Number(kstDate(t.clock()).slice(0, 4));
  segments = await t.app.db
    .select({ id: marketSegment.id, code: marketSegment.code })
    .from(marketSegment)
    .where(and(eq(marketSegment.deletedYn, 'N'), isNotNull(marketSegment.parentId)))
    .orderBy(asc(marketSegment.code));
});
after(() => t.close());

const tree = async (segmentId: number, y = year, token = ceo.token): Promise<GmpTree> => {
  const res = await get(t.app, `/api/gmp/tree?segmentId=${segmentId}&year=${y}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};

async function create(body: Record<string, unknown>, token = writer): Promise<GmpNode> {
  const res = await send(t.app, 'POST', '/api/gmp', token, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

const refused = async (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, field: string, message: string) => {
  const res = await send(t.app, method, url, writer, body);
  assert.equal(res.statusCode, 400, res.body);
  assert.equal(res.json().fields[field], message);
};

describe('tree rules', () => {
  test('a plan stands at the root of a segment’s year; initiatives under plans; actions under initiatives', async () => {
    const segmentId = segments[0].id;
    const plan = await create({ type: 'PLAN', segmentId, year: 2031, title: '규칙 시험 계획', targetRevenue: 1_000_000 });
    assert.deepEqual([plan.parentId, plan.segmentId, plan.year, plan.status, plan.version], [null, segmentId, 2031, 'PLANNED', 0]);
    // A child takes its parent's segment and year.
    const initiative = await create({ type: 'INITIATIVE', parentId: plan.id, title: '규칙 시험 이니셔티브' });
    assert.deepEqual([initiative.segmentId, initiative.year], [segmentId, 2031]);
    const action = await create({ type: 'ACTION', parentId: initiative.id, title: '규칙 시험 실행', dueDate: '2031-05-31' });
    assert.equal(action.dueDate, '2031-05-31');

    await refused('POST', '/api/gmp', { type: 'PLAN', parentId: plan.id, segmentId, year: 2031, title: 'x' }, 'parentId', API_MESSAGES.gmpPlanAtRoot);
    await refused('POST', '/api/gmp', { type: 'INITIATIVE', segmentId, year: 2031, title: 'x' }, 'parentId', API_MESSAGES.gmpInitiativeUnderPlan);
    await refused('POST', '/api/gmp', { type: 'ACTION', parentId: plan.id, title: 'x' }, 'parentId', API_MESSAGES.gmpActionUnderInitiative);
    await refused('POST', '/api/gmp', { type: 'INITIATIVE', parentId: plan.id, year: 2030, title: 'x' }, 'parentId', API_MESSAGES.gmpParentOtherTree);
    await refused('POST', '/api/gmp', { type: 'PLAN', year: 2031, title: 'x' }, 'segmentId', API_MESSAGES.gmpSegmentRequired);
    await refused('POST', '/api/gmp', { type: 'PLAN', segmentId, year: 1999, title: 'x' }, 'year', API_MESSAGES.gmpYearRange);
    await refused('POST', '/api/gmp', { type: 'PLAN', segmentId, year: 2031, title: '  ' }, 'title', API_MESSAGES.gmpTitleRequired);
    await refused('POST', '/api/gmp', { type: 'PLAN', segmentId, year: 2031, title: 'x', targetRevenue: -1 }, 'targetRevenue', API_MESSAGES.gmpAmountInvalid);
    await refused('POST', '/api/gmp', { type: 'GOAL', segmentId, year: 2031, title: 'x' }, 'type', API_MESSAGES.fieldChoice);
    await refused('PUT', `/api/gmp/${action.id}`, { type: 'PLAN', version: 0 }, 'type', API_MESSAGES.gmpTypeFixed);

    const g = await tree(segmentId, 2031);
    assert.deepEqual(
      g.nodes.map((n) => n.title),
      ['규칙 시험 계획', '규칙 시험 이니셔티브', '규칙 시험 실행'],
    );
  });

  test('moving an initiative to another segment’s plan carries its actions; an action never moves under a plan', async () => {
    const [a, b] = segments;
    const planA = await create({ type: 'PLAN', segmentId: a.id, year: 2032, title: '이동 전 계획' });
    const planB = await create({ type: 'PLAN', segmentId: b.id, year: 2033, title: '이동 후 계획' });
    const initiative = await create({ type: 'INITIATIVE', parentId: planA.id, title: '옮길 이니셔티브' });
    const action = await create({ type: 'ACTION', parentId: initiative.id, title: '따라갈 실행 과제' });

    const bad = await send(t.app, 'PUT', `/api/gmp/${action.id}/move`, writer, { parentId: planB.id, version: action.version });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().fields.parentId, API_MESSAGES.gmpActionUnderInitiative);

    const moved = await send(t.app, 'PUT', `/api/gmp/${initiative.id}/move`, writer, { parentId: planB.id, version: initiative.version });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.deepEqual([moved.json().result.parentId, moved.json().result.segmentId, moved.json().result.year], [planB.id, b.id, 2033]);
    assert.equal((await tree(a.id, 2032)).nodes.length, 1);
    const after = await tree(b.id, 2033);
    assert.deepEqual(
      after.nodes.map((n) => n.title),
      ['이동 후 계획', '옮길 이니셔티브', '따라갈 실행 과제'],
    );
  });

  test('a move with an index puts the node there among its siblings', async () => {
    const plan = await create({ type: 'PLAN', segmentId: segments[0].id, year: 2038, title: '순서 시험' });
    const [first, second, third] = [await create({ type: 'INITIATIVE', parentId: plan.id, title: '첫째' }), await create({ type: 'INITIATIVE', parentId: plan.id, title: '둘째' }), await create({ type: 'INITIATIVE', parentId: plan.id, title: '셋째' })];
    const res = await send(t.app, 'PUT', `/api/gmp/${third.id}/move`, writer, { parentId: plan.id, index: 0, version: third.version });
    assert.equal(res.statusCode, 200, res.body);
    const titles = async () => (await tree(segments[0].id, 2038)).nodes.filter((n) => n.type === 'INITIATIVE').map((n) => n.title);
    assert.deepEqual(await titles(), ['셋째', '첫째', '둘째']);
    await send(t.app, 'PUT', `/api/gmp/${first.id}/move`, writer, { parentId: plan.id, index: 2, version: first.version });
    assert.deepEqual(await titles(), ['셋째', '둘째', '첫째']);
    assert.ok(second);
  });

  test('a node with children is not deleted; a leaf is, and leaves the tree', async () => {
    const plan = await create({ type: 'PLAN', segmentId: segments[0].id, year: 2034, title: '삭제 시험' });
    const initiative = await create({ type: 'INITIATIVE', parentId: plan.id, title: '삭제 시험 하위' });
    const refusedDelete = await send(t.app, 'DELETE', `/api/gmp/${plan.id}?version=0`, writer);
    assert.equal(refusedDelete.statusCode, 409);
    assert.equal(refusedDelete.json().message, API_MESSAGES.gmpDeleteHasChildren);
    assert.equal((await send(t.app, 'DELETE', `/api/gmp/${initiative.id}?version=0`, writer)).statusCode, 200);
    assert.equal((await send(t.app, 'DELETE', `/api/gmp/${plan.id}?version=0`, writer)).statusCode, 200);
    assert.equal((await tree(segments[0].id, 2034)).nodes.length, 0);
    assert.equal((await get(t.app, `/api/gmp/${plan.id}`, ceo.token)).statusCode, 404);
  });
});

describe('optimistic locking', () => {
  test('an edit, a move or a delete made from a stale version is refused with 409 and changes nothing', async () => {
    const plan = await create({ type: 'PLAN', segmentId: segments[0].id, year: 2035, title: '잠금 시험' });
    const first = await send(t.app, 'PUT', `/api/gmp/${plan.id}`, writer, { title: '먼저 고침', version: 0 });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().result.version, 1);
    for (const [method, url, body] of [
      ['PUT', `/api/gmp/${plan.id}`, { title: '나중에 고침', version: 0 }],
      ['PUT', `/api/gmp/${plan.id}/move`, { parentId: null, version: 0 }],
      ['DELETE', `/api/gmp/${plan.id}?version=0`, undefined],
    ] as const) {
      const res = await send(t.app, method, url, writer, body);
      assert.equal(res.statusCode, 409, `${method} ${url}`);
      assert.equal(res.json().message, API_MESSAGES.conflict);
    }
    assert.equal((await get(t.app, `/api/gmp/${plan.id}`, ceo.token)).json().result.title, '먼저 고침');
    const noVersion = await send(t.app, 'PUT', `/api/gmp/${plan.id}`, writer, { title: '버전 없음' });
    assert.equal(noVersion.statusCode, 400);
  });
});

describe('RBAC', () => {
  test('GMP_READ reads, GMP_WRITE writes; others are refused by the server', async () => {
    const segmentId = segments[0].id;
    assert.equal((await get(t.app, `/api/gmp/tree?segmentId=${segmentId}&year=${year}`, reader)).statusCode, 200);
    assert.equal((await get(t.app, `/api/gmp/tree?segmentId=${segmentId}&year=${year}`, dev.token)).statusCode, 403);
    assert.equal((await get(t.app, `/api/gmp/tree?segmentId=${segmentId}&year=${year}`)).statusCode, 401);
    const body = { type: 'PLAN', segmentId, year: 2036, title: '권한 시험' };
    assert.equal((await send(t.app, 'POST', '/api/gmp', reader, body)).statusCode, 403);
    assert.equal((await send(t.app, 'POST', '/api/gmp', dev.token, body)).statusCode, 403);
    const plan = await create(body, ceo.token);
    assert.equal((await send(t.app, 'PUT', `/api/gmp/${plan.id}`, reader, { title: '읽기 전용', version: 0 })).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/gmp/${plan.id}?version=0`, reader)).statusCode, 403);
    assert.equal((await get(t.app, `/api/gmp/tree?segmentId=99999999&year=${year}`, reader)).statusCode, 404);
  });
});

describe('the sales plan check', () => {
  test('a plan is flagged while its target differs from the latest revision of the segment’s sales plan', async () => {
    const segmentId = segments[0].id;
    const y = 2037;
    const plan = await create({ type: 'PLAN', segmentId, year: y, title: '매출 계획 비교', targetRevenue: 30_000_000 });
    // No sales plan for the year: nothing to match, so a target is flagged.
    assert.equal((await tree(segmentId, y)).salesPlanTotal, null);
    assert.equal(plan.targetMismatch, true);
    const cell = (ym: string, salesTarget: number, revisionNo = 0) => ({ ym, dimension: 'SEGMENT' as const, keyId: segmentId, segmentId, salesTarget, revisionNo, status: 'CONFIRMED' as const });
    await t.app.db.insert(salesPlan).values([cell(`${y}-01`, 10_000_000), cell(`${y}-02`, 5_000_000), cell(`${y}-02`, 20_000_000, 1)]);
    let g = await tree(segmentId, y);
    assert.equal(g.salesPlanTotal, 30_000_000);
    assert.equal(g.nodes[0].targetMismatch, false);
    const changed = await send(t.app, 'PUT', `/api/gmp/${plan.id}`, writer, { targetRevenue: 31_000_000, version: plan.version });
    assert.equal(changed.json().result.targetMismatch, true);
    g = await tree(segmentId, y);
    assert.equal(g.nodes[0].targetMismatch, true);
  });
});
