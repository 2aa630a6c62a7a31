import { type Static, type TEnum, type TSchema, type TUnsafe, Type } from 'typebox';

/**
 * The building blocks every contract is written with. A contract is the one schema of a shape:
 * the api validates, serialises and documents with it; services and screens use its `Static<>` type.
 */

/** bigint ids as JS numbers, bounded so an out-of-range id is a 400, not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** An int column: bounded like the id. */
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: '낙관적 잠금 버전: 저장할 때 읽은 값을 그대로 보냅니다' });

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);
/**
 * The schema or null. A primitive or a list of codes is written as a type list (`type: ['string', 'null']`), which
 * fast-json-stringify serialises inline; an `anyOf` makes it build an Ajv validator for the route
 * on its first answer (about 150 ms per route). Other schemas stay a union with null.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: codes } = schema as { type?: unknown; enum?: unknown[] };
  if (typeof type === 'string' && PRIMITIVES.has(type)) return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] });
  if (type === undefined && codes?.every((code) => typeof code === 'string')) return Type.Unsafe<Static<T> | null>({ ...schema, type: ['string', 'null'], enum: [...codes, null] });
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** Text of at most `maxLength` characters: the one place a field's limit is written. */
export const Text = (maxLength: number, options: { minLength?: number; description?: string } = {}) =>
  Type.String({ maxLength, ...options });
/** A field a body may leave out or clear with null. */
export const OptText = (maxLength: number) => Type.Optional(Nullable(Text(maxLength)));

export const YN_CODES = ['Y', 'N'] as const;
export const Yn = Type.Enum(YN_CODES);
export type Yn = Static<typeof Yn>;

/** An instant as ISO 8601 text (a `Date` serialises to it). */
export const DateTime = Type.String({ format: 'date-time' });
/** A calendar day, `YYYY-MM-DD`. */
export const LocalDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** Codes with their Korean labels, in display order: the schema accepts exactly these codes. */
export type Labelled<C extends string> = { readonly codes: readonly C[]; readonly labels: Readonly<Record<C, string>>; readonly schema: TEnum<C[]> };

export function labelled<const L extends Record<string, string>>(labels: L, description?: string): Labelled<Extract<keyof L, string>> {
  const codes = Object.keys(labels) as Extract<keyof L, string>[];
  return { codes, labels, schema: Type.Enum(codes, description ? { description } : {}) };
}

/** Every answer wraps its payload in `result` (DESIGN §3). */
export const Result = <T extends TSchema>(payload: T) => Type.Object({ result: payload });

/** Spring's page shape under `result` (DOMAIN §1.5); `totalCappedYn` = Y when the count stopped at its cap ("1,000건 이상"). */
export const PageOf = <T extends TSchema>(row: T) =>
  Type.Object({
    content: Type.Array(row),
    totalElements: Type.Integer({ minimum: 0 }),
    totalPages: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    totalCappedYn: Type.Optional(Yn),
  });
export type Page<T> = { content: T[]; totalElements: number; totalPages: number; page: number; size: number; totalCappedYn?: Yn };

export const MAX_PAGE_SIZE = 100;
/** The last page number a list accepts: far beyond any list, and page × size stays a safe database offset. */
export const MAX_PAGE = 1_000_000;
/** A 0-based page number. */
export const PageNumber = Type.Integer({ minimum: 0, maximum: MAX_PAGE });

/** Names every object inherits: a sort key must never look one up in a column map. */
const INHERITED = 'constructor|prototype|toString|toLocaleString|valueOf|hasOwnProperty|isPrototypeOf|propertyIsEnumerable';
/** `field,asc|desc`: a field name (not starting with `_`, not an inherited name), an optional direction. */
export const SortParam = (maxLength = 50, description = '필드,asc|desc') =>
  Type.String({ maxLength, pattern: `^(?!(?:${INHERITED})(?:,|$))[A-Za-z0-9][A-Za-z0-9_.]*(,(asc|desc))?$`, description });

/** What every list takes before its own filters: `page` (0-based), `size`, `sort` (`field,asc|desc`), `keyword`. */
export const ListQueryBase = {
  page: Type.Optional(PageNumber),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  sort: Type.Optional(SortParam()),
  keyword: Type.Optional(Text(100)),
};

/** A list query: the shared base plus the list's own filters. */
export const ListQuery = <P extends Record<string, TSchema>>(filters: P) => Type.Object({ ...ListQueryBase, ...filters });

/** A query filter the screens may send empty (`deptId=`): the same as leaving it out. */
export const OrEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

export const IdParams = Type.Object({ id: Id });
export const VersionQuery = Type.Object({ version: Version });

/** A comma-separated list of codes in a query string (`statusList=A,B`). */
export const CodeList = (maxLength = 200) => Type.String({ maxLength, pattern: '^[A-Z0-9_]*(,[A-Z0-9_]+)*$' });

/** The body of every 4xx/5xx answer: a Korean `message` the screen shows, per-field or per-row messages for validation. */
export const ApiErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  rows: Type.Optional(Type.Array(Type.Object({ key: Type.String(), fields: Type.Record(Type.String(), Type.String()) }))),
  errors: Type.Optional(Type.Array(Type.String())),
});
export type ApiErrorBody = Static<typeof ApiErrorBody>;

/** An answer with no payload beyond success (deletes, status changes that return nothing). */
export const Done = Result(Type.Null());
/** An answer that confirms an action with `{ result: true }` (the deletes and registrations clients already read that way). */
export const Ok = Result(Type.Literal(true));

export type { Static, TSchema };
