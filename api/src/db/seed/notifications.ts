import type { NotificationCategory } from '../schema';

/** A demo notification before its recipient and time are chosen. */
export type NotificationTemplate = {
  category: NotificationCategory;
  type: string;
  title: string;
  body: string;
  contentLocation: string;
  targetType: string | null;
};

const t = (category: NotificationCategory, type: string, title: string, body: string, contentLocation: string, targetType: string | null = null): NotificationTemplate => ({
  category,
  type,
  title,
  body,
  contentLocation,
  targetType,
});

/** Realistic Korean notifications of DOMAIN §9 categories and types; `{n}` becomes a record number and `{이/가}` the particle it takes. */
export const NOTIFICATION_TEMPLATES: readonly NotificationTemplate[] = [
  t('SYSTEM', 'ROLE_CHANGED', '권한이 변경되었습니다', '관리자가 회원님의 권한을 변경했습니다. 다시 로그인하면 메뉴에 반영됩니다.', '/myhome'),
  t('SYSTEM', 'PASSWORD_RESET', '비밀번호가 초기화되었습니다', '관리자가 비밀번호를 초기화했습니다. 다음 로그인 때 새 비밀번호로 변경해 주세요.', '/myhome'),
  t('SYSTEM', 'DEPT_LEADER_CHANGED', '부서장이 변경되었습니다', '소속 부서의 부서장이 변경되었습니다. 결재선이 새 부서장으로 바뀝니다.', '/department', 'DEPARTMENT'),
  t('CRM', 'INBOUND_NEW', '새 인바운드 문의가 접수되었습니다', '(주)한빛정밀에서 스마트팩토리 구축 견적 문의가 접수되었습니다.', '/lead/{n}', 'LEAD'),
  t('CRM', 'LEAD_ASSIGNED', '리드가 배정되었습니다', '대성테크 MES 고도화 리드(L-2025-{n})의 담당자로 지정되었습니다.', '/lead/{n}', 'LEAD'),
  t('CRM', 'LEAD_STAGE_CHANGED', '리드 단계가 변경되었습니다', '리드 L-2025-{n}{이/가} 제안 단계에서 협상 단계로 이동했습니다.', '/lead/{n}', 'LEAD'),
  t('CRM', 'LEAD_STALE', '30일 이상 활동이 없는 리드가 있습니다', '리드 L-2025-{n}에 30일 넘게 영업활동 기록이 없습니다. 다음 활동을 등록해 주세요.', '/lead/{n}', 'LEAD'),
  t('CRM', 'CRM_NEXT_ACTION_DUE', '오늘 예정된 영업활동이 있습니다', '서울교통공사 담당자 미팅이 오늘 오후 2시에 예정되어 있습니다.', '/crm/{n}', 'CRM_RECORD'),
  t('CRM', 'CONTRACT_EXPIRING', '계약 만료가 다가옵니다', '계약 CT-2025-{n}{이/가} 60일 후 만료됩니다. 갱신 여부를 확인해 주세요.', '/contract/{n}', 'CONTRACT'),
  t('CRM', 'TAXINVOICE_DUE', '세금계산서 발행 예정일입니다', '이번 달 발행 예정인 세금계산서가 3건 있습니다.', '/taxinvoice', 'TAX_INVOICE'),
  t('CRM', 'RECEIVABLE_OVERDUE', '연체 채권이 있습니다', '대성테크의 채권 12,650,000원이 결제 기한을 15일 넘겼습니다.', '/dashboard/bond'),
  t('OKR', 'KR_CHECKIN_DUE', '핵심결과 체크인 기한입니다', '이번 주 핵심결과 진척도를 체크인해 주세요.', '/keyresult/{n}', 'KEY_RESULT'),
  t('OKR', 'KR_OFF_TRACK', '핵심결과가 목표 대비 지연되고 있습니다', '"신규 고객 20개사 확보" 진척률이 기대치보다 25%p 낮습니다.', '/keyresult/{n}', 'KEY_RESULT'),
  t('OKR', 'GOAL_ALIGNED', '하위 목표가 연결되었습니다', '영업1팀 목표가 회원님의 목표에 정렬되었습니다.', '/goal/{n}', 'GOAL'),
  t('OKR', 'PROJECT_MEMBER_ADDED', '프로젝트 멤버로 추가되었습니다', '프로젝트 PRJ-2025-0{n}에 멤버로 추가되었습니다.', '/project/{n}', 'PROJECT'),
  t('OKR', 'MILESTONE_DUE', '마일스톤 마감이 임박했습니다', '"1차 개발 완료" 마일스톤이 3일 후 마감됩니다.', '/project/{n}', 'PROJECT'),
  t('COST', 'WORKLOG_MISSING', '지난주 업무일지가 없습니다', '지난주 업무일지가 제출되지 않았습니다. 금요일까지 작성해 주세요.', '/mypage/worklog'),
  t('COST', 'WORKLOG_REJECTED', '업무일지가 반려되었습니다', '프로젝트 코드가 잘못 입력되어 업무일지가 반려되었습니다. 수정 후 다시 제출해 주세요.', '/mypage/worklog', 'WORKLOG'),
  t('COST', 'COST_PERIOD_CLOSED', '원가 마감이 완료되었습니다', '지난달 원가 마감이 완료되어 업무일지를 더 이상 수정할 수 없습니다.', '/cost/management'),
  t('MES', 'STOCK_BELOW_SAFETY', '안전재고 미달 품목이 있습니다', '원자재 "알루미늄 판재 2T" 재고가 안전재고 아래로 내려갔습니다.', '/mes/inventory', 'PRODUCT'),
  t('EVALUATION', 'EVAL_STAGE_OPEN', '자기평가가 시작되었습니다', '상반기 평가의 자기평가 단계가 열렸습니다. 기한 내 작성해 주세요.', '/evaluation/{n}', 'EVALUATION'),
  t('EVALUATION', 'EVAL_DUE', '평가 마감이 다가옵니다', '평가 제출 마감이 2일 남았습니다.', '/evaluation/{n}', 'EVALUATION'),
  t('COLLAB', 'MENTION', '회원님이 언급되었습니다', '박준혁님이 댓글에서 회원님을 언급했습니다: "견적서 검토 부탁드립니다."', '/lead/{n}', 'LEAD'),
  t('COLLAB', 'COMMENT', '새 댓글이 달렸습니다', '회원님이 담당하는 고객사에 새 댓글이 등록되었습니다.', '/customer/{n}', 'CUSTOMER'),
  t('COLLAB', 'SHARED', '문서가 공유되었습니다', '프로젝트 손익 보고서가 회원님과 공유되었습니다.', '/project/{n}', 'PROJECT'),
];

/** Requests for approval or confirmation (DOMAIN §9 CONFIRM). */
export const CONFIRM_TEMPLATES: readonly NotificationTemplate[] = [
  t('CRM', 'CONFIRM', '계약 결재 요청', '계약 CT-2025-{n} 결재가 요청되었습니다. 내용을 확인하고 승인 또는 반려해 주세요.', '/contract/{n}', 'CONTRACT'),
  t('COST', 'CONFIRM', '업무일지 주간 확인 요청', '팀원의 지난주 업무일지 확인이 요청되었습니다.', '/worklog/management', 'WORKLOG'),
];

export const NOTIFICATIONS_PER_USER = 30;
