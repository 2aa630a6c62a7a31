import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { type ImportPreview, customerApi } from '../api/customerApi';
import { ImportDialog } from '../components/ImportDialog';
import { httpError } from '@dure/shared/testing';
import { match } from './fixtures';

jest.mock('../api/customerApi', () => ({
  ...jest.requireActual('../api/customerApi'),
  customerApi: { previewImport: jest.fn(), commitImport: jest.fn() },
}));
jest.mock('@dure/shared/records', () => ({ exportXlsx: jest.fn(), ImportFileStep: jest.requireActual('@dure/shared/records').ImportFileStep }));
const api = customerApi as jest.Mocked<typeof customerApi>;

const PREVIEW: ImportPreview = {
  counts: { CREATE: 1, UPDATE: 1, ERROR: 1, WARNING: 1 },
  rows: [
    { rowNo: 2, action: 'CREATE', values: { name: '신규상사', customerType: 'CORPORATION', bizRegNo: '220-81-62517' }, errors: {}, existing: null, duplicates: [] },
    { rowNo: 3, action: 'UPDATE', values: { name: '기존상사', customerType: 'CORPORATION' }, errors: {}, existing: { id: 4, customerNo: 'C-000004', name: '기존상사' }, duplicates: [] },
    {
      rowNo: 4,
      action: 'ERROR',
      values: { name: '오류상사', customerType: 'CORPORATION', bizRegNo: '123-45-67890', paymentTermDays: '200' },
      errors: { bizRegNo: '유효하지 않은 사업자등록번호입니다. 번호를 다시 확인해 주세요.', paymentTermDays: '결제조건은 0일에서 180일 사이로 입력해 주세요.' },
      existing: null,
      duplicates: [],
    },
    { rowNo: 5, action: 'WARNING', values: { name: '한빛정밀공업', customerType: 'CORPORATION' }, errors: {}, existing: null, duplicates: [match()] },
  ],
};

beforeEach(() => jest.resetAllMocks());

async function choose(file: File) {
  const { container } = render(
    <App>
      <ImportDialog open onClose={() => {}} />
    </App>,
  );
  const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImportDialog', () => {
  it('previews each row with its status and the error under the bad cell, and commits only the good rows', async () => {
    api.previewImport.mockResolvedValue(PREVIEW);
    api.commitImport.mockResolvedValue({ created: 1, updated: 1, skipped: 2, rows: PREVIEW.rows });
    await choose(new File(['x'], '고객.csv', { type: 'text/csv' }));
    expect(await screen.findByText('고객.csv')).toBeTruthy();
    expect(screen.getByTestId('count-CREATE').textContent).toBe('신규 1');
    expect(screen.getByTestId('count-ERROR').textContent).toBe('오류 1');
    expect(screen.getByTestId('cell-error-4-bizRegNo').textContent).toContain('유효하지 않은 사업자등록번호입니다.');
    expect(screen.getByTestId('cell-error-4-paymentTermDays').textContent).toContain('결제조건은 0일에서 180일 사이로 입력해 주세요.');
    expect(screen.getByText('C-000004')).toBeTruthy();
    expect(screen.getByText('(주)한빛정밀')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '2건 저장' }));
    await waitFor(() => expect(api.commitImport).toHaveBeenCalledWith(expect.any(File), false));
    expect(await screen.findByText('신규 1건 · 수정 1건 · 건너뜀 2건')).toBeTruthy();
    expect(screen.getByText('저장하지 않은 행 (아무것도 바뀌지 않았습니다)')).toBeTruthy();
  });

  it('imports the possible duplicates too once the user ticks the acknowledgement', async () => {
    api.previewImport.mockResolvedValue(PREVIEW);
    api.commitImport.mockResolvedValue({ created: 2, updated: 1, skipped: 1, rows: PREVIEW.rows });
    await choose(new File(['x'], '고객.xlsx'));
    fireEvent.click(await screen.findByRole('checkbox', { name: /중복 의심 1행도 확인했으며/ }));
    fireEvent.click(screen.getByRole('button', { name: '3건 저장' }));
    await waitFor(() => expect(api.commitImport).toHaveBeenCalledWith(expect.any(File), true));
  });

  it("shows the server's Korean message for an unreadable file and lets the user pick another", async () => {
    api.previewImport.mockRejectedValue(httpError(400, { error: 'bad_request', message: '필수 열이 없습니다: 고객유형' }));
    await choose(new File(['x'], '고객.csv'));
    expect(await screen.findByText('필수 열이 없습니다: 고객유형')).toBeTruthy();
    expect(screen.getByText('파일을 끌어다 놓거나 눌러서 선택하세요')).toBeTruthy();
  });
});
