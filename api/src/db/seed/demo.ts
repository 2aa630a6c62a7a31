import type { Role } from '@dure/shared/access';
import { josa, type JosaPair } from '@dure/shared/format';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { kstDate } from '../../lib/time';
import type { Database, Executor } from '../database';
import { appUser, department, type DepartmentLevel, notification, userAuthority } from '../schema';
import { GIVEN_NAMES, SURNAMES } from './koreanNames';
import { mulberry32 } from './random';
import { CONFIRM_TEMPLATES, NOTIFICATION_TEMPLATES, NOTIFICATIONS_PER_USER } from './notifications';
import { seedUserHr } from './userHr';
import { COMPANY, DEMO_EMAIL_DOMAIN, DIVISIONS, GENERATED_USER_COUNT, NAMED_USERS } from './organisation';

export type SeedResult = { departments: number; users: number; authorities: number; hr: number; notifications: number };

type PlannedUser = { username: string; name: string; deptCode: string; mobile: string; leads: boolean; ceo: boolean; roles: Role[] };

function planUsers(): PlannedUser[] {
  const random = mulberry32(20_250_101);
  const totalWeight = SURNAMES.reduce((sum, [, , w]) => sum + w, 0);
  const pickSurname = () => {
    let r = random() * totalWeight;
    for (const s of SURNAMES) if ((r -= s[2]) < 0) return s;
    return SURNAMES[0];
  };
  const mobile = () => `010${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;
  const teams = DIVISIONS.flatMap((d) => d.teams);
  const taken = new Set(NAMED_USERS.map((u) => u.username));
  const planned: PlannedUser[] = NAMED_USERS.map((u) => ({ ...u, mobile: mobile(), leads: Boolean(u.leads), ceo: Boolean(u.ceo) }));

  for (let i = 0; i < GENERATED_USER_COUNT; i++) {
    const [surname, surnameRoman] = pickSurname();
    const [given, givenRoman] = GIVEN_NAMES[Math.floor(random() * GIVEN_NAMES.length)];
    let username = `${surnameRoman}.${givenRoman}`;
    for (let n = 2; taken.has(username); n++) username = `${surnameRoman}.${givenRoman}${n}`;
    taken.add(username);
    const isHead = i < DIVISIONS.length;
    const deptCode = isHead ? DIVISIONS[i].code : teams[(i - DIVISIONS.length) % teams.length].code;
    planned.push({ username, name: surname + given, deptCode, mobile: mobile(), leads: isHead, ceo: false, roles: [] });
  }
  // Teams without a named leader are led by their first generated member.
  const named = new Set(NAMED_USERS.map((u) => u.username));
  for (const team of teams) {
    const members = planned.filter((u) => u.deptCode === team.code);
    const first = members.find((u) => !named.has(u.username));
    if (first && !members.some((u) => u.leads)) first.leads = true;
  }
  return planned;
}

/** Recomputes materialised paths from parent links; touches only rows whose path is wrong. */
async function rebuildPaths(db: Executor): Promise<void> {
  await db.execute(sql`
    with recursive tree(id, path) as (
      select id, '/' || id || '/' from ${department} where parent_id is null
      union all
      select d.id, t.path || d.id || '/' from ${department} d join tree t on d.parent_id = t.id
    )
    update ${department} set path = tree.path from tree where ${department}.id = tree.id and ${department}.path <> tree.path`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ~30 notifications over the last 30 days for each named demo user who has none
 * yet (half unread, 2 CONFIRM), in one insert.
 */
async function seedNotifications(tx: Executor, now: Date): Promise<number> {
  const users = await tx
    .select({ id: appUser.id, username: appUser.username })
    .from(appUser)
    .where(inArray(appUser.username, NAMED_USERS.map((u) => u.username)));
  if (users.length === 0) return 0;
  const having = await tx
    .selectDistinct({ userId: notification.userId })
    .from(notification)
    .where(inArray(notification.userId, users.map((u) => u.id)));
  const done = new Set(having.map((h) => h.userId));
  const random = mulberry32(20_250_301);
  const rows: (typeof notification.$inferInsert)[] = [];
  for (const user of users.filter((u) => !done.has(u.id))) {
    for (let i = 0; i < NOTIFICATIONS_PER_USER; i++) {
      // The two newest of every user are approval requests; even positions are unread.
      const template = i < CONFIRM_TEMPLATES.length ? CONFIRM_TEMPLATES[i] : NOTIFICATION_TEMPLATES[Math.floor(random() * NOTIFICATION_TEMPLATES.length)];
      const n = 100 + Math.floor(random() * 300);
      const created = new Date(now.getTime() - (i + random() * 0.9) * DAY_MS);
      const unread = i % 2 === 0;
      const fillNumber = (text: string) => text.replaceAll('{n}', String(n)).replace(/(\S+)\{(이\/가)\}/g, (_, word: string, pair: JosaPair) => josa(word, pair));
      rows.push({
        userId: user.id,
        created,
        confirmYn: unread ? 'N' : 'Y',
        confirmedAt: unread ? null : new Date(Math.min(now.getTime(), created.getTime() + random() * DAY_MS)),
        category: template.category,
        type: template.type,
        title: template.title,
        body: fillNumber(template.body),
        contentLocation: fillNumber(template.contentLocation),
        targetType: template.targetType,
        targetId: template.contentLocation.includes('{n}') ? n : null,
      });
    }
  }
  if (rows.length > 0) await tx.insert(notification).values(rows);
  return rows.length;
}

/**
 * The demo organisation and users of DOMAIN §11. Idempotent: departments are
 * matched by code and users by username, and only missing ones are inserted,
 * so a second run changes nothing.
 */
export async function seedDemo(db: Database, options: { password: string; now?: Date }): Promise<SeedResult> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now ?? new Date();
  const today = kstDate(now);
  const planned = planUsers();
  const existingUsers = await db
    .select({ username: appUser.username })
    .from(appUser)
    .where(inArray(appUser.username, planned.map((u) => u.username)));
  const known = new Set(existingUsers.map((u) => u.username));
  const missingUsers = planned.filter((u) => !known.has(u.username));
  // One hash for every demo account: they share the demo password.
  const passwordHash = missingUsers.length > 0 ? await hashPassword(options.password) : '';

  return db.transaction(async (tx) => {
    const codeToId = new Map<string, number>();
    const load = async () => {
      const rows = await tx.select({ id: department.id, code: department.code }).from(department).where(eq(department.deletedYn, 'N'));
      for (const row of rows) codeToId.set(row.code, row.id);
    };
    await load();
    const createdCodes = new Set<string>();
    const insertMissing = async (
      rows: { code: string; name: string; parentCode: string | null; level: DepartmentLevel; sortOrder: number; costCenterCode: string }[],
    ) => {
      const missing = rows.filter((r) => !codeToId.has(r.code));
      if (missing.length === 0) return;
      const inserted = await tx
        .insert(department)
        .values(
          missing.map((r) => ({
            code: r.code,
            name: r.name,
            parentId: r.parentCode ? codeToId.get(r.parentCode)! : null,
            level: r.level,
            sortOrder: r.sortOrder,
            costCenterCode: r.costCenterCode,
            validFrom: today,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: department.id, code: department.code });
      for (const row of inserted) {
        codeToId.set(row.code, row.id);
        createdCodes.add(row.code);
      }
    };

    await insertMissing([{ ...COMPANY, parentCode: null, level: 'COMPANY', sortOrder: 0 }]);
    await insertMissing(
      DIVISIONS.map((d, i) => ({ code: d.code, name: d.name, parentCode: COMPANY.code, level: 'DIVISION', sortOrder: (i + 1) * 10, costCenterCode: `CC${2 + i}000` })),
    );
    await insertMissing(
      DIVISIONS.flatMap((d, i) =>
        d.teams.map((t, j) => ({ code: t.code, name: t.name, parentCode: d.code, level: 'TEAM' as const, sortOrder: (j + 1) * 10, costCenterCode: `CC${2 + i}${j + 1}00` })),
      ),
    );
    await rebuildPaths(tx);

    const insertedUsers = missingUsers.length
      ? await tx
          .insert(appUser)
          .values(
            missingUsers.map((u) => ({
              username: u.username,
              passwordHash,
              name: u.name,
              email: `${u.username}@${DEMO_EMAIL_DOMAIN}`,
              mobile: u.mobile,
              deptId: codeToId.get(u.deptCode) ?? null,
              ceoYn: u.ceo ? ('Y' as const) : ('N' as const),
              passwordChangedAt: now,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: appUser.id, username: appUser.username })
      : [];
    const userIds = new Map(insertedUsers.map((u) => [u.username, u.id]));

    const grants = missingUsers.flatMap((u) => {
      const userId = userIds.get(u.username);
      if (!userId) return [];
      const roles = new Set<Role>(['ROLE_USER', ...u.roles]);
      return [...roles].map((authorityCode) => ({ userId, authorityCode, grantedAt: now, reason: '데모 데이터' }));
    });
    const insertedGrants = grants.length ? await tx.insert(userAuthority).values(grants).onConflictDoNothing().returning({ id: userAuthority.id }) : [];

    // Leaders only for departments made in this run, so a later edit by an admin survives a re-seed.
    for (const code of createdCodes) {
      const leader = planned.find((u) => u.leads && u.deptCode === code);
      if (!leader) continue;
      const [user] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, leader.username));
      if (user) await tx.update(department).set({ leaderUserId: user.id }).where(and(eq(department.code, code), eq(department.deletedYn, 'N')));
    }

    const hr = await seedUserHr(tx, planned, now);
    const notifications = await seedNotifications(tx, now);
    return { departments: createdCodes.size, users: insertedUsers.length, authorities: insertedGrants.length, hr, notifications };
  });
}
