import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { customer } from '../../../db/schema';

const PICKER_SIZE = 20;
const Item = Type.Object({ id: Type.Integer(), customerNo: Type.String(), name: Type.String(), bizRegNo: Type.Union([Type.String(), Type.Null()]), status: Type.String() });

/** Customer picker for any user (DOMAIN §4: pickers give any user id, number, name): live, not merged or closed. */
export async function customerPickerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/customer/picker',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['customer'],
        summary: '고객사 선택 목록 (이름·고객번호·사업자번호, 20건)',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Type.Object({ result: Type.Array(Item) }) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? '';
      const escaped = keyword.replace(/[\\%_]/g, (m) => `\\${m}`);
      const digits = keyword.replace(/-/g, '');
      const rows = await app.db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
        .from(customer)
        .where(
          and(
            eq(customer.deletedYn, 'N'),
            notInArray(customer.status, ['MERGED', 'CLOSED']),
            keyword
              ? or(ilike(customer.name, `%${escaped}%`), ilike(customer.customerNo, `%${escaped}%`), digits ? ilike(customer.bizRegNo, `%${digits}%`) : undefined)
              : undefined,
          ),
        )
        .orderBy(keyword ? sql`position(lower(${keyword}) in lower(${customer.name}))` : asc(customer.name), asc(customer.name), asc(customer.id))
        .limit(PICKER_SIZE);
      return { result: rows };
    },
  );
}
