import { type TSchema, Type } from 'typebox';

/** Shared TypeBox pieces of the record toolkit routes. */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** bigint ids as JS numbers: bounded so out-of-range input is a 400, not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** A record type code such as `DEPARTMENT`; unknown codes answer 404 like missing records. */
export const RecordType = Type.String({ minLength: 1, maxLength: 40 });
export const RecordParams = Type.Object({ recordType: RecordType, recordId: Id });
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});
export const Version = Type.Integer({ minimum: 0, maximum: 2_147_483_647 });
export const Yn = Type.Enum(['Y', 'N']);
export const Done = Type.Object({ result: Type.Boolean() });
export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    result: Type.Object({
      content: Type.Array(item),
      totalElements: Type.Integer(),
      totalPages: Type.Integer(),
      page: Type.Integer(),
      size: Type.Integer(),
      totalCappedYn: Type.Optional(Yn),
    }),
  });

/** Record type codes are case-insensitive in URLs. */
export const normaliseType = (type: string) => type.trim().toUpperCase();

/** `YYYY-MM-DD` that is a real calendar day. */
export function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

