import { API_MESSAGES } from '@dure/shared/messages';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { appUser, savedView, tableSetting } from '../../../db/schema';
import { actorOf } from '../../../lib/actor';
import { writeAudit } from '../../../lib/audit';
import { uniqueViolation } from '../../../lib/dbErrors';
import { ApiError, badRequest, forbidden, notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { toKst } from '../../../lib/time';
import { IdParams, Nullable, Ok, Result } from '@dure/shared/contracts';
import {
  SAVED_VIEW_LIMITS,
  SavedView,
  SavedViewCreateBody,
  SavedViewQuery,
  SavedViewUpdateBody,
  TableSetting,
  TableSettingParams,
} from '@dure/shared/contracts/cross/savedView';

/** Personal list settings: own rows (shared saved views readable by everyone). */
const SIGNED_IN = { access: 'authenticated' } as const;


const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null), 'utf8');
const checkSize = (value: unknown) => {
  if (bytes(value) > SAVED_VIEW_LIMITS.settingBytes) throw badRequest(API_MESSAGES.settingTooLarge);
};
const checkName = (raw: string) => {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw validationError({ name: API_MESSAGES.savedViewNameRequired });
  if (name.length > SAVED_VIEW_LIMITS.name) throw validationError({ name: API_MESSAGES.fieldTooLong.replace('{limit}', String(SAVED_VIEW_LIMITS.name)) });
  return name;
};
const duplicate = (error: unknown) => {
  if (uniqueViolation(error) !== null) return new ApiError(409, 'duplicate', API_MESSAGES.savedViewDuplicate);
  return error;
};

type Row = typeof savedView.$inferSelect;
const view = (row: Row, ownerName: string | null, me: number): SavedView => ({
  id: row.id,
  listKey: row.listKey,
  name: row.name,
  state: row.state,
  sharedYn: row.sharedYn,
  ownerId: row.userId,
  ownerName,
  mineYn: row.userId === me ? ('Y' as const) : ('N' as const),
  version: row.version,
  createdAt: toKst(row.createdAt),
  updatedAt: toKst(row.updatedAt),
});

/** Saved views (named list states) and table column settings of list screens. */
export async function savedViewRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const One = Result(SavedView);

  const load = async (id: number, me: number) => {
    const [found] = await app.db.select({ row: savedView, ownerName: appUser.name }).from(savedView).leftJoin(appUser, eq(appUser.id, savedView.userId)).where(eq(savedView.id, id));
    if (!found || (found.row.userId !== me && found.row.sharedYn !== 'Y')) throw notFound(API_MESSAGES.savedViewNotFound);
    if (found.row.userId !== me) throw forbidden(API_MESSAGES.savedViewNotOwner);
    return found;
  };

  app.get(
    '/api/saved-view',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['saved-view'],
        summary: '저장된 보기 (내 것 + 공유된 것)',
        querystring: SavedViewQuery,
        response: { 200: Result(Type.Array(SavedView)) },
      },
    },
    async (request) => {
      const me = request.auth!.userId;
      const rows = await app.db
        .select({ row: savedView, ownerName: appUser.name })
        .from(savedView)
        .leftJoin(appUser, eq(appUser.id, savedView.userId))
        .where(and(eq(savedView.listKey, request.query.listKey), or(eq(savedView.userId, me), eq(savedView.sharedYn, 'Y'))))
        .orderBy(desc(eq(savedView.userId, me)), asc(savedView.name), asc(savedView.id));
      return { result: rows.map((r) => view(r.row, r.ownerName, me)) };
    },
  );

  app.post(
    '/api/saved-view',
    { config: SIGNED_IN, schema: { tags: ['saved-view'], summary: '보기 저장', body: SavedViewCreateBody, response: { 201: One } } },
    async (request, reply) => {
      const me = request.auth!.userId;
      const name = checkName(request.body.name);
      checkSize(request.body.state);
      const actor = actorOf(request);
      try {
        const row = await app.db.transaction(async (tx) => {
          const [made] = await tx
            .insert(savedView)
            .values({ userId: me, listKey: request.body.listKey, name, state: request.body.state, sharedYn: request.body.sharedYn ?? 'N', createdAt: actor.now, updatedAt: actor.now })
            .returning();
          await writeAudit(tx, actor, { entityType: 'SAVED_VIEW', entityId: made.id, action: 'CREATE', changes: [{ field: 'name', old: null, new: name }] });
          return made;
        });
        const [owner] = await app.db.select({ name: appUser.name }).from(appUser).where(eq(appUser.id, me));
        return reply.code(201).send({ result: view(row, owner?.name ?? null, me) });
      } catch (error) {
        throw duplicate(error);
      }
    },
  );

  app.put(
    '/api/saved-view/:id',
    { config: SIGNED_IN, schema: { tags: ['saved-view'], summary: '보기 수정 (본인 것만)', params: IdParams, body: SavedViewUpdateBody, response: { 200: One } } },
    async (request) => {
      const me = request.auth!.userId;
      const name = checkName(request.body.name);
      checkSize(request.body.state);
      const actor = actorOf(request);
      const { row, ownerName } = await load(request.params.id, me);
      try {
        const updated = await app.db.transaction(async (tx) => {
          const [next] = await tx
            .update(savedView)
            .set({ name, state: request.body.state, sharedYn: request.body.sharedYn ?? row.sharedYn, version: row.version + 1, updatedAt: actor.now })
            .where(and(eq(savedView.id, row.id), eq(savedView.version, request.body.version)))
            .returning();
          if (!next) throw staleVersion();
          await writeAudit(tx, actor, {
            entityType: 'SAVED_VIEW',
            entityId: row.id,
            action: 'UPDATE',
            changes: [
              { field: 'name', old: row.name, new: name },
              { field: 'sharedYn', old: row.sharedYn, new: next.sharedYn },
            ].filter((c) => c.old !== c.new),
          });
          return next;
        });
        return { result: view(updated, ownerName, me) };
      } catch (error) {
        throw duplicate(error);
      }
    },
  );

  app.delete(
    '/api/saved-view/:id',
    { config: SIGNED_IN, schema: { tags: ['saved-view'], summary: '보기 삭제 (본인 것만)', params: IdParams, response: { 200: Ok } } },
    async (request) => {
      const { row } = await load(request.params.id, request.auth!.userId);
      await app.db.transaction(async (tx) => {
        await tx.delete(savedView).where(eq(savedView.id, row.id));
        await writeAudit(tx, actorOf(request), { entityType: 'SAVED_VIEW', entityId: row.id, action: 'DELETE', changes: [{ field: 'name', old: row.name, new: null }] });
      });
      return { result: true as const };
    },
  );

  app.get(
    '/api/table-setting/:tableKey',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['table-setting'],
        summary: '내 표 열 설정 (없으면 null)',
        params: TableSettingParams,
        response: { 200: Result(Nullable(TableSetting)) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ columns: tableSetting.columns })
        .from(tableSetting)
        .where(and(eq(tableSetting.userId, request.auth!.userId), eq(tableSetting.tableKey, request.params.tableKey)));
      return { result: row ? { columns: row.columns } : null };
    },
  );

  app.put(
    '/api/table-setting/:tableKey',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['table-setting'],
        summary: '내 표 열 설정 저장',
        params: TableSettingParams,
        body: TableSetting,
        response: { 200: Result(TableSetting) },
      },
    },
    async (request) => {
      const columns = request.body.columns.map((c) => ({ key: c.key, visible: c.visible, order: c.order, width: c.width ?? null }));
      checkSize(columns);
      if (new Set(columns.map((c) => c.key)).size !== columns.length) throw validationError({ columns: API_MESSAGES.fieldInvalid });
      const actor = actorOf(request);
      const me = request.auth!.userId;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tableSetting)
          .values({ userId: me, tableKey: request.params.tableKey, columns, updatedAt: actor.now })
          .onConflictDoUpdate({ target: [tableSetting.userId, tableSetting.tableKey], set: { columns, updatedAt: actor.now } })
          .returning({ id: tableSetting.id });
        await writeAudit(tx, actor, { entityType: 'TABLE_SETTING', entityId: row.id, action: 'UPDATE', changes: [{ field: 'tableKey', old: null, new: request.params.tableKey }] });
      });
      return { result: { columns } };
    },
  );
}
