import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type TestApp, buildTestApp, get } from '../../helpers/testApp';
import { type TestUser, signInAll } from '../../helpers/users';
import { assertRefused, exportedSheet, lastExportAudit } from '../../helpers/xlsxExport';

/** 시장 세그먼트 목록 엑셀 내보내기 (GET /api/segment/export.xlsx) against the list it exports. */
let t: TestApp;
let ceo: TestUser;
let dev: TestUser;

before(async () => {
  t = await buildTestApp();
  [ceo, dev] = await signInAll(t, ['ceo', 'dev']);
});
after(() => t.close());

describe('시장 세그먼트 목록 내보내기', () => {
  const HEADERS = ['구분', '상위 시장', '코드', '이름', 'TAM(원)', 'SAM(원)', 'SOM(원)', '성장률(%)', '우선순위', '담당자', '소유부서', '고객사 수', '진행 중 파이프라인(원)', '올해 매출(원)', '점유율(%)', '사용여부'];
  const column = (name: string) => HEADERS.indexOf(name);
  const exported = (query: string) => exportedSheet(t, `/api/segment/export.xlsx${query}`, ceo.token, '시장 세그먼트');
  const listed = async (query: string) => (await get(t.app, `/api/segment?size=100${query}`, ceo.token)).json().result;

  test('the file has the Korean header row and the segments of the list in its tree order', async () => {
    const { res, header, rows } = await exported('');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename=market_segments_\d{8}\.xlsx; filename\*=UTF-8''/);
    assert.deepEqual(header, HEADERS);
    const list = await listed('');
    assert.ok(list.content.length > 0);
    assert.deepEqual(
      rows.map((r) => r[column('코드')]),
      list.content.map((s: { code: string }) => s.code),
    );
    const market = rows.find((r) => r[column('구분')] === '시장');
    assert.ok(market && market[column('상위 시장')] == null);
  });

  test('the list’s filters apply and the export is audited with them', async () => {
    const all = await exported('');
    const core = await exported('?priorityList=CORE');
    const list = await listed('&priorityList=CORE');
    assert.equal(core.rows.length, list.totalElements);
    assert.ok(core.rows.length > 0 && core.rows.every((r) => r[column('우선순위')] === '핵심'));
    assert.ok(core.rows.length < all.rows.length);
    const audit = await lastExportAudit(t, 'MARKET_SEGMENT');
    assert.deepEqual(audit, { filters: { priorityList: 'CORE' }, rows: core.rows.length });
  });

  test('bad filters are refused in Korean, and a user without MARKETSEGMENT_READ gets 403', async () => {
    for (const query of ['?priorityList=high', '?sort=password,desc', '?activeYn=X']) await assertRefused(t, `/api/segment/export.xlsx${query}`, ceo.token);
    assert.equal((await get(t.app, '/api/segment/export.xlsx', dev.token)).statusCode, 403);
    assert.equal((await get(t.app, '/api/segment/export.xlsx')).statusCode, 401);
  });
});
