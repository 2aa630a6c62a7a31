/**
 * Splits text copied from Excel or Google Sheets: tab between cells, newline
 * between rows, and cells holding tabs, newlines or quotes wrapped in double
 * quotes with inner quotes doubled. The trailing newline Excel adds is dropped.
 */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const src = text.replace(/\r\n?/g, '\n');
  let atCellStart = true;
  while (i < src.length) {
    const ch = src[i];
    if (atCellStart && ch === '"') {
      const end = closingQuote(src, i + 1);
      if (end !== -1) {
        cell = src.slice(i + 1, end).replace(/""/g, '"');
        i = end + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else {
      cell += ch;
    }
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Index of the quote closing a quoted cell, only if a cell boundary follows it. */
function closingQuote(src: string, from: number): number {
  let i = from;
  while (i < src.length) {
    if (src[i] === '"') {
      if (src[i + 1] === '"') {
        i += 2;
        continue;
      }
      const next = src[i + 1];
      return next === undefined || next === '\t' || next === '\n' ? i : -1;
    }
    i++;
  }
  return -1;
}
