import type { PickedCustomer } from '../../contracts/crm/customer';
import { http } from '../../http/client';
import { query, result } from './result';

export type { PickedCustomer } from '../../contracts/crm/customer';

/** GET /api/customer/picker?keyword=&size= — customers by name, number or business number, open to every signed-in user. */
export function searchCustomers(keyword: string, size: number): Promise<PickedCustomer[]> {
  return result(http.get('api/customer/picker', { searchParams: query({ keyword, size }) }));
}

/** One customer as the picker names it, by id (undefined when it is gone or merged). */
export async function customerById(id: number): Promise<PickedCustomer | undefined> {
  const [found] = await result<PickedCustomer[]>(http.get('api/customer/picker', { searchParams: query({ id, size: 1 }) }));
  return found;
}
