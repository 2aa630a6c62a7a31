import assert from 'node:assert/strict';
import { and, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditHistory } from '../../src/db/schema';
import { type TestApp, get } from './testApp';

/** An export's download as rows of cell values, header row first, read from its one sheet. */
export async function exportedSheet(t: TestApp, url: string, token: string, sheetName: string) {
  const res = await get(t.app, url, token);
  assert.equal(res.statusCode, 200, res.body);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(sheetName);
  assert.ok(sheet, `no sheet ${sheetName}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, header: rows[0], rows: rows.slice(1) };
}

/** The filters and row count of the latest EXPORT audit row of an entity type. */
export async function lastExportAudit(t: TestApp, entityType: string) {
  const [audit] = await t.app.db
    .select()
    .from(auditHistory)
    .where(and(eq(auditHistory.entityType, entityType), eq(auditHistory.action, 'EXPORT')))
    .orderBy(desc(auditHistory.id))
    .limit(1);
  assert.ok(audit, `no EXPORT audit row for ${entityType}`);
  return { filters: audit.changes.find((c) => c.field === 'filters')?.new, rows: audit.changes.find((c) => c.field === 'rows')?.new };
}

/** A 400 with the api's JSON error body: a bad query is refused before any file is sent. */
export async function assertRefused(t: TestApp, url: string, token: string) {
  const res = await get(t.app, url, token);
  assert.equal(res.statusCode, 400, url);
  assert.match(String(res.headers['content-type']), /^application\/json/);
}
