import { Type } from 'typebox';
import { PLAN_DIMENSIONS } from './keys';

const Year = Type.Integer({ minimum: 2000, maximum: 2100 });
const Dimension = Type.Enum([...PLAN_DIMENSIONS]);

export const GridQuery = Type.Object({ year: Year, dimension: Dimension });

export const SaveBody = Type.Object(
  {
    year: Year,
    dimension: Dimension,
    rows: Type.Array(
      Type.Object(
        {
          keyId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
          cells: Type.Array(
            Type.Object(
              {
                month: Type.Integer(),
                orderTarget: Type.Optional(Type.Number()),
                salesTarget: Type.Optional(Type.Number()),
                version: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
              },
              { additionalProperties: false },
            ),
            { minItems: 1, maxItems: 12 },
          ),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);

export const ConfirmBody = Type.Object({ year: Year, dimension: Dimension }, { additionalProperties: false });
