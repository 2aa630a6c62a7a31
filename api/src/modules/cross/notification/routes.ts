import { API_MESSAGES } from '@dure/shared/messages';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../lib/httpErrors';
import { Ok, Result } from '@dure/shared/contracts';
import {
  ConfirmedAll,
  Notification,
  NotificationDeleteParams,
  NotificationListQuery,
  NotificationParams,
  NotificationStreamQuery,
  NotificationUserBody,
  NotificationUserQuery,
  PushTokenBody,
  UnreadCount,
} from '@dure/shared/contracts/cross/notification';
import { Type } from 'typebox';
import { confirmAll, confirmOne, deleteNotification, listNotifications, ownerOf, registerPushToken, unreadCount } from './service';
import { openStream } from './stream';

/** Any signed-in user; every call only ever reads or changes the caller's own rows. */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['notification'];

type WithUser = { userId?: number | null } | null | undefined;
const bodyUser = (body: unknown) => (body && typeof body === 'object' ? (body as WithUser)?.userId : undefined);

/** In-app notifications, push registration and the live stream (SPEC §4, §7; DOMAIN §9). */
export async function notificationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const me = (request: { auth: { userId: number } | null }) => request.auth!.userId;

  app.get(
    '/api/notification',
    { config: SIGNED_IN, schema: { tags, summary: '내 알림 목록 (최신순, 최대 200건)', querystring: NotificationListQuery, response: { 200: Result(Type.Array(Notification)) } } },
    async (request) => ({ result: await listNotifications(app.db, ownerOf(me(request), request.query.userId), request.query) }),
  );

  app.get(
    '/api/notification/unread/count',
    { config: SIGNED_IN, schema: { tags, summary: '읽지 않은 알림 수', querystring: NotificationUserQuery, response: { 200: Result(UnreadCount) } } },
    async (request) => ({ result: { count: await unreadCount(app.db, ownerOf(me(request), request.query.userId)) } }),
  );

  app.put(
    '/api/notification/confirm/all',
    { config: SIGNED_IN, schema: { tags, summary: '모두 읽음', querystring: NotificationUserQuery, body: NotificationUserBody, response: { 200: Result(ConfirmedAll) } } },
    async (request) => {
      const userId = ownerOf(me(request), request.query.userId, bodyUser(request.body));
      return { result: { updated: await confirmAll(app.db, userId, app.clock()) } };
    },
  );

  app.put(
    '/api/notification/:id/unread/confirm',
    { config: SIGNED_IN, schema: { tags, summary: '읽음 처리', params: NotificationParams, querystring: NotificationUserQuery, body: NotificationUserBody, response: { 200: Result(Notification) } } },
    async (request) => {
      const userId = ownerOf(me(request), request.query.userId, bodyUser(request.body));
      return { result: await confirmOne(app.db, userId, request.params.id, app.clock()) };
    },
  );

  app.delete(
    '/api/notification/:notificationId',
    { config: SIGNED_IN, schema: { tags, summary: '알림 삭제', params: NotificationDeleteParams, querystring: NotificationUserQuery, response: { 200: Ok } } },
    async (request) => {
      const userId = ownerOf(me(request), request.query.userId, bodyUser(request.body));
      await deleteNotification(app.db, userId, request.params.notificationId);
      return { result: true as const };
    },
  );

  app.post(
    '/api/notification/token',
    { config: SIGNED_IN, schema: { tags, summary: '푸시 토큰 등록', body: PushTokenBody, response: { 200: Ok } } },
    async (request) => {
      const userAgent = request.body.userAgent ?? request.headers['user-agent'] ?? null;
      await registerPushToken(app.db, me(request), { token: request.body.token, userAgent }, app.clock());
      return { result: true as const };
    },
  );

  app.get(
    '/api/notification/stream',
    {
      config: { ...SIGNED_IN, queryToken: true },
      schema: {
        tags,
        summary: '실시간 알림 (Server-Sent Events)',
        description: 'EventSource는 헤더를 보낼 수 없으므로 `?access_token=` 으로도 인증합니다. `event: notification` + 25초마다 주석 하트비트.',
        querystring: NotificationStreamQuery,
        response: { 200: { content: { 'text/event-stream': { schema: Type.String({ description: 'event: notification + data: Notification (JSON)' }) } } } },
      },
    },
    async (request, reply) => {
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new ApiError(406, 'not_acceptable', API_MESSAGES.notificationStreamAccept);
      }
      openStream(app, request, reply, me(request));
    },
  );
}
