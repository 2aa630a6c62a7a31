import { GOAL_LEVEL, type GoalLevel } from '@dure/shared/contracts/okr/goal';
import type { ObjectiveTreeQuery } from '@dure/shared/contracts/okr/tree';
import { API_MESSAGES } from '@dure/shared/messages';
import { expectedPctOn } from '@dure/shared/okr';
import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/database';
import { appUser, department, goal, okrPeriod } from '../../../db/schema';
import { type ScopeCaller, inDeptSubtree } from '../../../lib/dataScope';
import { notFound } from '../../../lib/httpErrors';
import { kstDate } from '../../../lib/time';
import { goalViewerOf, visibleGoals } from '../goal/access';
import { codesOf } from '../goal/service';

/**
 * One period's goals for the objective tree (DOMAIN §5): stored progress, health and KR count (no computing on read),
 * visibility pruning (a goal under a parent the caller cannot see, or filtered out, becomes a root), unaligned
 * non-COMPANY goals apart. One indexed query on goal (period_id, status). Answers the ObjectiveTree as JSON text.
 */
export async function objectiveTree(db: Database, caller: ScopeCaller, query: ObjectiveTreeQuery, now: Date): Promise<string> {
  const [period] = await db.select().from(okrPeriod).where(and(eq(okrPeriod.id, query.periodId), eq(okrPeriod.deletedYn, 'N')));
  if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
  const viewer = await goalViewerOf(db, caller);
  const levels = codesOf(query.levelList, GOAL_LEVEL.codes, 'levelList');
  const conditions: (SQL | undefined)[] = [
    eq(goal.periodId, period.id),
    eq(goal.deletedYn, 'N'),
    query.includeCanceledYn === 'Y' ? undefined : ne(goal.status, 'CANCELED'),
    visibleGoals(viewer),
    levels.length > 0 ? inArray(goal.level, levels as GoalLevel[]) : undefined,
    query.ownerUserId ? eq(goal.ownerUserId, query.ownerUserId) : undefined,
    query.deptId ? inDeptSubtree(goal.ownerDeptId, query.deptId) : undefined,
  ];
  // One statement; PostgreSQL builds the JSON of the nodes (5,000 goals of a 500-person organisation answer in one
  // round trip and the api neither maps nor re-serialises them: the route sends the text as it is).
  const [lists] = await rowsOf<{ nodes: string; unaligned: string }>(
    db,
    sql`with v as (select * from ${goal} where ${and(...conditions)}),
      rows as (
        select v.id, v.depth, v.title, (v.parent_goal_id is null and v.level <> 'COMPANY') as apart,
               jsonb_build_object('id', v.id, 'parentGoalId', p.id, 'title', v.title, 'level', v.level, 'status', v.status,
                 'visibility', v.visibility, 'ownerUserId', v.owner_user_id, 'ownerUserName', u.name, 'deptId', v.dept_id,
                 'deptName', d.name, 'weightPct', v.weight_pct, 'progressPct', v.progress_pct, 'health', v.health,
                 'krCount', v.kr_count, 'version', v.version) as node
        from v left join v p on p.id = v.parent_goal_id
               left join ${appUser} u on u.id = v.owner_user_id
               left join ${department} d on d.id = v.dept_id)
      select coalesce(jsonb_agg(node order by depth, title, id) filter (where not apart), '[]')::text as nodes,
             coalesce(jsonb_agg(node order by depth, title, id) filter (where apart), '[]')::text as unaligned
      from rows`,
  );
  const head = { periodId: period.id, periodCode: period.code, periodStatus: period.status, expectedPct: expectedPctOn(period.startDate, period.endDate, kstDate(now)) };
  return `${JSON.stringify(head).slice(0, -1)},"nodes":${lists.nodes},"unaligned":${lists.unaligned}}`;
}
