// What other features of the cost remote use of 직접비: the query key an executed cost execution marks stale.
export { DIRECT_COST_KEY } from './api/directCostQueries';
// The month range filter the cost lists share (프로젝트 손익 too).
export { MonthRangeFilter } from './components/MonthRangeFilter';
