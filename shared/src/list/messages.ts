import { EXPORT_MAX_ROWS } from '../constants';

const count = (n: number) => n.toLocaleString('ko-KR');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)}MB`;

/** Korean text of the list template, in one table so every list words things the same way. */
export const LIST_MESSAGES = {
  /** "총 1,234건", or "총 1,000건 이상" when the api stopped counting at its cap. */
  total: (total: number, capped: boolean, unit: string) => `총 ${count(total)}${unit}${capped ? ' 이상' : ''}`,
  loadFailed: (title: string) => `${title} 목록을 불러오지 못했습니다`,
  retry: '다시 시도',
  keyword: '검색어',
  export: {
    button: '엑셀 내보내기',
    cap: `검색 조건에 맞는 목록을 최대 ${count(EXPORT_MAX_ROWS)}건까지 엑셀 파일로 내려받습니다.`,
    preparing: '엑셀 파일을 만드는 중입니다…',
    receiving: (bytes: number) => `엑셀 파일을 받는 중입니다… ${megabytes(bytes)}`,
    done: '엑셀 파일을 내려받았습니다.',
  },
} as const;
