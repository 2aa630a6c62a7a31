/** Korean text of the home page's OKR cards (내 목표, 내 프로젝트). */
export const HOME_MESSAGES = {
  retry: '다시 시도',
  cardFailed: '이 영역을 표시하지 못했습니다. 다른 영역은 그대로 사용할 수 있습니다.',
  goals: {
    title: '내 목표',
    empty: '진행 중인 목표가 없습니다',
    openGoals: '목표 화면으로 가기',
    krCount: (n: number) => `핵심결과 ${n}개`,
    dueOfGoal: (n: number) => `체크인 필요 ${n}`,
    dueTitle: (week: string) => `이번 주 체크인이 필요한 핵심결과 (${week})`,
    noneDue: '이번 주 체크인을 모두 마쳤습니다.',
    lastCheckIn: (day: string | null) => (day ? `마지막 체크인 ${day}` : '체크인 기록 없음'),
    allDue: '체크인할 핵심결과 모두 보기',
  },
  projects: {
    title: '내 프로젝트',
    empty: '진행 중인 프로젝트가 없습니다',
    openProjects: '프로젝트 화면으로 가기',
    myRole: '내 역할',
    nextMilestone: '다음 마일스톤',
    noMilestone: '남은 마일스톤 없음',
    overdue: '지연',
  },
  progress: (pct: number) => `진척률 ${pct}%`,
} as const;
