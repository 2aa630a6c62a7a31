import { can } from '@dure/shared/access';

/** Field masking of personal data (DOMAIN §1.3, §8 UserHr): what others see without USER_HR_READ in scope. */

/** Who sees individual salary and per-person cost rates (DOMAIN §1.3): SALARY_MANAGEMENT_READ only — ROLE_ADMIN and HR_ADMIN are not implied. */
export const seesSalary = (authorities: ReadonlySet<string>) => can(authorities, 'SALARY_MANAGEMENT', 'READ');

/** `01012345678` → `010-****-5678`; other phone shapes keep their first and last groups. */
export function maskPhone(digits: string | null): string | null {
  if (!digits) return null;
  if (digits.length < 7) return '*'.repeat(digits.length);
  const head = digits.startsWith('02') ? digits.slice(0, 2) : digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(digits.length - head.length - 4)}-${tail}`;
}

export type SensitiveUserFields = { mobile: string | null; birthDate: string | null; workLocation: string | null };

/** The sensitive fields as the viewer may see them. */
export function maskUserFields<T extends SensitiveUserFields>(row: T, visible: boolean): T {
  if (visible) return row;
  return { ...row, mobile: maskPhone(row.mobile), birthDate: null, workLocation: null };
}
