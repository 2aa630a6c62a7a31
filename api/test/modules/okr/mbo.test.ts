// @pglite: the sheets' visibility (department path prefixes of the leaders) and the state machine's row locks run on the embedded database too
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { appUser, auditHistory, department, notification } from '../../../src/db/schema';
import { kstDate } from '../../../src/lib/time';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let leader: TestUser;
let hr: TestUser;
let admin: TestUser;
let sales: TestUser;
let year = 2030;

const ITEMS: Record<string, unknown>[] = [
  { category: 'PERFORMANCE', title: '신규 기능 개발', kpi: '릴리스 수', target: '4건', weightPct: 60, difficulty: 'HIGH' },
  { category: 'CAPABILITY', title: '기술 공유', kpi: '세미나', target: '2회', weightPct: 40, difficulty: 'LOW' },
];

async function user(username: string): Promise<TestUser> {
  const id = await makeUser(t.app, username, 'RND-DEV', ['ROLE_USER']);
  return { id, username, token: (await login(t.app, username)).access_token };
}

before(async () => {
  t = await buildTestApp();
  [hr, admin, sales] = await signInAll(t, ['hr', 'admin', 'sales']);
  owner = await user('mbo.owner');
  other = await user('mbo.other');
  const [team] = await t.app.db.select({ leaderId: department.leaderUserId }).from(department).where(eq(department.code, 'RND-DEV'));
  const [lead] = await t.app.db.select({ username: appUser.username }).from(appUser).where(eq(appUser.id, team.leaderId!));
  leader = { id: team.leaderId!, username: lead.username, token: (await login(t.app, lead.username)).access_token };
});
after(() => t.close());

type Sheet = { id: number; version: number; status: string; items: { id: number; weightPct: number }[]; weightTotal: number; score: number | null; selfScore: number | null; actions: string[]; approverId: number };

/** A new sheet of the owner for a year of its own (each test its own period). */
async function newSheet(as: TestUser = owner): Promise<Sheet> {
  const res = await send(t.app, 'POST', '/api/mbo', as.token, { year: ++year, half: 'H1' });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result;
}

async function call(as: TestUser, method: 'POST' | 'PUT', path: string, body: unknown, status = 200) {
  const res = await send(t.app, method, path, as.token, body);
  assert.equal(res.statusCode, status, res.body);
  return res.json();
}

const items = (sheet: Sheet, list = ITEMS) => call(owner, 'PUT', `/api/mbo/${sheet.id}/items`, { version: sheet.version, items: list }).then((r) => r.result as Sheet);
const act = (as: TestUser, sheet: Sheet, action: string, status = 200, reason?: string) =>
  call(as, 'POST', `/api/mbo/${sheet.id}/action`, { action, version: sheet.version, reason }, status);

/** A sheet taken to `to` along the normal path, scored on the way. */
async function sheetAt(to: 'SUBMITTED' | 'AGREED' | 'SELF_ASSESSED' | 'EVALUATED'): Promise<Sheet> {
  let sheet = await items(await newSheet());
  sheet = (await act(owner, sheet, 'SUBMIT')).result;
  if (to === 'SUBMITTED') return sheet;
  sheet = (await act(leader, sheet, 'AGREE')).result;
  if (to === 'AGREED') return sheet;
  sheet = (await call(owner, 'PUT', `/api/mbo/${sheet.id}/scores`, { version: sheet.version, items: sheet.items.map((i) => ({ id: i.id, result: '달성', selfScore: 4 })) })).result;
  sheet = (await act(owner, sheet, 'SELF_ASSESS')).result;
  if (to === 'SELF_ASSESSED') return sheet;
  sheet = (await call(leader, 'PUT', `/api/mbo/${sheet.id}/scores`, { version: sheet.version, items: sheet.items.map((i) => ({ id: i.id, evaluatorScore: 5 })) })).result;
  return (await act(leader, sheet, 'EVALUATE')).result;
}

describe('creating a sheet', () => {
  test('the leader of the owner’s team is the approver; one sheet per user, year and half', async () => {
    const sheet = await newSheet();
    assert.equal(sheet.status, 'DRAFT');
    assert.equal(sheet.approverId, leader.id);
    assert.deepEqual(sheet.actions, ['SUBMIT']);
    const again = await send(t.app, 'POST', '/api/mbo', owner.token, { year, half: 'H1' });
    assert.equal(again.statusCode, 400);
    assert.equal(again.json().fields.half, API_MESSAGES.mboDuplicate);
    const otherHalf = await send(t.app, 'POST', '/api/mbo', owner.token, { year, half: 'H2' });
    assert.equal(otherHalf.statusCode, 201, otherHalf.body);
  });
});

describe('items and weights', () => {
  test('weights are 5–100 in steps of 5, each refused with a Korean field message', async () => {
    const sheet = await newSheet();
    for (const weightPct of [3, 12, 0, 105, 12.5]) {
      const res = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: sheet.version, items: [{ ...ITEMS[0], weightPct }] });
      assert.equal(res.statusCode, 400, `${weightPct}: ${res.body}`);
      assert.equal(res.json().fields['items[0].weightPct'], API_MESSAGES.mboWeightStep);
    }
    const blank = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: sheet.version, items: [{ ...ITEMS[0], title: '  ', difficulty: 'EXTREME' }] });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().fields['items[0].title'], API_MESSAGES.mboTitleRequired);
    assert.equal(blank.json().fields['items[0].difficulty'], API_MESSAGES.mboDifficultyInvalid);
  });

  test('a sheet is submitted only with items adding up to 100 %', async () => {
    let sheet = await newSheet();
    const empty = await act(owner, sheet, 'SUBMIT', 400);
    assert.equal(empty.message, API_MESSAGES.mboNoItems);
    sheet = await items(sheet, [ITEMS[0], { ...ITEMS[1], weightPct: 35 }]);
    assert.equal(sheet.weightTotal, 95);
    const short = await act(owner, sheet, 'SUBMIT', 400);
    assert.equal(short.message, '가중치 합계가 100%여야 합니다 (현재 95%).');
    sheet = await items(sheet, [{ ...ITEMS[0], id: sheet.items[0].id }, { ...ITEMS[1], id: sheet.items[1].id }]);
    assert.equal(sheet.weightTotal, 100);
    const submitted = (await act(owner, sheet, 'SUBMIT')).result as Sheet;
    assert.equal(submitted.status, 'SUBMITTED');
    // Items are locked once submitted.
    const locked = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: submitted.version, items: ITEMS });
    assert.equal(locked.statusCode, 409);
    assert.equal(locked.json().message, API_MESSAGES.mboItemsLocked);
  });

  test('an item links one of the owner’s goals, found by the picker in the half year; another’s goal is refused', async () => {
    // Today's YEAR period (the demo seed's), where the owner and another member each write a goal.
    const today = kstDate(t.clock());
    const periods = (await get(t.app, '/api/okr/period/picker', owner.token)).json().result as { id: number; type: string; startDate: string; endDate: string }[];
    const period = periods.find((p) => p.type === 'YEAR' && p.startDate <= today && p.endDate >= today);
    assert.ok(period, 'a YEAR period of today');
    const goal = async (as: TestUser, title: string) => (await call(as, 'POST', '/api/goal', { title, level: 'PERSONAL', periodId: period.id, weightPct: 100 }, 201)).result as { id: number };
    const mine = await goal(owner, 'MBO 연결 목표');
    const theirs = await goal(other, 'MBO 남의 목표');

    const y = period.startDate.slice(0, 4);
    const pick = async (query: string) => ((await get(t.app, `/api/goal/picker?ownerUserId=${owner.id}&${query}`, owner.token)).json().result as { id: number }[]).map((g) => g.id);
    const inHalf = await pick(`periodFrom=${y}-01-01&periodTo=${y}-06-30&keyword=MBO`);
    assert.ok(inHalf.includes(mine.id), 'the owner’s goal of a period overlapping the half');
    assert.ok(!inHalf.includes(theirs.id), 'only the owner’s goals');
    assert.deepEqual(await pick('periodFrom=1999-01-01&periodTo=1999-06-30'), [], 'nothing outside the half year');

    const sheet = await newSheet();
    const refused = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: sheet.version, items: [{ ...ITEMS[0], linkedGoalId: theirs.id }] });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().fields['items[0].linkedGoalId'], API_MESSAGES.mboLinkedGoalNotFound);
    const missing = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: sheet.version, items: [{ ...ITEMS[0], linkedGoalId: 987_654_321 }] });
    assert.equal(missing.json().fields['items[0].linkedGoalId'], API_MESSAGES.mboLinkedGoalNotFound);

    const saved = await items(sheet, [{ ...ITEMS[0], linkedGoalId: mine.id }, ITEMS[1]]);
    const linked = saved.items as unknown as { linkedGoalId: number | null; linkedGoalTitle: string | null }[];
    assert.deepEqual(linked.map((i) => [i.linkedGoalId, i.linkedGoalTitle]), [[mine.id, 'MBO 연결 목표'], [null, null]]);
    // The approver reads the same title.
    const seen = (await get(t.app, `/api/mbo/${sheet.id}`, leader.token)).json().result.items as { linkedGoalTitle: string | null }[];
    assert.equal(seen[0].linkedGoalTitle, 'MBO 연결 목표');
  });

  test('a stale version is refused with 409 and nothing is lost', async () => {
    const sheet = await items(await newSheet());
    const stale = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, owner.token, { version: sheet.version - 1, items: [ITEMS[0]] });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const staleAction = await send(t.app, 'POST', `/api/mbo/${sheet.id}/action`, owner.token, { action: 'SUBMIT', version: sheet.version - 1 });
    assert.equal(staleAction.statusCode, 409);
    const now = (await get(t.app, `/api/mbo/${sheet.id}`, owner.token)).json().result as Sheet;
    assert.equal(now.items.length, 2);
    assert.equal(now.status, 'DRAFT');
    assert.equal(now.version, sheet.version);
  });
});

describe('the state machine', () => {
  test('submit notifies the approver; agree notifies the owner and confirms the request', async () => {
    const sheet = await sheetAt('SUBMITTED');
    const confirm = await t.app.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, leader.id), eq(notification.targetType, 'MBO_SHEET'), eq(notification.targetId, sheet.id)));
    assert.equal(confirm.length, 1);
    assert.equal(confirm[0].type, 'CONFIRM');
    assert.equal(confirm[0].confirmYn, 'N');
    const agreed = (await act(leader, sheet, 'AGREE')).result as Sheet;
    assert.equal(agreed.status, 'AGREED');
    const rows = await t.app.db.select().from(notification).where(and(eq(notification.targetType, 'MBO_SHEET'), eq(notification.targetId, sheet.id)));
    assert.equal(rows.find((r) => r.userId === leader.id)?.confirmYn, 'Y');
    assert.equal(rows.find((r) => r.userId === owner.id)?.type, 'MBO_AGREED');
    const history = await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'MBO_SHEET'), eq(auditHistory.entityId, sheet.id)));
    assert.deepEqual(history.filter((h) => h.action === 'STATE').map((h) => h.changes[0].new), ['SUBMITTED', 'AGREED']);
  });

  test('return to DRAFT by the approver needs a reason and tells the owner', async () => {
    const sheet = await sheetAt('SUBMITTED');
    const noReason = await act(leader, sheet, 'RETURN', 400);
    assert.equal(noReason.fields.reason, API_MESSAGES.mboReturnReasonRequired);
    const returned = (await act(leader, sheet, 'RETURN', 200, '역량 항목 KPI를 구체화해 주세요')).result as Sheet & { returnReason: string };
    assert.equal(returned.status, 'DRAFT');
    assert.equal(returned.returnReason, '역량 항목 KPI를 구체화해 주세요');
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, owner.id), eq(notification.type, 'MBO_RETURNED'), eq(notification.targetId, sheet.id)));
    assert.match(note.body, /역량 항목 KPI를 구체화해 주세요/);
  });

  test('each action is refused to the wrong actor (403) and in the wrong state (409)', async () => {
    const submitted = await sheetAt('SUBMITTED');
    // The owner cannot agree their own sheet; HR cannot agree either; the approver cannot submit it.
    assert.equal((await act(owner, submitted, 'AGREE', 403)).message, API_MESSAGES.mboApproverOnly);
    assert.equal((await act(hr, submitted, 'AGREE', 403)).message, API_MESSAGES.mboApproverOnly);
    assert.equal((await act(leader, submitted, 'SUBMIT', 403)).message, API_MESSAGES.mboOwnerOnly);
    assert.equal((await act(owner, submitted, 'SUBMIT', 409)).message, '합의 요청 상태에서는 할 수 없는 처리입니다.');
    assert.equal((await act(leader, submitted, 'EVALUATE', 409)).message, '합의 요청 상태에서는 할 수 없는 처리입니다.');
    // Close: HR only, and only when evaluated.
    assert.equal((await act(hr, submitted, 'CLOSE', 409)).message, '합의 요청 상태에서는 할 수 없는 처리입니다.');
    const evaluated = await sheetAt('EVALUATED');
    assert.equal((await act(leader, evaluated, 'CLOSE', 403)).message, API_MESSAGES.mboCloseForbidden);
    assert.equal((await act(owner, evaluated, 'CLOSE', 403)).message, API_MESSAGES.mboCloseForbidden);
    const closed = (await act(hr, evaluated, 'CLOSE')).result as Sheet;
    assert.equal(closed.status, 'CLOSED');
    assert.deepEqual(closed.actions, []);
  });

  test('self scores by the owner after AGREED, evaluator scores by the approver after SELF_ASSESSED, 0.5 steps', async () => {
    const agreed = await sheetAt('AGREED');
    const byLeader = await send(t.app, 'PUT', `/api/mbo/${agreed.id}/scores`, leader.token, { version: agreed.version, items: [{ id: agreed.items[0].id, evaluatorScore: 4 }] });
    assert.equal(byLeader.statusCode, 409);
    assert.equal(byLeader.json().message, API_MESSAGES.mboEvaluatorScoreLocked);
    const offStep = await send(t.app, 'PUT', `/api/mbo/${agreed.id}/scores`, owner.token, { version: agreed.version, items: [{ id: agreed.items[0].id, selfScore: 4.2 }] });
    assert.equal(offStep.statusCode, 400);
    assert.equal(offStep.json().fields['items[0].selfScore'], API_MESSAGES.mboScoreStep);
    const missing = await act(owner, agreed, 'SELF_ASSESS', 400);
    assert.equal(missing.message, API_MESSAGES.mboSelfScoreMissing);
    const otherSheet = await sheetAt('SUBMITTED');
    const foreign = await send(t.app, 'PUT', `/api/mbo/${agreed.id}/scores`, owner.token, { version: agreed.version, items: [{ id: otherSheet.items[0].id, selfScore: 4 }] });
    assert.equal(foreign.statusCode, 400);
    assert.equal(foreign.json().fields['items[0].id'], API_MESSAGES.mboItemUnknown);
    const assessed = await sheetAt('SELF_ASSESSED');
    assert.equal(assessed.selfScore, 4.08); // 4 × 1.1 × 0.6 + 4 × 0.9 × 0.4 = 2.64 + 1.44
    const ownerEvaluates = await send(t.app, 'PUT', `/api/mbo/${assessed.id}/scores`, owner.token, { version: assessed.version, items: [{ id: assessed.items[0].id, selfScore: 5 }] });
    assert.equal(ownerEvaluates.statusCode, 409);
    assert.equal(ownerEvaluates.json().message, API_MESSAGES.mboSelfScoreLocked);
    assert.equal((await act(leader, assessed, 'EVALUATE', 400)).message, API_MESSAGES.mboEvaluatorScoreMissing);
  });

  test('the evaluated score applies difficulty and is capped at 5; the owner is told', async () => {
    const evaluated = await sheetAt('EVALUATED');
    // 5 × 1.1 × 0.6 + 5 × 0.9 × 0.4 = 3.3 + 1.8 = 5.1 → 5
    assert.equal(evaluated.score, 5);
    assert.equal(evaluated.status, 'EVALUATED');
    const [note] = await t.app.db.select().from(notification).where(and(eq(notification.userId, owner.id), eq(notification.type, 'MBO_EVALUATED'), eq(notification.targetId, evaluated.id)));
    assert.ok(note);
  });
});

describe('visibility', () => {
  test('another member sees nothing of the sheet; the leader, HR and SUPER see it; ROLE_ADMIN alone does not', async () => {
    const sheet = await items(await newSheet());
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, other.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, sales.token)).statusCode, 404);
    const mutate = await send(t.app, 'PUT', `/api/mbo/${sheet.id}/items`, other.token, { version: sheet.version, items: ITEMS });
    assert.equal(mutate.statusCode, 404);
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, leader.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, hr.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, admin.token)).statusCode, 200); // SUPER
    // ROLE_ADMIN manages users, not evaluation content (DOMAIN §1.3).
    await makeUser(t.app, 'mbo.sysadmin', 'MGT-IT', ['ROLE_USER', 'ROLE_ADMIN']);
    const sysadmin = (await login(t.app, 'mbo.sysadmin')).access_token;
    assert.equal((await get(t.app, `/api/mbo/${sheet.id}`, sysadmin)).statusCode, 404);
    const otherList = (await get(t.app, '/api/mbo?size=100', other.token)).json().result.content as { id: number }[];
    assert.ok(!otherList.some((s) => s.id === sheet.id));
    const leaderList = (await get(t.app, `/api/mbo?size=100&scope=MEMBERS&year=${year}`, leader.token)).json().result.content as { id: number; userName: string }[];
    assert.deepEqual(leaderList.map((s) => s.id), [sheet.id]);
    const mine = (await get(t.app, `/api/mbo?scope=MINE&year=${year}`, leader.token)).json().result.content as unknown[];
    assert.equal(mine.length, 0);
    const history = await get(t.app, `/api/history/MBO_SHEET/${sheet.id}`, other.token);
    assert.equal(history.statusCode, 404, history.body);
    assert.equal((await get(t.app, `/api/history/MBO_SHEET/${sheet.id}`, leader.token)).statusCode, 200);
  });

  test('the list filters by year, half and status from the address', async () => {
    const submitted = await sheetAt('SUBMITTED');
    const res = await get(t.app, `/api/mbo?year=${year}&half=H1&statusList=SUBMITTED`, owner.token);
    assert.equal(res.statusCode, 200, res.body);
    const rows = res.json().result.content as { id: number; weightTotal: number; itemCount: number }[];
    assert.deepEqual(rows.map((r) => r.id), [submitted.id]);
    assert.equal(rows[0].weightTotal, 100);
    assert.equal((await get(t.app, `/api/mbo?year=${year}&statusList=DRAFT`, owner.token)).json().result.content.length, 0);
    assert.equal((await get(t.app, '/api/mbo?statusList=NOPE', owner.token)).statusCode, 400);
  });

  test('demo sheets exist in several states and leaders find their members’', async () => {
    const rows = (await get(t.app, '/api/mbo?size=100', hr.token)).json().result.content as { status: string }[];
    const states = new Set(rows.map((r) => r.status));
    for (const s of ['DRAFT', 'SUBMITTED', 'AGREED', 'SELF_ASSESSED', 'EVALUATED', 'CLOSED']) assert.ok(states.has(s), s);
    const members = (await get(t.app, '/api/mbo?scope=MEMBERS&size=100', leader.token)).json().result.content as unknown[];
    assert.ok(members.length > 0);
  });
});
