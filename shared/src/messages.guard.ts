/** The route guard's toasts (SPEC §8), verbatim. */
export const GUARD_MESSAGES = {
  noAuth: '인증 정보가 없습니다. 다시 로그인 해주세요.',
  notAllowed: '비정상적인 접근으로 로그아웃 되었습니다. 관리자에게 문의해 주세요.',
  tokenExpired: '인증 토큰이 만료되었습니다. 다시 로그인해 주세요.',
  userFetchFailed: '사용자 정보 요청중 오류가 발생하였습니다. 관리자에게 문의해 주세요.',
} as const;
