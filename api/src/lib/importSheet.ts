import { API_MESSAGES } from '@dure/shared/messages';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './httpErrors';

/** Spreadsheet uploads (customer import, payroll upload): the first sheet of an .xlsx or .csv as text cells. */

/** A spreadsheet as header names and rows of cell text. */
export type Sheet = { headers: string[]; rows: string[][] };

/** Text of a CSV file: UTF-8 (with or without BOM) or CP949/EUC-KR, which Korean Excel writes by default. */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('euc-kr').decode(bytes);
  }
}

/** RFC 4180 CSV: quoted fields with "" escapes and line breaks; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { text?: unknown; result?: unknown; richText?: { text: string }[]; hyperlink?: string };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
    return '';
  }
  return String(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    rows.push(cells);
  });
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** The first sheet of an uploaded .xlsx or .csv; 400 with a Korean message for anything else. */
export async function readSheet(filename: string, bytes: Buffer): Promise<Sheet> {
  const name = filename.toLowerCase();
  let table: string[][];
  try {
    if (name.endsWith('.csv')) table = parseCsv(decodeCsv(bytes));
    else if (name.endsWith('.xlsx')) table = await readXlsx(bytes);
    else throw badRequest(API_MESSAGES.importFileType);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 400) throw error;
    throw badRequest(API_MESSAGES.importFileUnreadable);
  }
  const [headers = [], ...rows] = table;
  return { headers: headers.map((h) => h.trim()), rows };
}

/** Largest upload an import reads by default. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The uploaded sheet (multipart part `file`) and the other form fields of an import request; 400 in Korean when there is none. */
export async function readUploadedSheet(request: FastifyRequest, maxBytes = IMPORT_MAX_BYTES): Promise<{ sheet: Sheet; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(API_MESSAGES.importFileRequired);
  const fields: Record<string, string> = {};
  let file: { filename: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type === 'file') file = { filename: part.filename, bytes: await part.toBuffer() };
      else fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(API_MESSAGES.payloadTooLarge);
    throw badRequest(API_MESSAGES.malformedBody);
  }
  if (!file || file.bytes.length === 0) throw badRequest(API_MESSAGES.importFileRequired);
  return { sheet: await readSheet(file.filename, file.bytes), fields };
}
