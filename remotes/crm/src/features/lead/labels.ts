import { LEAD_PRIORITY } from '@dure/shared/contracts/crm/lead';
import { STAGE_CATEGORY } from '@dure/shared/contracts/crm/leadStage';
import type { Priority, StageCategory } from './api/leadApi';

export const PRIORITY_LABELS = LEAD_PRIORITY.labels;
export const PRIORITY_COLORS: Record<Priority, string> = { HIGH: 'red', NORMAL: 'blue', LOW: 'default' };
export const CATEGORY_LABELS = STAGE_CATEGORY.labels;
export const CATEGORY_COLORS: Record<StageCategory, string> = { OPEN: 'processing', WON: 'success', LOST: 'default' };
/** The code's label from a code list, or the code itself. */
export const labelOf = (codes: { code: string; label: string }[] | undefined, code: string | null | undefined) =>
  code ? (codes?.find((c) => c.code === code)?.label ?? code) : '-';
