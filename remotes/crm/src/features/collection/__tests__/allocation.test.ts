import { API_MESSAGES } from '@dure/shared/messages';
import { allocationBody, checkAllocations, oldestFirst } from '../model/allocation';

const open = [
  { id: 3, dueDate: '2026-03-10', balance: 500_000 },
  { id: 1, dueDate: '2026-01-31', balance: 200_000 },
  { id: 2, dueDate: '2026-01-31', balance: 300_000 },
];

describe('collection allocation', () => {
  test('default: oldest due first, ties by id, each up to its balance; the rest is advance', () => {
    expect(oldestFirst(open, 350_000)).toEqual({ 1: 200_000, 2: 150_000 });
    expect(oldestFirst(open, 2_000_000)).toEqual({ 1: 200_000, 2: 300_000, 3: 500_000 });
    expect(checkAllocations(open, 2_000_000, oldestFirst(open, 2_000_000)).advance).toBe(1_000_000);
    expect(oldestFirst(open, 0)).toEqual({});
    expect(oldestFirst([{ id: 9, dueDate: '2026-01-01', balance: 0 }], 100)).toEqual({});
  });

  test('Σ allocations may not exceed the amount; a row may not exceed its balance or go negative', () => {
    const over = checkAllocations(open, 100_000, { 1: 60_000, 2: 50_000 });
    expect(over.total).toBe(API_MESSAGES.collectionAllocationExceeds);
    expect(over.ok).toBe(false);
    const row = checkAllocations(open, 1_000_000, { 1: 200_001, 3: -1 });
    expect(row.rows).toEqual({ 1: API_MESSAGES.collectionAllocationBalance, 3: API_MESSAGES.collectionAllocationBalance });
    const fine = checkAllocations(open, 1_000_000, { 3: 400_000 });
    expect(fine).toMatchObject({ ok: true, allocated: 400_000, advance: 600_000 });
  });

  test('the body lists non-zero allocations only', () => {
    expect(allocationBody(open, { 1: 0, 2: 10, 3: 5 })).toEqual([
      { receivableId: 3, amount: 5 },
      { receivableId: 2, amount: 10 },
    ]);
  });
});
