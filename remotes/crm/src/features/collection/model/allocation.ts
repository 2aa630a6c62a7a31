import { API_MESSAGES } from '@dure/shared/messages';

/** An open receivable a collection can be allocated to (its balance as of today). */
export type OpenReceivable = { id: number; dueDate: string; balance: number };

/** receivableId → amount allocated. */
export type Allocations = Record<number, number>;

/**
 * The default allocation (DOMAIN §4 Collection): the amount to the open receivables, oldest due date first
 * (then lowest id, as the server does), each up to its balance; what is left stays 선수금.
 */
export function oldestFirst(receivables: readonly OpenReceivable[], amount: number): Allocations {
  const out: Allocations = {};
  let left = Math.max(0, Math.trunc(amount || 0));
  const ordered = [...receivables].filter((r) => r.balance > 0).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  for (const r of ordered) {
    if (left <= 0) break;
    const part = Math.min(left, r.balance);
    out[r.id] = part;
    left -= part;
  }
  return out;
}

export type AllocationCheck = {
  allocated: number;
  /** 선수금: the part of the amount not allocated (never negative). */
  advance: number;
  /** A message per receivable whose amount is negative, fractional or over its balance. */
  rows: Record<number, string>;
  /** Set when Σ allocations exceed the amount. */
  total: string | null;
  ok: boolean;
};

/** Checks allocations as the server does: each 0…balance in whole won, Σ ≤ amount. */
export function checkAllocations(receivables: readonly OpenReceivable[], amount: number, allocations: Allocations): AllocationCheck {
  const rows: Record<number, string> = {};
  let allocated = 0;
  for (const r of receivables) {
    const value = allocations[r.id] ?? 0;
    if (!Number.isInteger(value) || value < 0 || value > r.balance) rows[r.id] = API_MESSAGES.collectionAllocationBalance;
    else allocated += value;
  }
  const total = allocated > (amount || 0) ? API_MESSAGES.collectionAllocationExceeds : null;
  return { allocated, advance: Math.max(0, (amount || 0) - allocated), rows, total, ok: total === null && Object.keys(rows).length === 0 };
}

/** What the api takes: the non-zero allocations in the receivables' order. */
export function allocationBody(receivables: readonly OpenReceivable[], allocations: Allocations): { receivableId: number; amount: number }[] {
  return receivables.filter((r) => (allocations[r.id] ?? 0) > 0).map((r) => ({ receivableId: r.id, amount: allocations[r.id] }));
}
