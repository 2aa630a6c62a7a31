import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, ne, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { customer } from '../../../db/schema';

const Query = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
});

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/customer/picker: any signed-in user picks a customer by name, number or
 * business number (DOMAIN §4 Customer "pickers give any user id, number, name").
 * Merged customers are left out; at most 20 answers.
 */
export async function customerPickerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/customer/picker',
    { config: { access: 'authenticated' as const }, schema: { tags: ['customer'], summary: '고객사 찾기 (선택용)', querystring: Query } },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
      const digits = keyword?.replace(/-/g, '');
      const rows = await app.db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
        .from(customer)
        .where(
          and(
            eq(customer.deletedYn, 'N'),
            ne(customer.status, 'MERGED'),
            request.query.id ? eq(customer.id, request.query.id) : undefined,
            pattern
              ? or(ilike(customer.name, pattern), ilike(customer.customerNo, pattern), digits ? ilike(customer.bizRegNo, `%${escapeLike(digits)}%`) : undefined)
              : undefined,
          ),
        )
        .orderBy(asc(customer.name), asc(customer.id))
        .limit(20);
      return { result: rows };
    },
  );
}
