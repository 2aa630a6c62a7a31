import { Value } from 'typebox/value';
import { Currency, deliveryStatus, lineAmount, orderProgress, orderTotals, remainingQty } from '../money';

// The sales order money rules of DOMAIN §4 SalesOrder: the api stores these figures and the order form
// shows them live, from this one implementation.

describe('sales order amounts', () => {
  it('truncates qty × unit price × (100 − discount) ÷ 100 to whole won', () => {
    expect(lineAmount(10, 123_456, 5)).toBe(1_172_832);
    expect(lineAmount(1.5, 999, 33.33)).toBe(999);
    expect(lineAmount(3, 33_333, 0)).toBe(99_999);
  });

  it('reads the numeric text the database holds as the number a form sends', () => {
    expect(lineAmount('10.00', 123_456, '5.00')).toBe(lineAmount(10, 123_456, 5));
  });

  it('counts a line without quantity or price as 0 while it is being typed, and holds the discount to 0–100', () => {
    expect(lineAmount(null, 1000, 0)).toBe(0);
    expect(lineAmount(2, undefined, 0)).toBe(0);
    expect(lineAmount(2, 1000, 150)).toBe(0);
    expect(lineAmount(2, 1000, -5)).toBe(2000);
  });

  it('VAT is floor(10%) of the supply and the total adds both', () => {
    expect(orderTotals([lineAmount(10, 123_456, 5), lineAmount(3, 33_333, 0)])).toEqual({ supplyAmount: 1_272_831, vatAmount: 127_283, totalAmount: 1_400_114 });
  });
});

describe('sales order progress', () => {
  it('weighs delivery by price, never counts more than ordered, and truncates to 1 decimal', () => {
    const lines = [
      { qty: 10, unitPrice: 100, deliveredQty: 5, billedAmount: 0 },
      { qty: 2, unitPrice: 1000, deliveredQty: 3, billedAmount: 500 },
    ];
    // (5×100 + 2×1000) ÷ (10×100 + 2×1000) = 2500 ÷ 3000; billed 500 ÷ 3000
    expect(orderProgress(lines, 3000)).toEqual({ perDelivered: 83.3, perBilled: 16.6 });
  });

  it('is 0 with nothing to deliver or bill and stops billing at 100', () => {
    expect(orderProgress([], 0)).toEqual({ perDelivered: 0, perBilled: 0 });
    expect(orderProgress([{ qty: 1, unitPrice: 100, deliveredQty: 1, billedAmount: 150 }], 100).perBilled).toBe(100);
  });

  it('moves a confirmed order to partially delivered, then delivered, by the recorded quantities', () => {
    expect(deliveryStatus([{ qty: '2.00', deliveredQty: '0.00' }])).toBe('CONFIRMED');
    expect(deliveryStatus([{ qty: 2, deliveredQty: 1.5 }, { qty: 1, deliveredQty: 1 }])).toBe('PARTIALLY_DELIVERED');
    expect(deliveryStatus([{ qty: 2, deliveredQty: 2 }, { qty: 1, deliveredQty: 1 }])).toBe('DELIVERED');
  });

  it('what is left to ship never goes below zero and keeps two decimals', () => {
    expect(remainingQty({ qty: 10, deliveredQty: 4 })).toBe(6);
    expect(remainingQty({ qty: 1.1, deliveredQty: 0.3 })).toBe(0.8);
    expect(remainingQty({ qty: 2, deliveredQty: 3 })).toBe(0);
  });
});

describe('currencies', () => {
  it('one list for every screen and the api schema, each with its Korean name', () => {
    expect(Currency.codes).toEqual(['KRW', 'USD', 'EUR', 'JPY', 'CNY', 'GBP']);
    expect(Currency.labels.JPY).toBe('JPY 일본 엔 (100엔당)');
    expect(Value.Check(Currency.schema, 'GBP')).toBe(true);
    expect(Value.Check(Currency.schema, 'XYZ')).toBe(false);
  });
});
