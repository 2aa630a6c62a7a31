import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { Type } from 'typebox';
import { customer } from '../../../db/schema';
import { escapeLike } from '../../cross/record/common';

const Option = Type.Object({
  id: Type.Integer(),
  customerNo: Type.String(),
  name: Type.String(),
  bizRegNo: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});

/** Customer picker (DOMAIN §4: pickers give any user id, number, name); no data scope. */
export async function customerPickerRoutes(baseApp: FastifyInstance) {
  const app = baseApp.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/customer/picker',
    {
      // Every signed-in user (ROLE_USER) may pick a customer.
      config: { access: 'authenticated' },
      schema: {
        tags: ['customer'],
        summary: '고객사 선택 (이름, 고객번호, 사업자번호)',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })), size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) }),
        response: { 200: Type.Object({ result: Type.Array(Option) }) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const digits = keyword?.replace(/-/g, '');
      const pattern = keyword ? `%${escapeLike(keyword)}%` : null;
      const rows = await app.db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
        .from(customer)
        .where(
          and(
            eq(customer.deletedYn, 'N'),
            pattern
              ? or(ilike(customer.name, pattern), ilike(customer.customerNo, pattern), digits ? ilike(customer.bizRegNo, `%${escapeLike(digits)}%`) : undefined)
              : undefined,
          ),
        )
        .orderBy(asc(customer.name), asc(customer.id))
        .limit(request.query.size ?? 20);
      return { result: rows };
    },
  );
}
