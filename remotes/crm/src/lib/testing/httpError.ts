import { HTTPError } from 'ky';

/** A ky HTTPError as the shared client throws it: status plus the parsed JSON body (tests only). */
export function httpError(status: number, data: unknown): HTTPError {
  return Object.assign(Object.create(HTTPError.prototype), { name: 'HTTPError', response: { status }, data });
}
