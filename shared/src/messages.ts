/** User-facing Korean text shared by host, remotes and api. Spec messages are verbatim. */
export const GUARD_MESSAGES = {
  noAuth: '인증 정보가 없습니다. 다시 로그인 해주세요.',
  notAllowed: '비정상적인 접근으로 로그아웃 되었습니다. 관리자에게 문의해 주세요.',
  tokenExpired: '인증 토큰이 만료되었습니다. 다시 로그인해 주세요.',
  userFetchFailed: '사용자 정보 요청중 오류가 발생하였습니다. 관리자에게 문의해 주세요.',
} as const;

export const API_MESSAGES = {
  unauthorized: '로그인이 필요합니다.',
  forbidden: '이 작업을 수행할 권한이 없습니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  conflict: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.',
  validation: '입력값을 확인해 주세요.',
  internal: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  badCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
  tooManyAttempts: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  invalidClient: '클라이언트 인증에 실패했습니다.',
  unsupportedGrant: '지원하지 않는 인증 방식입니다.',
  invalidScope: '허용되지 않는 범위입니다.',
  invalidToken: '유효하지 않은 토큰입니다.',
  invalidRefresh: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  accountInactive: '사용할 수 없는 계정입니다. 관리자에게 문의해 주세요.',
  rateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
} as const;
