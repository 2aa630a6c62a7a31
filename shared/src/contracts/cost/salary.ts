import { type Static, Type } from 'typebox';
import { DateTime, Id, ListQuery, Nullable, OrEmpty, PageOf, Version, Yn } from '../common';
import { YearMonth } from './costPeriod';

/** 급여 관리 (DOMAIN §6 Salary, /salary/management): monthly personnel cost by person, uploaded from payroll. */

/** The amounts a payroll row carries, in upload order; totalCost = their sum (∑, server-side). */
export const SALARY_AMOUNT_FIELDS = ['basePay', 'allowances', 'overtimePay', 'bonus', 'employerInsurance', 'severanceAccrual'] as const;
export type SalaryAmountField = (typeof SALARY_AMOUNT_FIELDS)[number];

/** Korean labels of the amounts (screens, export, history, upload headers). */
export const SALARY_AMOUNT_LABELS: Readonly<Record<SalaryAmountField, string>> = {
  basePay: '기본급',
  allowances: '수당',
  overtimePay: '연장근로수당',
  bonus: '상여',
  employerInsurance: '4대보험 회사부담',
  severanceAccrual: '퇴직급여충당',
};

/** Largest amount one field accepts (won): far beyond any monthly pay, well inside a bigint and a JS safe integer. */
export const MAX_SALARY_AMOUNT = 10_000_000_000;
/** Upload limit: data rows of the first sheet (the file itself: 5 MB, as every import). */
export const SALARY_UPLOAD_MAX_ROWS = 1_000;

/** Header of each upload column (the template's, in its order): the person by 사번 or 아이디 (either column), the month, the amounts. */
export const SALARY_UPLOAD_HEADERS = { employeeNo: '사번', username: '아이디', ym: '귀속월', ...SALARY_AMOUNT_LABELS } as const;
export type SalaryUploadField = keyof typeof SALARY_UPLOAD_HEADERS;

const Won = Type.Integer({ minimum: 0, maximum: MAX_SALARY_AMOUNT });
const MaskedWon = Nullable(Won);
/** The six amounts and their total as a viewer may see them: null without SALARY_MANAGEMENT_READ. */
const maskedAmounts = Object.fromEntries([...SALARY_AMOUNT_FIELDS, 'totalCost'].map((f) => [f, MaskedWon])) as Record<SalaryAmountField | 'totalCost', typeof MaskedWon>;

/** A salary row; every amount and totalCost are null with maskedYn 'Y' for anyone without SALARY_MANAGEMENT_READ. */
export const Salary = Type.Object({
  id: Id,
  userId: Id,
  userName: Type.String(),
  username: Type.String(),
  employeeNo: Nullable(Type.String()),
  deptId: Nullable(Id),
  deptName: Nullable(Type.String()),
  ym: YearMonth,
  ...maskedAmounts,
  maskedYn: Yn,
  /** The month is CLOSED: nothing changes until it is reopened. */
  lockedYn: Yn,
  updatedAt: DateTime,
  updatedByName: Nullable(Type.String()),
  version: Version,
});
export type Salary = Static<typeof Salary>;

/** Σ of every row the filters match (not only the page); null when masked. */
/** A sum of many rows is not held to one row's limit (the whole company's two years pass ten billion won). */
const MaskedSum = Nullable(Type.Integer({ minimum: 0 }));
export const SalaryTotals = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  ...(Object.fromEntries([...SALARY_AMOUNT_FIELDS, 'totalCost'].map((f) => [f, MaskedSum])) as Record<SalaryAmountField | 'totalCost', typeof MaskedSum>),
  maskedYn: Yn,
});
export type SalaryTotals = Static<typeof SalaryTotals>;

export const SalaryPage = Type.Object({ ...PageOf(Salary).properties, totals: SalaryTotals });
export type SalaryPage = Static<typeof SalaryPage>;

/** Edit one row: its amounts (the person and month never change); severanceAccrual blank → (basePay+allowances+overtimePay+bonus) ÷ 12, floored. */
export const SalaryBody = Type.Object({
  basePay: Won,
  allowances: Won,
  overtimePay: Won,
  bonus: Won,
  employerInsurance: Won,
  severanceAccrual: Type.Optional(Nullable(Won)),
  version: Version,
});
export type SalaryBody = Static<typeof SalaryBody>;

export const SALARY_SORTS = ['ym', 'userName', 'deptName', 'basePay', 'totalCost', 'updatedAt'] as const;

export const SalaryListQuery = ListQuery({
  fromYm: OrEmpty(YearMonth),
  toYm: OrEmpty(YearMonth),
  deptId: Type.Optional(Type.Union([Id, Type.Literal('')])),
  includeSubDeptYn: OrEmpty(Yn),
  userId: Type.Optional(Type.Union([Id, Type.Literal('')])),
});
export type SalaryListQuery = Static<typeof SalaryListQuery>;

/** One row of an uploaded payroll sheet as the preview shows it. */
export const SalaryUploadRow = Type.Object({
  /** Row number in the sheet (the header is row 1). */
  rowNo: Type.Integer({ minimum: 2 }),
  /** The cells as written, by field: userKey, ym and the amounts. */
  values: Type.Record(Type.String(), Type.String()),
  /** Korean message by field; empty when the row will be saved. */
  errors: Type.Record(Type.String(), Type.String()),
  userId: Nullable(Id),
  userName: Nullable(Type.String()),
  ym: Nullable(YearMonth),
  /** Parsed amounts (severanceAccrual filled in when blank) and their total; null on a row with errors. */
  amounts: Nullable(Type.Object({ basePay: Won, allowances: Won, overtimePay: Won, bonus: Won, employerInsurance: Won, severanceAccrual: Won, totalCost: Type.Integer({ minimum: 0 }) })),
  /** A saved row of this person and month exists: saving replaces it. */
  replacesYn: Yn,
});
export type SalaryUploadRow = Static<typeof SalaryUploadRow>;

export const SalaryUploadPreview = Type.Object({
  rows: Type.Array(SalaryUploadRow),
  counts: Type.Object({ valid: Type.Integer(), error: Type.Integer(), replaces: Type.Integer() }),
});
export type SalaryUploadPreview = Static<typeof SalaryUploadPreview>;

export const SalaryUploadResult = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  skipped: Type.Integer(),
  /** The rows not saved, with their errors. */
  rejected: Type.Array(SalaryUploadRow),
});
export type SalaryUploadResult = Static<typeof SalaryUploadResult>;
