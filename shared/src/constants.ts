/** Screen breakpoints of SPEC §9, in px. */
export const BREAKPOINTS = { mobile: 600, tablet: 1024, desktop: 1440, wide: 1920 } as const;

/** Layer (z-index) values of SPEC §9. */
export const LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

/** Timeouts of SPEC §9, in ms. */
export const TIMEOUTS = {
  guardToast: 1000,
  pushToast: 5000,
  notification: 5000,
  /** No request timeout. */
  request: 0,
} as const;

/** Push registration token refresh period (handled by the messaging library). */
export const PUSH_TOKEN_REFRESH_DAYS = 7;

export const OAUTH_SCOPE = 'read_profile';

/** HR code lists of DOMAIN §8 UserHr with their Korean labels (api validation and every screen read these). */
export const JOB_GRADES = {
  STAFF: '사원',
  SENIOR: '주임',
  ASSISTANT_MANAGER: '대리',
  MANAGER: '과장',
  DEPUTY_GENERAL_MANAGER: '차장',
  GENERAL_MANAGER: '부장',
  DIRECTOR: '이사',
} as const;
export type JobGrade = keyof typeof JOB_GRADES;

/** 직책. */
export const POSITIONS = { MEMBER: '팀원', TEAM_LEADER: '팀장', HEAD: '본부장' } as const;
export type Position = keyof typeof POSITIONS;

/** 고용형태. */
export const EMPLOYMENT_TYPES = {
  REGULAR: '정규직',
  CONTRACT: '계약직',
  INTERN: '인턴',
  DISPATCHED: '파견',
  PART_TIME: '시간제',
} as const;
export type EmploymentType = keyof typeof EMPLOYMENT_TYPES;

/** The most rows an .xlsx export of a list holds (DOMAIN §1.5); the api stops there and the screens say so. */
export const EXPORT_MAX_ROWS = 10_000;
