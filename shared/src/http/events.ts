/** Events the http client emits; the host decides what the user sees. */
export type HttpEventMap = {
  'refresh-failed': { status: number | null };
  'token-refreshed': { accessToken: string };
};

type Listener<K extends keyof HttpEventMap> = (detail: HttpEventMap[K]) => void;

const listeners = new Map<keyof HttpEventMap, Set<(detail: never) => void>>();

export function onHttpEvent<K extends keyof HttpEventMap>(type: K, listener: Listener<K>): () => void {
  let set = listeners.get(type);
  if (!set) listeners.set(type, (set = new Set()));
  set.add(listener as (detail: never) => void);
  return () => set.delete(listener as (detail: never) => void);
}

export function emitHttpEvent<K extends keyof HttpEventMap>(type: K, detail: HttpEventMap[K]): void {
  for (const listener of listeners.get(type) ?? []) (listener as Listener<K>)(detail);
}
