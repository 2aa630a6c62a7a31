import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { isQuietHour, pushable } from '../../../src/modules/cross/notification/notify';
import { DisabledPushSender, FcmPushSender, type MulticastSender, createPushSender } from '../../../src/modules/cross/notification/push';

type Sent = Parameters<MulticastSender['sendEachForMulticast']>[0];

function fakeMessaging(answer: (tokens: string[]) => { success: boolean; error?: { code: string } }[]) {
  const sent: Sent[] = [];
  const messaging: MulticastSender = {
    async sendEachForMulticast(message) {
      sent.push(message);
      return { responses: answer(message.tokens) };
    },
  };
  return { messaging, sent };
}

const message = { title: '리드 배정', body: '새 리드가 배정되었습니다.', contentLocation: '/lead/12', contentLink: 'https://dure.example/lead/12', data: { notificationId: '9' } };

describe('Firebase Cloud Messaging sender', () => {
  test('sends title, body, contentLocation and contentLink as data to every token', async () => {
    const { messaging, sent } = fakeMessaging((tokens) => tokens.map(() => ({ success: true })));
    const result = await new FcmPushSender(messaging).send(['a', 'b'], message);
    assert.deepEqual(result, { unregistered: [] });
    assert.deepEqual(sent, [
      {
        tokens: ['a', 'b'],
        data: { notificationId: '9', title: '리드 배정', body: '새 리드가 배정되었습니다.', contentLocation: '/lead/12', contentLink: 'https://dure.example/lead/12' },
        webpush: { fcmOptions: { link: 'https://dure.example/lead/12' } },
      },
    ]);
  });

  test('reports tokens the provider no longer knows, and only those', async () => {
    const { messaging } = fakeMessaging(() => [
      { success: true },
      { success: false, error: { code: 'messaging/registration-token-not-registered' } },
      { success: false, error: { code: 'messaging/internal-error' } },
      { success: false, error: { code: 'messaging/invalid-registration-token' } },
    ]);
    const result = await new FcmPushSender(messaging).send(['ok', 'gone', 'flaky', 'bad'], message);
    assert.deepEqual(result.unregistered, ['gone', 'bad']);
  });

  test('splits more than 500 tokens into batches', async () => {
    const { messaging, sent } = fakeMessaging((tokens) => tokens.map(() => ({ success: true })));
    await new FcmPushSender(messaging).send(Array.from({ length: 1201 }, (_, i) => `t${i}`), message);
    assert.deepEqual(sent.map((m) => m.tokens.length), [500, 500, 201]);
  });
});

describe('choosing the sender', () => {
  const quiet = Fastify({ logger: false }).log;

  test('without FIREBASE_SERVICE_ACCOUNT push is off', async () => {
    assert.ok((await createPushSender(quiet, null)) instanceof DisabledPushSender);
  });

  test('an unreadable service account turns push off instead of failing the start', async () => {
    assert.ok((await createPushSender(quiet, '{not json')) instanceof DisabledPushSender);
    assert.ok((await createPushSender(quiet, '/no/such/service-account.json')) instanceof DisabledPushSender);
  });
});

describe('quiet hours (DOMAIN §9)', () => {
  const kst = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00+09:00`);
  const rows = [{ type: 'LEAD_ASSIGNED' }, { type: 'CONFIRM' }];

  test('22:00–08:00 Seoul time is quiet', () => {
    assert.deepEqual(['21:59', '22:00', '03:00', '07:59', '08:00'].map((t) => isQuietHour(kst(t))), [false, true, true, true, false]);
  });

  test('only confirm requests are pushed during quiet hours', () => {
    assert.deepEqual(pushable(rows, kst('23:30')), [{ type: 'CONFIRM' }]);
    assert.deepEqual(pushable(rows, kst('09:00')), rows);
  });
});
