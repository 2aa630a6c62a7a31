import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { pickCustomers } from './picker';
import { PickerQuery } from './schema';

const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['customer'];

/** 고객사·담당자 (DOMAIN §4 Customer, Contact). */
export async function customerRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/customer/picker',
    { config: SIGNED_IN, schema: { tags, summary: '고객사 찾기 (선택용: 번호·이름·사업자번호만)', querystring: PickerQuery } },
    async (request) => ({ result: await pickCustomers(app.db, request.query.keyword, request.query.size ?? 20) }),
  );
}
