/** Small deterministic PRNG so every seed run plans the same data. */
export function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** An integer in [min, max]. */
export const between = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

/** Log-normal between `min` and `max` (most values low, a long tail), e.g. deal sizes. */
export function logNormalBetween(random: Random, min: number, max: number): number {
  const u = Math.max(1e-9, random());
  const v = random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  const mid = (Math.log(min) + Math.log(max)) / 2;
  const spread = (Math.log(max) - Math.log(min)) / 6;
  return Math.round(Math.min(max, Math.max(min, Math.exp(mid + z * spread))));
}
