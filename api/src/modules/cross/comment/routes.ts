import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { richTextOptionsOf as richTextOptions } from '../../../lib/richText';
import { Ok, Result } from '@dure/shared/contracts';
import { Comment, CommentCreateBody, CommentParams, CommentUpdateBody } from '@dure/shared/contracts/cross/comment';
import { RecordParams } from '@dure/shared/contracts/cross/record';
import { normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { createComment, deleteComment, listComments, updateComment } from './service';

/** Any signed-in user; READ on the record suffices to read and write comments (checked inside). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['comment'];


export async function commentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/comment/:recordType/:recordId',
    { config: SIGNED_IN, schema: { tags, summary: '댓글 목록 (답글 포함, 오래된 순)', params: RecordParams, response: { 200: Result(Type.Array(Comment)) } } },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      const viewer = viewerOf(request);
      const access = await requireRecord(app.db, viewer, type, request.params.recordId, 'READ');
      return { result: await listComments(app.db, viewer, access, type, request.params.recordId) };
    },
  );

  app.post(
    '/api/comment/:recordType/:recordId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '댓글 작성 (@멘션 알림)',
        params: RecordParams,
        body: CommentCreateBody,
        response: { 201: Result(Comment) },
      },
    },
    async (request, reply) => {
      const type = normaliseType(request.params.recordType);
      const view = await createComment(app.db, viewerOf(request), actorOf(request), type, request.params.recordId, request.body, richTextOptions(request));
      return reply.code(201).send({ result: view });
    },
  );

  app.put(
    '/api/comment/:commentId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '댓글 수정 (작성자만)',
        params: CommentParams,
        body: CommentUpdateBody,
        response: { 200: Result(Comment) },
      },
    },
    async (request) => ({
      result: await updateComment(app.db, viewerOf(request), actorOf(request), request.params.commentId, request.body, richTextOptions(request)),
    }),
  );

  app.delete(
    '/api/comment/:commentId',
    { config: SIGNED_IN, schema: { tags, summary: '댓글 삭제 (작성자 또는 영역 관리자)', params: CommentParams, response: { 200: Ok } } },
    async (request) => {
      await deleteComment(app.db, viewerOf(request), actorOf(request), request.params.commentId);
      return { result: true as const };
    },
  );
}
