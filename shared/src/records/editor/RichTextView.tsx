import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';

type Purifier = { sanitize: (html: string) => string };

let purifier: Purifier | null = null;
let loading: Promise<Purifier> | null = null;

/**
 * The server stores only allow-listed HTML (DESIGN §3); DOMPurify runs here too as
 * defence in depth. It is ~11 KB gzip, loaded once on first view, never on the login page.
 */
function loadPurifier(): Promise<Purifier> {
  loading ??= Promise.all([import('dompurify'), import('quill/dist/quill.core.css')]).then(([m]) => {
    purifier = m.default as Purifier;
    return purifier;
  });
  return loading;
}

export type RichTextViewProps = { html: string; className?: string };

export function RichTextView({ html, className }: RichTextViewProps) {
  const [ready, setReady] = useState(purifier !== null);
  useEffect(() => {
    if (!ready) void loadPurifier().then(() => setReady(true));
  }, [ready]);
  if (!ready || !purifier) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  return <div className={['ql-editor', 'dure-rich-text', className].filter(Boolean).join(' ')} style={{ padding: 0 }} dangerouslySetInnerHTML={{ __html: purifier.sanitize(html) }} />;
}
