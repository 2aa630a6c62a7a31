import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { customer } from '../../../db/schema';

const PICKER_LIMIT = 20;
const tags = ['customer'];

/** Customer picker: any signed-in user sees id, number and name (DOMAIN §4 Customer "Pickers"). */
export async function customerPickerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/customer/picker',
    {
      config: { access: 'authenticated' as const },
      schema: { tags, summary: '고객사 선택 목록 (이름·번호·사업자번호)', querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }) },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const digits = keyword?.replace(/-/g, '') ?? '';
      const rows = await app.db
        .select({ id: customer.id, customerNo: customer.customerNo, name: customer.name, bizRegNo: customer.bizRegNo, status: customer.status })
        .from(customer)
        .where(
          and(
            eq(customer.deletedYn, 'N'),
            ne(customer.status, 'MERGED'),
            pattern
              ? or(ilike(customer.name, pattern), ilike(sql`replace(${customer.customerNo}, '-', '')`, `%${digits}%`), digits ? ilike(customer.bizRegNo, `%${digits}%`) : undefined)
              : undefined,
          ),
        )
        .orderBy(asc(customer.name), asc(customer.id))
        .limit(PICKER_LIMIT);
      return { result: rows };
    },
  );

}
