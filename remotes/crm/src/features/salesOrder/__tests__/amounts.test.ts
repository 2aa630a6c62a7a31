import { lineAmount, orderTotals, remainingQty } from '../api/amounts';

describe('order amounts (DOMAIN §4 SalesOrder)', () => {
  it('truncates qty × unit price × (100 − discount) ÷ 100 to whole won', () => {
    expect(lineAmount(10, 123_456, 5)).toBe(1_172_832);
    expect(lineAmount(1.5, 999, 33.33)).toBe(999);
    expect(lineAmount(3, 33_333, 0)).toBe(99_999);
  });

  it('counts a line without quantity or price as 0 while it is being typed', () => {
    expect(lineAmount(null, 1000, 0)).toBe(0);
    expect(lineAmount(2, undefined, 0)).toBe(0);
  });

  it('VAT is floor(10%) of the supply and the total adds both', () => {
    expect(orderTotals([{ qty: 10, unitPrice: 123_456, discountPct: 5 }, { qty: 3, unitPrice: 33_333 }])).toEqual({ supplyAmount: 1_272_831, vatAmount: 127_283, totalAmount: 1_400_114 });
  });

  it('what is left to ship never goes below zero and keeps two decimals', () => {
    expect(remainingQty({ qty: 10, deliveredQty: 4 })).toBe(6);
    expect(remainingQty({ qty: 1.1, deliveredQty: 0.3 })).toBe(0.8);
    expect(remainingQty({ qty: 2, deliveredQty: 2 })).toBe(0);
  });
});
