import { base } from '@dure/shared/access';
import { SALARY_AMOUNT_FIELDS, SALARY_AMOUNT_LABELS } from '@dure/shared/contracts/cost/salary';
import { and, eq } from 'drizzle-orm';
import { appUser, salary } from '../../../db/schema';
import { seesSalary } from '../../../lib/masking';
import { registerRecordType } from '../../cross/record/registry';

/** 급여 (DOMAIN §6 Salary): its history masks every amount without SALARY_MANAGEMENT_READ, and reading it is audited. */
export const SALARY_ENTITY = 'SALARY';

registerRecordType(SALARY_ENTITY, {
  area: 'SALARY_MANAGEMENT',
  label: '급여',
  shareable: false,
  location: () => '/salary/management',
  fieldLabels: { userId: '사용자', ym: '귀속월', ...SALARY_AMOUNT_LABELS, totalCost: '총 인건비', deletedYn: '삭제여부' },
  references: { userId: 'USER' },
  maskedFields: [...SALARY_AMOUNT_FIELDS, 'totalCost'],
  // Seeing the amounts takes SALARY_MANAGEMENT_READ; ROLE_ADMIN and HR_ADMIN read the history (as the list) with the amounts masked.
  isAdmin: (viewer) => seesSalary(viewer.authorities),
  readScope: async (_db, viewer) => (viewer.authorities.has(base('ADMIN')) || viewer.authorities.has(base('HR_ADMIN')) ? { kind: 'ORG' } : { kind: 'NONE' }),
  auditReads: true,
  async load(db, id) {
    const [row] = await db
      .select({ ownerDeptId: salary.ownerDeptId, ym: salary.ym, name: appUser.name })
      .from(salary)
      .innerJoin(appUser, eq(appUser.id, salary.userId))
      .where(and(eq(salary.id, id), eq(salary.deletedYn, 'N')))
      .limit(1);
    return row ? { ownerDeptId: row.ownerDeptId, ownerUserId: null, title: `${row.name} ${row.ym} 급여` } : null;
  },
});
