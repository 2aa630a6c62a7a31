import { queryOptions } from '@tanstack/react-query';
import { type PlanDimension, salesPlanApi } from './salesPlanApi';

/** The year's plan grid per department, person or segment, with its actuals. */
export const salesPlanGridQuery = (year: number, dimension: PlanDimension) =>
  queryOptions({ queryKey: ['sales-plan', 'grid', year, dimension], queryFn: () => salesPlanApi.grid(year, dimension) });
