import { Done, Ok, PageOf, Result, VersionQuery } from '@dure/shared/contracts';
import { ThreadBody, ThreadChannelCount, ThreadDetail, ThreadListQuery, ThreadParams, ThreadSummary } from '@dure/shared/contracts/okr/thread';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { richTextOptionsOf as richTextOptions } from '../../../lib/richText';
import { viewerOf } from '../../cross/record/registry';
import { channelCounts, createThread, deleteThread, getThread, listThreads, markRead, updateThread } from './service';

/** Every signed-in user; visibility, notices, pinning and authorship are checked inside. */
const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['thread'];

/** 스레드 (DOMAIN §5 Thread, /threads); replies are the record toolkit's comments on THREAD. */
export async function threadRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/thread',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 목록 (볼 수 있는 글만, 고정 먼저·최근 활동 순)', querystring: ThreadListQuery, response: { 200: Result(PageOf(ThreadSummary)) } } },
    async (request) => ({ result: await listThreads(app.db, viewerOf(request), request.query) }),
  );

  app.get(
    '/api/thread/channels',
    { config: SIGNED_IN, schema: { tags, summary: '채널별 스레드·안 읽은 스레드 수', response: { 200: Result(Type.Array(ThreadChannelCount)) } } },
    async (request) => ({ result: await channelCounts(app.db, viewerOf(request)) }),
  );

  app.get(
    '/api/thread/:id',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 상세', params: ThreadParams, response: { 200: Result(ThreadDetail) } } },
    async (request) => ({ result: await getThread(app.db, viewerOf(request), request.params.id) }),
  );

  app.put(
    '/api/thread/:id/read',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 읽음 표시', params: ThreadParams, response: { 200: Ok } } },
    async (request) => {
      await markRead(app.db, viewerOf(request), request.params.id, app.clock());
      return { result: true as const };
    },
  );

  app.post(
    '/api/thread',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 작성 (@멘션 알림; 공지·고정은 관리자)', body: ThreadBody, response: { 201: Result(ThreadDetail) } } },
    async (request, reply) => reply.code(201).send({ result: await createThread(app.db, viewerOf(request), actorOf(request), request.body, richTextOptions(request)) }),
  );

  app.put(
    '/api/thread/:id',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 수정 (작성자·관리자, version 필수)', params: ThreadParams, body: ThreadBody, response: { 200: Result(ThreadDetail) } } },
    async (request) => ({ result: await updateThread(app.db, viewerOf(request), actorOf(request), request.params.id, request.body, richTextOptions(request)) }),
  );

  app.delete(
    '/api/thread/:id',
    { config: SIGNED_IN, schema: { tags, summary: '스레드 삭제 (작성자·관리자)', params: ThreadParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteThread(app.db, viewerOf(request), actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );
}
