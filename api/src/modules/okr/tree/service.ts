import { GOAL_LEVEL, type GoalLevel } from '@dure/shared/contracts/okr/goal';
import { TREE_FIRST_LEVELS, TREE_PAGE_SIZE, type ObjectiveTreeQuery, type ObjectiveUnalignedQuery } from '@dure/shared/contracts/okr/tree';
import { API_MESSAGES } from '@dure/shared/messages';
import { expectedPctOn } from '@dure/shared/okr';
import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../../db/database';
import { appUser, department, goal, okrPeriod } from '../../../db/schema';
import { type ScopeCaller, inDeptSubtree } from '../../../lib/dataScope';
import { notFound } from '../../../lib/httpErrors';
import { kstDate } from '../../../lib/time';
import { type GoalViewer, goalViewerOf, requireVisibleGoal, visibleGoals } from '../goal/access';
import { codesOf } from '../goal/service';

/*
 * The objective tree of a period (DOMAIN §5), loaded by level: the first answer holds the roots (paged) and the levels
 * down to team below them; a node's children come on expand (parentId, paged); a filter answers the matching goals
 * (paged) with their ancestor chain. Every node carries the progress, health and KR count its goal row stores (kept by
 * the goal service when check-ins and changes are written: nothing is rolled up on read) and its visible child count
 * (goal_parent_idx). Visibility prunes every answer alike: a goal under a parent the caller cannot see (or a canceled
 * one, left out) is a root; a hidden goal is never counted. PostgreSQL builds the JSON; the route sends it as it is.
 */

type Scope = { period: typeof okrPeriod.$inferSelect; viewer: GoalViewer; base: SQL; filters: SQL | undefined; page: number; size: number };

async function scopeOf(db: Database, caller: ScopeCaller, query: ObjectiveUnalignedQuery): Promise<Scope> {
  const [period] = await db.select().from(okrPeriod).where(and(eq(okrPeriod.id, query.periodId), eq(okrPeriod.deletedYn, 'N')));
  if (!period) throw notFound(API_MESSAGES.okrPeriodNotFound);
  const viewer = await goalViewerOf(db, caller);
  const levels = codesOf(query.levelList, GOAL_LEVEL.codes, 'levelList');
  // What any goal of the answer (and any goal counted as a child) must be: of the period, live, visible.
  const base = and(eq(goal.periodId, period.id), eq(goal.deletedYn, 'N'), query.includeCanceledYn === 'Y' ? undefined : ne(goal.status, 'CANCELED'), visibleGoals(viewer))!;
  const filters = and(
    levels.length > 0 ? inArray(goal.level, levels as GoalLevel[]) : undefined,
    query.ownerUserId ? eq(goal.ownerUserId, query.ownerUserId) : undefined,
    query.deptId ? inDeptSubtree(goal.ownerDeptId, query.deptId) : undefined,
  );
  return { period, viewer, base, filters, page: query.page ?? 0, size: query.size ?? TREE_PAGE_SIZE };
}

/**
 * The JSON array of the rows of `r` (goal columns, `visible_parent`, `matched`), in tree order, with their visible child
 * counts (one grouped pass over the children of the answer's nodes, joined by `joins`).
 */
const nodesJson = sql`coalesce(jsonb_agg(jsonb_build_object('id', r.id, 'parentGoalId', r.visible_parent, 'title', r.title,
    'level', r.level, 'status', r.status, 'visibility', r.visibility, 'ownerUserId', r.owner_user_id, 'ownerUserName', u.name,
    'deptId', r.dept_id, 'deptName', d.name, 'weightPct', r.weight_pct, 'progressPct', r.progress_pct, 'health', r.health,
    'krCount', r.kr_count, 'version', r.version, 'matchedYn', r.matched, 'childCount', coalesce(k.n, 0)) order by r.depth, r.title, r.id), '[]')::text`;
const joins = (base: SQL) => sql`left join ${appUser} u on u.id = r.owner_user_id left join ${department} d on d.id = r.dept_id
    left join (select ${goal.parentGoalId} as parent_id, count(*)::int as n from ${goal} where ${goal.parentGoalId} = any(array(select id from r)) and ${base} group by 1) k on k.parent_id = r.id`;
/** A goal listed apart (unaligned): not a company goal, without a parent. */
const apart = sql`(${goal.parentGoalId} is null and ${goal.level} <> 'COMPANY')`;
const firstLevels = sql.raw(TREE_FIRST_LEVELS.map((l) => `'${l}'`).join(', '));

type Answer = { nodes: string; total: number; unaligned: number | null };

export async function objectiveTree(db: Database, caller: ScopeCaller, query: ObjectiveTreeQuery, now: Date): Promise<string> {
  const s = await scopeOf(db, caller, query);
  const offset = s.page * s.size;
  let answer: Answer;
  if (query.parentId !== undefined) {
    // A node's children: one indexed lookup on goal_parent_idx (the parent must be visible: else 404, no leak).
    await requireVisibleGoal(db, s.viewer, query.parentId);
    [answer] = await rowsOf<Answer>(
      db,
      sql`with c as (select * from ${goal} where ${goal.parentGoalId} = ${query.parentId} and ${s.base}),
        r as (select c.*, c.parent_goal_id as visible_parent, 'N' as matched from c order by c.depth, c.title, c.id limit ${s.size} offset ${offset})
      select (select ${nodesJson} from r ${joins(s.base)}) as nodes, (select count(*)::int from c) as total, null as unaligned`,
    );
  } else if (s.filters) {
    // The matching goals (the unaligned ones are listed apart), paged, and the visible ancestors that place them: each
    // step up is one primary-key lookup of a visible parent; a node's parent is shown when it is in the answer.
    [answer] = await rowsOf<Answer>(
      db,
      sql`with recursive m as (select ${goal.id}, ${goal.depth}, ${goal.title} from ${goal} where ${s.base} and ${s.filters} and not ${apart}),
        mp as (select id from m order by depth, title, id limit ${s.size} offset ${offset}),
        up as (select ${goal.id}, ${goal.parentGoalId} from ${goal} where ${goal.id} in (select id from mp)
               union select ${goal.id}, ${goal.parentGoalId} from ${goal} join up on ${goal.id} = up.parent_goal_id where ${s.base}),
        r as (select ${goal}.*, case when ${goal.parentGoalId} in (select id from up) then ${goal.parentGoalId} end as visible_parent,
                     case when ${and(s.filters, sql`not ${apart}`)} then 'Y' else 'N' end as matched
              from ${goal} where ${goal.id} in (select id from up))
      select (select ${nodesJson} from r ${joins(s.base)}) as nodes, (select count(*)::int from m) as total,
             (select count(*)::int from ${goal} where ${s.base} and ${s.filters} and ${apart}) as unaligned`,
    );
  } else {
    // Roots: company goals, and goals whose parent the caller cannot see (a hash anti-join of the period's visible goals,
    // kept narrow in `c`, on themselves); below the page of roots, the levels down to team walked over `c`; the rows of
    // the answer fetched by primary key. (A whole-row CTE here made the plan's estimated cost trip PostgreSQL's JIT: 1 s.)
    [answer] = await rowsOf<Answer>(
      db,
      sql`with recursive c as (select ${goal.id}, ${goal.depth}, ${goal.title}, ${goal.parentGoalId}, ${goal.level} from ${goal} where ${s.base}),
        roots as (select c.id, c.depth, c.title from c left join c p on p.id = c.parent_goal_id
                  where (c.parent_goal_id is null and c.level = 'COMPANY') or (c.parent_goal_id is not null and p.id is null)),
        rp as (select id from roots order by depth, title, id limit ${s.size} offset ${offset}),
        t as (select id, null::bigint as visible_parent from rp
              union select c.id, c.parent_goal_id from c join t on c.parent_goal_id = t.id where c.level in (${firstLevels})),
        r as (select ${goal}.*, t.visible_parent, 'N' as matched from ${goal} join t on t.id = ${goal.id} where ${goal.id} = any(array(select id from t)))
      select (select ${nodesJson} from r ${joins(s.base)}) as nodes, (select count(*)::int from roots) as total,
             (select count(*)::int from c where c.parent_goal_id is null and c.level <> 'COMPANY') as unaligned`,
    );
  }
  const head = {
    periodId: s.period.id,
    periodCode: s.period.code,
    periodStatus: s.period.status,
    expectedPct: expectedPctOn(s.period.startDate, s.period.endDate, kstDate(now)),
    page: s.page,
    size: s.size,
    total: Number(answer.total),
    ...(answer.unaligned === null ? {} : { unalignedTotal: Number(answer.unaligned) }),
  };
  return `${JSON.stringify(head).slice(0, -1)},"nodes":${answer.nodes}}`;
}

/** Unaligned goals (non-COMPANY without a parent) of the period the caller can see, with the filters, paged. */
export async function unalignedGoals(db: Database, caller: ScopeCaller, query: ObjectiveUnalignedQuery): Promise<string> {
  const s = await scopeOf(db, caller, query);
  const [answer] = await rowsOf<Answer>(
    db,
    sql`with v as (select * from ${goal} where ${and(s.base, s.filters)} and ${goal.parentGoalId} is null and ${goal.level} <> 'COMPANY'),
      r as (select v.*, null::bigint as visible_parent, 'N' as matched from v order by v.depth, v.title, v.id limit ${s.size} offset ${s.page * s.size})
    select (select ${nodesJson} from r ${joins(s.base)}) as nodes, (select count(*)::int from v) as total, null as unaligned`,
  );
  const total = Number(answer.total);
  const head = { totalElements: total, totalPages: Math.ceil(total / s.size), page: s.page, size: s.size };
  return `${JSON.stringify(head).slice(0, -1)},"content":${answer.nodes}}`;
}
