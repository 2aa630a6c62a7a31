import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { milestone, project } from '../../../db/schema';
import { periodicJob } from '../../../lib/periodicJob';
import { addDays, kstDate } from '../../../lib/time';
import { notify } from '../../cross/notification/notify';
import { PROJECT_ENTITY } from './access';

/** Days before a milestone's due day its PM hears of it (DOMAIN §5 N-MILESTONE-DUE, D-3). */
export const MILESTONE_NOTICE_DAYS = 3;

const DAY_MS = 86_400_000;

/**
 * Tells the PM of every open project about PLANNED milestones due within three days, once per due day
 * (`dueNoticeYn`, reset when the due day moves). Idempotent and safe on several instances.
 */
export async function runMilestoneDue(db: Database, now: Date): Promise<number> {
  const today = kstDate(now);
  const due = await db
    .select({ id: milestone.id, name: milestone.name, dueDate: milestone.dueDate, projectId: project.id, projectNo: project.projectNo, projectName: project.name, pmUserId: project.pmUserId })
    .from(milestone)
    .innerJoin(project, eq(project.id, milestone.projectId))
    .where(
      and(
        eq(milestone.status, 'PLANNED'),
        eq(milestone.dueNoticeYn, 'N'),
        gte(milestone.dueDate, today),
        lte(milestone.dueDate, addDays(today, MILESTONE_NOTICE_DAYS)),
        eq(project.deletedYn, 'N'),
        inArray(project.status, ['PLANNED', 'IN_PROGRESS']),
      ),
    );
  let sent = 0;
  for (const m of due) {
    await db.transaction(async (tx) => {
      const [marked] = await tx.update(milestone).set({ dueNoticeYn: 'Y' }).where(and(eq(milestone.id, m.id), eq(milestone.dueNoticeYn, 'N'))).returning({ id: milestone.id });
      if (!marked) return;
      const daysLeft = Math.round((Date.parse(m.dueDate) - Date.parse(today)) / DAY_MS);
      await notify(tx, {
        userIds: [m.pmUserId],
        category: 'OKR',
        type: 'MILESTONE_DUE',
        title: `마일스톤 마감 ${daysLeft === 0 ? 'D-day' : `D-${daysLeft}`}: ${m.projectNo}`,
        body: `${m.projectName} 프로젝트의 마일스톤 "${m.name}" 예정일이 ${m.dueDate}입니다.`,
        contentLocation: `/project/${m.projectId}`,
        targetType: PROJECT_ENTITY,
        targetId: m.projectId,
        now,
      });
      sent++;
    });
  }
  return sent;
}

/** Runs the milestone notice hourly, like the contract daily job. */
export const projectJobsPlugin = periodicJob('milestone due job', 120_000, 60 * 60 * 1000, (app) => runMilestoneDue(app.db, app.clock()));
