import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_MESSAGES } from '@dure/shared/messages';
import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import { appUser, auditHistory, skill, userExtraDept, userSkill } from '../../../src/db/schema';
import { seedUserSkills } from '../../../src/db/seed/userSkills';
import { type TestApp, buildTestApp, get, send } from '../../helpers/testApp';
import { type TestUser, grant, signIn, signInAll } from '../../helpers/users';
import type { UserSkill } from '@dure/shared/contracts/admin/userSkill';
import { invalidateOwners } from '../../../src/modules/auth/token/invalidation';

type Held = UserSkill;

let t: TestApp;
let admin: TestUser;
let lead: TestUser;
let sales: TestUser;
let dev: TestUser;
let skillId: (name: string) => Promise<number>;

before(async () => {
  t = await buildTestApp({ crm: false });
  [admin, lead, sales, dev] = await signInAll(t, ['admin', 'sales.lead', 'sales', 'dev']);
  skillId = async (name) => (await t.app.db.select({ id: skill.id }).from(skill).where(eq(skill.name, name)))[0].id;
});
after(() => t.close());

const path = (userId: number, rest = '') => `/api/user/info/${userId}/skills${rest}`;
const list = async (userId: number, token = admin.token): Promise<Held[]> => {
  const res = await get(t.app, path(userId), token);
  assert.equal(res.statusCode, 200, res.body);
  return res.json().result;
};
const skillAudits = async (userId: number) =>
  (await t.app.db.select().from(auditHistory).where(and(eq(auditHistory.entityType, 'USER'), eq(auditHistory.entityId, userId)))).filter((a) =>
    (a.changes as { field: string }[]).some((c) => c.field === 'skills'),
  );

describe('demo seed (DOMAIN §11: 600 user skills)', () => {
  test('about 600 skills over the demo users, levels 1–5, one row per user and skill; a second run adds nothing', async () => {
    const [{ rows, users }] = await t.app.db.select({ rows: count(), users: countDistinct(userSkill.userId) }).from(userSkill);
    assert.ok(Number(rows) >= 500 && Number(rows) <= 750, `${rows} user skills`);
    assert.ok(Number(users) >= 60, `${users} users`);
    const levels = await t.app.db.select({ level: userSkill.level, n: count() }).from(userSkill).groupBy(userSkill.level);
    assert.deepEqual(levels.map((l) => l.level).sort(), [1, 2, 3, 4, 5]);
    const [{ future }] = await t.app.db.select({ future: count() }).from(userSkill).where(sql`${userSkill.lastUsedYm} > to_char(now() + interval '9 hours', 'YYYY-MM')`);
    assert.equal(Number(future), 0);
    assert.deepEqual(await seedUserSkills(t.app.db, { now: t.clock() }), { userSkills: 0 });
  });
});

describe('GET /api/user/info/{id}/skills', () => {
  test('lists the person’s skills with category, level, years and last use', async () => {
    const held = await list(dev.id);
    assert.ok(held.length > 0);
    for (const h of held) {
      assert.ok(h.skillName && h.categoryName);
      assert.ok(h.level >= 1 && h.level <= 5);
    }
  });

  test('USER_HR_READ reaches its department scope only (out of scope → 404), 겸직 included; no USER_HR_READ → 403', async () => {
    assert.equal((await get(t.app, path(sales.id), sales.token)).statusCode, 403);
    await grant(t, lead.id, 'ROLE_USER_HR_READ');
    assert.equal((await get(t.app, path(sales.id), lead.token)).statusCode, 200);
    const outside = await get(t.app, path(dev.id), lead.token);
    assert.equal(outside.statusCode, 404);
    assert.equal(outside.json().message, API_MESSAGES.userNotFound);
    const [devRow] = await t.app.db.select({ deptId: appUser.deptId }).from(appUser).where(eq(appUser.id, dev.id));
    await t.app.db.insert(userExtraDept).values({ userId: lead.id, deptId: devRow.deptId! });
    await invalidateOwners(t.app.db, 'all');
    assert.equal((await get(t.app, path(dev.id), lead.token)).statusCode, 200);
    await t.app.db.delete(userExtraDept).where(eq(userExtraDept.userId, lead.id));
    await invalidateOwners(t.app.db, 'all');
    assert.equal((await get(t.app, path(999_999), admin.token)).statusCode, 404);
  });
});

describe('adding, editing and removing', () => {
  test('adds several at once (201), audited on the USER record; duplicates, unknown skills, future months and bad levels → 400, nothing saved', async () => {
    const before = await list(dev.id);
    const fresh = (await t.app.db.select({ id: skill.id, name: skill.name }).from(skill)).filter((s) => !before.some((h) => h.skillId === s.id)).slice(0, 2);
    const res = await send(t.app, 'POST', path(dev.id), admin.token, {
      items: [
        { skillId: fresh[0].id, level: 3, years: 2, lastUsedYm: '2024-06' },
        { skillId: fresh[1].id, level: 1 },
      ],
    });
    assert.equal(res.statusCode, 201, res.body);
    const after: Held[] = res.json().result;
    assert.equal(after.length, before.length + 2);
    assert.deepEqual(
      after.filter((h) => fresh.some((f) => f.id === h.skillId)).map((h) => [h.skillName, h.level, h.years, h.lastUsedYm, h.version]).sort(),
      [[fresh[0].name, 3, 2, '2024-06', 0], [fresh[1].name, 1, null, null, 0]].sort(),
    );
    const audits = await skillAudits(dev.id);
    assert.equal(audits.length, 1);
    assert.equal(audits[0].actorId, admin.id);
    assert.deepEqual(
      (audits[0].changes as { new: string }[]).map((c) => c.new).sort(),
      [`${fresh[0].name} · 숙련도 3 · 2년 · 최근 2024-06`, `${fresh[1].name} · 숙련도 1`].sort(),
    );

    const duplicate = await send(t.app, 'POST', path(dev.id), admin.token, { items: [{ skillId: fresh[0].id, level: 2 }] });
    assert.equal(duplicate.statusCode, 400);
    assert.equal(duplicate.json().fields['items.0.skillId'], API_MESSAGES.userSkillDuplicate);
    const twice = await send(t.app, 'POST', path(sales.id), admin.token, { items: [{ skillId: fresh[0].id, level: 2 }, { skillId: fresh[0].id, level: 3 }] });
    assert.equal(twice.json().fields['items.1.skillId'], API_MESSAGES.userSkillDuplicate);
    const unknown = await send(t.app, 'POST', path(dev.id), admin.token, { items: [{ skillId: 999_999, level: 2 }] });
    assert.equal(unknown.json().fields['items.0.skillId'], API_MESSAGES.userSkillUnknown);
    const future = await send(t.app, 'POST', path(sales.id), admin.token, { items: [{ skillId: fresh[0].id, level: 2, lastUsedYm: '2999-01' }] });
    assert.equal(future.statusCode, 400);
    assert.equal(future.json().fields['items.0.lastUsedYm'], API_MESSAGES.userSkillLastUsedFuture);
    const badLevel = await send(t.app, 'POST', path(sales.id), admin.token, { items: [{ skillId: fresh[0].id, level: 6 }] });
    assert.equal(badLevel.statusCode, 400);
    assert.match(badLevel.json().message, /[가-힣]/);
    assert.equal((await list(dev.id)).length, before.length + 2);
    assert.equal((await skillAudits(dev.id)).length, 1);
  });

  test('edits the level with its version (409 when stale, nothing lost) and removes with its version; a removed skill can be added again', async () => {
    const [first] = await list(sales.id);
    const ok = await send(t.app, 'PUT', path(sales.id, `/${first.skillId}`), admin.token, { level: first.level === 5 ? 4 : first.level + 1, years: 7, version: first.version });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().result.version, first.version + 1);
    assert.equal(ok.json().result.years, 7);
    assert.equal(ok.json().result.lastUsedYm, first.lastUsedYm, 'omitted fields stay');

    const stale = await send(t.app, 'PUT', path(sales.id, `/${first.skillId}`), admin.token, { level: 1, version: first.version });
    assert.equal(stale.statusCode, 409);
    const kept = (await list(sales.id)).find((h) => h.skillId === first.skillId)!;
    assert.equal(kept.years, 7);
    assert.notEqual(kept.level, 1);

    assert.equal((await send(t.app, 'DELETE', path(sales.id, `/${first.skillId}?version=${first.version}`), admin.token)).statusCode, 409);
    const removed = await send(t.app, 'DELETE', path(sales.id, `/${first.skillId}?version=${kept.version}`), admin.token);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.ok(!(await list(sales.id)).some((h) => h.skillId === first.skillId));
    assert.equal((await send(t.app, 'DELETE', path(sales.id, `/${first.skillId}?version=${kept.version}`), admin.token)).statusCode, 404);
    const audits = await skillAudits(sales.id);
    assert.equal(audits.length, 2);
    assert.equal((audits.find((a) => (a.changes as { new: unknown }[])[0].new === null)!.changes as { old: string }[])[0].old.startsWith(first.skillName), true);

    const again = await send(t.app, 'POST', path(sales.id), admin.token, { items: [{ skillId: first.skillId, level: 2 }] });
    assert.equal(again.statusCode, 201, again.body);

    // The HR detail page's 이력 shows it under 보유 스킬.
    const history = await get(t.app, `/api/history/user/${sales.id}`, admin.token);
    assert.equal(history.statusCode, 200, history.body);
    assert.ok(history.json().result.content.some((h: { changes: { label: string }[] }) => h.changes.some((c) => c.label === '보유 스킬')));
  });

  test('USER_HR_READ cannot write (403); USER_HR_WRITE writes in scope only (out of scope → 404)', async () => {
    const reactId = await skillId((await list(dev.id))[0].skillName);
    await grant(t, dev.id, 'ROLE_USER_HR_READ');
    assert.equal((await send(t.app, 'POST', path(dev.id), (await signIn(t, 'dev')).token, { items: [{ skillId: reactId, level: 2 }] })).statusCode, 403);
    await grant(t, lead.id, 'ROLE_USER_HR_READ', 'ROLE_USER_HR_WRITE');
    const leadToken = (await signIn(t, 'sales.lead')).token;
    const [held] = await list(dev.id);
    assert.equal((await send(t.app, 'PUT', path(dev.id, `/${held.skillId}`), leadToken, { level: 1, version: held.version })).statusCode, 404);
    assert.equal((await send(t.app, 'DELETE', path(dev.id, `/${held.skillId}?version=${held.version}`), leadToken)).statusCode, 404);
    const [salesSkill] = await list(sales.id);
    assert.equal((await send(t.app, 'PUT', path(sales.id, `/${salesSkill.skillId}`), leadToken, { level: 3, version: salesSkill.version })).statusCode, 200);
  });
});
