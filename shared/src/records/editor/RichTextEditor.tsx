import { Alert, App, Skeleton } from 'antd';
import type Quill from 'quill';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { searchUsers } from '../api/people';
import { errorText } from '../common/errorText';
import { RECORDS_MESSAGES } from '../messages';
import { editorImageProblem, uploadEditorImage } from './editorImages';
import { loadQuill } from './loadQuill';
import { labelToolbar } from './toolbarLabels';

const M = RECORDS_MESSAGES.editor;

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ align: [] }],
  ['link', 'blockquote', 'code-block', 'image'],
  ['clean'],
];

// Hangul, Latin, digits: quill-mention's default allows ASCII only.
const MENTION_CHARS = /^[A-Za-z0-9_.가-힣ㄱ-ㅎㅏ-ㅣ]*$/;

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  /** Turns on @mentions from the user search (GET /api/user/directory). */
  mention?: boolean;
  placeholder?: string;
  readOnly?: boolean;
  /** The record pasted or dropped images belong to. */
  recordType?: string;
  recordId?: string | number;
  minHeight?: number;
  'aria-label'?: string;
};

/** Quill leaves `<p><br></p>` in an empty editor; callers get ''. */
function htmlOf(quill: Quill): string {
  return quill.getLength() <= 1 && !quill.root.querySelector('img,.mention') ? '' : quill.root.innerHTML;
}

export function RichTextEditor(props: RichTextEditorProps) {
  const { message } = App.useApp();
  const host = useRef<HTMLDivElement>(null);
  const quillRef = useRef<Quill | null>(null);
  const emitted = useRef<string | null>(null);
  const composing = useRef(false);
  // The editor is created once: its handlers read the latest props from here.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    let disposed = false;
    const container = host.current!;
    loadQuill()
      .then((QuillClass) => {
        if (disposed) return;
        const target = document.createElement('div');
        container.appendChild(target);
        const insertImages = async (index: number, files: File[]) => {
          for (const file of files) {
            const problem = editorImageProblem(file);
            if (problem) {
              message.error(problem);
              continue;
            }
            const hide = message.loading(M.imageUploading, 0);
            try {
              const url = await uploadEditorImage(file, latest.current);
              quill.insertEmbed(index, 'image', url, 'user');
              quill.setSelection(index + 1, 0, 'silent');
              index += 1;
            } catch (error) {
              message.error(errorText(error) || M.imageFailed);
            } finally {
              hide();
            }
          }
        };
        const pickImage = () => {
          const input = document.createElement('input');
          input.type = 'file';
          input.accept = 'image/jpeg,image/png,image/gif';
          input.onchange = () => void insertImages(quill.getSelection(true)?.index ?? quill.getLength(), Array.from(input.files ?? []));
          input.click();
        };
        const modules: Record<string, unknown> = {
          toolbar: { container: TOOLBAR, handlers: { image: pickImage } },
          uploader: { mimetypes: ['image/jpeg', 'image/png', 'image/gif'], handler: (range: { index: number }, files: File[]) => void insertImages(range.index, files) },
        };
        if (latest.current.mention) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          modules.mention = {
            mentionDenotationChars: ['@'],
            allowedChars: MENTION_CHARS,
            positioningStrategy: 'fixed',
            source: (term: string, render: (items: { id: string; value: string; deptName?: string }[], term: string) => void) => {
              clearTimeout(timer);
              timer = setTimeout(() => {
                searchUsers(term, 10)
                  .then((found) => render(found.content.map((u) => ({ id: String(u.id), value: u.name, deptName: u.deptName ?? undefined })), term))
                  .catch(() => render([], term));
              }, 200);
            },
            renderItem: (item: { value: string; deptName?: string }) => {
              const el = document.createElement('span');
              el.textContent = item.deptName ? `${item.value} · ${item.deptName}` : item.value;
              return el;
            },
          };
        }
        const quill = new QuillClass(target, { theme: 'snow', placeholder: latest.current.placeholder ?? M.placeholder, readOnly: latest.current.readOnly, modules });
        quillRef.current = quill;
        labelToolbar((quill.getModule('toolbar') as { container: HTMLElement }).container);
        if (latest.current['aria-label']) quill.root.setAttribute('aria-label', latest.current['aria-label']);
        quill.root.setAttribute('role', 'textbox');
        quill.root.setAttribute('aria-multiline', 'true');
        if (latest.current.minHeight) quill.root.style.minHeight = `${latest.current.minHeight}px`;
        quill.setContents(quill.clipboard.convert({ html: latest.current.value ?? '' }), 'silent');
        emitted.current = latest.current.value ?? '';

        const emit = () => {
          const html = htmlOf(quill);
          if (html === emitted.current) return;
          emitted.current = html;
          latest.current.onChange(html);
        };
        // A Hangul syllable is built over several keystrokes; the caller sees only the finished text.
        quill.root.addEventListener('compositionstart', () => {
          composing.current = true;
        });
        quill.root.addEventListener('compositionend', () => {
          composing.current = false;
          // Quill applies the composed text on its own compositionend handler; read after it.
          setTimeout(emit, 0);
        });
        quill.on('text-change', () => {
          if (!composing.current) emit();
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (disposed) return;
        setLoadError(error);
        setStatus('error');
      });
    return () => {
      disposed = true;
      quillRef.current = null;
      container.innerHTML = '';
    };
    // Created once: `message` (antd's App api) keeps its identity, later prop changes go through `latest`.
  }, [message]);

  // Controlled value: only a value the editor did not emit itself replaces the content.
  useEffect(() => {
    const quill = quillRef.current;
    if (!quill || composing.current || props.value === emitted.current) return;
    emitted.current = props.value;
    quill.setContents(quill.clipboard.convert({ html: props.value ?? '' }), 'silent');
  }, [props.value, status]);

  useEffect(() => {
    quillRef.current?.enable(!props.readOnly);
  }, [props.readOnly, status]);

  return (
    <div className="dure-rich-text-editor">
      {status === 'loading' && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      {status === 'error' && <Alert type="error" showIcon message={M.loadFailed} description={errorText(loadError)} />}
      <div ref={host} data-testid="rich-text-editor" hidden={status !== 'ready'} />
    </div>
  );
}
