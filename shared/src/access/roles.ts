/**
 * Role names of SPEC §6 as one constant table. The api, the page table and the
 * admin screens all read this file; nothing else spells a role.
 */
export const BASE_ROLES = {
  SUPER: '최고 관리자',
  ADMIN: '관리자',
  DEVELOPMENT: '개발',
  HR_ADMIN: '인사 관리자',
  USER: '사용자',
  DEVELOPER: '개발자',
  BUSINESS_STRATEGY_ADMIN: '경영전략 관리자',
  FINANCIAL_MANAGEMENT_ADMIN: '재무 관리자',
  DEVELOPER_ADMIN: '운영 개발 관리자',
  TASK_ADMIN: '업무 관리자',
} as const;

/** Feature areas: each has ROLE_X, ROLE_X_READ, ROLE_X_WRITE and ROLE_X_ADMIN. */
export const AREAS = {
  GMP: 'GMP',
  PROJECT: '프로젝트',
  GOAL: '목표',
  MARKETSEGMENT: '시장 세그먼트',
  CRM: '영업활동',
  LEAD_MANAGEMENT: '리드 관리',
  LEAD: '리드',
  CRM_MANAGEMENT: '영업활동 관리',
  AUTHORITY_USER: '사용자 권한',
  AUTHORITY_MENU: '메뉴 권한',
  AUTHORITY_CODE: '권한 코드',
  DEPARTMENT: '부서',
  PROJECT_TYPE: '프로젝트 유형',
  CUSTOMER: '고객사',
  INBOUND_MANAGEMENT: '인바운드 문의',
  CONTRACT_MANAGEMENT: '계약 관리',
  CONTRACT: '계약',
  TAX_INVOICE_MANAGEMENT: '세금계산서 관리',
  TAX_INVOICE: '세금계산서',
  SKILL: '스킬',
  WORKLOG_MANAGEMENT: '업무일지 관리',
  COMMON_COST_RATE_MANAGEMENT: '공통 단가·비율',
  COST_MANAGEMENT: '원가 관리',
  SALARY_MANAGEMENT: '급여 관리',
  DIRECT_COST_MANAGEMENT: '직접비',
  DIRECT_COST_MOD_MANAGEMENT: '직접비 변경',
  COST_ACCOUNT_MANAGEMENT: '원가 계정',
  COST_EXECUTION_MANAGEMENT: '비용 집행',
  DASHBOARD_LEAD: '리드 대시보드',
  DASHBOARD_SALES: '매출 대시보드',
  DASHBOARD_SALES_ANALYSIS: '매출 분석 대시보드',
  DASHBOARD_PROFIT: '손익 대시보드',
  DASHBOARD_WORKLOG: '업무일지 대시보드',
  DASHBOARD_BOND: '채권 현황',
  PRODUCT_MANAGEMENT: '품목 관리',
  LOCATION_MANAGEMENT: '위치 관리',
  OKR_MANAGEMENT: 'OKR 관리',
  CURRENCY_MANAGEMENT: '통화·환율',
  EVALUATION: '평가',
  USER_HR: '인사 정보',
  TASK_ACTIVITY_MANAGEMENT: '업무 유형',
  MED_SALES_MANAGEMENT: '매출 실적',
  MES_PLAN: '생산 계획',
  MES_INVENTORY: '재고',
  MYSKILL: '내 스킬',
  DEMAND_FORECAST: '수요예측',
  SKILL_EVALUATION: '스킬 평가',
  PROJECT_PROFIT: '프로젝트 손익',
  SALES_PLAN: '매출 계획',
  EVALUATION_OKR: 'OKR 평가',
} as const;

export type BaseRoleName = keyof typeof BASE_ROLES;
export type Area = keyof typeof AREAS;
export type Level = 'BASE' | 'READ' | 'WRITE' | 'ADMIN';
export type Role = `ROLE_${BaseRoleName}` | `ROLE_${Area}` | `ROLE_${Area}_${Exclude<Level, 'BASE'>}`;

export const LEVELS: readonly Level[] = ['BASE', 'READ', 'WRITE', 'ADMIN'];
const LEVEL_LABEL: Record<Level, string> = { BASE: '기본', READ: '조회', WRITE: '편집', ADMIN: '관리' };

/** `role('LEAD', 'READ')` → `ROLE_LEAD_READ`; `role('LEAD')` → `ROLE_LEAD`. */
export function role(area: Area, level: Level = 'BASE'): Role {
  return (level === 'BASE' ? `ROLE_${area}` : `ROLE_${area}_${level}`) as Role;
}

export const base = (name: BaseRoleName): Role => `ROLE_${name}` as Role;
export const read = (area: Area): Role => role(area, 'READ');
export const write = (area: Area): Role => role(area, 'WRITE');
export const admin = (area: Area): Role => role(area, 'ADMIN');

/** Base roles that stand for a bundle of area roles (expanded by the server, DOMAIN §1.3). */
export const COMPOSITE_NAMES: readonly BaseRoleName[] = [
  'SUPER',
  'ADMIN',
  'DEVELOPER_ADMIN',
  'BUSINESS_STRATEGY_ADMIN',
  'FINANCIAL_MANAGEMENT_ADMIN',
  'HR_ADMIN',
  'TASK_ADMIN',
];

export type RoleInfo = { code: Role; name: string; area: Area | null; level: Level | 'SYSTEM' | 'COMPOSITE' };

/** Every role with its Korean name, in a stable order (base roles, then areas by level). */
export const ROLE_TABLE: readonly RoleInfo[] = [
  ...(Object.keys(BASE_ROLES) as BaseRoleName[]).map((name) => ({
    code: base(name),
    name: BASE_ROLES[name],
    area: null,
    level: COMPOSITE_NAMES.includes(name) ? ('COMPOSITE' as const) : ('SYSTEM' as const),
  })),
  ...(Object.keys(AREAS) as Area[]).flatMap((area) =>
    LEVELS.map((level) => ({
      code: role(area, level),
      name: level === 'BASE' ? AREAS[area] : `${AREAS[area]} ${LEVEL_LABEL[level]}`,
      area,
      level,
    })),
  ),
];

export const ALL_ROLES: ReadonlySet<string> = new Set(ROLE_TABLE.map((r) => r.code));

export function isRole(value: string): value is Role {
  return ALL_ROLES.has(value);
}

const ROLE_NAMES: ReadonlyMap<string, string> = new Map(ROLE_TABLE.map((r) => [r.code, r.name]));

/** The Korean name of a role code for screens ('리드 조회'); a code outside the table (an added composite) as is. */
export function roleName(code: string): string {
  return ROLE_NAMES.get(code) ?? code;
}
