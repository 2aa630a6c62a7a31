import { apiBaseUrl } from '../../config';
import { authHeaders } from '../../http/client';
import { refreshAccessToken } from '../../http/refresh';
import { accessTokenAtom, sessionStore } from '../../session/atoms';
import { RECORDS_MESSAGES } from '../messages';

/** A failed upload, with the api's Korean message when it sent one. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

type Sent = { status: number; body: unknown };

function send(url: string, form: FormData, token: string | null, onProgress?: (percent: number) => void): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(authHeaders(token))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new UploadError(0, RECORDS_MESSAGES.file.network));
    xhr.send(form);
  });
}

/**
 * POST a multipart body through XMLHttpRequest, the one browser API with reliable
 * upload progress (fetch upload streams need HTTP/2 and are not in every browser).
 * Same headers as the shared client, and the same single shared refresh on 401.
 */
export async function uploadWithProgress<T>(path: string, form: FormData, onProgress?: (percent: number) => void): Promise<T> {
  const url = `${apiBaseUrl()}/${path}`;
  const sentToken = sessionStore.get(accessTokenAtom);
  let answer = await send(url, form, sentToken, onProgress);
  if (answer.status === 401 && sentToken) {
    let token = sessionStore.get(accessTokenAtom);
    if (token === sentToken) token = await refreshAccessToken().catch(() => null);
    if (token) answer = await send(url, form, token, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return (answer.body as { result: T }).result;
  const message = (answer.body as { message?: string } | null)?.message;
  throw new UploadError(answer.status, message ?? RECORDS_MESSAGES.file.uploadFailed);
}
