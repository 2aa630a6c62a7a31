// @pglite: the list's unread marker (left join + case), the html-stripping keyword search and the read-marker upsert
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEMO_THREADS } from '../../../src/db/seed/okr/threads';
import { okrThread, project, projectMember } from '../../../src/db/schema';
import { makeUser } from '../../helpers/forms';
import { type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';

type Summary = { id: number; title: string; channel: string; pinnedYn: 'Y' | 'N'; unreadYn: 'Y' | 'N'; commentCount: number; lastCommentAt: string | null; createdAt: string };

let t: TestApp;
let admin: TestUser;
let hr: TestUser;
let sales: TestUser;
let salesLead: TestUser;
let dev: TestUser;
let pm: TestUser;
/** A live project the demo `pm` leads. */
let pmProject: { id: number; name: string };
/** Two users of the same team (SAL-1) as the demo `sales` user, one of another division. */
let teammate: { id: number; token: string };
let outsider: { id: number; token: string };
let serial = 0;

before(async () => {
  t = await buildTestApp();
  [admin, hr, sales, salesLead, dev, pm] = await signInAll(t, ['admin', 'hr', 'sales', 'sales.lead', 'dev', 'pm']);
  [pmProject] = await t.app.db
    .select({ id: project.id, name: project.name })
    .from(project)
    .where(and(eq(project.pmUserId, pm.id), eq(project.deletedYn, 'N')))
    .orderBy(asc(project.id))
    .limit(1);
  assert.ok(pmProject, 'the demo pm leads a project');
  const mate = await makeUser(t.app, 'thr.mate', 'SAL-1', ['ROLE_USER']);
  const out = await makeUser(t.app, 'thr.out', 'RND-QA', ['ROLE_USER']);
  teammate = { id: mate, token: (await login(t.app, 'thr.mate')).access_token };
  outsider = { id: out, token: (await login(t.app, 'thr.out')).access_token };
});
after(() => t.close());

async function post(token: string, body: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/thread', token, { title: `테스트 스레드 ${++serial}`, body: '<p>본문</p>', channel: 'GENERAL', visibility: 'ALL', ...body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json().result as Summary & { version: number; body: string; editableYn: string; members: { id: number }[]; mentions: { id: number; name: string }[] };
}

const list = async (token: string, query = '') => {
  const res = await get(t.app, `/api/thread?size=100${query}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result.content as Summary[];
};

const mentionNotes = async (token: string, threadId: number) => {
  const res = await get(t.app, '/api/notification?typeList=MENTION', token);
  assert.equal(res.statusCode, 200, res.body);
  return (res.json().result as { type: string; targetType: string; targetId: number; contentLocation: string }[]).filter(
    (n) => n.type === 'MENTION' && n.targetType === 'THREAD' && n.targetId === threadId,
  );
};

describe('demo threads', () => {
  test('40 threads, notices pinned first, then by the latest activity', async () => {
    const rows = await list(admin.token);
    const seeded = rows.filter((r) => !r.title.startsWith('테스트'));
    assert.ok(seeded.length >= 40);
    const pinned = rows.filter((r) => r.pinnedYn === 'Y');
    assert.ok(pinned.length >= 6 && pinned.every((r) => r.channel === 'NOTICE'));
    assert.ok(rows.slice(0, pinned.length).every((r) => r.pinnedYn === 'Y'), 'pinned threads come first');
    const total = seeded.reduce((n, r) => n + r.commentCount, 0);
    assert.ok(total >= 150, `replies seeded: ${total}`);
  });
});

describe('ordering and unread marking', () => {
  test('a reply moves a thread up; unread until the reader opens it; own replies stay read', async () => {
    const older = await post(sales.token, { title: '정렬 확인 A' });
    const newer = await post(sales.token, { title: '정렬 확인 B' });
    t.clock.advance(60);
    let rows = (await list(dev.token, '&channel=GENERAL')).filter((r) => r.pinnedYn === 'N');
    assert.ok(rows.findIndex((r) => r.id === newer.id) < rows.findIndex((r) => r.id === older.id));
    assert.equal(rows.find((r) => r.id === older.id)?.unreadYn, 'Y');
    assert.equal((await list(sales.token)).find((r) => r.id === older.id)?.unreadYn, 'N', 'the author has read their own post');

    assert.equal((await send(t.app, 'PUT', `/api/thread/${older.id}/read`, dev.token)).statusCode, 200);
    assert.equal((await list(dev.token)).find((r) => r.id === older.id)?.unreadYn, 'N');
    assert.ok((await list(dev.token, '&unreadYn=Y')).every((r) => r.id !== older.id));

    t.clock.advance(60);
    const reply = await send(t.app, 'POST', `/api/comment/THREAD/${older.id}`, sales.token, { body: '<p>답글</p>' });
    assert.equal(reply.statusCode, 201, reply.body);
    rows = (await list(dev.token, '&channel=GENERAL')).filter((r) => r.pinnedYn === 'N');
    assert.ok(rows.findIndex((r) => r.id === older.id) < rows.findIndex((r) => r.id === newer.id), 'the replied thread is now first');
    const seen = rows.find((r) => r.id === older.id)!;
    assert.equal(seen.unreadYn, 'Y', 'a new reply makes it unread again');
    assert.equal(seen.commentCount, 1);
    assert.ok(seen.lastCommentAt);
    assert.equal((await list(sales.token)).find((r) => r.id === older.id)?.unreadYn, 'N', 'the replier has read it');

    const del = await send(t.app, 'DELETE', `/api/comment/${reply.json().result.id}`, sales.token);
    assert.equal(del.statusCode, 200, del.body);
    const after = (await list(dev.token)).find((r) => r.id === older.id)!;
    assert.equal(after.commentCount, 0);
    assert.equal(after.lastCommentAt, null);
  });

  test('channel counts: total and unread per channel', async () => {
    const before = (await get(t.app, '/api/thread/channels', outsider.token)).json().result as { channel: string; total: number; unread: number }[];
    await post(pm.token, { channel: 'PROJECT', targetId: pmProject.id });
    const after = (await get(t.app, '/api/thread/channels', outsider.token)).json().result as typeof before;
    const of = (rows: typeof before) => rows.find((r) => r.channel === 'PROJECT')!;
    assert.equal(of(after).total, of(before).total + 1);
    assert.equal(of(after).unread, of(before).unread + 1);
  });
});

describe('visibility', () => {
  test('a department thread is invisible outside the department: list, detail, search, comments', async () => {
    const thread = await post(sales.token, { title: '영업1팀 내부 논의 비밀키워드', visibility: 'DEPT' });
    assert.ok((await list(teammate.token)).some((r) => r.id === thread.id), 'same team sees it');
    assert.ok((await list(admin.token)).some((r) => r.id === thread.id), 'administrators see every thread');
    assert.ok(!(await list(outsider.token)).some((r) => r.id === thread.id));
    assert.deepEqual(await list(outsider.token, `&keyword=${encodeURIComponent('비밀키워드')}`), []);
    assert.equal((await list(teammate.token, `&keyword=${encodeURIComponent('비밀키워드')}`)).length, 1);
    const detail = await get(t.app, `/api/thread/${thread.id}`, outsider.token);
    assert.equal(detail.statusCode, 404);
    assert.equal(detail.json().message, API_MESSAGES.threadNotFound);
    assert.equal((await get(t.app, `/api/comment/THREAD/${thread.id}`, outsider.token)).statusCode, 404);
    assert.equal((await send(t.app, 'POST', `/api/comment/THREAD/${thread.id}`, outsider.token, { body: '<p>끼어들기</p>' })).statusCode, 404);
    assert.equal((await send(t.app, 'PUT', `/api/thread/${thread.id}/read`, outsider.token)).statusCode, 404);
    assert.equal((await get(t.app, `/api/comment/THREAD/${thread.id}`, teammate.token)).statusCode, 200);
  });

  test('a members thread is seen by its members and author only', async () => {
    const thread = await post(sales.token, { visibility: 'MEMBERS', memberIds: [dev.id] });
    assert.deepEqual(thread.members.map((m) => m.id), [dev.id]);
    assert.equal((await get(t.app, `/api/thread/${thread.id}`, dev.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/thread/${thread.id}`, teammate.token)).statusCode, 404);
    assert.ok(!(await list(teammate.token)).some((r) => r.id === thread.id));
    assert.equal((await get(t.app, `/api/comment/THREAD/${thread.id}`, teammate.token)).statusCode, 404);
  });

  test('members visibility needs members; body and title are required, html is sanitised', async () => {
    const none = await send(t.app, 'POST', '/api/thread', sales.token, { title: '멤버 없음', body: '<p>x</p>', channel: 'GENERAL', visibility: 'MEMBERS', memberIds: [] });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().fields?.memberIds, API_MESSAGES.threadMembersRequired);
    const empty = await send(t.app, 'POST', '/api/thread', sales.token, { title: '  ', body: '<p><br></p>', channel: 'GENERAL', visibility: 'ALL' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.body, new RegExp(API_MESSAGES.threadTitleRequired));
    assert.match(empty.body, new RegExp(API_MESSAGES.threadBodyRequired));
    const dirty = await post(sales.token, { body: '<p onclick="x()">안녕<script>alert(1)</script></p>' });
    assert.equal(dirty.body, '<p>안녕</p>');
  });
});

describe('mentions', () => {
  test('@username and mention chips notify each mentioned user who can see the thread', async () => {
    const thread = await post(sales.token, { title: '멘션 확인', body: `<p>@dev 확인 부탁해요, <span class="mention" data-id="${teammate.id}" data-value="thr.mate">@thr.mate</span> 님도요. mail@dure.example</p>` });
    assert.deepEqual(thread.mentions.map((m) => m.id).sort(), [dev.id, teammate.id].sort());
    const [note] = await mentionNotes(dev.token, thread.id);
    assert.ok(note, 'dev is notified');
    assert.equal(note.contentLocation, `/threads?threadId=${thread.id}`);
    assert.equal((await mentionNotes(teammate.token, thread.id)).length, 1);
    assert.equal((await mentionNotes(sales.token, thread.id)).length, 0, 'no notice to oneself');
  });

  test('a mentioned user who cannot see the thread is not notified; an edit notifies only new mentions', async () => {
    const thread = await post(sales.token, { title: '부서 멘션', visibility: 'DEPT', body: '<p>@thr.out @thr.mate</p>' });
    assert.equal((await mentionNotes(outsider.token, thread.id)).length, 0);
    assert.equal((await mentionNotes(teammate.token, thread.id)).length, 1);
    const edited = await send(t.app, 'PUT', `/api/thread/${thread.id}`, sales.token, {
      title: '부서 멘션',
      body: '<p>@thr.mate @sales.lead</p>',
      channel: 'GENERAL',
      visibility: 'DEPT',
      version: thread.version,
    });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal((await mentionNotes(teammate.token, thread.id)).length, 1, 'not notified twice');
    assert.equal((await mentionNotes(salesLead.token, thread.id)).length, 1);
  });
});

describe('notices, pinning, editing', () => {
  test('only administrators post notices and pin', async () => {
    const notice = await send(t.app, 'POST', '/api/thread', sales.token, { title: '공지?', body: '<p>x</p>', channel: 'NOTICE', visibility: 'ALL' });
    assert.equal(notice.statusCode, 403);
    assert.equal(notice.json().message, API_MESSAGES.threadNoticeAdminOnly);
    const pin = await send(t.app, 'POST', '/api/thread', sales.token, { title: '고정?', body: '<p>x</p>', channel: 'GENERAL', visibility: 'ALL', pinnedYn: 'Y' });
    assert.equal(pin.statusCode, 403);
    assert.equal(pin.json().message, API_MESSAGES.threadPinAdminOnly);
    const mine = await post(sales.token);
    const pinByAuthor = await send(t.app, 'PUT', `/api/thread/${mine.id}`, sales.token, { title: mine.title, body: '<p>x</p>', channel: 'GENERAL', visibility: 'ALL', pinnedYn: 'Y', version: mine.version });
    assert.equal(pinByAuthor.statusCode, 403);
    // hr holds ROLE_ADMIN: pins another's thread and posts a notice.
    const pinned = await send(t.app, 'PUT', `/api/thread/${mine.id}`, hr.token, { title: mine.title, body: '<p>x</p>', channel: 'GENERAL', visibility: 'ALL', pinnedYn: 'Y', version: mine.version });
    assert.equal(pinned.statusCode, 200, pinned.body);
    assert.equal(pinned.json().result.pinnedYn, 'Y');
    assert.equal((await list(dev.token))[0].pinnedYn, 'Y');
    await post(hr.token, { channel: 'NOTICE', pinnedYn: 'Y' });
  });

  test('edit and delete by the author or an administrator; a stale version is refused with 409', async () => {
    const thread = await post(sales.token);
    assert.equal(thread.editableYn, 'Y');
    const body = { title: '수정된 제목', body: '<p>수정</p>', channel: 'GENERAL', visibility: 'ALL' };
    const other = await send(t.app, 'PUT', `/api/thread/${thread.id}`, dev.token, { ...body, version: thread.version });
    assert.equal(other.statusCode, 403);
    assert.equal((await get(t.app, `/api/thread/${thread.id}`, dev.token)).json().result.editableYn, 'N');
    const ok = await send(t.app, 'PUT', `/api/thread/${thread.id}`, sales.token, { ...body, version: thread.version });
    assert.equal(ok.statusCode, 200, ok.body);
    const stale = await send(t.app, 'PUT', `/api/thread/${thread.id}`, hr.token, { ...body, title: '덮어쓰기', version: thread.version });
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().message, API_MESSAGES.conflict);
    const [row] = await t.app.db.select({ title: okrThread.title }).from(okrThread).where(eq(okrThread.id, thread.id));
    assert.equal(row.title, '수정된 제목', 'nothing lost');
    assert.equal((await send(t.app, 'DELETE', `/api/thread/${thread.id}?version=${thread.version}`, sales.token)).statusCode, 409);
    assert.equal((await send(t.app, 'DELETE', `/api/thread/${thread.id}?version=${ok.json().result.version}`, dev.token)).statusCode, 403);
    assert.equal((await send(t.app, 'DELETE', `/api/thread/${thread.id}?version=${ok.json().result.version}`, admin.token)).statusCode, 200);
    assert.equal((await get(t.app, `/api/thread/${thread.id}`, sales.token)).statusCode, 404);
  });
});

describe('project threads', () => {
  test('a project post names a project its writer sees; the list filters by it and answers its name', async () => {
    const none = await send(t.app, 'POST', '/api/thread', pm.token, { title: '프로젝트 글', body: '<p>x</p>', channel: 'PROJECT', visibility: 'ALL' });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().fields.targetId, API_MESSAGES.threadProjectRequired);
    const missing = await send(t.app, 'POST', '/api/thread', pm.token, { title: '프로젝트 글', body: '<p>x</p>', channel: 'PROJECT', visibility: 'ALL', targetId: 987_654_321 });
    assert.equal(missing.json().fields.targetId, API_MESSAGES.threadProjectNotFound);
    // The outsider is neither a member nor in the project's department scope: the project is as good as missing.
    const unseen = await send(t.app, 'POST', '/api/thread', outsider.token, { title: '프로젝트 글', body: '<p>x</p>', channel: 'PROJECT', visibility: 'ALL', targetId: pmProject.id });
    assert.equal(unseen.statusCode, 400);
    assert.equal(unseen.json().fields.targetId, API_MESSAGES.threadProjectNotFound);
    const general = await send(t.app, 'POST', '/api/thread', pm.token, { title: '일반 글', body: '<p>x</p>', channel: 'GENERAL', visibility: 'ALL', targetId: pmProject.id });
    assert.equal(general.json().fields.targetId, API_MESSAGES.threadProjectOnlyInProjectChannel);

    const thread = await post(pm.token, { channel: 'PROJECT', targetId: pmProject.id });
    const detail = (await get(t.app, `/api/thread/${thread.id}`, dev.token)).json().result;
    assert.deepEqual([detail.targetType, detail.targetId, detail.projectName], ['PROJECT', pmProject.id, pmProject.name]);
    const other = await post(pm.token, { channel: 'PROJECT', targetId: pmProject.id, title: '같은 프로젝트 두 번째 글' });
    await post(pm.token);
    const filtered = await list(dev.token, `&targetId=${pmProject.id}`);
    assert.ok(filtered.length >= 2);
    assert.ok(filtered.every((r) => (r as Summary & { targetId: number }).targetId === pmProject.id));
    assert.ok([thread.id, other.id].every((id) => filtered.some((r) => r.id === id)));
    assert.equal((filtered.find((r) => r.id === thread.id) as Summary & { projectName: string }).projectName, pmProject.name);
  });

  test('a project thread written before projects were picked is still edited without one', async () => {
    // As one saved before projects were picked: the project channel without a project.
    const posted = await post(pm.token, { channel: 'PROJECT', targetId: pmProject.id, title: '프로젝트 선택 전의 글' });
    await t.app.db.update(okrThread).set({ targetType: null, targetId: null }).where(eq(okrThread.id, posted.id));
    const [legacy] = await t.app.db
      .select({ id: okrThread.id, title: okrThread.title, version: okrThread.version })
      .from(okrThread)
      .where(and(eq(okrThread.id, posted.id), isNull(okrThread.targetId)));
    const body = { title: legacy.title, body: '<p>수정</p>', channel: 'PROJECT', visibility: 'ALL', version: legacy.version };
    const kept = await send(t.app, 'PUT', `/api/thread/${legacy.id}`, admin.token, body);
    assert.equal(kept.statusCode, 200, kept.body);
    assert.equal(kept.json().result.projectName, null);
    const linked = await send(t.app, 'PUT', `/api/thread/${legacy.id}`, admin.token, { ...body, targetId: pmProject.id, version: kept.json().result.version });
    assert.equal(linked.statusCode, 200, linked.body);
    assert.equal(linked.json().result.projectName, pmProject.name);
    // Once linked it keeps a project.
    const dropped = await send(t.app, 'PUT', `/api/thread/${legacy.id}`, admin.token, { ...body, version: linked.json().result.version });
    assert.equal(dropped.json().fields.targetId, API_MESSAGES.threadProjectRequired);
  });
});

describe('project threads for members', () => {
  test("are read by the project's members, its PM and administrators only: in the list, the detail, the search and the unread counts", async () => {
    // An open project of the pm: members join and leave only while it runs.
    const [open] = await t.app.db
      .select({ id: project.id })
      .from(project)
      .where(and(eq(project.pmUserId, pm.id), eq(project.deletedYn, 'N'), eq(project.status, 'IN_PROGRESS')))
      .orderBy(asc(project.id))
      .limit(1);
    const joinerId = await makeUser(t.app, 'thr.joiner', 'RND-QA', ['ROLE_USER']);
    const joiner = { id: joinerId, token: (await login(t.app, 'thr.joiner')).access_token };
    const joined = await send(t.app, 'POST', `/api/project/${open.id}/members`, pm.token, { userId: joiner.id, role: 'QA', allocationPct: 10 });
    assert.equal(joined.statusCode, 201, joined.body);
    // Nobody is chosen: the project decides who reads it.
    const thread = await post(pm.token, { channel: 'PROJECT', targetId: open.id, visibility: 'MEMBERS', memberIds: [], title: '참여자 전용 일정 조율', body: '<p>투입비밀단어</p>' });
    assert.deepEqual(thread.members, []);

    const unreadProjectThreads = async (token: string) => {
      const res = await get(t.app, '/api/thread/channels', token);
      assert.equal(res.statusCode, 200, res.body);
      return (res.json().result as { channel: string; unread: number }[]).find((c) => c.channel === 'PROJECT')!.unread;
    };
    const sees = async (user: { token: string }) => {
      const listed = (await list(user.token, '&channel=PROJECT')).some((s) => s.id === thread.id);
      const found = (await list(user.token, `&keyword=${encodeURIComponent('투입비밀단어')}`)).some((s) => s.id === thread.id);
      const status = (await get(t.app, `/api/thread/${thread.id}`, user.token)).statusCode;
      return [listed, found, status];
    };
    assert.deepEqual(await sees(joiner), [true, true, 200], 'a member');
    assert.deepEqual(await sees(admin), [true, true, 200], 'an administrator');
    assert.deepEqual(await sees(outsider), [false, false, 404], 'someone outside the project');
    assert.deepEqual(await sees(teammate), [false, false, 404], "the PM's colleagues are not the project");

    // The unread count moves for a member only.
    const outsiderBefore = await unreadProjectThreads(outsider.token);
    const joinerBefore = await unreadProjectThreads(joiner.token);
    await post(pm.token, { channel: 'PROJECT', targetId: open.id, visibility: 'MEMBERS', title: '두 번째 참여자 글' });
    assert.equal(await unreadProjectThreads(joiner.token), joinerBefore + 1);
    assert.equal(await unreadProjectThreads(outsider.token), outsiderBefore);

    // Replies follow the thread.
    assert.equal((await send(t.app, 'POST', `/api/comment/THREAD/${thread.id}`, outsider.token, { body: '<p>끼어들기</p>' })).statusCode, 404);

    // Leaving the project ends the reading.
    const members = (await get(t.app, `/api/project/${open.id}/members`, pm.token)).json().result as { id: number; userId: number; version: number }[];
    const row = members.find((m) => m.userId === joiner.id)!;
    assert.equal((await send(t.app, 'DELETE', `/api/project/${open.id}/members/${row.id}?version=${row.version}`, pm.token)).statusCode, 200);
    assert.deepEqual(await sees(joiner), [false, false, 404], 'a former member');
  });
});

describe('demo project threads', () => {
  test('each is on a project, written and answered by its people, some for its members only; the project filter finds them', async () => {
    const rows = await t.app.db
      .select({ id: okrThread.id, targetId: okrThread.targetId, visibility: okrThread.visibility, ownerUserId: okrThread.ownerUserId, commentCount: okrThread.commentCount })
      .from(okrThread)
      .where(and(eq(okrThread.channel, 'PROJECT'), inArray(okrThread.title, DEMO_THREADS.filter((d) => d.channel === 'PROJECT').map((d) => d.title))));
    assert.equal(rows.length, 14);
    assert.ok(rows.every((r) => r.targetId !== null && r.commentCount >= 2));
    assert.ok(rows.some((r) => r.visibility === 'MEMBERS'));
    for (const r of rows) {
      const [p] = await t.app.db.select({ pmUserId: project.pmUserId }).from(project).where(eq(project.id, r.targetId!));
      const staff = (await t.app.db.select({ userId: projectMember.userId }).from(projectMember).where(eq(projectMember.projectId, r.targetId!))).map((m) => m.userId);
      assert.ok(r.ownerUserId !== null && [p.pmUserId, ...staff].includes(r.ownerUserId), 'the author works on the project');
    }
    const filtered = await list(admin.token, `&channel=PROJECT&targetId=${rows[0].targetId}`);
    assert.ok(filtered.some((s) => s.id === rows[0].id));
  });
});
