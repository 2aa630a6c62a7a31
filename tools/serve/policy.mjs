// The one header policy of the web apps: tools/serve (development, tests) and the generated nginx
// configuration (production, deploy/nginx.mjs) both answer with these rules. Node built-ins only.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A file whose name carries webpack's `[contenthash:8]` (chunks, css, assets and their source maps): its
 * content never changes under that name. Written without lookbehind so nginx's PCRE takes it as it is.
 */
export const HASHED_FILE = '\\.[0-9a-f]{8}\\.[a-z0-9]+(?:\\.map)?$';
const hashed = new RegExp(HASHED_FILE);

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated on every use (the ETag answers 304): a redeploy shows at the next load. */
export const REVALIDATE = 'no-cache';

/**
 * Entry documents: named the same in every build, so they must never be cached for good. Listed for the
 * checks; the rule itself is "everything not content-hashed", which also covers every in-app path that
 * falls back to index.html (`/customer/53`).
 */
export const ENTRY_DOCUMENTS = [
  '/index.html',
  '/main.js',
  '/remoteEntry.js',
  '/mf-manifest.json',
  '/config.json',
  '/remotes.json',
  '/sw.js',
  '/firebase-messaging-sw.js',
  '/manifest.webmanifest',
];

/** Cache-Control for a request path. */
export const cacheControl = (pathname) => (hashed.test(pathname) ? IMMUTABLE : REVALIDATE);

/** On every response of every app. */
export const SECURITY_HEADERS = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/** What Firebase Cloud Messaging's web SDK calls to register a browser for push (only when push is configured). */
const FIREBASE_PUSH_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/** The host's runtime settings the policy depends on, as written by scripts/write-runtime-config.mjs. */
export function readRuntime(hostDir) {
  const json = (name) => {
    try {
      return JSON.parse(readFileSync(path.join(hostDir, name), 'utf8'));
    } catch {
      return {};
    }
  };
  const config = json('config.json');
  return { apiHost: config.apiHost ?? null, remoteUrls: Object.values(json('remotes.json')), push: Boolean(config.push), postcodeScript: config.postcodeScript ?? null };
}

const originOf = (url) => new URL(url).origin;

/**
 * The host page's Content-Security-Policy: scripts from the host and its remotes only (and the postcode search's
 * script origin when one is configured), data from the api and the remotes, no plugins, no <base>, never framed.
 * antd writes its styles at run time, hence 'unsafe-inline' for styles only.
 * @param {{ apiHost: string | null, remoteUrls: string[], push?: boolean, postcodeScript?: string | null }} runtime
 */
export function contentSecurityPolicy({ apiHost, remoteUrls, push = false, postcodeScript = null }) {
  const remotes = [...new Set(remoteUrls.map(originOf))];
  const api = apiHost ? [originOf(apiHost)] : [];
  // The Korean address search (config.json postcodeScript): its script and what it loads come from that origin; it
  // opens its search in a window of its own, so no frame source is needed.
  const postcode = postcodeScript ? [originOf(postcodeScript)] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...postcode],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...new Set([...api, ...remotes]), ...(push ? FIREBASE_PUSH_ORIGINS : [])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A remote's answer to the host's cross-origin module and manifest requests. */
export const corsHeaders = (allowOrigin) => ({ 'Access-Control-Allow-Origin': allowOrigin });
