import { queryOptions } from '@tanstack/react-query';
import { http, result } from '@dure/shared';
import { type NewUserSkill, SKILL_LEVEL_LABELS, type UserSkill } from '@dure/shared/contracts/admin/userSkill';

export type { NewUserSkill, UserSkill } from '@dure/shared/contracts/admin/userSkill';
export const SKILL_LEVELS = SKILL_LEVEL_LABELS;

const base = (userId: number) => `api/user/info/${userId}/skills`;

export const userSkillApi = {
  list: (userId: number) => result<UserSkill[]>(http.get(base(userId))),
  /** All or nothing; a 400 names the bad row as `items.{i}.{field}`. */
  add: (userId: number, items: NewUserSkill[]) => result<UserSkill[]>(http.post(base(userId), { json: { items } })),
  setLevel: (userId: number, held: UserSkill, level: number) =>
    result<UserSkill>(http.put(`${base(userId)}/${held.skillId}`, { json: { level, version: held.version } })),
  remove: (userId: number, held: UserSkill) => http.delete(`${base(userId)}/${held.skillId}`, { searchParams: { version: held.version } }).json(),
};

/** A person's skills; the card writes each change's answer into it. */
export const userSkillsQuery = (userId: number) => queryOptions({ queryKey: ['user', 'skills', userId], queryFn: () => userSkillApi.list(userId) });
