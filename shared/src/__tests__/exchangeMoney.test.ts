import { defaultQuoteUnitOf, isStaleRate, krwAmountOf, krwSupplyOf, rateAgeDays, rateOfDay } from '../money';

describe('exchange rates (DOMAIN §6 Currency, ExchangeRate)', () => {
  it('JPY, IDR and VND are quoted per 100, everything else per 1', () => {
    expect(['JPY', 'IDR', 'VND', 'jpy', 'USD', 'EUR', 'CNY'].map(defaultQuoteUnitOf)).toEqual([100, 100, 100, 100, 1, 1, 1]);
  });

  it('krwAmount = floor(amt × rate ÷ quoteUnit): JPY 10,000 at 912.35 → 91,235원', () => {
    expect(krwAmountOf(10_000, 'JPY', 912.35, 100)).toBe(91_235n);
    expect(krwAmountOf('10000', 'JPY', '912.35', 100)).toBe(krwSupplyOf(1_000_000n, 'JPY', 9_123_500n));
    expect(krwAmountOf('1234.56', 'USD', '1350.1234', 1)).toBe(1_666_808n); // 1,666,808.3447… floored
    expect(krwAmountOf(5000, 'KRW', 1, 1)).toBe(5000n);
    expect(krwAmountOf('1.234', 'USD', 1350, 1)).toBeNull();
    expect(krwAmountOf(1, 'USD', '1.23456', 1)).toBeNull();
    expect(krwSupplyOf(100_000n, 'VND', 55_000n)).toBe(55n); // 1,000.00 VND at 5.5원 per 100: VND is quoted per 100 too
  });

  it('the rate of a day is the latest on or before it, stale when more than 7 days old', () => {
    const rates = [
      { rateDate: '2026-03-02', rate: 1 },
      { rateDate: '2026-03-10', rate: 2 },
      { rateDate: '2026-03-06', rate: 3 },
    ];
    expect(rateOfDay(rates, '2026-03-01')).toBeNull();
    expect(rateOfDay(rates, '2026-03-02')?.rate).toBe(1);
    expect(rateOfDay(rates, '2026-03-09')?.rate).toBe(3);
    expect(rateOfDay(rates, '2026-04-01')?.rate).toBe(2);
    expect(rateAgeDays('2026-02-27', '2026-03-02')).toBe(3);
    expect(isStaleRate('2026-03-02', '2026-03-09')).toBe(false);
    expect(isStaleRate('2026-03-02', '2026-03-10')).toBe(true);
  });
});
