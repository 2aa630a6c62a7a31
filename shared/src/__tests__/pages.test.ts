import { PAGES, allowedPages, canOpenPage, expandAuthorities, menuFor, pageById } from '../access';

const rolesOf = (id: string) => [...(pageById(id)?.roles ?? ['<missing page>'])].sort();

describe('page table covers every route of SPEC §2', () => {
  const paths = new Set(PAGES.map((p) => p.path));
  const specPaths = [
    '/myhome', '/login', '/myskill', '/skill/evaluation', '/auth', '/auth/user', '/auth/code', '/auth/menu',
    '/dashboard/lead', '/dashboard/sales', '/dashboard/sales/analysis', '/dashboard/profit', '/dashboard/worklog', '/dashboard/bond',
    '/department', '/evaluation', '/evaluation/:id', '/evaluation/new/:id', '/evaluation/okr', '/evaluation/okr/:id',
    '/evaluation/ceo/:id', '/evaluation/okr/view', '/evaluation/okr/view/:id',
    '/crm/management', '/mes/plan', '/mes/inventory', '/product/management', '/lead/management', '/contract/management',
    '/location/management', '/threads', '/mbo', '/mbo/new', '/gsp/tree', '/project/management', '/skill/management',
    '/skill/list', '/mypage/worklog', '/mypage/myunit', '/objectivetree', '/objectivetree/management', '/currency/management',
    '/direct/cost/management', '/direct/cost/mod/management', '/performance-grade', '/guide-role-feedback-grade',
    '/guide-attitude-feedback-grade', '/guide-payband', '/worklog/management', '/taskactivity/management',
    '/cost-execution/management', '/cost-rate/management', '/salary/management', '/cost/management', '/med/sales/management',
    '/sales/order', '/project/profit', '/plan/sales', '/demand/forecast', '/demand/purrchase/month', '/demand/purrchase/week',
  ];
  it.each(specPaths)('%s', (path) => expect(paths.has(path)).toBe(true));

  it.each(['/customer', '/crm', '/lead', '/contract', '/project', '/segment', '/goal', '/keyresult', '/userhr/info/admin'])(
    '%s has a list and an :id detail',
    (path) => {
      expect(paths.has(path)).toBe(true);
      expect(paths.has(`${path}/:id`)).toBe(true);
    },
  );

  it('redirects /, /home to the home page and /demand to the forecast', () => {
    expect(pageById('MyHomePage')?.redirectFrom).toEqual(['/', '/home']);
    expect(pageById('DemandForecastPage')?.redirectFrom).toEqual(['/demand']);
  });

  it('has unique ids and paths', () => {
    expect(new Set(PAGES.map((p) => p.id)).size).toBe(PAGES.length);
    expect(paths.size).toBe(PAGES.length);
  });

  it('needs login everywhere except the home and login pages', () => {
    expect(PAGES.filter((p) => !p.login).map((p) => p.id)).toEqual(['MyHomePage', 'LoginPage']);
  });
});

describe('page access of SPEC §6', () => {
  it('ManualPage needs no role', () => {
    expect(pageById('ManualPage')?.roles).toEqual([]);
    expect(allowedPages([])).toEqual(['ManualPage']);
  });

  it.each([
    'GspTreePage', 'SkillListPage', 'ContractListPage', 'ContractDetailPage', 'MyWorklogPage', 'MyUnitPage', 'ThreadsPage',
    'MboPage', 'MboNewPage', 'ObjectiveTreePage', 'KeyResultListPage', 'KeyResultDetailPage', 'PerformanceGradePage',
    'GuideRoleFeedbackGradePage', 'GuideAttitudeFeedbackGradePage', 'GuidePaybandPage', 'CeoReviewPage',
    'OkrEvaluationViewListPage', 'OkrEvaluationViewPage',
  ])('%s opens for any signed-in user', (id) => expect(rolesOf(id)).toEqual(['ROLE_USER']));

  it.each([
    ['DashboardLeadPage', 'ROLE_DASHBOARD_LEAD_READ'],
    ['DashboardSalesPage', 'ROLE_DASHBOARD_SALES_READ'],
    ['DashboardSalesAnalysisPage', 'ROLE_DASHBOARD_SALES_ANALYSIS_READ'],
    ['DashboardProfitPage', 'ROLE_DASHBOARD_PROFIT_READ'],
    ['DashboardWorklogPage', 'ROLE_DASHBOARD_WORKLOG_READ'],
    ['DashboardBondPage', 'ROLE_DASHBOARD_BOND_READ'],
    ['GmpTreePage', 'ROLE_GMP_READ'],
    ['ProjectListPage', 'ROLE_PROJECT_READ'],
    ['ProjectDetailPage', 'ROLE_PROJECT_READ'],
    ['SegmentListPage', 'ROLE_MARKETSEGMENT_READ'],
    ['GoalListPage', 'ROLE_GOAL_READ'],
    ['CustomerListPage', 'ROLE_CUSTOMER_READ'],
    ['CustomerDetailPage', 'ROLE_CUSTOMER_READ'],
    ['CrmListPage', 'ROLE_CRM_READ'],
    ['LeadListPage', 'ROLE_LEAD_READ'],
    ['TaxInvoiceListPage', 'ROLE_TAX_INVOICE_READ'],
    ['TaxInvoiceDetailPage', 'ROLE_TAX_INVOICE_READ'],
    ['AuthUserPage', 'ROLE_AUTHORITY_USER_READ'],
    ['AuthCodePage', 'ROLE_AUTHORITY_CODE_READ'],
    ['AuthMenuPage', 'ROLE_AUTHORITY_MENU_READ'],
    ['DepartmentPage', 'ROLE_DEPARTMENT_READ'],
    ['SkillManagementPage', 'ROLE_SKILL_READ'],
    ['WorklogManagementPage', 'ROLE_WORKLOG_MANAGEMENT_READ'],
    ['SalaryManagementPage', 'ROLE_SALARY_MANAGEMENT_READ'],
    ['DirectCostManagementPage', 'ROLE_DIRECT_COST_MANAGEMENT_READ'],
    ['DirectCostModManagementPage', 'ROLE_DIRECT_COST_MOD_MANAGEMENT_READ'],
    ['MedSalesManagementPage', 'ROLE_MED_SALES_MANAGEMENT_READ'],
    ['CostExecutionManagementPage', 'ROLE_COST_EXECUTION_MANAGEMENT_READ'],
    ['CostRateManagementPage', 'ROLE_COMMON_COST_RATE_MANAGEMENT_READ'],
    ['CrmManagementPage', 'ROLE_CRM_MANAGEMENT_READ'],
    ['LeadManagementPage', 'ROLE_LEAD_MANAGEMENT_READ'],
    ['ContractManagementPage', 'ROLE_CONTRACT_MANAGEMENT_READ'],
    ['ProductManagementPage', 'ROLE_PRODUCT_MANAGEMENT_READ'],
    ['LocationManagementPage', 'ROLE_LOCATION_MANAGEMENT_READ'],
    ['CurrencyManagementPage', 'ROLE_CURRENCY_MANAGEMENT_READ'],
    ['ObjectiveTreeManagementPage', 'ROLE_OKR_MANAGEMENT_READ'],
    ['EvaluationListPage', 'ROLE_EVALUATION_READ'],
    ['EvaluationDetailPage', 'ROLE_EVALUATION_READ'],
    ['EvaluationNewDetailPage', 'ROLE_EVALUATION_READ'],
    ['OkrEvaluationListPage', 'ROLE_EVALUATION_OKR_READ'],
    ['OkrEvaluationReviewPage', 'ROLE_EVALUATION_OKR_READ'],
    ['UserHrListPage', 'ROLE_USER_HR_READ'],
    ['UserHrDetailPage', 'ROLE_USER_HR_READ'],
    ['TaskActivityManagementPage', 'ROLE_TASK_ACTIVITY_MANAGEMENT_READ'],
    ['SalesOrderPage', 'ROLE_CRM_READ'],
    ['DemandForecastPage', 'ROLE_DEMAND_FORECAST_READ'],
    ['DemandPurchaseMonthPage', 'ROLE_DEMAND_FORECAST_READ'],
    ['DemandPurchaseWeekPage', 'ROLE_DEMAND_FORECAST_READ'],
    ['MySkillPage', 'ROLE_MYSKILL_READ'],
    ['SkillEvaluationPage', 'ROLE_SKILL_EVALUATION_READ'],
    ['ProjectProfitPage', 'ROLE_PROJECT_PROFIT_READ'],
    ['SalesPlanPage', 'ROLE_SALES_PLAN_READ'],
    ['MesPlanPage', 'ROLE_MES_PLAN_READ'],
    ['MesInventoryPage', 'ROLE_MES_INVENTORY_READ'],
  ])('%s needs %s', (id, role) => expect(rolesOf(id)).toEqual([role]));

  it('authority index opens with any of the three authority reads', () => {
    expect(rolesOf('AuthPage')).toEqual(['ROLE_AUTHORITY_CODE_READ', 'ROLE_AUTHORITY_MENU_READ', 'ROLE_AUTHORITY_USER_READ']);
  });

  it('role-consistency outlink needs SUPER or HR_ADMIN', () => {
    expect(rolesOf('RoleConsistencyPage')).toEqual(['ROLE_HR_ADMIN', 'ROLE_SUPER']);
  });

  it('a page opens with any one listed role, never with an unrelated one', () => {
    const page = pageById('CustomerListPage')!;
    expect(canOpenPage(page, ['ROLE_CUSTOMER_READ'])).toBe(true);
    expect(canOpenPage(page, ['ROLE_CUSTOMER_WRITE'])).toBe(false);
    expect(canOpenPage(page, ['ROLE_CUSTOMER'])).toBe(false);
    expect(canOpenPage(pageById('LoginPage')!, [])).toBe(true);
  });
});

describe('menu groups of SPEC §6', () => {
  const listedFor = (authorities: string[]) => menuFor(expandAuthorities(authorities));
  const groupsOf = (authorities: string[]) => listedFor(authorities).map((s) => s.group.id);
  const pathsOf = (authorities: string[]) => listedFor(authorities).flatMap((s) => s.pages.map((p) => p.path));

  // A page with menu roles is open to its route roles (ROLE_USER) as well: the user holds both.
  it.each(PAGES.filter((p) => p.group !== null).flatMap((p) => (p.menuRoles ?? p.roles).map((role) => [p.id, role, p] as const)))(
    'a user holding only %s\'s role %s sees its group with the page in it',
    (_id, role, page) => {
      const section = listedFor([role, ...(page.menuRoles ? page.roles : [])]).find((s) => s.group.id === page.group);
      expect(section?.pages.map((p) => p.id)).toContain(page.id);
    },
  );

  it('shows the department and authority screens to those who hold only their roles', () => {
    expect(groupsOf(['ROLE_DEPARTMENT_READ'])).toEqual(['DEPARTMENT_SETTING']);
    expect(pathsOf(['ROLE_DEPARTMENT_READ'])).toEqual(['/department']);
    expect(pathsOf(['ROLE_AUTHORITY_USER_READ'])).toEqual(['/auth/user']);
    expect(pathsOf(['ROLE_AUTHORITY_CODE_READ', 'ROLE_AUTHORITY_MENU_READ'])).toEqual(['/auth/code', '/auth/menu']);
  });

  it('hides a group none of whose pages the user may open', () => {
    expect(groupsOf(['ROLE_DASHBOARD_LEAD_READ'])).toEqual(['DASHBOARD']);
    expect(groupsOf(['ROLE_USER'])).not.toContain('DEPARTMENT_SETTING');
    expect(groupsOf([])).toEqual([]);
  });

  it('offers the contract list only to roles that can see contracts in it; its route stays open to everyone', () => {
    expect(groupsOf(['ROLE_USER', 'ROLE_MYSKILL_READ'])).not.toContain('CRM');
    expect(groupsOf(['ROLE_HR_ADMIN', 'ROLE_ADMIN', 'ROLE_USER'])).not.toContain('CRM');
    expect(pathsOf(['ROLE_USER', 'ROLE_DASHBOARD_SALES_READ'])).toContain('/contract');
    expect(pathsOf(['ROLE_USER', 'ROLE_LEAD_WRITE'])).toContain('/contract');
    expect(pathsOf(['ROLE_USER', 'ROLE_CONTRACT'])).toContain('/contract');
    expect(allowedPages(['ROLE_USER'])).toContain('ContractListPage');
  });

  it('lists role consistency as an in-app page of the outlink group for SUPER and HR_ADMIN', () => {
    expect(pathsOf(['ROLE_HR_ADMIN'])).toContain('/auth/consistency');
    expect(groupsOf(['ROLE_ADMIN'])).not.toContain('OUTLINK');
  });

  it('a plain staff user (USER, MYSKILL_READ) sees OKR and GSP but no admin area', () => {
    const menu = menuFor(expandAuthorities(['ROLE_USER', 'ROLE_MYSKILL_READ']));
    const groups = menu.map((s) => s.group.id);
    expect(groups).toEqual(expect.arrayContaining(['OKR', 'GSP']));
    expect(groups).not.toContain('DEPARTMENT_SETTING');
    expect(menu.flatMap((s) => s.pages.map((p) => p.id))).toContain('MySkillPage');
    expect(allowedPages(expandAuthorities(['ROLE_USER']))).not.toContain('DepartmentPage');
  });

  it('only lists pages whose remote is deployed', () => {
    const menu = menuFor(expandAuthorities(['ROLE_SUPER']), (p) => p.remote === 'admin' || p.remote === 'host');
    const ids = menu.flatMap((s) => s.pages.map((p) => p.id));
    expect(ids).toContain('DepartmentPage');
    expect(ids).not.toContain('CustomerListPage');
  });

  it("follows the server's allowed-pages list when given (menu-authority changes)", () => {
    const held = expandAuthorities(['ROLE_DEPARTMENT_READ', 'ROLE_USER_HR_READ']);
    const ids = menuFor(held, () => true, ['DepartmentPage']).flatMap((s) => s.pages.map((p) => p.id));
    expect(ids).toContain('DepartmentPage');
    expect(ids).not.toContain('UserHrListPage');
  });

  it('never lists detail pages in the menu', () => {
    const ids = menuFor(expandAuthorities(['ROLE_SUPER'])).flatMap((s) => s.pages.map((p) => p.path));
    expect(ids.some((p) => p.includes(':id'))).toBe(false);
  });
});
