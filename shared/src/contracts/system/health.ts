import { type Static, Type } from 'typebox';

/** GET /health: the api is up and its database answers (503 with the error body otherwise). */
export const Health = Type.Object({
  status: Type.Literal('UP'),
  database: Type.String({ description: 'postgres | pglite' }),
});
export type Health = Static<typeof Health>;
