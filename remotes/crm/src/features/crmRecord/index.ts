// What other features use of the 영업활동 feature (the customer, lead and contract pages).
export type { CrmAbout } from './components/CrmRecordFormModal';
export { LogActivityButton } from './components/LogActivityButton';
