import { admin, read, write } from '@dure/shared/access';
import { Done, IdParams } from '@dure/shared/contracts';
import {
  SalesOrderAnswer,
  SalesOrderBody,
  SalesOrderCancelBody,
  SalesOrderDeleteQuery,
  SalesOrderDeliveryBody,
  SalesOrderListQuery,
  SalesOrderPage,
  SalesOrderUpdateBody,
  SalesOrderVersionBody,
} from '@dure/shared/contracts/crm/salesOrder';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../../lib/actor';
import { salesOrderExportRoutes } from './exportRoute';
import { changeOrderState, recordDelivery } from './lifecycle';
import { createOrder, deleteOrder, getOrder, listOrders, restoreOrder, updateOrder } from './service';

const READ = { roles: [read('CRM')] };
const WRITE = { roles: [write('CRM')] };
const tags = ['sales-order'];

/** 수주 (DOMAIN §4 SalesOrder): orders with lines, deliveries and billed progress, data-scoped by CRM. */
export async function salesOrderRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  salesOrderExportRoutes(base);
  const caller = (request: FastifyRequest) => request.auth!;

  app.get(
    '/api/sales-order',
    { config: READ, schema: { tags, summary: '수주 목록 (부서 범위)', querystring: SalesOrderListQuery, response: { 200: SalesOrderPage } } },
    async (request) => ({ result: await listOrders(app.db, caller(request), request.query) }),
  );

  app.get(
    '/api/sales-order/:id',
    { config: READ, schema: { tags, summary: '수주 상세 (품목, 출하 기록, 진행률)', params: IdParams, response: { 200: SalesOrderAnswer } } },
    async (request) => ({ result: await getOrder(app.db, caller(request), request.params.id) }),
  );

  app.post(
    '/api/sales-order',
    { config: WRITE, schema: { tags, summary: '수주 등록', body: SalesOrderBody, response: { 201: SalesOrderAnswer } } },
    async (request, reply) => reply.code(201).send({ result: await createOrder(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put(
    '/api/sales-order/:id',
    { config: WRITE, schema: { tags, summary: '수주 수정', params: IdParams, body: SalesOrderUpdateBody, response: { 200: SalesOrderAnswer } } },
    async (request) => ({ result: await updateOrder(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  for (const name of ['confirm', 'close', 'cancel'] as const) {
    app.post(
      `/api/sales-order/:id/${name}`,
      {
        config: WRITE,
        schema: {
          tags,
          summary: { confirm: '수주 확정', close: '수주 종결', cancel: '수주 취소' }[name],
          params: IdParams,
          body: name === 'cancel' ? SalesOrderCancelBody : SalesOrderVersionBody,
          response: { 200: SalesOrderAnswer },
        },
      },
      async (request) => ({ result: await changeOrderState(app.db, actorOf(request), caller(request), request.params.id, name, request.body) }),
    );
  }

  app.post(
    '/api/sales-order/:id/delivery',
    { config: WRITE, schema: { tags, summary: '출하 기록 (품목별 수량)', params: IdParams, body: SalesOrderDeliveryBody, response: { 200: SalesOrderAnswer } } },
    async (request) => ({ result: await recordDelivery(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/sales-order/:id',
    { config: WRITE, schema: { tags, summary: '수주 삭제 (작성 중, 본인 또는 관리자)', params: IdParams, querystring: SalesOrderDeleteQuery, response: { 200: Done } } },
    async (request) => {
      await deleteOrder(app.db, actorOf(request), caller(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  app.post(
    '/api/sales-order/:id/restore',
    { config: { roles: [admin('CRM')] }, schema: { tags, summary: '삭제된 수주 복원 (CRM_ADMIN)', params: IdParams, body: SalesOrderVersionBody, response: { 200: SalesOrderAnswer } } },
    async (request) => ({ result: await restoreOrder(app.db, actorOf(request), caller(request), request.params.id, request.body.version) }),
  );
}
