import { API_MESSAGES } from '@dure/shared/messages';
import type { Executor } from '../../../db/database';
import { stateConflict, validationError } from '../../../lib/httpErrors';
import { fill } from '../../../lib/messages';
import { closedMonthsAmong, firstClosedFrom, monthOf } from '../costPeriod/months';

/**
 * "Not inside a closed month" (DOMAIN §6): a rate write changes the rates in force from `date` on, so it is refused
 * (400 on `field`) when a CLOSED CostPeriod lies in the month of `date` or after it. Months close in order and only
 * the last closed month reopens, so the closed months are always the past before the first open one.
 */
export async function assertNotInClosedMonth(tx: Executor, date: string, field: string): Promise<void> {
  const closed = await firstClosedFrom(tx, monthOf(date));
  if (closed) throw validationError({ [field]: fill(API_MESSAGES.monthClosedRate, { ym: closed }) });
}

/**
 * The CostPeriod lock of a record's month (DOMAIN §6: CLOSED locks WorkLog, DirectCost, CostExecution …): 409 naming
 * the first CLOSED month among `months`, with `template`'s `{ym}` filled. The months are read FOR SHARE (closedMonthsAmong).
 */
export async function refuseClosedMonths(tx: Executor, months: readonly string[], template: string): Promise<void> {
  const [closed] = await closedMonthsAmong(tx, months);
  if (closed) throw stateConflict(fill(template, { ym: closed }));
}
