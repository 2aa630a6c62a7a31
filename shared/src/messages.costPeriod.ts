/** Korean answers of the api for 원가 마감 (DOMAIN §6 CostPeriod) and the locks of a closed month. */
export const COST_PERIOD_API_MESSAGES = {
  costPeriodNotFinished: '아직 끝나지 않은 달은 마감할 수 없습니다.',
  costPeriodOrder: '{next}부터 차례로 마감해 주세요.',
  costPeriodAnotherClosing: '{ym} 마감이 진행 중입니다. 그 달을 먼저 마감하거나 마감을 취소해 주세요.',
  costPeriodNotOpen: '진행 중인 달만 마감을 시작할 수 있습니다.',
  costPeriodNotClosing: '마감 중인 달만 마감하거나 마감을 취소할 수 있습니다.',
  costPeriodNotClosed: '마감된 달만 다시 열 수 있습니다.',
  costPeriodReopenLatest: '가장 최근에 마감한 달({ym})만 다시 열 수 있습니다.',
  costPeriodReopenNextClosing: '다음 달({ym})이 마감 중이어서 다시 열 수 없습니다.',
  costPeriodReopenReason: '다시 여는 사유를 입력해 주세요.',
  monthClosedWorklog: '{ym} 원가가 마감되어 그 달의 업무일지는 저장하거나 제출할 수 없습니다.',
  monthClosedWorklogDecision: '{ym} 원가가 마감되어 그 달의 업무일지는 승인하거나 반려할 수 없습니다. 마감을 해제한 뒤 처리해 주세요.',
  monthClosedRate: '마감된 달({ym})에 걸치는 단가는 등록·수정·삭제할 수 없습니다.',
  monthClosedSales: '{ym} 원가가 마감되어 그 달의 매출 실적은 추가할 수 없습니다. 작성일자를 확인해 주세요.',
  monthClosedSalary: '{ym} 원가가 마감되어 그 달의 급여는 등록·수정·삭제할 수 없습니다. 마감을 해제한 뒤 처리해 주세요.',
} as const;
