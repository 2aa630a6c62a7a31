/** The endpoints the bench measures and the profile records, as [label, path, user]. `sales.lead` (customers, leads) and `pm` (projects) are department-scoped, `admin` sees everything. */
export const ENDPOINTS: [string, string, string][] = [
  ['내 정보 /api/user/me', '/api/user/me', 'sales.lead'],
  ['고객사 목록 (부서 범위)', '/api/customer?page=0&size=20&sort=name,asc', 'sales.lead'],
  ['고객사 목록 (전체)', '/api/customer?page=0&size=20&sort=name,asc', 'admin'],
  ['고객사 검색 "한빛정밀"', '/api/customer?page=0&size=20&keyword=%ED%95%9C%EB%B9%9B%EC%A0%95%EB%B0%80', 'admin'],
  ['리드 검색 "ERP"', '/api/lead?page=0&size=20&keyword=ERP', 'sales.lead'],
  ['리드 검색 (전체)', '/api/lead?page=0&size=20&keyword=ERP', 'admin'],
  ['매출 대시보드', '/api/dashboard/sales', 'admin'],
  // OKR at a 500-person organisation's volume (issue 16); :periodId is the bench period the server reports, :teamGoalId
  // its team goal with the most children. The tree loads by level: the first answer (roots down to team), then a child expansion.
  ['목표 트리 첫 화면 (전체)', '/api/objectivetree?periodId=:periodId', 'admin'],
  ['목표 트리 첫 화면 (공개 범위)', '/api/objectivetree?periodId=:periodId', 'dev'],
  ['목표 트리 하위 펼치기 (공개 범위)', '/api/objectivetree?periodId=:periodId&parentId=:teamGoalId', 'dev'],
  ['목표 목록 (전체)', '/api/goal?page=0&size=20&periodId=:periodId', 'ceo'],
  ['목표 목록 검색 "매출"', '/api/goal?page=0&size=20&periodId=:periodId&keyword=%EB%A7%A4%EC%B6%9C', 'admin'],
  // Projects at that volume (about 2,000): `pm` holds PROJECT_READ, so sees their department's projects and their own.
  ['프로젝트 목록 (전체)', '/api/project?page=0&size=20', 'admin'],
  ['프로젝트 목록 (부서 범위)', '/api/project?page=0&size=20', 'pm'],
  // 프로젝트 손익 over the bench's work logs (about 1,000,000 rows on 40 projects): frozen labour of the closed months, the open ones at the live rate.
  ['프로젝트 손익 (전체)', '/api/project-profit?page=0&size=20', 'admin'],
  ['프로젝트 검색 "스마트팩토리"', '/api/project?page=0&size=20&keyword=%EC%8A%A4%EB%A7%88%ED%8A%B8%ED%8C%A9%ED%86%A0%EB%A6%AC', 'admin'],
  // Work-log management at 1,000,000 logs (bulkSeedWorklog): the screen's first view (weeks waiting for approval) for
  // `pm` (WORKLOG_MANAGEMENT_WRITE, department scope) and admin, and every status for admin.
  ['업무일지 관리 목록 (부서 범위, 승인 대기)', '/api/worklog/management/weeks?page=0&size=20&statusList=SUBMITTED', 'pm'],
  ['업무일지 관리 목록 (전체, 승인 대기)', '/api/worklog/management/weeks?page=0&size=20&statusList=SUBMITTED', 'admin'],
  ['업무일지 관리 목록 (전체, 모든 상태)', '/api/worklog/management/weeks?page=0&size=20', 'admin'],
];

/**
 * Writes the bench measures as [label, path, username prefix]: each of WRITE_SLOTS people (`prefix` + 1…) saves their
 * DRAFT week (last week) back and forth between two grids, the body carrying the version the previous save answered.
 */
export const WRITES: [string, string, string][] = [['주간 업무일지 저장 (PUT /api/worklog/week)', '/api/worklog/week', 'bench.']];
export const WRITE_SLOTS = 10;

/** The list endpoints, which issue 14 holds to LIST_CPU_GOAL_MS of api CPU per request. */
export const isList = (path: string) => /^\/api\/(customer|lead)\?/.test(path);

/** p99 goals at a steady arrival rate on PostgreSQL (ms): the objective tree 300 (issue 16), project profit 1,000, every other endpoint 100. */
export const p99GoalOf = (path: string) => (path.startsWith('/api/objectivetree') ? 300 : path.startsWith('/api/project-profit') ? 1000 : 100);

/** Issue 14: a list endpoint's api CPU per request halved from 3.5 ms. */
export const LIST_CPU_GOAL_MS = 1.75;

/** Endpoints whose label or path matches BENCH_ONLY (a regular expression; all when unset), with their index in ENDPOINTS. */
export function selectedEndpoints(only = process.env.BENCH_ONLY): (readonly [number, [string, string, string]])[] {
  const re = only ? new RegExp(only) : null;
  return ENDPOINTS.map((e, n) => [n, e] as const).filter(([, [label, p]]) => !re || re.test(label) || re.test(p));
}

/** The writes BENCH_ONLY selects, as selectedEndpoints. */
export function selectedWrites(only = process.env.BENCH_ONLY): [string, string, string][] {
  const re = only ? new RegExp(only) : null;
  return WRITES.filter(([label, p]) => !re || re.test(label) || re.test(p));
}
