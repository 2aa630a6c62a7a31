import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Ok, Result } from '@dure/shared/contracts';
import { FileAttachBody, FileParams, InlineImageParams, StoredFile } from '@dure/shared/contracts/cross/file';
import { RecordParams } from '@dure/shared/contracts/cross/record';
import { API_MESSAGES } from '@dure/shared/messages';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { binary } from '../../../lib/binary';
import { notFound } from '../../../lib/httpErrors';
import { normaliseType } from '../record/common';
import { requireRecord, viewerOf } from '../record/registry';
import { attachFiles, checkUploadTarget, deleteFile, fileBytes, inlineImage, listFiles, readUploadForm, readableFile, uploadFiles } from './service';
import { IMAGE_MIME_TYPES, extensionOf } from './sniff';

/** Any signed-in user; the record checks happen inside (DOMAIN §1.3). */
const SIGNED_IN = { access: 'authenticated' } as const;
/** The inline image url is a capability (unguessable uuid) for `<img src>`, which sends no bearer header. */
const PUBLIC = { access: 'public' } as const;
const tags = ['file'];

const FileList = Result(Type.Array(StoredFile));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** ASCII fallback for old clients: non-ASCII and quoting troublemakers become `_`, the extension kept. */
export function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  if (/[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, ''))) return ascii;
  const ext = extensionOf(name);
  return ext ? `file.${ext}` : 'file';
}

/** `attachment; filename="<ASCII>"; filename*=UTF-8''<percent-encoded>` (RFC 6266 / 5987). */
export const attachmentDisposition = (name: string) =>
  // The library writes a plain token unquoted; quote it as well so every answer has the same shape.
  contentDisposition(name || 'file', { fallback: asciiFallback(name || 'file') }).replace(/; filename=([^";]+)(;|$)/, '; filename="$1"$2');

export async function fileRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/file',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '파일 올리기 (multipart: files 1–10개, targetType?, targetId?, purpose=ATTACHMENT|EDITOR_IMAGE)',
        consumes: ['multipart/form-data'],
        response: { 201: FileList },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const form = await readUploadForm(request, async (fields) => void (await checkUploadTarget(app.db, viewer, fields)));
      const result = await uploadFiles(app.db, app.files, viewer, actorOf(request), form);
      return reply.code(201).send({ result });
    },
  );

  app.put(
    '/api/file/attach',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '임시로 올린 내 파일을 항목에 연결',
        body: FileAttachBody,
        response: { 200: FileList },
      },
    },
    async (request) => ({ result: await attachFiles(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.get(
    '/api/file/inline/:storageKey',
    { config: PUBLIC, schema: { tags, summary: '편집기 이미지 (추측할 수 없는 주소, 이미지만)', params: InlineImageParams, response: { 200: binary(...IMAGE_MIME_TYPES) } } },
    async (request, reply) => {
      const key = request.params.storageKey.toLowerCase();
      const row = UUID.test(key) ? await inlineImage(app.db, key) : null;
      if (!row) throw notFound(API_MESSAGES.fileNotFound);
      const bytes = await fileBytes(app.files, row);
      return reply
        .type(row.mimeType)
        .header('Content-Length', bytes.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'")
        .header('Cache-Control', 'private, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(bytes);
    },
  );

  app.get(
    '/api/file/:fileId/download',
    { config: SIGNED_IN, schema: { tags, summary: '파일 내려받기 (올릴 때 판별한 형식)', params: FileParams, response: { 200: binary('*/*') } } },
    async (request, reply) => {
      const row = await readableFile(app.db, viewerOf(request), request.params.fileId);
      const bytes = await fileBytes(app.files, row);
      return reply
        .type(row.mimeType)
        .header('Content-Length', bytes.length)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', attachmentDisposition(row.originalName))
        .send(bytes);
    },
  );

  app.get(
    '/api/file/:recordType/:recordId',
    { config: SIGNED_IN, schema: { tags, summary: '항목의 첨부파일 (최신순)', params: RecordParams, response: { 200: FileList } } },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      await requireRecord(app.db, viewerOf(request), type, request.params.recordId, 'READ');
      return { result: await listFiles(app.db, type, request.params.recordId) };
    },
  );

  app.delete(
    '/api/file/:fileId',
    { config: SIGNED_IN, schema: { tags, summary: '파일 삭제 (올린 사람 또는 항목 편집 권한)', params: FileParams, response: { 200: Ok } } },
    async (request) => {
      await deleteFile(app.db, viewerOf(request), actorOf(request), request.params.fileId);
      return { result: true as const };
    },
  );
}
