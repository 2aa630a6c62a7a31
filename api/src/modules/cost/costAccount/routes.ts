import { read, write } from '@dure/shared/access';
import { IdParams, Result } from '@dure/shared/contracts';
import { CostAccount, CostAccountBody, CostAccountListQuery } from '@dure/shared/contracts/cost/costRate';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { createCostAccount, listCostAccounts, updateCostAccount } from './service';

const tags = ['cost-account'];

/** 원가계정 (DOMAIN §6 CostAccount; a tab of /cost/management) under COST_ACCOUNT_MANAGEMENT. */
export async function costAccountRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/cost-account/picker',
    { config: { access: 'authenticated' }, schema: { tags, summary: '사용 중인 원가계정 (선택용, 트리 순서)', response: { 200: Result(Type.Array(CostAccount)) } } },
    async () => ({ result: await listCostAccounts(app.db, {}) }),
  );

  app.get(
    '/api/cost-account',
    { config: { roles: [read('COST_ACCOUNT_MANAGEMENT')] }, schema: { tags, summary: '원가계정 트리 (상위 계정 다음에 하위 계정)', querystring: CostAccountListQuery, response: { 200: Result(Type.Array(CostAccount)) } } },
    async (request) => ({ result: await listCostAccounts(app.db, request.query) }),
  );

  app.post(
    '/api/cost-account',
    { config: { roles: [write('COST_ACCOUNT_MANAGEMENT')] }, schema: { tags, summary: '원가계정 등록 (2단계까지)', body: CostAccountBody, response: { 201: Result(CostAccount) } } },
    async (request, reply) => reply.code(201).send({ result: await createCostAccount(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/cost-account/:id',
    { config: { roles: [write('COST_ACCOUNT_MANAGEMENT')] }, schema: { tags, summary: '원가계정 수정 (version 필수; 사용 중지는 activeYn=N)', params: IdParams, body: CostAccountBody, response: { 200: Result(CostAccount) } } },
    async (request) => ({ result: await updateCostAccount(app.db, actorOf(request), request.params.id, request.body) }),
  );
}
