import { and, eq } from 'drizzle-orm';
import { can } from '@dure/shared/access';
import { commonCostRate, laborCostRate } from '../../../db/schema';
import { registerRecordType } from '../../cross/record/registry';

/** Job-grade rates; rows by person are a type of their own whose rate is masked in the history (DOMAIN §1.3). */
export const LABOR_RATE_ENTITY = 'LABOR_COST_RATE';
export const LABOR_RATE_USER_ENTITY = 'LABOR_COST_RATE_USER';
export const COMMON_RATE_ENTITY = 'COMMON_COST_RATE';

const laborLabels = { basis: '기준', jobGrade: '직급', userId: '사용자', taskActivityId: '업무유형', hourlyRate: '시간당 단가', validFrom: '적용 시작일', validTo: '적용 종료일', deletedYn: '삭제여부' };

async function loadLabor(db: Parameters<Parameters<typeof registerRecordType>[1]['load']>[0], id: number, basis: 'JOB_GRADE' | 'USER') {
  const [row] = await db
    .select({ validFrom: laborCostRate.validFrom })
    .from(laborCostRate)
    .where(and(eq(laborCostRate.id, id), eq(laborCostRate.basis, basis), eq(laborCostRate.deletedYn, 'N')))
    .limit(1);
  return row ? { ownerDeptId: null, ownerUserId: null, title: `인건비 단가 ${row.validFrom}~` } : null;
}

registerRecordType(LABOR_RATE_ENTITY, {
  area: 'COMMON_COST_RATE_MANAGEMENT',
  label: '인건비 단가',
  orgWide: true,
  shareable: false,
  location: () => '/cost-rate/management',
  fieldLabels: laborLabels,
  load: (db, id) => loadLabor(db, id, 'JOB_GRADE'),
});

registerRecordType(LABOR_RATE_USER_ENTITY, {
  area: 'COMMON_COST_RATE_MANAGEMENT',
  label: '사용자별 인건비 단가',
  orgWide: true,
  shareable: false,
  location: () => '/cost-rate/management',
  fieldLabels: laborLabels,
  references: { userId: 'USER' },
  maskedFields: ['hourlyRate'],
  // Seeing the masked rate in the history takes SALARY_MANAGEMENT_READ, not the rate area's _ADMIN.
  isAdmin: (viewer) => can(viewer.authorities, 'SALARY_MANAGEMENT', 'READ'),
  load: (db, id) => loadLabor(db, id, 'USER'),
});

registerRecordType(COMMON_RATE_ENTITY, {
  area: 'COMMON_COST_RATE_MANAGEMENT',
  label: '공통비율',
  orgWide: true,
  shareable: false,
  location: () => '/cost-rate/management',
  fieldLabels: { code: '코드', name: '이름', basis: '배부 기준', ratePct: '비율', deptId: '부서', projectTypeId: '프로젝트 유형', validFrom: '적용 시작일', validTo: '적용 종료일', deletedYn: '삭제여부' },
  references: { deptId: 'DEPARTMENT' },
  async load(db, id) {
    const [row] = await db.select({ code: commonCostRate.code, name: commonCostRate.name }).from(commonCostRate).where(and(eq(commonCostRate.id, id), eq(commonCostRate.deletedYn, 'N'))).limit(1);
    return row ? { ownerDeptId: null, ownerUserId: null, title: `${row.code} ${row.name}` } : null;
  },
});
