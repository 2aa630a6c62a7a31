/**
 * The generic answers the client shows when a call fails without its own message.
 * Kept apart from the full API table so the login page does not carry every module's texts.
 */
export const HTTP_MESSAGES = {
  unauthorized: '로그인이 필요합니다.',
  forbidden: '이 작업을 수행할 권한이 없습니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  conflict: '다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해 주세요.',
  internal: '서버에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  network: '서버에 연결할 수 없습니다. 네트워크 상태를 확인해 주세요.',
} as const;
