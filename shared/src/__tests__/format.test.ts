import { expandTwoDigitYear, formatBusinessNumber, formatKRW, formatKRWShort, isValidBusinessNumber, parseDate } from '../format';

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
