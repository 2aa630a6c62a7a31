import { type SQL, sql } from 'drizzle-orm';
import { workLogWeek } from '../../../db/schema';

/**
 * The week's approver is the caller (DOMAIN §1 결재: the leader of the week's owner department, else up the tree —
 * the parent's leader where the department has none or the author leads it), as a condition on `work_log_week`. The
 * walk starts only from departments under one the caller leads, so it reads a few rows for a leader and none for others.
 */
export function approvedBy(userId: number): SQL {
  return sql`${workLogWeek.id} in (
    with recursive led as (
        select id from department where leader_user_id = ${userId} and deleted_yn = 'N'
        union select d.id from department d join led on d.parent_id = led.id where d.deleted_yn = 'N'),
      up as (
        select w.id as week_id, w.user_id as author, d.leader_user_id as leader, d.parent_id
          from work_log_week w join department d on d.id = w.owner_dept_id
         where w.owner_dept_id in (select id from led)
        union all
        select up.week_id, up.author, p.leader_user_id, p.parent_id
          from up join department p on p.id = up.parent_id
         where up.leader is null or up.leader = up.author)
    select week_id from up where up.leader = ${userId} and up.leader <> up.author)`;
}
