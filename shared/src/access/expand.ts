import { AREAS, type Area, type Role, admin, base, isRole, role, write } from './roles';

const areas = Object.keys(AREAS) as Area[];
const adminsOf = (...list: Area[]): Role[] => list.map(admin);

/**
 * What each composite role stands for (DOMAIN §1.3). The server expands these at
 * check_token so the authorities a client receives already hold the area roles.
 */
export const COMPOSITES: Readonly<Partial<Record<Role, readonly Role[]>>> = {
  ROLE_SUPER: [...areas.map(admin), base('ADMIN'), base('HR_ADMIN'), base('USER')],
  ROLE_BUSINESS_STRATEGY_ADMIN: adminsOf('GOAL', 'MARKETSEGMENT', 'GMP', 'OKR_MANAGEMENT', 'SALES_PLAN'),
  ROLE_FINANCIAL_MANAGEMENT_ADMIN: adminsOf(
    'COST_MANAGEMENT',
    'COST_ACCOUNT_MANAGEMENT',
    'COST_EXECUTION_MANAGEMENT',
    'COMMON_COST_RATE_MANAGEMENT',
    'SALARY_MANAGEMENT',
    'DIRECT_COST_MANAGEMENT',
    'DIRECT_COST_MOD_MANAGEMENT',
    'MED_SALES_MANAGEMENT',
    'CURRENCY_MANAGEMENT',
    'TAX_INVOICE',
    'TAX_INVOICE_MANAGEMENT',
    'DASHBOARD_PROFIT',
    'DASHBOARD_BOND',
    'PROJECT_PROFIT',
  ),
  ROLE_HR_ADMIN: adminsOf('USER_HR', 'EVALUATION', 'EVALUATION_OKR', 'SKILL_EVALUATION'),
  ROLE_ADMIN: [...adminsOf('AUTHORITY_USER', 'AUTHORITY_MENU', 'AUTHORITY_CODE', 'DEPARTMENT'), write('USER_HR')],
  ROLE_DEVELOPER_ADMIN: adminsOf('AUTHORITY_MENU', 'AUTHORITY_CODE'),
  ROLE_TASK_ADMIN: adminsOf('TASK_ACTIVITY_MANAGEMENT', 'WORKLOG_MANAGEMENT'),
};

/** ROLE_X_ADMIN ⊃ ROLE_X_WRITE ⊃ ROLE_X_READ ⊃ ROLE_X. */
function impliedByLevel(code: Role): Role[] {
  const match = /^ROLE_(.+)_(ADMIN|WRITE|READ)$/.exec(code);
  if (!match) return [];
  const area = match[1] as Area;
  if (!(area in AREAS)) return [];
  const below = { ADMIN: ['WRITE', 'READ', 'BASE'], WRITE: ['READ', 'BASE'], READ: ['BASE'] } as const;
  return below[match[2] as 'ADMIN' | 'WRITE' | 'READ'].map((level) => role(area, level));
}

/** Composite code → the codes it includes; the api passes the stored (editable) table. */
export type CompositeTable = Readonly<Record<string, readonly string[]>>;

/**
 * Expands granted role codes to every authority they carry: composites, then the
 * level hierarchy. Unknown codes are dropped; the result is sorted and unique.
 * `composites` replaces the built-in COMPOSITES; its keys count as known codes.
 */
export function expandAuthorities(granted: Iterable<string>, composites: CompositeTable = COMPOSITES as CompositeTable): Role[] {
  const known = (code: string) => isRole(code) || code in composites;
  const out = new Set<string>();
  const stack = [...granted].filter(known);
  while (stack.length > 0) {
    const code = stack.pop()!;
    if (out.has(code)) continue;
    out.add(code);
    stack.push(...(composites[code] ?? []).filter(known), ...(isRole(code) ? impliedByLevel(code) : []));
  }
  return [...out].sort() as Role[];
}
