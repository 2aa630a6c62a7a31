import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import { useState } from 'react';
import { RichTextEditor } from '../editor/RichTextEditor';
import { RichTextView } from '../editor/RichTextView';
import { installServer, installXhr, page, renderWithApp } from './server';

const editorRoot = () => document.querySelector('.ql-editor') as HTMLElement;

async function flush() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe('RichTextEditor', () => {
  beforeEach(() => installServer({ 'GET api/user/directory': page([{ id: 7, name: '김영희', username: 'yhkim', deptName: '영업1팀' }]) }));

  it('shows a skeleton while quill loads, then the editor with the initial html', async () => {
    renderWithApp(<RichTextEditor value="<p>안녕하세요</p>" onChange={jest.fn()} aria-label="본문" />);
    expect(document.querySelector('.ant-skeleton')).toBeTruthy();
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    expect(editorRoot().innerHTML).toBe('<p>안녕하세요</p>');
    expect(document.querySelector('.ql-toolbar .ql-image')).toBeTruthy();
    expect(document.querySelector('.ql-toolbar .ql-header')).toBeTruthy();
  });

  it('names its toolbar controls in Korean', async () => {
    renderWithApp(<RichTextEditor value="" onChange={jest.fn()} aria-label="본문" />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    for (const name of ['굵게', '기울임', '밑줄', '취소선', '번호 목록', '글머리 기호 목록', '링크', '인용', '코드 블록', '이미지', '서식 지우기', '정렬']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'bold' })).toBeNull();
  });

  it('does not emit intermediate values during Korean IME composition', async () => {
    const onChange = jest.fn();
    renderWithApp(<RichTextEditor value="" onChange={onChange} />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    const root = editorRoot();
    const paragraph = root.querySelector('p')!;

    fireEvent.compositionStart(root, { data: '' });
    for (const partial of ['ㅎ', '하', '한', '한ㄱ', '한그', '한글']) {
      paragraph.textContent = partial;
      fireEvent.compositionUpdate(root, { data: partial });
      fireEvent.input(root);
      await flush();
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(root, { data: '한글' });
    await flush();
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('<p>한글</p>');
  });

  it('holds a text-change that Quill reports mid-composition until compositionend', async () => {
    const onChange = jest.fn();
    renderWithApp(<RichTextEditor value="" onChange={onChange} />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    const quill = Quill.find(document.querySelector('.ql-container')!) as Quill;
    fireEvent.compositionStart(editorRoot(), { data: '' });
    // Some browser/IME pairs flush the syllable being built before compositionend.
    act(() => {
      quill.insertText(0, 'ㅎ', 'user');
      quill.deleteText(0, 1, 'user');
      quill.insertText(0, '한', 'user');
    });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.compositionEnd(editorRoot(), { data: '한' });
    await flush();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('<p>한</p>');
  });

  it('emits html for ordinary typing and follows a new controlled value', async () => {
    function Harness() {
      const [html, setHtml] = useState('<p>a</p>');
      return (
        <>
          <RichTextEditor value={html} onChange={setHtml} />
          <button onClick={() => setHtml('<p>바뀐 내용</p>')}>reset</button>
          <output>{html}</output>
        </>
      );
    }
    renderWithApp(<Harness />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    editorRoot().querySelector('p')!.textContent = 'ab';
    await flush();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('<p>ab</p>'));
    fireEvent.click(screen.getByText('reset'));
    await waitFor(() => expect(editorRoot().innerHTML).toBe('<p>바뀐 내용</p>'));
  });

  it('uploads a pasted image as EDITOR_IMAGE and inserts the returned url', async () => {
    const uploads = installXhr(() => ({ status: 200, body: { result: [{ id: 1, originalName: 'a.png', mimeType: 'image/png', sizeBytes: 3, createdAt: '', createdByName: null, url: 'http://files.test/i/1.png' }] } }));
    const onChange = jest.fn();
    renderWithApp(<RichTextEditor value="" onChange={onChange} recordType="DEAL" recordId={5} />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    const image = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    fireEvent.paste(editorRoot(), { clipboardData: { getData: () => '', files: [image], types: ['Files'] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.stringContaining('<img src="http://files.test/i/1.png">')));
    expect(uploads[0].url).toBe('http://api.test/dure.crm/api/file');
    expect(uploads[0].headers.Authorization).toBe('Bearer token');
    expect(uploads[0].form.get('purpose')).toBe('EDITOR_IMAGE');
    expect(uploads[0].form.get('targetType')).toBe('DEAL');
    expect(uploads[0].form.get('targetId')).toBe('5');
    expect((uploads[0].form.get('files') as File).name).toBe('a.png');
  });

  it('uploads an image chosen with the toolbar button, and one dropped on the editor', async () => {
    let n = 0;
    const uploads = installXhr(() => ({ status: 200, body: { result: [{ id: ++n, originalName: 'a.png', mimeType: 'image/png', sizeBytes: 3, createdAt: '', createdByName: null, url: `http://files.test/i/${n}.png` }] } }));
    const onChange = jest.fn();
    renderWithApp(<RichTextEditor value="<p>본문</p>" onChange={onChange} />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());

    let picker: HTMLInputElement | null = null;
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
      // oxlint-disable-next-line typescript/no-this-alias -- the spy keeps the file input the editor clicked
      picker = this;
    });
    fireEvent.click(document.querySelector('.ql-toolbar .ql-image')!);
    expect(picker!.type).toBe('file');
    Object.defineProperty(picker!, 'files', { value: [new File([new Uint8Array([1])], '사진.png', { type: 'image/png' })] });
    picker!.dispatchEvent(new Event('change'));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('http://files.test/i/1.png')));
    click.mockRestore();

    const text = [...editorRoot().querySelector('p')!.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    (document as { caretRangeFromPoint?: unknown }).caretRangeFromPoint = () => {
      const range = document.createRange();
      range.setStart(text, 1);
      range.setEnd(text, 1);
      return range;
    };
    const dropped = new File([new Uint8Array([2])], 'drop.jpg', { type: 'image/jpeg' });
    fireEvent.drop(editorRoot(), { dataTransfer: { files: [dropped] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('http://files.test/i/2.png')));
    expect(uploads.map((u) => (u.form.get('files') as File).name)).toEqual(['사진.png', 'drop.jpg']);
    expect(uploads.every((u) => u.form.get('purpose') === 'EDITOR_IMAGE')).toBe(true);
    delete (document as { caretRangeFromPoint?: unknown }).caretRangeFromPoint;
  });

  it('refuses an image over 5 MB before uploading', async () => {
    const uploads = installXhr(() => ({ status: 200, body: { result: [] } }));
    renderWithApp(<RichTextEditor value="" onChange={jest.fn()} />);
    await waitFor(() => expect(editorRoot()).toBeTruthy());
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.paste(editorRoot(), { clipboardData: { getData: () => '', files: [big], types: ['Files'] } });
    expect(await screen.findByText('이미지는 5MB 이하만 올릴 수 있습니다.')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });
});

describe('RichTextView', () => {
  it('renders the clean html and strips script as defence in depth', async () => {
    renderWithApp(<RichTextView html={'<p>본문 <span class="mention" data-id="7" data-value="김영희">@김영희</span></p><img src="x" onerror="alert(1)">'} />);
    await waitFor(() => expect(document.querySelector('.dure-rich-text')).toBeTruthy());
    const view = document.querySelector('.dure-rich-text')!;
    expect(view.querySelector('.mention')?.getAttribute('data-id')).toBe('7');
    expect(view.innerHTML).not.toContain('onerror');
  });
});
