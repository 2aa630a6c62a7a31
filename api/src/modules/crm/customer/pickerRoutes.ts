import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { customer } from '../../../db/schema';

const Query = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });

/** Customer picker (DOMAIN §4 Customer: "pickers give any user id, number, name"): live customers by name, number or 사업자번호. */
export async function customerPickerRoutes(baseApp: FastifyInstance) {
  const app = baseApp.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/customer/picker',
    { config: { access: 'authenticated' }, schema: { tags: ['customer'], summary: '고객사 선택 목록', querystring: Query } },
    async (request) => {
      const keyword = request.query.keyword?.trim() ?? '';
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const digits = keyword.replace(/-/g, '');
      const rows = await app.db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
        .from(customer)
        .where(
          and(
            eq(customer.deletedYn, 'N'),
            ne(customer.status, 'MERGED'),
            keyword ? or(ilike(customer.name, pattern), ilike(customer.customerNo, pattern), digits ? ilike(customer.bizRegNo, `%${digits.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined) : undefined,
          ),
        )
        .orderBy(asc(customer.name), asc(customer.id))
        .limit(request.query.size ?? 20);
      return { result: rows };
    },
  );
}
