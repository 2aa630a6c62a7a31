// Its own lazily loaded entry: pro-components stays off the login page (DESIGN §4b).
export { ModalForm } from './ModalForm';
export { DrawerForm } from './DrawerForm';
export type { FormKitProps } from './useFormKit';
export type { RecordFormProps } from './recordFormProps';
export { useSaveFlow, type SaveFlow, type SaveFlowOptions, type SaveNoticeContent } from './useSaveFlow';
export { SaveNotice } from './SaveNotice';
export { saveProblemOf, type SaveProblem } from './saveProblem';
export { useCloseGuard } from './useCloseGuard';
export { useOpeningState } from './useOpeningState';
export { formSnapshot } from './formSnapshot';
export { FORM_MESSAGES } from './messages';
export { DateField } from './DateField';
export { FieldGrid } from './FieldGrid';
export { formFieldsOf } from './formFieldsOf';
export { useConfirmAction, type ConfirmAction } from './useConfirmAction';
export { useBusyAction } from './useBusyAction';
export type { ActionFailure } from './actionFailure';
export { useModalState } from './useModalState';
