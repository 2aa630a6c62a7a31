import type { FastifyRequest } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { Type } from 'typebox';

/**
 * Allow-list sanitiser for Quill 2 editor output (DOMAIN §0 `html`). Everything
 * not listed is dropped: script/style/textarea content entirely, other unknown
 * tags keep only their (escaped) text. No style attributes, no event handlers,
 * links only http/https/mailto or relative, images only from the file api.
 */

/** Path prefix of uploaded files; editor images must point here (relative or on an allowed https origin). */
export const FILE_PATH_PREFIX = '/dure.crm/api/file/';

export type RichTextOptions = {
  /** Absolute `https://host[:port]` origins whose file urls are accepted as image sources (the app's own origin). */
  imageOrigins?: readonly string[];
};

const SAFE_FILE_PATH = /^\/dure\.crm\/api\/file\/[A-Za-z0-9._~\-/]+(\?[A-Za-z0-9._~\-=&%]*)?$/;

/** An image source: a relative file api path, or the same on an allowed https origin. */
export function allowedImageSrc(src: string | undefined, options: RichTextOptions = {}): string | null {
  if (!src) return null;
  const value = src.trim();
  const okPath = (path: string) => SAFE_FILE_PATH.test(path) && !path.includes('..') && !path.includes('//');
  if (value.startsWith('/')) return okPath(value) ? value : null;
  if (!/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    if (!(options.imageOrigins ?? []).includes(url.origin)) return null;
    const path = `${url.pathname}${url.search}`;
    return okPath(path) ? `${url.origin}${path}` : null;
  } catch {
    return null;
  }
}

const DIGITS = /^\d{1,18}$/;

function config(options: RichTextOptions): sanitizeHtml.IOptions {
  return {
    allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 's', 'blockquote', 'pre', 'code', 'ol', 'ul', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'span'],
    allowedAttributes: {
      '*': ['class'],
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      li: ['data-list'],
      pre: ['data-language'],
      td: ['data-row', 'colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      span: ['data-id', 'data-value', 'data-denotation-char'],
    },
    allowedClasses: { '*': ['ql-align-*', 'ql-indent-*'], span: ['mention'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'title', 'template', 'iframe', 'noembed', 'noframes', 'plaintext'],
    enforceHtmlBoundary: false,
    parseStyleAttributes: false,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
      img: (tagName, attribs) => {
        const src = allowedImageSrc(attribs.src, options);
        const { src: _src, ...rest } = attribs;
        return { tagName, attribs: src ? { ...rest, src } : rest };
      },
      li: (tagName, attribs) => {
        const list = attribs['data-list'];
        const { 'data-list': _list, ...rest } = attribs;
        return { tagName, attribs: list && /^(bullet|ordered|checked|unchecked)$/.test(list) ? { ...rest, 'data-list': list } : rest };
      },
      span: (tagName, attribs) => {
        // Mention attributes only on mention spans, and data-id only as a user id.
        const isMention = (attribs.class ?? '').split(/\s+/).includes('mention');
        const { 'data-id': dataId, 'data-value': value, 'data-denotation-char': denotation, ...rest } = attribs;
        if (!isMention) return { tagName, attribs: rest };
        const out: Record<string, string> = { ...rest };
        if (dataId && DIGITS.test(dataId.trim())) out['data-id'] = dataId.trim();
        if (value !== undefined) out['data-value'] = value.slice(0, 100);
        if (denotation !== undefined) out['data-denotation-char'] = denotation.slice(0, 2);
        return { tagName, attribs: out };
      },
      td: (tagName, attribs) => ({ tagName, attribs: numericSpans(attribs) }),
      th: (tagName, attribs) => ({ tagName, attribs: numericSpans(attribs) }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

function numericSpans(attribs: Record<string, string>): Record<string, string> {
  const out = { ...attribs };
  for (const key of ['colspan', 'rowspan', 'width', 'height']) if (key in out && !/^\d{1,4}$/.test(out[key])) delete out[key];
  return out;
}

/** The sanitised HTML (safe to store and render). */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  return sanitizeHtml(html ?? '', config(options)).trim();
}

/** Visible text of sanitised HTML (tags removed, entities kept): empty means the body says nothing. */
export function richTextIsEmpty(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length === 0;
}

/** User ids of the quill-mention spans (`<span class="mention" data-id="123">`) of sanitised HTML, in order, unique. */
export function mentionedUserIds(html: string): number[] {
  const ids: number[] = [];
  const re = /<span\b[^>]*>/gi;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const tag = m[0];
    if (!/\bclass="[^"]*\bmention\b[^"]*"/.test(tag)) continue;
    const id = /\bdata-id="(\d{1,15})"/.exec(tag);
    if (id) {
      const n = Number(id[1]);
      if (Number.isSafeInteger(n) && n > 0 && !ids.includes(n)) ids.push(n);
    }
  }
  return ids;
}

/** Body schema of a rich-text field; the route still calls sanitizeRichText (the schema caps the raw size only). */
export const RichTextBody = (maxRawLength = 100_000) =>
  Type.String({ maxLength: maxRawLength, description: 'HTML (Quill 2); 서버에서 허용 목록으로 정제됩니다' });

/**
 * Editor images may also use absolute file urls on the app's own https origins: the configured web origins
 * (CORS_ORIGINS), never the request's Host header, which a client controls.
 */
export const richTextOptionsOf = (request: FastifyRequest): RichTextOptions => ({
  imageOrigins: request.server.config.corsOrigins.filter((origin) => origin.startsWith('https://')),
});
