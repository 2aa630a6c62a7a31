// What other features of the cost remote use of 원가 마감: the 월 마감 tab of /cost/management and its first query.
export { CostCloseTab } from './components/CostCloseTab';
export { periodListQuery, yearOf } from './api/costPeriodQueries';
