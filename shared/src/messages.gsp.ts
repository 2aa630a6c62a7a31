/** Korean answers of the api for the GSP tree (DOMAIN §5 GSP tree, StrategyNode). */
export const GSP_API_MESSAGES = {
  gspNodeNotFound: 'GSP 노드를 찾을 수 없습니다.',
  gspTitleRequired: '제목을 입력해 주세요.',
  gspTitleTooLong: '제목은 200자 이하로 입력해 주세요.',
  gspTypeRequired: '유형을 선택해 주세요.',
  gspVisionAtRoot: '비전은 최상위에만 둘 수 있습니다.',
  gspThemeUnderVision: '테마는 비전 아래에만 둘 수 있습니다.',
  gspStrategyUnderTheme: '전략은 테마 아래에만 둘 수 있습니다.',
  gspParentNotFound: '상위 노드를 찾을 수 없습니다.',
  gspParentOtherPeriod: '상위 노드가 다른 기간에 있습니다.',
  gspGoalNotCompany: '전사 목표만 연결할 수 있습니다.',
  gspGoalNotFound: '연결할 목표를 찾을 수 없거나 이 기간의 목표가 아닙니다.',
  gspGoalTooMany: '한 노드에 목표는 20개까지 연결할 수 있습니다.',
  gspDeleteHasChildren: '하위 노드가 있는 노드는 삭제할 수 없습니다. 하위 노드를 먼저 옮기거나 삭제해 주세요.',
  gspSortOrderRange: '순서는 0 이상이어야 합니다.',
} as const;
