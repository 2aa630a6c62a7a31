// What other features of the cost remote use of 직접비: the query key an executed cost execution marks stale.
export { DIRECT_COST_KEY } from './api/directCostQueries';
