import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { skill, skillCategory } from '../../../db/schema';
import { pageRequest, toPage } from '../../../lib/page';
import { PageOf, Result } from '@dure/shared/contracts';
import { Skill, SkillCategory, SkillSearchQuery } from '@dure/shared/contracts/cross/skill';
import { escapeLike } from '../../../lib/like';

/** Reference data every signed-in user may search (skill pickers, /skill/list). */
const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['skill'];


export async function skillRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/skill',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: '스킬 검색',
        description: 'keyword: 스킬명·분류명 대소문자 무시 포함 검색',
        querystring: SkillSearchQuery,
        response: { 200: Result(PageOf(Skill)) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
      const where = and(
        eq(skill.deletedYn, 'N'),
        eq(skill.activeYn, 'Y'),
        eq(skillCategory.deletedYn, 'N'),
        request.query.categoryId ? eq(skill.categoryId, request.query.categoryId) : undefined,
        pattern ? or(ilike(skill.name, pattern), ilike(skillCategory.name, pattern)) : undefined,
      );
      const page = pageRequest(request.query);
      const [{ total }] = await app.db.select({ total: count() }).from(skill).innerJoin(skillCategory, eq(skillCategory.id, skill.categoryId)).where(where);
      const rows = await app.db
        .select({ id: skill.id, name: skill.name, categoryId: skill.categoryId, categoryName: skillCategory.name, description: skill.description })
        .from(skill)
        .innerJoin(skillCategory, eq(skillCategory.id, skill.categoryId))
        .where(where)
        .orderBy(asc(skillCategory.sortOrder), asc(skill.name), asc(skill.id))
        .limit(page.size)
        .offset(page.offset);
      return { result: toPage(rows, Number(total), page) };
    },
  );

  app.get(
    '/api/skill/category',
    { config: SIGNED_IN, schema: { tags, summary: '스킬 분류 (스킬 수 포함)', response: { 200: Result(Type.Array(SkillCategory)) } } },
    async () => {
      const rows = await app.db
        .select({ id: skillCategory.id, name: skillCategory.name, sortOrder: skillCategory.sortOrder, skillCount: count(skill.id) })
        .from(skillCategory)
        .leftJoin(skill, and(eq(skill.categoryId, skillCategory.id), eq(skill.deletedYn, 'N'), eq(skill.activeYn, 'Y')))
        .where(eq(skillCategory.deletedYn, 'N'))
        .groupBy(skillCategory.id)
        .orderBy(asc(skillCategory.sortOrder), asc(skillCategory.id));
      return { result: rows.map((r) => ({ ...r, skillCount: Number(r.skillCount) })) };
    },
  );
}
