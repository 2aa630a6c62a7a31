// @pglite: migrations and the demo seed from an empty database
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Role, read, write } from '@dure/shared/access';
import { count, eq, isNull, max, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/database';
import { appUser, department, notification, userAuthority } from '../../src/db/schema';
import { seedDemo } from '../../src/db/seed/demo';
import { createSuperAdmin } from '../../src/modules/admin/user/superAdmin';
import { DEMO_PASSWORD, type TestApp, buildTestApp, login } from '../helpers/testApp';

let t: TestApp;
before(async () => {
  t = await buildTestApp({ seed: false });
});
after(() => t.close());

async function snapshot() {
  const db = t.app.db;
  const [d] = await db.select({ n: count(), at: max(department.updatedAt) }).from(department);
  const [u] = await db.select({ n: count(), at: max(appUser.updatedAt) }).from(appUser);
  const [a] = await db.select({ n: count() }).from(userAuthority);
  return { departments: d.n, deptUpdated: d.at?.getTime(), users: u.n, userUpdated: u.at?.getTime(), grants: a.n };
}

async function grantsOf(username: string): Promise<string[]> {
  const rows = await t.app.db
    .select({ code: userAuthority.authorityCode })
    .from(userAuthority)
    .innerJoin(appUser, eq(appUser.id, userAuthority.userId))
    .where(eq(appUser.username, username));
  return rows.map((r) => r.code).sort();
}

const withReads = (...areas: Parameters<typeof read>[0][]): Role[] => areas.flatMap((a) => [read(a), write(a)]);

describe('demo seed (DOMAIN §11)', () => {
  test('creates the company, 4 divisions, 14 teams and 70 users; a second run changes nothing', async () => {
    const first = await seedDemo(t.app.db, { password: DEMO_PASSWORD });
    assert.deepEqual(first, { departments: 19, users: 70, authorities: first.authorities, hr: 70, notifications: 300 });
    const before = await snapshot();
    const second = await seedDemo(t.app.db, { password: DEMO_PASSWORD });
    assert.deepEqual(second, { departments: 0, users: 0, authorities: 0, hr: 0, notifications: 0 });
    assert.deepEqual(await snapshot(), before);
  });

  test('organisation shape, leaders and paths', async () => {
    const rows = await t.app.db.select().from(department);
    const byLevel = (level: string) => rows.filter((r) => r.level === level);
    assert.equal(byLevel('COMPANY').length, 1);
    assert.deepEqual(byLevel('DIVISION').map((r) => r.name).sort(), ['경영지원본부', '사업수행본부', '연구·생산본부', '영업본부'].sort());
    assert.equal(byLevel('TEAM').length, 14);
    for (const name of ['인사팀', '재무팀', '영업1팀', '영업2팀', '마케팅팀', 'PMO', '사업1팀']) assert.ok(rows.some((r) => r.name === name), name);
    for (const row of rows) {
      assert.ok(row.leaderUserId, `${row.name} has a leader`);
      assert.ok(row.path.endsWith(`/${row.id}/`));
    }
    const [root] = await t.app.db.select().from(department).where(isNull(department.parentId));
    const [ceo] = await t.app.db.select().from(appUser).where(eq(appUser.username, 'ceo'));
    assert.equal(root.name, '(주)두레솔루션');
    assert.equal(root.leaderUserId, ceo.id);
    assert.equal(ceo.ceoYn, 'Y');
  });

  test('60 generated employees with Korean names by surname frequency', async () => {
    const users = await t.app.db.select().from(appUser);
    const generated = users.filter((u) => /^[a-z]+\.[a-z]+\d*$/.test(u.username) && u.username !== 'sales.lead');
    assert.equal(generated.length, 60);
    for (const u of generated) {
      assert.match(u.name, /^[가-힣]{3}$/);
      assert.equal(u.email, `${u.username}@dure.example`);
      assert.match(u.mobile ?? '', /^010\d{8}$/);
      assert.ok(u.deptId);
    }
    const surnames = new Map<string, number>();
    for (const u of generated) surnames.set(u.name[0], (surnames.get(u.name[0]) ?? 0) + 1);
    const top = [...surnames.entries()].sort((a, b) => b[1] - a[1])[0][0];
    assert.equal(top, '김');
    assert.equal(new Set(users.map((u) => u.email)).size, users.length);
  });

  test('named demo users hold exactly their roles (plus ROLE_USER)', async () => {
    const expected: Record<string, Role[]> = {
      admin: ['ROLE_SUPER'],
      dev: [read('MYSKILL')],
      ops: ['ROLE_DEVELOPER_ADMIN'],
      hr: ['ROLE_HR_ADMIN', 'ROLE_ADMIN'],
      finance: ['ROLE_FINANCIAL_MANAGEMENT_ADMIN', 'ROLE_COST_MANAGEMENT_ADMIN'],
      sales: [read('CUSTOMER'), ...withReads('LEAD', 'CRM')],
      pm: [...withReads('PROJECT', 'WORKLOG_MANAGEMENT'), read('PROJECT_PROFIT'), read('DASHBOARD_WORKLOG')],
      mes: withReads('PRODUCT_MANAGEMENT', 'LOCATION_MANAGEMENT', 'MES_PLAN', 'MES_INVENTORY', 'DEMAND_FORECAST'),
      'sales.lead': [
        ...withReads('CUSTOMER', 'LEAD', 'CRM', 'CONTRACT', 'TAX_INVOICE', 'LEAD_MANAGEMENT', 'INBOUND_MANAGEMENT', 'SALES_PLAN'),
        read('DASHBOARD_LEAD'),
        read('DASHBOARD_SALES'),
        read('DASHBOARD_BOND'),
      ],
      ceo: [
        'ROLE_BUSINESS_STRATEGY_ADMIN',
        read('DASHBOARD_LEAD'),
        read('DASHBOARD_SALES'),
        read('DASHBOARD_SALES_ANALYSIS'),
        read('DASHBOARD_PROFIT'),
        read('DASHBOARD_WORKLOG'),
        read('DASHBOARD_BOND'),
        read('EVALUATION'),
      ],
    };
    for (const [username, roles] of Object.entries(expected)) {
      assert.deepEqual(await grantsOf(username), [...new Set(['ROLE_USER', ...roles])].sort(), username);
    }
    // Every _WRITE comes with its _READ.
    const rows = await rowsOf<{ n: number }>(t.app.db, sql`
      select count(*)::int as n from user_authority w
      where w.authority_code like '%\\_WRITE' and not exists (
        select 1 from user_authority r where r.user_id = w.user_id and r.authority_code = replace(w.authority_code, '_WRITE', '_READ'))`);
    assert.equal(rows[0].n, 0);
  });

  test('30 notifications per named user over the last 30 days: half unread, 2 CONFIRM', async () => {
    const rows = await t.app.db
      .select({ username: appUser.username, n: notification })
      .from(notification)
      .innerJoin(appUser, eq(appUser.id, notification.userId));
    const now = Date.now();
    for (const username of ['admin', 'ceo', 'hr', 'finance', 'sales.lead', 'sales', 'pm', 'dev', 'mes', 'ops']) {
      const mine = rows.filter((r) => r.username === username).map((r) => r.n);
      assert.equal(mine.length, 30, username);
      assert.equal(mine.filter((n) => n.confirmYn === 'N').length, 15, username);
      assert.equal(mine.filter((n) => n.type === 'CONFIRM').length, 2, username);
      for (const n of mine) {
        assert.ok(now - n.created.getTime() <= 31 * 24 * 3600 * 1000 && n.created.getTime() <= now, 'within the last 30 days');
        assert.match(n.contentLocation ?? '', /^\/[a-z]/);
        assert.match(n.title, /[가-힣]/);
        assert.equal(n.confirmedAt === null, n.confirmYn === 'N');
      }
    }
    assert.equal(rows.length, 300);
  });

  test('every named user signs in with the demo password', async () => {
    for (const username of ['admin', 'ceo', 'hr', 'finance', 'sales.lead', 'sales', 'pm', 'dev', 'mes', 'ops']) {
      await login(t.app, username, DEMO_PASSWORD);
    }
  });
});

describe('first admin (ADMIN_USERNAME/ADMIN_PASSWORD, pnpm create-admin)', () => {
  test('creates a ROLE_SUPER user once; refuses weak credentials', async () => {
    const result = await createSuperAdmin(t.app.db, { username: 'root.admin', password: 'Str0ng-enough' });
    assert.equal(result.created, true);
    assert.deepEqual(await grantsOf('root.admin'), ['ROLE_SUPER', 'ROLE_USER']);
    await login(t.app, 'root.admin', 'Str0ng-enough');
    assert.deepEqual(await createSuperAdmin(t.app.db, { username: 'root.admin', password: 'Other-pass1' }), { created: false, reason: 'exists' });
    await assert.rejects(createSuperAdmin(t.app.db, { username: 'weak.admin', password: 'short' }), /비밀번호/);
    await assert.rejects(createSuperAdmin(t.app.db, { username: 'Bad Name!', password: 'Str0ng-enough' }), /아이디/);
  });
});
