import { http } from '@dure/shared';

/** One skill a person holds (DOMAIN §8 UserSkill). */
export type UserSkill = {
  id: number;
  skillId: number;
  skillName: string;
  categoryId: number;
  categoryName: string;
  level: number;
  years: number | null;
  lastUsedYm: string | null;
  note: string | null;
  version: number;
  updatedAt: string;
};

export type NewUserSkill = { skillId: number; level: number; years?: number | null; lastUsedYm?: string | null };

/** DOMAIN §8: 1 입문 … 5 전문가. */
export const SKILL_LEVELS: Record<number, string> = { 1: '입문', 2: '초급', 3: '중급', 4: '고급', 5: '전문가' };

const base = (userId: number) => `api/user/info/${userId}/skills`;

export const userSkillApi = {
  list: (userId: number) => http.get(base(userId)).json<{ result: UserSkill[] }>().then((r) => r.result),
  /** All or nothing; a 400 names the bad row as `items.{i}.{field}`. */
  add: (userId: number, items: NewUserSkill[]) => http.post(base(userId), { json: { items } }).json<{ result: UserSkill[] }>().then((r) => r.result),
  setLevel: (userId: number, held: UserSkill, level: number) =>
    http.put(`${base(userId)}/${held.skillId}`, { json: { level, version: held.version } }).json<{ result: UserSkill }>().then((r) => r.result),
  remove: (userId: number, held: UserSkill) => http.delete(`${base(userId)}/${held.skillId}`, { searchParams: { version: held.version } }).json(),
};
