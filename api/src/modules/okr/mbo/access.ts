import { admin } from '@dure/shared/access';
import type { MboAction, MboStatus } from '@dure/shared/contracts/okr/mbo';
import { type SQL, and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database';
import { mboSheet } from '../../../db/schema';
import { type ScopeCaller, scopeCondition, scopeOf } from '../../../lib/dataScope';
import { MBO_AREA } from './record';

export type Caller = ScopeCaller;
type SheetRow = typeof mboSheet.$inferSelect;

/** HR_ADMIN (EVALUATION_OKR_ADMIN) and SUPER close sheets. */
export const isMboAdmin = (caller: Caller) => caller.authorities.has('ROLE_SUPER') || caller.authorities.has(admin(MBO_AREA));

/** Sheets of departments the caller leads, with their subtrees. */
const ledByCaller = (userId: number) =>
  sql`${mboSheet.ownerDeptId} in (select d.id from department d join department l on l.leader_user_id = ${userId}
    and l.deleted_yn = 'N' and l.path <> '' and d.path like l.path || '%')`;

/**
 * Which sheets a caller sees, as a WHERE condition; the same rule as the record toolkit's (record.ts):
 * their own, those they approve, their departments' members' as a leader, and the EVALUATION_OKR scope.
 */
export async function visibleSheets(db: Executor, caller: Caller): Promise<SQL> {
  const scope = await scopeOf(db, caller, MBO_AREA);
  return or(eq(mboSheet.userId, caller.userId), eq(mboSheet.approverId, caller.userId), ledByCaller(caller.userId), scopeCondition(scope, mboSheet.ownerDeptId, sql`false`)) as SQL;
}

/** Who takes each action in which state (DOMAIN §5 MBO). */
export const ACTION_RULES: Record<MboAction, { from: MboStatus; to: MboStatus; by: 'OWNER' | 'APPROVER' | 'ADMIN' }> = {
  SUBMIT: { from: 'DRAFT', to: 'SUBMITTED', by: 'OWNER' },
  AGREE: { from: 'SUBMITTED', to: 'AGREED', by: 'APPROVER' },
  RETURN: { from: 'SUBMITTED', to: 'DRAFT', by: 'APPROVER' },
  SELF_ASSESS: { from: 'AGREED', to: 'SELF_ASSESSED', by: 'OWNER' },
  EVALUATE: { from: 'SELF_ASSESSED', to: 'EVALUATED', by: 'APPROVER' },
  CLOSE: { from: 'EVALUATED', to: 'CLOSED', by: 'ADMIN' },
};

export function actsAs(caller: Caller, row: Pick<SheetRow, 'userId' | 'approverId'>, by: 'OWNER' | 'APPROVER' | 'ADMIN'): boolean {
  if (by === 'OWNER') return row.userId === caller.userId;
  if (by === 'APPROVER') return row.approverId === caller.userId;
  return isMboAdmin(caller);
}

/** The actions the caller may take on the sheet now. */
export function actionsFor(caller: Caller, row: Pick<SheetRow, 'userId' | 'approverId' | 'status'>): MboAction[] {
  return (Object.keys(ACTION_RULES) as MboAction[]).filter((action) => {
    const rule = ACTION_RULES[action];
    return rule.from === row.status && actsAs(caller, row, rule.by);
  });
}

export const liveSheet = (id: number) => and(eq(mboSheet.id, id), eq(mboSheet.deletedYn, 'N'));
