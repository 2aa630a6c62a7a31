import { type Role, admin, base, read, write, type Area } from '@dure/shared/access';

export type SeedTeam = { code: string; name: string };
export type SeedDivision = { code: string; name: string; teams: SeedTeam[] };

/** The fictional company of the demo (DOMAIN §11): 4 divisions, 14 teams. */
export const COMPANY = { code: 'DURE', name: '(주)두레솔루션', costCenterCode: 'CC1000' };

export const DIVISIONS: readonly SeedDivision[] = [
  {
    code: 'MGT',
    name: '경영지원본부',
    teams: [
      { code: 'MGT-HR', name: '인사팀' },
      { code: 'MGT-FIN', name: '재무팀' },
      { code: 'MGT-GA', name: '총무팀' },
      { code: 'MGT-IT', name: '정보시스템팀' },
    ],
  },
  {
    code: 'SAL',
    name: '영업본부',
    teams: [
      { code: 'SAL-1', name: '영업1팀' },
      { code: 'SAL-2', name: '영업2팀' },
      { code: 'SAL-MKT', name: '마케팅팀' },
    ],
  },
  {
    code: 'DLV',
    name: '사업수행본부',
    teams: [
      { code: 'DLV-PMO', name: 'PMO' },
      { code: 'DLV-1', name: '사업1팀' },
      { code: 'DLV-2', name: '사업2팀' },
      { code: 'DLV-TS', name: '기술지원팀' },
    ],
  },
  {
    code: 'RND',
    name: '연구·생산본부',
    teams: [
      { code: 'RND-DEV', name: '연구개발팀' },
      { code: 'RND-MES', name: '생산관리팀' },
      { code: 'RND-QA', name: '품질관리팀' },
    ],
  },
];

const readWrite = (...areas: Area[]): Role[] => areas.flatMap((a) => [read(a), write(a)]);

export type NamedUser = { username: string; name: string; deptCode: string; leads?: boolean; ceo?: boolean; roles: Role[] };

/**
 * The demo users of DOMAIN §11 with exactly their roles. Everyone also gets
 * ROLE_USER, and every _WRITE comes with its _READ (the page check needs it).
 */
export const NAMED_USERS: readonly NamedUser[] = [
  { username: 'admin', name: '시스템관리자', deptCode: 'MGT-IT', roles: [base('SUPER')] },
  {
    username: 'ceo',
    name: '정도현',
    deptCode: 'DURE',
    leads: true,
    ceo: true,
    roles: [
      base('BUSINESS_STRATEGY_ADMIN'),
      ...(['DASHBOARD_LEAD', 'DASHBOARD_SALES', 'DASHBOARD_SALES_ANALYSIS', 'DASHBOARD_PROFIT', 'DASHBOARD_WORKLOG', 'DASHBOARD_BOND'] as const).map(read),
      read('EVALUATION'),
    ],
  },
  { username: 'hr', name: '윤서영', deptCode: 'MGT-HR', leads: true, roles: [base('HR_ADMIN'), base('ADMIN')] },
  { username: 'finance', name: '오민석', deptCode: 'MGT-FIN', leads: true, roles: [base('FINANCIAL_MANAGEMENT_ADMIN'), admin('COST_MANAGEMENT')] },
  {
    username: 'sales.lead',
    name: '박준혁',
    deptCode: 'SAL-1',
    leads: true,
    roles: [
      ...readWrite('CUSTOMER', 'LEAD', 'CRM', 'CONTRACT', 'TAX_INVOICE', 'LEAD_MANAGEMENT', 'INBOUND_MANAGEMENT', 'SALES_PLAN'),
      read('DASHBOARD_LEAD'),
      read('DASHBOARD_SALES'),
      read('DASHBOARD_BOND'),
    ],
  },
  { username: 'sales', name: '이하늘', deptCode: 'SAL-1', roles: [read('CUSTOMER'), ...readWrite('LEAD', 'CRM')] },
  {
    username: 'pm',
    name: '최우진',
    deptCode: 'DLV-1',
    leads: true,
    roles: [...readWrite('PROJECT', 'WORKLOG_MANAGEMENT'), read('PROJECT_PROFIT'), read('DASHBOARD_WORKLOG')],
  },
  { username: 'dev', name: '정다은', deptCode: 'RND-DEV', roles: [read('MYSKILL')] },
  {
    username: 'mes',
    name: '한승호',
    deptCode: 'RND-MES',
    roles: readWrite('PRODUCT_MANAGEMENT', 'LOCATION_MANAGEMENT', 'MES_PLAN', 'MES_INVENTORY', 'DEMAND_FORECAST'),
  },
  { username: 'ops', name: '서지훈', deptCode: 'MGT-IT', roles: [base('DEVELOPER_ADMIN')] },
];

/** Generated staff: one head per division, the rest spread evenly over the teams. */
export const GENERATED_USER_COUNT = 60;
export const DEMO_EMAIL_DOMAIN = 'dure.example';
