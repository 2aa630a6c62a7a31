/** Korean names of the editor's toolbar controls: Quill names its buttons by format ('bold', 'list: ordered') in English. */
const BUTTONS: Readonly<Record<string, string>> = {
  bold: '굵게',
  italic: '기울임',
  underline: '밑줄',
  strike: '취소선',
  'list: ordered': '번호 목록',
  'list: bullet': '글머리 기호 목록',
  link: '링크',
  blockquote: '인용',
  'code-block': '코드 블록',
  image: '이미지',
  clean: '서식 지우기',
};

const PICKERS: Readonly<Record<string, string>> = { header: '문단 모양', align: '정렬' };

const ALIGN_ITEMS: Readonly<Record<string, string>> = { '': '왼쪽 정렬', center: '가운데 정렬', right: '오른쪽 정렬', justify: '양쪽 정렬' };

/** Names every button and picker of a Quill toolbar in Korean (the header picker's texts come from editor.css). */
export function labelToolbar(toolbar: HTMLElement) {
  for (const button of toolbar.querySelectorAll<HTMLButtonElement>('button[aria-label]')) {
    const label = BUTTONS[button.getAttribute('aria-label')!];
    if (label) button.setAttribute('aria-label', label);
  }
  for (const [format, label] of Object.entries(PICKERS)) {
    toolbar.querySelector(`.ql-picker.ql-${format} .ql-picker-label`)?.setAttribute('aria-label', label);
  }
  for (const item of toolbar.querySelectorAll<HTMLElement>('.ql-picker.ql-align .ql-picker-item')) {
    item.setAttribute('aria-label', ALIGN_ITEMS[item.getAttribute('data-value') ?? ''] ?? '');
  }
}
