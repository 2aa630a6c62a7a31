import { amountAxis, expandTwoDigitYear, formatBusinessNumber, formatKRW, formatKRWShort, isValidBusinessNumber, parseDate } from '../format';

describe('two-digit year rule (SPEC §9)', () => {
  it.each([
    [69, 1969],
    [99, 1999],
    [68, 2068],
    [0, 2000],
    [25, 2025],
  ])('%i → %i', (yy, year) => expect(expandTwoDigitYear(yy)).toBe(year));

  it('parses typed dates with it', () => {
    expect(parseDate('69.1.5')).toBe('1969-01-05');
    expect(parseDate('680105')).toBe('2068-01-05');
    expect(parseDate('25-03-14')).toBe('2025-03-14');
    expect(parseDate('2025/3/14')).toBe('2025-03-14');
    expect(parseDate('25-02-30')).toBeNull();
    expect(parseDate('hello')).toBeNull();
  });
});

describe('money and identifiers', () => {
  it('formats whole won', () => {
    expect(formatKRW(1234567)).toBe('1,234,567원');
    expect(formatKRW(1999.9)).toBe('1,999원');
    expect(formatKRW(null)).toBe('-');
    expect(formatKRWShort(350_000_000)).toBe('3.5억원');
    expect(formatKRWShort(12_340_000)).toBe('1,234만원');
  });

  it('validates the business registration checksum', () => {
    expect(isValidBusinessNumber('220-81-62517')).toBe(true);
    expect(isValidBusinessNumber('2208162518')).toBe(false);
    expect(isValidBusinessNumber('12345')).toBe(false);
    expect(formatBusinessNumber('2208162517')).toBe('220-81-62517');
  });
});

describe('the tick and unit formatter for amounts (chart axes)', () => {
  const labels = (min: number, max: number) => {
    const axis = amountAxis(min, max);
    return axis.ticks.map(axis.label);
  };

  it('reads an axis reaching 1억 in 억, on half-억 steps', () => {
    expect(labels(0, 120_000_000)).toEqual(['0', '0.5억', '1억', '1.5억']);
    expect(amountAxis(0, 120_000_000).unit).toBe('억');
    expect(labels(0, 12_300_000_000)).toEqual(['0', '50억', '100억', '150억']);
  });

  it('reads an axis below 1억 in 천만 or 만, never in two units', () => {
    expect(labels(0, 43_000_000)).toEqual(['0', '1천만', '2천만', '3천만', '4천만', '5천만']);
    expect(labels(0, 3_200_000)).toEqual(['0', '100만', '200만', '300만', '400만']);
    // The top tick reaches 1천만 but 200만 steps cannot be written in 천만: the whole axis stays in 만.
    expect(labels(0, 9_900_000)).toEqual(['0', '200만', '400만', '600만', '800만', '1,000만']);
    // Just under 1억: the top tick is 1억 and the steps are round in 억.
    expect(labels(0, 99_999_999)).toEqual(['0', '0.2억', '0.4억', '0.6억', '0.8억', '1억']);
  });

  it('puts ticks at round amounts around zero for growth that went down', () => {
    const axis = amountAxis(-30_000_000, 80_000_000);
    expect(axis.ticks.map(axis.label)).toEqual(['-0.5억', '0', '0.5억', '1억']);
    expect(axis.domain).toEqual([-50_000_000, 100_000_000]);
  });

  it('keeps small and empty axes in whole won', () => {
    expect(labels(0, 9_000)).toEqual(['0', '2,000', '4,000', '6,000', '8,000', '10,000']);
    expect(labels(0, 0)).toEqual(['0', '1']);
  });
});
