/** Korean text of the standalone development shell. */
export const STANDALONE_MESSAGES = {
  loginTitle: '개발용 로그인',
  username: '아이디',
  usernameRequired: '아이디를 입력해 주세요.',
  password: '비밀번호',
  passwordRequired: '비밀번호를 입력해 주세요.',
  login: '로그인',
  loading: '불러오는 중…',
  noPages: '이 리모트에는 아직 화면이 없습니다. 페이지 표에 있는 이 리모트의 페이지를 routes.tsx에 추가해 주세요.',
} as const;
