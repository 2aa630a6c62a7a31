import { type Area, type Role, base, read, role } from './roles';

/** Where a page's screen lives: the host shell or one federated remote. */
export type RemoteName = 'host' | 'crm' | 'okr' | 'cost' | 'mes' | 'evaluation' | 'admin';

/** Korean name of each remote's business area, used in fallbacks and the manual. */
export const REMOTE_LABELS: Readonly<Record<Exclude<RemoteName, 'host'>, string>> = {
  crm: 'CRM·영업',
  okr: 'OKR·프로젝트',
  cost: '원가·업무일지',
  mes: '생산·재고',
  evaluation: '평가·스킬',
  admin: '조직·권한 관리',
};

export type MenuGroupId =
  | 'DASHBOARD'
  | 'GSP'
  | 'GMP'
  | 'CRM'
  | 'COST'
  | 'FUNCTION_SETTING'
  | 'EVALUATION_SETTING'
  | 'DEPARTMENT_SETTING'
  | 'OKR'
  | 'OUTLINK';

export type PageDef = {
  /** The page name of the allowed-pages list (SPEC §4–§5). */
  id: string;
  /** Absolute route path; `:id` marks a record id. */
  path: string;
  remote: RemoteName;
  title: string;
  /** Menu group the page is listed under; null for pages reached from another screen. */
  group: MenuGroupId | null;
  /** false for the three public pages (SPEC §1). */
  login: boolean;
  /** Any one of these opens the page; empty = any signed-in user (ManualPage). */
  roles: readonly Role[];
  /** Paths that redirect here (parents of list pages, /auth, /demand). */
  redirectFrom?: readonly string[];
  /**
   * Roles that list the page in the menu, when narrower than `roles`: the route stays open to `roles`
   * (a link or notification may lead there), but a list that is always empty without one of these is not offered.
   */
  menuRoles?: readonly Role[];
};

/** A menu group of SPEC §2. It has no roles of its own: it shows when one of its pages is listed for the user (see menuFor). */
export type MenuGroupDef = { id: MenuGroupId; title: string };

const USER = [base('USER')];
const reads = (...areas: Area[]): Role[] => areas.map(read);

/** Menu groups of SPEC §2, in menu order. */
export const MENU_GROUPS: readonly MenuGroupDef[] = [
  { id: 'DASHBOARD', title: '대시보드' },
  { id: 'OKR', title: 'OKR' },
  { id: 'GSP', title: 'GSP' },
  { id: 'GMP', title: 'GMP' },
  { id: 'CRM', title: 'CRM' },
  { id: 'COST', title: '원가' },
  { id: 'FUNCTION_SETTING', title: '기능 설정' },
  { id: 'EVALUATION_SETTING', title: '평가 설정' },
  { id: 'DEPARTMENT_SETTING', title: '부서 설정' },
  { id: 'OUTLINK', title: '바로가기' },
];

type Row<Id extends string = string, R extends RemoteName = RemoteName> = readonly [
  id: Id,
  path: string,
  remote: R,
  title: string,
  group: MenuGroupId | null,
  roles: readonly Role[],
  redirectFrom?: readonly string[],
];

/** Entity with a list (the parent path's empty child) and a detail (:id). */
function entity<const N extends string, const R extends RemoteName>(
  name: N,
  path: string,
  remote: R,
  title: string,
  group: MenuGroupId,
  roles: readonly Role[],
): readonly [Row<`${N}ListPage`, R>, Row<`${N}DetailPage`, R>] {
  return [
    [`${name}ListPage`, path, remote, title, group, roles],
    [`${name}DetailPage`, `${path}/:id`, remote, `${title} 상세`, null, roles],
  ];
}

// `as const`: the ids and remotes stay literal, so PageId and RemotePageId below are unions a typo fails.
const ROWS = [
  // Dashboards (each its own _READ)
  ['DashboardLeadPage', '/dashboard/lead', 'crm', '리드 대시보드', 'DASHBOARD', reads('DASHBOARD_LEAD')],
  ['DashboardSalesPage', '/dashboard/sales', 'crm', '매출 대시보드', 'DASHBOARD', reads('DASHBOARD_SALES')],
  ['DashboardSalesAnalysisPage', '/dashboard/sales/analysis', 'crm', '매출 분석', 'DASHBOARD', reads('DASHBOARD_SALES_ANALYSIS')],
  ['DashboardBondPage', '/dashboard/bond', 'crm', '채권 현황', 'DASHBOARD', reads('DASHBOARD_BOND')],
  ['DashboardProfitPage', '/dashboard/profit', 'cost', '손익 대시보드', 'DASHBOARD', reads('DASHBOARD_PROFIT')],
  ['DashboardWorklogPage', '/dashboard/worklog', 'cost', '업무일지 대시보드', 'DASHBOARD', reads('DASHBOARD_WORKLOG')],

  // OKR (any signed-in user unless stated)
  ['ObjectiveTreePage', '/objectivetree', 'okr', '목표 트리', 'OKR', USER],
  ...entity('Goal', '/goal', 'okr', '목표', 'OKR', reads('GOAL')),
  ...entity('KeyResult', '/keyresult', 'okr', '핵심결과', 'OKR', USER),
  ['MboPage', '/mbo', 'okr', 'MBO', 'OKR', USER],
  ['MboNewPage', '/mbo/new', 'okr', 'MBO 작성', null, USER],
  ...entity('Project', '/project', 'okr', '프로젝트', 'OKR', reads('PROJECT')),
  ...entity('Segment', '/segment', 'okr', '시장 세그먼트', 'OKR', reads('MARKETSEGMENT')),
  ['ThreadsPage', '/threads', 'okr', '스레드', 'OKR', USER],
  ['MyWorklogPage', '/mypage/worklog', 'cost', '내 업무일지', 'OKR', USER],
  ['MyUnitPage', '/mypage/myunit', 'cost', '내 유닛', 'OKR', USER],
  ['MySkillPage', '/myskill', 'evaluation', '내 스킬', 'OKR', reads('MYSKILL')],
  ['SkillListPage', '/skill/list', 'evaluation', '스킬 목록', 'OKR', USER],
  ['OkrEvaluationViewListPage', '/evaluation/okr/view', 'evaluation', 'OKR 평가 조회', 'OKR', USER],
  ['OkrEvaluationViewPage', '/evaluation/okr/view/:id', 'evaluation', 'OKR 평가 조회 상세', null, USER],

  // GSP / GMP
  ['GspTreePage', '/gsp/tree', 'okr', 'GSP 트리', 'GSP', USER],
  ['GmpTreePage', '/gmp/tree', 'okr', 'GMP 트리', 'GMP', reads('GMP')],
  ['MesPlanPage', '/mes/plan', 'mes', '생산 계획', 'GMP', reads('MES_PLAN')],
  ['MesInventoryPage', '/mes/inventory', 'mes', '재고', 'GMP', reads('MES_INVENTORY')],
  ['DemandForecastPage', '/demand/forecast', 'mes', '수요예측', 'GMP', reads('DEMAND_FORECAST'), ['/demand']],
  ['DemandPurchaseMonthPage', '/demand/purrchase/month', 'mes', '월 구매계획', 'GMP', reads('DEMAND_FORECAST')],
  ['DemandPurchaseWeekPage', '/demand/purrchase/week', 'mes', '주 구매계획', 'GMP', reads('DEMAND_FORECAST')],

  // CRM
  ...entity('Customer', '/customer', 'crm', '고객사', 'CRM', reads('CUSTOMER')),
  ...entity('Crm', '/crm', 'crm', '영업활동', 'CRM', reads('CRM')),
  ...entity('Lead', '/lead', 'crm', '리드', 'CRM', reads('LEAD')),
  ...entity('Contract', '/contract', 'crm', '계약', 'CRM', USER),
  ['TaxInvoiceListPage', '/taxinvoice', 'crm', '세금계산서', 'CRM', reads('TAX_INVOICE')],
  ['TaxInvoiceDetailPage', '/taxinvoice/:id', 'crm', '세금계산서 상세', null, reads('TAX_INVOICE')],
  ['SalesOrderPage', '/sales/order', 'crm', '수주', 'CRM', reads('CRM')],
  ['SalesPlanPage', '/plan/sales', 'crm', '매출 계획', 'CRM', reads('SALES_PLAN')],

  // Cost
  ['CostManagementPage', '/cost/management', 'cost', '원가 관리', 'COST', reads('COST_MANAGEMENT', 'COST_ACCOUNT_MANAGEMENT')],
  ['SalaryManagementPage', '/salary/management', 'cost', '급여 관리', 'COST', reads('SALARY_MANAGEMENT')],
  ['DirectCostManagementPage', '/direct/cost/management', 'cost', '직접비', 'COST', reads('DIRECT_COST_MANAGEMENT')],
  ['DirectCostModManagementPage', '/direct/cost/mod/management', 'cost', '직접비 변경', 'COST', reads('DIRECT_COST_MOD_MANAGEMENT')],
  ['CostExecutionManagementPage', '/cost-execution/management', 'cost', '비용 집행', 'COST', reads('COST_EXECUTION_MANAGEMENT')],
  ['CostRateManagementPage', '/cost-rate/management', 'cost', '공통 단가·비율', 'COST', reads('COMMON_COST_RATE_MANAGEMENT')],
  ['MedSalesManagementPage', '/med/sales/management', 'crm', '매출 실적 관리', 'COST', reads('MED_SALES_MANAGEMENT')],
  ['TaskActivityManagementPage', '/taskactivity/management', 'cost', '업무 유형', 'COST', reads('TASK_ACTIVITY_MANAGEMENT')],
  ['WorklogManagementPage', '/worklog/management', 'cost', '업무일지 관리', 'COST', reads('WORKLOG_MANAGEMENT')],
  ['ProjectProfitPage', '/project/profit', 'cost', '프로젝트 손익', 'COST', reads('PROJECT_PROFIT')],

  // Function setting (each its own management _READ)
  ['CrmManagementPage', '/crm/management', 'crm', '영업활동 관리', 'FUNCTION_SETTING', reads('CRM_MANAGEMENT')],
  ['LeadManagementPage', '/lead/management', 'crm', '리드 관리', 'FUNCTION_SETTING', reads('LEAD_MANAGEMENT')],
  ['ContractManagementPage', '/contract/management', 'crm', '계약 관리', 'FUNCTION_SETTING', reads('CONTRACT_MANAGEMENT')],
  ['ProjectManagementPage', '/project/management', 'okr', '프로젝트 유형', 'FUNCTION_SETTING', reads('PROJECT_TYPE')],
  ['ObjectiveTreeManagementPage', '/objectivetree/management', 'okr', 'OKR 기간·정렬', 'FUNCTION_SETTING', reads('OKR_MANAGEMENT')],
  ['SkillManagementPage', '/skill/management', 'evaluation', '스킬 관리', 'FUNCTION_SETTING', reads('SKILL')],
  ['ProductManagementPage', '/product/management', 'mes', '품목 관리', 'FUNCTION_SETTING', reads('PRODUCT_MANAGEMENT')],
  ['LocationManagementPage', '/location/management', 'mes', '위치 관리', 'FUNCTION_SETTING', reads('LOCATION_MANAGEMENT')],
  ['CurrencyManagementPage', '/currency/management', 'cost', '통화·환율', 'FUNCTION_SETTING', reads('CURRENCY_MANAGEMENT')],

  // Evaluation setting
  ['EvaluationListPage', '/evaluation', 'evaluation', '평가', 'EVALUATION_SETTING', reads('EVALUATION')],
  ['EvaluationDetailPage', '/evaluation/:id', 'evaluation', '평가 상세', null, reads('EVALUATION')],
  ['EvaluationNewDetailPage', '/evaluation/new/:id', 'evaluation', '평가 상세(신규 양식)', null, reads('EVALUATION')],
  ['OkrEvaluationListPage', '/evaluation/okr', 'evaluation', 'OKR 평가', 'EVALUATION_SETTING', reads('EVALUATION_OKR')],
  ['OkrEvaluationReviewPage', '/evaluation/okr/:id', 'evaluation', 'OKR 평가 리뷰', null, reads('EVALUATION_OKR')],
  ['CeoReviewPage', '/evaluation/ceo/:id', 'evaluation', '대표 검토', null, USER],
  ['PerformanceGradePage', '/performance-grade', 'evaluation', '성과 등급', 'EVALUATION_SETTING', USER],
  ['GuideRoleFeedbackGradePage', '/guide-role-feedback-grade', 'evaluation', '역할 피드백 등급 가이드', 'EVALUATION_SETTING', USER],
  ['GuideAttitudeFeedbackGradePage', '/guide-attitude-feedback-grade', 'evaluation', '태도 피드백 등급 가이드', 'EVALUATION_SETTING', USER],
  ['GuidePaybandPage', '/guide-payband', 'evaluation', '페이밴드 가이드', 'EVALUATION_SETTING', USER],

  // Department setting
  ['DepartmentPage', '/department', 'admin', '부서 관리', 'DEPARTMENT_SETTING', reads('DEPARTMENT')],
  ...entity('UserHr', '/userhr/info/admin', 'admin', '인사 정보', 'DEPARTMENT_SETTING', reads('USER_HR')),
  ['SkillEvaluationPage', '/skill/evaluation', 'evaluation', '스킬 평가', 'DEPARTMENT_SETTING', reads('SKILL_EVALUATION')],
  ['AuthPage', '/auth', 'admin', '권한 관리', null, reads('AUTHORITY_USER', 'AUTHORITY_CODE', 'AUTHORITY_MENU')],
  ['AuthUserPage', '/auth/user', 'admin', '사용자 권한', 'DEPARTMENT_SETTING', reads('AUTHORITY_USER')],
  ['AuthCodePage', '/auth/code', 'admin', '권한 코드', 'DEPARTMENT_SETTING', reads('AUTHORITY_CODE')],
  ['AuthMenuPage', '/auth/menu', 'admin', '메뉴 권한', 'DEPARTMENT_SETTING', reads('AUTHORITY_MENU')],
  ['RoleConsistencyPage', '/auth/consistency', 'admin', '역할 정합성', 'OUTLINK', [base('SUPER'), base('HR_ADMIN')]],
] as const satisfies readonly Row[];

/** Pages the host itself renders. */
const HOST_PAGES = [
  { id: 'MyHomePage', path: '/myhome', remote: 'host', title: '홈', group: null, login: false, roles: [], redirectFrom: ['/', '/home'] },
  { id: 'LoginPage', path: '/login', remote: 'host', title: '로그인', group: null, login: false, roles: [] },
  { id: 'ManualPage', path: '/manual', remote: 'host', title: '사용 설명서', group: null, login: true, roles: [] },
] as const satisfies readonly PageDef[];

/** The id of a page of the table. */
export type PageId = (typeof HOST_PAGES)[number]['id'] | (typeof ROWS)[number][0];

/** The ids of the pages one remote serves. */
export type RemotePageId<R extends Exclude<RemoteName, 'host'>> = Extract<(typeof ROWS)[number], readonly [string, string, R, ...unknown[]]>[0];

/**
 * Menu roles of pages open to everyone whose list is scoped to its reader (DOMAIN §1.3). The contract list shows the
 * caller's own contracts and those of their leads (CONTRACT, LEAD), their department's (CONTRACT_READ), or the
 * contracts the sales dashboards count (DASHBOARD_SALES_READ, DASHBOARD_SALES_ANALYSIS_READ); anyone else finds it empty.
 */
const MENU_ROLES: Partial<Record<PageId, readonly Role[]>> = {
  ContractListPage: [role('CONTRACT'), role('LEAD'), ...reads('DASHBOARD_SALES', 'DASHBOARD_SALES_ANALYSIS')],
};

export const PAGES: readonly PageDef[] = [
  ...HOST_PAGES,
  ...ROWS.map(([id, path, remote, title, group, roles, redirectFrom]: Row) => {
    const menuRoles = MENU_ROLES[id as PageId];
    return { id, path, remote, title, group, login: true, roles, ...(redirectFrom ? { redirectFrom } : {}), ...(menuRoles ? { menuRoles } : {}) };
  }),
];

export const PAGE_BY_ID: ReadonlyMap<string, PageDef> = new Map(PAGES.map((p) => [p.id, p]));

export function pageById(id: string): PageDef | undefined {
  return PAGE_BY_ID.get(id);
}

/** The page a path (query and hash ignored) opens: an exact route, else a record route whose `:id` the path fills. */
export function pageOfPath(target: string): PageDef | undefined {
  const pathname = target.split(/[?#]/, 1)[0];
  return PAGES.find((p) => p.path === pathname) ?? PAGES.find((p) => p.path.includes(':id') && new RegExp(`^${p.path.replace(':id', '[^/]+')}$`).test(pathname));
}
