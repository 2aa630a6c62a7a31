import { and, asc, count, eq, like } from 'drizzle-orm';
import type { Database } from '../database';
import { appUser, department, skill, skillCategory, userSkill } from '../schema';
import { DEMO_EMAIL_DOMAIN } from './organisation';
import { type Random, between, mulberry32, pick } from './random';
import { kstDate } from '../../lib/time';

/** Which skill categories a team's people mostly hold (the rest come from anywhere, plus common competencies). */
const AFFINITY: Record<string, readonly string[]> = {
  MGT: ['경영지원·HR', '재무·회계'],
  'MGT-HR': ['경영지원·HR'],
  'MGT-FIN': ['재무·회계'],
  'MGT-GA': ['경영지원·HR'],
  'MGT-IT': ['인프라·클라우드', '백엔드 개발'],
  SAL: ['영업·마케팅'],
  DLV: ['프로젝트 관리', '백엔드 개발', '프론트엔드 개발'],
  'DLV-PMO': ['프로젝트 관리'],
  'DLV-TS': ['인프라·클라우드', '백엔드 개발'],
  RND: ['백엔드 개발', '데이터·AI'],
  'RND-DEV': ['백엔드 개발', '프론트엔드 개발', '데이터·AI'],
  'RND-MES': ['생산·품질', '데이터·AI'],
  'RND-QA': ['생산·품질'],
};
const COMMON = '리더십·공통역량';

function affinityOf(deptCode: string | null): readonly string[] {
  if (!deptCode) return [COMMON];
  return AFFINITY[deptCode] ?? AFFINITY[deptCode.split('-')[0]] ?? [COMMON];
}

/** Level 1–5, most people in the middle. */
const levelOf = (random: Random) => pick(random, [1, 2, 2, 3, 3, 3, 3, 4, 4, 5]);

function monthsBefore(now: Date, months: number): string {
  const [y, m] = kstDate(now).split('-').map(Number);
  const total = y * 12 + (m - 1) - months;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/**
 * About 600 skills held by the demo users (DOMAIN §11), by their team's field, relative
 * to `now`. Seeds only while user_skill is empty, so a second run adds nothing.
 */
export async function seedUserSkills(db: Database, options: { now?: Date } = {}): Promise<{ userSkills: number }> {
  if (process.env.NODE_ENV === 'production') throw new Error('the demo seed is refused when NODE_ENV=production');
  const now = options.now ?? new Date();
  const [{ n }] = await db.select({ n: count() }).from(userSkill);
  if (Number(n) > 0) return { userSkills: 0 };

  const users = await db
    .select({ id: appUser.id, deptCode: department.code })
    .from(appUser)
    .leftJoin(department, eq(department.id, appUser.deptId))
    .where(and(eq(appUser.deletedYn, 'N'), like(appUser.email, `%@${DEMO_EMAIL_DOMAIN}`)))
    .orderBy(asc(appUser.id));
  const skills = await db
    .select({ id: skill.id, category: skillCategory.name })
    .from(skill)
    .innerJoin(skillCategory, eq(skillCategory.id, skill.categoryId))
    .where(and(eq(skill.deletedYn, 'N'), eq(skill.activeYn, 'Y')))
    .orderBy(asc(skill.id));
  if (users.length === 0 || skills.length === 0) return { userSkills: 0 };

  const random = mulberry32(20_250_808);
  const byCategory = (names: readonly string[]) => skills.filter((s) => names.includes(s.category));
  const rows: (typeof userSkill.$inferInsert)[] = [];
  for (const user of users) {
    const own = byCategory(affinityOf(user.deptCode));
    const common = byCategory([COMMON]);
    const held = new Set<number>();
    const want = between(random, 7, 12);
    for (let tries = 0; held.size < want && tries < 60; tries++) {
      const roll = random();
      const source = roll < 0.65 && own.length > 0 ? own : roll < 0.85 && common.length > 0 ? common : skills;
      held.add(pick(random, source).id);
    }
    for (const skillId of held) {
      const level = levelOf(random);
      rows.push({
        userId: user.id,
        skillId,
        level,
        years: Math.max(0, level * 2 - between(random, 0, 3) + between(random, 0, 2)),
        // Strong skills were used lately; some weak ones not for a while.
        lastUsedYm: random() < 0.1 ? null : monthsBefore(now, level >= 4 ? between(random, 0, 3) : between(random, 0, 24)),
        note: level === 5 && random() < 0.5 ? '사내 교육 강사 경험' : null,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(userSkill).values(rows.slice(i, i + 500));
  });
  return { userSkills: rows.length };
}
