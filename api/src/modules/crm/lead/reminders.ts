import { and, eq, gt, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { lead, leadStage, notification } from '../../../db/schema';
import { kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { josaOf } from '@dure/shared/format';

/** At most this many reminders of each kind per run; the next run picks up the rest. */
const BATCH = 500;

const remindedSince = (type: string, since: typeof lead.stageChangedAt | typeof lead.updatedAt) =>
  notExists(
    sql`(select 1 from ${notification} n where n.type = ${type} and n.target_type = 'LEAD' and n.target_id = ${lead.id} and n.created >= ${since})`,
  );

/**
 * N-LEAD-STALE (an OPEN lead unchanged for longer than its stage's staleDays, once per
 * stage change) and N-LEAD-CLOSE-OVERDUE (an OPEN lead past its expected close date,
 * once per edit of the lead) to the owner (DOMAIN §4 Lead). Idempotent.
 */
export async function remindLeads(db: Database, now: Date): Promise<{ stale: number; overdue: number }> {
  const open = and(eq(lead.deletedYn, 'N'), eq(leadStage.category, 'OPEN'), isNotNull(lead.ownerUserId));
  const stale = await db
    .select({ id: lead.id, leadNo: lead.leadNo, title: lead.title, ownerUserId: lead.ownerUserId, stageName: leadStage.name, staleDays: leadStage.staleDays })
    .from(lead)
    .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
    .where(and(open, gt(leadStage.staleDays, 0), sql`${lead.stageChangedAt} < ${now}::timestamptz - make_interval(days => ${leadStage.staleDays})`, remindedSince('LEAD_STALE', lead.stageChangedAt)))
    .limit(BATCH);
  for (const row of stale) {
    await notify(db, {
      userIds: [row.ownerUserId!],
      category: 'CRM',
      type: 'LEAD_STALE',
      title: '정체된 리드',
      body: `리드 ${row.leadNo} '${row.title}'${josaOf(row.title, '이/가')} ${row.stageName} 단계에서 ${row.staleDays}일 넘게 변화가 없습니다.`,
      contentLocation: `/lead/${row.id}`,
      targetType: 'LEAD',
      targetId: row.id,
      now,
    });
  }
  const overdue = await db
    .select({ id: lead.id, leadNo: lead.leadNo, title: lead.title, ownerUserId: lead.ownerUserId, expectedCloseDate: lead.expectedCloseDate })
    .from(lead)
    .innerJoin(leadStage, eq(leadStage.id, lead.stageId))
    .where(and(open, lt(lead.expectedCloseDate, kstDate(now)), remindedSince('LEAD_CLOSE_OVERDUE', lead.updatedAt)))
    .limit(BATCH);
  for (const row of overdue) {
    await notify(db, {
      userIds: [row.ownerUserId!],
      category: 'CRM',
      type: 'LEAD_CLOSE_OVERDUE',
      title: '예상 계약일 경과',
      body: `리드 ${row.leadNo} '${row.title}'의 예상 계약일(${row.expectedCloseDate})이 지났습니다. 단계나 일정을 갱신해 주세요.`,
      contentLocation: `/lead/${row.id}`,
      targetType: 'LEAD',
      targetId: row.id,
      now,
    });
  }
  return { stale: stale.length, overdue: overdue.length };
}
