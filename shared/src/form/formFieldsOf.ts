/** A record's fields as an edit form's start values: the named ones as they are, an empty (null) one left unset. */
export function formFieldsOf<T extends object, K extends keyof T>(record: T, keys: readonly K[]): { [P in K]?: NonNullable<T[P]> } {
  return Object.fromEntries(keys.map((k) => [k, record[k] ?? undefined])) as { [P in K]?: NonNullable<T[P]> };
}
