import { queryOptions } from '@tanstack/react-query';
import { salesOrderApi } from './salesOrderApi';

/** Every sales order list's key (the list page caches its pages under it): writes mark them all stale. */
export const SALES_ORDER_LISTS_KEY = ['salesOrder', 'list'] as const;

/** One sales order with its lines and deliveries. */
export const salesOrderDetailQuery = (id: number) => queryOptions({ queryKey: ['salesOrder', 'detail', id], queryFn: () => salesOrderApi.get(id) });
