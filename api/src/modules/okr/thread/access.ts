import { base, holdsAnyRole } from '@dure/shared/access';
import { API_MESSAGES } from '@dure/shared/messages';
import { type SQL, and, eq, exists, inArray, isNotNull, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { okrThread, okrThreadMember, project } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/httpErrors';
import type { AccessLevel, Viewer } from '../../cross/record/registry';
import { deptsContainingUser } from '../../cross/record/scope';
import { selfCondition } from '../project/access';

export type ThreadRow = typeof okrThread.$inferSelect;

/** Administrators (ROLE_ADMIN; ROLE_SUPER includes it) post notices, pin, and edit or delete any thread. */
export const isThreadAdmin = (viewer: Pick<Viewer, 'authorities'>) => holdsAnyRole(viewer.authorities, [base('ADMIN')]);

/** A thread of the project channel that names its project (older ones without a project keep their chosen members). */
const isProjectThread = and(eq(okrThread.channel, 'PROJECT'), isNotNull(okrThread.targetId)) as SQL;

/**
 * The threads a viewer reads (DOMAIN §5 Thread visibility): ALL to everyone; DEPT to the author's department
 * at posting and its sub-departments (primary or 겸직); MEMBERS to the chosen members, and in the project channel
 * to the project's members and PM (whoever the project staffs now, not a list copied at posting); every thread
 * to its author and to administrators. `undefined` = no restriction.
 */
export async function visibleThreads(db: Executor, viewer: Viewer): Promise<SQL | undefined> {
  if (isThreadAdmin(viewer)) return undefined;
  const depts = await deptsContainingUser(db, viewer.userId);
  const member = db
    .select({ one: sql`1` })
    .from(okrThreadMember)
    .where(and(eq(okrThreadMember.threadId, okrThread.id), eq(okrThreadMember.userId, viewer.userId)));
  const onProject = db
    .select({ one: sql`1` })
    .from(project)
    .where(and(eq(project.id, okrThread.targetId), eq(project.deletedYn, 'N'), selfCondition(db, viewer.userId)));
  return or(
    eq(okrThread.visibility, 'ALL'),
    eq(okrThread.ownerUserId, viewer.userId),
    depts.length > 0 ? and(eq(okrThread.visibility, 'DEPT'), inArray(okrThread.ownerDeptId, depts)) : undefined,
    and(eq(okrThread.visibility, 'MEMBERS'), or(and(isProjectThread, exists(onProject)), and(not(isProjectThread), exists(member)))),
  );
}

const live = (id: number) => and(eq(okrThread.id, id), eq(okrThread.deletedYn, 'N'));

/** READ for a visible thread, WRITE for its author and administrators, NONE otherwise (or when missing). */
export async function threadAccess(db: Executor, viewer: Viewer, id: number): Promise<AccessLevel> {
  const [row] = await db
    .select({ id: okrThread.id, ownerUserId: okrThread.ownerUserId })
    .from(okrThread)
    .where(and(live(id), await visibleThreads(db, viewer)))
    .limit(1);
  if (!row) return 'NONE';
  return isThreadAdmin(viewer) || row.ownerUserId === viewer.userId ? 'WRITE' : 'READ';
}

/** The live thread the viewer reads (404 otherwise, no existence leak). */
export async function requireReadableThread(db: Executor, viewer: Viewer, id: number): Promise<void> {
  if ((await threadAccess(db, viewer, id)) === 'NONE') throw notFound(API_MESSAGES.threadNotFound);
}

/** Locks a live thread the viewer may change: unseen → 404, seen but not the author or an administrator → 403. */
export async function lockThreadForChange(tx: Executor, viewer: Viewer, id: number): Promise<ThreadRow> {
  const level = await threadAccess(tx, viewer, id);
  if (level === 'NONE') throw notFound(API_MESSAGES.threadNotFound);
  if (level !== 'WRITE') throw forbidden(API_MESSAGES.threadEditForbidden);
  const [row] = await tx.select().from(okrThread).where(live(id)).for('update');
  if (!row) throw notFound(API_MESSAGES.threadNotFound);
  return row;
}
