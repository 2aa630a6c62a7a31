import { refreshTokenAtom, sessionStore, accessTokenAtom } from '../../session/atoms';
import { uploadFiles } from '../api/file';
import { UploadError } from '../api/upload';
import { installServer, installXhr, json } from './server';

describe('uploadFiles', () => {
  it('sends the bearer and XSRF headers, reports progress, and retries once after the shared refresh on 401', async () => {
    const calls = installServer({
      'POST oauth/token': json(200, { access_token: 'fresh', refresh_token: 'r2', token_type: 'bearer', expires_in: 60, scope: 'read_profile' }),
    });
    sessionStore.set(refreshTokenAtom, 'r1');
    document.cookie = 'XSRF-TOKEN=xs%3D1';
    const uploads = installXhr((u) => (u.headers.Authorization === 'Bearer fresh' ? { status: 200, body: { result: [{ id: 1 }] } } : { status: 401, body: { error: 'invalid_token' } }));
    const progress: number[] = [];
    const stored = await uploadFiles({ files: [new File(['a'], '메모.txt', { type: 'text/plain' })], purpose: 'ATTACHMENT', targetType: 'DEAL', targetId: 5 }, (p) => progress.push(p));
    expect(stored).toEqual([{ id: 1 }]);
    expect(uploads.map((u) => u.headers.Authorization)).toEqual(['Bearer token', 'Bearer fresh']);
    expect(uploads[1].headers['X-XSRF-TOKEN']).toBe('xs=1');
    expect(calls.filter((c) => c.path === 'oauth/token')).toHaveLength(1);
    expect(sessionStore.get(accessTokenAtom)).toBe('fresh');
    expect(progress).toEqual([50, 100, 50, 100]);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('throws the api Korean message when the server refuses', async () => {
    installServer({});
    installXhr(() => ({ status: 413, body: { error: 'payload_too_large', message: '파일이 20MB를 넘습니다.' } }));
    const error = await uploadFiles({ files: [new File(['a'], 'a.txt')], purpose: 'ATTACHMENT' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('파일이 20MB를 넘습니다.');
  });
});
