import { and, eq } from 'drizzle-orm';
import { department } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/**
 * DEPARTMENT in the record toolkit (history, share, comments, activity …).
 * The org tree is readable by every DEPARTMENT_READ holder and writable by every
 * DEPARTMENT_WRITE holder, so access is org-wide, not limited to the own subtree.
 */
registerRecordType('DEPARTMENT', {
  area: 'DEPARTMENT',
  label: '부서',
  orgWide: true,
  shareable: true,
  location: () => '/department',
  references: { parentId: 'DEPARTMENT', leaderUserId: 'USER' },
  fieldLabels: {
    code: '부서코드',
    name: '부서명',
    parentId: '상위부서',
    level: '조직 레벨',
    leaderUserId: '부서장',
    costCenterCode: '코스트센터',
    sortOrder: '정렬순서',
    validFrom: '유효기간 시작',
    validTo: '유효기간 종료',
    path: '경로',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ id: department.id, name: department.name })
      .from(department)
      .where(and(eq(department.id, id), eq(department.deletedYn, 'N')))
      .limit(1);
    // The department anchors its own scope; it has no owning user.
    return row ? { ownerDeptId: row.id, ownerUserId: null, title: row.name } : null;
  },
});
