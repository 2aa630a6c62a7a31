/** Escapes LIKE wildcards of user input (`\`, `%`, `_` taken literally). */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive "contains" search with ILIKE. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
