import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/database';
import { appUser, skill, skillCategory, userSkill } from '../../../db/schema';
import { type Actor, writeAudit } from '../../../lib/audit';
import { type ScopeCaller, inScope, scopeOf } from '../../../lib/dataScope';
import { uniqueViolation } from '../../../lib/dbErrors';
import { notFound, staleVersion, validationError } from '../../../lib/httpErrors';
import { kstDate, toKst } from '../../../lib/time';
import type { UserSkill, UserSkillAddBody, UserSkillUpdateBody } from '@dure/shared/contracts/admin/userSkill';

/** Skill changes are part of the person's USER history (the HR detail page's 이력). */
const USER_ENTITY = 'USER';
const FIELD = 'skills';

type Row = typeof userSkill.$inferSelect;

/** The user, if the caller may see them: themself or in the USER_HR data scope (primary and 겸직 departments); else 404. */
async function requireUserInScope(db: Executor, caller: ScopeCaller, userId: number): Promise<void> {
  const [user] = await db
    .select({ id: appUser.id, deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N')))
    .limit(1);
  const self = user?.id === caller.userId;
  if (!user || !(self || inScope(await scopeOf(db, caller, 'USER_HR'), user.deptId, self))) throw notFound(API_MESSAGES.userNotFound);
}

async function loadViews(db: Executor, userId: number): Promise<UserSkill[]> {
  const rows = await db
    .select({ row: userSkill, skillName: skill.name, categoryId: skill.categoryId, categoryName: skillCategory.name })
    .from(userSkill)
    .innerJoin(skill, eq(skill.id, userSkill.skillId))
    .innerJoin(skillCategory, eq(skillCategory.id, skill.categoryId))
    .where(eq(userSkill.userId, userId))
    .orderBy(asc(skillCategory.sortOrder), asc(skill.name));
  return rows.map(({ row, skillName, categoryId, categoryName }) => ({
    id: row.id,
    skillId: row.skillId,
    skillName,
    categoryId,
    categoryName,
    level: row.level,
    years: row.years,
    lastUsedYm: row.lastUsedYm,
    note: row.note,
    version: row.version,
    updatedAt: toKst(row.updatedAt),
  }));
}

/** How one held skill reads in the history: `React · 숙련도 3 · 2년 · 최근 2025-06`. */
function describe(name: string, row: Pick<Row, 'level' | 'years' | 'lastUsedYm'>): string {
  return [name, `숙련도 ${row.level}`, row.years === null ? null : `${row.years}년`, row.lastUsedYm ? `최근 ${row.lastUsedYm}` : null].filter(Boolean).join(' · ');
}

function checkLastUsed(lastUsedYm: string | null | undefined, now: Date, field: string): Record<string, string> {
  return lastUsedYm && lastUsedYm > kstDate(now).slice(0, 7) ? { [field]: API_MESSAGES.userSkillLastUsedFuture } : {};
}

export async function listUserSkills(db: Executor, caller: ScopeCaller, userId: number): Promise<UserSkill[]> {
  await requireUserInScope(db, caller, userId);
  return loadViews(db, userId);
}

/** Adds several skills at once (the search dialog's multi-pick); all or nothing. */
export async function addUserSkills(db: Database, caller: ScopeCaller, actor: Actor, userId: number, input: UserSkillAddBody): Promise<UserSkill[]> {
  await requireUserInScope(db, caller, userId);
  const fields: Record<string, string> = {};
  const ids = input.items.map((i) => i.skillId);
  input.items.forEach((item, i) => {
    if (ids.indexOf(item.skillId) !== i) fields[`items.${i}.skillId`] = API_MESSAGES.userSkillDuplicate;
    Object.assign(fields, checkLastUsed(item.lastUsedYm, actor.now, `items.${i}.lastUsedYm`));
  });
  const known = await db
    .select({ id: skill.id, name: skill.name })
    .from(skill)
    .innerJoin(skillCategory, eq(skillCategory.id, skill.categoryId))
    .where(and(inArray(skill.id, ids), eq(skill.deletedYn, 'N'), eq(skill.activeYn, 'Y'), eq(skillCategory.deletedYn, 'N')));
  const nameOf = new Map(known.map((k) => [k.id, k.name]));
  const held = new Set(
    (await db.select({ skillId: userSkill.skillId }).from(userSkill).where(and(eq(userSkill.userId, userId), inArray(userSkill.skillId, ids)))).map((r) => r.skillId),
  );
  input.items.forEach((item, i) => {
    if (!nameOf.has(item.skillId)) fields[`items.${i}.skillId`] = API_MESSAGES.userSkillUnknown;
    else if (held.has(item.skillId)) fields[`items.${i}.skillId`] = API_MESSAGES.userSkillDuplicate;
  });
  if (Object.keys(fields).length > 0) throw validationError(fields);

  try {
    await db.transaction(async (tx) => {
      const rows = input.items.map((item) => ({
        userId,
        skillId: item.skillId,
        level: item.level,
        years: item.years ?? null,
        lastUsedYm: item.lastUsedYm ?? null,
        note: item.note?.trim() || null,
        createdBy: actor.actorId,
        updatedBy: actor.actorId,
        createdAt: actor.now,
        updatedAt: actor.now,
      }));
      await tx.insert(userSkill).values(rows);
      await writeAudit(tx, actor, {
        entityType: USER_ENTITY,
        entityId: userId,
        action: 'UPDATE',
        changes: rows.map((r) => ({ field: FIELD, old: null, new: describe(nameOf.get(r.skillId)!, r) })),
      });
    });
  } catch (error) {
    // Someone added the same skill a moment ago.
    if (uniqueViolation(error) === 'user_skill_user_skill_uq') throw validationError({ 'items.0.skillId': API_MESSAGES.userSkillDuplicate });
    throw error;
  }
  return loadViews(db, userId);
}

async function lockHeld(tx: Executor, userId: number, skillId: number): Promise<{ row: Row; name: string }> {
  const [found] = await tx
    .select({ row: userSkill, name: skill.name })
    .from(userSkill)
    .innerJoin(skill, eq(skill.id, userSkill.skillId))
    .where(and(eq(userSkill.userId, userId), eq(userSkill.skillId, skillId)))
    .for('update', { of: userSkill })
    .limit(1);
  if (!found) throw notFound(API_MESSAGES.userSkillNotFound);
  return found;
}

export async function updateUserSkill(db: Database, caller: ScopeCaller, actor: Actor, userId: number, skillId: number, input: UserSkillUpdateBody): Promise<UserSkill> {
  await requireUserInScope(db, caller, userId);
  const invalid = checkLastUsed(input.lastUsedYm, actor.now, 'lastUsedYm');
  if (Object.keys(invalid).length > 0) throw validationError(invalid);
  await db.transaction(async (tx) => {
    const { row, name } = await lockHeld(tx, userId, skillId);
    if (row.version !== input.version) throw staleVersion();
    const next = {
      level: input.level,
      years: input.years === undefined ? row.years : input.years,
      lastUsedYm: input.lastUsedYm === undefined ? row.lastUsedYm : input.lastUsedYm,
      note: input.note === undefined ? row.note : input.note?.trim() || null,
    };
    await tx
      .update(userSkill)
      .set({ ...next, version: row.version + 1, updatedAt: actor.now, updatedBy: actor.actorId })
      .where(eq(userSkill.id, row.id));
    const before = describe(name, row);
    const after = describe(name, next);
    const changes = before === after && row.note === next.note ? [] : [{ field: FIELD, old: before, new: after }];
    if (changes.length > 0) await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: userId, action: 'UPDATE', changes });
  });
  return (await loadViews(db, userId)).find((v) => v.skillId === skillId)!;
}

export async function removeUserSkill(db: Database, caller: ScopeCaller, actor: Actor, userId: number, skillId: number, version: number): Promise<void> {
  await requireUserInScope(db, caller, userId);
  await db.transaction(async (tx) => {
    const { row, name } = await lockHeld(tx, userId, skillId);
    if (row.version !== version) throw staleVersion();
    await tx.delete(userSkill).where(eq(userSkill.id, row.id));
    await writeAudit(tx, actor, { entityType: USER_ENTITY, entityId: userId, action: 'UPDATE', changes: [{ field: FIELD, old: describe(name, row), new: null }] });
  });
}
