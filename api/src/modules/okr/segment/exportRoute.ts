import { read } from '@dure/shared/access';
import { SEGMENT_LEVEL, SEGMENT_PRIORITY, type Segment, SegmentListQuery } from '@dure/shared/contracts/okr/segment';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listExportRoute } from '../../../lib/listExportRoute';
import { EXPORT_BATCH_ROWS, type XlsxColumn } from '../../../lib/xlsxExport';
import { SEGMENT_ENTITY } from './record';
import { listSegments } from './service';

const columns: XlsxColumn<Segment>[] = [
  { header: '구분', width: 8, cell: (s) => SEGMENT_LEVEL.labels[s.level] },
  { header: '상위 시장', width: 20, cell: (s) => s.parentName },
  { header: '코드', width: 14, cell: (s) => s.code },
  { header: '이름', width: 24, cell: (s) => s.name },
  { header: 'TAM(원)', cell: (s) => s.tam },
  { header: 'SAM(원)', cell: (s) => s.sam },
  { header: 'SOM(원)', cell: (s) => s.som },
  { header: '성장률(%)', cell: (s) => s.growthRatePct },
  { header: '우선순위', width: 10, cell: (s) => SEGMENT_PRIORITY.labels[s.priority] },
  { header: '담당자', cell: (s) => s.ownerUserName },
  { header: '소유부서', cell: (s) => s.ownerDeptName },
  { header: '고객사 수', cell: (s) => s.customerCount },
  { header: '진행 중 파이프라인(원)', width: 18, cell: (s) => s.openPipeline },
  { header: '올해 매출(원)', width: 16, cell: (s) => s.salesYtd },
  { header: '점유율(%)', cell: (s) => s.sharePct },
  { header: '사용여부', width: 8, cell: (s) => (s.activeYn === 'Y' ? '사용' : '사용 안 함') },
];

/** 시장 세그먼트 목록 엑셀 내보내기 (GET /api/segment/export.xlsx): the list's query, order and data scope, streamed. */
export function segmentExportRoutes(app: FastifyInstance) {
  listExportRoute(app, {
    path: '/api/segment/export.xlsx',
    access: { roles: [read('MARKETSEGMENT')] },
    tags: ['segment'],
    title: '시장 세그먼트',
    asciiName: 'market_segments',
    query: Type.Omit(SegmentListQuery, ['page', 'size']),
    entityType: SEGMENT_ENTITY,
    columns: () => columns,
    readPage: (request, query, page, size) => listSegments(app.db, request.auth!, { ...query, page, size }, app.clock(), EXPORT_BATCH_ROWS),
  });
}
