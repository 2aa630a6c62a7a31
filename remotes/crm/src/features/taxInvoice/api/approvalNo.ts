// The 8-8-8 form is shared with the api's export; the feature's screens keep importing it from here.
export { formatApprovalNo } from '@dure/shared/format';
