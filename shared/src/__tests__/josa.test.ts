import { josa, josaOf } from '../format';

describe('particles chosen by the final consonant', () => {
  it.each([
    ['계약', '을/를', '계약을'],
    ['리드', '을/를', '리드를'],
    ['매출 분석', '을/를', '매출 분석을'],
    ['고객사', '이/가', '고객사가'],
    ['부서', '이/가', '부서가'],
    ['제안', '은/는', '제안은'],
    ['협상', '과/와', '협상과'],
    ['영업', '과/와', '영업과'],
    ['고객', '과/와', '고객과'],
    ['회의', '과/와', '회의와'],
  ] as const)('%s + %s → %s', (word, pair, expected) => expect(josa(word, pair)).toBe(expected));

  it('drops 으 of 으로 after a vowel and after ㄹ, keeps it after other consonants', () => {
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('전문가', '으로/로')).toBe('전문가로');
    expect(josa('제안', '으로/로')).toBe('제안으로');
    expect(josa('휴직', '으로/로')).toBe('휴직으로');
  });

  it('reads digits as Sino-Korean numbers, zeros by their unit', () => {
    expect(josa('CT-2025-0001', '이/가')).toBe('CT-2025-0001이'); // 일
    expect(josa('L-2025-0002', '이/가')).toBe('L-2025-0002가'); // 이
    expect(josa('7', '으로/로')).toBe('7로'); // 칠
    expect(josa('3', '으로/로')).toBe('3으로'); // 삼
    expect(josa('10', '을/를')).toBe('10을'); // 십
    expect(josa('2000', '이/가')).toBe('2000이'); // 이천
    expect(josa('5', '이/가')).toBe('5가'); // 오
  });

  it('reads Latin words and acronyms as they are said', () => {
    expect(josa('Java', '을/를')).toBe('Java를');
    expect(josa('Excel', '으로/로')).toBe('Excel로');
    expect(josa('Python', '을/를')).toBe('Python을');
    expect(josa('CRM', '을/를')).toBe('CRM을'); // 엠
    expect(josa('ERP', '이/가')).toBe('ERP가'); // 피
    expect(josa('URL', '으로/로')).toBe('URL로'); // 엘
  });

  it('reads the word before closing quotes and brackets', () => {
    expect(josa("'2공장 MES 구축'", '을/를')).toBe("'2공장 MES 구축'을");
    expect(josa("'(주)가망테크'", '을/를')).toBe("'(주)가망테크'를");
    expect(josa('가나정밀(CU-0010)', '이/가')).toBe('가나정밀(CU-0010)이');
  });

  it('keeps both forms when the ending cannot be read', () => {
    expect(josaOf('株式', '을/를')).toBe('을(를)');
    expect(josaOf('', '이/가')).toBe('이(가)');
  });
});
