// @pglite: recursive alignment queries, row locks and the goal roll-up run on both databases
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq } from 'drizzle-orm';
import { appUser, checkIn, notification } from '../../../src/db/schema';
import { addDays, kstDate } from '../../../src/lib/time';
import { runCheckInReminders } from '../../../src/modules/okr/checkIn/reminders';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let period: { id: number; startDate: string; endDate: string };

const ok = (res: { statusCode: number; body: string }, status = 200) => {
  assert.equal(res.statusCode, status, res.body);
  return JSON.parse(res.body).result;
};
const as = (user: string) => ({
  get: (path: string) => get(t.app, path, tokens[user]),
  post: (path: string, body: unknown) => send(t.app, 'POST', path, tokens[user], body),
  put: (path: string, body: unknown) => send(t.app, 'PUT', path, tokens[user], body),
});

before(async () => {
  t = await buildTestApp({ crm: false });
  for (const u of ['admin', 'ceo', 'sales.lead', 'sales', 'dev']) tokens[u] = (await login(t.app, u)).access_token;
  for (const u of ['ceo', 'sales.lead', 'sales', 'dev']) ids[u] = (await t.app.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, u)))[0].id;
  // This year's YEAR period (the demo seed's, or one made here).
  const today = kstDate(t.clock());
  const picked = ok(await as('ceo').get('/api/okr/period/picker')) as { id: number; type: string; startDate: string; endDate: string; status: string }[];
  let year = picked.find((p) => p.type === 'YEAR' && p.startDate <= today && p.endDate >= today);
  if (!year) {
    const y = today.slice(0, 4);
    year = ok(await as('ceo').post('/api/okr/period', { code: y, type: 'YEAR', startDate: `${y}-01-01`, endDate: `${y}-12-31` }), 201);
  }
  if (year!.status === 'PLANNING') ok(await as('ceo').put(`/api/okr/period/${year!.id}/status`, { status: 'ACTIVE', version: (ok(await as('ceo').get(`/api/okr/period/${year!.id}`)) as { version: number }).version }));
  period = year!;
});
after(() => t.close());

const goalBody = (over: Record<string, unknown>) => ({ title: '테스트 목표', level: 'PERSONAL', periodId: period.id, weightPct: 100, ...over });

describe('OKR periods', () => {
  test('same-type periods never overlap (400, Korean); a parent must be longer and contain the period', async () => {
    const a = ok(await as('ceo').post('/api/okr/period', { code: '1990-Q1', type: 'QUARTER', startDate: '1990-01-01', endDate: '1990-03-31' }), 201);
    const overlap = await as('ceo').post('/api/okr/period', { code: '1990-QX', type: 'QUARTER', startDate: '1990-03-15', endDate: '1990-06-30' });
    assert.equal(overlap.statusCode, 400);
    assert.match(overlap.json().message, /겹칩니다/);
    assert.match(overlap.json().message, /1990-Q1/);
    // Another type may overlap.
    const year = ok(await as('ceo').post('/api/okr/period', { code: '1990', type: 'YEAR', startDate: '1990-01-01', endDate: '1990-12-31' }), 201);
    const badParent = await as('ceo').post('/api/okr/period', { code: '1991-Q1', type: 'QUARTER', startDate: '1991-01-01', endDate: '1991-03-31', parentPeriodId: year.id });
    assert.equal(badParent.json().fields.parentPeriodId, API_MESSAGES.okrPeriodParentRange);
    const order = await as('ceo').post('/api/okr/period', { code: '1992', type: 'YEAR', startDate: '1992-12-31', endDate: '1992-01-01' });
    assert.equal(order.json().fields.endDate, API_MESSAGES.okrPeriodDateOrder);
    // Status lifecycle: PLANNING → CLOSED directly is refused.
    const skip = await as('ceo').put(`/api/okr/period/${a.id}/status`, { status: 'CLOSED', version: a.version });
    assert.equal(skip.statusCode, 409);
    const stale = await as('ceo').put(`/api/okr/period/${a.id}`, { name: '새 이름', version: a.version + 5 });
    assert.equal(stale.statusCode, 409);
    assert.equal((ok(await as('ceo').get(`/api/okr/period/${a.id}`)) as { name: string | null }).name, null);
  });

  test('only OKR_MANAGEMENT roles manage periods; everyone picks them', async () => {
    assert.equal((await as('sales').get('/api/okr/period')).statusCode, 403);
    assert.equal((await as('sales').post('/api/okr/period', { code: '1993', type: 'YEAR', startDate: '1993-01-01', endDate: '1993-12-31' })).statusCode, 403);
    assert.equal((await as('sales').get('/api/okr/period/picker')).statusCode, 200);
  });
});

describe('goals, key results and check-ins', () => {
  const g: Record<string, { id: number; version: number }> = {};

  test('COMPANY needs OKR_MANAGEMENT_WRITE; alignment builds the tree', async () => {
    const denied = await as('sales.lead').post('/api/goal', goalBody({ title: '전사 목표', level: 'COMPANY' }));
    assert.equal(denied.statusCode, 403);
    assert.equal(denied.json().message, API_MESSAGES.goalCompanyForbidden);
    g.company = ok(await as('ceo').post('/api/goal', goalBody({ title: '전사 매출 20% 성장', level: 'COMPANY' })), 201);
    g.team = ok(await as('sales.lead').post('/api/goal', goalBody({ title: '영업1팀 수주 확대', level: 'TEAM', parentGoalId: g.company.id })), 201);
    g.mine = ok(await as('sales').post('/api/goal', goalBody({ title: '신규 고객 10곳', parentGoalId: g.team.id, weightPct: 60 })), 201);
    const aligned = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['sales.lead']), eq(notification.type, 'GOAL_ALIGNED'), eq(notification.targetId, g.mine.id)));
    assert.equal(aligned.length, 1);
  });

  test('alignment refuses cycles, a parent period not containing the child, depth over 5', async () => {
    const cycle = await as('sales.lead').put(`/api/goal/${g.team.id}/align`, { parentGoalId: g.mine.id, version: g.team.version });
    assert.equal(cycle.statusCode, 400);
    assert.equal(cycle.json().fields.parentGoalId, API_MESSAGES.goalParentCycle);
    const q = ok(await as('ceo').post('/api/okr/period', { code: '1990-Q2', type: 'QUARTER', startDate: '1990-04-01', endDate: '1990-06-30' }), 201);
    const short = ok(await as('ceo').post('/api/goal', goalBody({ title: '분기 목표', level: 'COMPANY', periodId: q.id })), 201);
    const outside = await as('sales.lead').put(`/api/goal/${g.team.id}/align`, { parentGoalId: short.id, version: g.team.version });
    assert.equal(outside.json().fields.parentGoalId, API_MESSAGES.goalParentPeriod);
    let parent = g.mine.id;
    for (let depth = 4; depth <= 5; depth++) parent = (ok(await as('sales').post('/api/goal', goalBody({ title: `깊이 ${depth}`, parentGoalId: parent, weightPct: 0 })), 201) as { id: number }).id;
    const deep = await as('sales').post('/api/goal', goalBody({ title: '깊이 6', parentGoalId: parent, weightPct: 0 }));
    assert.equal(deep.statusCode, 400);
    assert.match(deep.json().fields.parentGoalId, /5단계/);
  });

  test('weights must add up to 100 to activate; the team lead approves', async () => {
    const refused = await as('sales').post(`/api/goal/${g.mine.id}/submit`, { version: g.mine.version });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /60%/);
    g.mine = ok(await as('sales').put(`/api/goal/${g.mine.id}`, { weightPct: 100, version: g.mine.version }));
    const kr1 = ok(await as('sales').post('/api/keyresult', { goalId: g.mine.id, title: '신규 고객 수', metricType: 'NUMBER', unit: '곳', startValue: 0, targetValue: 10, weightPct: 50 }), 201);
    const badWeights = await as('sales').post(`/api/goal/${g.mine.id}/submit`, { version: g.mine.version });
    assert.match(badWeights.json().message, /핵심결과 가중치 합계가 50%/);
    const kr2 = ok(await as('sales').post('/api/keyresult', { goalId: g.mine.id, title: '제안 소요일', metricType: 'NUMBER', unit: '일', startValue: 100, targetValue: 50, weightPct: 50 }), 201);
    ids.kr1 = kr1.id;
    ids.kr2 = kr2.id;
    const submitted = ok(await as('sales').post(`/api/goal/${g.mine.id}/submit`, { version: g.mine.version })) as { approverId: number; version: number; status: string };
    assert.equal(submitted.status, 'DRAFT');
    assert.equal(submitted.approverId, ids['sales.lead']);
    const confirm = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids['sales.lead']), eq(notification.type, 'CONFIRM'), eq(notification.targetType, 'GOAL')));
    assert.equal(confirm.length, 1);
    assert.equal((await as('sales').post(`/api/goal/${g.mine.id}/approve`, { version: submitted.version })).statusCode, 403);
    const active = ok(await as('sales.lead').post(`/api/goal/${g.mine.id}/approve`, { version: submitted.version })) as { status: string; version: number };
    assert.equal(active.status, 'ACTIVE');
    g.mine.version = active.version;
  });

  test('check-ins: progress per metric (decreasing too), comment rules, roll-up through children', async () => {
    const lowConfidence = await as('sales').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 5, confidence: 3 });
    assert.equal(lowConfidence.json().fields.comment, API_MESSAGES.checkInCommentRequired);
    const c1 = ok(await as('sales').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 5, confidence: 8 }), 201);
    assert.equal(c1.progressSnapshot, 50);
    ok(await as('sales').post(`/api/keyresult/${ids.kr2}/checkin`, { value: 75, confidence: 8 }), 201);
    const kr2 = ok(await as('sales').get(`/api/keyresult/${ids.kr2}`)) as { attainment: number; progressPct: number };
    assert.equal(kr2.attainment, 0.5);
    assert.equal(kr2.progressPct, 50);
    // A value that gets worse (decreasing target: higher) needs a comment.
    const worse = await as('sales').post(`/api/keyresult/${ids.kr2}/checkin`, { value: 80, confidence: 8 });
    assert.equal(worse.json().fields.comment, API_MESSAGES.checkInCommentRequired);
    const drop = await as('sales').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 4, confidence: 8 });
    assert.equal(drop.statusCode, 400);
    const mine = ok(await as('sales').get(`/api/goal/${g.mine.id}`)) as { progressPct: number; krCount: number };
    assert.equal(mine.progressPct, 50);
    assert.equal(mine.krCount, 2);
    // The team goal has no KRs: its children by weight (the depth chain weighs 0 and is DRAFT at 0 %).
    const team = ok(await as('sales.lead').get(`/api/goal/${g.team.id}`)) as { progressPct: number };
    assert.equal(team.progressPct, 50);
    // Only KR or goal owners check in.
    assert.equal((await as('dev').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 6, confidence: 8 })).statusCode, 403);
    // The latest of an ISO week counts.
    const again = ok(await as('sales').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 7, confidence: 9 }), 201) as { countedYn: string };
    assert.equal(again.countedYn, 'Y');
    const list = ok(await as('sales').get(`/api/keyresult/${ids.kr1}/checkin`)) as { id: number; countedYn: string }[];
    assert.deepEqual(list.map((c) => c.countedYn), ['Y', 'N']);
  });

  test('a private goal is invisible to others, in detail, list, picker and tree; its owner chain sees it', async () => {
    const secret = ok(await as('sales').post('/api/goal', goalBody({ title: '비공개 개인 목표', visibility: 'PRIVATE', weightPct: 0 })), 201) as { id: number };
    assert.equal((await as('dev').get(`/api/goal/${secret.id}`)).statusCode, 404);
    assert.equal((await as('sales.lead').get(`/api/goal/${secret.id}`)).statusCode, 200);
    // Its comments and history (the record toolkit) are no wider open than the goal.
    assert.equal((await as('dev').get(`/api/comment/GOAL/${secret.id}`)).statusCode, 404);
    assert.equal((await as('dev').post(`/api/comment/GOAL/${secret.id}`, { body: '<p>엿보기</p>' })).statusCode, 404);
    assert.equal((await as('sales.lead').get(`/api/comment/GOAL/${secret.id}`)).statusCode, 200);
    // The tree, loaded by level: no answer shows or counts a goal the caller cannot see.
    type Node = { id: number; parentGoalId: number | null; level: string; childCount: number; matchedYn: string };
    type TreeAnswer = { nodes: Node[]; total: number; unalignedTotal?: number };
    const hidden = ok(await as('sales').post('/api/goal', goalBody({ title: '숨은 정렬 목표', visibility: 'PRIVATE', weightPct: 0, parentGoalId: g.team.id })), 201) as { id: number };
    const under = ok(await as('sales').post('/api/goal', goalBody({ title: '숨은 목표 아래 공개 목표', weightPct: 0, parentGoalId: hidden.id })), 201) as { id: number };
    const tree = async (who: string, query = '') => ok(await as(who).get(`/api/objectivetree?periodId=${period.id}${query}`)) as TreeAnswer;
    const unaligned = async (who: string) => (ok(await as(who).get(`/api/objectivetree/unaligned?periodId=${period.id}&size=100`)) as { content: { id: number }[] }).content;
    // The first answer: roots and the levels down to team; a goal under a hidden parent is a root; people's goals come on expand.
    const first = await tree('dev');
    const ids = (a: TreeAnswer) => a.nodes.map((n) => n.id);
    assert.ok(ids(first).includes(g.company.id) && ids(first).includes(g.team.id));
    assert.ok(!ids(first).includes(g.mine.id) && !ids(first).includes(secret.id) && !ids(first).includes(hidden.id));
    assert.equal(first.nodes.find((n) => n.id === under.id)?.parentGoalId, null);
    const devTeam = first.nodes.find((n) => n.id === g.team.id)!;
    const leadTeam = (await tree('sales.lead')).nodes.find((n) => n.id === g.team.id)!;
    assert.equal(leadTeam.childCount, devTeam.childCount + 1);
    // A node's children on expand: the hidden one is neither listed nor counted; its own children are 404 to others.
    const kids = await tree('dev', `&parentId=${g.team.id}`);
    assert.ok(ids(kids).includes(g.mine.id) && !ids(kids).includes(hidden.id));
    assert.equal(kids.total, devTeam.childCount);
    assert.ok(ids(await tree('sales.lead', `&parentId=${g.team.id}`)).includes(hidden.id));
    assert.equal((await as('dev').get(`/api/objectivetree?periodId=${period.id}&parentId=${hidden.id}`)).statusCode, 404);
    assert.deepEqual(ids(await tree('sales', `&parentId=${hidden.id}`)), [under.id]);
    // A filter answers the matches with their visible ancestors.
    const { ownerUserId } = ok(await as('sales').get(`/api/goal/${g.mine.id}`)) as { ownerUserId: number };
    const byOwner = await tree('dev', `&ownerUserId=${ownerUserId}`);
    assert.equal(byOwner.nodes.find((n) => n.id === g.mine.id)?.matchedYn, 'Y');
    assert.equal(byOwner.nodes.find((n) => n.id === g.team.id)?.matchedYn, 'N');
    assert.ok(!ids(byOwner).includes(hidden.id) && !ids(byOwner).includes(secret.id));
    assert.equal(byOwner.nodes.find((n) => n.id === under.id)?.parentGoalId, null);
    // Unaligned goals apart, paged.
    assert.ok(!(await unaligned('dev')).some((n) => n.id === secret.id));
    assert.ok((await unaligned('sales.lead')).some((n) => n.id === secret.id));
    assert.equal((await tree('sales.lead')).unalignedTotal, (await tree('dev')).unalignedTotal! + 1);
    const picked = ok(await as('dev').get('/api/goal/picker?keyword=비공개')) as unknown[];
    assert.equal(picked.length, 0);
    const adminList = ok(await as('ceo').get('/api/goal?keyword=비공개')) as { content: unknown[] };
    assert.equal(adminList.content.length, 1);
  });

  test('optimistic locking: a stale version is 409 and nothing is lost', async () => {
    const stale = await as('sales').put(`/api/goal/${g.mine.id}`, { title: '덮어쓰기', version: g.mine.version - 1 });
    assert.equal(stale.statusCode, 409);
    // An edit that does not say which version it read is refused too: it could overwrite another's without knowing.
    const blind = await as('sales').put(`/api/goal/${g.mine.id}`, { title: '덮어쓰기' });
    assert.equal(blind.statusCode, 400);
    assert.equal(blind.json().fields.version, API_MESSAGES.fieldRequired);
    assert.equal((ok(await as('sales').get(`/api/goal/${g.mine.id}`)) as { title: string }).title, '신규 고객 10곳');
    const kr = ok(await as('sales').get(`/api/keyresult/${ids.kr1}`)) as { version: number };
    assert.equal((await as('sales').put(`/api/keyresult/${ids.kr1}`, { title: '바꿈', version: kr.version + 1 })).statusCode, 409);
  });

  test('check-ins are immutable after 7 days', async () => {
    const [latest] = ok(await as('sales').get(`/api/keyresult/${ids.kr2}/checkin`)) as { id: number; version: number }[];
    // An old check-in (its date 8 days back; the period starts earlier or the check is the same).
    await t.app.db.update(checkIn).set({ checkInDate: addDays(kstDate(t.clock()), -8) }).where(eq(checkIn.id, latest.id));
    const late = await as('sales').put(`/api/keyresult/${ids.kr2}/checkin/${latest.id}`, { value: 70, confidence: 8, version: latest.version });
    assert.equal(late.statusCode, 409);
    assert.equal(late.json().message, API_MESSAGES.checkInLocked);
  });

  test('MILESTONE key results: done weight ÷ total; undoing needs a comment; turning off track notifies the goal owner', async () => {
    const devGoal = ok(await as('dev').post('/api/goal', goalBody({ title: '배포 자동화 완성' })), 201) as { id: number; version: number };
    const kr = ok(
      await as('dev').post('/api/keyresult', { goalId: devGoal.id, title: '파이프라인 단계', metricType: 'MILESTONE', weightPct: 100, milestones: [1, 2, 3, 4].map((n) => ({ name: `단계 ${n}`, weight: 25 })) }),
      201,
    ) as { id: number; milestones: { id: string }[] };
    const submitted = ok(await as('dev').post(`/api/goal/${devGoal.id}/submit`, { version: devGoal.version })) as { version: number; approverId: number };
    ok(await as('admin').post(`/api/goal/${devGoal.id}/approve`, { version: submitted.version }));
    const first = ok(await as('dev').post(`/api/keyresult/${kr.id}/checkin`, { doneMilestoneIds: [kr.milestones[0].id], confidence: 8 }), 201) as { progressSnapshot: number };
    assert.equal(first.progressSnapshot, 25);
    const unknown = await as('dev').post(`/api/keyresult/${kr.id}/checkin`, { doneMilestoneIds: ['nope'], confidence: 8 });
    assert.equal(unknown.json().fields.doneMilestoneIds, API_MESSAGES.checkInMilestoneUnknown);
    const undone = await as('dev').post(`/api/keyresult/${kr.id}/checkin`, { doneMilestoneIds: [], confidence: 8 });
    assert.equal(undone.json().fields.comment, API_MESSAGES.checkInCommentRequired);
    ok(await as('dev').post(`/api/keyresult/${kr.id}/checkin`, { doneMilestoneIds: [kr.milestones[0].id], confidence: 2, comment: '외부 승인 지연' }), 201);
    const detail = ok(await as('dev').get(`/api/keyresult/${kr.id}`)) as { health: string };
    assert.equal(detail.health, 'OFF_TRACK');
    const alerts = await t.app.db.select().from(notification).where(and(eq(notification.userId, ids.dev), eq(notification.type, 'KR_OFF_TRACK'), eq(notification.targetId, kr.id)));
    assert.equal(alerts.length, 1);
  });

  test('reminders go out on the cadence day from 10:00 KST, once', async () => {
    const today = kstDate(t.clock());
    let friday = today;
    while (new Date(`${friday}T00:00:00Z`).getUTCDay() !== 5) friday = addDays(friday, 1);
    if (friday > period.endDate) return;
    const at = new Date(`${friday}T10:05:00+09:00`);
    assert.equal(await runCheckInReminders(t.app.db, new Date(`${friday}T09:55:00+09:00`)), 0);
    assert.ok((await runCheckInReminders(t.app.db, at)) > 0);
    assert.equal(await runCheckInReminders(t.app.db, at), 0);
    const due = await t.app.db.select().from(notification).where(eq(notification.type, 'KR_CHECKIN_DUE'));
    assert.ok(due.length > 0);
  });

  test('copy forward takes unfinished goals and their key results into another period as drafts; re-parent moves goals', async () => {
    const target = ok(await as('ceo').post('/api/okr/period', { code: '2199', type: 'YEAR', startDate: '2199-01-01', endDate: '2199-12-31' }), 201) as { id: number };
    const copied = ok(await as('ceo').post(`/api/okr/period/${period.id}/copy-forward`, { targetPeriodId: target.id, goalIds: [g.mine.id] })) as { goals: number; keyResults: number };
    assert.deepEqual(copied, { goals: 1, keyResults: 2 });
    const list = ok(await as('ceo').get(`/api/goal?periodId=${target.id}`)) as { content: { status: string; progressPct: number; parentGoalId: number | null }[] };
    assert.equal(list.content.length, 1);
    assert.equal(list.content[0].status, 'DRAFT');
    assert.equal(list.content[0].progressPct, 0);
    assert.equal(list.content[0].parentGoalId, null);
    const wrongType = await as('ceo').post(`/api/okr/period/${period.id}/copy-forward`, { targetPeriodId: (ok(await as('ceo').post('/api/okr/period', { code: '2199-Q1', type: 'QUARTER', startDate: '2199-01-01', endDate: '2199-03-31' }), 201) as { id: number }).id });
    assert.equal(wrongType.json().fields.targetPeriodId, API_MESSAGES.okrCopyTargetType);
    assert.equal((await as('sales').post(`/api/okr/period/${period.id}/reparent`, { goalIds: [g.mine.id], parentGoalId: g.company.id })).statusCode, 403);
    // All or nothing: a moves under c, b cannot (c is its child), so a stays where it was.
    const a = ok(await as('ceo').post('/api/goal', goalBody({ title: '재정렬 A', weightPct: 0 })), 201) as { id: number; version: number };
    const b = ok(await as('ceo').post('/api/goal', goalBody({ title: '재정렬 B', weightPct: 0 })), 201) as { id: number };
    const c = ok(await as('ceo').post('/api/goal', goalBody({ title: '재정렬 C', weightPct: 0, parentGoalId: b.id })), 201) as { id: number };
    const cycle = await as('ceo').post(`/api/okr/period/${period.id}/reparent`, { goalIds: [a.id, b.id], parentGoalId: c.id });
    assert.equal(cycle.statusCode, 400);
    assert.equal(cycle.json().fields.parentGoalId, API_MESSAGES.goalParentCycle);
    const untouched = ok(await as('ceo').get(`/api/goal/${a.id}`)) as { parentGoalId: number | null; version: number };
    assert.deepEqual([untouched.parentGoalId, untouched.version], [null, a.version]);
    // A goal of another period is not this period's to move: nothing moves, and the field says why.
    const copy = (ok(await as('ceo').get(`/api/goal?periodId=${target.id}`)) as { content: { id: number }[] }).content[0];
    const outside = await as('ceo').post(`/api/okr/period/${period.id}/reparent`, { goalIds: [a.id, copy.id], parentGoalId: c.id });
    assert.equal(outside.statusCode, 400);
    assert.equal(outside.json().fields.goalIds, API_MESSAGES.okrReparentOutside);
    assert.equal((ok(await as('ceo').get(`/api/goal/${a.id}`)) as { parentGoalId: number | null }).parentGoalId, null);
    const moved = ok(await as('ceo').post(`/api/okr/period/${period.id}/reparent`, { goalIds: [g.mine.id], parentGoalId: g.company.id })) as { moved: number };
    assert.equal(moved.moved, 1);
    const now = ok(await as('sales').get(`/api/goal/${g.mine.id}`)) as { parentGoalId: number; depth: number; version: number };
    assert.equal(now.parentGoalId, g.company.id);
    assert.equal(now.depth, 2);
    g.mine.version = now.version;
  });

  test('closing the period freezes scores and refuses writes', async () => {
    const p = ok(await as('ceo').get(`/api/okr/period/${period.id}`)) as { version: number; status: string };
    const review = ok(await as('ceo').put(`/api/okr/period/${period.id}/status`, { status: 'REVIEW', version: p.version })) as { version: number };
    ok(await as('ceo').put(`/api/okr/period/${period.id}/status`, { status: 'CLOSED', version: review.version }));
    const closed = ok(await as('sales').get(`/api/goal/${g.mine.id}`)) as { status: string; score: number; progressPct: number; version: number };
    assert.equal(closed.status, 'CLOSED');
    assert.equal(closed.score, closed.progressPct / 100);
    const write = await as('sales').post(`/api/keyresult/${ids.kr1}/checkin`, { value: 9, confidence: 9 });
    assert.equal(write.statusCode, 409);
    assert.equal(write.json().message, API_MESSAGES.okrPeriodClosed);
    assert.equal((await as('sales').put(`/api/goal/${g.mine.id}`, { title: '변경', version: closed.version })).statusCode, 409);
  });
});
