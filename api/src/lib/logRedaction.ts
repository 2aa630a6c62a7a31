import type { FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Names of fields and parameters whose value is a secret, whatever a client or a module calls them. */
const SECRET_NAME = /pass(word|wd|phrase)?|pwd|secret|token|authorization|cookie|credential|api[-_]?key|session/i;

export const isSecretName = (name: string) => SECRET_NAME.test(name);

const NAME = String.raw`[A-Za-z0-9_.\-\[\]]*?(?:pass(?:word|wd|phrase)?|pwd|secret|token|authorization|cookie|credential|api[-_]?key|session)[A-Za-z0-9_.\-\[\]]*`;
/** `name=value` in a query string or form body. */
const PAIR = new RegExp(String.raw`((?:^|[?&;\s])${NAME}=)[^&#\s]*`, 'gi');
/** `"name":"value"` in a JSON fragment (a parse error quotes the body it failed on). */
const JSON_PAIR = new RegExp(String.raw`("${NAME}"\s*:\s*)("(?:[^"\\]|\\.)*"?|[^,}\s]+)`, 'gi');
/** `Bearer …`, `Basic …` credentials written out in a text. */
const SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9\-._~+/]+=*/gi;

/** A text with every secret it carries (URL or form pairs, JSON pairs, bearer/basic credentials) replaced. */
export function redactText(text: string): string {
  return text.replace(PAIR, `$1${REDACTED}`).replace(JSON_PAIR, `$1"${REDACTED}"`).replace(SCHEME, `$1 ${REDACTED}`);
}

/** A URL whose secret query parameters (password, access_token, …) are replaced. */
export const redactUrl = (url: string) => redactText(url);

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a log object with the values of secret-named keys replaced and the texts redacted.
 * Only plain objects and arrays are walked: requests, replies and errors have their own serializers.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isPlain(value)) return value;
  return redactFields(value as Record<string, unknown>, depth);
}

function redactFields(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = isSecretName(key) && item != null ? REDACTED : redactValue(item, depth + 1);
  return copy;
}

/** An error as a log object (type, message, stack, its own fields such as a database error's code, its cause), redacted. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error) || depth > 3) return redactValue(error);
  const fields: Record<string, unknown> = { ...error, type: error.constructor.name, message: error.message, stack: error.stack };
  if (error.cause !== undefined) fields.cause = serializeError(error.cause, depth + 1);
  return redactFields(fields, depth);
}

type RequestLike = { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } };
type Serializer = (value: unknown) => unknown;
type LoggerOptions = { serializers?: Record<string, Serializer>; formatters?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The logger options with secrets kept out of every line: the request is logged without headers and
 * with a redacted URL, error serialisations and every other logged object are redacted by key and text.
 */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base: LoggerOptions = typeof logger === 'object' ? (logger as LoggerOptions) : {};
  return {
    ...base,
    serializers: {
      req: (req: RequestLike) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: serializeError,
      ...base.serializers,
    },
    formatters: { ...base.formatters, log: (object: Record<string, unknown>) => redactValue(object) as Record<string, unknown> },
    hooks: {
      // The message text too: Fastify logs a client error's message, and a JSON parse error quotes the body.
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactText(arg) : arg)));
      },
    },
  } as FastifyServerOptions['logger'];
}
