import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../db/database';
import { type AuditAction, type AuditChange, appUser, auditHistory, department } from '../../../db/schema';
import { type Page, type PageRequest, pageRequest, toPage } from '../../../lib/page';
import { toKst } from '../../../lib/time';
import { actorOf } from '../../../lib/actor';
import { writeAudit } from '../../../lib/audit';
import { PageOf, Result } from '@dure/shared/contracts';
import { HistoryEntry, HistoryQuery } from '@dure/shared/contracts/cross/history';
import { RecordParams } from '@dure/shared/contracts/cross/record';
import { normaliseType } from '../record/common';
import { type RecordTypeDef, type Viewer, isRecordAdmin, requireRecord, viewerOf } from '../record/registry';

const SIGNED_IN = { access: 'authenticated' } as const;
/** Fields the toolkit itself writes on any record's history (file module: `attachments`). */
const TOOLKIT_FIELD_LABELS: Record<string, string> = { attachments: '첨부파일' };
const tags = ['history'];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  CREATE: '생성',
  UPDATE: '수정',
  DELETE: '삭제',
  RESTORE: '복원',
  STATE: '상태 변경',
  MERGE: '병합',
  EXPORT: '내보내기',
  VIEW_SENSITIVE: '민감정보 조회',
  LOGIN: '로그인',
  LOGIN_FAIL: '로그인 실패',
};
/** The history dialog shows changes to the record; sign-ins, exports and views stay in the audit log only. */
const RECORD_ACTIONS: AuditAction[] = ['CREATE', 'UPDATE', 'DELETE', 'RESTORE', 'STATE', 'MERGE'];
export const MASK = '●●●';


/** Names of the user and department ids that the page's reference fields hold. */
async function referenceNames(db: Executor, def: RecordTypeDef, changes: AuditChange[]): Promise<(kind: 'USER' | 'DEPARTMENT', value: unknown) => string | null> {
  const ids = { USER: new Set<number>(), DEPARTMENT: new Set<number>() };
  for (const c of changes) {
    const kind = def.references?.[c.field];
    if (!kind) continue;
    for (const v of [c.old, c.new]) if (typeof v === 'number' && Number.isSafeInteger(v)) ids[kind].add(v);
  }
  const users = ids.USER.size ? await db.select({ id: appUser.id, name: appUser.name }).from(appUser).where(inArray(appUser.id, [...ids.USER])) : [];
  const depts = ids.DEPARTMENT.size
    ? await db.select({ id: department.id, name: department.name }).from(department).where(inArray(department.id, [...ids.DEPARTMENT]))
    : [];
  const names = { USER: new Map(users.map((u) => [u.id, u.name])), DEPARTMENT: new Map(depts.map((d) => [d.id, d.name])) };
  return (kind, value) => (typeof value === 'number' ? (names[kind].get(value) ?? null) : null);
}

export async function listHistory(db: Executor, viewer: Viewer, type: string, id: number, def: RecordTypeDef, page: PageRequest): Promise<Page<HistoryEntry>> {
  const where = and(eq(auditHistory.entityType, type), eq(auditHistory.entityId, id), inArray(auditHistory.action, RECORD_ACTIONS));
  const [{ total }] = await db.select({ total: count() }).from(auditHistory).where(where);
  const rows = await db
    .select({ row: auditHistory, actorName: appUser.name })
    .from(auditHistory)
    .leftJoin(appUser, eq(appUser.id, auditHistory.actorId))
    .where(where)
    .orderBy(desc(auditHistory.at), desc(auditHistory.id))
    .limit(page.size)
    .offset(page.offset);
  const masked = new Set(isRecordAdmin(viewer, def) ? [] : (def.maskedFields ?? []));
  const nameOf = await referenceNames(db, def, rows.flatMap((r) => r.row.changes ?? []));
  const text = (field: string, value: unknown) => {
    const kind = def.references?.[field];
    return kind && !masked.has(field) ? nameOf(kind, value) : null;
  };
  const hide = (field: string, value: unknown) => (masked.has(field) && value !== null && value !== undefined ? MASK : (value ?? null));
  const content = rows.map(({ row, actorName }) => ({
    id: row.id,
    action: row.action,
    actionLabel: AUDIT_ACTION_LABELS[row.action] ?? row.action,
    actorId: row.actorId,
    actorName: actorName ?? null,
    at: toKst(row.at),
    changes: (row.changes ?? []).map((c) => ({
      field: c.field,
      label: def.fieldLabels[c.field] ?? (Object.hasOwn(TOOLKIT_FIELD_LABELS, c.field) ? TOOLKIT_FIELD_LABELS[c.field] : c.field),
      old: hide(c.field, c.old),
      new: hide(c.field, c.new),
      oldText: text(c.field, c.old),
      newText: text(c.field, c.new),
    })),
  }));
  return toPage(content, Number(total), page);
}

/** The history dialog of any registered record (DOMAIN §9 AuditHistory). */
export async function historyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/history/:recordType/:recordId',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '변경 이력 (최신순)',
        description: '항목을 조회할 수 있는 사용자만; 마스킹 필드는 영역 관리자 외에는 ●●●',
        params: RecordParams,
        querystring: HistoryQuery,
        response: { 200: Result(PageOf(HistoryEntry)) },
      },
    },
    async (request) => {
      const type = normaliseType(request.params.recordType);
      const viewer = viewerOf(request);
      const { def } = await requireRecord(app.db, viewer, type, request.params.recordId, 'READ');
      const result = await listHistory(app.db, viewer, type, request.params.recordId, def, pageRequest(request.query));
      if (def.auditReads) {
        await writeAudit(app.db, actorOf(request), { entityType: type, entityId: request.params.recordId, action: 'VIEW_SENSITIVE', changes: [{ field: 'history', old: null, new: result.content.length }] });
      }
      return { result };
    },
  );
}
