import { and, eq } from 'drizzle-orm';
import { taskActivity } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

export const TASK_ACTIVITY_ENTITY = 'TASK_ACTIVITY';

/** TASK_ACTIVITY in the record toolkit (the history dialog): an org-wide master, no owning department. */
registerRecordType(TASK_ACTIVITY_ENTITY, {
  area: 'TASK_ACTIVITY_MANAGEMENT',
  label: '업무 유형',
  orgWide: true,
  shareable: false,
  location: () => '/taskactivity/management',
  fieldLabels: {
    parentId: '상위 그룹',
    code: '코드',
    name: '이름',
    category: '분류',
    billableYn: '청구 가능',
    noteRequiredYn: '내용 필수',
    projectTypeIds: '허용 프로젝트 유형',
    sortOrder: '순서',
    activeYn: '사용',
    deletedYn: '삭제여부',
  },
  async load(db, id) {
    const [row] = await db
      .select({ name: taskActivity.name })
      .from(taskActivity)
      .where(and(eq(taskActivity.id, id), eq(taskActivity.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: row.name } : null;
  },
});
