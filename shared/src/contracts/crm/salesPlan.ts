import { Type } from 'typebox';
import { Id, Nullable, type Static, Version, Yn, labelled } from '../common';

/** 매출 계획 (DOMAIN §4 SalesPlan): a year's monthly order and sales targets per department, person or segment, against actuals. */

export const SalesPlanDimension = labelled({ DEPT: '부서별', USER: '담당자별', SEGMENT: '세그먼트별' }, '계획 기준');
export type SalesPlanDimension = (typeof SalesPlanDimension.codes)[number];

export const SalesPlanStatus = labelled({ DRAFT: '작성 중', CONFIRMED: '확정' }, '계획 상태');
export type SalesPlanStatus = (typeof SalesPlanStatus.codes)[number];

/** The state of a whole grid: a plan not written yet is NONE. */
export const SalesPlanGridStatus = labelled({ NONE: '미작성', ...SalesPlanStatus.labels });
export type SalesPlanGridStatus = (typeof SalesPlanGridStatus.codes)[number];

/** What a department target is checked against: the sum of its people's targets. */
export const SalesPlanMeasure = labelled({ ORDER: '수주 목표', SALES: '매출 목표' });
export type SalesPlanMeasure = (typeof SalesPlanMeasure.codes)[number];

const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
/** A target in whole won; the service answers a Korean message per cell when it is not one. */
const Target = Type.Number();
/** actual ÷ target × 100, 1 decimal; null without a target. */
const Attainment = Nullable(Type.Number());

export const SalesPlanGridQuery = Type.Object({ year: Year, dimension: SalesPlanDimension.schema });
export type SalesPlanGridQuery = Static<typeof SalesPlanGridQuery>;

export const SalesPlanCellBody = Type.Object(
  { month: Type.Integer(), orderTarget: Type.Optional(Target), salesTarget: Type.Optional(Target), version: Nullable(Version) },
  { additionalProperties: false },
);
export type SalesPlanCellBody = Static<typeof SalesPlanCellBody>;

export const SalesPlanSaveBody = Type.Object(
  {
    year: Year,
    dimension: SalesPlanDimension.schema,
    rows: Type.Array(
      Type.Object({ keyId: Id, cells: Type.Array(SalesPlanCellBody, { minItems: 1, maxItems: 12 }) }, { additionalProperties: false }),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);
export type SalesPlanSaveBody = Static<typeof SalesPlanSaveBody>;
export type SalesPlanSaveRows = SalesPlanSaveBody['rows'];

export const SalesPlanConfirmBody = Type.Object({ year: Year, dimension: SalesPlanDimension.schema }, { additionalProperties: false });
export type SalesPlanConfirmBody = Static<typeof SalesPlanConfirmBody>;

const totals = {
  orderTarget: Type.Number(),
  salesTarget: Type.Number(),
  orderActual: Type.Number(),
  /** Null until the tax invoice module records sales. */
  salesActual: Nullable(Type.Number()),
  orderAttainment: Attainment,
  salesAttainment: Attainment,
  /** Revision 0 (the first confirmed plan) when the cell has been revised since; else null. */
  baselineOrderTarget: Nullable(Type.Number()),
  baselineSalesTarget: Nullable(Type.Number()),
};

export const SalesPlanCell = Type.Object({
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  ym: Type.String({ description: 'YYYY-MM' }),
  id: Nullable(Id),
  version: Nullable(Version),
  status: Nullable(SalesPlanStatus.schema),
  revisionNo: Nullable(Type.Integer({ minimum: 0 })),
  ...totals,
});
export type SalesPlanCell = Static<typeof SalesPlanCell>;

export const SalesPlanTotals = Type.Object(totals);
export type SalesPlanTotals = Static<typeof SalesPlanTotals>;

export const SalesPlanGridRow = Type.Object({
  keyId: Id,
  name: Type.String(),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  depth: Type.Integer({ minimum: 0 }),
  plannedYn: Yn,
  months: Type.Array(SalesPlanCell),
  total: SalesPlanTotals,
});
export type SalesPlanGridRow = Static<typeof SalesPlanGridRow>;

/** A month where a department's target and the sum of its people's targets differ. */
export const SalesPlanWarning = Type.Object({
  deptId: Id,
  deptName: Type.String(),
  month: Type.Integer({ minimum: 1, maximum: 12 }),
  measure: SalesPlanMeasure.schema,
  deptTarget: Type.Number(),
  userSum: Type.Number(),
});
export type SalesPlanWarning = Static<typeof SalesPlanWarning>;

export const SalesPlanGrid = Type.Object({
  year: Year,
  dimension: SalesPlanDimension.schema,
  status: SalesPlanGridStatus.schema,
  revisionNo: Type.Integer({ minimum: 0 }),
  salesActualsAvailable: Type.Boolean(),
  canWrite: Type.Boolean(),
  canConfirm: Type.Boolean(),
  rows: Type.Array(SalesPlanGridRow),
  warnings: Type.Array(SalesPlanWarning),
});
export type SalesPlanGrid = Static<typeof SalesPlanGrid>;

export const SalesPlanSaved = Type.Object({ created: Type.Integer({ minimum: 0 }), updated: Type.Integer({ minimum: 0 }), revised: Type.Integer({ minimum: 0 }) });
export type SalesPlanSaved = Static<typeof SalesPlanSaved>;
export const SalesPlanConfirmed = Type.Object({ confirmed: Type.Integer({ minimum: 0 }) });
export type SalesPlanConfirmed = Static<typeof SalesPlanConfirmed>;
