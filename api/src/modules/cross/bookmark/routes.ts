import { API_MESSAGES } from '@dure/shared/messages';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Database } from '../../../db/database';
import { bookmark } from '../../../db/schema';
import { actorOf } from '../../../lib/actor';
import { type Actor, writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { ApiError, badRequest, notFound, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { IdParams, Ok, Result } from '@dure/shared/contracts';
import { BOOKMARK_LIMITS, Bookmark, BookmarkBody, BookmarkOrderBody } from '@dure/shared/contracts/cross/bookmark';
import { normaliseType } from '../record/common';
import { type Viewer, requireRecord, viewerOf } from '../record/registry';

/** Own bookmarks only; a record bookmark needs READ on the record (checked inside). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['bookmark'];
const BOOKMARK_LOCK_KEY = 4_711_2026;


type Row = typeof bookmark.$inferSelect;
const view = (r: Row): Bookmark => ({ id: r.id, targetType: r.targetType, targetId: r.targetId, path: r.path, label: r.label, sortOrder: r.sortOrder, createdAt: toKst(r.createdAt) });

const ENTITY = 'BOOKMARK';

async function listMine(db: Database, userId: number) {
  const rows = await db.select().from(bookmark).where(eq(bookmark.userId, userId)).orderBy(asc(bookmark.sortOrder), asc(bookmark.id));
  return rows.map(view);
}

async function createBookmark(db: Database, viewer: Viewer, actor: Actor, input: BookmarkBody) {
  const label = input.label.trim();
  if (!label) throw validationError({ label: API_MESSAGES.bookmarkLabelRequired });
  const hasRecord = input.targetType != null || input.targetId != null;
  const hasPath = input.path != null && input.path.trim() !== '';
  if (hasRecord === hasPath) throw badRequest(API_MESSAGES.bookmarkTarget);
  let targetType: string | null = null;
  let targetId: number | null = null;
  let path: string | null = null;
  if (hasRecord) {
    if (input.targetType == null || input.targetId == null) throw badRequest(API_MESSAGES.bookmarkTarget);
    targetType = normaliseType(input.targetType);
    targetId = input.targetId;
    await requireRecord(db, viewer, targetType, targetId, 'READ');
  } else {
    path = input.path!.trim();
    if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path)) throw validationError({ path: API_MESSAGES.bookmarkPath });
  }
  try {
    return await db.transaction(async (tx) => {
      // Serialise one user's additions so the limit holds under concurrency.
      await tx.execute(sql`select pg_advisory_xact_lock(${BOOKMARK_LOCK_KEY}::int, ${viewer.userId}::int)`);
      const [{ n }] = await tx.select({ n: count() }).from(bookmark).where(eq(bookmark.userId, viewer.userId));
      if (Number(n) >= BOOKMARK_LIMITS.perUser) throw badRequest(API_MESSAGES.bookmarkLimit);
      const [{ top }] = await tx.select({ top: max(bookmark.sortOrder) }).from(bookmark).where(eq(bookmark.userId, viewer.userId));
      const [row] = await tx
        .insert(bookmark)
        .values({ userId: viewer.userId, targetType, targetId, path, label, sortOrder: (top ?? -1) + 1, createdAt: actor.now })
        .returning();
      await writeAudit(tx, actor, {
        entityType: ENTITY,
        entityId: row.id,
        action: 'CREATE',
        changes: [
          { field: 'label', old: null, new: label },
          ...(path ? [{ field: 'path', old: null, new: path }] : [{ field: 'target', old: null, new: `${targetType}:${targetId}` }]),
        ],
      });
      return view(row);
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new ApiError(409, 'duplicate', API_MESSAGES.bookmarkDuplicate);
    throw error;
  }
}

/** Personal bookmarks of records and pages (DOMAIN §9 Bookmark; hard delete). */
export async function bookmarkRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const Many = Result(Type.Array(Bookmark));

  app.get('/api/bookmark', { config: SIGNED_IN, schema: { tags, summary: '내 즐겨찾기', response: { 200: Many } } }, async (request) => ({
    result: await listMine(app.db, request.auth!.userId),
  }));

  app.post(
    '/api/bookmark',
    { config: SIGNED_IN, schema: { tags, summary: '즐겨찾기 추가 (항목 또는 경로, 최대 50개)', body: BookmarkBody, response: { 201: Result(Bookmark) } } },
    async (request, reply) => reply.code(201).send({ result: await createBookmark(app.db, viewerOf(request), actorOf(request), request.body) }),
  );

  app.put(
    '/api/bookmark/order',
    { config: SIGNED_IN, schema: { tags, summary: '즐겨찾기 순서 변경 (나머지는 뒤로)', body: BookmarkOrderBody, response: { 200: Many } } },
    async (request) => {
      const userId = request.auth!.userId;
      const actor = actorOf(request);
      const ids = [...new Set(request.body.ids)];
      await app.db.transaction(async (tx) => {
        const mine = await tx.select().from(bookmark).where(eq(bookmark.userId, userId)).orderBy(asc(bookmark.sortOrder), asc(bookmark.id));
        const known = new Set(mine.map((b) => b.id));
        if (ids.some((id) => !known.has(id))) throw validationError({ ids: API_MESSAGES.bookmarkOrderUnknown });
        const order = [...ids, ...mine.map((b) => b.id).filter((id) => !ids.includes(id))];
        for (const [index, id] of order.entries()) {
          if (mine.find((b) => b.id === id)!.sortOrder !== index) await tx.update(bookmark).set({ sortOrder: index }).where(eq(bookmark.id, id));
        }
        await writeAudit(tx, actor, { entityType: ENTITY, entityId: null, action: 'UPDATE', changes: [{ field: 'order', old: mine.map((b) => b.id), new: order }] });
      });
      return { result: await listMine(app.db, userId) };
    },
  );

  app.delete(
    '/api/bookmark/:id',
    { config: SIGNED_IN, schema: { tags, summary: '즐겨찾기 삭제', params: IdParams, response: { 200: Ok } } },
    async (request) => {
      await app.db.transaction(async (tx) => {
        const deleted = await tx
          .delete(bookmark)
          .where(and(eq(bookmark.id, request.params.id), eq(bookmark.userId, request.auth!.userId)))
          .returning();
        if (deleted.length === 0) throw notFound(API_MESSAGES.bookmarkNotFound);
        await writeAudit(tx, actorOf(request), { entityType: ENTITY, entityId: request.params.id, action: 'DELETE', changes: [{ field: 'label', old: deleted[0].label, new: null }] });
      });
      return { result: true as const };
    },
  );
}

