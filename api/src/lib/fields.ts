import { API_MESSAGES } from '@dure/shared/messages';

/**
 * Reads the optional reference ids (parent, segment, owner user / department …) present in a body into `values`:
 * null or '' clears the reference, a positive safe integer (a number or its digits) is kept, anything else is a
 * field error (API_MESSAGES.fieldInvalid). Keys absent from `raw`, or undefined, are left out.
 */
export function parseOptionalIds<K extends string>(
  raw: Record<string, unknown>,
  keys: readonly K[],
  values: { [P in K]?: number | null },
  errors: Record<string, string>,
): void {
  for (const key of keys) {
    if (!Object.hasOwn(raw, key) || raw[key] === undefined) continue;
    const value = raw[key];
    if (value === null || value === '') values[key] = null;
    else if (!Number.isSafeInteger(Number(value)) || Number(value) < 1) errors[key] = API_MESSAGES.fieldInvalid;
    else values[key] = Number(value);
  }
}
