import { Result, PageOf } from '@dure/shared/contracts';
import {
  MBO_HALF,
  MBO_STATUS,
  MboActionBody,
  MboCreateBody,
  MboItemsBody,
  MboListQuery,
  MboParams,
  type MboSheet as MboSheetRow,
  MboScoresBody,
  MboSheet,
  MboSheetDetail,
} from '@dure/shared/contracts/okr/mbo';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { actorOf } from '../../../lib/actor';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { MBO_ENTITY } from './record';
import { actOnSheet, createSheet, getSheet, listSheets, saveItems, saveScores } from './service';

/** Every signed-in user has MBO sheets; who sees and does what is decided per sheet by the service. */
const SIGNED_IN = { access: 'authenticated' as const };
const tags = ['mbo'];

/** MBO 시트 (DOMAIN §5 MBO, /mbo, /mbo/new). */
export async function mboRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const caller = (request: FastifyRequest) => request.auth!;

  app.get(
    '/api/mbo',
    { config: SIGNED_IN, schema: { tags, summary: 'MBO 시트 목록 (내 시트, 합의자·팀장으로 보는 구성원 시트)', querystring: MboListQuery, response: { 200: Result(PageOf(MboSheet)) } } },
    async (request) => ({ result: await listSheets(app.db, caller(request), request.query) }),
  );

  listExportRoute(app, {
    path: '/api/mbo/export.xlsx',
    access: SIGNED_IN,
    tags,
    title: 'MBO',
    asciiName: 'mbo_sheets',
    query: Type.Omit(MboListQuery, ['page', 'size']),
    entityType: MBO_ENTITY,
    columns: () => [
      { header: '연도', width: 8, cell: (s: MboSheetRow) => s.year },
      { header: '기간', width: 10, cell: (s) => MBO_HALF.labels[s.half] },
      { header: '작성자', cell: (s) => s.userName },
      { header: '부서', width: 16, cell: (s) => s.deptName },
      { header: '합의자', cell: (s) => s.approverName },
      { header: '상태', width: 14, cell: (s) => MBO_STATUS.labels[s.status] },
      { header: '항목 수', width: 8, cell: (s) => s.itemCount },
      { header: '가중치 합계(%)', width: 14, cell: (s) => s.weightTotal },
      { header: '자기평가 점수', width: 12, cell: (s) => s.selfScore },
      { header: '평가 점수', width: 12, cell: (s) => s.score },
    ],
    readPage: (request, query, page, size) => listSheets(app.db, caller(request), { ...query, page, size }, EXPORT_BATCH_ROWS),
  });

  app.get(
    '/api/mbo/:id',
    { config: SIGNED_IN, schema: { tags, summary: 'MBO 시트 상세 (항목, 가중치 합계, 점수, 내가 할 수 있는 처리)', params: MboParams, response: { 200: Result(MboSheetDetail) } } },
    async (request) => ({ result: await getSheet(app.db, caller(request), request.params.id) }),
  );

  app.post(
    '/api/mbo',
    { config: SIGNED_IN, schema: { tags, summary: 'MBO 시트 작성 (본인, 연도·기간당 하나; 합의자는 팀장)', body: MboCreateBody, response: { 201: Result(MboSheetDetail) } } },
    async (request, reply) => reply.code(201).send({ result: await createSheet(app.db, actorOf(request), caller(request), request.body) }),
  );

  app.put(
    '/api/mbo/:id/items',
    { config: SIGNED_IN, schema: { tags, summary: 'MBO 항목 저장 (작성 중, 본인; 가중치 5% 단위; version 필수)', params: MboParams, body: MboItemsBody, response: { 200: Result(MboSheetDetail) } } },
    async (request) => ({ result: await saveItems(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.put(
    '/api/mbo/:id/scores',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'MBO 점수 저장 (합의 완료: 본인 실적·자기평가, 자기평가 완료: 합의자 평가 점수; 0.5 단위)', params: MboParams, body: MboScoresBody, response: { 200: Result(MboSheetDetail) } },
    },
    async (request) => ({ result: await saveScores(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );

  app.post(
    '/api/mbo/:id/action',
    {
      config: SIGNED_IN,
      schema: { tags, summary: 'MBO 상태 처리 (합의 요청·합의·반려·자기평가 제출·평가 확정·마감)', params: MboParams, body: MboActionBody, response: { 200: Result(MboSheetDetail) } },
    },
    async (request) => ({ result: await actOnSheet(app.db, actorOf(request), caller(request), request.params.id, request.body) }),
  );
}
