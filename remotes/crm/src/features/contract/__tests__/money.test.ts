import { checkTerms, contractAmounts, rateOf } from '../model/money';

// The money rules themselves (VAT, KRW supply, JPY per 100, term rounding) are tested once, in
// @dure/shared (money.test.ts). Here: the form's numbers in and out, and the Korean words.

describe('contractAmounts', () => {
  it("shows the server's figures for the form's numbers", () => {
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: 1_234_567, taxType: 'TAXABLE' })).toEqual({ krwSupply: 1_234_567, vat: 123_456, total: 1_358_023 });
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: 1350.5, supplyAmount: 1000.5, taxType: 'ZERO_RATED' })).toEqual({ krwSupply: 1_351_175, vat: 0, total: 1_351_175 });
    expect(contractAmounts({ currencyCode: 'JPY', exchangeRate: 920.1234, supplyAmount: 10_000, taxType: 'TAXABLE' })).toEqual({ krwSupply: 92_012, vat: 9_201, total: 101_213 });
  });

  it('shows nothing until the figures are ones the server would store', () => {
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: null, supplyAmount: 10, taxType: 'TAXABLE' })).toBeNull();
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: 0, supplyAmount: 10, taxType: 'TAXABLE' })).toBeNull();
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: 1350.12345, supplyAmount: 10, taxType: 'TAXABLE' })).toBeNull();
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: 1350, supplyAmount: 10.005, taxType: 'TAXABLE' })).toBeNull();
    // A fraction of a won while typing (the input rounds it on blur): the server would refuse it.
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: 10.5, taxType: 'TAXABLE' })).toBeNull();
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: -1, taxType: 'TAXABLE' })).toBeNull();
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: null, taxType: 'TAXABLE' })).toBeNull();
  });
});

describe('checkTerms', () => {
  it('gives each line its amount as a number, the rounding on the last line, like the server', () => {
    const check = checkTerms(
      [
        { name: 'a', rate: 33.33, dueType: 'ON_SIGN' },
        { name: 'b', rate: 33.33, dueType: 'ON_SIGN' },
        { name: 'c', rate: 33.34, dueType: 'ON_SIGN' },
      ],
      1_000_001,
      'KRW',
    );
    expect(check).toEqual({ amounts: [333_300, 333_300, 333_401], sum: 1_000_001, difference: 0, ok: true, message: null });
  });

  it('keeps foreign cents', () => {
    const check = checkTerms(
      [
        { name: '선급', amount: 100.25, dueType: 'ON_SIGN' },
        { name: '잔금', amount: 900.25, dueType: 'ON_DATE' },
      ],
      1000.5,
      'USD',
    );
    expect(check).toMatchObject({ amounts: [100.25, 900.25], sum: 1000.5, ok: true });
    expect(checkTerms([{ name: '선급', rate: 10, dueType: 'ON_SIGN' }], 1000.05, 'USD')).toMatchObject({ amounts: [100], difference: 900.05 });
  });

  it('reports a shortfall and an excess in Korean', () => {
    expect(checkTerms([{ name: '선급', rate: 30, dueType: 'ON_SIGN' }], 100_000_000, 'KRW')).toMatchObject({
      ok: false,
      difference: 70_000_000,
      message: '지급조건 합계(30,000,000)가 공급가액(100,000,000)과 70,000,000 부족합니다.',
    });
    expect(checkTerms([{ name: '선급', amount: 120, dueType: 'ON_SIGN' }], 100, 'KRW').message).toBe('지급조건 합계(120)가 공급가액(100)과 20 초과합니다.');
    expect(checkTerms([{ name: '선급', amount: 0.5, dueType: 'ON_SIGN' }], 1.25, 'USD').message).toBe('지급조건 합계(0.5)가 공급가액(1.25)과 0.75 부족합니다.');
  });

  it('asks for a value on every line, for at least one line, and for the supply first', () => {
    expect(checkTerms([{ name: 'a', dueType: 'ON_SIGN' }], 100, 'KRW').message).toBe('각 지급조건에 비율 또는 금액을 입력해 주세요.');
    // A value the server refuses (here 0 원) is no value either.
    expect(checkTerms([{ name: 'a', amount: 0, dueType: 'ON_SIGN' }], 100, 'KRW')).toMatchObject({ amounts: [null], ok: false, message: '각 지급조건에 비율 또는 금액을 입력해 주세요.' });
    expect(checkTerms([], 100, 'KRW').message).toBe('지급조건을 한 줄 이상 입력해 주세요.');
    expect(checkTerms([], 0, 'KRW').ok).toBe(true);
    expect(checkTerms([{ name: 'a', rate: 100, dueType: 'ON_SIGN' }], null, 'KRW')).toEqual({ amounts: [null], sum: 0, difference: 0, ok: false, message: '공급가액을 먼저 입력해 주세요.' });
  });

  it('shows the share of a fixed amount', () => {
    expect(rateOf(33_333_333, 100_000_000)).toBe(33.33);
    expect(rateOf(5, 0)).toBeNull();
  });
});
