import { read, write } from '@dure/shared/access';
import { Done, IdParams, Result, VersionQuery } from '@dure/shared/contracts';
import { Currency, CurrencyBody, ExchangeRate, ExchangeRateBody, ExchangeRateListQuery, ExchangeRatePage, ExchangeRateSource, ExchangeRateType, PickedCurrency, RateOfDay, RateOfDayQuery } from '@dure/shared/contracts/cost/currency';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { EXCHANGE_RATE_ENTITY } from './record';
import { createCurrency, createExchangeRate, deleteExchangeRate, listCurrencies, listExchangeRates, pickCurrencies, rateOfDay, updateCurrency, updateExchangeRate } from './service';

const tags = ['currency'];
const MANAGE_READ = { roles: [read('CURRENCY_MANAGEMENT')] };
const MANAGE_WRITE = { roles: [write('CURRENCY_MANAGEMENT')] };

/** 통화·환율 (DOMAIN §6 Currency, ExchangeRate, /currency/management). */
export async function currencyRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/api/currency/picker',
    { config: { access: 'authenticated' }, schema: { tags, summary: '사용 중인 통화 (선택용, 고시 단위 포함)', response: { 200: Result(Type.Array(PickedCurrency)) } } },
    async () => ({ result: await pickCurrencies(app.db) }),
  );

  app.get(
    '/api/currency',
    { config: MANAGE_READ, schema: { tags, summary: '통화 목록 (최근 매매기준율과 7일 경과 여부 포함)', response: { 200: Result(Type.Array(Currency)) } } },
    async () => ({ result: await listCurrencies(app.db, app.clock()) }),
  );

  app.post(
    '/api/currency',
    { config: MANAGE_WRITE, schema: { tags, summary: '통화 등록 (고시 단위 기본값: JPY·IDR·VND 100, 그 밖 1)', body: CurrencyBody, response: { 201: Result(Currency) } } },
    async (request, reply) => reply.code(201).send({ result: await createCurrency(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/currency/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '통화 수정 (version 필수; 코드는 바꿀 수 없음)', params: IdParams, body: CurrencyBody, response: { 200: Result(Currency) } } },
    async (request) => ({ result: await updateCurrency(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/exchange-rate/of-day',
    { config: { access: 'authenticated' }, schema: { tags, summary: '그날의 환율 (그날 또는 그 이전의 최근 고시; 7일 넘게 지났으면 staleYn=Y)', querystring: RateOfDayQuery, response: { 200: Result(RateOfDay) } } },
    async (request) => ({ result: await rateOfDay(app.db, request.query.currency, request.query.date, request.query.type) }),
  );

  app.get(
    '/api/exchange-rate',
    { config: MANAGE_READ, schema: { tags, summary: '환율 목록 (통화, 종류, 고시일 범위)', querystring: ExchangeRateListQuery, response: { 200: Result(ExchangeRatePage) } } },
    async (request) => ({ result: await listExchangeRates(app.db, request.query) }),
  );

  app.post(
    '/api/exchange-rate',
    { config: MANAGE_WRITE, schema: { tags, summary: '환율 등록 (통화·고시일·종류마다 하나)', body: ExchangeRateBody, response: { 201: Result(ExchangeRate) } } },
    async (request, reply) => reply.code(201).send({ result: await createExchangeRate(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/api/exchange-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '환율 수정 (version 필수)', params: IdParams, body: ExchangeRateBody, response: { 200: Result(ExchangeRate) } } },
    async (request) => ({ result: await updateExchangeRate(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/exchange-rate/:id',
    { config: MANAGE_WRITE, schema: { tags, summary: '환율 삭제 (version 필수)', params: IdParams, querystring: VersionQuery, response: { 200: Done } } },
    async (request) => {
      await deleteExchangeRate(app.db, actorOf(request), request.params.id, request.query.version);
      return { result: null };
    },
  );

  listExportRoute(base, {
    path: '/api/exchange-rate/export.xlsx',
    access: MANAGE_READ,
    tags,
    title: '환율',
    asciiName: 'exchange_rates',
    query: Type.Omit(ExchangeRateListQuery, ['page', 'size']),
    entityType: EXCHANGE_RATE_ENTITY,
    columns: () => [
      { header: '고시일', width: 12, cell: (r: ExchangeRate) => r.rateDate },
      { header: '통화', width: 8, cell: (r: ExchangeRate) => r.currencyCode },
      { header: '통화명', width: 16, cell: (r: ExchangeRate) => r.currencyName },
      { header: '고시 단위', width: 10, cell: (r: ExchangeRate) => r.quoteUnit },
      { header: '환율 종류', width: 14, cell: (r: ExchangeRate) => ExchangeRateType.labels[r.rateType] },
      { header: '환율(원)', width: 14, cell: (r: ExchangeRate) => r.rate },
      { header: '출처', width: 10, cell: (r: ExchangeRate) => ExchangeRateSource.labels[r.source] },
      { header: '수정자', width: 10, cell: (r: ExchangeRate) => r.updatedByName },
    ],
    readPage: (_request, query, page, size) => listExchangeRates(app.db, { ...query, page, size }, EXPORT_BATCH_ROWS),
  });
}
