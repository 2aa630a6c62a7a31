import { read } from '@dure/shared/access';
import { LEAD_PRIORITY, type Lead, LeadListQuery } from '@dure/shared/contracts/crm/lead';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { activeCodes } from './lookup';
import { listLeads } from './service';
import { ENTITY } from './write';

/** A code's label from its group, or the code itself once the code is retired. */
async function labeller(app: FastifyInstance, groupCode: string) {
  const labels = new Map((await activeCodes(app.db, groupCode)).map((c) => [c.code, c.label]));
  return (code: string | null) => (code ? (labels.get(code) ?? code) : null);
}

/** 리드 목록 엑셀 내보내기 (GET /api/lead/export.xlsx). */
export function leadExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/lead/export.xlsx',
    access: { roles: [read('LEAD')] },
    tags: ['lead'],
    title: '리드',
    asciiName: 'leads',
    query: Type.Omit(LeadListQuery, ['page', 'size']),
    entityType: ENTITY,
    columns: async () => {
      const [source, lostReason] = await Promise.all([labeller(app, 'LEAD_SOURCE'), labeller(app, 'LOST_REASON')]);
      return [
        { header: '리드번호', width: 14, cell: (l: Lead) => l.leadNo },
        { header: '리드명', width: 30, cell: (l) => l.title },
        { header: '고객사', width: 24, cell: (l) => l.customerName ?? l.prospectCompany },
        { header: '단계', cell: (l) => l.stageName },
        { header: '확률(%)', width: 9, cell: (l) => l.probability },
        { header: '예상금액', cell: (l) => l.expectedAmount },
        { header: '가중금액', cell: (l) => l.weightedAmount },
        { header: '예상 계약일', width: 12, cell: (l) => l.expectedCloseDate },
        { header: '유입경로', cell: (l) => source(l.source) },
        { header: '중요도', width: 8, cell: (l) => LEAD_PRIORITY.labels[l.priority] },
        { header: '담당자', cell: (l) => l.ownerName },
        { header: '소유부서', cell: (l) => l.ownerDeptName },
        { header: '실주 사유', cell: (l) => lostReason(l.lostReason) },
        { header: '계약번호', cell: (l) => l.contractNo },
      ];
    },
    readPage: (request, query, page, size) => listLeads(app.db, request.auth!, { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });
}
