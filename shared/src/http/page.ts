/** Spring's page shape every list endpoint answers under `result`: the contract's, re-exported for the main entry (type only, so no schema code loads). */
export type { Page } from '../contracts/common';
