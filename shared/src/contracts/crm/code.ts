import { Type } from 'typebox';
import { DateTime, Id, type Static, Text, Version, Yn } from '../common';

/**
 * 공통코드 of the CRM groups (DOMAIN §1.2): read by anyone signed in (pickers), each group edited by
 * its management area (CONTRACT_TYPE, LEAD_SOURCE, LOST_REASON, CRM_ACTIVITY_TYPE).
 */

/** Column sizes; a code is an upper-case letter, then upper case, digits and _ (the service upper-cases what is typed). */
export const COMMON_CODE_LIMITS = { groupCode: 40, code: 40, label: 100, sortOrder: 1_000_000 } as const;
export const COMMON_CODE_PATTERN = `^[A-Z][A-Z0-9_]{0,${COMMON_CODE_LIMITS.code - 1}}$`;

export const CommonCodeGroupParams = Type.Object({ group: Text(COMMON_CODE_LIMITS.groupCode) });
export const CommonCodeParams = Type.Object({ group: Text(COMMON_CODE_LIMITS.groupCode), id: Id });

export const CommonCodeListQuery = Type.Object({ includeInactiveYn: Type.Optional(Type.Enum(['Y', 'N', ''])) });
export type CommonCodeListQuery = Static<typeof CommonCodeListQuery>;

const Fields = {
  label: Text(COMMON_CODE_LIMITS.label),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: COMMON_CODE_LIMITS.sortOrder })),
  activeYn: Type.Optional(Yn),
};
export const CommonCodeCreateBody = Type.Object({ code: Text(COMMON_CODE_LIMITS.code), ...Fields }, { additionalProperties: false });
export type CommonCodeCreateBody = Static<typeof CommonCodeCreateBody>;
export const CommonCodeUpdateBody = Type.Object({ ...Fields, version: Version }, { additionalProperties: false });
export type CommonCodeUpdateBody = Static<typeof CommonCodeUpdateBody>;

export const CommonCode = Type.Object({
  id: Id,
  groupCode: Type.String(),
  code: Type.String(),
  label: Type.String(),
  sortOrder: Type.Integer(),
  activeYn: Yn,
  version: Version,
  updatedAt: DateTime,
});
export type CommonCode = Static<typeof CommonCode>;
