/**
 * The kinds of filter a list keeps in the address. Each kind encodes its value one way for the
 * address, the api query, the saved view and the export request; `undefined` is "no filter".
 */
export type ListField<T> = {
  readonly kind: 'text' | 'choice' | 'enumList' | 'codeList' | 'id' | 'idList' | 'yn' | 'day' | 'dateRange' | 'number';
  /** The value when the address says nothing. */
  readonly initial: T;
  /** The text form of a value; undefined when the value filters nothing. */
  encode(value: T): string | undefined;
  /** A value from its text form, or from a saved view's JSON; anything malformed filters nothing. */
  decode(raw: unknown): T;
  /** The api's parameters for a value that filters something (default: the field's own name). */
  toApi?(name: string, encoded: string, value: T): Record<string, string>;
  /** Parameters the api needs beside the field whenever it filters (a department with its sub-departments). */
  readonly also?: Record<string, string>;
  /** Kept in the address and saved views only, never sent to the api (how the page shows the list: a table or a board). */
  readonly addressOnly?: boolean;
};

export type DateRange = { from?: string; to?: string };

const asText = (raw: unknown): string => (Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '');
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const YM = /^\d{4}-\d{2}$/;
const CODE = /^[A-Z0-9_]+$/;

/** Free text (a keyword): trimmed; blank filters nothing. */
export function text(o: { initial?: string } = {}): ListField<string | undefined> {
  return {
    kind: 'text',
    initial: o.initial,
    encode: (value) => value?.trim() || undefined,
    decode: (raw) => asText(raw).trim() || undefined,
  };
}

/** One code out of `values` (a single select); an unknown code filters nothing. `addressOnly`: a way of showing the list, not a filter. */
export function choice<T extends string>(values: readonly T[], o: { addressOnly?: boolean } = {}): ListField<T | undefined> {
  return {
    kind: 'choice',
    initial: undefined,
    addressOnly: o.addressOnly,
    encode: (value) => value,
    decode: (raw) => (values as readonly unknown[]).includes(raw) ? (raw as T) : undefined,
  };
}

/** A month `YYYY-MM` (anything else filters nothing). */
export function month(): ListField<string | undefined> {
  return {
    kind: 'text',
    initial: undefined,
    encode: (value) => (value && YM.test(value) ? value : undefined),
    decode: (raw) => (YM.test(asText(raw)) ? asText(raw) : undefined),
  };
}

/** Any number of codes out of `values`, comma-joined; unknown codes are dropped. */
export function enumList<T extends string>(values: readonly T[], o: { initial?: T[] } = {}): ListField<T[]> {
  return {
    kind: 'enumList',
    initial: o.initial ?? [],
    encode: (value) => (value.length > 0 ? value.join(',') : undefined),
    decode: (raw) => [...new Set(asText(raw).split(','))].filter((v): v is T => (values as readonly string[]).includes(v)),
  };
}

/** Any number of codes from a code table the screen loads (activity types, lead sources), comma-joined; malformed codes are dropped. */
export function codeList(o: { initial?: string[] } = {}): ListField<string[]> {
  return {
    kind: 'codeList',
    initial: o.initial ?? [],
    encode: (value) => (value.length > 0 ? value.join(',') : undefined),
    decode: (raw) => [...new Set(asText(raw).split(','))].filter((v) => CODE.test(v)),
  };
}

/** Any number of record ids (stages), comma-joined. */
export function idList(): ListField<number[]> {
  return {
    kind: 'idList',
    initial: [],
    encode: (value) => (value.length > 0 ? value.join(',') : undefined),
    decode: (raw) => [...new Set(asText(raw).split(',').map(Number))].filter((n) => Number.isInteger(n) && n > 0),
  };
}

/** One day (YYYY-MM-DD), for lists whose links name each end of a period on its own (`fromDate`, `toDate`). */
export function day(): ListField<string | undefined> {
  return {
    kind: 'day',
    initial: undefined,
    encode: (value) => (value && DAY.test(value) ? value : undefined),
    decode: (raw) => (DAY.test(asText(raw)) ? asText(raw) : undefined),
  };
}

/** A record id (a positive integer). */
export function id(o: { initial?: number; also?: Record<string, string> } = {}): ListField<number | undefined> {
  return {
    kind: 'id',
    initial: o.initial,
    also: o.also,
    encode: (value) => (value === undefined ? undefined : String(value)),
    decode: (raw) => {
      const n = Number(asText(raw));
      return Number.isInteger(n) && n > 0 ? n : undefined;
    },
  };
}

/** A finite number (an amount, a probability). */
export function number(o: { initial?: number } = {}): ListField<number | undefined> {
  return {
    kind: 'number',
    initial: o.initial,
    encode: (value) => (value === undefined ? undefined : String(value)),
    decode: (raw) => {
      const textValue = asText(raw).trim();
      const n = Number(textValue);
      return textValue !== '' && Number.isFinite(n) ? n : undefined;
    },
  };
}

/** A yes/no flag, written Y or N as the api's …Yn fields are; undefined is "either". */
export function yn(o: { initial?: boolean } = {}): ListField<boolean | undefined> {
  return {
    kind: 'yn',
    initial: o.initial,
    encode: (value) => (value === undefined ? undefined : value ? 'Y' : 'N'),
    decode: (raw) => (raw === 'Y' || raw === true ? true : raw === 'N' || raw === false ? false : undefined),
  };
}

/**
 * A range of days (YYYY-MM-DD, either end open), written `from~to` in the address and sent to
 * the api as two parameters, `<name>From` and `<name>To` unless named otherwise.
 */
export function dateRange(o: { from?: string; to?: string; initial?: DateRange } = {}): ListField<DateRange | undefined> {
  return {
    kind: 'dateRange',
    initial: o.initial,
    encode: (value) => (value?.from || value?.to ? `${value.from ?? ''}~${value.to ?? ''}` : undefined),
    decode: (raw) => {
      const [from, to] = asText(raw).split('~');
      const range: DateRange = {};
      if (DAY.test(from ?? '')) range.from = from;
      if (DAY.test(to ?? '')) range.to = to;
      return range.from || range.to ? range : undefined;
    },
    toApi: (name, _encoded, value) => ({
      ...(value?.from ? { [o.from ?? `${name}From`]: value.from } : {}),
      ...(value?.to ? { [o.to ?? `${name}To`]: value.to } : {}),
    }),
  };
}
