import { fireEvent, screen, waitFor } from '@testing-library/react';
import ExcelJS from 'exceljs';
import { SpreadsheetTable } from '../spreadsheet/SpreadsheetTable';
import type { SheetColumn } from '../spreadsheet/types';
import { installServer, renderWithApp } from './server';

type Row = { id: number; name: string; amount: number; signedOn: string; grade: string };

const columns: SheetColumn<Row>[] = [
  { key: 'name', title: '고객사', type: 'text' },
  { key: 'amount', title: '계약금액', type: 'number' },
  { key: 'signedOn', title: '계약일', type: 'date' },
  { key: 'grade', title: '등급', type: 'select', options: [{ value: 'A', label: '우수' }, { value: 'B', label: '보통' }] },
];
const rows: Row[] = [
  { id: 1, name: '가나상사', amount: 1_500_000, signedOn: '2025-03-14', grade: 'A' },
  { id: 2, name: '다라물산', amount: 300_000, signedOn: '1999-12-31', grade: 'B' },
  { id: 3, name: '마바전자', amount: 9_000_000, signedOn: '2024-01-02', grade: 'A' },
];

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
}

it('writes the filtered, sorted view to xlsx with Korean headers, numeric and date cells', async () => {
  installServer({});
  const saved: { blob: Blob; name: string }[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push({ blob, name: '' });
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  });

  renderWithApp(<SpreadsheetTable columns={columns} rows={rows} rowKey={(r) => r.id} onSave={jest.fn()} exportFileName="계약목록" />);
  // The grid is a lazy chunk (ProTable): wait for it.
  fireEvent.change(await screen.findByLabelText('표에서 검색', {}, { timeout: 20_000 }), { target: { value: '우수' } });
  const amountHeader = () => screen.getAllByText('계약금액')[0].closest('th')!;
  const firstName = () => document.querySelector('[data-cell="0:0"]')?.textContent;
  fireEvent.click(amountHeader());
  await waitFor(() => expect(firstName()).toBe('가나상사'));
  fireEvent.click(amountHeader());
  await waitFor(() => expect(firstName()).toBe('마바전자'));
  fireEvent.click(screen.getByText('엑셀 내려받기').closest('button')!);
  await waitFor(() => expect(click).toHaveBeenCalled());
  expect(saved[0].name).toBe('계약목록.xlsx');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readBlob(saved[0].blob)) as never);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, '고객사', '계약금액', '계약일', '등급']);
  expect(sheet.rowCount).toBe(3);
  expect(sheet.getCell('A2').value).toBe('마바전자');
  expect(sheet.getCell('B2').value).toBe(9_000_000);
  expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
  expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
  expect((sheet.getCell('C2').value as Date).toISOString()).toBe('2024-01-02T00:00:00.000Z');
  expect(sheet.getCell('D2').value).toBe('우수');
  expect(sheet.getCell('A3').value).toBe('가나상사');
  expect(typeof sheet.getCell('B3').value).toBe('number');
});
