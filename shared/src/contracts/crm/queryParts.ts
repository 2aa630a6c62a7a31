import { type TSchema, Type } from 'typebox';

/**
 * Query-string filters of the crm sales lists that a client may also send blank (`customerId=`):
 * blank means "no filter", as an absent parameter does.
 */
export const OrEmpty = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Literal('')]));

/** A Y/N switch of a list filter; blank is off. */
export const YnFilter = (description?: string) => Type.Optional(Type.Enum(['Y', 'N', ''], description ? { description } : {}));
