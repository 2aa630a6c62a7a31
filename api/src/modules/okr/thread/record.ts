import { THREAD_RECORD_TYPE } from '@dure/shared/contracts/okr/thread';
import { and, eq } from 'drizzle-orm';
import { okrThread } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';
import { isThreadAdmin, threadAccess } from './access';
import { recountReplies, threadLocation } from './service';

/**
 * THREAD in the record toolkit: its comments are the thread's replies (readable and writable by whoever
 * sees the thread, counted on the thread), with history and activity. Access is the thread's visibility,
 * not an area's roles; administrators are ROLE_ADMIN (the area DEPARTMENT is ROLE_ADMIN's own).
 */
registerRecordType(THREAD_RECORD_TYPE, {
  area: 'DEPARTMENT',
  label: '스레드',
  shareable: false,
  location: threadLocation,
  references: { ownerUserId: 'USER', ownerDeptId: 'DEPARTMENT' },
  fieldLabels: { title: '제목', body: '내용', channel: '채널', targetId: '프로젝트', visibility: '공개 범위', pinnedYn: '상단 고정', ownerDeptId: '부서', deletedYn: '삭제여부' },
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: okrThread.ownerDeptId, ownerUserId: okrThread.ownerUserId, title: okrThread.title })
      .from(okrThread)
      .where(and(eq(okrThread.id, id), eq(okrThread.deletedYn, 'N')))
      .limit(1);
    return row ?? null;
  },
  access: (db, viewer, id) => threadAccess(db, viewer, id),
  isAdmin: isThreadAdmin,
  onCommentsChanged: recountReplies,
});
