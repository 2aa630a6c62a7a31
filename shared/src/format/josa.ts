/**
 * Korean particles chosen by the final consonant (받침) of the word they follow, so messages built from names read
 * '계약을', '리드가', '제안으로', '서울로' instead of '을(를)'. es-hangul's josa reads only Hangul syllables; names here
 * also end in digits (CT-2025-0001) and Latin (Java, CRM), which are read as Korean speakers say them.
 */
export type JosaPair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로' | '이에요/예요' | '이나/나';

type Final = 'none' | 'rieul' | 'other';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_INDEX = 8;

/** Sino-Korean reading of a last non-zero digit: 영 일 이 삼 사 오 육 칠 팔 구. */
const DIGIT_FINALS: Final[] = ['other', 'rieul', 'none', 'other', 'none', 'none', 'other', 'rieul', 'rieul', 'none'];
/** Letter names of acronyms (CRM, ERP, URL): 엘·알 end in ㄹ, 엠·엔 in another consonant, the rest in a vowel. */
const ACRONYM_FINALS: Record<string, Final> = { L: 'rieul', R: 'rieul', M: 'other', N: 'other' };
/** Characters that may close a word without being read: quotes, brackets, spaces, periods. */
const SILENT_TAIL = /[\s'"’”)\]}>»›.,·…]+$/u;

function hangulFinal(code: number): Final {
  const index = (code - HANGUL_FIRST) % 28;
  if (index === 0) return 'none';
  return index === RIEUL_INDEX ? 'rieul' : 'other';
}

/** A run of digits ending in zeros is read by its unit: 십 백 천, then 만 억 조 every four places. */
function numberFinal(digits: string): Final {
  const last = Number(digits[digits.length - 1]);
  if (last !== 0) return DIGIT_FINALS[last];
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  // 영 십 백 천 만 억 all close on a consonant; only 조 (twelve zeros and more) ends in a vowel.
  return zeros < digits.length && zeros >= 12 ? 'none' : 'other';
}

function latinFinal(word: string): Final {
  if (/^[A-Z]{1,5}$/.test(word)) return ACRONYM_FINALS[word[word.length - 1]] ?? 'none';
  const lower = word.toLowerCase();
  if (lower.endsWith('l')) return 'rieul';
  if (/(m|n|ng|ck|k)$/.test(lower)) return 'other';
  return 'none';
}

/** The final sound of `word`, or null when its last readable character is neither Hangul, a digit nor Latin. */
function finalOf(word: string): Final | null {
  const text = word.replace(SILENT_TAIL, '');
  if (!text) return null;
  const code = text.charCodeAt(text.length - 1);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return hangulFinal(code);
  const digits = /\d+$/.exec(text);
  if (digits) return numberFinal(digits[0]);
  const latin = /[A-Za-z]+$/.exec(text);
  if (latin) return latinFinal(latin[0]);
  return null;
}

/** The particle alone: `josaOf('계약', '을/를')` → '을'. Unreadable endings keep both forms, '을(를)'. */
export function josaOf(word: string, pair: JosaPair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const final = finalOf(word);
  if (final === null) return `${afterConsonant}(${afterVowel})`;
  // 으로 drops its 으 after a vowel and after ㄹ: 서울로, 제안으로.
  if (pair === '으로/로') return final === 'other' ? afterConsonant : afterVowel;
  return final === 'none' ? afterVowel : afterConsonant;
}

/** The word followed by its particle: `josa('리드', '이/가')` → '리드가'. */
export function josa(word: string, pair: JosaPair): string {
  return `${word}${josaOf(word, pair)}`;
}
