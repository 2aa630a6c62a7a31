import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { workLogWeek } from '../../../db/schema';

/**
 * The rows of `source` (a table or subquery with `id`, `user_id` and `owner_dept_id`) whose approver is the caller (DOMAIN §1 결재: the leader of
 * the row's owner department, else up the tree — the parent's leader where the department has none or the author leads
 * it), as a condition on `idColumn`. The walk starts only from departments under one the caller leads, so it reads a
 * few rows for a leader and none for others.
 */
export function approvedByOn(userId: number, source: PgTable | SQL, idColumn: PgColumn): SQL {
  return sql`${idColumn} in (
    with recursive led as (
        select id from department where leader_user_id = ${userId} and deleted_yn = 'N'
        union select d.id from department d join led on d.parent_id = led.id where d.deleted_yn = 'N'),
      up as (
        select w.id as row_id, w.user_id as author, d.leader_user_id as leader, d.parent_id
          from ${source} w join department d on d.id = w.owner_dept_id
         where w.owner_dept_id in (select id from led)
        union all
        select up.row_id, up.author, p.leader_user_id, p.parent_id
          from up join department p on p.id = up.parent_id
         where up.leader is null or up.leader = up.author)
    select row_id from up where up.leader = ${userId} and up.leader <> up.author)`;
}

/** The work-log weeks the caller approves. */
export function approvedBy(userId: number): SQL {
  return approvedByOn(userId, workLogWeek, workLogWeek.id);
}
