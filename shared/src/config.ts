/**
 * Runtime settings the host reads from /config.json before first render and
 * passes here; remotes get them through the shared singleton.
 */
export type DureConfig = {
  /** Origin of the api, e.g. http://localhost:8090 (the product path is appended). */
  apiHost: string;
  clientId: string;
  clientSecret: string;
  /** Browser push through Firebase Cloud Messaging; absent = push is off. */
  push?: { vapidKey: string; firebase: Record<string, string> };
  /** The Daum/Kakao postcode script (주소 검색), loaded when a user asks for it; absent = addresses are typed by hand. */
  postcodeScript?: string;
};

export const PRODUCT_PATH = '/dure.crm';

let current: DureConfig = {
  apiHost: 'http://localhost:8090',
  clientId: 'dure-web',
  clientSecret: 'dure-web-secret',
};

export function configure(next: Partial<DureConfig>): void {
  current = { ...current, ...next };
}

export function getConfig(): DureConfig {
  return current;
}

export function apiBaseUrl(): string {
  return `${current.apiHost.replace(/\/$/, '')}${PRODUCT_PATH}`;
}

/** The fixed client-basic Authorization header of the OAuth calls (SPEC §7). */
export function clientBasicHeader(): string {
  return `Basic ${btoa(`${current.clientId}:${current.clientSecret}`)}`;
}
