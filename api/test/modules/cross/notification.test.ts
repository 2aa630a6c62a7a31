// @pglite: the notification fan-out through the in-process bus (no LISTEN/NOTIFY)
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { Notification } from '@dure/shared/contracts/cross/notification';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, eq, like } from 'drizzle-orm';
import { appUser, notification, pushToken } from '../../../src/db/schema';
import { redactUrl } from '../../../src/lib/logRedaction';
import { postgresBus } from '../../../src/modules/cross/notification/bus';
import { type NotifyInput, notify } from '../../../src/modules/cross/notification/notify';
import { purgeExpired } from '../../../src/plugins/housekeeping';
import { BASE, type TestApp, buildTestApp, get, login, send } from '../../helpers/testApp';

let t: TestApp;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

before(async () => {
  t = await buildTestApp({ crm: false });
  // Two generated employees (ROLE_USER only, no seeded notifications).
  const staff = await t.app.db.select({ id: appUser.id, username: appUser.username }).from(appUser).where(like(appUser.username, '%.%')).orderBy(appUser.id);
  const generated = staff.filter((u) => u.username !== 'sales.lead').slice(0, 2);
  alice = { id: generated[0].id, token: (await login(t.app, generated[0].username)).access_token };
  bob = { id: generated[1].id, token: (await login(t.app, generated[1].username)).access_token };
});
after(() => t.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const base = (userIds: number[], extra: Partial<NotifyInput> = {}): NotifyInput => ({
  userIds,
  category: 'CRM',
  type: 'LEAD_ASSIGNED',
  title: '리드가 배정되었습니다',
  body: '대성테크 리드의 담당자로 지정되었습니다.',
  contentLocation: '/lead/1',
  ...extra,
});
const list = async (query: string, token = alice.token): Promise<Notification[]> => {
  const res = await get(t.app, `/api/notification${query}`, token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const clear = async (userId: number) => {
  await t.app.db.delete(notification).where(eq(notification.userId, userId));
};
const rowOf = async (id: number) => (await t.app.db.select().from(notification).where(eq(notification.id, id)))[0];

describe('list', () => {
  let ids: Record<string, number>;
  before(async () => {
    await clear(alice.id);
    const make = async (key: string, minutes: number, extra: Partial<NotifyInput>) => {
      const [row] = await notify(t.app.db, base([alice.id], { now: minutesAgo(minutes), ...extra }));
      return [key, row.id] as const;
    };
    ids = Object.fromEntries([
      await make('lead', 50, {}),
      await make('mes', 40, { category: 'MES', type: 'STOCK_BELOW_SAFETY', title: 'MES 안전재고 미달', body: '알루미늄 판재 재고 부족' }),
      await make('confirm', 30, { category: 'COST', type: 'CONFIRM', title: '업무일지 확인 요청', body: '지난주 업무일지 확인' }),
      await make('okr', 20, { category: 'OKR', type: 'KR_CHECKIN_DUE', title: '체크인 기한', body: '이번 주 체크인을 해 주세요 (100% 달성)' }),
      await make('mention', 10, { category: 'COLLAB', type: 'MENTION', title: '언급되었습니다', body: '견적서 검토 부탁드립니다.' }),
    ]);
    await notify(t.app.db, base([bob.id], { title: 'MES 다른 사람 알림' }));
    await t.app.db.update(notification).set({ confirmYn: 'Y', confirmedAt: new Date() }).where(eq(notification.id, ids.okr));
  });

  test('own rows only, newest first, {result} wrapping, KST timestamps', async () => {
    const rows = await list('');
    assert.deepEqual(rows.map((r) => r.id), [ids.mention, ids.okr, ids.confirm, ids.mes, ids.lead]);
    assert.ok(rows.every((r) => r.userId === alice.id));
    assert.match(rows[0].created, /\+09:00$/);
    assert.equal(rows[0].confirmYn, 'N');
    assert.equal(rows[0].contentLocation, '/lead/1');
  });

  test('same created → id desc', async () => {
    const at = minutesAgo(1);
    const [a] = await notify(t.app.db, base([bob.id], { now: at, title: 'tie A' }));
    const [b] = await notify(t.app.db, base([bob.id], { now: at, title: 'tie B' }));
    const rows = await list('?keyword=tie', bob.token);
    assert.deepEqual(rows.map((r) => r.id), [b.id, a.id]);
  });

  test('keyword: case-insensitive contains over title and body; LIKE wildcards are literal', async () => {
    assert.deepEqual((await list('?keyword=mes')).map((r) => r.id), [ids.mes]);
    assert.deepEqual((await list(`?keyword=${encodeURIComponent('  견적서 ')}`)).map((r) => r.id), [ids.mention]);
    assert.deepEqual((await list('?keyword=%25')).map((r) => r.id), [ids.okr]);
    assert.deepEqual(await list('?keyword=nothing-like-this'), []);
  });

  test('confirmYn, category, empty values ignored', async () => {
    assert.deepEqual((await list('?confirmYn=Y')).map((r) => r.id), [ids.okr]);
    assert.equal((await list('?confirmYn=N')).length, 4);
    assert.deepEqual((await list('?category=MES')).map((r) => r.id), [ids.mes]);
    assert.equal((await list('?confirmYn=&category=')).length, 5);
    const bad = await get(t.app, '/api/notification?category=NOPE', alice.token);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'validation');
  });

  test('typeList filters types but always keeps CONFIRM rows', async () => {
    assert.deepEqual((await list('?typeList=MENTION,KR_CHECKIN_DUE')).map((r) => r.id), [ids.mention, ids.okr, ids.confirm]);
    assert.deepEqual((await list('?typeList=UNKNOWN')).map((r) => r.id), [ids.confirm]);
    assert.deepEqual((await list('?typeList=MENTION&category=CRM')).map((r) => r.id), []);
  });

  test('own userId is accepted; another user id → 403 with the Korean message', async () => {
    assert.equal((await list(`?userId=${alice.id}`)).length, 5);
    const res = await get(t.app, `/api/notification?userId=${bob.id}`, alice.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), { error: 'forbidden', message: API_MESSAGES.notificationOtherUser });
  });

  test('at most 200 rows', async () => {
    await clear(bob.id);
    await notify(t.app.db, base([bob.id], { now: minutesAgo(100) }));
    for (let i = 0; i < 205; i += 41) {
      await t.app.db.insert(notification).values(
        Array.from({ length: 41 }, (_, k) => ({ userId: bob.id, category: 'SYSTEM' as const, type: 'ROLE_CHANGED', title: `권한 ${i + k}`, body: '변경' })),
      );
    }
    const rows = await list('', bob.token);
    assert.equal(rows.length, 200);
    assert.ok(rows.every((r) => r.type === 'ROLE_CHANGED'), 'the oldest row is cut off');
    await clear(bob.id);
  });

  test('without a token → 401', async () => {
    assert.equal((await get(t.app, '/api/notification')).statusCode, 401);
  });
});

describe('confirm, delete, unread count', () => {
  test('confirm one: own → read with confirmedAt; repeat keeps it; other user row or unknown → 404 unchanged', async () => {
    await clear(alice.id);
    const [mine] = await notify(t.app.db, base([alice.id]));
    const [theirs] = await notify(t.app.db, base([bob.id]));
    const res = await send(t.app, 'PUT', `/api/notification/${mine.id}/unread/confirm?userId=${alice.id}`, alice.token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().result.confirmYn, 'Y');
    const confirmedAt = res.json().result.confirmedAt;
    assert.match(confirmedAt, /\+09:00$/);
    const again = await send(t.app, 'PUT', `/api/notification/${mine.id}/unread/confirm`, alice.token, { userId: alice.id });
    assert.equal(again.json().result.confirmedAt, confirmedAt);

    for (const id of [theirs.id, 99_999_999]) {
      const miss = await send(t.app, 'PUT', `/api/notification/${id}/unread/confirm`, alice.token);
      assert.equal(miss.statusCode, 404);
      assert.deepEqual(miss.json(), { error: 'not_found', message: API_MESSAGES.notificationNotFound });
    }
    assert.equal((await rowOf(theirs.id)).confirmYn, 'N');
    const forbidden = await send(t.app, 'PUT', `/api/notification/${theirs.id}/unread/confirm?userId=${bob.id}`, alice.token);
    assert.equal(forbidden.statusCode, 403);
    const forbiddenBody = await send(t.app, 'PUT', `/api/notification/${mine.id}/unread/confirm`, alice.token, { userId: bob.id });
    assert.equal(forbiddenBody.statusCode, 403);
  });

  test('unread count and confirm all touch only own unread rows', async () => {
    await clear(alice.id);
    await clear(bob.id);
    await notify(t.app.db, base([alice.id, bob.id]));
    await notify(t.app.db, base([alice.id, bob.id]));
    await notify(t.app.db, base([alice.id]));
    const countOf = async (token: string) => (await get(t.app, '/api/notification/unread/count', token)).json().result.count;
    assert.equal(await countOf(alice.token), 3);
    assert.equal(await countOf(bob.token), 2);
    assert.equal((await get(t.app, `/api/notification/unread/count?userId=${bob.id}`, alice.token)).statusCode, 403);

    assert.equal((await send(t.app, 'PUT', `/api/notification/confirm/all?userId=${bob.id}`, alice.token)).statusCode, 403);
    assert.equal((await send(t.app, 'PUT', '/api/notification/confirm/all', alice.token, { userId: bob.id })).statusCode, 403);
    const res = await send(t.app, 'PUT', '/api/notification/confirm/all', alice.token, { userId: alice.id });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { result: { updated: 3 } });
    assert.equal(await countOf(alice.token), 0);
    assert.equal(await countOf(bob.token), 2);
    const noBody = await send(t.app, 'PUT', `/api/notification/confirm/all?userId=${alice.id}`, alice.token);
    assert.deepEqual(noBody.json(), { result: { updated: 0 } });
  });

  test('delete: own row gone; another user row → 404 and kept; other userId → 403', async () => {
    const [mine] = await notify(t.app.db, base([alice.id]));
    const [theirs] = await notify(t.app.db, base([bob.id]));
    assert.equal((await send(t.app, 'DELETE', `/api/notification/${mine.id}?userId=${bob.id}`, alice.token)).statusCode, 403);
    const miss = await send(t.app, 'DELETE', `/api/notification/${theirs.id}`, alice.token);
    assert.equal(miss.statusCode, 404);
    assert.equal(miss.json().message, API_MESSAGES.notificationNotFound);
    assert.ok(await rowOf(theirs.id));
    const res = await send(t.app, 'DELETE', `/api/notification/${mine.id}?userId=${alice.id}`, alice.token);
    assert.deepEqual(res.json(), { result: true });
    assert.equal(await rowOf(mine.id), undefined);
    assert.equal((await send(t.app, 'DELETE', `/api/notification/${mine.id}`, alice.token)).statusCode, 404);
  });
});

describe('push token', () => {
  const register = (token: string, body: Record<string, unknown>) => send(t.app, 'POST', '/api/notification/token', token, body);
  const tokensOf = (value: string) => t.app.db.select().from(pushToken).where(eq(pushToken.token, value));

  test('registers, refreshes lastSeenAt, moves a token to its new user', async () => {
    const value = `fcm-${'x'.repeat(200)}`;
    const res = await register(alice.token, { token: value, userAgent: 'Chrome 131' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { result: true });
    const [first] = await tokensOf(value);
    assert.equal(first.userId, alice.id);
    assert.equal(first.userAgent, 'Chrome 131');

    t.clock.advance(60);
    await register(alice.token, { token: value });
    const [again] = await tokensOf(value);
    assert.equal(again.id, first.id);
    assert.ok(again.lastSeenAt > first.lastSeenAt);

    await register(bob.token, { token: value, userAgent: 'Edge' });
    const rows = await tokensOf(value);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].userId, bob.id);
    assert.equal(rows[0].userAgent, 'Edge');
  });

  test('token must be 1–512 characters → 400 in Korean', async () => {
    for (const body of [{}, { token: '' }, { token: 'y'.repeat(513) }, { token: '   ' }, { token: 12 }]) {
      const res = await register(alice.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().error, 'validation');
      assert.ok(res.json().fields.token, JSON.stringify(res.json()));
    }
    assert.equal((await register(alice.token, { token: '   ' })).json().fields.token, API_MESSAGES.pushTokenRequired);
    assert.equal((await register(alice.token, { token: 'z'.repeat(512) })).statusCode, 200);
    const [{ n }] = await t.app.db.select({ n: count() }).from(pushToken).where(and(eq(pushToken.userId, alice.id), eq(pushToken.token, 'z'.repeat(512))));
    assert.equal(n, 1);
  });
});

describe('notify and the live stream', () => {
  let origin: string;
  before(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${BASE}`;
  });

  /** Reads SSE frames from a fetch body until `predicate` matches one (or times out). */
  function reader(body: ReadableStream<Uint8Array>) {
    const stream = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    return async (predicate: (frame: string) => boolean, timeoutMs = 5000): Promise<string> => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        const found = frames.find(predicate);
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error('no matching SSE frame');
        let timer: NodeJS.Timeout | undefined;
        const chunk = await Promise.race([
          stream.read(),
          new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no matching SSE frame')), remaining))),
        ]).finally(() => clearTimeout(timer));
        if (chunk.done) throw new Error('stream ended');
        buffer += decoder.decode(chunk.value, { stream: true });
      }
    };
  }

  const waitFor = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(check());
  };

  test('SSE with ?access_token= delivers a notification created after connecting; cleanup on disconnect', async () => {
    const abort = new AbortController();
    const res = await fetch(`${origin}/api/notification/stream?access_token=${alice.token}`, {
      headers: { accept: 'text/event-stream' },
      signal: abort.signal,
    });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/);
    const next = reader(res.body!);
    await next((f) => f.includes(': connected'));
    assert.equal(t.app.notificationStreams.size, 1);

    await notify(t.app.db, base([bob.id], { title: '밥에게만' }));
    const [created] = await notify(t.app.db, base([alice.id], { title: '실시간 알림', category: 'COLLAB', type: 'MENTION' }));
    const frame = await next((f) => f.startsWith('event: notification'));
    const data = JSON.parse(frame.split('\n').find((l) => l.startsWith('data: '))!.slice(6));
    assert.equal(data.id, created.id);
    assert.equal(data.title, '실시간 알림');
    assert.equal(data.userId, alice.id);
    assert.match(frame, new RegExp(`^id: ${created.id}$`, 'm'));

    abort.abort();
    await waitFor(() => t.app.notificationStreams.size === 0);
  });

  test('a bearer header works too; bad or missing token → 401; without Accept text/event-stream → 406', async () => {
    const abort = new AbortController();
    const ok = await fetch(`${origin}/api/notification/stream`, {
      headers: { accept: 'text/event-stream', authorization: `Bearer ${bob.token}` },
      signal: abort.signal,
    });
    assert.equal(ok.status, 200);
    abort.abort();

    for (const query of ['', '?access_token=not-a-token', '?access_token=%20bad%20']) {
      const res = await fetch(`${origin}/api/notification/stream${query}`, { headers: { accept: 'text/event-stream' } });
      assert.equal(res.status, 401, query);
      assert.equal(((await res.json()) as { error: string }).error, 'invalid_token');
    }
    // The query token is accepted by the stream only.
    assert.equal((await fetch(`${origin}/api/notification?access_token=${alice.token}`)).status, 401);
    const plain = await fetch(`${origin}/api/notification/stream?access_token=${alice.token}`);
    assert.equal(plain.status, 406);
    assert.equal(((await plain.json()) as { message: string }).message, API_MESSAGES.notificationStreamAccept);
    await waitFor(() => t.app.notificationStreams.size === 0);
  });

  test('notify in a transaction: nothing live before commit; nothing at all after rollback', async () => {
    const received: Notification[] = [];
    const unsubscribe = t.app.notificationBus.subscribe(alice.id, (row) => received.push(row));
    try {
      await assert.rejects(
        t.app.db.transaction(async (tx) => {
          await notify(tx, base([alice.id], { title: '롤백될 알림' }));
          throw new Error('business failure');
        }),
        /business failure/,
      );
      let insideCount = -1;
      const committed = await t.app.db.transaction(async (tx) => {
        const rows = await notify(tx, base([alice.id], { title: '커밋될 알림' }));
        await new Promise((r) => setTimeout(r, 100));
        insideCount = received.length;
        return rows;
      });
      assert.equal(insideCount, 0);
      await waitFor(() => received.length > 0);
      await new Promise((r) => setTimeout(r, 200));
      assert.deepEqual(received.map((r) => r.id), [committed[0].id]);
      const rolledBack = await t.app.db.select().from(notification).where(eq(notification.title, '롤백될 알림'));
      assert.equal(rolledBack.length, 0);
    } finally {
      unsubscribe();
    }
  });

  test('notify makes one row per distinct recipient; an empty list does nothing', async () => {
    const rows = await notify(t.app.db, base([alice.id, bob.id, alice.id], { title: '여러 명에게' }));
    assert.deepEqual(rows.map((r) => r.userId).sort(), [alice.id, bob.id].sort());
    assert.deepEqual(await notify(t.app.db, base([])), []);
  });
});

describe('fan-out across instances', () => {
  test('on PostgreSQL, a row published by one instance reaches the subscribers of another (LISTEN/NOTIFY)', async (ctx) => {
    const database = t.config.database;
    if (database.kind !== 'postgres') return ctx.skip('PGlite runs a single process: in-process bus');
    assert.equal(t.app.notificationBus.kind, 'postgres');
    const other = await postgresBus(database.url, t.app.log);
    try {
      const received: Notification[] = [];
      const unsubscribe = other.subscribe(bob.id, (row) => received.push(row));
      const [row] = await notify(t.app.db, base([bob.id], { title: '다른 인스턴스로' }));
      const mine = () => received.filter((r) => r.id === row.id);
      for (let i = 0; i < 100 && mine().length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      // Earlier tests' rows for bob may still be in flight on the channel; only this row matters here.
      assert.equal(mine().length, 1);
      assert.equal(mine()[0].title, '다른 인스턴스로');
      unsubscribe();
    } finally {
      await other.close();
    }
  });

  test('on PGlite the bus is in-process', (ctx) => {
    if (t.config.database.kind !== 'pglite') return ctx.skip('PostgreSQL');
    assert.equal(t.app.notificationBus.kind, 'memory');
  });

  test('the query token never reaches the request log', () => {
    assert.equal(redactUrl('/dure.crm/api/notification/stream?access_token=abc.def&x=1'), '/dure.crm/api/notification/stream?access_token=[REDACTED]&x=1');
    assert.equal(redactUrl('/dure.crm/api/notification?keyword=a'), '/dure.crm/api/notification?keyword=a');
  });
});

describe('housekeeping', () => {
  test('drops push tokens unseen for 60 days and notifications older than 180 days, keeping the rest', async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 60 * 60_000);
    await t.app.db.insert(pushToken).values([
      { userId: alice.id, token: 'purge-stale-token', lastSeenAt: daysAgo(61) },
      { userId: alice.id, token: 'purge-fresh-token', lastSeenAt: daysAgo(3) },
    ]);
    await notify(t.app.db, base([alice.id], { title: 'purge-old', now: daysAgo(181) }));
    await notify(t.app.db, base([alice.id], { title: 'purge-recent', now: daysAgo(179) }));

    await purgeExpired(t.app.db, new Date());

    const tokens = (await t.app.db.select({ token: pushToken.token }).from(pushToken).where(like(pushToken.token, 'purge-%'))).map((r) => r.token);
    assert.deepEqual(tokens, ['purge-fresh-token']);
    const titles = (await t.app.db.select({ title: notification.title }).from(notification).where(like(notification.title, 'purge-%'))).map((r) => r.title);
    assert.deepEqual(titles, ['purge-recent']);
  });
});
