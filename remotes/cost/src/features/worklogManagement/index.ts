// What other features of the cost remote use of 업무일지 관리: the 반려 사유 dialog (direct-cost changes reject with it
// too), and a person's week in a drawer with the approve / reject flow (a leader decides their people's weeks from 내 유닛).
export { RejectModal } from './components/RejectModal';
export { STATUS_COLOR, WeekDetailDrawer } from './components/WeekDetailDrawer';
export { useWeekDecisions } from './components/useWeekDecisions';
