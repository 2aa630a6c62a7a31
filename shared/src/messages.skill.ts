/** Korean api messages of a person's skills (DOMAIN §8 UserSkill); spread into API_MESSAGES. */
export const SKILL_API_MESSAGES = {
  userSkillNotFound: '등록된 스킬을 찾을 수 없습니다.',
  userSkillDuplicate: '이미 등록된 스킬입니다.',
  userSkillUnknown: '스킬을 찾을 수 없거나 사용하지 않는 스킬입니다.',
  userSkillLastUsedFuture: '마지막 사용 연월은 이번 달 이후일 수 없습니다.',
  userSkillTooMany: '한 번에 50개까지 추가할 수 있습니다.',
} as const satisfies Record<string, string>;
