import type { CodeOption } from '@dure/shared/contracts/crm/lead';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { appUser, commonCode, department, leadStage } from '../../../db/schema';
import { validationError } from '../../../lib/httpErrors';

export type Stage = typeof leadStage.$inferSelect;

/** Live stages in pipeline order: OPEN by sortOrder, then WON, then LOST. */
export async function loadStages(db: Executor): Promise<Stage[]> {
  const rows = await db.select().from(leadStage).where(eq(leadStage.deletedYn, 'N')).orderBy(asc(leadStage.sortOrder), asc(leadStage.id));
  const rank = { OPEN: 0, WON: 1, LOST: 2 } as const;
  return rows.sort((a, b) => rank[a.category] - rank[b.category] || a.sortOrder - b.sortOrder || a.id - b.id);
}

/** The first active OPEN stage: the only one a lead may be in without a customer (before 검증). */
export const firstOpenStage = (stages: Stage[]) => stages.find((s) => s.category === 'OPEN' && s.activeYn === 'Y') ?? null;

/** Customer is required in every stage after the first OPEN one, and at WON (DOMAIN §4: from QUALIFIED). */
export const needsCustomer = (stages: Stage[], stage: Stage) => stage.category === 'WON' || (stage.category === 'OPEN' && firstOpenStage(stages)?.id !== stage.id);

export async function activeCodes(db: Executor, groupCode: string): Promise<CodeOption[]> {
  return db
    .select({ code: commonCode.code, label: commonCode.label })
    .from(commonCode)
    .where(and(eq(commonCode.groupCode, groupCode), eq(commonCode.deletedYn, 'N'), eq(commonCode.activeYn, 'Y')))
    .orderBy(asc(commonCode.sortOrder), asc(commonCode.id));
}

export async function requireCode(db: Executor, groupCode: string, code: string, field: string, message: string): Promise<void> {
  const codes = await activeCodes(db, groupCode);
  if (!codes.some((c) => c.code === code)) throw validationError({ [field]: message });
}

/** An active, non-deleted user and the department a record they own is anchored to. */
export async function activeUser(db: Executor, userId: number, field: string, message: string = API_MESSAGES.leadOwnerInvalid) {
  const [user] = await db
    .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId })
    .from(appUser)
    .where(and(eq(appUser.id, userId), eq(appUser.deletedYn, 'N'), eq(appUser.status, 'ACTIVE')));
  if (!user) throw validationError({ [field]: message });
  return user;
}

/** Leader of a department (N-LEAD-STAGE-CHANGED recipient). */
export async function leaderOf(db: Executor, deptId: number | null): Promise<number | null> {
  if (deptId === null) return null;
  const [row] = await db.select({ leader: department.leaderUserId }).from(department).where(eq(department.id, deptId));
  return row?.leader ?? null;
}
