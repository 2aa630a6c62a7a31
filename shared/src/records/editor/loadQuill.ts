import type QuillType from 'quill';

export type QuillClass = typeof QuillType;

let loading: Promise<QuillClass> | null = null;

/**
 * quill (~50 KB gzip) and quill-mention load on first use, once for the app; the
 * mention blot and module are registered on that one Quill class.
 */
export function loadQuill(): Promise<QuillClass> {
  loading ??= (async () => {
    const [{ default: Quill }, { Mention, MentionBlot }] = await Promise.all([
      import('quill'),
      import('quill-mention'),
      import('quill/dist/quill.snow.css'),
      import('quill-mention/dist/quill.mention.css'),
      import('./editor.css'),
    ]);
    Quill.register({ 'blots/mention': MentionBlot, 'modules/mention': Mention }, true);
    return Quill;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
