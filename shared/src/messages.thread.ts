/** Korean answers of the api for 스레드 (DOMAIN §5 Thread). */
export const THREAD_API_MESSAGES = {
  threadNotFound: '스레드를 찾을 수 없습니다.',
  threadTitleRequired: '제목을 입력해 주세요.',
  threadBodyRequired: '내용을 입력해 주세요.',
  threadBodyTooLong: '내용이 너무 깁니다. 1MB 이하로 줄여 주세요.',
  threadMembersRequired: '지정 멤버 공개는 멤버를 한 명 이상 선택해 주세요.',
  threadMemberNotFound: '선택한 멤버 중 찾을 수 없는 사용자가 있습니다.',
  threadNoticeAdminOnly: '공지 채널에는 관리자만 글을 쓸 수 있습니다.',
  threadPinAdminOnly: '상단 고정은 관리자만 할 수 있습니다.',
  threadProjectOnlyInProjectChannel: '프로젝트는 프로젝트 채널 글에만 지정할 수 있습니다.',
  threadProjectRequired: '프로젝트 채널 글은 프로젝트를 선택해 주세요.',
  threadProjectNotFound: '프로젝트를 찾을 수 없습니다.',
  threadEditForbidden: '작성자나 관리자만 수정·삭제할 수 있습니다.',
  threadNoDept: '소속 부서가 없어 부서 공개 글을 쓸 수 없습니다.',
} as const;
