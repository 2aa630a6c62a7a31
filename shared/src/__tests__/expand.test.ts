import { ALL_ROLES, AREAS, BASE_ROLES, ROLE_TABLE, allowedPages, expandAuthorities, PAGES } from '../access';

describe('role table of SPEC §6', () => {
  it('has every base role and four variants per area', () => {
    expect(ALL_ROLES.size).toBe(Object.keys(BASE_ROLES).length + Object.keys(AREAS).length * 4);
    expect(ALL_ROLES.has('ROLE_EVALUATION_OKR_WRITE')).toBe(true);
    expect(ALL_ROLES.has('ROLE_TAX_INVOICE_MANAGEMENT_ADMIN')).toBe(true);
    expect(ROLE_TABLE.find((r) => r.code === 'ROLE_LEAD_READ')?.name).toBe('리드 조회');
  });
});

describe('expandAuthorities', () => {
  it('implies the lower levels of an area', () => {
    expect(expandAuthorities(['ROLE_LEAD_ADMIN'])).toEqual(['ROLE_LEAD', 'ROLE_LEAD_ADMIN', 'ROLE_LEAD_READ', 'ROLE_LEAD_WRITE']);
    expect(expandAuthorities(['ROLE_LEAD_READ'])).toEqual(['ROLE_LEAD', 'ROLE_LEAD_READ']);
  });

  it('expands composite roles (DOMAIN §1.3)', () => {
    const hr = expandAuthorities(['ROLE_HR_ADMIN']);
    expect(hr).toEqual(expect.arrayContaining(['ROLE_USER_HR_READ', 'ROLE_EVALUATION_WRITE', 'ROLE_SKILL_EVALUATION_ADMIN']));
    expect(hr).not.toContain('ROLE_SALARY_MANAGEMENT_READ');
    expect(expandAuthorities(['ROLE_BUSINESS_STRATEGY_ADMIN'])).toEqual(expect.arrayContaining(['ROLE_GOAL_READ', 'ROLE_GMP_READ', 'ROLE_SALES_PLAN_ADMIN']));
  });

  it('drops unknown codes', () => {
    expect(expandAuthorities(['ROLE_NOPE', 'ROLE_USER'])).toEqual(['ROLE_USER']);
  });

  it('gives SUPER every login page', () => {
    const all = PAGES.filter((p) => p.login).map((p) => p.id);
    expect(allowedPages(expandAuthorities(['ROLE_SUPER'])).sort()).toEqual(all.sort());
  });
});
