import type { AccessTokenOwner } from './store';

/** What an invalidation drops: the entries of one user, or everything (composite or department tree changes). */
export type OwnerTarget = number | 'all';

/** A token owner as requests use it: the authorities as a set, built once per database read. */
export type CachedOwner = Omit<AccessTokenOwner, 'authorities'> & { authorities: ReadonlySet<string> };

type Entry = { owner: CachedOwner; until: number };

/**
 * The resolved owners of recently used access tokens, keyed by the token's SHA-256 (never the token),
 * so an authenticated request needs no database read. Bounded (least recently used goes first) and
 * short-lived as a safety net; exactness comes from invalidation (see invalidation.ts). An entry also
 * ends when the token expires or the user's next grant expires.
 */
export class OwnerCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation: a read that began before one must not store what it read. */
  private generation = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(hash: string, now: number): CachedOwner | null {
    const entry = this.entries.get(hash);
    if (!entry) return null;
    this.entries.delete(hash);
    if (entry.until <= now) return null;
    this.entries.set(hash, entry);
    return entry.owner;
  }

  /** The generation to hand back to `set` once the database read is done. */
  begin(): number {
    return this.generation;
  }

  set(hash: string, owner: CachedOwner, now: number, generation: number, grantsChangeAt: number | null): void {
    if (generation !== this.generation) return;
    const until = Math.min(now + this.ttlMs, owner.accessExpiresAt.getTime(), grantsChangeAt ?? Number.POSITIVE_INFINITY);
    if (until <= now) return;
    this.entries.delete(hash);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash, { owner, until });
  }

  drop(target: OwnerTarget): void {
    this.generation++;
    if (target === 'all') {
      this.entries.clear();
      return;
    }
    for (const [hash, entry] of this.entries) if (entry.owner.userId === target) this.entries.delete(hash);
  }

  get size(): number {
    return this.entries.size;
  }
}
