/** Korean text of the form kit, in one table so every form words its notices the same. */
export const FORM_MESSAGES = {
  submitCreate: '등록',
  submitSave: '저장',
  cancel: '취소',
  closeDirtyTitle: '작성 중인 내용이 있습니다. 닫을까요?',
  closeDirtyContent: '닫으면 입력한 내용은 저장되지 않습니다.',
  closeDirtyOk: '닫기',
  closeDirtyCancel: '계속 작성',
  reload: '다시 불러오기',
  conflictHint: '다시 불러오면 다른 사용자가 저장한 최신 내용이 표시되고, 이 창에 입력한 내용은 사라집니다.',
  reloadFailed: '최신 내용을 불러오지 못했습니다.',
  /** One bad row of a batch save: its key and the messages of its fields. */
  rowProblem: (row: string, problems: string[]) => `${row}: ${problems.join(' ')}`,
  /** A failed action: what did not happen, when the screen names it, then the api's own reason. */
  actionFailed: (what: string | undefined, why: string) => (what ? `${what}: ${why}` : why),
} as const;
