import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { SpreadsheetTable } from '../spreadsheet/SpreadsheetTable';
import type { SheetColumn, SpreadsheetHandle } from '../spreadsheet/types';
import { parseClipboard } from '../spreadsheet/clipboard';
import { installServer, renderWithApp } from './server';

type Item = { id: number | null; name: string; qty: number | null; inDate: string | null; kind: string | null };

const columns: SheetColumn<Item>[] = [
  { key: 'name', title: '품목명', type: 'text', required: true, width: 160 },
  { key: 'qty', title: '수량', type: 'number', required: true, validate: (v) => ((v as number) < 0 ? '수량은 0 이상이어야 합니다.' : null) },
  { key: 'inDate', title: '입고일', type: 'date' },
  { key: 'kind', title: '구분', type: 'select', options: [{ value: 'RAW', label: '원자재' }, { value: 'GOODS', label: '완제품' }] },
];

const initial: Item[] = [
  { id: 1, name: '볼트', qty: 100, inDate: '2025-01-02', kind: 'RAW' },
  { id: 2, name: '너트', qty: 200, inDate: '2025-01-03', kind: 'RAW' },
  { id: 3, name: '와셔', qty: 300, inDate: '2025-01-04', kind: 'GOODS' },
];

function paste(grid: HTMLElement, text: string) {
  fireEvent.paste(grid, { clipboardData: { getData: () => text } });
}

/** The grid loads lazily (its ProTable chunk): render, then wait for it. */
async function renderGrid(ui: Parameters<typeof renderWithApp>[0]) {
  const result = renderWithApp(ui);
  // The first import of the chunk (ProTable) takes seconds on a busy machine.
  await screen.findByRole('grid', {}, { timeout: 20_000 });
  return result;
}

// getByRole computes styles for every node: too slow on a 250-cell grid in jsdom.
const saveButton = () => screen.getByText('저장').closest('button')!;
const cell = (row: number, col: number) => document.querySelector(`[data-cell="${row}:${col}"]`) as HTMLElement;

describe('parseClipboard', () => {
  it('splits tabs and newlines, keeps quoted cells with newlines, drops the trailing newline', () => {
    expect(parseClipboard('a\tb\r\n"x\ny"\t"say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x\ny', 'say "hi"'],
    ]);
  });
});

describe('SpreadsheetTable', () => {
  beforeEach(() => {
    installServer({ 'GET api/table-setting/items': null, 'PUT api/table-setting/items': null });
  });

  it('행 추가 puts the cursor on the new row, so a paste fills it and never an existing row', async () => {
    const onSave = jest.fn();
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={onSave} tableKey="items" />);
    fireEvent.click(screen.getByText('행 추가').closest('button')!);
    act(() => paste(screen.getByRole('grid'), '스프링\t5'));
    await waitFor(() => expect(cell(3, 0).textContent).toContain('스프링'));
    expect(cell(2, 0).textContent).toBe('와셔');
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ name: '스프링', qty: 5 })]));
  });

  it('with fixedRows offers no 행 추가 and cuts a paste off at the last row', async () => {
    const onSave = jest.fn();
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={onSave} tableKey="items" fixedRows />);
    expect(screen.queryByText('행 추가')).toBeNull();
    fireEvent.mouseDown(cell(2, 1));
    act(() => paste(screen.getByRole('grid'), '7\n8\n9'));
    await waitFor(() => expect(cell(2, 1).textContent).toContain('7'));
    expect(cell(3, 0)).toBeNull();
    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ id: 3, qty: 7 })]));
  });

  it('shows server errors on the cells of the rows passed to onSave until the cell is edited', async () => {
    const bad = initial[1];
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={jest.fn()} tableKey="items" externalErrors={new Map([[bad, { name: '이미 있는 품목명입니다.' }]])} />);
    expect(cell(1, 0).getAttribute('aria-invalid')).toBe('true');
    expect(cell(1, 0).textContent).toContain('이미 있는 품목명입니다.');
    fireEvent.mouseDown(cell(1, 0));
    act(() => paste(screen.getByRole('grid'), '육각너트'));
    await waitFor(() => expect(cell(1, 0).getAttribute('aria-invalid')).toBeNull());
  });

  it('pastes a 50-row Excel block at the active cell, shows per-cell errors, blocks save, then saves only changed rows', async () => {
    const onSave = jest.fn();
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={onSave} tableKey="items" />);
    const grid = screen.getByRole('grid');

    // Start at row 2 (너트): row 1 stays untouched, row 2 is pasted identical, row 3 changes, 47 rows are new.
    fireEvent.mouseDown(cell(1, 0));
    const lines = Array.from({ length: 50 }, (_, i) => {
      if (i === 0) return '너트\t200\t2025-01-03\t원자재';
      const qty = i === 5 ? 'abc' : i === 7 ? '-3' : `${(1000 + i).toLocaleString('en-US')}`;
      const date = i === 10 ? '2025-13-40' : i === 11 ? '69.1.2' : `25.3.${(i % 28) + 1}`;
      const name = i === 20 ? '' : `부품${i}`;
      return `${name}\t${qty}\t${date}\t${i % 2 ? '완제품' : 'RAW'}`;
    });
    act(() => paste(grid, `${lines.join('\r\n')}\r\n`));

    expect(document.querySelectorAll('[data-cell$=":0"]')).toHaveLength(51);
    expect(cell(2, 1).textContent).toBe('1,001');
    expect(cell(12, 2).textContent).toBe('1969-01-02');
    expect(cell(3, 2).textContent).toBe('2025-03-03');
    expect(cell(6, 1).textContent).toContain('숫자를 입력해 주세요.');
    expect(cell(8, 1).textContent).toContain('수량은 0 이상이어야 합니다.');
    expect(cell(11, 2).textContent).toContain('날짜 형식이 올바르지 않습니다.');
    expect(cell(21, 0).textContent).toContain('필수 입력 항목입니다.');
    expect(cell(6, 1).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(saveButton());
    expect(await screen.findByText('오류가 있는 칸 4개를 고친 뒤 저장해 주세요.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();

    const fix = (row: number, col: number, text: string) => {
      fireEvent.doubleClick(cell(row, col));
      const input = cell(row, col).querySelector('input')!;
      fireEvent.change(input, { target: { value: text } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };
    fix(6, 1, '5');
    fix(8, 1, '3');
    fix(11, 2, '2025-12-31');
    fix(21, 0, '부품20');
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);

    fireEvent.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0][0] as Item[];
    expect(sent).toHaveLength(49);
    expect(sent[0]).toEqual({ id: 3, name: '부품1', qty: 1001, inDate: '2025-03-02', kind: 'GOODS' });
    expect(sent.map((r) => r.id)).not.toContain(1);
    expect(sent.map((r) => r.id)).not.toContain(2);
    expect(sent.find((r) => r.name === '부품5')).toMatchObject({ qty: 5, kind: 'GOODS' });
    expect(sent.find((r) => r.name === '부품10')).toMatchObject({ inDate: '2025-12-31' });
    expect(sent.filter((r) => r.id === undefined)).toHaveLength(48);

    await screen.findByText('저장했습니다.');
    // Saved rows are clean again: a second save has nothing to send.
    fireEvent.click(saveButton());
    expect(await screen.findByText('변경된 내용이 없습니다.')).toBeTruthy();
    expect(onSave).toHaveBeenCalledTimes(1);
  }, 60_000);

  it('moves with arrows and Tab, edits with Enter, cancels with Esc', async () => {
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={jest.fn()} />);
    const grid = screen.getByRole('grid');
    fireEvent.mouseDown(cell(0, 0));
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    expect(cell(1, 1).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(grid, { key: 'Tab' });
    fireEvent.keyDown(grid, { key: 'Tab' });
    fireEvent.keyDown(grid, { key: 'Tab' });
    expect(cell(2, 0).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(grid, { key: 'Enter' });
    const input = cell(2, 0).querySelector('input')!;
    expect(input.value).toBe('와셔');
    fireEvent.change(input, { target: { value: '바뀜' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(cell(2, 0).textContent).toBe('와셔');
    fireEvent.keyDown(grid, { key: 'x' });
    const typed = cell(2, 0).querySelector('input')!;
    expect(typed.value).toBe('x');
    fireEvent.keyDown(typed, { key: 'Tab' });
    expect(cell(2, 0).textContent).toBe('x');
    expect(cell(2, 1).getAttribute('aria-selected')).toBe('true');

    // Clicking another cell keeps the typed text; clicking inside the editor does not close it.
    fireEvent.keyDown(grid, { key: 'Enter' });
    const qty = cell(2, 1).querySelector('input')!;
    fireEvent.change(qty, { target: { value: '1,234' } });
    fireEvent.mouseDown(cell(2, 1));
    expect(cell(2, 1).querySelector('input')).toBeTruthy();
    fireEvent.mouseDown(cell(0, 0));
    expect(cell(2, 1).textContent).toBe('1,234');
    expect(cell(0, 0).getAttribute('aria-selected')).toBe('true');
  });

  it('loads and saves column settings per user under tableKey', async () => {
    const calls = installServer({
      'GET api/table-setting/items': { columns: [{ key: 'qty', visible: true, order: 0, width: 90 }, { key: 'name', visible: true, order: 1, width: 160 }, { key: 'inDate', visible: false, order: 2, width: null }] },
      'PUT api/table-setting/items': null,
    });
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={jest.fn()} tableKey="items" />);
    const headers = () => [...document.querySelectorAll('thead th')].map((h) => h.textContent);
    await waitFor(() => expect(headers().slice(1)).toEqual(['수량 *', '품목명 *', '구분']));
    // ProTable's column-setting panel: un-hide 입고일.
    fireEvent.click(document.querySelector('.ant-pro-table-list-toolbar-setting-item .anticon-setting')!);
    const popover = await waitFor(() => {
      const found = document.querySelector('.ant-popover');
      if (!found) throw new Error('no panel');
      return found as HTMLElement;
    });
    const node = [...popover.querySelectorAll('.ant-tree-treenode')].find((n) => n.textContent?.includes('입고일'))!;
    fireEvent.click(node.querySelector('.ant-tree-checkbox')!);
    await waitFor(() => expect(headers().slice(1)).toEqual(['수량 *', '품목명 *', '입고일', '구분']));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!).toMatchObject({
      path: 'api/table-setting/items',
      body: {
        columns: [
          { key: 'qty', visible: true, order: 0, width: 90 },
          { key: 'name', visible: true, order: 1, width: 160 },
          { key: 'inDate', visible: true, order: 2, width: null },
          { key: 'kind', visible: true, order: 3, width: null },
        ],
      },
    });

    // Width: the header edge is a separator; the keyboard widens it by 10px and the width is saved.
    const handle = document.querySelector('[role="separator"][aria-label="수량 너비"]') as HTMLElement;
    expect(handle.getAttribute('aria-valuenow')).toBe('90');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect((calls.filter((c) => c.method === 'PUT')[1].body as { columns: { key: string; width: number | null }[] }).columns[0]).toEqual({ key: 'qty', visible: true, order: 0, width: 100 });
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
  });

  it('hides a column from the setting panel; the cursor moves over the columns as shown', async () => {
    const calls = installServer({ 'GET api/table-setting/items': null, 'PUT api/table-setting/items': null });
    await renderGrid(<SpreadsheetTable columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={jest.fn()} tableKey="items" />);
    const headers = () => [...document.querySelectorAll('thead th')].map((h) => h.textContent);
    expect(headers().slice(1)).toEqual(['품목명 *', '수량 *', '입고일', '구분']);
    // Hide 품목명: the first visible column is now 수량 and arrows move over what is shown.
    fireEvent.click(document.querySelector('.ant-pro-table-list-toolbar-setting-item .anticon-setting')!);
    const popover = await waitFor(() => {
      const found = document.querySelector('.ant-popover');
      if (!found) throw new Error('no panel');
      return found as HTMLElement;
    });
    const node = [...popover.querySelectorAll('.ant-tree-treenode')].find((n) => n.textContent?.includes('품목명'))!;
    fireEvent.click(node.querySelector('.ant-tree-checkbox')!);
    await waitFor(() => expect(headers().slice(1)).toEqual(['수량 *', '입고일', '구분']));
    fireEvent.mouseDown(cell(0, 0));
    expect(cell(0, 0).textContent).toBe('100');
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowRight' });
    expect(cell(0, 1).getAttribute('aria-selected')).toBe('true');
    expect(cell(0, 1).textContent).toBe('2025-01-02');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ columns: [{ key: 'name', visible: false }, { key: 'qty', visible: true }, { key: 'inDate' }, { key: 'kind' }] }));
  });

  it('shows loading, empty and error states', async () => {
    const retry = jest.fn();
    const { rerender } = await renderGrid(<SpreadsheetTable columns={columns} rows={[]} rowKey={(r) => r.id!} onSave={jest.fn()} />);
    expect(screen.getByText('행이 없습니다. 엑셀에서 복사한 내용을 붙여 넣거나 행을 추가하세요.')).toBeTruthy();
    rerender(<SpreadsheetTable columns={columns} rows={[]} rowKey={(r) => r.id!} onSave={jest.fn()} error={new Error('x')} onRetry={retry} />);
    expect(screen.getByText('정보를 불러오지 못했습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(retry).toHaveBeenCalled();
  });

  it('virtualises 1,000 rows so only a window of cells is in the DOM, and still pastes at the active cell', async () => {
    const many: Item[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `품목${i + 1}`, qty: i, inDate: '2025-01-01', kind: 'RAW' }));
    const ref = createRef<SpreadsheetHandle>();
    const started = performance.now();
    await renderGrid(<SpreadsheetTable ref={ref} columns={columns} rows={many} rowKey={(r) => r.id!} onSave={jest.fn()} height={400} />);
    const rendered = document.querySelectorAll('[data-cell$=":0"]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(100);
    fireEvent.mouseDown(cell(0, 1));
    act(() => paste(screen.getByRole('grid'), '1\n2\n3'));
    expect(ref.current!.changedRows()).toHaveLength(3);
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('exposes the changed rows through its ref', async () => {
    const ref = createRef<SpreadsheetHandle>();
    await renderGrid(<SpreadsheetTable ref={ref} columns={columns} rows={initial} rowKey={(r) => r.id!} onSave={jest.fn()} />);
    fireEvent.mouseDown(cell(0, 1));
    act(() => paste(screen.getByRole('grid'), '7'));
    expect(ref.current!.changedRows()).toEqual([{ ...initial[0], qty: 7 }]);
  });
});
