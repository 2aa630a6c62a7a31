import { PassThrough } from 'node:stream';
import { EXPORT_MAX_ROWS } from '@dure/shared/constants';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';
import { binary } from './binary';

export { EXPORT_MAX_ROWS };

/** The rows a list export reads from the database at a time: memory stays flat however long the file. */
export const EXPORT_BATCH_ROWS = 1_000;

export type XlsxCell = string | number | Date | null | undefined;

/** One column of an export: its Korean header, width in characters and the cell of a row. */
export type XlsxColumn<T> = { header: string; width?: number; cell: (row: T) => XlsxCell };

export type XlsxExport<T> = {
  /** The download's name (Korean allowed) and its ASCII stand-in for clients that cannot read `filename*`. */
  fileName: string;
  asciiFileName: string;
  sheetName: string;
  columns: XlsxColumn<T>[];
  /** The list's rows in order, batch by batch; stopped at EXPORT_MAX_ROWS. */
  batches: AsyncIterable<T[]>;
  /** Runs once every row is written, before the file is finished: the download completes only after it (the audit row). */
  onWritten(rows: number): Promise<void>;
};

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The response schema of an export route. */
export const XLSX_RESPONSE = binary(XLSX_TYPE);

/**
 * Streams a list as an .xlsx download (DESIGN §4a): a Korean header row, then each row as its batch
 * arrives, never the whole list in memory. The first batch is read before anything is sent, so a bad
 * query still answers with its 4xx.
 */
export async function sendXlsx<T>(reply: FastifyReply, o: XlsxExport<T>): Promise<void> {
  const batches = o.batches[Symbol.asyncIterator]();
  let next = await batches.next();
  const { default: ExcelJS } = await import('exceljs');
  const body = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: body, useStyles: true });
  const sheet = workbook.addWorksheet(o.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = o.columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', contentDisposition(o.fileName, { fallback: o.asciiFileName }))
    .header('Cache-Control', 'no-store');
  void reply.send(body);
  let written = 0;
  try {
    while (!next.done && written < EXPORT_MAX_ROWS) {
      for (const row of next.value.slice(0, EXPORT_MAX_ROWS - written)) sheet.addRow(o.columns.map((c) => c.cell(row) ?? null)).commit();
      written = Math.min(EXPORT_MAX_ROWS, written + next.value.length);
      next = written < EXPORT_MAX_ROWS ? await batches.next() : next;
    }
    await o.onWritten(written);
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    // The headers are sent: all that is left is to cut the download short, so the client sees it fail.
    reply.log.error({ err: error }, 'xlsx export cut short');
    body.destroy(error as Error);
  } finally {
    await batches.return?.();
  }
}

/** A list read page by page in EXPORT_BATCH_ROWS batches through its own list query, until a short page. */
export async function* listBatches<T>(readPage: (page: number, size: number) => Promise<{ content: T[] }>): AsyncGenerator<T[]> {
  for (let page = 0; ; page++) {
    const { content } = await readPage(page, EXPORT_BATCH_ROWS);
    yield content;
    if (content.length < EXPORT_BATCH_ROWS) return;
  }
}
