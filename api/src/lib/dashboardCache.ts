/**
 * Dashboards are read far more often than their figures change, and DOMAIN §4 already
 * accepts read-model latency (nightly + on demand). Each viewer's answer for one query is
 * kept for TTL_MS, so a team opening the same dashboard costs one computation; the key
 * holds the user (their scope) and the normalised query.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

export class DashboardCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  async get<T>(key: string, now: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>;
    const value = compute();
    this.entries.set(key, { at: now, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    // A failed computation (bad input, lost connection) is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

export const cacheKey = (dashboard: string, userId: number, query: object) =>
  `${dashboard}|${userId}|${JSON.stringify(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').sort(([a], [b]) => a.localeCompare(b)))}`;
