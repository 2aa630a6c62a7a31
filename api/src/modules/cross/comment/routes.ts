import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { RichTextBody, type RichTextOptions } from '../../../lib/richText';
import { Done, Id, RecordParams, Version, nullable, normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { createComment, deleteComment, listComments, updateComment } from './service';

/** Any signed-in user; READ on the record suffices to read and write comments (checked inside). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['comment'];

const Yn = Type.Enum(['Y', 'N']);
const fields = {
  id: Type.Integer(),
  parentId: nullable(Type.Integer()),
  body: Type.String({ description: '정제된 HTML; 삭제된 댓글은 "삭제된 댓글입니다."' }),
  authorId: nullable(Type.Integer()),
  authorName: nullable(Type.String()),
  mentions: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  editedYn: Yn,
  deletedYn: Yn,
  editableYn: Yn,
  deletableYn: Yn,
  createdAt: Type.String(),
  updatedAt: Type.String(),
  version: Type.Integer(),
};
const ReplySchema = Type.Object({ ...fields, replies: Type.Array(Type.Unknown(), { maxItems: 0 }) });
const CommentSchema = Type.Object({ ...fields, replies: Type.Array(ReplySchema) });

/**
 * Editor images may also use absolute file urls on the app's own https origins: the configured web origins
 * (CORS_ORIGINS), never the request's Host header, which a client controls.
 */
const richTextOptions = (request: FastifyRequest): RichTextOptions => ({
  imageOrigins: request.server.config.corsOrigins.filter((origin) => origin.startsWith('https://')),
});

export async function commentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/comment/:recordType/:recordId',
    { config: SIGNED_IN, schema: { tags, summary: '댓글 목록 (답글 포함, 오래된 순)', params: RecordParams, response: { 200: Type.Object({ result: Type.Array(CommentSchema) }) } } },
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
        body: Type.Object({ body: RichTextBody(), parentId: Type.Optional(nullable(Id)) }),
        response: { 201: Type.Object({ result: CommentSchema }) },
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
        params: Type.Object({ commentId: Id }),
        body: Type.Object({ body: RichTextBody(), version: Version }),
        response: { 200: Type.Object({ result: CommentSchema }) },
      },
    },
    async (request) => ({
      result: await updateComment(app.db, viewerOf(request), actorOf(request), request.params.commentId, request.body, richTextOptions(request)),
    }),
  );

  app.delete(
    '/api/comment/:commentId',
    { config: SIGNED_IN, schema: { tags, summary: '댓글 삭제 (작성자 또는 영역 관리자)', params: Type.Object({ commentId: Id }), response: { 200: Done } } },
    async (request) => {
      await deleteComment(app.db, viewerOf(request), actorOf(request), request.params.commentId);
      return { result: true };
    },
  );
}
