import { type Area, admin, read, write } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../db/database';
import { share } from '../../../db/schema';
import { type DataScope, type DeptScope, inScope, scopeOf } from '../../../lib/dataScope';
import { forbidden, notFound } from '../../../lib/httpErrors';
import { authoritiesOf } from '../../auth/token/authorities';
import { deptsContainingUser } from './scope';

/** What the toolkit needs to know about one record to decide access (DOMAIN §1.3). */
export type RecordFacts = {
  ownerDeptId: number | null;
  ownerUserId: number | null;
  /** Assignees, participants, members: READ. */
  memberIds?: number[];
  /** Display name of the record (activity feed, notifications). */
  title?: string | null;
};

export type RecordTypeDef = {
  /** Role area whose _READ/_WRITE/_ADMIN govern the record. */
  area: Area;
  /** Korean name of the record type, e.g. '부서'. */
  label: string;
  /** Korean label per audited field (history dialog). */
  fieldLabels: Record<string, string>;
  /** Fields whose history values are shown as ●●● unless the caller holds the area _ADMIN. */
  maskedFields?: readonly string[];
  /** Fields holding ids of users or departments: the history also shows their names (`oldText`/`newText`). */
  references?: Record<string, 'USER' | 'DEPARTMENT'>;
  /** Whether Share may widen access (false for salary, evaluation, HR data). */
  shareable: boolean;
  /** _READ/_WRITE holders reach every record of the type, not only their department subtree (e.g. the org tree). */
  orgWide?: boolean;
  /** A read scope wider than the area's own, when other roles read the records too (contracts: the sales dashboards). */
  readScope?: (db: Executor, viewer: Viewer) => Promise<DataScope>;
  /** In-app route of a record, used as the notification location. */
  location?: (id: number) => string;
  /** The record's access facts; null when it does not exist (or is deleted). */
  load(db: Executor, id: number): Promise<RecordFacts | null>;
  /** Access decided by the type itself instead of its area's roles and shares (threads: their visibility). */
  access?: (db: Executor, viewer: Viewer, id: number, facts: RecordFacts) => Promise<AccessLevel>;
  /** Reading the record's history is itself audited (VIEW_SENSITIVE): salary. */
  auditReads?: boolean;
  /** Who manages every record of the type (deletes others' comments, sees masked history); default: the area's _ADMIN. */
  isAdmin?: (viewer: Viewer) => boolean;
  /** Runs in the transaction after a comment on one of its records is written or deleted (threads count their replies). */
  onCommentsChanged?: (tx: Executor, id: number, actor: { actorId: number | null; now: Date }) => Promise<void>;
};

export type AccessLevel = 'NONE' | 'READ' | 'WRITE';

/**
 * Who is asking, as the access rules need it. `request.auth` fits as is; `now`
 * (for share expiry) defaults to the current time.
 */
export type Viewer = { userId: number; authorities: ReadonlySet<string>; deptScope?: DeptScope; now?: Date };

export function viewerOf(request: FastifyRequest): Viewer {
  const auth = request.auth;
  if (!auth) throw new Error('viewerOf: route is not authenticated');
  // The department scope the token's owner was read with: a department-scoped list does not ask for it again.
  return { userId: auth.userId, authorities: auth.authorities, deptScope: auth.deptScope, now: request.server.clock() };
}

const registry = new Map<string, RecordTypeDef>();

/** Registers (or replaces) a record type; each module calls this from its `record.ts`. */
export function registerRecordType(type: string, def: RecordTypeDef): void {
  registry.set(type, def);
}

export function recordTypeOf(type: string): RecordTypeDef | null {
  return registry.get(type) ?? null;
}

export function registeredRecordTypes(): string[] {
  return [...registry.keys()];
}

const rank: Record<AccessLevel, number> = { NONE: 0, READ: 1, WRITE: 2 };
const higher = (a: AccessLevel, b: AccessLevel): AccessLevel => (rank[a] >= rank[b] ? a : b);

export const isAreaAdmin = (viewer: Viewer, area: Area) => viewer.authorities.has('ROLE_SUPER') || viewer.authorities.has(admin(area));

/** Whether the viewer manages every record of the type (its own rule, else the area's _ADMIN). */
export const isRecordAdmin = (viewer: Viewer, def: RecordTypeDef) => (def.isAdmin ? def.isAdmin(viewer) : isAreaAdmin(viewer, def.area));

/** Strongest active share of a record to the user or to a department containing the user. */
export async function sharedLevel(db: Executor, viewer: Viewer, type: string, id: number): Promise<AccessLevel> {
  const depts = await deptsContainingUser(db, viewer.userId);
  const rows = await db
    .select({ permission: share.permission })
    .from(share)
    .where(
      and(
        eq(share.targetType, type),
        eq(share.targetId, id),
        or(isNull(share.expiresAt), gt(share.expiresAt, viewer.now ?? new Date())),
        or(
          and(eq(share.granteeType, 'USER'), eq(share.granteeId, viewer.userId)),
          depts.length > 0 ? and(eq(share.granteeType, 'DEPT'), inArray(share.granteeId, depts)) : undefined,
        ),
      ),
    );
  return rows.reduce<AccessLevel>((best, r) => higher(best, r.permission), 'NONE');
}

/** Access of a loaded record: DOMAIN §1.3 canRead/canWrite plus shares. */
async function levelOf(db: Executor, viewer: Viewer, type: string, id: number, def: RecordTypeDef, facts: RecordFacts): Promise<AccessLevel> {
  if (def.access) return def.access(db, viewer, id, facts);
  if (isAreaAdmin(viewer, def.area)) return 'WRITE';
  let level: AccessLevel = 'NONE';
  if (facts.ownerUserId === viewer.userId) return 'WRITE';
  if (facts.memberIds?.includes(viewer.userId)) level = 'READ';
  const canWrite = viewer.authorities.has(write(def.area));
  const canRead = canWrite || viewer.authorities.has(read(def.area));
  if (canRead && (def.orgWide || inScope(await scopeOf(db, viewer, def.area), facts.ownerDeptId, false))) {
    level = higher(level, canWrite ? 'WRITE' : 'READ');
  }
  if (level === 'NONE' && def.readScope && inScope(await def.readScope(db, viewer), facts.ownerDeptId, false)) level = 'READ';
  if (level === 'WRITE') return level;
  return higher(level, await sharedLevel(db, viewer, type, id));
}

export type RecordAccess = { level: AccessLevel; def: RecordTypeDef; facts: RecordFacts };

/** Access with the type definition and facts; level NONE (def/facts null) for unknown types or missing records. */
export async function resolveRecord(
  db: Executor,
  viewer: Viewer,
  type: string,
  id: number,
): Promise<RecordAccess | { level: 'NONE'; def: RecordTypeDef | null; facts: null }> {
  const def = recordTypeOf(type);
  if (!def || !Number.isSafeInteger(id) || id < 1) return { level: 'NONE', def, facts: null };
  const facts = await def.load(db, id);
  if (!facts) return { level: 'NONE', def, facts: null };
  return { level: await levelOf(db, viewer, type, id, def, facts), def, facts };
}

/** 'NONE' | 'READ' | 'WRITE' for the viewer on a record (unknown type or missing record → NONE). */
export async function recordAccess(db: Executor, viewer: Viewer, type: string, id: number): Promise<AccessLevel> {
  return (await resolveRecord(db, viewer, type, id)).level;
}

/**
 * Throws unless the viewer has at least `needed` on the record: no access at all
 * (or no such record/type) → 404 without telling which; READ where WRITE is needed → 403.
 */
export async function requireRecord(db: Executor, viewer: Viewer, type: string, id: number, needed: Exclude<AccessLevel, 'NONE'>): Promise<RecordAccess> {
  const found = await resolveRecord(db, viewer, type, id);
  if (found.level === 'NONE' || !found.def || !found.facts) throw notFound(API_MESSAGES.recordNotFound);
  if (needed === 'WRITE' && found.level !== 'WRITE') throw forbidden(API_MESSAGES.recordWriteForbidden);
  return found as RecordAccess;
}

/** Another user as a viewer (their current authorities), e.g. to check that a mentioned user can read the record. */
export async function viewerFor(db: Executor, userId: number, now: Date): Promise<Viewer> {
  return { userId, authorities: new Set<string>(await authoritiesOf(db, userId, now)), now };
}
