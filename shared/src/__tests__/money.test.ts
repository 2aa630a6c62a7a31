import {
  CURRENCY_CODES,
  MAX_TERMS,
  type TermInput,
  contractTotals,
  fromMinor,
  isCurrency,
  itemSupply,
  itemTotals,
  krwSupplyOf,
  lineSupply,
  lineTax,
  monthlyDueDates,
  planTerms,
  termAmounts,
  toFixedInt,
  toMinor,
  totalsOf,
  vatOf,
} from '../money';

// The money rules of DOMAIN §1.2 / §4, tested once here: the api (contract, lead, tax invoice, seeds)
// and the crm screens all run this code.

const period = { startDate: '2025-01-01', endDate: '2025-12-31' };
const on = (over: Partial<TermInput>): TermInput => ({ name: '잔금', dueType: 'ON_SIGN', ...over });

describe('amounts as minor units', () => {
  it('reads KRW as whole won and foreign amounts as cents, from text or a number', () => {
    expect(toMinor('1000', 'KRW')).toBe(1000n);
    expect(toMinor(1_234_567, 'KRW')).toBe(1_234_567n);
    expect(toMinor('1234.56', 'USD')).toBe(123_456n);
    expect(toMinor('1000.5', 'USD')).toBe(100_050n);
    expect(toMinor(1000.5, 'USD')).toBe(100_050n);
    expect(toMinor('  7 ', 'EUR')).toBe(700n);
    expect(toMinor('10000', 'JPY')).toBe(1_000_000n);
  });

  it('parses a number by its decimal digits, never by multiplying the float', () => {
    // 4.35 × 100 = 434.99999999999994 and 1.15 × 100 = 114.99999999999999 as floats.
    expect(toMinor(4.35, 'USD')).toBe(435n);
    expect(toMinor(1.15, 'USD')).toBe(115n);
    expect(toMinor(0.29, 'USD')).toBe(29n);
  });

  it('refuses what the server refuses: finer than the currency, negative, not a plain decimal, too long', () => {
    expect(toMinor('1.234', 'USD')).toBeNull();
    expect(toMinor(1.005, 'USD')).toBeNull();
    expect(toMinor('1.5', 'KRW')).toBeNull();
    expect(toMinor(10.5, 'KRW')).toBeNull();
    expect(toMinor(-1, 'KRW')).toBeNull();
    expect(toMinor('-1.00', 'USD')).toBeNull();
    expect(toMinor('1,000', 'KRW')).toBeNull();
    expect(toMinor('1e8', 'KRW')).toBeNull();
    expect(toMinor(1e21, 'KRW')).toBeNull();
    expect(toMinor(Number.NaN, 'KRW')).toBeNull();
    expect(toMinor('', 'KRW')).toBeNull();
    expect(toMinor('1234567890123456', 'KRW')).toBeNull();
    expect(toMinor('123456789012345', 'KRW')).toBe(123_456_789_012_345n);
  });

  it('writes minor units back as the stored decimal text', () => {
    expect(fromMinor(100_050n, 'USD')).toBe('1000.50');
    expect(fromMinor(5n, 'USD')).toBe('0.05');
    expect(fromMinor(-5n, 'USD')).toBe('-0.05');
    expect(fromMinor(1_234_567n, 'KRW')).toBe('1234567');
    expect(Number(fromMinor(toMinor(1000.5, 'USD')!, 'USD'))).toBe(1000.5);
  });

  it('reads rates as fixed-point integers: exchange rate in ten-thousandths, percent in hundredths', () => {
    expect(toFixedInt('1350.5678', 4)).toBe(13_505_678n);
    expect(toFixedInt(1350.5, 4)).toBe(13_505_000n);
    expect(toFixedInt(920.1234, 4)).toBe(9_201_234n);
    expect(toFixedInt(33.33, 2)).toBe(3333n);
    expect(toFixedInt('100', 2)).toBe(10_000n);
    expect(toFixedInt('1350.12345', 4)).toBeNull();
    expect(toFixedInt(33.333, 2)).toBeNull();
    expect(toFixedInt('123456789', 4)).toBeNull();
    expect(toFixedInt('', 2)).toBeNull();
    expect(toFixedInt('-1', 2)).toBeNull();
  });

  it('knows the contract currencies', () => {
    expect(CURRENCY_CODES).toEqual(['KRW', 'USD', 'EUR', 'JPY', 'CNY', 'GBP']);
    expect(isCurrency('JPY')).toBe(true);
    expect(isCurrency('XYZ')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
  });
});

describe('VAT: 10 % of the supply, truncated toward zero, only when TAXABLE', () => {
  it('truncates to whole won', () => {
    expect(vatOf(1_234_567n, 'TAXABLE')).toBe(123_456n);
    expect(vatOf(9n, 'TAXABLE')).toBe(0n);
    expect(vatOf(0n, 'TAXABLE')).toBe(0n);
  });

  it('a minus line gets exactly the minus of its plus line (toward zero, not floor)', () => {
    expect(vatOf(-12_345n, 'TAXABLE')).toBe(-1_234n);
    expect(vatOf(-9n, 'TAXABLE')).toBe(0n);
    expect(lineTax('TAXABLE', -12_345)).toBe(-1_234);
    expect(lineTax('TAXABLE', -9)).toBe(0);
  });

  it('none when zero-rated or exempt', () => {
    expect(vatOf(1_234_567n, 'ZERO_RATED')).toBe(0n);
    expect(vatOf(1_234_567n, 'EXEMPT')).toBe(0n);
    expect(lineTax('ZERO_RATED', 12_345)).toBe(0);
    expect(lineTax('EXEMPT', -12_345)).toBe(0);
  });

  it('on a number: per tax invoice line, nothing while the supply is missing', () => {
    expect(lineTax('TAXABLE', 12_345)).toBe(1_234);
    expect(lineTax('TAXABLE', 9)).toBe(0);
    expect(lineTax('TAXABLE', 0)).toBe(0);
    expect(lineTax('TAXABLE', null)).toBe(0);
    expect(lineTax('TAXABLE', undefined)).toBe(0);
    expect(lineTax('TAXABLE', Number.NaN)).toBe(0);
    expect(lineTax('TAXABLE', 999_999_999_999_999)).toBe(99_999_999_999_999);
  });

  it('is the rule the tax invoice lines always had: sign × floor(|supply| × 10 ÷ 100)', () => {
    for (let supply = -2_050; supply <= 2_050; supply += 7) {
      const before = Math.sign(supply) * Math.floor((Math.abs(supply) * 10) / 100);
      // (The old float form gave -0 for a minus line under 10 won, shown as "-0원"; now it is 0.)
      expect(lineTax('TAXABLE', supply)).toBe(before === 0 ? 0 : before);
    }
  });
});

describe('contract amounts', () => {
  it('KRW: the supply itself, VAT truncated, total = supply + VAT', () => {
    expect(contractTotals(1_234_567n, 'KRW', null, 'TAXABLE')).toEqual({ krwSupply: 1_234_567n, vat: 123_456n, total: 1_358_023n });
    expect(contractTotals(1_000n, 'KRW', null, 'EXEMPT')).toEqual({ krwSupply: 1_000n, vat: 0n, total: 1_000n });
  });

  it('foreign: krw = floor(amt × rate ÷ quoteUnit) from cents and the rate in ten-thousandths', () => {
    // 1234.56 × 1350.5678 = 1,667,356.98…
    expect(krwSupplyOf(toMinor('1234.56', 'USD')!, 'USD', 13_505_678n)).toBe(1_667_356n);
    // 1000.50 × 1350.5 = 1,351,175.25
    expect(contractTotals(toMinor(1000.5, 'USD')!, 'USD', toFixedInt(1350.5, 4), 'ZERO_RATED')).toEqual({ krwSupply: 1_351_175n, vat: 0n, total: 1_351_175n });
    // Foreign cents count: 0.99 USD × 1000 = 990 원.
    expect(krwSupplyOf(toMinor('0.99', 'USD')!, 'USD', toFixedInt(1000, 4))).toBe(990n);
  });

  it('JPY is quoted per 100 yen', () => {
    // 10,000 ¥ at 920.1234 원 per 100 ¥ = 92,012.34 원
    expect(krwSupplyOf(toMinor('10000', 'JPY')!, 'JPY', 9_201_234n)).toBe(92_012n);
    expect(contractTotals(toMinor(10_000, 'JPY')!, 'JPY', toFixedInt(920.1234, 4), 'TAXABLE')).toEqual({ krwSupply: 92_012n, vat: 9_201n, total: 101_213n });
    expect(krwSupplyOf(toMinor('10000', 'CNY')!, 'CNY', toFixedInt('190.5', 4))).toBe(1_905_000n);
  });

  it('no rate gives no KRW supply', () => {
    expect(krwSupplyOf(100n, 'USD', null)).toBe(0n);
  });
});

describe('payment terms', () => {
  it('rates floor and the last line takes the rounding; the sum equals the supply exactly', () => {
    const lines = [on({ name: 'a', rate: 33.33 }), on({ name: 'b', rate: 33.33 }), on({ name: 'c', rate: 33.34 })];
    const { terms, problems } = planTerms(lines, { supplyMinor: 1_000_001n, currency: 'KRW', ...period });
    expect(problems).toEqual([]);
    expect(terms.map((x) => x.amountMinor)).toEqual([333_300n, 333_300n, 333_401n]);
    expect(terms.map((x) => x.rate100)).toEqual([3333n, 3333n, 3334n]);
    expect(termAmounts(lines, 1_000_001n, 'KRW')).toEqual({
      lines: [
        { rate100: 3333n, amountMinor: 333_300n },
        { rate100: 3333n, amountMinor: 333_300n },
        { rate100: 3334n, amountMinor: 333_401n },
      ],
      sumMinor: 1_000_001n,
    });
  });

  it('the last line takes the rounding even when it is a fixed amount; rounding is less than one unit per rate line', () => {
    const { terms, problems } = planTerms([on({ name: 'a', rate: 33.33 }), on({ name: 'b', rate: 33.33 }), on({ name: 'c', amount: 334 })], { supplyMinor: 1_001n, currency: 'KRW', ...period });
    expect(problems).toEqual([]);
    // floor(1001 × 0.3333) = 333 twice, + 334 = 1000: the last line takes the 1 left.
    expect(terms.map((x) => x.amountMinor)).toEqual([333n, 333n, 335n]);
  });

  it('a sum off by more than rounding is refused with both figures', () => {
    expect(planTerms([on({ name: 'a', amount: 500 })], { supplyMinor: 1000n, currency: 'KRW', ...period }).problems).toEqual([{ kind: 'sum', sumMinor: 500n, supplyMinor: 1000n }]);
    expect(planTerms([on({ name: 'a', rate: 30 })], { supplyMinor: 100_000_000n, currency: 'KRW', ...period }).problems).toEqual([{ kind: 'sum', sumMinor: 30_000_000n, supplyMinor: 100_000_000n }]);
    // Fixed amounts leave no rounding to take: one won short is a real difference.
    expect(planTerms([on({ name: 'a', amount: 500 }), on({ name: 'b', amount: 499 })], { supplyMinor: 1000n, currency: 'KRW', ...period }).problems[0].kind).toBe('sum');
    // More than the supply is never rounding.
    expect(termAmounts([on({ amount: 120 })], 100n, 'KRW').sumMinor).toBe(120n);
  });

  it('mixes amounts and rates; foreign amounts keep cents', () => {
    const { terms, problems } = planTerms([on({ name: '선급', amount: 100.25 }), on({ name: '잔금', amount: '900.25' })], { supplyMinor: toMinor(1000.5, 'USD')!, currency: 'USD', ...period });
    expect(problems).toEqual([]);
    expect(terms.map((x) => fromMinor(x.amountMinor, 'USD'))).toEqual(['100.25', '900.25']);
    // 10 % of 1000.05 USD = 100.005 → 100.00; the last line takes the cent.
    const rated = planTerms([on({ name: '선급', rate: 10 }), on({ name: '잔금', rate: 90 })], { supplyMinor: toMinor('1000.05', 'USD')!, currency: 'USD', ...period });
    expect(rated.terms.map((x) => fromMinor(x.amountMinor, 'USD'))).toEqual(['100.00', '900.05']);
  });

  it('each line needs exactly one valid value: 0 < rate ≤ 100 (2 decimals), amount > 0 in the currency precision', () => {
    const value = (line: Partial<TermInput>, currency = 'KRW') => planTerms([on(line)], { supplyMinor: 1000n, currency, ...period }).problems;
    for (const bad of [{}, { rate: 50, amount: 500 }, { rate: 0 }, { rate: 100.01 }, { rate: 33.333 }, { amount: 0 }, { amount: -5 }, { amount: 10.5 }, { rate: '  ' }, { amount: 'abc' }]) {
      expect(value(bad)).toEqual([{ kind: 'value', seq: 1 }]);
    }
    expect(value({ amount: 10.123 }, 'USD')).toEqual([{ kind: 'value', seq: 1 }]);
    expect(value({ rate: 100 })).toEqual([]);
    expect(value({ rate: '100.00', amount: '' })).toEqual([]);
    expect(termAmounts([{}, { rate: 50 }], 1000n, 'KRW').lines).toEqual([null, { rate100: 5000n, amountMinor: 500n }]);
  });

  it('no rounding goes to a last line that has no valid value', () => {
    const { lines, sumMinor } = termAmounts([{ rate: 33.33 }, { rate: 33.33 }, {}], 1_001n, 'KRW');
    expect(lines).toEqual([{ rate100: 3333n, amountMinor: 333n }, { rate100: 3333n, amountMinor: 333n }, null]);
    expect(sumMinor).toBe(666n);
  });

  it('checks names, due dates and milestones per line', () => {
    const { problems } = planTerms(
      [on({ name: ' ', rate: 50, dueType: 'ON_DATE' }), on({ name: '검수', rate: 50, dueType: 'ON_MILESTONE', milestoneName: '  ' }), on({ name: 'x'.repeat(51), amount: 1 })],
      { supplyMinor: 1000n, currency: 'KRW', ...period },
    );
    expect(problems).toEqual([
      { kind: 'name', seq: 1 },
      { kind: 'dueDate', seq: 1 },
      { kind: 'milestone', seq: 2 },
      { kind: 'name', seq: 3 },
    ]);
  });

  it('needs a line unless the supply is 0, and at most MAX_TERMS lines', () => {
    expect(planTerms([], { supplyMinor: 1000n, currency: 'KRW', ...period }).problems).toEqual([{ kind: 'required' }]);
    expect(planTerms([], { supplyMinor: 0n, currency: 'KRW', ...period })).toEqual({ terms: [], problems: [] });
    const many = Array.from({ length: MAX_TERMS + 1 }, () => on({ amount: 1 }));
    expect(planTerms(many, { supplyMinor: BigInt(MAX_TERMS + 1), currency: 'KRW', ...period }).problems).toEqual([{ kind: 'tooMany' }]);
  });

  it('a MONTHLY line spreads over every month of the period, the last month takes the remainder', () => {
    const { terms } = planTerms([on({ name: '월정액', amount: 1000, dueType: 'MONTHLY' })], { supplyMinor: 1000n, currency: 'KRW', startDate: '2025-01-31', endDate: '2025-03-15' });
    expect(terms.map((x) => [x.seq, x.name, x.dueDate, x.amountMinor])).toEqual([
      [1, '월정액 (2025-01)', '2025-01-31', 333n],
      [2, '월정액 (2025-02)', '2025-02-28', 333n],
      [3, '월정액 (2025-03)', '2025-03-31', 334n],
    ]);
    expect(monthlyDueDates('2024-01-31', '2024-02-01')).toEqual(['2024-01-31', '2024-02-29']);
    expect(monthlyDueDates('2025-11-15', '2026-01-01')).toEqual(['2025-11-15', '2025-12-15', '2026-01-15']);
  });

  it('a MONTHLY line with a due date stays one line; a period of more than MAX_TERMS months is refused', () => {
    const dated = planTerms([on({ amount: 1000, dueType: 'MONTHLY', dueDate: '2025-02-01' })], { supplyMinor: 1000n, currency: 'KRW', ...period });
    expect(dated.terms).toHaveLength(1);
    const long = planTerms([on({ amount: 1000, dueType: 'MONTHLY' })], { supplyMinor: 1000n, currency: 'KRW', startDate: '2020-01-01', endDate: '2030-12-31' });
    expect(long.problems).toEqual([{ kind: 'monthlyPeriod' }]);
  });
});

describe('tax invoice items', () => {
  it('supply = floor(qty × unitPrice), toward zero for minus lines', () => {
    expect(lineSupply(1.5, 3_333)).toBe(4_999);
    expect(lineSupply(-1.5, 3_333)).toBe(-4_999);
    expect(lineSupply(3, 10_000)).toBe(30_000);
    // 0.1 × 3 = 0.30000000000000004 as floats; the cents are rounded first.
    expect(lineSupply(0.1, 3)).toBe(0);
    expect(lineSupply(1.15, 100)).toBe(115);
  });

  it('a line is computed from quantity and unit price when both are given, else taken as entered', () => {
    expect(itemSupply({ qty: 1.5, unitPrice: 3_333, supplyAmount: null })).toBe(4_999);
    expect(itemSupply({ qty: 1.5, unitPrice: 3_333, supplyAmount: 1 })).toBe(4_999);
    expect(itemSupply({ qty: null, unitPrice: 3_333, supplyAmount: 12_345 })).toBe(12_345);
    expect(itemSupply({ qty: 2, unitPrice: null, supplyAmount: null })).toBeNull();
  });

  it('totals are Σ line supplies and Σ line VAT (per line, not on the sum)', () => {
    expect(totalsOf([{ supplyAmount: 12_345, taxAmount: 1_234 }, { supplyAmount: -5_000, taxAmount: -500 }])).toEqual({ supplyAmount: 7_345, taxAmount: 734, totalAmount: 8_079 });
    expect(itemTotals([{ supplyAmount: 12_345 }, { qty: 1.5, unitPrice: 3_333 }], 'TAXABLE')).toEqual({ supplyAmount: 17_344, taxAmount: 1_733, totalAmount: 19_077 });
    // 5 + 5 has no VAT line by line although 10 would have 1.
    expect(itemTotals([{ supplyAmount: 5 }, { supplyAmount: 5 }], 'TAXABLE').taxAmount).toBe(0);
    expect(itemTotals([{ supplyAmount: 12_345 }, { supplyAmount: null }], 'ZERO_RATED')).toEqual({ supplyAmount: 12_345, taxAmount: 0, totalAmount: 12_345 });
  });
});
