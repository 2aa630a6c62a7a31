// What other features of the cost remote use of 업무일지 관리: the 반려 사유 dialog (direct-cost changes reject with it too).
export { RejectModal } from './components/RejectModal';
