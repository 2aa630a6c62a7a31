import type { RateOfDay } from '../../contracts/cost/currency';
import { http } from '../../http/client';
import { result } from './result';

export type { RateOfDay } from '../../contracts/cost/currency';

/** GET /api/exchange-rate/of-day — the 매매기준율 in force on `date` (the latest on or before it; staleYn past 7 days). Any signed-in user. */
export function fetchRateOfDay(currency: string, date: string): Promise<RateOfDay> {
  return result(http.get('api/exchange-rate/of-day', { searchParams: { currency, date } }));
}
