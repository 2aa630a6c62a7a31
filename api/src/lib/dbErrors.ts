/** The PostgreSQL unique-violation constraint name, looking through driver wrappers; null otherwise. */
export function uniqueViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}

/** The PostgreSQL exclusion-violation (23P01) constraint name, looking through driver wrappers; null otherwise. */
export function exclusionViolation(error: unknown): string | null {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23P01') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return null;
}
