/** Events the http client emits; the host decides what the user sees. */
export type HttpEventMap = {
  'refresh-failed': { status: number | null };
  'token-refreshed': { accessToken: string };
};

type Listener<K extends keyof HttpEventMap> = (detail: HttpEventMap[K]) => void;

const listeners: { [K in keyof HttpEventMap]?: Set<Listener<K>> } = {};

export function onHttpEvent<K extends keyof HttpEventMap>(type: K, listener: Listener<K>): () => void {
  const set = (listeners[type] ??= new Set()) as Set<Listener<K>>;
  set.add(listener);
  return () => set.delete(listener);
}

export function emitHttpEvent<K extends keyof HttpEventMap>(type: K, detail: HttpEventMap[K]): void {
  for (const listener of (listeners[type] ?? []) as Set<Listener<K>>) listener(detail);
}
