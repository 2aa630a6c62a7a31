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
  /** What an empty list says when its page names nothing better. */
  empty: { filtered: '조건에 맞는 항목이 없습니다.', none: '등록된 항목이 없습니다.' },
  filters: {
    advanced: '상세 조건',
    drawer: '필터',
    apply: '적용',
    cancel: '취소',
    drawerLabel: (active: number) => (active > 0 ? `필터 (${active}개 적용 중)` : '필터'),
  },
  export: {
    button: '엑셀 내보내기',
    cap: `검색 조건에 맞는 목록을 최대 ${count(EXPORT_MAX_ROWS)}건까지 엑셀 파일로 내려받습니다.`,
    preparing: '엑셀 파일을 만드는 중입니다…',
    receiving: (bytes: number) => `엑셀 파일을 받는 중입니다… ${megabytes(bytes)}`,
    done: '엑셀 파일을 내려받았습니다.',
  },
} as const;
