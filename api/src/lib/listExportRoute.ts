import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { AccessConfig } from '../plugins/rbac';
import { actorOf } from './actor';
import { writeAudit } from './audit';
import { kstDate } from './time';
import { EXPORT_MAX_ROWS, XLSX_RESPONSE, type XlsxColumn, listBatches, sendXlsx } from './xlsxExport';

export type ListExportRoute<Q extends TSchema, T> = {
  /** `/api/<resource>/export.xlsx`. */
  path: string;
  /** The list's access: the same as its list route, so the export shows what the list shows. */
  access: AccessConfig;
  tags: string[];
  /** The list's Korean name: the summary, the sheet and the download's name (`영업활동_YYYYMMDD.xlsx`). */
  title: string;
  /** The download's ASCII name for clients that cannot read `filename*` (`crm_records`). */
  asciiName: string;
  /** The list's query minus paging. */
  query: Q;
  /** Names the audit row (DOMAIN §9 AuditHistory). */
  entityType: string;
  /** The sheet's columns with their Korean headers; async when a label needs a lookup. */
  columns(request: FastifyRequest): XlsxColumn<T>[] | Promise<XlsxColumn<T>[]>;
  /** One page of the list through its own list service, so its filters, order and data scope apply. */
  readPage(request: FastifyRequest, query: Static<Q>, page: number, size: number): Promise<{ content: T[] }>;
};

/**
 * A list's streaming .xlsx export (DESIGN §4a): the list's query and data scope, Korean headers, at
 * most EXPORT_MAX_ROWS rows, and an EXPORT audit row with the filters and the number of rows.
 */
export function listExportRoute<Q extends TSchema, T>(base: FastifyInstance, o: ListExportRoute<Q, T>) {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    o.path,
    {
      config: o.access,
      schema: {
        tags: o.tags,
        summary: `${o.title} 목록 엑셀 내보내기 (목록과 같은 조건·데이터 범위, 최대 ${EXPORT_MAX_ROWS.toLocaleString('ko-KR')}행)`,
        querystring: o.query,
        response: { 200: XLSX_RESPONSE },
      },
    },
    async (request, reply) => {
      const query = request.query as Static<Q>;
      const date = kstDate(app.clock()).replaceAll('-', '');
      await sendXlsx(reply, {
        fileName: `${o.title}_${date}.xlsx`,
        asciiFileName: `${o.asciiName}_${date}.xlsx`,
        sheetName: o.title,
        columns: await o.columns(request),
        batches: listBatches((page, size) => o.readPage(request, query, page, size)),
        onWritten: (rows) =>
          writeAudit(app.db, actorOf(request), {
            entityType: o.entityType,
            entityId: null,
            action: 'EXPORT',
            changes: [
              { field: 'filters', old: null, new: query },
              { field: 'rows', old: null, new: rows },
            ],
          }),
      });
      return reply;
    },
  );
}
