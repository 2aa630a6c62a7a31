import { MBO_HALF } from '@dure/shared/contracts/okr/mbo';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { department, mboSheet } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

export const MBO_ENTITY = 'MBO_SHEET';
/** Evaluation content (DOMAIN §1.3): HR_ADMIN holds this area's _ADMIN; ROLE_ADMIN does not read it. */
export const MBO_AREA = 'EVALUATION_OKR' as const;

/** Korean labels of audited sheet fields (history dialog). */
export const MBO_FIELD_LABELS: Record<string, string> = {
  userId: '작성자',
  year: '연도',
  half: '기간',
  approverId: '합의자',
  status: '상태',
  returnReason: '반려 사유',
  items: '항목',
  scores: '점수',
  ownerDeptId: '소유부서',
};

const led = alias(department, 'led');

/**
 * MBO_SHEET in the record toolkit (history, comments, files, activity, bookmarks). The owner writes; the
 * approver and the leaders of the owner's department and its ancestors read (DOMAIN §5: a leader sees
 * their members' sheets); EVALUATION_OKR_READ reads in department scope, HR_ADMIN everywhere. Never shared.
 */
registerRecordType(MBO_ENTITY, {
  area: MBO_AREA,
  label: 'MBO 시트',
  shareable: false,
  location: (id) => `/mbo?id=${id}`,
  references: { userId: 'USER', approverId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: MBO_FIELD_LABELS,
  async load(db, id) {
    const [row] = await db
      .select({ userId: mboSheet.userId, ownerDeptId: mboSheet.ownerDeptId, approverId: mboSheet.approverId, year: mboSheet.year, half: mboSheet.half })
      .from(mboSheet)
      .where(and(eq(mboSheet.id, id), eq(mboSheet.deletedYn, 'N')))
      .limit(1);
    if (!row) return null;
    const leaders = row.ownerDeptId
      ? await db
          .selectDistinct({ id: led.leaderUserId })
          .from(department)
          .innerJoin(led, and(sql`${department.path} like ${led.path} || '%'`, sql`${led.path} <> ''`, eq(led.deletedYn, 'N'), isNotNull(led.leaderUserId)))
          .where(eq(department.id, row.ownerDeptId))
      : [];
    const memberIds = [row.approverId, ...leaders.map((l) => l.id)].filter((v): v is number => v !== null && v !== row.userId);
    return { ownerDeptId: row.ownerDeptId, ownerUserId: row.userId, memberIds, title: `${row.year}년 ${MBO_HALF.labels[row.half]} MBO` };
  },
});
