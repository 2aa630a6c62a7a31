import { checkTerms, contractAmounts, rateOf } from '../model/money';

describe('contractAmounts', () => {
  it('truncates VAT and sums the total for a taxable KRW contract', () => {
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: 1_234_567, taxType: 'TAXABLE' })).toEqual({ krwSupply: 1_234_567, vat: 123_456, total: 1_358_023 });
  });

  it('has no VAT when zero-rated or exempt', () => {
    expect(contractAmounts({ currencyCode: 'KRW', supplyAmount: 1_000, taxType: 'EXEMPT' })).toEqual({ krwSupply: 1_000, vat: 0, total: 1_000 });
  });

  it('converts foreign supply with the exchange rate, floored, JPY per 100', () => {
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: 1350.5, supplyAmount: 1000.5, taxType: 'ZERO_RATED' })?.krwSupply).toBe(1_351_175);
    expect(contractAmounts({ currencyCode: 'JPY', exchangeRate: 920.1234, supplyAmount: 10_000, taxType: 'ZERO_RATED' })?.krwSupply).toBe(92_012);
  });

  it('needs a rate for a foreign currency', () => {
    expect(contractAmounts({ currencyCode: 'USD', exchangeRate: null, supplyAmount: 10, taxType: 'TAXABLE' })).toBeNull();
  });
});

describe('checkTerms', () => {
  it('floors rate lines and lets the last line take the rounding, like the server', () => {
    const check = checkTerms(
      [
        { name: 'a', rate: 33.33, dueType: 'ON_SIGN' },
        { name: 'b', rate: 33.33, dueType: 'ON_SIGN' },
        { name: 'c', rate: 33.34, dueType: 'ON_SIGN' },
      ],
      1_000_001,
      'KRW',
    );
    expect(check.amounts).toEqual([333_300, 333_300, 333_401]);
    expect(check.ok).toBe(true);
    expect(check.message).toBeNull();
  });

  it('reports a shortfall and an excess in Korean', () => {
    expect(checkTerms([{ name: '선급', rate: 30, dueType: 'ON_SIGN' }], 100_000_000, 'KRW')).toMatchObject({
      ok: false,
      difference: 70_000_000,
      message: '지급조건 합계(30,000,000)가 공급가액(100,000,000)과 70,000,000 부족합니다.',
    });
    expect(checkTerms([{ name: '선급', amount: 120, dueType: 'ON_SIGN' }], 100, 'KRW').message).toBe('지급조건 합계(120)가 공급가액(100)과 20 초과합니다.');
  });

  it('mixes amounts and rates; foreign amounts keep cents', () => {
    const check = checkTerms(
      [
        { name: '선급', amount: 100.25, dueType: 'ON_SIGN' },
        { name: '잔금', amount: 900.25, dueType: 'ON_DATE' },
      ],
      1000.5,
      'USD',
    );
    expect(check.ok).toBe(true);
    expect(check.sum).toBe(1000.5);
  });

  it('asks for a value on every line and for at least one line', () => {
    expect(checkTerms([{ name: 'a', dueType: 'ON_SIGN' }], 100, 'KRW').message).toBe('각 지급조건에 비율 또는 금액을 입력해 주세요.');
    expect(checkTerms([], 100, 'KRW').message).toBe('지급조건을 한 줄 이상 입력해 주세요.');
    expect(checkTerms([], 0, 'KRW').ok).toBe(true);
  });

  it('shows the share of a fixed amount', () => {
    expect(rateOf(33_333_333, 100_000_000)).toBe(33.33);
    expect(rateOf(5, 0)).toBeNull();
  });
});
