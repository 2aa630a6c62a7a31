import { Type } from 'typebox';
import { Id, type Static, Text, Version, Yn, labelled } from '../common';

/** 리드 단계 (DOMAIN §4 LeadStage): managed on /lead/management, read with GET /api/lead/meta. */

export const STAGE_CATEGORY = labelled({ OPEN: '진행 중', WON: '수주', LOST: '실주' }, '단계 구분');
export type StageCategory = (typeof STAGE_CATEGORY.codes)[number];

/** Column sizes and ranges the service checks (code: an upper-case letter, then letters, digits or _). */
export const LEAD_STAGE_LIMITS = { code: 30, name: 50, staleDays: 3650 } as const;
export const LEAD_STAGE_CODE_PATTERN = '^[A-Z][A-Z0-9_]{0,29}$';

/** A stage with how many live leads it holds. */
export const LeadStage = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  category: STAGE_CATEGORY.schema,
  sortOrder: Type.Integer(),
  defaultProbability: Type.Integer(),
  staleDays: Type.Integer({ description: '이 단계에 머문 지 며칠이 지나면 정체로 보는지 (0: 보지 않음)' }),
  activeYn: Yn,
  version: Version,
  leadCount: Type.Integer({ minimum: 0 }),
});
export type LeadStage = Static<typeof LeadStage>;

// The code is upper-cased and the probability (1–99) checked by the service, with its Korean messages.
export const LeadStageCreateBody = Type.Object({
  code: Text(LEAD_STAGE_LIMITS.code),
  name: Text(LEAD_STAGE_LIMITS.name),
  defaultProbability: Type.Integer({ minimum: -1000, maximum: 1000 }),
  staleDays: Type.Optional(Type.Integer({ minimum: 0, maximum: LEAD_STAGE_LIMITS.staleDays })),
});
export type LeadStageCreateBody = Static<typeof LeadStageCreateBody>;

export const LeadStageUpdateBody = Type.Object({
  name: Text(LEAD_STAGE_LIMITS.name),
  defaultProbability: Type.Integer({ minimum: -1000, maximum: 1000 }),
  staleDays: Type.Integer({ minimum: 0, maximum: LEAD_STAGE_LIMITS.staleDays }),
  activeYn: Yn,
  version: Version,
});
export type LeadStageUpdateBody = Static<typeof LeadStageUpdateBody>;

/** OPEN stage ids in their new order (수주·실주 always come last). */
export const LeadStageOrderBody = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 100 }) });
export type LeadStageOrderBody = Static<typeof LeadStageOrderBody>;

export const LeadStageCreated = Type.Object({ id: Id });
export type LeadStageCreated = Static<typeof LeadStageCreated>;
