import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseContentDisposition } from '../api/file';
import { FileUpload } from '../file/FileUpload';
import { fail, installServer, installXhr, renderWithApp } from './server';

const stored = (id: number, originalName: string) => ({ id, originalName, mimeType: 'application/pdf', sizeBytes: 2048, createdAt: '2026-11-20T09:00:00+09:00', createdByName: '홍길동', url: `/f/${id}` });

describe('parseContentDisposition (RFC 6266 / 5987)', () => {
  it('prefers filename* with a Korean UTF-8 name over the ASCII fallback', () => {
    const name = '2025년 계약서(최종).pdf';
    const header = `attachment; filename="2025_contract.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`;
    expect(parseContentDisposition(header)).toBe(name);
  });
  it('reads filename* in any parameter order and letter case, and a language tag', () => {
    expect(parseContentDisposition(`attachment; FILENAME*=utf-8'ko'%EA%B2%AC%EC%A0%81%EC%84%9C.xlsx; filename="x.xlsx"`)).toBe('견적서.xlsx');
  });
  it('falls back to a quoted filename with escapes, or null', () => {
    expect(parseContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
    expect(parseContentDisposition('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(parseContentDisposition("attachment; filename*=UTF-8''%FF%FE; filename=\"fallback.txt\"")).toBe('fallback.txt');
    expect(parseContentDisposition('inline')).toBeNull();
    expect(parseContentDisposition(null)).toBeNull();
  });
});

describe('FileUpload', () => {
  it('shows loading, then the empty state, and the error with retry', async () => {
    let answer: unknown = fail(403, '이 작업을 수행할 권한이 없습니다.');
    installServer({ 'GET api/file/DEAL/5': () => answer });
    renderWithApp(<FileUpload recordType="DEAL" recordId={5} />);
    expect(screen.getByText('불러오는 중입니다…')).toBeTruthy();
    expect(await screen.findByText('이 작업을 수행할 권한이 없습니다.')).toBeTruthy();
    answer = [];
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('첨부파일이 없습니다.')).toBeTruthy();
  });

  it('uploads each file as ATTACHMENT with progress, refusing oversize and unknown types before sending', async () => {
    let files = [] as ReturnType<typeof stored>[];
    installServer({ 'GET api/file/DEAL/5': () => files });
    const uploads = installXhr((u) => {
      const f = u.form.get('files') as File;
      const saved = stored(files.length + 1, f.name);
      files = [...files, saved];
      return { status: 200, body: { result: [saved] } };
    });
    renderWithApp(<FileUpload recordType="DEAL" recordId={5} />);
    await screen.findByText('첨부파일이 없습니다.');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const good = new File(['%PDF'], '견적서.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    const huge = new File(['x'], '도면.zip', { type: 'application/zip' });
    Object.defineProperty(huge, 'size', { value: 20 * 1024 * 1024 + 1 });
    await act(async () => {
      fireEvent.change(input, { target: { files: [good, exe, huge] } });
    });
    expect(await screen.findByText('setup.exe: 올릴 수 없는 파일 형식입니다.')).toBeTruthy();
    expect(screen.getByText('도면.zip: 20MB를 넘는 파일은 올릴 수 없습니다.')).toBeTruthy();
    expect(await screen.findByText('견적서.pdf', { selector: '.ant-list-item-meta-title *' })).toBeTruthy();
    expect(uploads).toHaveLength(1);
    expect(uploads[0].url).toBe('http://api.test/dure.crm/api/file');
    expect(uploads[0].form.get('purpose')).toBe('ATTACHMENT');
    expect(uploads[0].form.get('targetType')).toBe('DEAL');
    expect(uploads[0].form.get('targetId')).toBe('5');
    expect(uploads[0].form.getAll('files')).toHaveLength(1);
  });

  it('refuses more than 10 files at once', async () => {
    installServer({ 'GET api/file/DEAL/5': [] });
    const uploads = installXhr(() => ({ status: 200, body: { result: [] } }));
    renderWithApp(<FileUpload recordType="DEAL" recordId={5} />);
    await screen.findByText('첨부파일이 없습니다.');
    const many = Array.from({ length: 11 }, (_, i) => new File(['a'], `f${i}.txt`, { type: 'text/plain' }));
    await act(async () => {
      fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: many } });
    });
    expect(await screen.findByText('한 번에 10개까지 올릴 수 있습니다.')).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('downloads with auth under the Korean name of Content-Disposition, and deletes after confirmation', async () => {
    const name = '2025년 계약서.pdf';
    const calls = installServer({
      'GET api/file/DEAL/5': [stored(3, name)],
      'GET api/file/3/download': () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(name)}` } }),
      'DELETE api/file/3': null,
    });
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithApp(<FileUpload recordType="DEAL" recordId={5} />);
    fireEvent.click(await screen.findByRole('button', { name: `${name} 내려받기` }));
    await waitFor(() => expect(names).toEqual([name]));
    const download = calls.find((c) => c.path === 'api/file/3/download')!;
    expect(download.method).toBe('GET');

    fireEvent.click(screen.getByRole('button', { name: `${name} 삭제` }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(document.querySelector('.ant-popover') as HTMLElement).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('api/file/3'));
  });
});
