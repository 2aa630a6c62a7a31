import type { AnalysisDimension, BondDashboardQuery, DashboardCommonQuery, LeadDashboardQuery, SalesAnalysisQuery, SalesDashboardQuery, SalesDimension } from '@dure/shared/contracts/crm/dashboard';
import { ANALYSIS_DIMENSION, SALES_DIMENSION } from '@dure/shared/contracts/crm/dashboard';
import { AGING_BUCKET, type ReceivableListQuery } from '@dure/shared/contracts/crm/receivable';
import { periodFields } from '@dure/shared/dashboard';
import { type ListField, type ListFields, type ListStateOf, defineListState, id, number, text, yn } from '@dure/shared/list-state';

/*
 * Each dashboard's filters in the address (one codec with the lists: defaults left out, so a plain
 * dashboard has a plain address and a shared link or the back button restores the view).
 */

/** One code out of `codes`; anything else in the address is the default. */
function choice<T extends string>(codes: readonly T[]): ListField<T | undefined>;
function choice<T extends string>(codes: readonly T[], initial: T): ListField<T>;
function choice<T extends string>(codes: readonly T[], initial?: T): ListField<T | undefined> {
  return { kind: 'text', initial, encode: (value) => value, decode: (raw) => (codes.includes(raw as T) ? (raw as T) : initial) };
}

/** The filters every dashboard shares (DOMAIN §10 "Common"). */
const common = () => ({ ...periodFields(), ownerUserId: id() });
// Dashboards have no order of their own; the bond dashboard's receivables take theirs.
const unsorted = { initial: 'id,asc', fields: ['id'] };

type CommonFilters = Pick<DashboardCommonQuery, 'deptId' | 'ownerUserId'> & { fromYm: string; toYm: string };
const commonQuery = (state: CommonFilters): DashboardCommonQuery => ({ fromYm: state.fromYm, toYm: state.toYm, deptId: state.deptId, ownerUserId: state.ownerUserId });

const define = <F extends ListFields>(fields: F, sort = unsorted, sizes?: readonly number[]) => defineListState({ fields: { ...common(), ...fields }, sort, sizes });

export const leadFilters = define({ source: text(), segmentId: id() });
export const leadQuery = (state: ListStateOf<typeof leadFilters>): LeadDashboardQuery => ({ ...commonQuery(state), source: state.source, segmentId: state.segmentId });

export const salesFilters = define({ dimension: choice<SalesDimension>(SALES_DIMENSION.codes, 'DEPT') });
export const salesQuery = (state: ListStateOf<typeof salesFilters>): SalesDashboardQuery => ({ ...commonQuery(state), dimension: state.dimension });

export const analysisFilters = define({ dimension: choice<AnalysisDimension>(ANALYSIS_DIMENSION.codes, 'INDUSTRY'), compareYear: number() });
export const analysisQuery = (state: ListStateOf<typeof analysisFilters>): SalesAnalysisQuery => ({ ...commonQuery(state), dimension: state.dimension, compareYear: state.compareYear });

/**
 * The bond dashboard's filters and the page of its receivable list; `view=receivables` is where a
 * figure's drill-down lands.
 */
export const bondFilters = define(
  { customerId: id(), bucket: choice(AGING_BUCKET.codes), overdueYn: yn(), view: text() },
  { initial: 'dueDate,asc', fields: ['dueDate'] },
  [10],
);
export type BondFilters = ListStateOf<typeof bondFilters>;
export const bondQuery = (state: BondFilters): BondDashboardQuery => ({ ...commonQuery(state), customerId: state.customerId, bucket: state.bucket });

export type ReceivablePageQuery = ReceivableListQuery & { page: number; size: number };

/** The open receivables behind the bond figures, oldest due first. */
export const receivableQuery = (state: BondFilters): ReceivablePageQuery => ({
  page: state.page,
  size: state.size,
  sort: state.sort,
  openYn: 'Y',
  customerId: state.customerId,
  bucketList: state.bucket,
  overdueYn: state.overdueYn === undefined ? undefined : state.overdueYn ? 'Y' : 'N',
});
