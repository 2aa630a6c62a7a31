// @pglite: the tree is read and renumbered with ordered selects and linked goals matched against a bigint array column
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, gte, lte } from 'drizzle-orm';
import { appUser, auditHistory, goal, keyResult, okrPeriod, strategyNode } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let admin: TestUser;
let ceo: TestUser;
let dev: TestUser;
let periodId: number;
let closedPeriodId: number;
let publicGoal: number;
let privateGoal: number;
let teamGoal: number;
let otherPeriodGoal: number;

type Node = { id: number; parentId: number | null; type: string; title: string; sortOrder: number; version: number; goalIds: number[]; description: string | null };
type TreeNode = Node & { goals: { id: number; title: string; progressPct: number; health: string; keyResults: { title: string; progressPct: number }[] }[] };

async function userId(username: string) {
  const [row] = await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
  return row.id;
}

async function addGoal(values: { periodId: number; title: string; level?: 'COMPANY' | 'TEAM'; visibility?: 'PUBLIC' | 'PRIVATE'; owner: number }) {
  const [row] = await t.app.db
    .insert(goal)
    .values({ periodId: values.periodId, title: values.title, level: values.level ?? 'COMPANY', visibility: values.visibility ?? 'PUBLIC', ownerUserId: values.owner, status: 'ACTIVE', progressPct: '42.50', health: 'AT_RISK', krCount: 1 })
    .returning({ id: goal.id });
  return row.id;
}

before(async () => {
  t = await buildTestApp();
  [admin, ceo, dev] = await signInAll(t, ['admin', 'ceo', 'dev']);
  const [open, closed] = await t.app.db
    .insert(okrPeriod)
    .values([
      { code: 'GSP-T1', type: 'QUARTER', startDate: '2031-01-01', endDate: '2031-03-31', status: 'ACTIVE' },
      { code: 'GSP-T0', type: 'QUARTER', startDate: '2030-10-01', endDate: '2030-12-31', status: 'CLOSED' },
    ])
    .returning({ id: okrPeriod.id });
  periodId = open.id;
  closedPeriodId = closed.id;
  const ceoId = await userId('ceo');
  publicGoal = await addGoal({ periodId, title: '전사 매출 30% 성장', owner: ceoId });
  privateGoal = await addGoal({ periodId, title: '비공개 전사 목표', visibility: 'PRIVATE', owner: ceoId });
  teamGoal = await addGoal({ periodId, title: '팀 목표', level: 'TEAM', owner: ceoId });
  otherPeriodGoal = await addGoal({ periodId: closedPeriodId, title: '지난 분기 목표', owner: ceoId });
  await t.app.db.insert(keyResult).values({ goalId: publicGoal, title: '신규 고객 20곳', metricType: 'NUMBER', startValue: '0', targetValue: '20', weightPct: 100, ownerUserId: ceoId, progressPct: '40.00', health: 'AT_RISK' });
});
after(() => t.close());

async function create(token: string, body: Record<string, unknown>, status = 201) {
  const res = await send(t.app, 'POST', '/api/gsp/node', token, { periodId, ...body });
  assert.equal(res.statusCode, status, res.body);
  return res.json().result as Node;
}

const tree = async (token: string, id = periodId) => {
  const res = await get(t.app, `/api/gsp/tree?periodId=${id}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result as { editableYn: string; nodes: TreeNode[] };
};

describe('GSP tree', () => {
  let vision: Node;
  let theme: Node;
  let strategy: Node;

  test('a strategy administrator builds vision → theme → strategy and links company goals; the description is sanitised', async () => {
    vision = await create(ceo.token, { type: 'VISION', title: '2031 비전', description: '<p>고객과 함께 <strong>성장</strong></p><script>alert(1)</script>' });
    assert.equal(vision.description, '<p>고객과 함께 <strong>성장</strong></p>');
    theme = await create(ceo.token, { type: 'THEME', title: '시장 확대', parentId: vision.id });
    strategy = await create(ceo.token, { type: 'STRATEGY', title: '제조 세그먼트 공략', parentId: theme.id, goalIds: [publicGoal, privateGoal] });
    assert.deepEqual(strategy.goalIds, [publicGoal, privateGoal]);
    const audit = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'STRATEGY_NODE'), eq(auditHistory.entityId, strategy.id)));
    assert.equal(audit.length, 1);
  });

  test('everyone reads the tree in order with goal and KR leaves; private goals stay hidden from others', async () => {
    const seen = await tree(dev.token);
    assert.equal(seen.editableYn, 'N');
    assert.deepEqual(seen.nodes.map((n) => n.title), ['2031 비전', '시장 확대', '제조 세그먼트 공략']);
    const leaf = seen.nodes[2];
    assert.deepEqual(leaf.goals.map((g) => g.title), ['전사 매출 30% 성장']);
    assert.deepEqual(leaf.goals[0].keyResults.map((k) => [k.title, k.progressPct]), [['신규 고객 20곳', 40]]);
    assert.equal(leaf.goals[0].health, 'AT_RISK');
    assert.equal(leaf.goals[0].progressPct, 42.5);
    const owner = await tree(ceo.token);
    assert.equal(owner.editableYn, 'Y');
    assert.deepEqual(owner.nodes[2].goals.map((g) => g.title), ['전사 매출 30% 성장', '비공개 전사 목표']);
  });

  test('only BUSINESS_STRATEGY_ADMIN writes (server-enforced), every signed-in staff member reads', async () => {
    await makeUser(t.app, 'gsp.goaladmin', 'RND-QA', ['ROLE_USER', 'ROLE_GOAL_ADMIN']);
    await makeUser(t.app, 'gsp.staff', 'RND-QA', ['ROLE_USER']);
    const goalAdmin = (await login(t.app, 'gsp.goaladmin')).access_token;
    const staff = (await login(t.app, 'gsp.staff')).access_token;
    for (const token of [dev.token, staff, goalAdmin]) {
      const writes = [
        await send(t.app, 'POST', '/api/gsp/node', token, { periodId, type: 'VISION', title: '몰래 만든 비전' }),
        await send(t.app, 'PUT', `/api/gsp/node/${vision.id}`, token, { title: 'x', version: vision.version }),
        await send(t.app, 'PUT', `/api/gsp/node/${theme.id}/move`, token, { parentId: vision.id, sortOrder: 0, version: theme.version }),
        await send(t.app, 'DELETE', `/api/gsp/node/${strategy.id}?version=${strategy.version}`, token),
      ];
      assert.deepEqual(writes.map((r) => r.statusCode), [403, 403, 403, 403]);
      const seen = await tree(token);
      assert.equal(seen.editableYn, 'N');
      assert.deepEqual(seen.nodes.map((n) => [n.title, n.version]), [['2031 비전', 0], ['시장 확대', 0], ['제조 세그먼트 공략', 0]]);
    }
    assert.equal((await get(t.app, `/api/gsp/tree?periodId=${periodId}`)).statusCode, 401);
  });

  test('type rules: vision at the root, theme under a vision, strategy under a theme', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'VISION', parentId: vision.id }, API_MESSAGES.gspVisionAtRoot],
      [{ type: 'THEME' }, API_MESSAGES.gspThemeUnderVision],
      [{ type: 'THEME', parentId: theme.id }, API_MESSAGES.gspThemeUnderVision],
      [{ type: 'STRATEGY', parentId: vision.id }, API_MESSAGES.gspStrategyUnderTheme],
      [{ type: 'STRATEGY', parentId: 999999 }, API_MESSAGES.gspParentNotFound],
    ];
    for (const [body, message] of cases) {
      const res = await send(t.app, 'POST', '/api/gsp/node', ceo.token, { periodId, title: '규칙 위반', ...body });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().fields?.parentId, message, res.body);
    }
    const noType = await send(t.app, 'POST', '/api/gsp/node', ceo.token, { periodId, type: 'GOAL', title: '없는 유형', parentId: theme.id });
    assert.equal(noType.statusCode, 400);
    assert.equal(noType.json().fields?.type, API_MESSAGES.gspTypeRequired);
    const noTitle = await send(t.app, 'POST', '/api/gsp/node', ceo.token, { periodId, type: 'VISION', title: '  ' });
    assert.equal(noTitle.statusCode, 400);
    assert.match(noTitle.body, new RegExp(API_MESSAGES.gspTitleRequired));
  });

  test('only live COMPANY goals of the period can be linked', async () => {
    for (const [ids, message] of [
      [[teamGoal], API_MESSAGES.gspGoalNotCompany],
      [[otherPeriodGoal], API_MESSAGES.gspGoalNotFound],
      [[999999], API_MESSAGES.gspGoalNotFound],
    ] as const) {
      const res = await send(t.app, 'PUT', `/api/gsp/node/${strategy.id}`, ceo.token, { goalIds: ids, version: strategy.version });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.body, new RegExp(message));
    }
  });

  test('a stale edit is refused with 409 and nothing is lost', async () => {
    const first = await send(t.app, 'PUT', `/api/gsp/node/${strategy.id}`, ceo.token, { title: '제조 세그먼트 집중 공략', version: strategy.version });
    assert.equal(first.statusCode, 200, first.body);
    const stale = await send(t.app, 'PUT', `/api/gsp/node/${strategy.id}`, admin.token, { title: '덮어쓰기', version: strategy.version });
    assert.equal(stale.statusCode, 409);
    strategy = first.json().result;
    assert.equal(strategy.title, '제조 세그먼트 집중 공략');
    assert.deepEqual(strategy.goalIds, [publicGoal, privateGoal]);
  });

  test('move and reorder: siblings renumbered, type rules apply to the new parent', async () => {
    const second = await create(ceo.token, { type: 'THEME', title: '운영 혁신', parentId: vision.id });
    const res = await send(t.app, 'PUT', `/api/gsp/node/${second.id}/move`, ceo.token, { parentId: vision.id, sortOrder: 0, version: second.version });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual((await tree(dev.token)).nodes.map((n) => n.title), ['2031 비전', '운영 혁신', '시장 확대', '제조 세그먼트 집중 공략']);
    const moved = await send(t.app, 'PUT', `/api/gsp/node/${strategy.id}/move`, ceo.token, { parentId: second.id, sortOrder: 0, version: strategy.version });
    assert.equal(moved.statusCode, 200, moved.body);
    strategy = moved.json().result;
    assert.equal(strategy.parentId, second.id);
    const wrong = await send(t.app, 'PUT', `/api/gsp/node/${strategy.id}/move`, ceo.token, { parentId: vision.id, sortOrder: 0, version: strategy.version });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.body, new RegExp(API_MESSAGES.gspStrategyUnderTheme));
    const stale = await send(t.app, 'PUT', `/api/gsp/node/${second.id}/move`, ceo.token, { parentId: vision.id, sortOrder: 1, version: second.version });
    assert.equal(stale.statusCode, 409);
  });

  test('delete: refused while children remain, then soft-deleted with a current version', async () => {
    const refused = await send(t.app, 'DELETE', `/api/gsp/node/${vision.id}?version=${vision.version}`, ceo.token);
    assert.equal(refused.statusCode, 409);
    assert.match(refused.body, new RegExp(API_MESSAGES.gspDeleteHasChildren));
    const stale = await send(t.app, 'DELETE', `/api/gsp/node/${strategy.id}?version=${strategy.version - 1}`, ceo.token);
    assert.equal(stale.statusCode, 409);
    const done = await send(t.app, 'DELETE', `/api/gsp/node/${strategy.id}?version=${strategy.version}`, ceo.token);
    assert.equal(done.statusCode, 200, done.body);
    assert.ok(!(await tree(dev.token)).nodes.some((n) => n.id === strategy.id));
  });

  test('a closed period is frozen and an unknown period is 404', async () => {
    const frozen = await send(t.app, 'POST', '/api/gsp/node', ceo.token, { periodId: closedPeriodId, type: 'VISION', title: '마감 기간 비전' });
    assert.equal(frozen.statusCode, 409);
    assert.equal((await tree(ceo.token, closedPeriodId)).editableYn, 'N');
    assert.equal((await get(t.app, '/api/gsp/tree?periodId=999999', dev.token)).statusCode, 404);
  });
});

describe('the period the tree opens on (no periodId)', () => {
  const defaultTree = async () => {
    const res = await get(t.app, '/api/gsp/tree', dev.token);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { periodId: number; nodes: TreeNode[] };
  };
  const unlinkAll = (id: number) => t.app.db.update(strategyNode).set({ goalIds: [] }).where(eq(strategyNode.periodId, id));
  let quarter: number;
  let year: number;

  before(async () => {
    const today = kstDate(t.clock());
    const current = await t.app.db.select().from(okrPeriod).where(and(lte(okrPeriod.startDate, today), gte(okrPeriod.endDate, today)));
    quarter = current.find((p) => p.type === 'QUARTER')!.id;
    year = current.find((p) => p.type === 'YEAR')!.id;
  });

  test('the seeded current quarter, whose strategies link the company goals, with their KRs as leaves', async () => {
    const seen = await defaultTree();
    assert.equal(seen.periodId, quarter);
    const strategies = seen.nodes.filter((n) => n.type === 'STRATEGY');
    assert.ok(strategies.length > 0 && strategies.every((n) => n.goals.length > 0 && n.goals.every((g) => g.keyResults.length > 0)), JSON.stringify(strategies));
  });

  test('a wider current period when only its strategies link company goals, else the narrowest current period', async () => {
    await unlinkAll(quarter);
    const yearGoal = await addGoal({ periodId: year, title: '연간 전사 목표', owner: await userId('ceo') });
    const vision = await create(ceo.token, { periodId: year, type: 'VISION', title: '연간 비전' });
    const theme = await create(ceo.token, { periodId: year, type: 'THEME', title: '연간 테마', parentId: vision.id });
    await create(ceo.token, { periodId: year, type: 'STRATEGY', title: '연간 전략', parentId: theme.id, goalIds: [yearGoal] });
    const seen = await defaultTree();
    assert.equal(seen.periodId, year);
    assert.deepEqual(seen.nodes.at(-1)!.goals.map((g) => g.title), ['연간 전사 목표']);
    // A goal the caller cannot see does not pick the period for them.
    await t.app.db.update(goal).set({ visibility: 'PRIVATE' }).where(eq(goal.id, yearGoal));
    assert.equal((await defaultTree()).periodId, quarter);
    await t.app.db.update(goal).set({ visibility: 'PUBLIC' }).where(eq(goal.id, yearGoal));
    assert.equal((await defaultTree()).periodId, year);
    await t.app.db.update(goal).set({ deletedYn: 'Y' }).where(eq(goal.id, yearGoal));
    assert.equal((await defaultTree()).periodId, quarter);
  });
});
