import type { ResponsePromise } from 'ky';

/** Every answer wraps its payload in `result` (DESIGN §3): the payload of a call, typed by its contract. */
export async function result<T>(response: ResponsePromise): Promise<T> {
  const body = await response.json<{ result: T }>();
  return body.result;
}
