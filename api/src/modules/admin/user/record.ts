import { and, eq } from 'drizzle-orm';
import { appUser } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/**
 * USER in the record toolkit: governed by USER_HR (dept scope = the user's
 * department); the user themself is the owner. Not shareable (HR data, DOMAIN §9).
 */
registerRecordType('USER', {
  area: 'USER_HR',
  label: '사용자',
  shareable: false,
  location: (id) => `/userhr/info/admin/${id}`,
  references: { deptId: 'DEPARTMENT' },
  fieldLabels: {
    username: '아이디',
    name: '이름',
    email: '이메일',
    mobile: '휴대폰',
    deptId: '소속부서',
    status: '상태',
    ceoYn: '대표이사 여부',
    authorities: '권한',
    employeeNo: '사번',
    jobGrade: '직급',
    position: '직책',
    hireDate: '입사일',
    resignDate: '퇴사일',
    employmentType: '고용형태',
    birthDate: '생년월일',
    passwordHash: '비밀번호',
    mustChangeYn: '비밀번호 변경 필요',
    skills: '보유 스킬',
  },
  maskedFields: ['mobile', 'birthDate', 'passwordHash'],
  async load(db, id) {
    const [row] = await db
      .select({ id: appUser.id, name: appUser.name, deptId: appUser.deptId })
      .from(appUser)
      .where(and(eq(appUser.id, id), eq(appUser.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.deptId, ownerUserId: row.id, title: row.name } : null;
  },
});
