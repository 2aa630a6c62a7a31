import type { Executor } from '../../../db/database';

/**
 * HOOK — "not inside a closed month" (DOMAIN §6: a rate's validity never starts inside a CLOSED CostPeriod).
 *
 * CostPeriod (the monthly close) does not exist yet, so nothing can be closed and this check passes every date.
 * When the close lands, this function must refuse (400, validFrom) any date whose month is CLOSED; every rate
 * write already calls it with the first day it would change.
 */
export async function assertNotInClosedMonth(_tx: Executor, _date: string, _field: string): Promise<void> {
  // Intentionally no check until CostPeriod exists (see above). Do not fake it.
}
