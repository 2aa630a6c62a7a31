import { ACTIVITY_VERB, type Activity, type MyActivity } from '@dure/shared/contracts/cross/activity';
import { and, count, desc, eq, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { type ActivityVerb, activity, appUser, bookmark } from '../../../db/schema';
import type { Actor } from '../../../lib/audit';
import { type PageRequest, type Page, toPage } from '../../../lib/page';
import { toKst } from '../../../lib/time';
import { type Viewer, resolveRecord } from '../record/registry';

export const ACTIVITY_VERB_LABELS = ACTIVITY_VERB.labels;

export type ActivityEntry = { targetType: string; targetId: number; verb: ActivityVerb; summary: string };

/** Appends one feed entry for a record; call it inside the transaction of the change (like writeAudit). */
export async function recordActivity(tx: Executor, actor: Actor, entry: ActivityEntry): Promise<void> {
  await tx.insert(activity).values({
    targetType: entry.targetType,
    targetId: entry.targetId,
    actorId: actor.actorId,
    verb: entry.verb,
    summary: entry.summary.trim().slice(0, 200) || ACTIVITY_VERB_LABELS[entry.verb],
    at: actor.now,
  });
}


const columns = {
  id: activity.id,
  targetType: activity.targetType,
  targetId: activity.targetId,
  verb: activity.verb,
  actorId: activity.actorId,
  actorName: appUser.name,
  summary: activity.summary,
  at: activity.at,
};
type Row = { id: number; targetType: string; targetId: number; verb: ActivityVerb; actorId: number | null; actorName: string | null; summary: string; at: Date };

const view = (r: Row): Activity => ({
  id: r.id,
  verb: r.verb,
  verbLabel: ACTIVITY_VERB_LABELS[r.verb],
  actorId: r.actorId,
  actorName: r.actorName ?? null,
  summary: r.summary,
  at: toKst(r.at),
});

/** A record's feed, newest first (access checked by the caller). */
export async function listActivity(db: Executor, type: string, id: number, page: PageRequest): Promise<Page<Activity>> {
  const where = and(eq(activity.targetType, type), eq(activity.targetId, id));
  const [{ total }] = await db.select({ total: count() }).from(activity).where(where);
  const rows = await db
    .select(columns)
    .from(activity)
    .leftJoin(appUser, eq(appUser.id, activity.actorId))
    .where(where)
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(page.size)
    .offset(page.offset);
  return toPage(rows.map(view), Number(total), page);
}

/**
 * The home feed: recent activity by the caller or on records the caller bookmarked,
 * limited to records the caller can still read.
 */
export async function myActivity(db: Executor, viewer: Viewer, size: number): Promise<MyActivity[]> {
  const marked = await db
    .select({ targetType: bookmark.targetType, targetId: bookmark.targetId })
    .from(bookmark)
    .where(and(eq(bookmark.userId, viewer.userId), isNotNull(bookmark.targetType)));
  const onMarked = marked.map((m) => and(eq(activity.targetType, m.targetType!), eq(activity.targetId, m.targetId!)));
  const rows = await db
    .select(columns)
    .from(activity)
    .leftJoin(appUser, eq(appUser.id, activity.actorId))
    .where(or(eq(activity.actorId, viewer.userId), ...onMarked))
    .orderBy(desc(activity.at), desc(activity.id))
    .limit(Math.min(500, size * 5));
  const access = new Map<string, { ok: boolean; label: string; title: string | null }>();
  const out: MyActivity[] = [];
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    if (!access.has(key)) {
      const found = await resolveRecord(db, viewer, row.targetType, row.targetId);
      access.set(key, { ok: found.level !== 'NONE', label: found.def?.label ?? row.targetType, title: found.facts?.title ?? null });
    }
    const target = access.get(key)!;
    if (!target.ok) continue;
    out.push({ ...view(row), targetType: row.targetType, targetId: row.targetId, targetLabel: target.label, targetTitle: target.title });
    if (out.length >= size) break;
  }
  return out;
}

