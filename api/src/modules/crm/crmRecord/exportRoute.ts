import { read } from '@dure/shared/access';
import { CRM_RECORD_OUTCOME, CRM_RECORD_STATUS, type CrmRecord, CrmRecordListQuery } from '@dure/shared/contracts/crm/crmRecord';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS } from '../../../lib/xlsxExport';
import { viewerOf } from '../../cross/record/registry';
import { CRM_RECORD_ENTITY, listRecords } from './service';

/** `2025-03-14T10:00:00+09:00` as `2025-03-14 10:00` (the api answers in Seoul time). */
const minute = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : null);
const names = (people: { name: string }[]) => people.map((p) => p.name).join(', ') || null;

/** 영업활동 목록 엑셀 내보내기 (GET /api/crm-record/export.xlsx). */
export function crmRecordExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/crm-record/export.xlsx',
    access: { roles: [read('CRM')] },
    tags: ['crm-record'],
    title: '영업활동',
    asciiName: 'crm_records',
    query: Type.Omit(CrmRecordListQuery, ['page', 'size']),
    entityType: CRM_RECORD_ENTITY,
    columns: () => [
      { header: '일시', width: 17, cell: (r: CrmRecord) => minute(r.activityAt) },
      { header: '활동유형', cell: (r) => r.activityTypeLabel },
      { header: '상태', width: 8, cell: (r) => CRM_RECORD_STATUS.labels[r.status] },
      { header: '제목', width: 30, cell: (r) => r.subject },
      { header: '고객번호', width: 12, cell: (r) => r.customerNo },
      { header: '고객사', width: 24, cell: (r) => r.customerName },
      { header: '고객 담당자', width: 20, cell: (r) => names(r.contacts) },
      { header: '장소', cell: (r) => r.location },
      { header: '소요(분)', width: 9, cell: (r) => r.durationMin },
      { header: '결과', width: 8, cell: (r) => (r.outcome ? CRM_RECORD_OUTCOME.labels[r.outcome] : null) },
      { header: '관련 리드', width: 24, cell: (r) => r.leadTitle },
      { header: '다음 액션 일시', width: 17, cell: (r) => minute(r.nextActionAt) },
      { header: '다음 액션', width: 24, cell: (r) => r.nextActionNote },
      { header: '영업 담당', cell: (r) => r.ownerUserName },
      { header: '부서', cell: (r) => r.ownerDeptName },
      { header: '동행자', width: 20, cell: (r) => names(r.participants) },
    ],
    readPage: (request, query, page, size) => listRecords(app.db, viewerOf(request), { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });
}
