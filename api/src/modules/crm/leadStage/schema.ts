import { type Static, Type } from 'typebox';

const Version = Type.Integer({ minimum: 0 });
const Yn = Type.Enum(['Y', 'N']);

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const CreateBody = Type.Object({
  code: Type.String({ maxLength: 60 }),
  name: Type.String({ maxLength: 100 }),
  defaultProbability: Type.Integer({ minimum: -1000, maximum: 1000 }),
  staleDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
});
export type CreateInput = Static<typeof CreateBody>;

export const UpdateBody = Type.Object({
  name: Type.String({ maxLength: 100 }),
  defaultProbability: Type.Integer({ minimum: -1000, maximum: 1000 }),
  staleDays: Type.Integer({ minimum: 0, maximum: 3650 }),
  activeYn: Yn,
  version: Version,
});
export type UpdateInput = Static<typeof UpdateBody>;

/** OPEN stage ids in their new order (수주·실주 always come last). */
export const OrderBody = Type.Object({ ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }) });
export type OrderInput = Static<typeof OrderBody>;

export const DeleteQuery = Type.Object({ version: Version });
