/** Korean answers of the api for 급여 관리 (DOMAIN §6 Salary, /salary/management). */
export const SALARY_API_MESSAGES = {
  salaryNotFound: '급여 내역을 찾을 수 없습니다.',
  salaryYmRange: '시작 월은 종료 월과 같거나 앞이어야 합니다.',
  salaryUploadUserRequired: '사번 또는 아이디를 입력해 주세요.',
  salaryUploadUserUnknown: '사번·아이디에 해당하는 사용자가 없습니다.',
  salaryUploadOutOfScope: '담당 부서 범위 밖의 사용자입니다.',
  salaryUploadMonth: '귀속월은 YYYY-MM 형식의 연월로 입력해 주세요. (예: 2025-03)',
  salaryUploadNumber: '숫자(원 단위 정수)로 입력해 주세요.',
  salaryUploadNegative: '0 이상의 금액으로 입력해 주세요.',
  salaryUploadRequired: '금액을 입력해 주세요.',
  salaryUploadDuplicate: '파일 안에 같은 사용자·귀속월이 {row}행에도 있습니다.',
  salaryUploadNothing: '저장할 수 있는 행이 없습니다. 오류를 고쳐 다시 올려 주세요.',
  salaryUploadTooLarge: '금액이 너무 큽니다.',
} as const satisfies Record<string, string>;
