import type { LeaveType } from '@dure/shared/contracts/admin/leave';
import { count, sql } from 'drizzle-orm';
import { entitlementOn } from '../../modules/admin/leave/entitlement';
import { calendarDays } from '../../modules/cost/workCalendar/service';
import { mondayOf } from '../../modules/cost/worklog/service';
import { addDays, kstDate } from '../../lib/time';
import { type Database, rowsOf } from '../database';
import { leaveRecord } from '../schema';

export type LeaveSeedResult = { approved: number; requested: number };

type Row = { u: number; o: number | null; t: LeaveType; d: string; s: 'APPROVED' | 'REQUESTED'; by: number | null; r: string | null };

/** Who asks for the demo's waiting request (a named account whose team leader approves it on 내 유닛). */
const REQUESTER = 'dev';

/**
 * 휴가 of the demo (DOMAIN §8 LeaveRecord), once, when there is none: every day of leave the work-log seed logged
 * (LV_ANNUAL, LV_SICK) becomes an approved one-day leave, decided by the person's approver the working day before — an
 * annual day beyond the entitlement year's days is recorded as 무급휴가 — and `dev` waits for approval of two days next
 * week. Written with one insert … select from a JSON parameter.
 */
export async function seedLeaveDemo(db: Database, options: { now: Date }): Promise<LeaveSeedResult> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const none = { approved: 0, requested: 0 };
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(leaveRecord);
    if (n > 0) return none;
    const days = await rowsOf<{ u: number; o: number | null; d: string; code: string; hire: string; by: number | null; username: string }>(
      tx,
      sql`select l.user_id::int as u, u.dept_id::int as o, to_char(l.work_date, 'YYYY-MM-DD') as d, min(a.code) as code, to_char(h.hire_date, 'YYYY-MM-DD') as hire,
                 coalesce(nullif(dp.leader_user_id, l.user_id), pp.leader_user_id)::int as by, u.username
            from work_log l
            join task_activity a on a.id = l.task_activity_id and a.code in ('LV_ANNUAL', 'LV_SICK')
            join app_user u on u.id = l.user_id
            join user_hr h on h.user_id = l.user_id
            left join department dp on dp.id = u.dept_id
            left join department pp on pp.id = dp.parent_id
           where l.deleted_yn = 'N'
           group by l.user_id, u.dept_id, l.work_date, h.hire_date, dp.leader_user_id, pp.leader_user_id, u.username
           order by l.user_id, l.work_date`,
    );
    const taken = new Map<string, number>();
    const rows: Row[] = days.map((day) => {
      let type: LeaveType = day.code === 'LV_SICK' ? 'SICK' : 'ANNUAL';
      if (type === 'ANNUAL') {
        const ent = entitlementOn(day.hire, day.d);
        const key = `${day.u}:${ent?.periodFrom}`;
        const used = taken.get(key) ?? 0;
        if (!ent || used + 1 > ent.granted) type = 'UNPAID';
        else taken.set(key, used + 1);
      }
      return { u: day.u, o: day.o, t: type, d: day.d, s: 'APPROVED', by: day.by, r: type === 'SICK' ? '병원 진료' : null };
    });
    // The waiting request: Thursday and Friday next week, when both are workdays and the person has no leave then.
    const requester = (
      await rowsOf<{ u: number; o: number | null; hire: string }>(
        tx,
        sql`select u.id::int as u, u.dept_id::int as o, to_char(h.hire_date, 'YYYY-MM-DD') as hire from app_user u join user_hr h on h.user_id = u.id where u.username = ${REQUESTER} and u.deleted_yn = 'N'`,
      )
    )[0];
    const thursday = addDays(mondayOf(kstDate(options.now)), 10);
    const next = await calendarDays(tx, thursday, addDays(thursday, 1));
    const wanted = requester && next.every((d) => d.workdayYn === 'Y') && (entitlementOn(requester.hire, thursday)?.granted ?? 0) >= 2;
    if (wanted) rows.push({ u: requester.u, o: requester.o, t: 'ANNUAL', d: thursday, s: 'REQUESTED', by: null, r: '가족 행사' });
    if (rows.length === 0) return none;
    await tx.execute(sql`
      insert into leave_record (owner_dept_id, user_id, type, from_date, to_date, days, reason, status, decided_by, decided_at, created_at, created_by, updated_at, updated_by, version)
      select r.o, r.u, r.t, r.d, case when r.s = 'REQUESTED' then r.d + 1 else r.d end, case when r.s = 'REQUESTED' then 2 else 1 end, r.r, r.s,
             r.by, case when r.s = 'APPROVED' then t.decided end, t.created, r.u, coalesce(case when r.s = 'APPROVED' then t.decided end, t.created), coalesce(r.by, r.u),
             case when r.s = 'APPROVED' then 1 else 0 end
        from json_to_recordset(${JSON.stringify(rows)}::json) as r(u bigint, o bigint, t text, d date, s text, by bigint, r text),
             lateral (select least((r.d - 7 + time '10:00') at time zone 'Asia/Seoul', ${options.now.toISOString()}::timestamptz) as created, (r.d - 1 + time '17:00') at time zone 'Asia/Seoul' as decided) t`);
    return { approved: rows.filter((r) => r.s === 'APPROVED').length, requested: rows.filter((r) => r.s === 'REQUESTED').length };
  });
}
