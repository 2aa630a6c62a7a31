import { type Static, Type } from 'typebox';
import { JOB_GRADE } from '../admin/user';
import { DateTime, Id, ListQuery, LocalDate, Nullable, OrEmpty, PageOf, Text, Version, Yn, labelled } from '../common';

/** 인건비 단가 · 공통비율 · 원가계정 (DOMAIN §6 LaborCostRate, CommonCostRate, CostAccount; /cost-rate/management). */

export const LaborRateBasis = labelled({ JOB_GRADE: '직급', USER: '사용자' }, '기준');
export const LABOR_RATE_BASES = LaborRateBasis.codes;
export type LaborRateBasis = (typeof LABOR_RATE_BASES)[number];

/** Which rule of the lookup order gave the rate (DOMAIN §6): USER+activity → USER → JOB_GRADE+activity → JOB_GRADE. */
export const RateRule = labelled(
  { USER_ACTIVITY: '사용자·업무유형 단가', USER: '사용자 단가', JOB_GRADE_ACTIVITY: '직급·업무유형 단가', JOB_GRADE: '직급 단가' },
  '적용 규칙',
);
export const RATE_RULES = RateRule.codes;
export type RateRule = (typeof RATE_RULES)[number];

/** Hours a year behind the guide "annual cost ÷ 2,088 h". */
export const STANDARD_ANNUAL_HOURS = 2088;
export const MAX_HOURLY_RATE = 10_000_000;

const JobGradeCode = Type.Enum(JOB_GRADE.codes as unknown as string[]);

/** A rate row; hourlyRate null + maskedYn 'Y' on USER rows for anyone without SALARY_MANAGEMENT_READ. */
export const LaborCostRate = Type.Object({
  id: Id,
  basis: LaborRateBasis.schema,
  jobGrade: Nullable(Type.String()),
  userId: Nullable(Id),
  userName: Nullable(Type.String()),
  taskActivityId: Nullable(Id),
  taskActivityName: Nullable(Type.String()),
  hourlyRate: Nullable(Type.Integer()),
  maskedYn: Yn,
  validFrom: LocalDate,
  validTo: Nullable(LocalDate),
  updatedAt: DateTime,
  updatedByName: Nullable(Type.String()),
  version: Version,
});
export type LaborCostRate = Static<typeof LaborCostRate>;
export const LaborCostRatePage = PageOf(LaborCostRate);

/** Create: basis with its key; update: hourlyRate and validity only (the key never changes). */
export const LaborCostRateBody = Type.Object({
  basis: Type.Optional(LaborRateBasis.schema),
  jobGrade: Type.Optional(Nullable(JobGradeCode)),
  userId: Type.Optional(Nullable(Id)),
  taskActivityId: Type.Optional(Nullable(Id)),
  hourlyRate: Type.Optional(Type.Integer({ minimum: -MAX_HOURLY_RATE, maximum: MAX_HOURLY_RATE })),
  validFrom: Type.Optional(LocalDate),
  validTo: Type.Optional(Nullable(LocalDate)),
  version: Type.Optional(Version),
});
export type LaborCostRateBody = Static<typeof LaborCostRateBody>;

export const LABOR_COST_RATE_SORTS = ['validFrom', 'basis', 'jobGrade', 'hourlyRate', 'updatedAt'] as const;

export const LaborCostRateListQuery = ListQuery({
  basis: OrEmpty(LaborRateBasis.schema),
  jobGrade: OrEmpty(JobGradeCode),
  userId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  taskActivityId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  /** Rows in force on this day. */
  onDate: OrEmpty(LocalDate),
});
export type LaborCostRateListQuery = Static<typeof LaborCostRateListQuery>;

export const RateLookupQuery = Type.Object({
  userId: Id,
  date: LocalDate,
  taskActivityId: Type.Optional(Type.Union([Id, Type.Literal('')])),
});
export type RateLookupQuery = Static<typeof RateLookupQuery>;

/** rateOf(user, date, activity): the rate, the rule that gave it and the grade as of the date; none → 0 + rateMissingYn. */
export const RateLookup = Type.Object({
  userId: Id,
  date: LocalDate,
  taskActivityId: Nullable(Id),
  jobGrade: Nullable(Type.String()),
  hourlyRate: Nullable(Type.Integer()),
  maskedYn: Yn,
  rule: Nullable(RateRule.schema),
  rateId: Nullable(Id),
  rateMissingYn: Yn,
});
export type RateLookup = Static<typeof RateLookup>;

// ---------------------------------------------------------------- common cost rates

export const CommonCostBasis = labelled({ LABOR_COST: '인건비', DIRECT_COST: '직접비', REVENUE: '매출', HOURS: '투입시간' }, '배부 기준');
export const COMMON_COST_BASES = CommonCostBasis.codes;
export type CommonCostBasis = (typeof COMMON_COST_BASES)[number];

const RatePctValue = Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 999 }), Type.String({ maxLength: 12 })]);

export const CommonCostRate = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  basis: CommonCostBasis.schema,
  /** Percent of the basis (HOURS: won per hour), dec(7,4). */
  ratePct: Type.Number(),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  projectTypeId: Nullable(Id),
  projectTypeName: Nullable(Type.String()),
  validFrom: LocalDate,
  validTo: Nullable(LocalDate),
  updatedAt: DateTime,
  updatedByName: Nullable(Type.String()),
  version: Version,
});
export type CommonCostRate = Static<typeof CommonCostRate>;
export const CommonCostRatePage = PageOf(CommonCostRate);

export const CommonCostRateBody = Type.Object({
  code: Type.Optional(Text(20)),
  name: Type.Optional(Text(50)),
  basis: Type.Optional(CommonCostBasis.schema),
  ratePct: Type.Optional(RatePctValue),
  deptId: Type.Optional(Nullable(Id)),
  projectTypeId: Type.Optional(Nullable(Id)),
  validFrom: Type.Optional(LocalDate),
  validTo: Type.Optional(Nullable(LocalDate)),
  version: Type.Optional(Version),
});
export type CommonCostRateBody = Static<typeof CommonCostRateBody>;

export const COMMON_COST_RATE_SORTS = ['validFrom', 'code', 'basis', 'ratePct', 'updatedAt'] as const;

export const CommonCostRateListQuery = ListQuery({
  basis: OrEmpty(CommonCostBasis.schema),
  deptId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  projectTypeId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  onDate: OrEmpty(LocalDate),
});
export type CommonCostRateListQuery = Static<typeof CommonCostRateListQuery>;

// ---------------------------------------------------------------- cost accounts

export const CostAccountCategory = labelled({ LABOR: '인건비', MATERIAL: '재료비', OUTSOURCING: '외주비', EXPENSE: '경비', OVERHEAD: '간접비' }, '분류');
export const COST_ACCOUNT_CATEGORIES = CostAccountCategory.codes;
export type CostAccountCategory = (typeof COST_ACCOUNT_CATEGORIES)[number];

export const CostAccount = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  category: CostAccountCategory.schema,
  parentId: Nullable(Id),
  parentName: Nullable(Type.String()),
  directYn: Yn,
  budgetControlYn: Yn,
  activeYn: Yn,
  sortOrder: Type.Integer(),
  updatedAt: DateTime,
  version: Version,
});
export type CostAccount = Static<typeof CostAccount>;

export const CostAccountBody = Type.Object({
  code: Type.Optional(Text(20)),
  name: Type.Optional(Text(50)),
  category: Type.Optional(CostAccountCategory.schema),
  parentId: Type.Optional(Nullable(Id)),
  directYn: Type.Optional(Yn),
  budgetControlYn: Type.Optional(Yn),
  activeYn: Type.Optional(Yn),
  sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  version: Type.Optional(Version),
});
export type CostAccountBody = Static<typeof CostAccountBody>;

export const CostAccountListQuery = Type.Object({
  category: OrEmpty(CostAccountCategory.schema),
  includeInactiveYn: Type.Optional(Yn),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type CostAccountListQuery = Static<typeof CostAccountListQuery>;
