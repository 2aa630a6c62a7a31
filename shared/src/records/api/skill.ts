import type { Skill, SkillCategory } from '../../contracts/cross/skill';
import { http } from '../../http/client';
import { type Page, type PageQuery, query, result } from './result';

export type { Skill, SkillCategory } from '../../contracts/cross/skill';

/** GET /api/skill?keyword&categoryId&page&size */
export function searchSkills(q: PageQuery & { keyword?: string; categoryId?: number | null }): Promise<Page<Skill>> {
  return result(http.get('api/skill', { searchParams: query(q) }));
}

/** GET /api/skill/category */
export function fetchSkillCategories(): Promise<SkillCategory[]> {
  return result(http.get('api/skill/category'));
}
